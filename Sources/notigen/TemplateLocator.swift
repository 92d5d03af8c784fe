import Foundation
import NotigenCore
import NotigenFiles

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

        /// The diagnostics of the templates read from the override folder, and of those they include
        /// (`Generator.checkTemplates`), located in their files; and the warnings of templates marked for another
        /// notigen version.
        func check() -> (errors: [Diagnostic], warnings: [(file: String, message: String)]) {
            let paths = files.mapValues(\.relativePath)
            let errors = Generator.checkTemplates(texts, paths: paths)
            var warnings: [(file: String, message: String)] = []
            for name in texts.keys.sorted() {
                guard let text = texts[name], let version = Generator.templateVersion(of: text),
                    version != Generator.version, let path = paths[name]
                else { continue }
                warnings.append(
                    (
                        path,
                        "written for notigen \(version); this is notigen \(Generator.version), whose templates may "
                            + "see other keys (notigen templates --context SPEC shows them)"
                    ))
            }
            return (errors, warnings)
        }

        /// The paths of the templates read from `folder` (the `--templates` folder, as given), sorted by name.
        func overrides(_ folder: String?) -> [String] {
            guard let folder else { return [] }
            let url = URL(fileURLWithPath: folder).standardizedFileURL
            return files.filter { $0.value.deletingLastPathComponent().standardizedFileURL == url }.keys.sorted()
                .map { OutputPath.join(folder, $0 + ".mustache") }
        }
    }

    /// Loads every template, from `override` when it holds it, and the partials of the override's own that the
    /// templates include (`{{> name}}` reads `name.mustache` of the override folder). Unless `listing` is false (a
    /// sandboxed run, which lists no folder), the override folder is listed to refuse `.mustache` files that are
    /// neither notigen's templates nor included by one.
    static func load(override: String?, listing: Bool = true) throws(Failure) -> Templates {
        let installed = installedFolder()
        var folders: [URL] = []
        if let override {
            let folder = URL(fileURLWithPath: override)
            try checkOverride(folder)
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
            try read(file, as: name, into: &templates)
        }
        if let override {
            try loadPartials(URL(fileURLWithPath: override), into: &templates)
            if listing { try checkListing(URL(fileURLWithPath: override), templates) }
        }
        return templates
    }

    /// The installed templates' folder: `<prefix>/share/notigen/Templates` beside the binary, or the checkout's.
    static func installedFolder() -> URL? {
        Executable.candidateFolders(installed: "Templates", checkout: "Templates").first(where: holdsTemplates)
    }

    private static func read(_ file: URL, as name: String, into templates: inout Templates) throws(Failure) {
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

    /// Reads, from `folder`, every partial a template includes that is not one of notigen's, following the
    /// partials' own includes. A name that is not a plain file name, or that the folder lacks, is left for the
    /// checks of the templates to report at the tag.
    private static func loadPartials(_ folder: URL, into templates: inout Templates) throws(Failure) {
        var pending = templates.texts.values.flatMap(Generator.partials(in:))
        while let name = pending.popLast() {
            guard templates.texts[name] == nil, isPartialName(name) else { continue }
            let file = folder.appendingPathComponent(name + ".mustache")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            try read(file, as: name, into: &templates)
            pending += Generator.partials(in: templates.texts[name] ?? "")
        }
    }

    /// Whether a partial's name can name a file of the override folder: letters, digits, `_`, `-` and `.`, not
    /// starting with a dot, so that no include reads outside the folder.
    private static func isPartialName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "." else { return false }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "_-.".unicodeScalars.contains($0)
        }
    }

    /// The override folder must exist.
    private static func checkOverride(_ folder: URL) throws(Failure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw Failure(description: "\(folder.relativePath): no such templates folder")
        }
    }

    /// The override folder must hold at least one template, and only templates notigen knows or partials a
    /// template includes, so that a mistyped folder or file name is an error instead of silently using the
    /// installed template.
    private static func checkListing(_ folder: URL, _ templates: Templates) throws(Failure) {
        let known = Generator.templateNames.map { $0 + ".mustache" }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let files = names.filter { $0.hasSuffix(".mustache") }
        for name in files where templates.texts[String(name.dropLast(".mustache".count))] == nil {
            throw Failure(
                description: "\(folder.appendingPathComponent(name).relativePath): not a notigen template, and no "
                    + "template includes it; templates are \(known.joined(separator: ", "))")
        }
        guard files.contains(where: known.contains) else {
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
