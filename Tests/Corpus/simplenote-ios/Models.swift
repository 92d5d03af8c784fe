// Model types the Simplenote notifications need: the Objective-C transition controller that posts itself.
// Repository: https://github.com/Automattic/simplenote-ios, commit d3e2599cd16485a4b75a4a62882056351c18a0c7
// (Simplenote/Classes/SPTransitionController.h).
import Foundation

/// Drives the note editor's push and pop transitions (an NSObject in Objective-C, main thread only).
@MainActor final class SPTransitionController: NSObject {}
