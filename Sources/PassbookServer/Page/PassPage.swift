import Foundation
import Passbook

/// The HTML of the pass page: one self-contained document, no scripts, readable on a phone.
enum PassPage {
    static let styles = ["boardingPass", "coupon", "eventTicket", "generic", "storeCard"]

    static func html(pass: StoredPass, json: JSONValue, token: String) -> String {
        let object = json.objectValue ?? JSONObject()
        let title = string(object["description"]) ?? "Your pass"
        let organization = string(object["organizationName"]) ?? ""
        var rows: [(String, String)] = []
        if let style = styles.first(where: { object[$0] != nil }), let structure = object[style]?.objectValue {
            for group in ["headerFields", "primaryFields", "secondaryFields", "auxiliaryFields"] {
                guard case .array(let fields) = structure[group] ?? .null else { continue }
                for field in fields {
                    guard let field = field.objectValue, let value = text(field["value"]) else { continue }
                    rows.append((string(field["label"]) ?? "", value))
                }
            }
        }
        let query = URLPath.tokenQuery(token)
        let serial = URLPath.segment(pass.serialNumber)
        let fieldRows = rows.prefix(8).map { "<div class=\"field\"><dt>\(escape($0.0))</dt><dd>\(escape($0.1))</dd></div>" }.joined(separator: "\n")
        let voided = pass.voided ? "<p class=\"void\">This pass is void.</p>" : ""
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
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
        a.add { display: block; text-align: center; background: #000; color: #fff; text-decoration: none; font-weight: 600; padding: 14px; border-radius: 12px; }
        .void { color: #c00; font-weight: 600; }
        </style>
        </head>
        <body>
        <main>
        <h1>\(escape(title))</h1>
        <p class="org">\(escape(organization))</p>
        \(voided)
        <img class="preview" src="/p/\(serial)/preview.png?\(query)" alt="Preview of \(escape(title))" width="640">
        <dl>
        \(fieldRows)
        </dl>
        <a class="add" id="add-to-wallet" href="/p/\(serial)/pass.pkpass?\(query)" type="application/vnd.apple.pkpass">Add to Apple Wallet</a>
        </main>
        </body>
        </html>
        """
    }

    static func string(_ value: JSONValue?) -> String? {
        if case .string(let text) = value ?? .null { return text }
        return nil
    }

    static func text(_ value: JSONValue?) -> String? {
        switch value ?? .null {
        case .string(let text): text
        case .number(let number): number.text
        case .bool(let flag): flag ? "Yes" : "No"
        default: nil
        }
    }

    static func escape(_ text: String) -> String { Markup.escaped(text) }
}
