/// The groups rules are listed in.
public enum RuleConcern: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case structure
    case fields
    case datesAndColors = "dates-and-colors"
    case barcodes
    case relevance
    case webService = "web-service"
    case nfcAndSemantics = "nfc-and-semantics"
    case images
    case localization
    case design

    public var description: String {
        switch self {
        case .structure: "Structure"
        case .fields: "Fields"
        case .datesAndColors: "Dates and colors"
        case .barcodes: "Barcodes"
        case .relevance: "Relevance"
        case .webService: "Web service"
        case .nfcAndSemantics: "NFC and semantics"
        case .images: "Images"
        case .localization: "Localization"
        case .design: "Design"
        }
    }
}
