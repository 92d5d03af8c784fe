// IINA's posts, excerpted (commit 3e7e879cd12fa22753183872acf49ce38630ef42); README.md lists each line read.
import Foundation

extension PlayerCore {
  // iina/PlayerCore.swift:2531-2533: every player notification names the player as its object.
  func postNotification(_ name: Notification.Name) {
    NotificationCenter.default.post(Notification(name: name, object: self))
  }

  // iina/PlayerCore.swift:1894
  func fileLoaded() {
    postNotification(.iinaFileLoaded)
  }

  // iina/PlayerCore.swift:1964-1968
  func playbackStopped() {
    if info.state != .loading {
      info.state = .idle
      postNotification(.iinaPlayerStopped)
    }
  }

  // iina/PlayerCore.swift:2022, 2081
  func subtitleTrackChanged() {
    postNotification(.iinaSIDChanged)
  }

  func trackListChanged() {
    postNotification(.iinaTracklistChanged)
  }
}

extension PlayerWindowController {
  // iina/PlayerWindowController.swift:521-533: the object is a Bool, whether the window became main.
  func windowDidBecomeMain(_ notification: Notification) {
    NotificationCenter.default.post(name: .iinaMainWindowChanged, object: true)
  }

  func windowDidResignMain(_ notification: Notification) {
    NotificationCenter.default.post(name: .iinaMainWindowChanged, object: false)
  }
}

extension HistoryController {
  // iina/HistoryController.swift:59, 93
  func saved() {
    NotificationCenter.default.post(Notification(name: .iinaHistoryUpdated))
  }

  func taskFinished() {
    NotificationCenter.default.post(Notification(name: .iinaHistoryTaskFinished))
  }
}

extension OnlineSubtitleProvider {
  // iina/OnlineSubtitle.swift:195: posted from the logout promise's `finally`.
  func logoutFinished() {
    NotificationCenter.default.post(Notification(name: .iinaLogoutCompleted, object: self))
  }
}

extension PlaySliderLoopKnob {
  // iina/PlaySliderLoopKnob.swift:196
  func dragged() {
    NotificationCenter.default.post(Notification(name: .iinaPlaySliderLoopKnobChanged, object: self))
  }
}

extension JavascriptPlugin {
  // iina/JavascriptPlugin.swift:44
  func enabledChanged() {
    NotificationCenter.default.post(Notification(name: .iinaPluginChanged))
  }
}
