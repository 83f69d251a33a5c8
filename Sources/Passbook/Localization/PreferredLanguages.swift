public import Foundation

/// The languages a reader prefers, most preferred first, and the localization of a pass Wallet
/// shows them.
///
/// Wallet matches the device's preferred languages against the pass's `.lproj` folders in order:
/// the first preference that a folder serves wins, each preference falling back as Apple's systems
/// fall back (`de-AT` to `de`, `zh-HK` to `zh-Hant`, `en-AU` to `en-GB` and `en`, `pt-BR` to `pt`,
/// `es-MX` to `es-419` and `es`, `nb` to `no`). When no preference is served, Wallet takes a folder
/// of its own choosing (Apple Developer Forums thread 757013 finds it arbitrary); Passbook takes the
/// pass's development region: English when the pass has it, as Apple's tools default to, else the
/// first folder by name.
///
/// ```swift
/// let reader = PreferredLanguages(acceptLanguage: "de-AT, en;q=0.5")
/// reader.localization(among: ["en", "de"])   // "de"
/// ```
public struct PreferredLanguages: Sendable, Hashable, CustomStringConvertible {
    /// The language tags, most preferred first (`de-AT`, `en`).
    public var tags: [String]

    /// Languages in order of preference.
    public init(_ tags: [String]) {
        self.tags = tags.compactMap(Self.canonical)
    }

    /// The languages of an `Accept-Language` header or a comma-separated list such as
    /// `de-AT, fr;q=0.8, en;q=0.5`: by falling quality, `*` and malformed entries left out.
    public init(acceptLanguage: String) {
        var ranked: [(tag: String, quality: Double, index: Int)] = []
        // A header is the client's to make long; 32 languages are more than any reader has.
        for (index, part) in acceptLanguage.split(separator: ",").prefix(32).enumerated() {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first, tag != "*", let canonical = Self.canonical(tag) else { continue }
            var quality = 1.0
            for piece in pieces.dropFirst() where piece.hasPrefix("q=") {
                quality = Double(piece.dropFirst(2)) ?? 0
            }
            if quality > 0 { ranked.append((canonical, quality, index)) }
        }
        tags = ranked.sorted { $0.quality != $1.quality ? $0.quality > $1.quality : $0.index < $1.index }.map(\.tag)
    }

    /// The reader's languages on this machine, as gettext reads them: `LANGUAGE` (a colon-separated
    /// list), else the first of `LC_ALL`, `LC_MESSAGES` and `LANG`; `C` and `POSIX` name none.
    public static func environment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> PreferredLanguages {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        var names: [String] = []
        if let list = environment["LANGUAGE"], !list.isEmpty, locale.map(Self.isPOSIX) != true {
            names = list.split(separator: ":").map(String.init)
        } else if let locale {
            names = [locale]
        }
        return PreferredLanguages(names.filter { !Self.isPOSIX($0) })
    }

    private static func isPOSIX(_ name: String) -> Bool {
        let base = name.split(separator: ".").first.map(String.init) ?? name
        return base == "C" || base == "POSIX"
    }

    /// The localization of `available` (folder names without `.lproj`) Wallet shows this reader:
    /// the first preference a folder serves, else the development region; `nil` when the pass has
    /// no localization.
    public func localization(among available: [String]) -> String? {
        preferred(among: available) ?? Self.developmentRegion(among: available)
    }

    /// The localization of `available` that one of the preferences asks for; `nil` when none does.
    public func preferred(among available: [String]) -> String? {
        let folders = available.map { (name: $0, key: Self.key($0)) }
        for tag in tags {
            for candidate in Self.fallbacks(of: tag) {
                let wanted = Self.key(candidate)
                if let match = folders.first(where: { $0.key == wanted }) { return match.name }
            }
            // A regional folder serves the bare language (`de` is served by `de-DE`), as a sibling
            // region does when nothing nearer exists; not across Chinese scripts, which read apart.
            let language = Self.language(of: tag)
            if language != "zh", let sibling = folders.filter({ Self.language(of: $0.name) == language }).min(by: { $0.name < $1.name }) {
                return sibling.name
            }
        }
        return nil
    }

    /// The languages whose folder holds a strings file named `stringsFileName` (`de` for
    /// `de.lproj/order.strings`), sorted.
    public static func localizations(in paths: some Sequence<String>, stringsFileName: String) -> [String] {
        let suffix = ".lproj/" + stringsFileName
        return Set(paths.compactMap { $0.hasSuffix(suffix) ? String($0.dropLast(suffix.count)) : nil }).sorted()
    }

