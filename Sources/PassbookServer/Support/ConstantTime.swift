/// Comparison of secrets whose time does not depend on where they first differ.
enum ConstantTime {
    /// Whether `given` equals `expected`; takes as long for any `given` of a length.
    static func equals(_ given: String, _ expected: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(expected.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<b.count {
            difference |= (index < a.count ? a[index] : 0) ^ b[index]
        }
        return difference == 0
    }
}
