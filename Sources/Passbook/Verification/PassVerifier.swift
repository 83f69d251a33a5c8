public import Foundation

/// Verifies `.pkpass` archives the way Wallet does, and says why each check passed or failed.
public struct PassVerifier: Sendable {
    /// The roots a chain must end in. Apple Root CA by default.
    public var trustedRoots: [X509Certificate]
    /// Intermediates offered for chain building besides those embedded in the signature.
    /// Apple's WWDR G4 and older generations by default, which also resolves signatures that
    /// embed an older WWDR certificate than the one that issued the signer.
    public var intermediates: [X509Certificate]
    /// The intermediates current iOS completes a chain with when a signature embeds none: Apple's
    /// WWDR generations (a test stands its own in for them).
    var appleIntermediates: [Data] = ((try? AppleCertificates.wwdrIntermediates) ?? []).map(\.derBytes)
    /// Limits for opening archives.
    public var limits: ZipReader.Limits
    /// Development roots the chain is expected to end at (passes signed with `passbook certs dev`
    /// certificates, verified with their folder): ending at one is what was asked for, so
    /// `signature.apple-root` passes, still saying that Wallet will not install the pass. A chain
    /// that ends at any other root than Apple's is a warning.
    public var expectedDevelopmentRoots: [X509Certificate] = []

    /// Creates a verifier.
    ///
    /// - Parameters:
    ///   - trustedRoots: Roots to trust instead of Apple Root CA (a development CA, for example).
    ///   - intermediates: Extra intermediates to offer; Apple's WWDR certificates are always offered.
    ///   - limits: Limits for opening archives.
    public init(trustedRoots: [X509Certificate]? = nil, intermediates: [X509Certificate] = [], limits: ZipReader.Limits = ZipReader.Limits()) throws {
        self.trustedRoots = try trustedRoots ?? [AppleCertificates.rootCA]
        self.intermediates = intermediates + (try AppleCertificates.wwdrIntermediates)
        self.limits = limits
    }

    /// Verifies the `.pkpass` file at `url`, reading it a part at a time. Never throws: every problem
    /// becomes a failed check.
    public func verify(contentsOf url: URL) -> VerificationReport {
        let name = url.lastPathComponent
        do {
            return verify(try ZipReader(limits: limits).read(contentsOf: url, what: name), name: name)
        } catch {
            return Self.unreadable(name, error)
        }
    }

    /// Verifies `.pkpass` bytes. Never throws: every problem becomes a failed check.
    public func verify(archive: Data, name: String = "pass.pkpass") -> VerificationReport {
        do {
            return verify(try ZipReader(limits: limits).read(archive, what: name), name: name)
        } catch {
            return Self.unreadable(name, error)
        }
    }

    private static func unreadable(_ name: String, _ error: any Error) -> VerificationReport {
        var run = VerificationRun(file: name)
        run.fail("archive.open", "The archive opens safely", "\(error)")
        return run.report
    }

    /// Verifies an archive already read. Never throws: every problem becomes a failed check.
    public func verify(_ archive: ZipReader.Archive, name: String = "pass.pkpass") -> VerificationReport {
        var run = VerificationRun(file: name)
        let entries = archive.entries
        run.pass("archive.open", "The archive opens safely", "\(entries.count) files, no unsafe paths, within size limits")
        let boundsTitle = "Nothing but the archive in the file"
        if archive.trailingBytes > 0 {
            run.fail("archive.extra-bytes", boundsTitle, ArchiveAudit.trailingBytesText(archive.trailingBytes))
        } else if archive.leadingBytes > 0 {
            run.warn("archive.extra-bytes", boundsTitle, ArchiveAudit.leadingBytesText(archive.leadingBytes))
        }
        var files: [String: Data] = [:]
        for entry in entries { files[entry.name] = entry.data }
        let audit = ArchiveAudit(files: files)

        let kind = audit.kind
        let layoutTitle = "\(kind.documentName), manifest.json and signature at the top level"
        if audit.missingRequired.isEmpty {
            run.pass("archive.layout", layoutTitle, "all three present")
        } else {
            let wrapped = files.keys.sorted().first { $0.hasSuffix("/pass.json") || $0.hasSuffix("/order.json") }
            run.fail(
                "archive.layout", layoutTitle,
                "missing \(audit.missingRequired.joined(separator: ", "))"
                    + (wrapped.map { "; found \($0): the files are inside a wrapper folder. Archive the folder's contents, not the folder (passbook build does this)" } ?? "")
            )
        }
        let junk = files.keys.filter(PassFile.isOSJunk).sorted()
        if !junk.isEmpty {
            run.warn("archive.os-junk", "No operating-system clutter", "found \(junk.joined(separator: ", ")); rebuild the pass from its folder with passbook build, which leaves them out")
        }

        let manifest = checkManifest(audit, present: files["manifest.json"] != nil, &run)
        let certified = checkDocument(archive, name: name, audit: audit, &run)
        checkSignature(files, kind: kind, manifest: manifest != nil, certified: certified, &run)
        return run.report
    }

