import ArgumentParser
import NotigenCore

/// The options of `generate` for build systems: sandboxed runs, Xcode file lists and the version a project pins.
struct BuildSystemOptions: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Run as a build sandbox requires: read only the specs and templates given, write only the outputs and "
                + "temporary files in TMPDIR (no lock, no temporary files beside the outputs, no folder listing; "
                + "no --prune). On by itself in an Xcode Run Script phase with ENABLE_USER_SCRIPT_SANDBOXING=YES, "
                + "which puts temporary files in DERIVED_FILE_DIR."))
    var sandbox = false

    @Option(
        help: ArgumentHelp(
            "Also write an Xcode file list (.xcfilelist) of the run's inputs (its specs and --templates files), "
                + "only when it changed; with --check, check it.", valueName: "file"),
        completion: .file(extensions: ["xcfilelist"]))
    var inputFileList: String?

    @Option(
        help: ArgumentHelp(
            "Also write an Xcode file list (.xcfilelist) of the run's outputs, only when it changed; with --check, "
                + "check it.", valueName: "file"),
        completion: .file(extensions: ["xcfilelist"]))
    var outputFileList: String?

    @Option(
        help: ArgumentHelp(
            "Fail unless this notigen is exactly this version: the version of NotigenRuntime the project builds "
                + "against, so that the generated code and the runtime match.", valueName: "version"))
    var requireVersion: String?

    /// The error of a pinned version (`--require-version`) this notigen is not, telling how to get the right one.
    static func versionMismatch(_ requireVersion: String?) -> String? {
        guard let requireVersion, requireVersion != Generator.version else { return nil }
        return "this project pins notigen \(requireVersion) (--require-version), but this notigen is "
            + "\(Generator.version); install notigen \(requireVersion) (make install from its tag, or "
            + "mint install OWNER/notigen@\(requireVersion)) and depend on NotigenRuntime \(requireVersion), or change "
            + "the pinned version together with the runtime's"
    }
}
