import SwiftSyntax

/// Which files of an app are parsed: parsing with swift-syntax is most of a scan's cost, and most files of an app do
/// nothing with notifications, so a file is parsed only when its bytes hold a word (`WordSet`, whole identifiers)
/// that something the scanner reads must contain:
///
/// - a site calls `post`, `addObserver`, `publisher` or `notifications` (`SiteScanner`), a posting wrapper or a name
///   converter, or (for `notigen map`) one of the spec's notifiers;
/// - a `Notification.Name` declaration, a posting wrapper and a name converter all write the identifier `Name`
///   (`Notification.Name`, `NSNotification.Name`, `Name(…)`);
/// - the posting wrappers and name converters the parsed files declare are learned as the files are parsed: an
///   unparsed file that holds one is parsed, and so is one that holds a property the posts look up and a word of
///   its type;
/// - the types, string constants and `userInfo` builders that the stages after scanning look up by name
///   (`NameDemand`): `widen` parses the unparsed files that may declare one (the name after its keyword), and the
///   stages run again.
///
/// A file left unparsed has no facts (its parse errors are not reported either: it holds no site they could hide).
/// The facts of the files parsed are those of parsing every file, as `prefilter: false` does.
final class ScanSession<Extra: Sendable> {
    /// The words a file must hold for the scanner to find anything in it, whatever the other files declare.
    static var siteWords: [String] { ["post", "addObserver", "publisher", "notifications", "Name"] }

    private let sources: [ImportSource]
    private let reading: @Sendable (ImportSource, SourceFileSyntax, SourceLocationConverter) -> Extra
    private let unread: Extra
    private var reads: [SourceScanner.FirstRead<Extra>?]

    /// A scan of `sources`; `words` are more words that make a file worth parsing (the spec's notifiers), `unread`
    /// the extra of a file not parsed. Without `prefilter`, every file is parsed.
    init(
        _ sources: [ImportSource], prefilter: Bool = true, words: Set<String> = [], unread: Extra,
        reading: @escaping @Sendable (ImportSource, SourceFileSyntax, SourceLocationConverter) -> Extra
    ) {
        self.sources = sources
        self.reading = reading
        self.unread = unread
        reads = Array(repeating: nil, count: sources.count)
        if prefilter {
            _ = parse(Wanted(words: WordSet(Self.siteWords + words)))
            learn()
        } else {
            parse(Array(sources.indices))
        }
    }

    /// How many files are not parsed.
    var unparsedCount: Int { reads.count { $0 == nil } }

    /// Parses the unparsed files that hold one of the names `demand` recorded, or may declare one of its types;
    /// whether there was one.
    func widen(_ demand: NameDemand) -> Bool {
        var wanted = Wanted()
        for declaration in [WordSet.Declaration.type, .constant, .function] {
            wanted.declared.append((declaration, WordSet(demand.names(declaration))))
        }
        guard parse(wanted) else { return false }
        learn()
        return true
    }

    /// The facts of every file, in the order given (a file not parsed has none), and the extras.
    func result() -> (files: [ScannedFile], extras: [Extra]) {
        while true {
            let joined = SourceScanner.join(sources, reads, unread: unread)
            // A file scanned again (knowing other files' wrappers) may have looked up more properties.
            var wanted = Wanted()
            for lookup in joined.propertyLookups { wanted.insert(lookup) }
            if !parse(wanted) { return (joined.files, joined.extras) }
            learn()
        }
    }

    /// Parses the unparsed files holding the names the parsed files declare or look up: the posting wrappers and
    /// name converters (a call's name is in its text as written) and the properties their posts looked up; until
    /// none does.
    private func learn() {
        while true {
            var wanted = Wanted()
            for read in reads {
                guard let read else { continue }
                for wrapper in read.file.wrappers { wanted.words.insert(wrapper.baseName) }
                for converter in read.file.nameConverters { wanted.words.insert(converter) }
                for lookup in read.sites.propertyLookups { wanted.insert(lookup) }
            }
            if !parse(wanted) { return }
        }
    }

    /// What makes an unparsed file worth parsing.
    private struct Wanted: Sendable {
        /// Words any of which the file holds.
        var words = WordSet([])
        /// Names, one of which the file may declare (`WordSet.followsKeyword`).
        var declared: [(WordSet.Declaration, WordSet)] = []
        /// Properties looked up: the file holds one of the names and one of the types' words. A property is declared
        /// in its type's body or an extension of it, whose name or extended type (`A.B`, the key `ScopeVisitor`
        /// gives) is in the file's text as written.
        var propertyNames = WordSet([])
        var propertyTypes = WordSet([])

        init(words: WordSet = WordSet([])) {
            self.words = words
        }

        mutating func insert(_ lookup: ScanKnowledge.PropertyKey) {
            let typeWord = lookup.type.utf8.split { !WordSet.isIdentifierByte($0) }.first
            guard let typeWord, let word = String(typeWord) else {
                words.insert(lookup.name)
                return
            }
            propertyNames.insert(lookup.name)
            propertyTypes.insert(word)
        }

        var isEmpty: Bool { words.isEmpty && declared.allSatisfy(\.1.isEmpty) && propertyNames.isEmpty }

        func matches(_ text: String) -> Bool {
            words.occurs(in: text) || declared.contains { $0.1.followsKeyword(of: $0.0, in: text) }
                || (propertyNames.occurs(in: text) && propertyTypes.occurs(in: text))
        }
    }

    /// How many times files were parsed for what other files declare or look up (`maximumRounds`).
    private var rounds = 0

    /// The rounds after which every file left is parsed: each round reads every unparsed file, and a chain of
    /// lookups (a payload type whose stored property's type is declared in a third file, …) could otherwise take one
    /// round per file, a cost that grows with the square of the app.
    static var maximumRounds: Int { 6 }

    /// Parses the unparsed files `wanted` matches (every one, past `maximumRounds`); whether there was one.
    private func parse(_ wanted: Wanted) -> Bool {
        guard !wanted.isEmpty else { return false }
        let unparsed = reads.indices.filter { reads[$0] == nil }
        let sources = sources
        let holds = ParallelWork.map(unparsed) { wanted.matches(sources[$0].text) }
        var found = zip(unparsed, holds).filter(\.1).map(\.0)
        guard !found.isEmpty else { return false }
        rounds += 1
        if rounds >= Self.maximumRounds { found = unparsed }
        parse(found)
        return true
    }

    private func parse(_ indices: [Int]) {
        let sources = sources
        let reading = reading
        let found = ParallelWork.map(indices) { SourceScanner.firstRead(sources[$0], reading: reading) }
        for (index, read) in zip(indices, found) { reads[index] = read }
    }
}
