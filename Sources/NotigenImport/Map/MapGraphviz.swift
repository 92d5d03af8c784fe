/// A `NotificationMap` as a Graphviz graph (`notigen map --format dot`): types that post on the left, notifications
/// in the middle, types that observe on the right; an edge from each posting type to the notification and from the
/// notification to each observing type, solid when every site along it is typed, dashed when one is by name.
public enum MapGraphviz {
    public static func dot(_ map: NotificationMap) -> String {
        var lines = [
            "digraph notifications {", "  rankdir=LR;", "  node [fontname=\"Helvetica\", fontsize=11];",
        ]
        var types: Set<String> = []
        var edges: [String: Bool] = [:]
        for (index, notification) in map.notifications.enumerated() {
            let shape = notification.origin == .system ? "note" : "box"
            let style = notification.origin == .spec ? "filled" : "dashed"
            lines.append(
                "  n\(index) [label=\(quoted(notification.name)), shape=\(shape), style=\(style), fillcolor=\"#e8f0fe\"];"
            )
            for site in notification.sites {
                let type = site.type ?? "(file scope)"
                types.insert(type)
                let edge =
                    site.role == .post
                    ? "  \(quoted("type:" + type)) -> n\(index)" : "  n\(index) -> \(quoted("type:" + type))"
                edges[edge] = (edges[edge] ?? true) && site.typed
            }
        }
        for type in types.sorted() {
            lines.append("  \(quoted("type:" + type)) [label=\(quoted(type)), shape=ellipse];")
        }
        for (edge, typed) in edges.sorted(by: { $0.key < $1.key }) {
            lines.append(edge + (typed ? " [color=\"#188038\"];" : " [color=\"#d93025\", style=dashed];"))
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a Graphviz quoted ID: quotes and backslashes escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n", "\r", "\r\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
