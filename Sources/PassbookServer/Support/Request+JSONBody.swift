import Hummingbird
import NIOCore
import Passbook

extension Request {
    /// The body as a JSON object, read up to `limit` bytes: 413 past the limit, 400 when it is not
    /// a JSON object. `expected` names what the endpoint takes (`a JSON object`,
    /// `JSON {"pushToken": …}`); `advice` says what to do about a body over the limit.
    func jsonObject(upTo limit: Int, operation: String, expected: String, advice: String? = nil) async throws -> JSONObject {
        let buffer: ByteBuffer
        do {
            buffer = try await body.collect(upTo: limit)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit >> 10) KiB"
            throw APIError(.contentTooLarge, "Could not \(operation): the body is larger than \(size), the most this endpoint takes" + (advice.map { ". \($0)" } ?? ""))
        }
        let value: JSONValue
        do {
            value = try JSONParser().parse(Array(buffer.readableBytesView), file: "request body").value
        } catch {
            throw APIError.badRequest("Could not \(operation): the body is not JSON (\(error)). Send \(expected) with Content-Type: application/json")
        }
        guard case .object(let object) = value else {
            throw APIError.badRequest("Could not \(operation): the body must be \(expected)")
        }
        if let path = Self.nul(in: value) {
            throw APIError.badRequest("Could not \(operation): \(path) holds a NUL character (\\u0000), which no pass value, identifier or message may carry. Remove it")
        }
        return object
    }

    /// Where `value` holds a NUL in a key or a string (PostgreSQL stores none, and it answered 500), as a path like `data.name`.
    private static func nul(in value: JSONValue, at path: String = "the body") -> String? {
        switch value {
        case .string(let text): return text.utf8.contains(0) ? path : nil
        case .array(let items):
            for (index, item) in items.enumerated() { if let found = nul(in: item, at: "\(path)[\(index)]") { return found } }
            return nil
        case .object(let object):
            for (key, item) in object {
                let inner = path == "the body" ? key : "\(path).\(key)"
                if key.utf8.contains(0) { return "a key of \(path)" }
                if let found = nul(in: item, at: inner) { return found }
            }
            return nil
        default: return nil
        }
    }
}
