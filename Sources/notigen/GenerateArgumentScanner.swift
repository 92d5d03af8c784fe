/// Reads the command line of a plain generation (`notigen SPEC... [-o DIR] [--depfile FILE] [--check] …`, what a
/// build step runs) without ArgumentParser, whose parse costs more than the generation of a small spec: it reflects
/// the commands' property wrappers and looks up about 120 protocol conformances, each a scan of every conformance
/// record of the binary (docs/PERFORMANCE.md). It accepts only what it reads exactly as ArgumentParser does, and
/// gives up (nil) on anything else: a subcommand name, help, `--version`, an unknown or repeated option, a value
/// that starts with `-`, options that cannot go together. ArgumentParser then parses the command line and reports
/// any error with its usage. `GenerateArgumentScannerTests` checks that every command line it accepts parses to the
/// same `GenerateRequest` through ArgumentParser.
enum GenerateArgumentScanner {
    /// The options that take a value, by every spelling ArgumentParser accepts for them.
    private enum Option {
        case output, templates, depfile, inputFileList, outputFileList, requireVersion, diagnosticsFormat, color

        static func named(_ name: String) -> Option? {
            switch name {
            case "-o", "--output": .output
            case "--templates": .templates
            case "--depfile": .depfile
            case "--input-file-list": .inputFileList
            case "--output-file-list": .outputFileList
            case "--require-version": .requireVersion
            case "--diagnostics-format": .diagnosticsFormat
            case "--color": .color
            default: nil
            }
        }
    }

    /// The names of the subcommands (and `help`): a command line that names one is ArgumentParser's.
    private static let subcommandNames: Set<String> = [
        "generate", "lint", "init", "runtime", "import", "templates", "audit", "map", "help",
    ]

    /// The request `arguments` (the command line without the program's name) make, or nil when ArgumentParser
    /// must read them.
    static func request(_ arguments: [String]) -> GenerateRequest? {
        var request = GenerateRequest()
        var seen: Set<String> = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                guard !argument.isEmpty, !subcommandNames.contains(argument) else { return nil }
                request.specs.append(argument)
                continue
            }
            var name = argument
            var value: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            // Each option once (ArgumentParser keeps the last of a repeated option; here that is its to read).
            guard seen.insert(name == "-o" ? "--output" : name == "-q" ? "--quiet" : name).inserted else { return nil }
            if let option = Option.named(name) {
                if value == nil, index < arguments.count, !arguments[index].hasPrefix("-") {
                    value = arguments[index]
                    index += 1
                }
                guard let value, !value.isEmpty, !value.hasPrefix("-"), set(option, value, &request) else { return nil }
            } else {
                guard value == nil, set(flag: name, &request) else { return nil }
            }
        }
        return request.problem == nil ? request : nil
    }

    /// Sets `option` to `value`; false when the value is not one the option takes.
    private static func set(_ option: Option, _ value: String, _ request: inout GenerateRequest) -> Bool {
        switch option {
        case .output: request.output = value
        case .templates: request.templatesFolder = value
        case .depfile: request.depfile = value
        case .inputFileList: request.inputFileList = value
        case .outputFileList: request.outputFileList = value
        case .requireVersion: request.requireVersion = value
        case .diagnosticsFormat:
            guard let format = DiagnosticOptions.Format(rawValue: value) else { return false }
            request.diagnosticsFormat = format
        case .color:
            guard let color = DiagnosticOptions.ColorMode(rawValue: value) else { return false }
            request.color = color
        }
        return true
    }

    /// Sets the flag `name`; false when it is not a flag of `generate` or a second mode.
    private static func set(flag name: String, _ request: inout GenerateRequest) -> Bool {
        // The modes as ArgumentParser spells them (`Mode.flag`).
        if let mode = GenerateCommand.Mode.allCases.first(where: { $0.flag == name }) {
            guard request.mode == nil else { return false }
            request.mode = mode
            return true
        }
        switch name {
        case "--prune":
            request.prune = true
            return true
        case "-q", "--quiet":
            request.quiet = true
            return true
        case "--sandbox":
            request.sandbox = true
            return true
        default: return false
        }
    }
}
