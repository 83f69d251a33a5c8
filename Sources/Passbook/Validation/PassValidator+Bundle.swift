extension PassValidator {
    /// Validates a `.pkpasses` bundle already read: the bundle's own rules (``BundleRule``), then
    /// each pass with the standard rules, reported under its place (`trip.pkpasses[2]`). `limits`
    /// bound the reading of each pass.
    public func validate(bundle archive: ZipReader.Archive, name: String, limits: ZipReader.Limits = ZipReader.Limits()) -> BundleValidationReport {
        var findings: [Diagnostic] = []
        var passes: [ZipReader.Entry] = []
        for entry in archive.entries {
            if PassFile.isOSJunk(entry.name) {
                findings.append(Diagnostic(id: "package.os-junk", severity: .warning, message: "\(entry.name) is operating-system clutter; Wallet skips it", file: entry.name))
            } else if !entry.name.lowercased().hasSuffix(".pkpass") || entry.name.contains("/") {
                findings.append(BundleRule.member.finding("\(entry.name) is not a .pkpass file at the top of the bundle; a bundle holds only passes, side by side", file: entry.name))
            } else if !entry.data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
                findings.append(BundleRule.member.finding("\(entry.name) is not a zip archive, so not a pass", file: entry.name))
            } else {
                passes.append(entry)
            }
        }
        if passes.isEmpty {
            findings.append(BundleRule.empty.finding("the bundle holds no pass; give it one to ten .pkpass files"))
        }
        if passes.count > PassBundle.maximumPassCount {
            findings.append(BundleRule.count.finding("the bundle holds \(passes.count) passes, and Wallet takes at most \(PassBundle.maximumPassCount); split it (passbook batch --bundle makes bundles of ten)"))
        }
        let bytes = archive.entries.reduce(0) { $0 + $1.data.count }
        if bytes > PassBundle.maximumByteCount {
            findings.append(BundleRule.size.finding("the bundle's passes are \(bytes) bytes, more than the 150 MB Wallet takes in one bundle"))
        }
        let members = passes.enumerated().map { offset, entry in
            let memberName = "\(name)[\(offset + 1)]"
            let report: ValidationReport
            do {
                report = validate(try PassSource(archive: ZipReader(limits: limits).read(entry.data, what: entry.name), name: memberName))
            } catch {
                report = ValidationReport(name: memberName, diagnostics: [BundleRule.member.finding("\(entry.name) cannot be read as a pass: \(error)", file: entry.name)])
            }
            return BundleValidationReport.Member(index: offset + 1, name: entry.name, report: report)
        }
        var shown: [Diagnostic] = []
        for var finding in findings where !options.isDisabled(finding.id) {
            finding.severity = options.severity(of: finding)
            shown.append(finding)
        }
        return BundleValidationReport(name: name, diagnostics: shown, members: members)
    }

    /// The standard rules, the bundle rules and the order rules: what `passbook rules` lists.
    public static var describedRules: [any RuleDescription] {
        standardRules + BundleRule.all + OrderRule.all
    }
}
