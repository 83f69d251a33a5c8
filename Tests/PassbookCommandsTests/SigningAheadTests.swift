import Foundation
import Passbook
import PassbookTestSupport
import Synchronization
import Testing
@testable import PassbookCommands

@Suite struct HandoffTests {
    @Test func theFirstValueHandedCountsAndWaitersGetIt() {
        let handoff = Handoff<Int>()
        let seen = Atomic<Int>(0)
        let group = DispatchGroup()
        for _ in 0..<4 {
            group.enter()
            Thread {
                seen.add(handoff.value ?? -100, ordering: .sequentiallyConsistent)
                group.leave()
            }.start()
        }
        Thread.sleep(forTimeInterval: 0.1)
        // Nobody got past `value` before the put.
        #expect(seen.load(ordering: .sequentiallyConsistent) == 0)
        handoff.put(7)
        handoff.put(9)
        group.wait()
        #expect(seen.load(ordering: .sequentiallyConsistent) == 28)
        #expect(handoff.value == 7)
    }

    @Test func nilHandsOverNothing() {
        let handoff = Handoff<String>()
        handoff.put(nil)
        handoff.put("late")
        #expect(handoff.value == nil)
    }
}

@Suite struct SigningAheadTests {
    /// Taken once the test PKI exists: its certificates are valid from the moment they were made,
    /// and a test that runs first would otherwise sign before that.
    static let signingTime: Date = {
        _ = try? ServerPKI.get()
        return Date()
    }()

    /// The sample pass with the test PKI's identifiers, and its files.
    static func samplePass(serial: String) throws -> (Pass, PassSource) {
        let source = try PassSource(contentsOf: TestPaths.sample("Generic"))
        var pass = try #require(PassValidator().validateDecoding(source).pass)
        pass.passTypeIdentifier = ServerPKI.passTypeIdentifier
        pass.teamIdentifier = ServerPKI.teamIdentifier
        pass.serialNumber = serial
        return (pass, source)
    }

    static func signedNow(_ pass: Pass, _ files: PassSource) throws -> Data {
        try PassBuilder(files: files.files).build(pass, signedWith: ServerPKI.get().identity(), signingTime: signingTime, validation: .skip).archive
    }

    /// The pass signed on the other thread is the one signing it on the caller's would give.
    @Test func thePassSignedAheadIsThePassSignedNow() throws {
        let pki = try ServerPKI.get()
        let (pass, files) = try Self.samplePass(serial: "AHEAD-1")
        let ahead = SigningAhead(signingTime: Self.signingTime) { try pki.identity() }
        ahead.read(files)
        ahead.decoded(pass)
        let signed = try ahead.signed(pass, files: files)
        #expect(signed.archive == (try Self.signedNow(pass, files)))
    }

    /// A pass other than the one handed ahead (or none handed) is signed when asked for.
    @Test func anotherPassOrNoneIsSignedWhenAskedFor() throws {
        let pki = try ServerPKI.get()
        let (first, files) = try Self.samplePass(serial: "AHEAD-2")
        let (second, _) = try Self.samplePass(serial: "AHEAD-3")
        let ahead = SigningAhead(signingTime: Self.signingTime) { try pki.identity() }
        ahead.read(files)
        ahead.decoded(first)
        #expect(try ahead.signed(second, files: files).archive == (try Self.signedNow(second, files)))

        let nothingHanded = SigningAhead(signingTime: Self.signingTime) { try pki.identity() }
        nothingHanded.finish()
        #expect(try nothingHanded.signed(second, files: files).archive == (try Self.signedNow(second, files)))
    }

    /// An identity that cannot be read is reported as it was thrown, and the thread still ends.
    @Test func anIdentityThatFailsIsReportedAndTheThreadEnds() throws {
        struct Unreadable: Error {}
        let (pass, files) = try Self.samplePass(serial: "AHEAD-4")
        let ahead = SigningAhead(signingTime: Self.signingTime) { throw Unreadable() }
        #expect(throws: Unreadable.self) { try ahead.identity() }
        ahead.read(files)
        #expect(throws: Unreadable.self) { try ahead.signed(pass, files: files) }
        StartupWork.waitForAll()
    }

    /// A pass that cannot be signed (identifiers not the certificate's) fails when asked for, with
    /// the error signing it now gives.
    @Test func aPassThatCannotBeSignedFailsAsSigningItNowWould() throws {
        let pki = try ServerPKI.get()
        var (pass, files) = try Self.samplePass(serial: "AHEAD-5")
        pass.passTypeIdentifier = "pass.com.example.other"
        let ahead = SigningAhead(signingTime: Self.signingTime) { try pki.identity() }
        ahead.read(files)
        ahead.decoded(pass)
        let early = #expect(throws: PassbookError.self) { try ahead.signed(pass, files: files) }
        let now = #expect(throws: PassbookError.self) { try Self.signedNow(pass, files) }
        #expect(early?.description == now?.description)
    }
}
