import Foundation
import Stencil
import Yams

// notigen-reference TEMPLATE SPEC OUTPUT: renders SPEC (a notigen spec) with the Stencil TEMPLATE into OUTPUT, as
// SwiftGen's yaml command would: the YAML document itself is the template's context, every name, type and
// signature is derived by the template.

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: notigen-reference TEMPLATE SPEC OUTPUT\n".utf8))
    exit(2)
}
let template = try String(contentsOfFile: arguments[1], encoding: .utf8)
let spec = try String(contentsOfFile: arguments[2], encoding: .utf8)
guard let document = try Yams.load(yaml: spec) as? [String: Any],
    let notifiers = document["notifiers"] as? [String: Any]
else {
    FileHandle.standardError.write(Data("\(arguments[2]): not a notigen spec\n".utf8))
    exit(1)
}

/// A field as `{ type, default, doc }`, from `name: Type` or `name: { type: …, default: …, doc: … }`.
func field(_ name: String, _ value: Any) -> [String: Any] {
    if let text = value as? String { return ["name": name, "type": text] }
    var field = value as? [String: Any] ?? [:]
    field["name"] = name
    if let value = field["default"] as? String, field["type"] as? String == "String" {
        field["default"] = "\"\(value)\""
    }
    return field
}

func fields(_ value: Any?) -> [[String: Any]] {
    guard let map = value as? [String: Any] else { return [] }
    return map.sorted { $0.key < $1.key }.map { field($0.key, $0.value) }
}

// Key order of YAML mappings is lost by Yams' `[String: Any]`; sorted names keep the output stable.
let context: [String: Any] = [
    "spec": arguments[2],
    "notifiers": notifiers.keys.sorted().map { name -> [String: Any] in
        let notifier = notifiers[name] as? [String: Any] ?? [:]
        let cases = notifier["cases"] as? [String: Any] ?? [:]
        return [
            "name": name, "doc": notifier["doc"] ?? "",
            "cases": cases.keys.sorted().map { caseName -> [String: Any] in
                let body = cases[caseName] as? [String: Any] ?? [:]
                let result = body["result"] as? [String: Any]
                return [
                    "name": caseName, "doc": body["doc"] ?? "", "fields": fields(body["payload"]),
                    "isResult": result != nil, "success": fields(result?["success"]),
                    "failure": fields(result?["failure"]),
                ]
            },
        ]
    },
]
// StencilSwiftKit's filters, as SwiftGen's templates use them.
let filters = Extension()
filters.registerFilter("upperFirstLetter") { value in
    let text = value.map { "\($0)" } ?? ""
    return text.prefix(1).uppercased() + text.dropFirst()
}
filters.registerFilter("lowerFirstWord") { value in
    let text = value.map { "\($0)" } ?? ""
    return text.prefix(1).lowercased() + text.dropFirst()
}
let environment = Environment(
    extensions: [filters], trimBehaviour: TrimBehaviour(leading: .nothing, trailing: .whitespaceAndOneNewLine))
let rendered = try environment.renderTemplate(string: template, context: context)
try rendered.write(toFile: arguments[3], atomically: true, encoding: .utf8)
