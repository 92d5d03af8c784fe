// Names beyond ASCII are kept as the spec writes them (the byte order mark is skipped: equivalent.yaml has none).
// excerpt: section Café: payloads
// MARK: - Café: payloads

nonisolated extension Café {
    /// What `Café.didBrew` carries.
    nonisolated struct DidBrew: Swift.Sendable, Swift.Hashable {
        /// The `naïve` field; `userInfo` key: `"naïve"`.
        var naïve: Swift.Bool
        /// The `größe` field; `userInfo` key: `"größe"`.
        var größe: Swift.String

        /// Makes the payload from its fields.
        ///
        /// - Parameters:
        ///   - naïve: The `naïve` field.
        ///   - größe: The `größe` field.
        init(naïve: Swift.Bool, größe: Swift.String = "groß") {
            self.naïve = naïve
            self.größe = größe
        }
    }
}
// excerpt: lines matching \.init\("
        .init("Café.didBrew"), delivery: .direct
