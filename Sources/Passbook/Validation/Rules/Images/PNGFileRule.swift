/// Every image is a PNG file libpng can decode.
///
/// No source says Wallet refuses a pass for an image it cannot decode (format reference §7 calls it
/// uncertain); the image is not shown, so it is a warning.
struct PNGFileRule: ValidationRule {
    let id = "images.png.invalid"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.images
    let summary = "every image is a real PNG file that decodes (not a renamed JPEG, not truncated), or Wallet cannot show it"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let broken: [(path: String, problem: String)] = context.images.compactMap { image in
            switch image.header {
            case .failure(let error): (image.file.path, "not a PNG: \(error.message)")
            case .success: image.decodingProblem.map { (image.file.path, "cannot be decoded: \($0)") }
            }
        }
        // The same problem at every scale of an image is one finding.
        return FileGroups.grouped(broken) { "\(PassFile(path: $0.path).imageName ?? $0.path)\n\($0.problem)" }.map { group in
            let files = group.map(\.path)
            return finding(
                "\(FileGroups.phrase(files)) \(FileGroups.verb(files.count)) \(group[0].problem), so Wallet cannot show \(FileGroups.pronoun(files.count)); export \(FileGroups.pronoun(files.count)) as PNG again",
                files: files
            )
        }
    }
}
