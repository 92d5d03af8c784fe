import Foundation
import NotifyDemoAccounts
import NotifyDemoKit
import NotigenRuntime

/// Prints the account notifications: a main-actor observer of the whole `Account` notifier, registered with the
/// main-actor `addObserver` (top-level code runs on the main actor). The generated protocol is `nonisolated`, so
/// its methods are only main-actor when they say so.
@MainActor final class AccountBanner: @MainActor AccountObserver {
    func show(_ line: String) {
        print(line)
    }

    @MainActor func accountSignInDidComplete(_ result: Account.SignInResult) {
        switch result {
        case .success(let done): show("signed in \(done.user)")
        case .failure(let failure): show("could not sign in \(failure.user): \(failure.reason)")
        }
    }

    @MainActor func accountDidSignOut(_ payload: Account.DidSignOut) {
        show("signed out \(payload.user)")
    }
}

// Observes the typed notifications of both modules, then signs in, downloads a few URLs and signs out.
let center = NotificationCenter()
let banner = AccountBanner()
Account.addObserver(banner, center: center)
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
let accounts = AccountService(center: center)
accounts.signIn("guest", password: "short")
if accounts.signIn("ada", password: "correct horse") {
    Downloader(center: center).download(urls.compactMap(URL.init(string:)))
    accounts.signOut("ada")
}