    /// What the signer's certificate must name: a pass's type and team, or an order's type.
    struct CertifiedIdentifiers {
        var typeIdentifier: String
        var teamIdentifier: String?

        init(_ pass: Pass) {
            typeIdentifier = pass.passTypeIdentifier
            teamIdentifier = pass.teamIdentifier
        }

        init(orderTypeIdentifier: String) {
            typeIdentifier = orderTypeIdentifier
            teamIdentifier = nil
        }
    }

    private func checkManifest(_ audit: ArchiveAudit, present: Bool, _ run: inout VerificationRun) -> Manifest? {
        let digest = audit.kind.manifestDigest.displayName
        let title = "manifest.json is an object of \(digest) digests"
        guard present else {
            run.skip("manifest.format", title, "no manifest.json")
            return nil
        }
        guard let manifest = audit.manifest else {
            run.fail("manifest.format", title, "\(audit.manifestProblem ?? "it does not read"); Wallet refuses such a \(audit.kind.name). Rebuild it with passbook build")
            return nil
        }
        run.pass("manifest.format", title, "\(manifest.digests.count) entries")
        if audit.unlisted.isEmpty {
            run.pass("manifest.complete", "Every file is in the manifest", "\(audit.compared + audit.absent.count) files listed")
        } else {
            run.fail("manifest.complete", "Every file is in the manifest", ArchiveAudit.unlistedText(audit.unlisted))
        }
        if audit.absent.isEmpty {
            run.pass("manifest.entries-exist", "Every manifest entry has its file", "all \(manifest.digests.count) present")
        } else {
            run.fail("manifest.entries-exist", "Every manifest entry has its file", ArchiveAudit.absentText(audit.absent))
        }
        if audit.mismatched.isEmpty {
            run.pass("manifest.digests", "Every \(digest) digest matches", "\(audit.compared) digests match")
        } else {
            run.fail("manifest.digests", "Every \(digest) digest matches", ArchiveAudit.mismatchText(audit.mismatched, digest: audit.kind.manifestDigest))
        }
        return manifest
    }

    /// Judges the document and the package's files with the rules of its kind (the pass rules, or
    /// the order rules), so that `verify` refuses what Wallet refuses for its content as `validate` does.
    private func checkDocument(_ archive: ZipReader.Archive, name: String, audit: ArchiveAudit, _ run: inout VerificationRun) -> CertifiedIdentifiers? {
        let kind = audit.kind
        let document = kind.documentName
        let title = "\(document) describes \(kind == .order ? "an order" : "a pass") Wallet accepts"
        guard archive.entries.contains(where: { $0.name == document }) else {
            run.skip(document, title, "no \(document)")
            return nil
        }
        let source: PassSource
        do {
            source = try PassSource(archive: archive, name: name, audit: audit)
        } catch {
            run.fail(document, title, "\(error)")
            return nil
        }
        let report: ValidationReport
        let certified: CertifiedIdentifiers?
        let described: String?
        switch kind.document {
        case .pass:
            let (passReport, pass) = PassValidator().validateDecoding(source)
            (report, certified, described) = (passReport, pass.map(CertifiedIdentifiers.init), pass.map { "\($0.passTypeIdentifier) serial \($0.serialNumber)" })
        case .order:
            let (orderReport, json) = OrderValidator().validateDecoding(source)
            let identifiers = json.map(OrderDocument.identifiers)
            report = orderReport
            certified = identifiers.map { CertifiedIdentifiers(orderTypeIdentifier: $0.typeIdentifier) }
            described = identifiers.map { "\($0.typeIdentifier) order \($0.serialNumber)" }
        }
        // The archive's own findings are checks of their own above.
        let errors = report.errors.filter { !$0.id.hasPrefix("archive.") }
        if errors.isEmpty, let described {
            let warnings = report.warnings.count
            run.pass(document, title, described + (warnings == 0 ? "" : "; \(warnings) warning\(warnings == 1 ? "" : "s") (passbook validate lists them)"))
        } else {
            let shown = errors.prefix(5).map { ($0.file.map { "\($0): " } ?? "") + $0.message }
            run.fail(
                document, title,
                (shown.isEmpty ? "\(document) does not decode" : shown.joined(separator: "; ")) + (errors.count > 5 ? "; and \(errors.count - 5) more" : "")
                    + ". passbook validate explains each"
            )
        }
        return certified
    }

