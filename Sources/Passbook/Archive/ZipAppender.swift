import CZip
import Foundation

/// Appends stored entries to an archive libzip wrote, by writing their headers next to its bytes.
///
/// Every pass of a batch is the template's archive plus `pass.json`, `manifest.json` and
/// `signature`. Through libzip each pass re-reads the template archive's directory, converts each
/// entry's DOS time through `mktime` (a stat of `/etc/localtime` per entry), and copies every
/// entry; here the entries before the directory are copied once, as bytes, and the three stored
/// entries and the new directory are written after them: a few hundred bytes of headers.
struct ZipAppender: Sendable {
    /// The local entries of the base archive: everything before its central directory.
    private let entries: Data
    /// The base archive's central directory records.
    private let directory: Data
    private let count: Int

    /// Reads the layout of `base`, an archive without a comment, as ``ZipWriter`` writes it.
    init(base: Data) throws {
        let bytes = [UInt8](base)
        let end = bytes.count - 22
        guard end >= 0, bytes[end] == 0x50, bytes[end + 1] == 0x4B, bytes[end + 2] == 0x05, bytes[end + 3] == 0x06 else {
            throw PassbookError(.invalidArchive, operation: "prepare the shared files of the pass", reason: "the archive does not end with its end record")
        }
        func read16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func read32(_ at: Int) -> Int { read16(at) | read16(at + 2) << 16 }
        count = read16(end + 10)
        let size = read32(end + 12)
        let offset = read32(end + 16)
        guard offset + size == end, count < 0xFFFF else {
            throw PassbookError(.invalidArchive, operation: "prepare the shared files of the pass", reason: "the archive's directory is not where its end record says")
        }
        entries = base.subdata(in: base.startIndex..<(base.startIndex + offset))
        directory = base.subdata(in: (base.startIndex + offset)..<(base.startIndex + end))
    }

    /// The base archive with `files` appended in order, stored, with the same fixed time and
    /// attributes as ``ZipWriter`` gives.
    func appending(_ files: [(name: String, data: Data)]) -> Data {
        var out = [UInt8]()
        let added = files.reduce(0) { $0 + 2 * (46 + $1.name.utf8.count) + $1.data.count }
        out.reserveCapacity(entries.count + directory.count + added + 22)
        out.append(contentsOf: entries)
        var records = [UInt8]()
        for file in files {
            let name = Array(file.name.utf8)
            let crc = file.data.withUnsafeBytes { raw in
                UInt32(crc32(0, raw.bindMemory(to: UInt8.self).baseAddress, uInt(raw.count)))
            }
            let offset = out.count
            // Bit 11: the name is UTF-8, said only when it is not ASCII, as libzip does.
            let flags: UInt16 = name.allSatisfy { $0 < 0x80 } ? 0 : 1 << 11
            let fields = EntryFields(flags: flags, crc: crc, size: UInt32(file.data.count), nameLength: UInt16(name.count))
            Self.put32(0x0403_4B50, &out)
            fields.write(into: &out)
            Self.put16(0, &out)
            out.append(contentsOf: name)
            out.append(contentsOf: file.data)

            Self.put32(0x0201_4B50, &records)
            Self.put16(0x033F, &records)
            fields.write(into: &records)
            // Extra field, comment, disk number, internal attributes: none.
            for _ in 0..<4 { Self.put16(0, &records) }
            Self.put32(0o100644 << 16, &records)
            Self.put32(UInt32(offset), &records)
            records.append(contentsOf: name)
        }
        let directoryOffset = out.count
        out.append(contentsOf: directory)
        out.append(contentsOf: records)
        let total = count + files.count
        Self.put32(0x0605_4B50, &out)
        Self.put16(0, &out)
        Self.put16(0, &out)
        Self.put16(UInt16(total), &out)
        Self.put16(UInt16(total), &out)
        Self.put32(UInt32(directory.count + records.count), &out)
        Self.put32(UInt32(directoryOffset), &out)
        Self.put16(0, &out)
        return Data(out)
    }

    /// The fields a local header and its central directory record share, from "version needed"
    /// to the name's length: a stored entry with the fixed time of ``ZipWriter``.
    private struct EntryFields {
        var flags: UInt16
        var crc: UInt32
        var size: UInt32
        var nameLength: UInt16

        func write(into out: inout [UInt8]) {
            ZipAppender.put16(10, &out)
            ZipAppender.put16(flags, &out)
            ZipAppender.put16(0, &out)
            ZipAppender.put16(ZipWriter.dosTime, &out)
            ZipAppender.put16(ZipWriter.dosDate, &out)
            ZipAppender.put32(crc, &out)
            ZipAppender.put32(size, &out)
            ZipAppender.put32(size, &out)
            ZipAppender.put16(nameLength, &out)
        }
    }

    fileprivate static func put16(_ value: UInt16, _ out: inout [UInt8]) {
        out.append(UInt8(truncatingIfNeeded: value))
        out.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    fileprivate static func put32(_ value: UInt32, _ out: inout [UInt8]) {
        put16(UInt16(truncatingIfNeeded: value), &out)
        put16(UInt16(truncatingIfNeeded: value >> 16), &out)
    }
}
