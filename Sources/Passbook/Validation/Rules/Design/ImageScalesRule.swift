/// Every image comes at @1x, @2x and @3x, the larger ones exact multiples of the first.
struct ImageScalesRule: ValidationRule {
    let id = "design.images.scales"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.design
    let summary = "every image has @2x and @3x versions that are exactly 2 and 3 times the @1x size"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let groups = Dictionary(grouping: context.images) { "\($0.file.language ?? "")/\($0.file.imageName ?? "")" }
        for key in groups.keys.sorted() {
            let images = groups[key]!
            guard let first = images.first, let name = first.file.imageName else { continue }
            let prefix = first.file.language.map { "\($0).lproj/" } ?? ""
            let scales = Set(images.map(\.file.scale))
            let missing = [1, 2, 3].filter { !scales.contains($0) }
            if !missing.isEmpty {
                let files = missing.map { "\(prefix)\(name)\($0 == 1 ? "" : "@\($0)x").png" }
                findings.append(finding("\(files.joined(separator: " and ")) \(files.count == 1 ? "is" : "are") missing; supply every scale so each device gets a sharp image", file: files[0]))
            }
            guard let base = images.first(where: { $0.file.scale == 1 })?.pngHeader else { continue }
            for image in images where image.file.scale > 1 {
                guard let header = image.pngHeader else { continue }
                let scale = image.file.scale
                // One pixel of rounding is tolerated: exporters round odd sizes differently.
                if abs(header.width - base.width * scale) > 1 || abs(header.height - base.height * scale) > 1 {
                    findings.append(finding("\(image.file.path) is \(header.width) × \(header.height) pixels; at @\(scale)x it should be exactly \(base.width * scale) × \(base.height * scale), \(scale) times the @1x image", file: image.file.path))
                }
            }
        }
        return findings
    }
}
