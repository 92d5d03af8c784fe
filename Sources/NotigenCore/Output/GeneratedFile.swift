/// A file the generator produced: its name inside the output folder and its contents.
public struct GeneratedFile: Sendable, Equatable {
    /// The name of the support file shared by every spec's output.
    public static let supportFileName = "NotigenSupport.swift"

    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }

    /// The output file name for a spec: `specs/user.yaml` → `user.swift`.
    static func name(for spec: SpecSource) -> String {
        spec.baseName + ".swift"
    }
}
