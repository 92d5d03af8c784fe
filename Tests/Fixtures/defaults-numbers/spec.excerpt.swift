// The default literals at the edges of what Swift takes, where they appear: the payload's and the event's
// parameters, and the decoding of a userInfo that lacks the field.
// excerpt: lines matching (\w: [^,]+ = |default: |\]\]\] = \[)
            huge: Swift.Double = 1.8446744073709552e+19, hugeHex: Swift.Double = 5.902958103587057e+20,
            hugeOctal: Swift.Float = 3.7778932e+22, floatInteger: Swift.Float = 16777216.0,
            nanKeys: [Swift.Double: Swift.String] = [.nan: "a", .nan: "b"],
            floatKeys: [Swift.Float: Swift.Int] = [1.5: 1, 16777216.0: 2, 0.0: 3], signedZero: Swift.Double = -0.0,
            zero: Swift.Float = 0.0, accent: Swift.Character = "é", flag: Swift.Character = "🇫🇷",
            lineBreak: Swift.Character = "\r\n", family: Swift.Character = "👨\u{200D}👩\u{200D}👧",
            keycap: Swift.Character = "1️⃣", hangul: Swift.Character = "각", cgFloat: Foundation.CGFloat = 0.5,
            ⅻ: Swift.Int = 12, smallest: Swift.Float = 1.1754944e-38, largest: Swift.Float = 3.4028235e+38,
                [[[Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Int>>>>>>>>>>>>>]]] = [[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]
        _ observer: some NumbersObserver & Swift.Sendable, object: Swift.AnyObject? = nil,
        center: Foundation.NotificationCenter = .default
        _ observer: some NumbersObserver, object: Swift.AnyObject? = nil,
        center: Foundation.NotificationCenter = .default
        unchecked observer: some NumbersObserver, object: Swift.AnyObject? = nil,
        center: Foundation.NotificationCenter = .default
        huge: Swift.Double = 1.8446744073709552e+19, hugeHex: Swift.Double = 5.902958103587057e+20,
        hugeOctal: Swift.Float = 3.7778932e+22, floatInteger: Swift.Float = 16777216.0,
        nanKeys: [Swift.Double: Swift.String] = [.nan: "a", .nan: "b"],
        floatKeys: [Swift.Float: Swift.Int] = [1.5: 1, 16777216.0: 2, 0.0: 3], signedZero: Swift.Double = -0.0,
        zero: Swift.Float = 0.0, accent: Swift.Character = "é", flag: Swift.Character = "🇫🇷",
        lineBreak: Swift.Character = "\r\n", family: Swift.Character = "👨\u{200D}👩\u{200D}👧",
        keycap: Swift.Character = "1️⃣", hangul: Swift.Character = "각", cgFloat: Foundation.CGFloat = 0.5,
        ⅻ: Swift.Int = 12, smallest: Swift.Float = 1.1754944e-38, largest: Swift.Float = 3.4028235e+38,
            [[[Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Array<Swift.Int>>>>>>>>>>>>>]]] = [[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]
            huge: userInfo.value("huge", default: 1.8446744073709552e+19),
            hugeHex: userInfo.value("hugeHex", default: 5.902958103587057e+20),
            hugeOctal: userInfo.value("hugeOctal", default: 3.7778932e+22),
            floatInteger: userInfo.value("floatInteger", default: 16777216.0),
            nanKeys: userInfo.value("nanKeys", default: [.nan: "a", .nan: "b"]),
            floatKeys: userInfo.value("floatKeys", default: [1.5: 1, 16777216.0: 2, 0.0: 3]),
            signedZero: userInfo.value("signedZero", default: -0.0), zero: userInfo.value("zero", default: 0.0),
            accent: userInfo.value("accent", default: "é"), flag: userInfo.value("flag", default: "🇫🇷"),
            lineBreak: userInfo.value("lineBreak", default: "\r\n"),
            family: userInfo.value("family", default: "👨\u{200D}👩\u{200D}👧"),
            keycap: userInfo.value("keycap", default: "1️⃣"), hangul: userInfo.value("hangul", default: "각"),
            cgFloat: userInfo.value("cgFloat", default: 0.5), ⅻ: userInfo.value("ⅻ", default: 12),
            smallest: userInfo.value("smallest", default: 1.1754944e-38),
            largest: userInfo.value("largest", default: 3.4028235e+38), `inout`: userInfo.value("inout", default: 3),
            deep: userInfo.value("deep", default: [[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]))
