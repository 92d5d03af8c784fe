import Testing

@testable import NotigenCore

/// The keyword sets answer as a `Set<String>` of the same words would, for any name.
@Suite struct WordSetTests {
    @Test func answersAsASetOfTheSameWords() {
        let words = SwiftNaming.keywords.words
        let set = Set(words)
        var names = words + ["", "a", "In", "inout_", "_in", "classes", "precedencegroups", "ïn", "in\u{301}"]
        names += words.map { $0 + "x" } + words.map { String($0.dropLast()) } + words.map { $0.uppercased() }
        names.append(String(repeating: "a", count: 17))
        names.append("associatedtypeXYZ")
        for name in names {
            #expect(SwiftNaming.keywords.contains(name) == set.contains(name), "\(name)")
        }
    }

    @Test func unionAndSubtractingKeepTheirWords() {
        let words: WordSet = ["var", "let", "precedencegroup"]
        #expect(words.union(["open", "var"]).words == ["var", "let", "precedencegroup", "open"])
        #expect(words.subtracting(["let"]).words == ["var", "precedencegroup"])
        #expect(!words.subtracting(["let"]).contains("let"))
        #expect(words.contains("precedencegroup"))
        #expect(!words.contains("precedencegrou"))
    }
}

/// The validator's small maps: a value for every key set, across the switch from searching to hashing.
@Suite struct SmallMapTests {
    @Test func answersAsADictionaryAcrossGrowth() {
        var map = SmallMap<Int>()
        var dictionary: [String: Int] = [:]
        for round in 0..<(SmallMap<Int>.hashedCount * 3) {
            let key = "key\(round % 40)"
            map[key] = round
            dictionary[key] = round
            if round % 7 == 0 {
                map["key\(round / 2)"] = nil
                dictionary["key\(round / 2)"] = nil
            }
            for probe in 0..<45 {
                #expect(map["key\(probe)"] == dictionary["key\(probe)"])
            }
            #expect(Set(map.keys) == Set(dictionary.keys))
        }
    }
}
