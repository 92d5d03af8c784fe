// Stand-ins for the IINA types the excerpts use, shaped like the real ones. The app is macOS-only: AppKit's
// NSWindowController, NSViewController and NSView are stand-ins here, without AppKit's `@MainActor` (Swift 5 mode
// treats the SDK's as `@preconcurrency`; the importer knows them as main-actor classes by name).
// Repository: https://github.com/iina/iina, commit 3e7e879cd12fa22753183872acf49ce38630ef42
// (iina/PlayerCore.swift, iina/PlaybackInfo.swift, iina/HistoryController.swift, iina/OnlineSubtitle.swift,
// iina/PlaySliderLoopKnob.swift, iina/JavascriptPlugin.swift, iina/AppDelegate.swift).
import Foundation

#if !canImport(AppKit)
  /// AppKit's window controller.
  open class NSWindowController: NSObject {
    open func windowDidLoad() {}
  }

  /// AppKit's view controller.
  open class NSViewController: NSObject {}

  /// AppKit's view.
  open class NSView: NSObject {}
#endif

/// The playback state (PlaybackInfo.swift, `enum PlaybackState`).
enum PlaybackState {
  case idle, loading, playing, paused
}

/// What a player knows of what it plays (PlaybackInfo.swift: a class, mutable).
final class PlaybackInfo {
  var state: PlaybackState = .idle
}

/// One player: a window, an mpv instance (PlayerCore.swift: `class PlayerCore: NSObject`, mutable).
final class PlayerCore: NSObject {
  let info = PlaybackInfo()
  private(set) var isShutdown = false

  func shutdown() { isShutdown = true }
}

/// The player's window controller (PlayerWindowController.swift: an NSWindowController subclass).
class PlayerWindowController: NSWindowController {}

/// The playback history (HistoryController.swift: `class HistoryController: NSObject`, a shared instance).
final class HistoryController: NSObject {}

/// An online subtitle provider (OnlineSubtitle.swift: `class OnlineSubtitle`, providers subclass it).
class OnlineSubtitleProvider {}

/// A knob of the play slider's A-B loop (PlaySliderLoopKnob.swift: an NSView subclass).
final class PlaySliderLoopKnob: NSView {}

/// A JavaScript plugin (JavascriptPlugin.swift: `class JavascriptPlugin: NSObject`).
final class JavascriptPlugin: NSObject {}

/// The app delegate (AppDelegate.swift: `class AppDelegate: NSObject, NSApplicationDelegate`).
final class AppDelegate: NSObject {
  var timedOut = false
  private(set) var terminated = false

  func proceedWithTermination() { terminated = true }
}
