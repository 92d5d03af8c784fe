/// Whether a payload type is `Sendable`, judged from what the sources declare (issue 36): a closure only when it is
/// `@Sendable`; a struct or enum when it is not public (a public one is not implicitly `Sendable`) or declares it,
/// and its stored properties (associated values) are, recursively; a class only when it declares `Sendable` (Swift
/// infers it for no class, even a `final` one with only `let` properties); main-actor classes (`@MainActor`, and subclasses of AppKit's and
/// UIKit's main-actor classes) are `Sendable` but used on the main actor; Apple's classes that are not `Sendable`
/// (`NSManagedObject`, `Thread`, …) are not. Types the sources do not declare are taken as the standard library's
/// and Foundation's value types: `Sendable`.
struct Sendability {
    enum Verdict: Equatable {
        case sendable
        /// Usable in a main-actor case (`isolation: main`): a main-actor class, or a type holding one.
        case mainActor(String)
        /// Not `Sendable`: a main-actor case may carry it when its posts are on the main actor.
        case notSendable(String)
    }

    let types: TypeTable

    /// AppKit's, UIKit's, SwiftUI's and WebKit's classes isolated to the main actor (and so their subclasses): the
    /// responders, views, controls, view and window controllers their SDKs declare `@MainActor` (written from
    /// Apple's documentation; Linux has none of them).
    static let mainActorSystemClasses: Set<String> = [
        // UIKit: responders and the application.
        "UIResponder", "UIApplication", "UIScene", "UIWindowScene", "UIWindow",
        // UIKit: views and controls.
        "UIView", "UIControl", "UILabel", "UIButton", "UIImageView", "UIScrollView", "UITableView",
        "UITableViewCell", "UITableViewHeaderFooterView", "UICollectionView", "UICollectionViewCell",
        "UICollectionReusableView", "UICollectionViewListCell", "UITextField", "UITextView", "UISwitch", "UISlider",
        "UIStepper", "UISegmentedControl", "UIPageControl", "UIStackView", "UIActivityIndicatorView",
        "UIProgressView", "UIVisualEffectView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar",
        "UIDatePicker", "UIPickerView", "UIRefreshControl", "UIInputView", "UIColorWell",
        // UIKit: view controllers.
        "UIViewController", "UINavigationController", "UITabBarController", "UITableViewController",
        "UICollectionViewController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIActivityViewController", "UIDocumentPickerViewController", "UIImagePickerController",
        "UIHostingController", "UIInputViewController",
        // AppKit: responders and the application.
        "NSResponder", "NSApplication", "NSWindow", "NSPanel", "NSWindowController", "NSDocument",
        "NSDocumentController",
        // AppKit: views and controls.
        "NSView", "NSControl", "NSButton", "NSTextField", "NSTextView", "NSImageView", "NSScrollView", "NSClipView",
        "NSTableView", "NSOutlineView", "NSTableCellView", "NSTableRowView", "NSCollectionView", "NSStackView",
        "NSSplitView", "NSTabView", "NSBox", "NSVisualEffectView", "NSSegmentedControl", "NSSlider",
        "NSProgressIndicator", "NSPopUpButton", "NSComboBox", "NSSearchField", "NSPathControl", "NSHostingView",
        // AppKit: view controllers.
        "NSViewController", "NSSplitViewController", "NSTabViewController", "NSPageController",
        "NSCollectionViewItem", "NSTitlebarAccessoryViewController", "NSHostingController",
        // WebKit and MapKit views.
        "WKWebView", "MKMapView",
    ]

    /// Methods and properties that only UIKit's and AppKit's main-actor views and view or window controllers declare:
    /// a class that overrides one descends from one of them (written from Apple's documentation).
    static let mainActorOverrides: Set<String> = [
        "layoutSubviews", "draw", "prepareForReuse", "setSelected", "setHighlighted", "didMoveToWindow",
        "didMoveToSuperview", "willMove", "traitCollectionDidChange", "tintColorDidChange", "updateConstraints",
        "intrinsicContentSize", "sizeThatFits", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "loadView", "windowDidLoad",
        "viewDidMoveToWindow", "updateLayer", "mouseDown", "keyDown", "touchesBegan", "touchesEnded",
    ]

