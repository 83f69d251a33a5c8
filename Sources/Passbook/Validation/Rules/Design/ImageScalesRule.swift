/// Every image comes at @1x, @2x and @3x, the larger ones exact multiples of the first.
///
/// A missing scale is one finding however many images lack it, and so is a wrong multiple.
struct ImageScalesRule: ValidationRule {
    let id = "design.images.scales"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.design
    let summary = "every image has @2x and @3x versions that are exactly 2 and 3 times the @1x size"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var missing: [String] = []
        var mismatched: [(path: String, detail: String)] = []
        for images in FileGroups.bySlot(context.images) {
            guard let first = images.first, let name = first.file.imageName else { continue }
            let prefix = first.file.language.map { "\($0).lproj/" } ?? ""
            let scales = Set(images.map(\.file.scale))
            missing += [1, 2, 3].filter { !scales.contains($0) }.map { "\(prefix)\(name)\($0 == 1 ? "" : "@\($0)x").png" }
            guard let base = images.first(where: { $0.file.scale == 1 })?.pngHeader else { continue }
            for image in images where image.file.scale > 1 {
                guard let header = image.pngHeader else { continue }
                let scale = image.file.scale
                // One pixel of rounding is tolerated: exporters round odd sizes differently.
                if abs(header.width - base.width * scale) > 1 || abs(header.height - base.height * scale) > 1 {
                    mismatched.append((image.file.path, "\(image.file.path) is \(header.width) × \(header.height) pixels instead of \(base.width * scale) × \(base.height * scale)"))
                }
            }
        }
        var findings: [Diagnostic] = []
        if !missing.isEmpty {
            findings.append(finding("\(FileGroups.phrase(missing)) \(FileGroups.verb(missing.count)) missing; supply every image at @1x, @2x and @3x so each device gets a sharp one", files: missing))
        }
        if !mismatched.isEmpty {
            let details = mismatched.map(\.detail).joined(separator: "; ")
            findings.append(finding("\(details): a @2x or @3x image should be exactly 2 or 3 times its @1x image, or devices show the pass differently; export every scale from one source", files: mismatched.map(\.path)))
        }
        return findings
    }
}
