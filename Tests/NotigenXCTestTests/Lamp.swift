import Foundation
@_spi(NotigenGenerated) import NotigenRuntime

/// A notifier written by hand, as generated code declares one, for the XCTest reporter's tests.
enum Lamp: NotigenCaseListing {
    enum Name: String, CaseIterable, Sendable {
        case didSwitch = "Test.Lamp.didSwitch"
        case didBurnOut = "Test.Lamp.didBurnOut"

        var name: Foundation.Notification.Name {
            Foundation.Notification.Name(rawValue)
        }
    }

    static func notigenVisitCases(_ visitor: inout some NotigenCaseVisitor<Lamp>) {
        visitor.visit(NotigenKey<Lamp, Bool>.didSwitch)
        visitor.visit(NotigenKey<Lamp, Void>.didBurnOut)
    }
}

extension NotigenKey where NotigenNotifierType == Lamp {
    static var didSwitch: NotigenKey<Lamp, Bool> {
        NotigenKey<Lamp, Bool>(Lamp.Name.didSwitch.name, delivery: .direct)
    }

    static var didBurnOut: NotigenKey<Lamp, Void> {
        NotigenKey<Lamp, Void>(Lamp.Name.didBurnOut.name, delivery: .direct)
    }
}

extension NotigenEvent where NotigenNotifierType == Lamp, NotigenPayloadType == Bool {
    static func didSwitch(on: Bool) -> Self {
        Self(NotigenKey<Lamp, Bool>.didSwitch, on)
    }
}

extension NotigenEvent where NotigenNotifierType == Lamp, NotigenPayloadType == Void {
    static var didBurnOut: Self {
        Self(NotigenKey<Lamp, Void>.didBurnOut, ())
    }
}
