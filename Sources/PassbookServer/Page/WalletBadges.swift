import Foundation

/// The official "Add to Apple Wallet" and "Add to Google Wallet" artwork, when the service is
/// given it: Apple and Google publish it for download and ask that it be used unmodified, so it
/// cannot ship inside passbook. The files are served under `/badges/`.
struct WalletBadges: Sendable {
    /// The file names looked for in the badges folder, SVG preferred.
    static let appleNames = ["add-to-apple-wallet.svg", "add-to-apple-wallet.png"]
    static let googleNames = ["add-to-google-wallet.svg", "add-to-google-wallet.png"]

    /// The files by name.
    let files: [String: Data]

    /// No artwork: the page shows text links.
    init() {
        files = [:]
    }

    /// Reads the artwork of `folder`; a folder without it is an error, since it was given for it.
    init(folder: URL) throws {
        var files: [String: Data] = [:]
        for name in Self.appleNames + Self.googleNames {
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            files[name] = try Data(contentsOf: url)
        }
        guard !files.isEmpty else {
            throw ServerError(
                operation: "read the wallet badges in \(folder.path)", reason: "it holds none of \((Self.appleNames + Self.googleNames).joined(separator: ", "))",
                fix: "Download the badges from Apple's \"Add to Apple Wallet\" and Google's Wallet brand guidelines pages and save them under these names"
            )
        }
        self.files = files
    }

    /// The page's path of Apple's badge, when given.
    var apple: String? { Self.appleNames.first { files[$0] != nil }.map { "/badges/\($0)" } }
    /// The page's path of Google's button, when given.
    var google: String? { Self.googleNames.first { files[$0] != nil }.map { "/badges/\($0)" } }
}
