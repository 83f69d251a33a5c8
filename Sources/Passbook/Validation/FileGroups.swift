/// Groups per-file findings so that one finding about several files (every scale of an image, every
/// piece of clutter) is one diagnostic naming them all.
enum FileGroups {
    /// The images of each slot in each language (`logo`, `de.lproj/logo`), scales in order, slots sorted.
    static func bySlot(_ images: [ImageFile]) -> [[ImageFile]] {
        let groups = Dictionary(grouping: images) { "\($0.file.language ?? "")/\($0.file.imageName ?? $0.file.path)" }
        return groups.keys.sorted().map { groups[$0]!.sorted { $0.file.scale < $1.file.scale } }
    }

    /// Items grouped by `key`, in the order each key first appears.
    static func grouped<Item>(_ items: [Item], by key: (Item) -> String) -> [[Item]] {
        var order: [String] = []
        var groups: [String: [Item]] = [:]
        for item in items {
            let name = key(item)
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(item)
        }
        return order.map { groups[$0]! }
    }

    /// `logo.png`, `logo.png and logo@2x.png`, `logo.png, logo@2x.png and logo@3x.png`.
    static func phrase(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// `is` for one item, `are` for several.
    static func verb(_ count: Int) -> String { count == 1 ? "is" : "are" }

    /// `it` for one item, `them` for several.
    static func pronoun(_ count: Int) -> String { count == 1 ? "it" : "them" }
}
