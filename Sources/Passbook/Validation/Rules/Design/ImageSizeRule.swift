/// Images fit their slot: not larger than its maximum, and near its aspect ratio.
///
/// Each kind of misfit is one finding, listing every image it concerns.
struct ImageSizeRule: ValidationRule {
    let id = "design.images.size"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.design
    let summary = "each image fits its slot's recommended size per scale (e.g. logo ≤ 160 × 50 points) and aspect ratio"

    private enum Misfit: CaseIterable { case tooLarge, aspect, oversized }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var found: [Misfit: [(path: String, detail: String)]] = [:]
        for image in context.images {
            guard let header = image.pngHeader, let name = image.file.imageName, let slot = ImageSlot.named(name, style: context.style) else { continue }
            let scale = image.file.scale
            let maxWidth = slot.width * scale, maxHeight = slot.height * scale
            let size = "\(image.file.path) is \(header.width) × \(header.height) pixels"
            switch slot.sizing {
            case .maximum:
                if header.width > maxWidth || header.height > maxHeight {
                    found[.tooLarge, default: []].append((image.file.path, "\(size) where at most \(maxWidth) × \(maxHeight) fit"))
                }
            case .exact, .aspectOnly:
                let ratio = Double(header.width) / Double(header.height)
                let expected = Double(slot.width) / Double(slot.height)
                if abs(ratio / expected - 1) > context.thresholds.aspectRatioTolerance {
                    found[.aspect, default: []].append((image.file.path, "\(size), far from the \(name)'s \(slot.width) × \(slot.height) shape"))
                } else if slot.sizing == .exact, header.width > maxWidth * 3 / 2 {
                    found[.oversized, default: []].append((image.file.path, "\(size), drawn at \(maxWidth) × \(maxHeight)"))
                }
            }
        }
        return Misfit.allCases.compactMap { misfit in
            guard let images = found[misfit] else { return nil }
            let details = images.map(\.detail).joined(separator: "; ")
            let files = images.map(\.path)
            let them = FileGroups.pronoun(files.count)
            let advice = switch misfit {
            case .tooLarge: "Wallet shrinks \(them), so export \(them) within the recommended size"
            case .aspect: "Wallet crops \(them), so export \(them) in the slot's shape"
            case .oversized: "Wallet draws \(them) much smaller, so \(them) only add weight; scale \(them) down"
            }
            return finding("\(details): \(advice)", files: files)
        }
    }
}
