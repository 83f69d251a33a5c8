/// Images fit their slot: not larger than its maximum, and near its aspect ratio.
struct ImageSizeRule: ValidationRule {
    let id = "design.images.size"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.design
    let summary = "each image fits its slot's recommended size per scale (e.g. logo ≤ 160 × 50 points) and aspect ratio"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.images.compactMap { image in
            guard let header = image.pngHeader, let name = image.file.imageName, let slot = ImageSlot.named(name, style: context.style) else { return nil }
            let scale = image.file.scale
            let maxWidth = slot.width * scale, maxHeight = slot.height * scale
            let recommended = "\(maxWidth) × \(maxHeight) pixels at @\(scale)x"
            switch slot.sizing {
            case .maximum:
                guard header.width > maxWidth || header.height > maxHeight else { return nil }
                return finding("\(image.file.path) is \(header.width) × \(header.height) pixels; a \(name) is at most \(recommended), Wallet shrinks larger ones", file: image.file.path)
            case .exact, .aspectOnly:
                let ratio = Double(header.width) / Double(header.height)
                let expected = Double(slot.width) / Double(slot.height)
                if abs(ratio / expected - 1) > context.thresholds.aspectRatioTolerance {
                    return finding("\(image.file.path) is \(header.width) × \(header.height) pixels, an aspect ratio far from the \(name)'s \(slot.width) × \(slot.height) points; Wallet will crop it (recommended \(recommended))", file: image.file.path)
                }
                if slot.sizing == .exact, header.width > maxWidth * 3 / 2 {
                    return finding("\(image.file.path) is \(header.width) × \(header.height) pixels, much larger than the \(recommended) Wallet draws; scale it down", file: image.file.path)
                }
                return nil
            }
        }
    }
}
