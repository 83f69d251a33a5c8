import Foundation
import Synchronization
import Testing
@testable import Passbook

/// One rule, and a change to the clean fixture that breaks it.
struct RuleCase: Sendable, CustomTestStringConvertible {
    let id: String
    let severity: Diagnostic.Severity
    /// `file: path` of the expected finding; a trailing `…` matches a prefix.
    let location: String
    var options = ValidationOptions()
    /// Files written beside the fixture in a real folder, for the rules about loading folders.
    var folderExtras: [String: Data] = [:]
    /// Replaces pass.json with these bytes.
    var rawJSON: String?
    /// Validates a `.pkpass` of the broken fixture's files with these extra entries, which its
    /// manifest does not list, followed by `archiveTail`.
    var archiveExtras: [String: Data]?
    var archiveTail = Data()
    var archiveOmits: Set<String> = []
    let breakIt: @Sendable (inout ValidationFixture) throws -> Void

    init(
        _ id: String, _ severity: Diagnostic.Severity, _ location: String, options: ValidationOptions = ValidationOptions(),
        folderExtras: [String: Data] = [:], rawJSON: String? = nil, archiveExtras: [String: Data]? = nil, archiveTail: Data = Data(), archiveOmits: Set<String> = [],
        _ breakIt: @escaping @Sendable (inout ValidationFixture) throws -> Void = { _ in }
    ) {
        self.id = id
        self.severity = severity
        self.location = location
        self.options = options
        self.folderExtras = folderExtras
        self.rawJSON = rawJSON
        self.archiveExtras = archiveExtras
        self.archiveTail = archiveTail
        self.archiveOmits = archiveOmits
        self.breakIt = breakIt
    }

    var testDescription: String { id }

    private static let cleanReports = Mutex<[ValidationOptions: ValidationReport]>([:])

    func matches(_ diagnostic: Diagnostic) -> Bool {
        let place = "\(diagnostic.file ?? ""): \(diagnostic.path ?? "")"
        return location.hasSuffix("…") ? place.hasPrefix(location.dropLast()) : place == location
    }

    /// Validates the fixture, broken or not.
    func report(broken: Bool) throws -> ValidationReport {
        var fixture = try ValidationFixture.clean()
        guard broken else {
            // The clean fixture's report depends on the options alone: a hundred cases share a few.
            if let known = Self.cleanReports.withLock({ $0[options] }) { return known }
            let report = fixture.validate(options)
            Self.cleanReports.withLock { $0[options] = report }
            return report
        }
        try breakIt(&fixture)
        if let rawJSON { fixture.files["pass.json"] = Data(rawJSON.utf8); fixture.json = .null }
        if let archiveExtras {
            let archive = try RuleCases.archive(fixture.source.files, extras: archiveExtras, omitting: archiveOmits) + archiveTail
            return PassValidator(options: options).validate(try PassSource(archive: archive, name: "rule.pkpass"))
        }
        guard !folderExtras.isEmpty else { return fixture.validate(options) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rule-\(UUID().uuidString).pass")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, data) in fixture.source.files.merging(folderExtras, uniquingKeysWith: { first, _ in first }) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return PassValidator(options: options).validate(try PassSource(folder: folder))
    }
}
