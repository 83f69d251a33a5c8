/// Every image is a PNG file libpng can decode.
struct PNGFileRule: ValidationRule {
    let id = "images.png.invalid"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.images
    let summary = "every image is a real PNG file that decodes (not a renamed JPEG, not truncated)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.images.compactMap { image in
            switch image.header {
            case .failure(let error):
                return finding("\(image.file.path) is not a PNG: \(error.message); export it as PNG", file: image.file.path)
            case .success:
                guard let problem = image.decodingProblem else { return nil }
                return finding("\(image.file.path) cannot be decoded (\(problem)); re-export it as PNG", file: image.file.path)
            }
        }
    }
}
