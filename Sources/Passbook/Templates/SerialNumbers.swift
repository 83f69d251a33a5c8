/// Serial numbers and authentication tokens made from the system's secure random source.
public enum SerialNumbers {
    // ASCII bytes, not Characters: a batch makes a token for every pass.
    private static let base32 = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)
    private static let tokenAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// A new serial number: 128 random bits as 26 lowercase Crockford base-32 characters, so it is
    /// unique in practice and cannot be guessed from another.
    public static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return encode((generator.next(), generator.next()))
    }

    /// The serial number of line `line` of a batch whose serials come from `seed`: 128 bits of
    /// SHA-256 over the seed and the line, as unguessable as ``random()`` while the seed is secret,
    /// and the same each time, so a resumed batch gives a record the serial it had before.
    public static func derived(seed: [UInt8], line: Int) -> String {
        var input = seed
        withUnsafeBytes(of: UInt64(line).bigEndian) { input.append(contentsOf: $0) }
        let digest = OpenSSL.sha256(input)
        var high: UInt64 = 0
        var low: UInt64 = 0
        for index in 0..<8 {
            high = high << 8 | UInt64(digest[index])
            low = low << 8 | UInt64(digest[index + 8])
        }
        return encode((high, low))
    }

    private static func encode(_ value: (UInt64, UInt64)) -> String {
        var bits = value
        var characters: [UInt8] = []
        characters.reserveCapacity(26)
        for _ in 0..<26 {
            characters.append(base32[Int(bits.1 & 31)])
            bits.1 = (bits.1 >> 5) | (bits.0 << 59)
            bits.0 >>= 5
        }
        return String(decoding: characters, as: UTF8.self)
    }

    private static let randomBytes = RandomBytePool()

    /// A new authentication token for the web service: 32 URL-safe characters, 192 random bits.
    public static func token() -> String {
        // 24 bytes give 32 symbols of 6 bits each, without bias. They come from OpenSSL's
        // generator, seeded from the system once per thread, rather than from four system calls
        // per token, and a page at a time: a batch makes a token for every pass.
        let bytes = randomBytes.take(24) ?? {
            var generator = SystemRandomNumberGenerator()
            return (0..<24).map { _ in generator.next() }
        }()
        var characters: [UInt8] = []
        characters.reserveCapacity(32)
        for group in stride(from: 0, to: 24, by: 3) {
            let bits = UInt32(bytes[group]) << 16 | UInt32(bytes[group + 1]) << 8 | UInt32(bytes[group + 2])
            for shift in stride(from: 18, through: 0, by: -6) {
                characters.append(tokenAlphabet[Int((bits >> UInt32(shift)) & 63)])
            }
        }
        return String(decoding: characters, as: UTF8.self)
    }
}
