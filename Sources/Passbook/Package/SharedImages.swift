import Foundation

/// The images a ``PassBuilder`` shares between its passes, decoded and measured for the validator
/// the first time a pass is validated, then reused: a builder that signs without validating never
/// decodes them.
final class SharedImages: @unchecked Sendable {
    private let files: [String: Data]
    private let lock = NSLock()
    // Guarded by `lock`.
    private var images: [ImageFile]?

    init(files: [String: Data]) {
        self.files = files
    }

    var measured: [ImageFile] {
        lock.withLock {
            if let images { return images }
            let measured = ValidationContext(source: PassSource(name: "shared files", origin: .memory, files: files)).images
            images = measured
            return measured
        }
    }
}
