import Foundation

/// A pretend downloader: "downloads" https URLs (their size is the length of the URL) and refuses the others,
/// posting every step as a typed `DownloadQueue` notification.
public struct Downloader: Sendable {
    public let center: NotificationCenter

    public init(center: NotificationCenter = .default) {
        self.center = center
    }

    /// Queues `urls`, downloads them in order, then posts `didDrain`.
    public func download(_ urls: [URL]) {
        for (position, url) in urls.enumerated() {
            DownloadQueue.post(.didEnqueue(url: url, position: position), center: center)
        }
        for url in urls {
            if url.scheme == "https" {
                let bytes = url.absoluteString.utf8.count
                DownloadQueue.post(.download(.success(.init(url: url, bytes: bytes))), center: center)
            } else {
                let failure = DownloadQueue.DownloadFailure(url: url, message: "only https is supported")
                DownloadQueue.post(.download(.failure(failure)), center: center)
            }
        }
        DownloadQueue.post(.didDrain, center: center)
    }
}
