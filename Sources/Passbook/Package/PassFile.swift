/// What a path inside a pass is: an image slot at a scale and language, a strings file, and so on.
public struct PassFile: Sendable, Hashable {
    /// The kind of file.
    public enum Kind: String, Sendable, Hashable {
        case passJSON = "pass.json"
        case manifest = "manifest.json"
        case signature
        case image
        case strings
        case personalization = "personalization.json"
        case other
    }

    /// The path inside the pass.
    public var path: String
    /// The kind of file.
    public var kind: Kind
    /// The localization (`de`, `zh-Hans`) for files inside `xx.lproj/`.
    public var language: String?
    /// For images, the slot name without scale or extension (`logo`, `strip`).
    public var imageName: String?
    /// For images, the scale: 1, 2 or 3.
    public var scale: Int

    /// The image slots Wallet knows.
    public static let imageSlots: Set<String> = [
        "icon", "logo", "primaryLogo", "secondaryLogo", "artwork", "strip", "thumbnail",
        "background", "footer", "personalizationLogo",
    ]

    /// Classifies `path`.
    public init(path: String) {
        self.path = path
        var rest = Substring(path)
        var language: String?
        if let slash = rest.firstIndex(of: "/") {
            let folder = rest[..<slash]
            if folder.hasSuffix(".lproj") {
                language = String(folder.dropLast(".lproj".count))
                rest = rest[rest.index(after: slash)...]
            }
        }
        self.language = language
        self.scale = 1
        self.imageName = nil
        switch (language, String(rest)) {
        case (nil, "pass.json"): kind = .passJSON
        case (nil, "manifest.json"): kind = .manifest
        case (nil, "signature"): kind = .signature
        case (nil, "personalization.json"): kind = .personalization
        case (.some, "pass.strings"): kind = .strings
        default:
            kind = .other
            if rest.hasSuffix(".png"), !rest.contains("/") {
                var base = rest.dropLast(4)
                if base.hasSuffix("@2x") {
                    scale = 2
                    base = base.dropLast(3)
                } else if base.hasSuffix("@3x") {
                    scale = 3
                    base = base.dropLast(3)
                }
                if Self.imageSlots.contains(String(base)) {
                    kind = .image
                    imageName = String(base)
                } else {
                    scale = 1
                }
            }
        }
    }

    /// Names of files that operating systems leave behind and that must never enter a pass.
    public static func isOSJunk(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let last = components.last else { return false }
        return components.contains("__MACOSX") || last == ".DS_Store" || last == "Thumbs.db"
            || last == "desktop.ini" || last.hasPrefix("._")
    }
}
