import Foundation

/// Reads a file a chunk at a time, so a data file of any size is read in constant memory.
final class ByteStream {
    private let handle: FileHandle
    private let path: String
    private var buffer: [UInt8] = []
    private var position = 0
    private var finished = false
    private static let chunkSize = 1 << 16

    init(url: URL) throws {
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw PassbookError(
                .io, operation: "open the data file \(url.path)",
                reason: exists ? "it cannot be read (\(error.localizedDescription))" : "no such file",
                fix: exists ? "Check the file's permissions" : "Check the path"
            )
        }
        path = url.path
    }

    deinit {
        try? handle.close()
    }

    /// The next byte, or `nil` at the end of the file.
    func next() throws -> UInt8? {
        if position == buffer.count {
            guard try refill() else { return nil }
        }
        defer { position += 1 }
        return buffer[position]
    }

    /// The next byte without consuming it.
    func peek() throws -> UInt8? {
        if position == buffer.count {
            guard try refill() else { return nil }
        }
        return buffer[position]
    }

    private func refill() throws -> Bool {
        guard !finished else { return false }
        let chunk: Data?
        do {
            chunk = try handle.read(upToCount: Self.chunkSize)
        } catch {
            throw PassbookError(.io, operation: "read the data file \(path)", reason: error.localizedDescription)
        }
        guard let chunk, !chunk.isEmpty else {
            finished = true
            return false
        }
        buffer = Array(chunk)
        position = 0
        return true
    }
}
