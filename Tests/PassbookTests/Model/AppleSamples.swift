import Foundation

/// Apple's five sample pass folders, copied unchanged into the test fixtures (`Fixtures/Apple`).
enum AppleSamples {
    /// The folder holding `BoardingPass.pass`, `Coupon.pass`, `Event.pass`, `Generic.pass` and `StoreCard.pass`.
    static func appleSamplesFolder() -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Apple")
    }

    static let names = ["BoardingPass", "Coupon", "Event", "Generic", "StoreCard"]

    static func passJSON(_ name: String) throws -> Data {
        try Data(contentsOf: appleSamplesFolder().appendingPathComponent("\(name).pass/pass.json"))
    }
}
