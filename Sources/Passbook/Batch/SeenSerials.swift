/// The serial numbers a batch has issued, each kept as 128 bits of hash with its line, not as the
/// string: 20 bytes a slot whatever the serial's length, so a batch's memory stays under its bound
/// for millions of records.
///
/// Two serials are taken as the same when both of their 64-bit hashes (Swift's SipHash with this
/// process's seed, of the serial after two different prefixes) are equal; for a million serials
/// the chance that two different ones collide is about one in 10^26.
///
/// An open-addressing table of its own rather than a `Dictionary`: a dictionary's buckets are a
/// power of two filled to at most three quarters, so a million serials took 2^21 slots (42 MB), and
/// while it grew past 786,432 the old and new tables lived at once. Here the table is sized from the
/// batch's counted records, filled to 4/5, and grows by half only when the count was not known.
struct SeenSerials {
    /// Slots of the table; a `first` of 0 marks an empty slot (a real hash of 0 is stored as 1).
    private var firsts: [UInt64]
    private var seconds: [UInt64]
    private var lines: [Int32]
    private(set) var count = 0

    /// A table for about `expected` serials, so a batch of known size never grows it.
    init(expected: Int = 0) {
        let slots = Self.slots(for: max(expected, 1024))
        firsts = Array(repeating: 0, count: slots)
        seconds = Array(repeating: 0, count: slots)
        lines = Array(repeating: 0, count: slots)
    }

    /// Records `serial` as used by `line`; returns the line that used it first, if one did.
    mutating func insert(_ serial: String, line: Int) -> Int? {
        var hasher = Hasher()
        hasher.combine(0 as UInt8)
        hasher.combine(serial)
        var first = UInt64(bitPattern: Int64(hasher.finalize()))
        if first == 0 { first = 1 }
        hasher = Hasher()
        hasher.combine(1 as UInt8)
        hasher.combine(serial)
        let second = UInt64(bitPattern: Int64(hasher.finalize()))

        if let earlier = find(first, second) { return earlier }
        if (count + 1) * 5 > firsts.count * 4 { grow() }
        place(first, second, Int32(clamping: line))
        count += 1
        return nil
    }

    private func find(_ first: UInt64, _ second: UInt64) -> Int? {
        var slot = Self.start(first, in: firsts.count)
        while firsts[slot] != 0 {
            if firsts[slot] == first && seconds[slot] == second { return Int(lines[slot]) }
            slot = slot + 1 == firsts.count ? 0 : slot + 1
        }
        return nil
    }

    private mutating func place(_ first: UInt64, _ second: UInt64, _ line: Int32) {
        var slot = Self.start(first, in: firsts.count)
        while firsts[slot] != 0 { slot = slot + 1 == firsts.count ? 0 : slot + 1 }
        firsts[slot] = first
        seconds[slot] = second
        lines[slot] = line
    }

    private mutating func grow() {
        let old = (firsts, seconds, lines)
        let slots = firsts.count + firsts.count / 2
        firsts = Array(repeating: 0, count: slots)
        seconds = Array(repeating: 0, count: slots)
        lines = Array(repeating: 0, count: slots)
        for index in old.0.indices where old.0[index] != 0 {
            place(old.0[index], old.1[index], old.2[index])
        }
    }

    /// Slots for `count` serials at a load of at most 4/5.
    private static func slots(for count: Int) -> Int { count + count / 4 + 1 }

    /// The first slot to probe: the hash scaled onto the table (Lemire's multiply-shift), which needs
    /// no power-of-two size.
    private static func start(_ hash: UInt64, in slots: Int) -> Int {
        Int(hash.multipliedFullWidth(by: UInt64(slots)).high)
    }
}
