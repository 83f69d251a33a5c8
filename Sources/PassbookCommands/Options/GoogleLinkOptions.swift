package import ArgumentParser

/// `batch --google-issuer-id … --google-service-account …`: an "Add to Google Wallet" link beside
/// every pass. The links are made by `passbook-full`, which links the Google Wallet stack.
package struct GoogleLinkOptions: ParsableArguments {
    @Option(name: .customLong("google-issuer-id"), help: "Also write SERIAL.google.txt beside each pass: its Add to Google Wallet link for this issuer ID (needs --google-service-account).")
    package var issuerID: String?

    @Option(name: .customLong("google-service-account"), help: "The Google Cloud service account's JSON key file that signs the links.", completion: .file(extensions: ["json"]))
    package var serviceAccount: String?

    @Option(name: .customLong("google-image-base-url"), help: "The public URL where the template's images are served (logo@3x.png, …); without it the Google passes have no images.")
    package var imageBaseURL: String?

    package init() {}

    /// Whether links are asked for.
    package var isRequested: Bool { issuerID != nil }

    package func validate() throws {
        if (issuerID == nil) != (serviceAccount == nil) {
            throw ValidationError("Google Wallet links need both --google-issuer-id and --google-service-account.")
        }
        if imageBaseURL != nil && issuerID == nil {
            throw ValidationError("--google-image-base-url goes with --google-issuer-id and --google-service-account.")
        }
    }

    /// Whether a command line asks for links, so `passbook` hands it to `passbook-full`.
    package static func requested(in arguments: [String]) -> Bool {
        arguments.contains { $0 == "--google-issuer-id" || $0.hasPrefix("--google-issuer-id=") }
    }
}
