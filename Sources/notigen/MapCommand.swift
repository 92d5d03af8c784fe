import ArgumentParser
import Foundation

/// `notigen map PATH... [--spec SPEC...] --output map.html`: runs `notigen-import --map`, installed beside notigen,
/// with the same arguments. The map reads the sources with swift-syntax, which only `notigen-import` links.
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract:
            "Show how notifications flow through an app: an HTML page, JSON or Graphviz (see notigen map --help).",
        discussion: "Runs notigen-import --map, installed beside notigen; every argument is passed on.")

    @Argument(parsing: .captureForPassthrough, help: "Arguments of the map (`notigen map --help` lists them).")
    var arguments: [String] = []

    func run() throws {
        try ImportCommand.execImporter(["--map"] + arguments)
    }
}
