import Foundation
import NotigenCore

/// Finds the template folder: `--templates`, else the one installed beside the binary
/// (`<prefix>/share/notigen/Templates`), else the `Templates/` folder of the checkout the binary was built in.
enum TemplateLocator {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func folder(override: String?) throws(Failure) -> URL {
        if let override {
            return URL(fileURLWithPath: override)
        }
        for candidate in candidates() where holdsTemplates(candidate) {
            return candidate
        }
        throw Failure(
            description: "cannot find the templates (looked for share/notigen/Templates beside the binary); "
                + "pass --templates DIR")
    }

    /// Reads every template the generator needs from `folder`.
    static func load(from folder: URL) throws(Failure) -> [String: String] {
        var templates: [String: String] = [:]
        for name in Generator.templateNames {
            let file = folder.appendingPathComponent(name + ".mustache")
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw Failure(description: "\(file.path): template not found")
            }
            templates[name] = String(decoding: data, as: UTF8.self)
        }
        return templates
    }

    private static func candidates() -> [URL] {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return [] }
        let bin = executable.deletingLastPathComponent()
        var result = [bin.deletingLastPathComponent().appendingPathComponent("share/notigen/Templates")]
        var folder = bin
        while folder.path != "/" && !folder.path.isEmpty {
            result.append(folder.appendingPathComponent("Templates"))
            folder = folder.deletingLastPathComponent()
        }
        return result
    }

    private static func holdsTemplates(_ folder: URL) -> Bool {
        Generator.templateNames.allSatisfy {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0 + ".mustache").path)
        }
    }
}
