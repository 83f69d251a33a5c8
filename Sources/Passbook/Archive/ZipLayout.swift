/// Where the zip archive lies within a file, found from its end-of-central-directory record.
///
/// libzip only opens an archive that starts at byte 0 and ends exactly with its end record, but real
/// files are not always so tidy: a web framework appends its page after the archive, a tool puts a stub
/// in front. Info-ZIP and Python's `zipfile` find the archive anyway; so does this, and it reports the
/// extra bytes so that the verifier can judge them instead of the reader refusing the file.
struct ZipLayout: Equatable {
    /// Bytes before the archive's first byte (the central directory's offsets are relative to this).
    var start: Int
    /// Bytes of the archive itself, from `start` to the end of the end record and its comment.
    var length: Int
    /// Bytes after the archive.
    var trailing: Int
    /// Entries the end record declares.
    var entryCount: Int
    /// Size of the central directory the end record declares.
    var directorySize: Int

    private static let endSignature: [UInt8] = [0x50, 0x4B, 0x05, 0x06]
    private static let zip64LocatorSignature: [UInt8] = [0x50, 0x4B, 0x06, 0x07]
    private static let zip64EndSignature: [UInt8] = [0x50, 0x4B, 0x06, 0x06]
    private static let endRecordSize = 22
    /// The end record plus the longest comment it can announce.
    private static let searchSpan = endRecordSize + 0xFFFF

    /// Finds the archive in `input`, reading only its last 64 KiB (and the zip64 record, if any).
    ///
    /// - Returns: nil when there is no end record: the file is no zip archive, or it is cut short.
    static func locate(in input: ZipInput) throws -> ZipLayout? {
        let tailStart = max(0, input.size - searchSpan)
        let tail = try input.read(at: tailStart, count: input.size - tailStart)
        guard tail.count >= endRecordSize else { return nil }
        // Prefer the record whose comment runs exactly to the end of the file; else the last plausible one,
        // leaving the bytes after it as trailing data.
        var candidates: [Int] = []
        var index = tail.count - endRecordSize
        while index >= 0 {
            if tail[index] == 0x50, tail[index + 1] == 0x4B, tail[index + 2] == 0x05, tail[index + 3] == 0x06 {
                candidates.append(index)
            }
            index -= 1
        }
        let layouts = try candidates.compactMap { try layout(endAt: tailStart + $0, record: Array(tail[$0..<min(tail.count, $0 + endRecordSize)]), input: input) }
        return layouts.first { $0.trailing == 0 } ?? layouts.first
    }

    private static func layout(endAt position: Int, record: [UInt8], input: ZipInput) throws -> ZipLayout? {
        guard record.count == endRecordSize else { return nil }
        let commentLength = Int(le16(record, 20))
        let end = position + endRecordSize + commentLength
        guard end <= input.size else { return nil }
        var entryCount = Int(le16(record, 10))
        var directorySize = Int(le32(record, 12))
        var directoryOffset = Int(le32(record, 16))
        // The central directory sits just before the end record, or before the zip64 end record.
        var directoryEnd = position
        let locator = position - 20
        if locator >= 0, let bytes = try? input.read(at: locator, count: 20), bytes.count == 20, Array(bytes[0..<4]) == zip64LocatorSignature {
            let recordOffset = le64(bytes, 8)
            // The zip64 record is 56 bytes before the locator in an archive that starts at byte 0;
            // its stated offset tells how far the archive has been shifted.
            guard recordOffset <= UInt64(Int.max) else { return nil }
            var recordPosition = locator - 56
            var zip64 = recordPosition >= 0 ? try input.read(at: recordPosition, count: 56) : []
            if zip64.count != 56 || Array(zip64[0..<4]) != zip64EndSignature {
                // A record with extensible data is longer: trust its stated offset (no shift).
                recordPosition = Int(recordOffset)
                zip64 = try input.read(at: recordPosition, count: 56)
            }
            guard zip64.count == 56, Array(zip64[0..<4]) == zip64EndSignature, recordPosition < locator else { return nil }
            entryCount = Int(clamping: le64(zip64, 32))
            directorySize = Int(clamping: le64(zip64, 40))
            directoryOffset = Int(clamping: le64(zip64, 48))
            directoryEnd = recordPosition
        }
        let directoryStart = directoryEnd - directorySize
        guard directoryStart >= 0, directoryOffset <= directoryStart else { return nil }
        let start = directoryStart - directoryOffset
        // The first central directory record must really be there, else this "end record" is a chance
        // match inside some other data.
        if entryCount > 0 {
            let head = try input.read(at: directoryStart, count: 4)
            guard head == [0x50, 0x4B, 0x01, 0x02] else { return nil }
        } else if directorySize != 0 {
            return nil
        }
        return ZipLayout(start: start, length: end - start, trailing: input.size - end, entryCount: entryCount, directorySize: directorySize)
    }

    private static func le16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func le32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(le16(bytes, offset)) | UInt32(le16(bytes, offset + 2)) << 16
    }

    private static func le64(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        UInt64(le32(bytes, offset)) | UInt64(le32(bytes, offset + 4)) << 32
    }
}
