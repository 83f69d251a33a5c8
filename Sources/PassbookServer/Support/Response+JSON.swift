import Hummingbird
import NIOCore
import Passbook

extension Response {
    /// A JSON answer written with the core's writer, keys in the order given.
    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: JSONWriter(style: .compact).data(from: value))))
    }
}
