extension String {
    /// The parts one after the other, written into a string allocated once at its final size (none for up to 15
    /// bytes). `+` and interpolation grow the string at each part, 300 to 700 instructions a part: a third of
    /// building a case's contexts, where every name, type and synthesized doc text is a few parts put together.
    static func concatenating(
        _ part0: String, _ part1: String, _ part2: String = "", _ part3: String = "", _ part4: String = ""
    ) -> String {
        let count = part0.utf8.count + part1.utf8.count + part2.utf8.count + part3.utf8.count + part4.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            copy(part0, into: buffer, at: &offset)
            copy(part1, into: buffer, at: &offset)
            copy(part2, into: buffer, at: &offset)
            copy(part3, into: buffer, at: &offset)
            copy(part4, into: buffer, at: &offset)
            return offset
        }
    }

    /// Copies the UTF-8 bytes of `part` into `buffer` from `offset` on, and moves `offset` past them.
    private static func copy(_ part: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
        guard !part.isEmpty else { return }
        let (_, written) = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(from: part.utf8)
        offset += written
    }
}
