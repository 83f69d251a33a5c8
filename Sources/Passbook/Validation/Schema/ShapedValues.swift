import Foundation

/// Every value of a `pass.json` with a documented shape, with its path: walked once per validation
/// context on first use and shared by the rules that judge values by shape (types, dates, colors,
/// links), which each walked the whole JSON before, several times for every pass of a batch.
final class ShapedValues: @unchecked Sendable {
    struct Item {
        let path: [JSONPath.Component]
        let value: JSONValue
        let shape: Shape
    }

    private let json: JSONObject?
    private let lock = NSLock()
    // Guarded by `lock`.
    private var walked: [Item]?

    init(_ json: JSONObject?) {
        self.json = json
    }

    var items: [Item] {
        lock.withLock {
            if let walked { return walked }
            var items: [Item] = []
            if let json {
                PassSchema.walk(json) { path, value, shape in items.append(Item(path: path, value: value, shape: shape)) }
            }
            walked = items
            return items
        }
    }
}
