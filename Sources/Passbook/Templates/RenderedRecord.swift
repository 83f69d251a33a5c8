import Foundation

/// A template's record rendered: the render stage's output, which the validation and the archive
/// read.
struct RenderedRecord: Sendable {
    /// Where the record came from, for messages.
    var location: String
    /// The rendered `pass.json`, overrides set.
    var json: JSONValue
    /// Every file of the pass, `pass.json` written once, as the archive holds it.
    var files: [String: Data]
    /// The top-level keys known to hold the example pass's value.
    var sameKeys: Set<String>
    /// The top-level keys set by the caller's overrides for this record.
    var changedKeys: Set<String>
    /// Whether the sign-up files were left out, for a holder who has enrolled.
    var personalized: Bool
    /// The shared files the pass is built on.
    var base: SharedFilesVariant
    /// The files of the pass beyond those shared files (its rendered `.strings`).
    var ownFiles: [String: Data]
}

/// Which of a template's prepared sets of shared files a pass is built on.
enum SharedFilesVariant: Sendable, Hashable {
    /// The template's shared files.
    case shared
    /// The shared files with the `.strings` files as the examples render them.
    case exampleStrings
    /// The shared files without the sign-up sheet (`personalization.json` and its logo).
    case withoutPersonalization
}
