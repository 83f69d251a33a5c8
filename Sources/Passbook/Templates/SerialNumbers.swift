/// Serial numbers and authentication tokens made from the system's secure random source.
public enum SerialNumbers {
    private static let base32 = Array("0123456789abcdefghjkmnpqrstvwxyz")
    private static let tokenAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

    /// A new serial number: 128 random bits as 26 lowercase Crockford base-32 characters, so it is
    /// unique in practice and cannot be guessed from another.
    public static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        var bits = (UInt64.random(in: .min ... .max, using: &generator), UInt64.random(in: .min ... .max, using: &generator))
        var characters: [Character] = []
        characters.reserveCapacity(26)
        for _ in 0..<26 {
            characters.append(base32[Int(bits.1 & 31)])
            bits.1 = (bits.1 >> 5) | (bits.0 << 59)
            bits.0 >>= 5
        }
        return String(characters)
    }

    /// A new authentication token for the web service: 32 characters from 62, about 190 random bits.
    public static func token() -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<32).map { _ in tokenAlphabet[Int.random(in: 0..<tokenAlphabet.count, using: &generator)] })
    }
}
