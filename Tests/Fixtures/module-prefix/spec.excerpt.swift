// module: Accounts prefixes every notification name with the module; nothing else changes.
// excerpt: lines matching Accounts
        /// Posted as `"Accounts.Session.didStart"`.
        case didStart = "Accounts.Session.didStart"
        /// Posted as `"Accounts.Session.didEnd"`.
        case didEnd = "Accounts.Session.didEnd"
        .init("Accounts.Session.didStart"), delivery: .direct)
        .init("Accounts.Session.didEnd"), delivery: .direct
