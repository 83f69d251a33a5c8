import Foundation

/// Images in slots the style does not show, and the event-ticket strip that hides the background and thumbnail.
struct ImageSlotRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.images
    let summary: String
    let stripConflict: Bool

    static let unused = ImageSlotRule(id: "images.slot.unused", severity: .warning, summary: "every image is one the pass's style shows (e.g. no strip on a generic pass, no footer on a coupon)", stripConflict: false)
    /// Wallet does not refuse this pass, but it never shows the background and thumbnail, so it is a warning.
    static let strip = ImageSlotRule(id: "images.eventTicket.strip", severity: .warning, summary: "an event ticket has a strip, or a background and thumbnail, not both: with a strip Wallet never shows the other two", stripConflict: true)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let style = context.style else { return [] }
        let names = Set(context.images.compactMap(\.file.imageName))
        func files(of slots: [String]) -> [String] {
            context.images.filter { slots.contains($0.file.imageName ?? "") }.map(\.file.path).sorted()
        }
        if stripConflict {
            guard style == .eventTicket, names.contains("strip") else { return [] }
            let hidden = ["background", "thumbnail"].filter(names.contains)
            guard !hidden.isEmpty else { return [] }
            let paths = files(of: hidden)
            return [finding("an event ticket with a strip image never shows its \(hidden.joined(separator: " or ")), so \(FileGroups.phrase(paths)) only add weight; use either strip.png or background.png and thumbnail.png", files: paths)]
        }
        var used = ImageSlot.slots(for: style)
        // Every layout the pass asks for, satisfied or not: its images are what it lacks or keeps.
        for layout in context.styleSchemeResolution.attempts.compactMap(\.layout) {
            used.formUnion(layout.imageSlots)
        }
        if context.source.files["personalization.json"] != nil { used.insert("personalizationLogo") }
        let unused = names.subtracting(used).sorted()
        guard !unused.isEmpty else { return [] }
        let paths = files(of: unused)
        let images = unused.count == 1 ? "a \(unused[0]) image" : "\(unused.joined(separator: " or ")) images"
        return [finding("\(style.article.capitalized) \(style.displayName) does not show \(images), so \(FileGroups.phrase(paths)) only add weight; remove \(FileGroups.pronoun(paths.count))", files: paths)]
    }
}
