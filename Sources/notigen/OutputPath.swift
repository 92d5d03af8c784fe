/// Paths of outputs as messages and depfiles show them: the output folder as given, then the file name.
enum OutputPath {
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
