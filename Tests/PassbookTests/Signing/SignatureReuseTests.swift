import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

/// A signature made from the first one's structure must be the one OpenSSL would have made.
///
/// RSA PKCS #1 v1.5 signatures are deterministic, so for the same manifest, time and key the
/// reused structure and OpenSSL's `CMS_sign` must give the same bytes, and `openssl cms` must
/// verify every one of them.
@Suite struct SignatureReuseTests {
    let pki: TestPKI

    init() throws {
        pki = try TestPKI.get()
    }

    private func openSSLSignature(_ identity: SigningIdentity, _ content: Data, at time: Date) throws -> Data {
        try CMSSigner.sign(content, certificate: identity.certificate.handle, key: identity.key, intermediate: identity.intermediate.handle, signingTime: time)
    }

    @Test func reusedStructureGivesOpenSSLsBytes() throws {
        let identity = try Fixtures.identity(pki)
        let first = Date(timeIntervalSince1970: 1_790_000_000)
        // The first two signatures are OpenSSL's, and the second becomes the template: a process
        // that signs one pass does not read a template it never uses.
        _ = try identity.signature(for: Data("{\"pass.json\":\"0\"}".utf8), signingTime: first)
        #expect(!identity.reusesSignatureStructure)
        _ = try identity.signature(for: Data("{\"pass.json\":\"1\"}".utf8), signingTime: first)
        #expect(identity.reusesSignatureStructure)
        let times = [first, first.addingTimeInterval(1), Date(timeIntervalSince1970: 946_684_799), Date(timeIntervalSince1970: 2_524_607_999)]
        for (index, time) in times.enumerated() {
            let content = Data("{\"pass.json\":\"\(index)\",\"icon.png\":\"\(String(repeating: "a", count: index * 50))\"}".utf8)
            let reused = try identity.signature(for: content, signingTime: time)
            #expect(reused == (try openSSLSignature(identity, content, at: time)), "signature \(index) at \(time)")
        }
    }

    @Test func timesOutsideUTCTimeGoToOpenSSL() throws {
        let identity = try Fixtures.identity(pki)
        _ = try identity.signature(for: Data("a".utf8), signingTime: Date(timeIntervalSince1970: 1_790_000_000))
        // 2050 and later need GeneralizedTime, which the template cannot hold.
        let late = Date(timeIntervalSince1970: 2_524_608_000)
        let signed = try identity.signature(for: Data("b".utf8), signingTime: late)
        #expect(signed == (try openSSLSignature(identity, Data("b".utf8), at: late)))
        #expect(SignedDataTemplate.utcTime(late) == nil)
        #expect(SignedDataTemplate.utcTime(Date(timeIntervalSince1970: 0)) == Array("700101000000Z".utf8))
    }

    /// The signing time's digits against Foundation's calendar, over the whole range of UTCTime
    /// (before 1970 included) at a stride that meets every month, hour, minute and leap day.
    @Test func utcTimeMatchesTheGregorianCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        var checked = 0
        for seconds in stride(from: -631_152_000, to: 2_524_607_999, by: 86_399 * 3 + 7_777) {
            let date = Date(timeIntervalSince1970: Double(seconds))
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let digits = [parts.year! % 100, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!]
            let expected = digits.map { ($0 < 10 ? "0" : "") + String($0) }.joined() + "Z"
            #expect(SignedDataTemplate.utcTime(date) == Array(expected.utf8), "\(date)")
            checked += 1
        }
        #expect(checked > 10_000)
        #expect(SignedDataTemplate.utcTime(Date(timeIntervalSince1970: 951_782_400)) == Array("000229000000Z".utf8))
        #expect(SignedDataTemplate.utcTime(Date(timeIntervalSince1970: -1)) == Array("691231235959Z".utf8))
    }

    @Test func signaturesFromManyThreadsVerifyWithOpenSSL() throws {
        let identity = try Fixtures.identity(pki)
        let folder = try makeTemporaryFolder()
        let count = 24
        let results = ResultBox(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let content = Data("{\"serial\":\"\(index)\"}".utf8)
            results.set(index, Result { (content, try identity.signature(for: content)) })
        }
        for index in 0..<count {
            let (content, signature) = try #require(try results.get(index)?.get())
            let contentFile = folder.appendingPathComponent("manifest-\(index).json")
            let signatureFile = folder.appendingPathComponent("signature-\(index)")
            try content.write(to: contentFile)
            try signature.write(to: signatureFile)
            let result = try Shell.run([
                "openssl", "cms", "-verify", "-binary", "-inform", "DER", "-in", signatureFile.path,
                "-content", contentFile.path, "-CAfile", pki.url("root.pem").path, "-purpose", "any", "-out", "/dev/null",
            ])
            #expect(result.status == 0, "signature \(index): \(result.stderr)")
        }
    }

    @Test func aStructureThatDoesNotMatchItsContentIsRefused() throws {
        let identity = try Fixtures.identity(pki)
        let signer = try #require(DigestSigner(key: identity.key))
        let time = Date(timeIntervalSince1970: 1_790_000_000)
        let content = Data("manifest".utf8)
        let signed = try openSSLSignature(identity, content, at: time)
        #expect(SignedDataTemplate(signedData: signed, contentDigest: OpenSSL.sha256(content), signingTime: time, signer: signer) != nil)
        // Another digest, another time, or a changed byte in the signed attributes: not a template.
        #expect(SignedDataTemplate(signedData: signed, contentDigest: OpenSSL.sha256(Data("other".utf8)), signingTime: time, signer: signer) == nil)
        #expect(SignedDataTemplate(signedData: signed, contentDigest: OpenSSL.sha256(content), signingTime: time.addingTimeInterval(60), signer: signer) == nil)
        var broken = [UInt8](signed)
        if let index = broken.indices.dropLast(signer.signatureLength + 4).last(where: { broken[$0] == 0x17 }) {
            broken[index + 3] ^= 0x01
        }
        #expect(SignedDataTemplate(signedData: Data(broken), contentDigest: OpenSSL.sha256(content), signingTime: time, signer: signer) == nil)
        #expect(SignedDataTemplate(signedData: Data(signed.prefix(100)), contentDigest: OpenSSL.sha256(content), signingTime: time, signer: signer) == nil)
    }
}

/// Results written from concurrent workers, one slot each.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var values: [Result<(Data, Data), any Error>?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Result<(Data, Data), any Error>) {
        lock.withLock { values[index] = value }
    }

    func get(_ index: Int) -> Result<(Data, Data), any Error>? {
        lock.withLock { values[index] }
    }
}
