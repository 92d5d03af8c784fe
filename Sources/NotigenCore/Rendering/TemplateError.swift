/// A template that is missing or does not parse.
public struct TemplateError: Error, CustomStringConvertible {
    public var template: String
    public var message: String
    /// The problem alone, without the template's name and line that `message` starts with.
    public var reason: String
    /// Where in the template the problem is (from 1); nil for a template that is missing.
    public var line: Int?
    public var column: Int?
    public var description: String { message }

    init(template: String, message: String, reason: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.template = template
        self.message = message
        self.reason = reason ?? message
        self.line = line
        self.column = column
    }
}
