public import Foundation

/// What a path given to a command holds: a pass folder, one `.pkpass`, or a `.pkpasses` bundle.
///
/// Archives are read a part at a time within `limits`, so every command that takes a path (verify,
/// validate, inspect, preview) opens it the same way and refuses a huge or hostile file the same way.
public enum PassInput: Sendable {
    /// A pass folder, read into a source.
    case folder(PassSource)
    /// A single pass archive, read but not yet judged; `name` is its file name.
    case archive(ZipReader.Archive, name: String)
    /// A bundle of passes.
    case bundle(PassBundle, name: String)

    /// Opens `url`: a folder, a `.pkpasses` bundle (by extension or by content), or a `.pkpass`.
    public static func open(_ url: URL, limits: ZipReader.Limits = ZipReader.Limits()) throws -> PassInput {
        if FileIO.isDirectory(url) {
            return .folder(try PassSource(folder: url, limits: limits))
        }
        let name = url.lastPathComponent
        if url.pathExtension.lowercased() == "pkpasses" {
            return .bundle(try PassBundle(contentsOf: url, limits: limits), name: name)
        }
        let archive = try ZipReader(limits: limits).read(contentsOf: url, what: name)
        if PassBundle.isBundle(archive.entries) {
            return .bundle(try PassBundle(archive: archive, name: name), name: name)
        }
        return .archive(archive, name: name)
    }
}
