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
        return object
    }
}
