import Foundation

/// The secret a batch derives serial numbers from for records that give none
/// (``SerialNumbers/derived(seed:line:)``), kept in the output folder so a resumed run gives each
/// record the serial, and so the file, it had.
enum SerialSeed {
    static let fileName = ".passbook-serial-seed"

    /// The seed of the batch writing into `folder`: the one kept there when resuming, else a new one
    /// (kept for a later resume).
    static func prepare(in folder: URL, resume: Bool) throws -> [UInt8] {
        let url = folder.appendingPathComponent(fileName)
        if resume, let text = try? FileIO.read(url, what: "serial seed", limit: 1_000),
           let seed = Hex.decode(String(String(decoding: text, as: UTF8.self).trimmingWhitespaceAndNewlines())), seed.count == 32 {
            return seed
        }
        var generator = SystemRandomNumberGenerator()
        let seed = (0..<4).flatMap { _ in withUnsafeBytes(of: generator.next() as UInt64) { Array($0) } }
        try FileIO.writeAtomically(Data((Hex.encode(seed) + "\n").utf8), to: url, what: "serial seed", makeFolder: false)
        return seed
    }
}
