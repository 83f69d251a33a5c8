import CCairo
import Foundation

/// Collects the bytes cairo writes to a stream (PNG, SVG, PDF).
final class DataSink {
    var data = Data()

    /// The callback cairo calls with each chunk; `closure` is an unretained ``DataSink``.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}

/// Hands bytes to cairo's PNG reader.
final class DataSource {
    let data: Data
    var offset = 0

    init(_ data: Data) {
        self.data = data
    }

    /// The callback cairo calls for each chunk; `closure` is an unretained ``DataSource``.
    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<DataSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
        source.data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            buffer.update(from: base.assumingMemoryBound(to: UInt8.self) + source.offset, count: count)
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
