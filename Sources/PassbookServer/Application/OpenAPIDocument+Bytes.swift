extension OpenAPIDocument {
    /// The document served at `/openapi.json` (OpenAPIDocument.json): tests check that it names
    /// exactly the routes the router has and call every operation against it.
    static let bytes: [UInt8] = Array(text.utf8)
}