    /// The localization of `files` this reader is shown, and its translations (empty when it has
    /// none, or its strings file does not read).
    public func translations(in files: [String: Data], stringsFileName: String) -> (localization: String?, table: [String: String]) {
        let localization = self.localization(among: Self.localizations(in: files.keys, stringsFileName: stringsFileName))
        let path = localization.map { "\($0).lproj/\(stringsFileName)" }
        let table = path.flatMap { files[$0] }.flatMap { try? StringsFile(data: $0, file: path ?? stringsFileName).table } ?? [:]
        return (localization, table)
    }

    /// English when the pass has it, else the first folder by name.
    public static func developmentRegion(among available: [String]) -> String? {
        PreferredLanguages(["en"]).preferred(among: available) ?? available.min()
    }

    /// The locale dates and numbers are formatted for: the reader's first language, whether or not
    /// the pass is translated into it.
    public var locale: Locale? {
        tags.first.map { Locale(identifier: $0.replacingOccurrences(of: "-", with: "_")) }
    }

    /// Whether the reader's first language is written right to left (Arabic, Hebrew, Persian, Urdu…).
    public var isRightToLeft: Bool {
        tags.first.map(Self.isRightToLeft) ?? false
    }

    /// Whether `language` is written right to left.
    public static func isRightToLeft(_ language: String) -> Bool {
        rightToLeft.contains(self.language(of: language))
    }

    public var description: String { tags.isEmpty ? "none" : tags.joined(separator: ", ") }

    private static let rightToLeft: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi", "ji"]

    /// The tags a preference falls back through, nearest first: itself, with its script made explicit,
    /// its regional parents, its script, its language, and the language's other names.
    static func fallbacks(of tag: String) -> [String] {
        let parts = tag.split(separator: "-").map(String.init)
        let language = parts[0]
        var script = parts.dropFirst().first { $0.count == 4 }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        if script == nil, language == "zh" {
            script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
        }
        var chain = [tag]
        if let script, let region { chain.append("\(language)-\(script)-\(region)") }
        if let region { chain += regionalParents(language: language, region: region).map { "\(language)-\($0)" } }
        if let script {
            chain.append("\(language)-\(script)")
            // The script's usual region names the same writing in older folder names.
            if language == "zh" {
                chain += script == "Hant" ? (region == "HK" ? ["zh-HK", "zh-TW"] : ["zh-TW", "zh-HK"]) : ["zh-CN", "zh-SG"]
            }
        }
        chain.append(language)
        chain += aliases[language] ?? []
        var seen = Set<String>()
        return chain.filter { seen.insert(key($0)).inserted }
    }

    /// The regions Apple's systems fall back to before the bare language.
    private static func regionalParents(language: String, region: String) -> [String] {
        switch language {
        case "en" where !["US", "GB", "001"].contains(region) && !englishUSRegions.contains(region): ["GB"]
        case "es" where region != "ES" && region != "419": ["419"]
        case "pt" where region != "PT" && region != "BR": ["PT"]
        default: []
        }
    }

    /// The English-speaking regions that take American English, as Apple's systems do.
    private static let englishUSRegions: Set<String> = ["AS", "GU", "MH", "MP", "PR", "UM", "VI", "PH"]

    /// Languages' other codes and the English names of old `.lproj` folders.
    private static let aliases: [String: [String]] = [
        "nb": ["no"], "no": ["nb"], "he": ["iw"], "iw": ["he"], "id": ["in"], "in": ["id"], "yi": ["ji"],
        "fil": ["tl"], "tl": ["fil"], "en": ["English"], "fr": ["French"], "de": ["German"], "ja": ["Japanese"],
        "es": ["Spanish"], "it": ["Italian"], "nl": ["Dutch"],
    ]

    /// The language of a tag or folder name, lower-cased.
    static func language(of tag: String) -> String {
        let name = canonical(tag) ?? tag
        let first = String(name.split(separator: "-").first ?? "")
        return legacyNames[first] ?? first.lowercased()
    }

    private static let legacyNames = ["English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it", "Dutch": "nl"]

    /// How folder names and tags compare: case and `_` against `-` do not count.
    static func key(_ tag: String) -> String {
        tag.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// `de_AT.UTF-8` → `de-AT`, `zh-hant-tw` → `zh-Hant-TW`; `nil` for what is not a language tag.
    static func canonical(_ raw: String) -> String? {
        var name = raw.trimmingCharacters(in: .whitespaces)
        if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = String(name[..<cut]) }
        guard !name.isEmpty, name.count <= 35,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy(\.isLetter) else { return nil }
        if legacyNames[first] != nil, parts.count == 1 { return first }
        var result = [first.lowercased()]
        for part in parts.dropFirst() {
            switch part.count {
            case 4 where part.allSatisfy(\.isLetter): result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            case 2, 3: result.append(part.uppercased())
            default: result.append(part)
            }
        }
        return result.joined(separator: "-")
    }
}
