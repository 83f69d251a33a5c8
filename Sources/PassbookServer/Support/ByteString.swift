/// A string compared and hashed by its UTF-8 bytes.
///
/// Swift's `String` equality is Unicode canonical equivalence: `René` written precomposed (NFC)
/// and decomposed (NFD) are equal strings but two rows in the database, which compares bytes. A
/// map keyed by `String` would hand one pass's archive, page or state to the other; every map
/// keyed by a serial number, pass type or device identifier uses this key instead.
struct ByteString: Hashable, Sendable, CustomStringConvertible {
    /// The string, as given.
    let string: String

    init(_ string: String) {
        var copy = string
        // Contiguous UTF-8, so comparing and hashing read the bytes in place.
        copy.makeContiguousUTF8()
        self.string = copy
    }

    static func == (left: ByteString, right: ByteString) -> Bool {
        left.string.utf8.elementsEqual(right.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var bytes = string
        bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    var description: String { string }
}
