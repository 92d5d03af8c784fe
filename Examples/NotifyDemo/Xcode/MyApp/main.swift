import Foundation
import NotigenRuntime

// NotifyDemo's downloader, built by Xcode with the code the Run Script phase generates from
// MyApp/Notifications/downloads.yaml (a copy of specs/NotifyDemoKit/downloads.yaml): .github/workflows/apple.yml.
let center = NotificationCenter()
let token = DownloadQueue.observe(.didDrain, center: center) { print("drained") }
let urls = ["https://example.com/a", "ftp://example.com/b"].compactMap { URL(string: $0) }
Downloader(center: center).download(urls)
withExtendedLifetime(token) {}
