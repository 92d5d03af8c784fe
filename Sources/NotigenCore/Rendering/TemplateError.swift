/// A template that is missing or does not parse.
public struct TemplateError: Error, CustomStringConvertible {
    public var template: String
    public var message: String
    public var description: String { message }
}
