import ArgumentParser
package import Passbook

/// `--language`, which `preview` and `inspect` share: the reader's languages, as Accept-Language
/// lists them, else this machine's.
package struct LanguageOptions: ParsableArguments {
    @Option(
        name: .customLong("language"),
        help: "The reader's languages, most preferred first, as Accept-Language lists them: de, 'de-AT, en;q=0.5' or zh-Hans. Default: this machine's."
    )
    var language: String?

    /// Whether --language was given.
    package var isGiven: Bool { language != nil }

    package init() {}

    package func validate() throws {
        if let language, PreferredLanguages(acceptLanguage: language).tags.isEmpty {
            throw ValidationError("--language \(language) names no language; give tags such as de, zh-Hans or 'de-AT, en;q=0.5'.")
        }
    }

    /// The languages given, else those of this machine's environment.
    package var readers: PreferredLanguages {
        language.map(PreferredLanguages.init(acceptLanguage:)) ?? PreferredLanguages.environment()
    }
}