    /// Apple's types that are not `Sendable`.
    static let nonSendableSystemTypes: Set<String> = [
        "Any", "AnyObject", "NSManagedObject", "NSManagedObjectContext", "NSMutableArray", "NSMutableDictionary",
        "NSMutableString", "NSMutableData", "NSMutableSet", "AVPlayerItem", "AVPlayer", "NSObject", "Thread",
        "Timer", "Operation", "OperationQueue", "NSFetchedResultsController", "NSPersistentContainer",
        "URLSessionTask", "URLSessionDataTask", "NSCache", "JSONEncoder", "JSONDecoder", "Process", "FileHandle",
    ]

    func verdict(_ type: String) -> Verdict {
        var visiting: Set<String> = []
        return verdict(of: type, visiting: &visiting)
    }

    /// Whether `type` is a class of the sources whose every superclass is one too, or `NSObject`: a class no
    /// framework's superclass can make main-actor isolated behind the importer's back (a view of a package the
    /// sources do not hold), so that a nonisolated conformance of it compiles. A first inherited type that is a
    /// protocol of the sources, or one of `rootProtocols`, is no superclass.
    func hasKnownHierarchy(_ type: String) -> Bool {
        var visited: Set<String> = []
        var current = type
        while let declared = types[current], declared.isClass, visited.insert(current).inserted {
            guard let written = declared.superclass else { return true }
            let superclass = written.split(separator: ".").last.map(String.init) ?? written
            if superclass == "NSObject" || Self.rootProtocols.contains(superclass)
                || types[superclass]?.isProtocol == true
            {
                return true
            }
            current = superclass
        }
        return false
    }

    /// The standard library's, Foundation's and Combine's protocols a root class commonly lists first.
    static let rootProtocols: Set<String> = [
        "AnyObject", "Codable", "Comparable", "CustomDebugStringConvertible", "CustomStringConvertible", "Decodable",
        "Encodable", "Equatable", "Error", "Hashable", "Identifiable", "ObservableObject", "Sendable",
    ]

    private func verdict(of type: String, visiting: inout Set<String>) -> Verdict {
        if type.contains("->") && !type.contains("@Sendable") {
            return .notSendable("`\(type)` is a closure that is not `@Sendable`")
        }
        let words = type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
            .compactMap { $0.split(separator: ".").last.map(String.init) }
        var result = Verdict.sendable
        for word in words {
            switch named(word, visiting: &visiting) {
            case .sendable: continue
            case .notSendable(let why): return .notSendable(why)
            case .mainActor(let why): result = .mainActor(why)
            }
        }
        return result
    }

    private func named(_ word: String, visiting: inout Set<String>) -> Verdict {
        if Self.mainActorSystemClasses.contains(word) { return .mainActor("\(word) is main-actor isolated") }
        if Self.nonSendableSystemTypes.contains(word) { return .notSendable("\(word) is not Sendable") }
        guard let declared = types[word], !declared.isProtocol, !visiting.contains(word) else { return .sendable }
        visiting.insert(word)
        defer { visiting.remove(word) }
        if declared.isMainActor { return .mainActor("class \(word) is main-actor isolated") }
        if declared.isClass, let superclass = declared.superclass {
            // A superclass from a package the sources do not hold (`SwipeTableViewCell`): what the class overrides
            // shows a view or controller of UIKit's or AppKit's.
            if types[superclass] == nil, !Self.mainActorSystemClasses.contains(superclass),
                let method = declared.overrides.sorted().first(where: Self.mainActorOverrides.contains)
            {
                return .mainActor(
                    "class \(word) overrides `\(method)`, which only main-actor views and controllers have")
            }
            switch named(superclass, visiting: &visiting) {
            case .mainActor: return .mainActor("class \(word) is a \(superclass), main-actor isolated")
            case .notSendable(let why) where !declared.declaresSendable:
                return .notSendable("class \(word) inherits from \(superclass): \(why)")
            default: break
            }
        }
        if declared.declaresSendable { return .sendable }
        // Swift infers `Sendable` for no class, even a final one with only `let` properties: it must say so.
        if declared.isClass {
            let shape = declared.isFinal && !declared.hasVariable ? "final and immutable, but " : ""
            return .notSendable("class \(word) is \(shape)not declared Sendable")
        }
        if !declared.isClass && declared.isPublic {
            return .notSendable("public \(word) does not declare Sendable (a public type is not implicitly Sendable)")
        }
        var result = Verdict.sendable
        for stored in declared.storedTypes {
            switch verdict(of: stored, visiting: &visiting) {
            case .sendable: continue
            case .notSendable(let why): return .notSendable("\(word) holds a `\(stored)`: \(why)")
            case .mainActor(let why): result = .mainActor("\(word) holds a `\(stored)`: \(why)")
            }
        }
        return result
    }
}
