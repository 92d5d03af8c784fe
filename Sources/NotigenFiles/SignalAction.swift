import Foundation

/// Installs and restores signal handlers with `sigaction`, keeping each previous action whole. (`signal` with a
/// handler of `nil`, `SIG_DFL` in Swift, was seen to leave the old handler installed on Linux, so a signal held
/// back by a finished section was caught again and lost.)
package struct SignalAction {
    private var saved: [(number: Int32, action: sigaction)] = []

    /// Sets `handler` for each of `numbers`, remembering what each had; with `keepingIgnored`, a signal the process
    /// ignores (a run started in the background ignores SIGINT) stays ignored.
    package init(_ numbers: [Int32], keepingIgnored: Bool = false, handler: @convention(c) (Int32) -> Void) {
        for number in numbers {
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            Self.setHandler(&action, handler)
            var old = sigaction()
            sigaction(number, &action, &old)
            if keepingIgnored && Self.isIgnore(old) {
                sigaction(number, &old, nil)
                continue
            }
            saved.append((number, old))
        }
    }

    /// Puts back what each signal had before.
    package func restore() {
        for (number, old) in saved {
            var action = old
            sigaction(number, &action, nil)
        }
    }

    /// Whether `action` ignores its signal (`SIG_IGN`, the handler whose address is 1).
    private static func isIgnore(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
    }

    /// Ends the process by `number` with its default action, as if it had never been caught: to the process, not
    /// this thread (`raise`), since a Dispatch or concurrency thread blocks these signals.
    package static func terminate(by number: Int32) -> Never {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        setHandler(&action, nil)
        sigaction(number, &action, nil)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, number)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        kill(getpid(), number)
        _exit(128 + number)  // reached only if the default action does not end the process; `exit` is unsafe here
    }

    private static func setHandler(_ action: inout sigaction, _ handler: (@convention(c) (Int32) -> Void)?) {
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
    }
}
