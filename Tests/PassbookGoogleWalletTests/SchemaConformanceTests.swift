import Foundation
import Passbook
import PassbookGoogleWallet
import Testing
import PassbookTestSupport

/// Every shipped template, filled with its examples, and every sample pass gives resources that
/// Google's discovery document accepts.
@Suite struct SchemaConformanceTests {
    static let expectedVerticals: [String: GoogleWalletVertical] = [
        "boarding-pass": .flight, "coupon": .offer, "event-ticket": .eventTicket, "generic": .generic,
        "store-card": .loyalty, "rewards-card": .loyalty,
        "poster-event-ticket": .eventTicket, "semantic-boarding-pass": .flight, "poster-generic": .generic,
    ]

    @Test func everyTemplateIsTested() {
        #expect(TestSupport.templates.count >= 5)
    }

    @Test(arguments: TestSupport.templates)
    func templateExamplesMatchTheSchema(template: URL) throws {
        let google = try TestSupport.map(try TestSupport.example(template))
        #expect(google.vertical == Self.expectedVerticals[template.lastPathComponent])
        let problems = google.schemaDiagnostics()
        #expect(TestSupport.errors(problems).isEmpty, "\(template.lastPathComponent): \(TestSupport.errors(problems))")
        #expect(!problems.contains { $0.id == "google.schema.deprecated" }, "\(problems.map(\.description))")
        #expect(google.classID.hasPrefix(TestSupport.issuerID + "."))
        #expect(google.objectID == "\(TestSupport.issuerID).pass.dev.passbook.samples.EXAMPLE-0001")
    }

    @Test(arguments: TestSupport.samples)
    func samplePassesMatchTheSchema(pass: URL) throws {
        let google = try TestSupport.map(try PassPackage(folder: pass))
        let problems = google.schemaDiagnostics()
        #expect(TestSupport.errors(problems).isEmpty, "\(pass.lastPathComponent): \(TestSupport.errors(problems))")
    }

    @Test(.enabled(if: FileIO.isDirectory(TestSupport.appleSamplesFolder), "Apple's sample passes are not on this machine"))
    func applesSamplePassesMatchTheSchema() throws {
        let samples = TestSupport.appleSamples
        #expect(samples.count == 5)
        for pass in samples {
            let google = try TestSupport.map(try PassPackage(folder: pass))
            let problems = google.schemaDiagnostics()
            #expect(TestSupport.errors(problems).isEmpty, "\(pass.lastPathComponent): \(TestSupport.errors(problems))")
        }
    }

    /// Without an image URL, the classes that require a logo fail the schema, and the mapping said why first.
    @Test func withoutImagesTheLogoOfALoyaltyClassIsMissing() throws {
        let template = TestPaths.repositoryRoot.appendingPathComponent("Templates/store-card")
        let google = try TestSupport.map(try TestSupport.example(template), images: false)
        #expect(google.diagnostics.contains { $0.id == "google.images-not-hosted" && $0.files.contains("logo@3x.png") })
        #expect(google.schemaDiagnostics().contains { $0.id == "google.schema.required" && $0.path == "loyaltyClass.programLogo" })
        #expect(!JSONWriter().string(from: google.jsonValue).contains("cdn.example.com"))
    }
}