    private func checkSignature(_ files: [String: Data], kind: PackageKind, manifest: Bool, certified: CertifiedIdentifiers?, _ run: inout VerificationRun) {
        let formatTitle = "signature is a DER CMS SignedData over manifest.json"
        guard let signatureData = files["signature"] else {
            run.skip("signature.format", formatTitle, "no signature file")
            return
        }
        let cms: CMSSignature
        do {
            cms = try CMSSignature(der: signatureData)
        } catch {
            run.fail("signature.format", formatTitle, "\(error)")
            return
        }
        guard cms.isSignedData else {
            run.fail("signature.format", formatTitle, "the CMS structure is not SignedData")
            return
        }
        guard cms.signerCount == 1 else {
            run.fail("signature.format", formatTitle, "it has \(cms.signerCount) signers; Wallet expects exactly one")
            return
        }
        if cms.isDetached {
            run.pass("signature.format", formatTitle, "detached SignedData, digest \(cms.digestAlgorithm ?? "unknown")")
        } else if let manifestData = files["manifest.json"], cms.embeddedContent == manifestData {
            // A real pass that Wallet installs carries its manifest inside the signature; only different
            // content is known to be refused.
            run.warn(
                "signature.format", formatTitle,
                "the signature embeds a copy of manifest.json instead of being detached; the copy is identical, so the pass opens, "
                    + "but Apple documents a detached signature (openssl smime -sign -binary without -nodetach; passbook build makes one)"
            )
        } else {
            run.fail(
                "signature.format", formatTitle,
                files["manifest.json"] == nil
                    ? "the signature embeds its own content and there is no manifest.json to compare it with"
                    : "the signature embeds content that differs from manifest.json, so it signs something else; Wallet refuses it. Rebuild the pass with passbook build"
            )
            return
        }

        let embedded = cms.certificates
        guard let signer = cms.signerCertificate(among: embedded) else {
            run.fail("signature.signer", "The signer certificate is embedded", "no embedded certificate matches the signer")
            return
        }
        let signerCert = X509Certificate(handle: signer)
        run.pass("signature.signer", "The signer certificate is embedded", signerCert.commonName ?? signerCert.subject)

        if let manifestData = files["manifest.json"] {
            if let failure = cms.verifySignature(over: manifestData) {
                run.fail("signature.valid", "The signature is valid over manifest.json", failure)
            } else {
                run.pass("signature.valid", "The signature is valid over manifest.json", "the signed digest matches manifest.json and the RSA/ECDSA signature verifies")
            }
        } else {
            run.skip("signature.valid", "The signature is valid over manifest.json", "no manifest.json")
        }

        let signingTime = cms.signingTime
        if let signingTime {
            run.pass("signature.signing-time", "The signature records its signing time", signingTime.iso8601)
        } else {
            run.fail("signature.signing-time", "The signature records its signing time", "no signingTime attribute; Wallet refuses signatures without it")
        }

        checkChain(signer: signerCert, embedded: embedded, at: signingTime ?? Date(), &run)

        if kind == .order {
            checkOrderCertificate(signerCert, orderTypeIdentifier: certified?.typeIdentifier, &run)
        } else {
            checkPassCertificate(signerCert, pass: certified, &run)
        }

        run.signer = VerificationReport.Signer(
            subject: signerCert.subject,
            issuer: signerCert.issuer,
            passTypeIdentifier: signerCert.userID,
            teamIdentifier: signerCert.organizationalUnit,
            notBefore: signerCert.notBefore,
            notAfter: signerCert.notAfter,
            signingTime: signingTime,
            digestAlgorithm: cms.digestAlgorithm,
            embeddedCertificates: embedded.map(\.subjectLine),
            chain: run.chain
        )
    }

