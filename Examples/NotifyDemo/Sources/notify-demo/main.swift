import Foundation
import NotifyDemoKit

// Observes the typed notifications, then downloads a few URLs.
let center = NotificationCenter()
var tokens = Set<NotigenToken>()
DownloadQueue.observe(.didEnqueue, center: center) { print("queued #\($0.position): \($0.url)") }.store(in: &tokens)
DownloadQueue.observe(.download, center: center) { result in
    switch result {
    case .success(let done): print("downloaded \(done.url) (\(done.bytes) bytes)")
    case .failure(let failure): print("failed \(failure.url): \(failure.message)")
    }
}.store(in: &tokens)
DownloadQueue.observe(.didDrain, center: center) { print("queue drained") }.store(in: &tokens)

let arguments = Array(CommandLine.arguments.dropFirst())
let urls = arguments.isEmpty ? ["https://example.com/a.txt", "ftp://example.com/b.txt"] : arguments
Downloader(center: center).download(urls.compactMap(URL.init(string:)))
