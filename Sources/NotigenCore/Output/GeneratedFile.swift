/// A file the generator produced: its name inside the output folder, its contents, and what it was made from.
public struct GeneratedFile: Sendable, Equatable {
    /// The name of the support file shared by every spec's output.
    public static let supportFileName = "NotigenSupport.swift"

    public var name: String
    public var contents: String
    /// The path of the spec it was generated from (as the caller gave it); nil for the support file.
    public var specPath: String?
    /// The names of the templates it was rendered with (keys of the generator's templates).
    public var templateNames: [String]

    public init(name: String, contents: String, specPath: String? = nil, templateNames: [String] = []) {
        self.name = name
        self.contents = contents
        self.specPath = specPath
        self.templateNames = templateNames
    }

    /// The output file name for a spec: `specs/user.yaml` → `user.swift`.
    static func name(for spec: SpecSource) -> String {
        spec.baseName + ".swift"
    }
}
