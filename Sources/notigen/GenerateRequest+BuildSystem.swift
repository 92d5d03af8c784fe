import ArgumentParser
import NotigenCore
import NotigenFiles

extension GenerateRequest {
    /// The specs of the run: those given, or in an Xcode Run Script phase given none, the phase's input files that
    /// end in `.yaml` or `.yml`. A sandboxed run cannot `--prune`, which lists the output folder.
    func specs(xcode: XcodeEnvironment, sandbox: SandboxPolicy, printer: DiagnosticPrinter) throws -> [String] {
        if prune && sandbox.isOn {
            throw printer.failed(
                "--prune lists the output folder, which a sandboxed run does not read; run notigen --prune outside "
                    + "the build (with ENABLE_USER_SCRIPT_SANDBOXING unset, and without --sandbox)")
        }
        guard specs.isEmpty else { return specs }
        let declared =
            xcode.isXcode ? (xcode.inputs ?? []).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") } : []
        guard declared.isEmpty else { return declared }
        throw printer.failed(
            xcode.isXcode
                ? "no spec given: pass the spec files, or declare them as the Run Script phase's input files"
                : "no spec given: pass the spec files to generate from (notigen --help)")
    }

    /// The file lists of `--input-file-list` (the specs, then the overriding templates) and `--output-file-list`
    /// (the generated files), as they should read.
    func fileLists(_ files: [GeneratedFile], specs: [String], templates: [String]) -> [OutputWriter.ExtraFile] {
        var lists: [OutputWriter.ExtraFile] = []
        if let path = inputFileList {
            let text = FileList.render(specs + templates, what: "input files")
            lists.append(
                .init(
                    path: path, file: TextFile(name: path, contents: text), what: " the input file list", always: false)
            )
        }
        if let path = outputFileList {
            let text = FileList.render(files.map { OutputPath.join(output, $0.name) }, what: "output files")
            lists.append(
                .init(
                    path: path, file: TextFile(name: path, contents: text), what: " the output file list", always: false
                ))
        }
        return lists
    }
}
