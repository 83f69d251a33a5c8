public import Passbook

/// Turns a pass into Google Wallet's class and object resources.
///
/// ```swift
/// let mapper = GoogleWalletMapper(options: GoogleWalletOptions(issuerID: "3388000000022000000"))
/// let google = try mapper.map(try template.render(record))
/// google.diagnostics          // what has no counterpart
/// google.schemaDiagnostics()  // what Google's discovery document would refuse
/// ```
public struct GoogleWalletMapper: Sendable {
    /// What the mapping needs besides the pass.
    public var options: GoogleWalletOptions
    /// The discovery document that decides where optional properties go.
    public var schema: WalletObjectsSchema

    /// Creates a mapper.
    public init(options: GoogleWalletOptions, schema: WalletObjectsSchema = .shared) {
        self.options = options
        self.schema = schema
    }

    /// The Google vertical of a pass, or nil when it has no style: a boarding pass maps to a flight
    /// when its transit type is `PKTransitTypeAir` and to transit otherwise.
    public static func vertical(for pass: Pass) -> GoogleWalletVertical? {
        switch pass.style {
        case .generic?: .generic
        case .eventTicket?: .eventTicket
        case .boardingPass?: pass.boardingPass?.transitType == .air ? .flight : .transit
        case .storeCard?: .loyalty
        case .coupon?: .offer
        case nil: nil
        }
    }

    /// Maps `package` (its `pass.json`, images and translations).
    ///
    /// Throws ``PassbookError`` with code ``PassbookError/Code/googleWallet`` when the issuer ID is
    /// not Google's form or the pass has no style.
    public func map(_ package: PassPackage) throws -> GoogleWalletPass {
        let operation = "map the pass \(package.pass.serialNumber) to Google Wallet"
        guard GoogleWalletIdentifier.isValidIssuerID(options.issuerID) else {
            throw PassbookError(
                .googleWallet, operation: operation, reason: "the issuer ID \"\(options.issuerID)\" is not a number",
                fix: "Copy the issuer ID from the Google Pay & Wallet Console (pay.google.com/business/console); it is all digits"
            )
        }
        guard let style = package.pass.style, let fields = package.pass[style: style], let vertical = Self.vertical(for: package.pass) else {
            throw PassbookError(
                .googleWallet, operation: operation, reason: "the pass has no style key (generic, eventTicket, boardingPass, storeCard or coupon)",
                fix: "Give pass.json one of the style keys"
            )
        }
        var builder = ResourceBuilder(package: package, style: style, fields: fields, vertical: vertical, options: options, schema: schema)
        var mapped = builder.build()
        if package.pass.styles.count > 1 {
            mapped.diagnostics.append(Diagnostic(
                id: "google.unmapped.styles", severity: .warning,
                message: "the pass has several style keys; only \(style.key) is carried, as Wallet shows only one",
                file: "pass.json"
            ))
        }
        return mapped
    }
}
