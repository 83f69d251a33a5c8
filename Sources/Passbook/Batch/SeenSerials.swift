/// The serial numbers a batch has issued, each kept as 128 bits of hash with its line, not as the
/// string: 20 bytes a serial whatever its length (a made serial, 26 characters, takes a heap
/// allocation of its own as a string), so a batch's memory stays under its bound for millions of
/// records.
///
/// Two serials are taken as the same when both of their 64-bit hashes (Swift's SipHash with this
/// process's seed, of the serial after two different prefixes) are equal; for a million serials
/// the chance that two different ones collide is about one in 10^26.
struct SeenSerials {
    private struct Key: Hashable {
        var first: UInt64
        var second: UInt64
    }

    private var lines: [Key: Int32] = [:]

    /// How many serials have been recorded.
    var count: Int { lines.count }

    /// Records `serial` as used by `line`; returns the line that used it first, if one did.
    mutating func insert(_ serial: String, line: Int) -> Int? {
        var first = Hasher()
        first.combine(0 as UInt8)
        first.combine(serial)
        var second = Hasher()
        second.combine(1 as UInt8)
        second.combine(serial)
        let key = Key(first: UInt64(bitPattern: Int64(first.finalize())), second: UInt64(bitPattern: Int64(second.finalize())))
        if let earlier = lines[key] { return Int(earlier) }
        lines[key] = Int32(clamping: line)
        return nil
    }
}
