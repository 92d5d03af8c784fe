/// The contexts a spec gives the templates, as JSON (`notigen templates --context`): each context as
/// `{"context": "CaseContext", "keys": {…}}`, its keys in the order the context lists them, each with the value a
/// tag would see: a text as a string, a flag as a boolean, a list as an array. As SwiftGen's context dumps do, it
/// shows a template author exactly what to write, for any input.
enum TemplateContextDump {
    /// `context` and everything inside it, pretty-printed with two spaces, ending in a newline.
    static func json(_ context: TemplateObject) -> String {
        var output = ""
        write(context, indentation: "", into: &output)
        return output + "\n"
    }

    private static func write(_ context: TemplateObject, indentation: String, into output: inout String) {
        let inner = indentation + "    "
        output += "{\n\(indentation)  \"context\": \(string("\(type(of: context))")),\n\(indentation)  \"keys\": {"
        let keys = type(of: context).keys
        for (index, key) in keys.enumerated() {
            output += "\n\(inner)\(string(key.name)): "
            switch context.value(for: key) {
            case .text(let text): output += string(text)
            case .flag(let flag): output += flag ? "true" : "false"
            case .texts(let texts): writeArray(texts.map(string), indentation: inner, into: &output)
            case .objects(let objects):
                guard !objects.isEmpty else {
                    output += "[]"
                    break
                }
                output += "["
                for (index, object) in objects.enumerated() {
                    output += "\n\(inner)  "
                    write(object, indentation: inner + "  ", into: &output)
                    if index < objects.count - 1 { output += "," }
                }
                output += "\n\(inner)]"
            case .object(let object): write(object, indentation: inner, into: &output)
            case nil: output += "null"
            }
            if index < keys.count - 1 { output += "," }
        }
        output += keys.isEmpty ? "}\n\(indentation)}" : "\n\(indentation)  }\n\(indentation)}"
    }

    private static func writeArray(_ elements: [String], indentation: String, into output: inout String) {
        guard !elements.isEmpty else {
            output += "[]"
            return
        }
        output += "[\n" + elements.map { indentation + "  " + $0 }.joined(separator: ",\n") + "\n\(indentation)]"
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, everything else as it is.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
