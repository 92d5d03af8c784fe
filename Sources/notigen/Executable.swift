import Foundation

/// The running notigen binary, symlinks resolved: where its templates are found from, and an input of every
/// output in a depfile (a new notigen may generate different code).
enum Executable {
    static let url: URL? = {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return URL(fileURLWithPath: path)
            }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath()
    }()
}
