package import Passbook

extension JSONObject {
    /// Sets a value by dotted name (`holder.name`), making the nested objects on the way: the
    /// shape the issuer API takes a template's data in.
    package mutating func set(dottedName: String, to value: JSONValue) {
        let path = dottedName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        set(path: path[...], to: value)
    }

    private mutating func set(path: ArraySlice<String>, to value: JSONValue) {
        guard let head = path.first else { return }
        if path.count == 1 {
            self[head] = value
            return
        }
        var inner = self[head]?.objectValue ?? JSONObject()
        inner.set(path: path.dropFirst(), to: value)
        self[head] = .object(inner)
    }
}
