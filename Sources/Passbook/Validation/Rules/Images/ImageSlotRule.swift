import Foundation

/// Images in slots the style does not show, and the event-ticket strip that hides the background and thumbnail.
struct ImageSlotRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.images
    let summary: String
    let stripConflict: Bool

    static let unused = ImageSlotRule(id: "images.slot.unused", severity: .warning, summary: "every image is one the pass's style shows (e.g. no strip on a generic pass, no footer on a coupon)", stripConflict: false)
    /// Wallet does not refuse this pass, but one of the images can never appear, so the pass cannot look as designed.
    static let strip = ImageSlotRule(id: "images.eventTicket.strip", severity: .error, summary: "an event ticket has a strip, or a background and thumbnail, not both: with a strip Wallet drops the other two", stripConflict: true)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let style = context.style else { return [] }
        let names = Set(context.images.compactMap(\.file.imageName))
        if stripConflict {
            guard style == .eventTicket, names.contains("strip") else { return [] }
            return ["thumbnail", "background"].filter(names.contains).map { (name: String) -> Diagnostic in
                finding("an event ticket with a strip image never shows its \(name); use either strip.png or background.png and thumbnail.png", file: "\(name).png")
            }
        }
        var used = ImageSlot.slots(for: style)
        let schemes = context.styleSchemes
        if schemes.contains("posterEventTicket") { used.formUnion(["primaryLogo", "secondaryLogo", "artwork"]) }
        if schemes.contains("semanticBoardingPass") { used.insert("primaryLogo") }
        if context.json?["posterGeneric"] != nil { used.formUnion(["primaryLogo", "artwork"]) }
        if context.source.files["personalization.json"] != nil { used.insert("personalizationLogo") }
        return names.subtracting(used).sorted().map { name in
            let files = context.images.filter { $0.file.imageName == name }.map(\.file.path)
            return finding("\(style.article.capitalized) \(style.displayName) does not show a \(name) image, so \(files.joined(separator: ", ")) only add weight; remove \(files.count == 1 ? "it" : "them")", file: files.first ?? name)
        }
    }
}
