import Foundation

/// The archive of a pass's shared files, zipped once, to which each pass's own entries are appended
/// by writing their headers next to its bytes.
///
/// Every pass of a batch is the template's archive plus `pass.json`, `manifest.json` and
/// `signature`. Through libzip each pass re-read the template archive's directory, converted each
/// entry's DOS time through `mktime` (a stat of `/etc/localtime` per entry), and copied every
/// entry; here the entries before the directory are copied once, as bytes, and the three stored
/// entries and the new directory are written after them: a few hundred bytes of headers.
struct ZipAppender: Sendable {
    /// The shared entries, headers and bytes: everything before the central directory, and the
    /// bytes every archive of ``appending(_:)`` begins with.
    let entries: Data
    /// The shared entries' central directory records.
    private let directory: Data
    private let count: Int

    /// Zips `files` itself: stored, or deflated when the entry asks and that is smaller. The same
    /// layout as ``ZipWriter``'s, without libzip, which took 0.5 ms to zip a pass's dozen files
    /// in a one-pass `passbook build` against 0.05 ms here (make bench: "one process per pass").
    init(files: [ZipWriter.Entry]) throws {
        // Without the zip64 extension: a pass is never near these sizes, and Wallet reads none.
        let total = files.reduce(0) { $0 + $1.data.count }
        guard files.count < 0xFFF0, total < Int(UInt32.max) - 0x10_0000 else {
            throw PassbookError(
                .invalidArchive, operation: "zip the pass files",
                reason: "\(files.count) files of \(total) bytes are more than a zip archive without zip64 holds",
                fix: "Keep a pass's files under 65,000 and 4 GB in all"
            )
        }
        var out = [UInt8]()
        out.reserveCapacity(files.reduce(0) { $0 + 2 * (46 + $1.name.utf8.count) + $1.data.count })
        var records = [UInt8]()
        for file in files {
            let deflated = file.compress ? Zlib.deflate(file.data).flatMap { $0.count < file.data.count ? $0 : nil } : nil
            Self.write(name: file.name, data: file.data, deflated: deflated, into: &out, records: &records)
        }
        entries = Data(out)
        directory = Data(records)
        count = files.count
    }

    /// The base archive with `files` appended in order, stored, with the same fixed time and
    /// attributes as ``ZipWriter`` gives.
    func appending(_ files: [(name: String, data: Data)]) -> Data {
        ArchiveParts(prefix: entries, rest: rest(appending: files)).joined
    }

    /// What follows ``entries`` in the archive of ``appending(_:)``: `files`' entries, the central
    /// directory and its end.
    func rest(appending files: [(name: String, data: Data)]) -> Data {
        var out = [UInt8]()
        out.reserveCapacity(files.reduce(0) { $0 + 2 * (46 + $1.name.utf8.count) + $1.data.count } + directory.count + 22)
        var records = [UInt8]()
        for file in files {
            Self.write(name: file.name, data: file.data, deflated: nil, into: &out, at: entries.count, records: &records)
        }
        let directoryOffset = entries.count + out.count
        let total = count + files.count
        out.append(contentsOf: directory)
        out.append(contentsOf: records)
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

    /// Writes the entry `name` (its bytes `deflated` when given, else `data` stored) at the end
    /// of `out`, and its central directory record at the end of `records`; `base` is the length of
    /// the archive before `out`.
    private static func write(name text: String, data: Data, deflated: Data?, into out: inout [UInt8], at base: Int = 0, records: inout [UInt8]) {
        let name = Array(text.utf8)
        let crc = Zlib.crc32(data)
        let offset = base + out.count
        // Bit 11: the name is UTF-8, said only when it is not ASCII, as libzip does.
        let flags: UInt16 = name.allSatisfy { $0 < 0x80 } ? 0 : 1 << 11
        let fields = EntryFields(
            flags: flags, deflated: deflated != nil, crc: crc, size: UInt32((deflated ?? data).count),
            uncompressedSize: UInt32(data.count), nameLength: UInt16(name.count)
        )
        put32(0x0403_4B50, &out)
        fields.write(into: &out)
        put16(0, &out)
        out.append(contentsOf: name)
        out.append(contentsOf: deflated ?? data)

        put32(0x0201_4B50, &records)
        put16(0x033F, &records)
        fields.write(into: &records)
        // Extra field, comment, disk number, internal attributes: none.
        for _ in 0..<4 { put16(0, &records) }
        put32(0o100644 << 16, &records)
        put32(UInt32(offset), &records)
        records.append(contentsOf: name)
    }

    /// The fields a local header and its central directory record share, from "version needed"
    /// to the name's length: a stored or deflated entry with the fixed time of ``ZipWriter``.
    private struct EntryFields {
        var flags: UInt16
        var deflated: Bool
        var crc: UInt32
        var size: UInt32
        var uncompressedSize: UInt32
        var nameLength: UInt16

        func write(into out: inout [UInt8]) {
            // Version needed: 2.0 for deflate, 1.0 for a stored file.
            ZipAppender.put16(deflated ? 20 : 10, &out)
            ZipAppender.put16(flags, &out)
            ZipAppender.put16(deflated ? 8 : 0, &out)
            ZipAppender.put16(ZipWriter.dosTime, &out)
            ZipAppender.put16(ZipWriter.dosDate, &out)
            ZipAppender.put32(crc, &out)
            ZipAppender.put32(size, &out)
            ZipAppender.put32(uncompressedSize, &out)
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
