public import Foundation

/// What a ``PackagePipeline`` makes a package from.
public enum PackageInput: Sendable {
    /// A typed pass, and files of this pass only (a `pass.strings` with the holder's name) that
    /// join or replace the pipeline's shared files.
    case pass(Pass, ownFiles: [String: Data] = [:])
    /// The exact document bytes (strict JSON, as a rendered template holds them), signed as they
    /// are, with the identifiers they hold.
    case document(Data, identifiers: PackageIdentifiers, ownFiles: [String: Data] = [:])
    /// Files as read from a folder or archive: the document is decoded by the validation, and
    /// the files beside it are the pipeline's shared files.
    case source(PassSource)
    /// A record of the pipeline's template (``TemplateIssuer``), rendered by the pipeline.
    case record(TemplateRecord, overrides: JSONObject = [:], personalized: Bool = false)
}
