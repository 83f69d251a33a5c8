import Crypto
import Foundation
import Passbook
import PassbookRendering

/// The HTML of the pass page: one self-contained document, no scripts, readable on a phone. The
/// fields read as on the pass (dates, numbers and currencies in their styles, labels translated)
/// in the reader's language, and the buttons follow Apple's and Google's badge guidelines.
enum PassPage {
    /// What the page shows of one pass.
    struct Content {
        var pass: StoredPass
        var package: PassPackage
        var token: String
        /// The "Add to Google Wallet" link; `nil` shows only Apple's button.
        var googleSaveURL: String?
        /// The request's `Accept-Language`.
        var acceptLanguage: String
        /// Official badge artwork, when the service was given it.
        var badges: WalletBadges
    }

    /// The page's one style sheet, inline so the page is one request; the Content-Security-Policy
    /// allows exactly this text by its hash, and nothing else inline.
    static let styleSheet = """

    body { margin: 0; font: 17px/1.4 -apple-system, "Inter", "Helvetica Neue", sans-serif; background: #f2f2f7; color: #1c1c1e; }
    main { max-width: 420px; margin: 0 auto; padding: 20px 16px 40px; }
    h1 { font-size: 22px; margin: 4px 0 2px; }
    .org { color: #636366; margin: 0 0 16px; }
    img.preview { width: 100%; height: auto; border-radius: 14px; box-shadow: 0 4px 18px rgba(0,0,0,.18); background: #fff; }
    dl { background: #fff; border-radius: 12px; padding: 4px 16px; margin: 20px 0; }
    .field { display: flex; justify-content: space-between; gap: 12px; padding: 10px 0; border-bottom: 1px solid #e5e5ea; }
    .field:last-child { border-bottom: 0; }
    dt { color: #636366; text-transform: uppercase; font-size: 13px; letter-spacing: .03em; }
    dd { margin: 0; font-weight: 600; text-align: right; }
    /* Both buttons 48 px high (Google's minimum) with 8 px of clear space (Google's 8 dp, more than Apple's 0.1 × height). */
    .wallets { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; padding: 8px 0; background: #fff; border-radius: 12px; }
    .wallets a { display: inline-flex; align-items: center; margin: 8px; min-height: 48px; }
    .wallets a img { height: 48px; width: auto; display: block; }
    .wallets a.text { padding: 0 20px; border-radius: 24px; background: #000; color: #fff; text-decoration: none; font-weight: 600; }
    .void { color: #c00; font-weight: 600; }

    """

    /// The `Content-Security-Policy` of the page: nothing loads but the style sheet above and images
    /// from the service itself (the preview and the badges), no script runs, no form posts, and
    /// no other site may frame the page.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src '\(styleHash)'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// `sha256-…` of ``styleSheet``, as CSP names an inline block.
    static let styleHash = "sha256-" + Data(SHA256.hash(data: Data(styleSheet.utf8))).base64EncodedString()

    static func html(_ content: Content) -> String {
        let pass = content.package.pass
        let readers = PreferredLanguages(acceptLanguage: content.acceptLanguage)
        let language = readers.localization(among: content.package.languages)
        let locale = readers.locale ?? Locale(identifier: "en_US")
        let pageLanguage = language ?? locale.identifier.replacingOccurrences(of: "_", with: "-")
        let strings = language.flatMap { content.package.strings(for: $0) }.flatMap { try? StringsFile(data: $0, file: "pass.strings") }
        let table = Dictionary((strings?.entries ?? []).map { ($0.key, $0.value) }) { first, _ in first }
        let translate = { (text: String) in table[text] ?? text }
        let title = translate(pass.description.isEmpty ? "Your pass" : pass.description)
        let organization = translate(pass.organizationName)
        let fields = DisplayedField.front(of: content.package, language: language, locale: locale)
        let query = URLPath.tokenQuery(content.token)
        let serial = URLPath.segment(content.pass.serialNumber)
        let voided = content.pass.voided ? "<p class=\"void\">This pass is void.</p>" : ""
        let apple = button(
            id: "add-to-wallet", href: "/p/\(serial)/pass.pkpass?\(query)", type: "application/vnd.apple.pkpass", label: "Add to Apple Wallet",
            artwork: content.badges.apple
        )
        let google = content.googleSaveURL.map {
            button(id: "add-to-google-wallet", href: $0, type: nil, label: "Add to Google Wallet", artwork: content.badges.google)
        } ?? ""
        return document(
            language: pageLanguage, title: title, heading: title, subtitle: organization, notice: voided,
            preview: "/p/\(serial)/preview.png?\(query)", previewAlt: "Preview of \(title)", rows: fields.prefix(10).map { ($0.label ?? "", $0.value) },
            buttons: apple + "\n" + google
        )
    }

    /// The page around what it shows: heading, preview, a list of labelled values and the wallet
    /// buttons (`buttons` and `notice` are HTML; everything else is escaped here).
    static func document(
        language: String, title: String, heading: String, subtitle: String, notice: String = "", preview: String, previewAlt: String,
        rows: [(String, String)], buttons: String
    ) -> String {
        let fieldRows = rows.map { "<div class=\"field\"><dt>\(escape($0.0))</dt><dd>\(escape($0.1))</dd></div>" }.joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="\(escape(language))" dir="\(PreferredLanguages.isRightToLeft(language) ? "rtl" : "ltr")">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(styleSheet)</style>
        </head>
        <body>
        <main>
        <h1>\(escape(heading))</h1>
        <p class="org">\(escape(subtitle))</p>
        \(notice)
        <img class="preview" src="\(escape(preview))" alt="\(escape(previewAlt))" width="640">
        <dl>
        \(fieldRows)
        </dl>
        <div class="wallets">
        \(buttons)
        </div>
        </main>
        </body>
        </html>
        """
    }

    /// A wallet button: the official artwork when given, else a plain text link (never an
    /// imitation of the badges, which both guidelines forbid).
    private static func button(id: String, href: String, type: String?, label: String, artwork: String?) -> String {
        let typeAttribute = type.map { " type=\"\($0)\"" } ?? ""
        guard let artwork else {
            return "<a class=\"text\" id=\"\(id)\" href=\"\(escape(href))\"\(typeAttribute)>\(escape(label))</a>"
        }
        return "<a id=\"\(id)\" href=\"\(escape(href))\"\(typeAttribute)><img src=\"\(escape(artwork))\" alt=\"\(escape(label))\" height=\"48\"></a>"
    }

    static func escape(_ text: String) -> String { Markup.escaped(text) }
}
