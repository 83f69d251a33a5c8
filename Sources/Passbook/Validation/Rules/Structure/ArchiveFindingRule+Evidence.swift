extension ArchiveFindingRule {
    /// The refusal cause each archive finding rests on (format reference §1, §5.1, §8, §9).
    var evidence: String? {
        switch id {
        case "archive.unlisted-file":
            "format reference §8 #5: Wallet logs \"No entry in manifest for file …\" and refuses the pass (devartis/passbook #53, passkit-generator #207)"
        case "archive.layout":
            "format reference §1.2 and §9 (Archive): pass.json, manifest.json and signature are required at the archive root; a wrapper folder is refused (§8 #16)"
        case "archive.manifest":
            "format reference §5.1 and §9 (Archive): a manifest that is not lower-case SHA-1 hex, or lists a file the archive lacks, is refused (§8 #6)"
        case "archive.digest":
            "format reference §8 #6: a digest that does not match its file makes the manifest and signature invalid (Apple, Building a Pass; TN2302)"
        case "archive.extra-bytes":
            "format reference §8 #16: an archive with bytes appended by the web server is corrupted and refused (php-pkpass issue threads)"
        default:
            nil
        }
    }
}
