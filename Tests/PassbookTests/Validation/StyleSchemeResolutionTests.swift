import Foundation
@testable import Passbook
import Testing

/// Which layout Wallet draws, and why an earlier scheme was not satisfied, for the schemes a pass asks for.
@Suite struct StyleSchemeResolutionTests {
    static let posterSemantics: JSONValue = [
        "eventName": "Aurora Lines", "eventType": "PKEventTypeLivePerformance", "performerNames": ["Aurora Lines"],
        "venueName": "The Lantern Hall", "venueRegionName": "Vienna", "venueRoom": "Main Hall",
    ]

    /// The clean fixture as a poster event ticket that satisfies every requirement.
    static func poster() throws -> ValidationFixture {
        var fixture = try ValidationFixture.clean()
        fixture.set("preferredStyleSchemes", ["posterEventTicket", "eventTicket"])
        fixture.set("semantics", posterSemantics)
        fixture.set("nfc", ["message": "T-0001", "encryptionPublicKey": .string(RuleCases.p256Key)])
        for scale in 1...3 {
            fixture.files["artwork\(scale == 1 ? "" : "@\(scale)x").png"] = try ValidationFixture.png(358 * scale, 448 * scale, [120, 30, 90, 255])
        }
        return fixture
    }

    static func resolve(_ fixture: ValidationFixture) -> StyleSchemeResolution {
        let images = Set(fixture.files.keys.map { PassFile(path: $0) }.filter { $0.language == nil }.compactMap(\.imageName))
        return StyleSchemeResolution(json: fixture.json.objectValue ?? JSONObject(), imageNames: images)
    }

    static func schemeFindings(_ fixture: ValidationFixture) -> [Diagnostic] {
        fixture.validate().diagnostics.filter { $0.id.hasPrefix("semantics.") && $0.id != "semantics.enum.invalid" }
    }

    @Test func aCompletePosterTicketGetsThePosterLayoutAndNoFinding() throws {
        let fixture = try Self.poster()
        let resolution = Self.resolve(fixture)
        #expect(resolution.layout == .posterEventTicket)
        #expect(resolution.chosen?.scheme == "posterEventTicket")
        #expect(resolution.attempts.map(\.isReached) == [true, false])
        #expect(Self.schemeFindings(fixture).isEmpty)
    }

    @Test func aPosterTicketWithoutArtworkFallsBackNamingTheArtwork() throws {
        var fixture = try Self.poster()
        for name in fixture.files.keys where name.hasPrefix("artwork") { fixture.files[name] = nil }
        let resolution = Self.resolve(fixture)
        #expect(resolution.layout == .classic)
        #expect(resolution.chosen?.scheme == "eventTicket")
        #expect(resolution.attempts.first?.missing == [.artwork(hasBackground: true)])
        let findings = Self.schemeFindings(fixture)
        #expect(findings.map(\.id) == ["semantics.poster"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("artwork.png") == true)
        #expect(findings.first?.message.contains("the classic layout") == true)
    }

    @Test func aPosterTicketWithoutItsSemanticTagsFallsBackNamingEachTag() throws {
        var fixture = try Self.poster()
        fixture.set("semantics.venueRegionName", nil)
        fixture.set("semantics.performerNames", nil)
        let resolution = Self.resolve(fixture)
        #expect(resolution.layout == .classic)
        #expect(resolution.attempts.first?.missing == [.semanticTags(["venueRegionName", "performerNames"])])
        let findings = Self.schemeFindings(fixture)
        #expect(findings.count == 1)
        let message = try #require(findings.first?.message)
        #expect(message.contains("venueRegionName") && message.contains("performerNames"))
        #expect(!message.contains("artwork"))
    }

    @Test func everyMissingPartOfAPosterIsOneFinding() throws {
        var fixture = try Self.poster()
        fixture.set("semantics", nil)
        fixture.set("nfc", nil)
        for name in fixture.files.keys where name.hasPrefix("artwork") || name.hasPrefix("background") { fixture.files[name] = nil }
        let missing = Self.resolve(fixture).attempts.first?.missing ?? []
        #expect(missing == [.semanticTags(StyleSchemeResolution.posterTags), .artwork(hasBackground: false), .nfc])
        let findings = Self.schemeFindings(fixture)
        #expect(findings.count == 1)
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test func aSchemeAfterASatisfiedOneIsNeverReached() throws {
        var fixture = try Self.poster()
        fixture.set("preferredStyleSchemes", ["eventTicket", "posterEventTicket"])
        let resolution = Self.resolve(fixture)
        #expect(resolution.layout == .classic)
        #expect(resolution.attempts.map(\.isReached) == [true, false])
        let findings = Self.schemeFindings(fixture)
        #expect(findings.map(\.id) == ["semantics.scheme"])
        #expect(findings.first?.path == "preferredStyleSchemes[1]")
        #expect(findings.first?.message.contains("never tries posterEventTicket") == true)
    }

    @Test func aSemanticBoardingPassForATrainFallsBack() throws {
        var fixture = try ValidationFixture.clean()
        RuleCases.restyle(&fixture, to: "boardingPass")
        fixture.set("boardingPass.transitType", "PKTransitTypeTrain")
        fixture.set("preferredStyleSchemes", ["semanticBoardingPass", "boardingPass"])
        let resolution = Self.resolve(fixture)
        #expect(resolution.layout == .classic)
        let missing = resolution.attempts.first?.missing ?? []
        #expect(missing.first == .airTransit)
        #expect(missing.count == 2, "the air tags are missing too")
        let findings = Self.schemeFindings(fixture)
        #expect(findings.map(\.id) == ["semantics.boardingPass"])
        #expect(findings.first?.message.contains("airlineCode") == true)
    }

    @Test func aSchemeOfAnotherStyleIsMisplacedNotIncomplete() throws {
        var fixture = try ValidationFixture.clean()
        fixture.set("preferredStyleSchemes", ["semanticBoardingPass", "eventTicket"])
        let resolution = Self.resolve(fixture)
        #expect(resolution.attempts.first?.missing == [.style(.boardingPass)])
        #expect(resolution.layout == .classic)
        let findings = Self.schemeFindings(fixture)
        #expect(findings.map(\.id) == ["semantics.scheme"])
        #expect(findings.first?.message.contains("not an event ticket") == true)
    }

    @Test func posterGenericNeedsItsArtwork() throws {
        var fixture = try ValidationFixture.clean()
        RuleCases.restyle(&fixture, to: "generic")
        fixture.set("posterGeneric", ["primaryFields": [RuleCases.field("member")]])
        #expect(Self.resolve(fixture).layout == .classic)
        #expect(Self.schemeFindings(fixture).map(\.id) == ["semantics.posterGeneric"])
        fixture.files["artwork@2x.png"] = try ValidationFixture.png(716, 896, [0, 90, 100, 255])
        #expect(Self.resolve(fixture).layout == .posterGeneric)
        #expect(Self.schemeFindings(fixture).isEmpty)
    }

    @Test func aPassAskingForNoLayoutIsClassicWithNoAttempts() throws {
        let resolution = Self.resolve(try ValidationFixture.clean())
        #expect(resolution.layout == .classic)
        #expect(!resolution.asksForLayouts)
    }

    @Test func thePackageInitialiserReadsTheSameAsTheJSON() throws {
        let fixture = try Self.poster()
        let package = try PassPackage(viewing: fixture.source)
        #expect(StyleSchemeResolution(package) == Self.resolve(fixture))
    }
}
