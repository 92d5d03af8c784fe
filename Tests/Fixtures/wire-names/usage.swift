func usage() -> [String] {
    [
        Player.Name.didStart.name.rawValue,
        Player.Name.didStop.rawValue,
        Player.Name.didSeek.rawValue,
    ]
}
