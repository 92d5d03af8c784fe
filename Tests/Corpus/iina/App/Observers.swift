// IINA's observers, excerpted (commit 3e7e879cd12fa22753183872acf49ce38630ef42): window and view controllers
// (NSWindowController, NSViewController subclasses) and the app delegate. README.md lists each line read.
import Foundation

extension AppDelegate {
  // iina/AppDelegate.swift:550-575, 633-634: the termination sequence keeps each token in a local array.
  func waitForPlayersToStop() -> [NSObjectProtocol] {
    let center = NotificationCenter.default
    var observers: [NSObjectProtocol] = []
    var observer = center.addObserver(forName: .iinaPlayerStopped, object: nil, queue: .main) { note in
      guard !self.timedOut else { return }
      guard let player = note.object as? PlayerCore else { return }
      player.shutdown()
    }
    observers.append(observer)
    observer = center.addObserver(forName: .iinaLogoutCompleted, object: nil, queue: .main) { _ in
      guard !self.timedOut else { return }
      self.proceedWithTermination()
    }
    observers.append(observer)
    return observers
  }
}

// iina/HistoryWindowController.swift:59-65
final class HistoryWindowController: NSWindowController {
  var reloads = 0

  override func windowDidLoad() {
    super.windowDidLoad()

    _ = NotificationCenter.default.addObserver(forName: .iinaHistoryUpdated, object: nil, queue: .main) { [unowned self] _ in
      self.reloadData()
    }
  }

  func reloadData() { reloads += 1 }
}

// iina/InspectorWindowController.swift:118-127: the handler is a method (`using: self.fileLoaded` in the app,
// a closure calling it here: Swift 5 warns on the method reference where the SDK's block is `@Sendable`).
final class InspectorWindowController: NSWindowController {
  private var observers: [NSObjectProtocol] = []
  var updates = 0

  func showWindow() {
    observers.append(NotificationCenter.default.addObserver(forName: .iinaFileLoaded, object: nil, queue: .main) { [unowned self] in self.fileLoaded($0) })
    observers.append(NotificationCenter.default.addObserver(forName: .iinaMainWindowChanged, object: nil, queue: .main) { [unowned self] in self.fileLoaded($0) })
  }

  private func fileLoaded(_ notification: Notification) { updates += 1 }
}

// iina/PrefSubViewController.swift:84-86
final class PrefSubViewController: NSViewController {
  var refreshes = 0

  func viewDidLoad() {
    _ = NotificationCenter.default.addObserver(forName: .iinaPluginChanged, object: nil, queue: .main) { [unowned self] _ in
      self.refreshSubSources()
    }
  }

  func refreshSubSources() { refreshes += 1 }
}

#if canImport(ObjectiveC)
  // iina/FilterWindowController.swift:87-89: selector observers in an NSWindowController.
  final class FilterWindowController: NSWindowController {
    var isAudio = false

    override func windowDidLoad() {
      let notiName: Notification.Name = isAudio ? .iinaAFChanged : .iinaVFChanged
      NotificationCenter.default.addObserver(self, selector: #selector(reloadTableInMainThread), name: notiName, object: nil)
      NotificationCenter.default.addObserver(self, selector: #selector(reloadTable), name: .iinaMainWindowChanged, object: nil)
    }

    @objc func reloadTableInMainThread() {}
    @objc func reloadTable() {}
  }
#endif
