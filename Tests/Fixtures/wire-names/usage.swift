func usage() -> [String] {
    [
        Player.Notification.didStart.name.rawValue,
        Player.Notification.didStop.rawValue,
        Player.Notification.didSeek.rawValue,
    ]
}
