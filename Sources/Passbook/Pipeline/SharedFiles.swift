import Foundation

/// The files every package of a design shares (images, fixed translations), prepared once: hashed
/// for the manifest, zipped for the archive, and measured for validation on first use.
struct SharedFiles: Sendable {
    /// The files, by path.
    var files: [String: Data] { archive.files }
    let manifest: SharedManifest
    let archive: SharedArchive
    /// The images, decoded and measured on the first validation and reused by every other; a
    /// pipeline that signs without validating never decodes them.
    let images: Memo<[ImageFile]>

    /// Prepares `files`; those the pipeline writes itself (the document, manifest, signature) are
    /// left out.
    init(files: [String: Data], kind: PackageKind) throws {
        let shared = files.filter { !kind.isWrittenByPipeline($0.key) }
        manifest = SharedManifest(files: shared, kind: kind)
        archive = try SharedArchive(files: shared)
        images = Memo { ValidationContext(source: PassSource(name: "shared files", origin: .memory, files: shared)).images }
    }
}