    /// The Pass Type ID checks: Apple's marker naming the pass type, UID and OU matching pass.json.
    private func checkPassCertificate(_ signerCert: X509Certificate, pass: CertifiedIdentifiers?, _ run: inout VerificationRun) {
        let markerTitle = "The signer is a Pass Type ID certificate for this pass"
        if !signerCert.hasPassTypeMarker {
            run.fail(
                "certificate.pass-type", markerTitle,
                "it lacks Apple's Pass Type ID extension (1.2.840.113635.100.6.1.16): it is another kind of certificate, and Wallet refuses it (\"LeafMarkerOid\"). "
                    + "Sign with the Pass Type ID certificate from developer.apple.com (or one made by passbook certs dev)"
            )
        } else if let marked = signerCert.passTypeMarkerIdentifier, let pass, marked != pass.typeIdentifier {
            run.fail(
                "certificate.pass-type", markerTitle,
                "its Pass Type ID extension names \"\(marked)\" but pass.json has passTypeIdentifier \"\(pass.typeIdentifier)\"; Wallet refuses a pass signed for another pass type. "
                    + "Sign with the certificate of \(pass.typeIdentifier), or set passTypeIdentifier to \(marked)"
            )
        } else {
            run.pass("certificate.pass-type", markerTitle, "Apple's Pass Type ID extension" + (signerCert.passTypeMarkerIdentifier.map { " names \($0)" } ?? " is present"))
        }

        let identifiersTitle = "Certificate UID and OU match passTypeIdentifier and teamIdentifier"
        if let pass {
            var problems: [String] = []
            if signerCert.userID != pass.typeIdentifier {
                problems.append("certificate UID \"\(signerCert.userID ?? "none")\" but passTypeIdentifier \"\(pass.typeIdentifier)\"")
            }
            if signerCert.organizationalUnit != (pass.teamIdentifier ?? "") {
                problems.append("certificate OU \"\(signerCert.organizationalUnit ?? "none")\" but teamIdentifier \"\((pass.teamIdentifier ?? ""))\"")
            }
            if problems.isEmpty {
                run.pass("certificate.identifiers", identifiersTitle, "\(pass.typeIdentifier), team \((pass.teamIdentifier ?? ""))")
            } else {
                run.fail("certificate.identifiers", identifiersTitle, problems.joined(separator: "; "))
            }
        } else {
            run.skip("certificate.identifiers", identifiersTitle, "pass.json could not be read")
        }

    }

    /// The Order Type ID checks: an Order Type ID certificate whose UID (and marker) is order.json's orderTypeIdentifier.
    private func checkOrderCertificate(_ signerCert: X509Certificate, orderTypeIdentifier: String?, _ run: inout VerificationRun) {
        let title = "The signer is an Order Type ID certificate for this order"
        let certified = signerCert.certifiedOrderTypeIdentifier
        if !signerCert.isOrderTypeCertificate {
            let pass = signerCert.hasPassTypeMarker ? " (it is a Pass Type ID certificate, which cannot sign orders)" : ""
            run.fail(
                "certificate.order-type", title,
                "it has neither Apple's Order Type ID extension (1.2.840.113635.100.14.2) nor the Order Type ID key usage (1.2.840.113635.100.4.19)\(pass); "
                    + "sign with the Order Type ID certificate from developer.apple.com (or one made by passbook certs dev --order-type-id)"
            )
        } else if let orderTypeIdentifier, !signerCert.certifies(orderTypeIdentifier: orderTypeIdentifier) {
            run.fail(
                "certificate.order-type", title,
                "the certificate is for \"\(certified ?? "no order type")\" but order.json has orderTypeIdentifier \"\(orderTypeIdentifier)\"; Wallet refuses an order signed for another order type"
            )
        } else {
            run.pass("certificate.order-type", title, "order type \(certified ?? "named by its key usage")")
        }
    }

