import Passbook

/// The rows of the card's front, as a class's `classTemplateInfo`: each item shows one of the
/// object's text modules by reference, so the class holds the layout and each object the values.
enum CardTemplate {
    /// Google shows at most three rows of at most three items on the card.
    static let maximumRows = 3
    static let maximumItemsPerRow = 3

    /// The field path of the text module `id` of the object.
    static func fieldPath(module id: String) -> String {
        "object.textModulesData['\(id)']"
    }

    /// The text module a field path names, if it names one.
    static func textModuleID(in fieldPath: String) -> String? {
        let prefix = "object.textModulesData['"
        guard fieldPath.hasPrefix(prefix), fieldPath.hasSuffix("']") else { return nil }
        return String(fieldPath.dropFirst(prefix.count).dropLast(2))
    }

    /// `classTemplateInfo` with one card row per entry of `rows`, each a list of 1 to 3 module ids.
    static func classTemplateInfo(rows: [[String]]) -> JSONValue {
        let rowValues: [JSONValue] = rows.map { row in
            let items = row.map(item)
            switch items.count {
            case 1: return ["oneItem": ["item": items[0]]]
            case 2: return ["twoItems": ["startItem": items[0], "endItem": items[1]]]
            default: return ["threeItems": ["startItem": items[0], "middleItem": items[1], "endItem": items[2]]]
            }
        }
        return ["cardTemplateOverride": ["cardRowTemplateInfos": .array(rowValues)]]
    }

    /// Every `fieldPath` in `resource`, in document order.
    static func fieldPaths(in resource: JSONObject) -> [String] {
        var paths: [String] = []
        func walk(_ value: JSONValue) {
            switch value {
            case .object(let object):
                for (key, member) in object {
                    if key == "fieldPath", let path = member.stringValue { paths.append(path) } else { walk(member) }
                }
            case .array(let elements):
                elements.forEach(walk)
            default:
                break
            }
        }
        walk(.object(resource))
        return paths
    }

    private static func item(_ module: String) -> JSONValue {
        ["firstValue": ["fields": [["fieldPath": .string(fieldPath(module: module))]]]]
    }
}
