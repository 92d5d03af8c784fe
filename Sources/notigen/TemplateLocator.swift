import Foundation
import NotigenCore

/// Finds the templates: each one in the `--templates` folder when it holds it, else in the installed folder
/// (`<prefix>/share/notigen/Templates` beside the binary, or the `Templates/` folder of the checkout the binary
/// was built in). So a team overrides just the templates it changes.
enum TemplateLocator {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The text of every template the generator needs, and the file each was read from.
    struct Templates {
        var texts: [String: String]
        var files: [String: URL]

        /// The paths of the templates read from `folder` (the `--templates` folder, as given), sorted by name.
        func overrides(_ folder: String?) -> [String] {
            guard let folder else { return [] }
            let url = URL(fileURLWithPath: folder).standardizedFileURL
            return files.filter { $0.value.deletingLastPathComponent().standardizedFileURL == url }.keys.sorted()
                .map { OutputPath.join(folder, $0 + ".mustache") }
        }
    }

    /// Loads every template, from `override` when it holds it. Unless `listing` is false (a sandboxed run, which
    /// lists no folder), the override folder is listed to refuse files that are not notigen's templates.
    static func load(override: String?, listing: Bool = true) throws(Failure) -> Templates {
        let installed = Executable.candidateFolders(installed: "Templates", checkout: "Templates")
            .first(where: holdsTemplates)
        var folders: [URL] = []
        if let override {
            let folder = URL(fileURLWithPath: override)
            try checkOverride(folder, listing: listing)
            folders.append(folder)
        }
        folders += installed.map { [$0] } ?? []
        var templates = Templates(texts: [:], files: [:])
        for name in Generator.templateNames {
            let files = folders.map { $0.appendingPathComponent(name + ".mustache") }
            guard let file = files.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                throw Failure(
                    description: "cannot find the template '\(name).mustache' (looked for share/notigen/Templates "
                        + "beside the binary); pass --templates DIR with every template")
            }
            let kind = FileSystem.kind(of: file.path)
            guard kind == .regularFile else {
                throw Failure(description: "\(file.path): is \(kind.description), not a template file")
            }
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw Failure(description: "\(file.path): cannot read the template (check its permissions)")
            }
            templates.texts[name] = String(decoding: data, as: UTF8.self)
            templates.files[name] = file
        }
        return templates
    }

    /// The override folder must exist and (when it may be listed) hold at least one template, and only templates
    /// notigen knows, so that a mistyped folder or file name is an error instead of silently using the installed
    /// template.
    private static func checkOverride(_ folder: URL, listing: Bool) throws(Failure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw Failure(description: "\(folder.relativePath): no such templates folder")
        }
        guard listing else { return }
        let known = Generator.templateNames.map { $0 + ".mustache" }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let templates = names.filter { $0.hasSuffix(".mustache") }
        for name in templates where !known.contains(name) {
            throw Failure(
                description: "\(folder.appendingPathComponent(name).relativePath): not a notigen template; "
                    + "templates are \(known.joined(separator: ", "))")
        }
        guard !templates.isEmpty else {
            throw Failure(
                description: "\(folder.relativePath): holds none of the templates \(known.joined(separator: ", "))")
        }
    }

    private static func holdsTemplates(_ folder: URL) -> Bool {
        Generator.templateNames.allSatisfy {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0 + ".mustache").path)
        }
    }
}
