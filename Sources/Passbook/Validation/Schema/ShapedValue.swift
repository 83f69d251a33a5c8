/// A value of `pass.json` with a documented shape, and its path: what the rules that judge values
/// by shape (types, dates, colors, links) read, walked once per validation context.
struct ShapedValue: Sendable {
    let path: [JSONPath.Component]
    let value: JSONValue
    let shape: Shape

    /// Every value of `json` with a documented shape, in the order of ``PassSchema/walk(_:_:)``.
    static func all(in json: JSONObject?) -> [ShapedValue] {
        guard let json else { return [] }
        var values: [ShapedValue] = []
        PassSchema.walk(json) { path, value, shape in values.append(ShapedValue(path: path, value: value, shape: shape)) }
        return values
    }
}