    private func checkChain(signer: X509Certificate, embedded: [X509Handle], at date: Date, _ run: inout VerificationRun) {
        let others = embedded.filter { $0.derBytes != signer.derBytes }
        let issuerEmbedded = others.contains { $0.issued(signer.handle) }
        let offered = others + intermediates.map(\.handle)
        let roots = trustedRoots.map(\.handle)
        let result = ChainVerifier.verify(leaf: signer.handle, untrusted: offered, roots: roots, at: date)
        let chainTitle = "The chain reaches a trusted root, valid at the signing time"
        if let error = result.error {
            var hint = issuerEmbedded ? "" : "; the signature does not embed the intermediate that issued the signer (\(signer.issuer))"
            let appleRoot = try? AppleCertificates.rootCA
            if trustedRoots.count == 1, trustedRoots.first?.derBytes == appleRoot?.derBytes, signer.issuerCommonName?.hasPrefix("Apple") != true {
                hint += ". It is not signed by Apple: for development certificates, give their folder with --dev-certs FOLDER (passbook certs dev writes it), or their root with --ca ROOT.pem"
            }
            run.fail("signature.chain", chainTitle, "\(error) (checked at \(date.iso8601))\(hint)")
            return
        }
        run.chain = result.chain.map(\.subjectLine)
        run.pass("signature.chain", chainTitle, result.chain.map { $0.commonName ?? $0.subjectLine }.joined(separator: " → "))

        let intermediateTitle = "The signature embeds the intermediate that issued the signer"
        if issuerEmbedded {
            run.pass("signature.intermediate", intermediateTitle, signer.issuer)
        } else if others.isEmpty {
            let completedByApple = result.chain.count > 1 && appleIntermediates.contains(result.chain[1].derBytes)
            if completedByApple, let address = signer.caIssuers.first {
                // Production passes without it open on current iOS: boarding passes issued through Amadeus
                // in 2026 embed only the signer. Older iOS refused them (frozon/passbook #5, jpasskit #2).
                run.warn(
                    "signature.intermediate", intermediateTitle,
                    "no intermediate is embedded: current iOS opens such passes (production boarding passes issued in 2026 embed none; the certificate names its issuer at \(address)), "
                        + "but iOS 6 to at least iOS 14 refused them (reports from 2012 to 2020); embed \(signer.issuerCommonName ?? "the WWDR intermediate") so that every iPhone opens the pass (passbook build does)"
                )
            } else {
                run.fail(
                    "signature.intermediate", intermediateTitle,
                    "no intermediate is embedded and the certificate's issuer is not an Apple WWDR intermediate it names the address of; Wallet cannot build the chain (the most common cause of refused passes)"
                )
            }
        } else {
            run.warn(
                "signature.intermediate",
                intermediateTitle,
                "the embedded intermediate (\(others.map(\.subjectLine).joined(separator: ", "))) did not issue the signer; the chain was completed with \(signer.issuer)"
            )
        }

        let anchorTitle = "The chain ends at Apple Root CA"
        let appleRoot = try? AppleCertificates.rootCA
        if let anchor = result.chain.last, let appleRoot, anchor.derBytes == appleRoot.derBytes {
            run.pass("signature.apple-root", anchorTitle, "Apple Root CA")
        } else if let anchor = result.chain.last, expectedDevelopmentRoots.contains(where: { $0.derBytes == anchor.derBytes }) {
            run.pass(
                "signature.apple-root", anchorTitle,
                "the chain ends at \(anchor.commonName ?? anchor.subjectLine), the development root expected; Wallet installs only passes whose chain ends at Apple Root CA"
            )
        } else {
            let anchor = result.chain.last?.subjectLine ?? "unknown"
            run.warn(
                "signature.apple-root",
                anchorTitle,
                "the chain ends at \(anchor), not Apple Root CA: the signature is valid for that root, but Wallet will not install this pass on a device"
            )
        }
    }
}

/// Collects checks while a verification runs.
struct VerificationRun {
    var report: VerificationReport
    var chain: [String] = []

    init(file: String) {
        report = VerificationReport(file: file, checks: [], signer: nil)
    }

    var signer: VerificationReport.Signer? {
        get { report.signer }
        set { report.signer = newValue }
    }

    mutating func pass(_ id: String, _ title: String, _ detail: String) { add(id, title, .passed, detail) }
    mutating func warn(_ id: String, _ title: String, _ detail: String) { add(id, title, .warning, detail) }
    mutating func fail(_ id: String, _ title: String, _ detail: String) { add(id, title, .failed, detail) }
    mutating func skip(_ id: String, _ title: String, _ detail: String) { add(id, title, .skipped, detail) }

    private mutating func add(_ id: String, _ title: String, _ verdict: VerificationReport.Verdict, _ detail: String) {
        report.checks.append(VerificationReport.Check(id: id, title: title, verdict: verdict, detail: detail))
    }
}
