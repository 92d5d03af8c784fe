/// Swift identifiers made from strings: field names from `userInfo` keys, case names from wire names.
enum FieldNaming {
    /// A lowerCamelCase identifier: `"episode_uuid"` → `episodeUuid`, `"PCSyncDone"` → `pcSyncDone`,
    /// `"com.app.didLoad"` → `comAppDidLoad`; `value` when nothing is left.
    static func identifier(_ text: String) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        guard !words.isEmpty else { return "value" }
        var result = lowerLeadingCapitals(words[0])
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    /// `URLString` → `urlString`, `PCSync` → `pcSync`, `Name` → `name`.
    private static func lowerLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        if run == 0 { return word }
        if run == 1 || run == characters.count {
            return String(characters[..<run]).lowercased() + String(characters[run...])
        }
        return String(characters[..<(run - 1)]).lowercased() + String(characters[(run - 1)...])
    }

    /// An UpperCamelCase type name made from a path or a file name.
    static func typeName(_ text: String) -> String {
        let identifier = identifier(text)
        return identifier.prefix(1).uppercased() + identifier.dropFirst()
    }
}
