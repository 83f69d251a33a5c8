import CZlib
import Foundation

/// zlib, for the entries appended to an archive without libzip: the CRC-32 of an entry and its
/// raw deflate (no header), as a zip entry holds it.
enum Zlib {
    /// The CRC-32 of `data`, as a zip entry records it.
    static func crc32(_ data: Data) -> UInt32 {
        data.withUnsafeBytes { raw in
            UInt32(CZlib.crc32(0, raw.bindMemory(to: UInt8.self).baseAddress, uInt(raw.count)))
        }
    }

    /// `data` deflated at level 6, or nil when zlib fails.
    ///
    /// The window and hash table are sized to the data: a pass's files other than its PNGs are a
    /// few kilobytes, and zlib's defaults set up and clear about 256 KB for each stream, which took
    /// longer than compressing them (make bench: "one process per pass"). A window as large as the
    /// data finds every match the default one would.
    static func deflate(_ data: Data) -> Data? {
        let windowBits = max(9, min(15, Int.bitWidth - max(data.count, 1).leadingZeroBitCount))
        let memoryLevel = Int32(max(1, min(8, windowBits - 7)))
        var stream = z_stream()
        guard deflateInit2_(&stream, 6, Z_DEFLATED, -Int32(windowBits), memoryLevel, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))))
        let finished = data.withUnsafeBytes { input -> Bool in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return CZlib.deflate(&stream, Z_FINISH) == Z_STREAM_END
            }
        }
        guard finished else { return nil }
        return Data(output[..<Int(stream.total_out)])
    }
}
