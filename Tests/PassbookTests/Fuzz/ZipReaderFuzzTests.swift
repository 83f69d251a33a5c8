import Foundation
import Testing

@testable import Passbook
import PassbookTestSupport

/// Damaged, cut and hostile archives for ``ZipReader``: it must never trap or hang, must fail only
/// with a ``PassbookError`` (`.invalidArchive` or `.io`) that gives a reason, must read whatever it
/// accepts the same way twice, from memory and from a file, and must keep to its limits.
///
/// The seeds are written by ``ZipWriter``, Python's zipfile (plain with a directory entry and a
/// comment, streamed with data descriptors, zip64 local headers, zip64 throughout, empty) and
/// Info-ZIP (plain, data descriptors, zip64, to a pipe), each holding the same three small files.
@Suite struct ZipReaderFuzzTests: FuzzSuite {
    /// One archive to start from.
    struct Seed: Sendable {
        var name: String
        var bytes: [UInt8]
    }

    /// The files every seed holds, small so that cutting a seed at every byte stays quick.
    static let files: [String: Data] = [
        "pass.json": Data(#"{"formatVersion": 1, "description": "Fuzz seed", "serialNumber": "0001"}"#.utf8),
        "icon.png": Data((0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ $0 >> 3) }),
        "de.lproj/pass.strings": StringsFile(["A": "B"]).data(),
    ]

    private static let fileOrder = ["pass.json", "icon.png", "de.lproj/pass.strings"]

    private static let pythonSeeds = """
        import io, os, sys, zipfile
        os.chdir(sys.argv[1])
        names = ['pass.json', 'icon.png', 'de.lproj/pass.strings']
        data = {n: open(n, 'rb').read() for n in names}
        def method(n): return zipfile.ZIP_STORED if n.endswith('.png') else zipfile.ZIP_DEFLATED
        with zipfile.ZipFile('python.zip', 'w') as z:
            z.writestr(zipfile.ZipInfo('de.lproj/'), b'')
            for n in names: z.writestr(n, data[n], method(n))
            z.comment = b'a seed archive'
        class Stream(io.RawIOBase):
            def __init__(self, f): self.f = f
            def writable(self): return True
            def write(self, b): return self.f.write(b)
        with open('python-streamed.zip', 'wb') as f:
            with zipfile.ZipFile(Stream(f), 'w') as z:
                for n in names: z.writestr(n, data[n], method(n))
        with zipfile.ZipFile('python-zip64-local.zip', 'w', zipfile.ZIP_DEFLATED) as z:
            for n in names:
                with z.open(n, 'w', force_zip64=True) as f: f.write(data[n])
        zipfile.ZipFile('python-empty.zip', 'w').close()
        with zipfile.ZipFile('python-bomb.zip', 'w', zipfile.ZIP_DEFLATED) as z:
            z.writestr('background.png', bytes(2000000))
        zipfile.ZIP64_LIMIT = 0
        zipfile.ZIP_FILECOUNT_LIMIT = 0
        with zipfile.ZipFile('python-zip64.zip', 'w') as z:
            for n in names: z.writestr(n, data[n], method(n))
        """

    private static let infoZipSeeds = """
        zip -q -X infozip.zip pass.json icon.png de.lproj/pass.strings \
        && zip -q -X -fd infozip-descriptors.zip pass.json icon.png de.lproj/pass.strings \
        && zip -q -X -fz infozip-zip64.zip pass.json icon.png de.lproj/pass.strings \
        && zip -q -X - pass.json icon.png de.lproj/pass.strings | cat > infozip-streamed.zip
        """

    private static let seedNames = [
        "ZipWriter", "python", "python-streamed", "python-zip64-local", "python-zip64", "python-empty", "infozip", "infozip-descriptors",
        "infozip-zip64", "infozip-streamed", "python-bomb",
    ]

    /// The seeds in the order of ``seedNames``, made once per process, the zip bomb (2 MB of zeros in
    /// 2 KB) last.
    static func seedBytes() throws -> [[UInt8]] {
        try made.get()
    }

    private static let made = Result { () throws -> [[UInt8]] in
        let written = try ZipWriter.archive(fileOrder.map { ZipWriter.Entry(name: $0, data: files[$0]!) }, operation: "write a fuzz seed")
        let folder = try makeTemporaryFolder("passbook-fuzz-zip-seeds")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        try Shell.check(["python3", "-c", pythonSeeds, folder.path])
        try Shell.check(["sh", "-c", infoZipSeeds], in: folder)
        return try [[UInt8](written)] + seedNames.dropFirst().map { [UInt8](try Data(contentsOf: folder.appendingPathComponent($0 + ".zip"))) }
    }

    static let loops = FuzzLoop.list(
        "zip", ["seeds": 1, "cuts": 1, "fields": 1, "tampered": 1, "random": 4, "limits": 1, "files": 1, "unlimited": 1, "unlimited-size": 1, "unlimited-count": 1]
    )

    /// Each loop in a child process (see ``FuzzChild``).
    @Test(arguments: loops)
    func fuzz(_ loop: FuzzLoop) async throws {
        try await FuzzChild.run(loop, context: Self.seedBytes())
    }

    static func run(_ loop: String, batch: Int, context: [[UInt8]], tracker: FuzzChild.Tracker) {
        let all = zip(seedNames, context).map { Seed(name: $0, bytes: $1) }
        guard all.count == seedNames.count, let bomb = all.last else {
            Issue.record("\(context.count) seeds instead of \(seedNames.count)")
            return
        }
        let seeds = Array(all.dropLast())
        switch loop {
        case "seeds": seedsReadBack(seeds, tracker: tracker)
        case "cuts": cuts(seeds, tracker: tracker)
        case "fields": extremeFields(seeds, tracker: tracker)
        case "tampered": tampered(seeds, tracker: tracker)
        case "random": randomDamage(seeds, batch: batch, tracker: tracker)
        case "limits": smallLimits(seeds, bomb: bomb, tracker: tracker)
        case "files": filesAndMemory(seeds, tracker: tracker)
        case "unlimited": unlimited(seeds, tracker: tracker)
        case "unlimited-size", "unlimited-count": hugeZip64Claim(seeds, count: loop == "unlimited-count", tracker: tracker)
        default: Issue.record("no loop \(loop)")
        }
    }

    // MARK: Properties

    /// Reads `bytes`: a failure must be a clean ``PassbookError``; a success must read the same twice,
    /// keep to `limits` and name only safe paths, each once.
    @discardableResult
    static func check(_ bytes: [UInt8], limits: ZipReader.Limits = ZipReader.Limits(), seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) -> ZipReader.Archive? {
        let reader = ZipReader(limits: limits)
        let data = Data(bytes)
        let archive: ZipReader.Archive
        do {
            archive = try reader.read(data, what: "fuzz.pkpass")
        } catch {
            Fuzz.expectClean(error, codes: [.invalidArchive, .io], Fuzz.describe(bytes, seed: seed), sourceLocation: sourceLocation)
            return nil
        }
        let input = Fuzz.describe(bytes, seed: seed)
        #expect((try? reader.read(data, what: "fuzz.pkpass")) == archive, "\(input): a second read differs", sourceLocation: sourceLocation)
        #expect(archive.entries.count <= limits.maxEntries, "\(input): \(archive.entries.count) entries", sourceLocation: sourceLocation)
        let largest = archive.entries.map(\.data.count).max() ?? 0
        #expect(largest <= limits.maxEntrySize, "\(input): an entry of \(largest) bytes", sourceLocation: sourceLocation)
        let total = archive.entries.reduce(0) { $0 + $1.data.count }
        #expect(total <= limits.maxTotalSize, "\(input): \(total) bytes in all", sourceLocation: sourceLocation)
        #expect(archive.leadingBytes >= 0 && archive.trailingBytes >= 0 && archive.leadingBytes + archive.trailingBytes < bytes.count, "\(input): \(archive.leadingBytes) bytes before, \(archive.trailingBytes) after", sourceLocation: sourceLocation)
        let names = archive.entries.map(\.name)
        #expect(Set(names).count == names.count, "\(input): a name twice in \(names)", sourceLocation: sourceLocation)
        for name in names {
            let unsafe = name.isEmpty || name.hasPrefix("/") || name.hasSuffix("/") || name.contains("\\") || name.utf8.contains(0)
                || name.split(separator: "/", omittingEmptySubsequences: false).contains("..")
            #expect(!unsafe, "\(input): the entry name \(name.debugDescription) was accepted", sourceLocation: sourceLocation)
        }
        return archive
    }

    /// The files of an archive by name.
    private static func contents(_ archive: ZipReader.Archive?) -> [String: Data]? {
        archive.map { Dictionary($0.entries.map { ($0.name, $0.data) }, uniquingKeysWith: { first, _ in first }) }
    }

    private static func expected(_ seed: Seed) -> [String: Data] {
        seed.name == "python-empty" ? [:] : files
    }

    // MARK: Loops

    /// Each seed reads back as its files, and so it does with bytes put before it, after it or both,
    /// which are counted.
    static func seedsReadBack(_ seeds: [Seed], tracker: FuzzChild.Tracker) {
        // Bytes with no 'P' in them, so that no signature can appear in what is added.
        let filler = [UInt8](0..<0x50) + [UInt8](0x51...0xFF)
        tracker.each(Fuzz.seeds(1, count: 8)) { seed, generator in
            for archive in seeds {
                let name = "\(archive.name), seed \(seed)"
                let read = check(archive.bytes, seed: seed)
                #expect(contents(read) == expected(archive), "\(name): the seed does not read back")
                #expect(read?.leadingBytes == 0 && read?.trailingBytes == 0, "\(name)")
                let before = (0..<generator.int(1...300)).map { _ in generator.pick(filler) }
                let after = (0..<generator.int(1...300)).map { _ in generator.pick(filler) }
                let prefixed = check(before + archive.bytes, seed: seed)
                #expect(contents(prefixed) == expected(archive), "\(name): \(before.count) bytes put in front")
                #expect(prefixed?.leadingBytes == before.count, "\(name): \(before.count) bytes put in front, \(String(describing: prefixed?.leadingBytes)) found")
                let suffixed = check(archive.bytes + after, seed: seed)
                #expect(contents(suffixed) == expected(archive), "\(name): \(after.count) bytes put after")
                #expect(suffixed?.trailingBytes == after.count, "\(name): \(after.count) bytes put after, \(String(describing: suffixed?.trailingBytes)) found")
                let both = check(before + archive.bytes + after, seed: seed)
                #expect(both?.leadingBytes == before.count && both?.trailingBytes == after.count && contents(both) == expected(archive), "\(name): bytes before and after")
            }
        }
    }

    /// Every seed cut short, at its end or at its front, at every byte: refused.
    static func cuts(_ seeds: [Seed], tracker: FuzzChild.Tracker) {
        for (index, archive) in seeds.enumerated() {
            tracker.begin(UInt64(index))
            for length in 0..<archive.bytes.count {
                let read = check(Array(archive.bytes.prefix(length)), seed: UInt64(length))
                #expect(read == nil, "\(archive.name) cut to its first \(length) bytes was accepted")
                if archive.name != "python-empty" {
                    let front = check(Array(archive.bytes.suffix(length)), seed: UInt64(length))
                    #expect(front == nil, "\(archive.name) cut to its last \(length) bytes was accepted")
                }
            }
        }
    }

    /// Every header field of every seed (sizes, offsets, counts, name and extra lengths, zip64 values)
    /// set to each extreme value in turn.
    static func extremeFields(_ seeds: [Seed], limits: ZipReader.Limits = ZipReader.Limits(), tracker: FuzzChild.Tracker) {
        for (index, archive) in seeds.enumerated() {
            tracker.begin(UInt64(index))
            for field in ZipFields.fields(of: archive.bytes) {
                for value in ZipFields.extremes(width: field.width, original: field.value(in: archive.bytes), size: archive.bytes.count) {
                    var bytes = archive.bytes
                    field.write(value, into: &bytes)
                    check(bytes, limits: limits, seed: UInt64(index))
                }
            }
        }
    }

    /// Damage a reader must notice: sizes and CRCs that no longer match, changed data, names twice.
    static func tampered(_ seeds: [Seed], tracker: FuzzChild.Tracker) {
        var storedIcons = 0
        for (index, archive) in seeds.enumerated() where archive.name != "python-empty" {
            tracker.begin(UInt64(index))
            let fields = ZipFields.fields(of: archive.bytes)
            // A central record's uncompressed size or CRC changed: the entry no longer matches, so the
            // archive is refused (fields set to 0xFFFFFFFF point to zip64 data and are left). The
            // compressed size is not checked this way: a deflate stream ends itself, and Info-ZIP and
            // Python's zipfile read an entry whose compressed size is off as well.
            for field in fields where field.kind == .central && [16, 24].contains(field.position) {
                let original = field.value(in: archive.bytes)
                guard original != 0xFFFF_FFFF, original != 0 else { continue }
                for value in [0, 1, original - 1, original + 1, original ^ 0x8000, 0xFFFF, 0x7FFF_FFFF] where value != original {
                    var bytes = archive.bytes
                    field.write(value, into: &bytes)
                    #expect(check(bytes, seed: UInt64(index)) == nil, "\(archive.name): central field at \(field.offset) set from \(original) to \(value) was accepted")
                }
            }
            // Any byte of the stored icon changed: the CRC no longer matches.
            let icon = [UInt8](files["icon.png"]!)
            if let start = archive.bytes.firstRange(of: icon)?.lowerBound {
                for offset in stride(from: 0, to: icon.count, by: 7) {
                    var bytes = archive.bytes
                    bytes[start + offset] ^= 0x01
                    #expect(check(bytes, seed: UInt64(offset)) == nil, "\(archive.name): byte \(offset) of the stored icon changed, and the archive was accepted")
                }
                storedIcons += 1
            }
            // The central directory twice, the end record counting both: every name appears twice.
            if let doubled = ZipFields.doublingCentralDirectory(archive.bytes) {
                let read = check(doubled, seed: UInt64(index))
                #expect(read == nil, "\(archive.name) with its central directory twice was accepted")
            }
        }
        #expect(storedIcons >= 4, "only \(storedIcons) seeds store the icon as it is")
    }

    /// One random seed damaged: bytes changed, header fields set to extremes, the central directory
    /// repeated, bytes added around it.
    static func damage(_ seeds: [Seed], using generator: inout Fuzz.Generator) -> [UInt8] {
        var bytes = generator.pick(seeds).bytes
        let signatures: [[UInt8]] = [[0x50, 0x4B, 0x03, 0x04], [0x50, 0x4B, 0x01, 0x02], [0x50, 0x4B, 0x05, 0x06], [0x50, 0x4B, 0x06, 0x06], [0x50, 0x4B, 0x06, 0x07], [0x50, 0x4B, 0x07, 0x08]]
        for _ in 0..<generator.int(1...3) {
            let fields = ZipFields.fields(of: bytes)
            let doubled = ZipFields.doublingCentralDirectory(bytes)
            switch generator.below(6) {
            case let choice where choice < 2 && !fields.isEmpty:
                let field = generator.pick(fields)
                let values = ZipFields.extremes(width: field.width, original: field.value(in: bytes), size: bytes.count)
                field.write(generator.pick(values), into: &bytes)
            case 2 where doubled != nil:
                bytes = doubled ?? bytes
            case 3:
                let extra = generator.bytes(generator.int(1...64))
                bytes = generator.chance(1, in: 2) ? extra + bytes : bytes + extra
            default:
                bytes = Fuzz.mutate(bytes, using: &generator, tokens: signatures)
            }
        }
        return bytes
    }

    /// No limits at all (`Int.max` each, which a caller may well pass for "unlimited"): every header
    /// field at its extremes and seeds damaged at random must still fail cleanly.
    static func unlimited(_ seeds: [Seed], tracker: FuzzChild.Tracker) {
        extremeFields(seeds, limits: unlimitedLimits, tracker: tracker)
        tracker.each(Fuzz.seeds(250, count: 300)) { seed, generator in
            check(damage(seeds, using: &generator), limits: unlimitedLimits, seed: seed)
        }
    }

    private static let unlimitedLimits = ZipReader.Limits(maxEntries: .max, maxEntrySize: .max, maxTotalSize: .max)

    /// The smallest inputs behind the `unlimited` loop: the zip64 seed with its first entry's size,
    /// or its end record's entry count, set to `Int.max` (`2^60` for the count), read with no limits.
    /// Either claim must be refused, not trap on arithmetic overflow.
    static func hugeZip64Claim(_ seeds: [Seed], count: Bool, tracker: FuzzChild.Tracker) {
        guard let archive = seeds.first(where: { $0.name == "python-zip64" }) else {
            Issue.record("no zip64 seed")
            return
        }
        let fields = ZipFields.fields(of: archive.bytes)
        // The zip64 end record's entry count, or the first zip64 extra value of the first central record.
        let target = count
            ? fields.first { $0.kind == .zip64End && $0.position == 32 }
            : fields.first { field in field.kind == .extra && field.width == 8 && fields.contains { $0.kind == .central && $0.offset < field.offset } }
        guard let target else {
            Issue.record("the zip64 seed has no \(count ? "zip64 end record" : "zip64 extra field")")
            return
        }
        var bytes = archive.bytes
        target.write(count ? 1 << 60 : UInt64(Int.max), into: &bytes)
        tracker.begin(count ? 2 : 1)
        let read = check(bytes, limits: unlimitedLimits, seed: count ? 2 : 1)
        #expect(read == nil, "\(count ? "2^60 entries" : "an entry of Int.max bytes") accepted")
    }

    /// Seeds damaged at random (see ``damage(_:using:)``).
    static func randomDamage(_ seeds: [Seed], batch: Int, tracker: FuzzChild.Tracker) {
        tracker.each(Fuzz.seeds(100 + UInt64(batch), count: 400)) { seed, generator in
            check(damage(seeds, using: &generator), seed: seed)
        }
    }

    /// The limits hold: the seeds and the bomb exceed the limits given and are refused, and whatever
    /// the damaged ones give keeps to them.
    static func smallLimits(_ seeds: [Seed], bomb: Seed, tracker: FuzzChild.Tracker) {
        let limits = ZipReader.Limits(maxEntries: 2, maxEntrySize: 200, maxTotalSize: 250)
        let bombLimits = ZipReader.Limits(maxEntrySize: 100_000, maxTotalSize: 150_000)
        tracker.begin(0)
        #expect(check(bomb.bytes, limits: bombLimits, seed: 0) == nil, "the zip bomb was inflated past the limits")
        for archive in seeds where archive.name != "python-empty" {
            #expect(check(archive.bytes, limits: limits, seed: 0) == nil, "\(archive.name) was read past the limits")
        }
        tracker.each(Fuzz.seeds(200, count: 300)) { seed, generator in
            check(damage(seeds, using: &generator), limits: limits, seed: seed)
            check(damage([bomb], using: &generator), limits: bombLimits, seed: seed)
        }
    }

    /// Damaged seeds read from a file give what they give from memory.
    static func filesAndMemory(_ seeds: [Seed], tracker: FuzzChild.Tracker) {
        guard let folder = try? makeTemporaryFolder("passbook-fuzz-zip-files") else {
            Issue.record("no temporary folder")
            return
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("fuzz.pkpass")
        tracker.each(Fuzz.seeds(300, count: 300)) { seed, generator in
            let bytes = damage(seeds, using: &generator)
            let input = Fuzz.describe(bytes, seed: seed)
            let memory = check(bytes, seed: seed)
            do {
                try Data(bytes).write(to: file)
                let read = try ZipReader().read(contentsOf: file, what: "fuzz.pkpass")
                #expect(read == memory, "\(input): the file reads \(read.entries.map(\.name)), memory \(String(describing: memory?.entries.map(\.name)))")
            } catch {
                Fuzz.expectClean(error, codes: [.invalidArchive, .io], input)
                #expect(memory == nil, "\(input): memory reads it, the file fails with \(error)")
            }
        }
    }
}

/// The header fields of a zip archive, found by their records' signatures.
enum ZipFields {
    enum Kind: Sendable {
        case local, central, end, zip64End, zip64Locator, descriptor, extra
    }

    struct Field {
        var kind: Kind
        /// Offset of the field within its record.
        var position: Int
        /// Offset of the field in the archive.
        var offset: Int
        var width: Int

        func value(in bytes: [UInt8]) -> UInt64 {
            (0..<width).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
        }

        func write(_ value: UInt64, into bytes: inout [UInt8]) {
            for index in 0..<width { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
        }
    }

    /// Each record's fields as (position, width).
    private static let layouts: [(signature: UInt32, kind: Kind, fields: [(Int, Int)])] = [
        (0x0403_4B50, .local, [(4, 2), (6, 2), (8, 2), (10, 2), (12, 2), (14, 4), (18, 4), (22, 4), (26, 2), (28, 2)]),
        (0x0201_4B50, .central, [(4, 2), (6, 2), (8, 2), (10, 2), (12, 2), (14, 2), (16, 4), (20, 4), (24, 4), (28, 2), (30, 2), (32, 2), (34, 2), (36, 2), (38, 4), (42, 4)]),
        (0x0605_4B50, .end, [(4, 2), (6, 2), (8, 2), (10, 2), (12, 4), (16, 4), (20, 2)]),
        (0x0606_4B50, .zip64End, [(4, 8), (12, 2), (14, 2), (16, 4), (20, 4), (24, 8), (32, 8), (40, 8), (48, 8)]),
        (0x0706_4B50, .zip64Locator, [(4, 4), (8, 8), (16, 4)]),
        (0x0807_4B50, .descriptor, [(4, 4), (8, 4), (12, 4)]),
    ]

    static func fields(of bytes: [UInt8]) -> [Field] {
        var fields: [Field] = []
        var offset = 0
        while offset + 4 <= bytes.count {
            let signature = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
            if let layout = layouts.first(where: { $0.signature == signature }) {
                for (position, width) in layout.fields where offset + position + width <= bytes.count {
                    fields.append(Field(kind: layout.kind, position: position, offset: offset + position, width: width))
                }
                fields += extraFields(of: layout.kind, at: offset, in: bytes)
            }
            offset += 1
        }
        return fields
    }

    /// The extra fields of a local or central record: each one's id and size, and a zip64 one's values.
    private static func extraFields(of kind: Kind, at record: Int, in bytes: [UInt8]) -> [Field] {
        let (nameLength, extraLength, fixed): (Int, Int, Int)
        switch kind {
        case .local where record + 30 <= bytes.count:
            (nameLength, extraLength, fixed) = (Int(bytes[record + 26]) | Int(bytes[record + 27]) << 8, Int(bytes[record + 28]) | Int(bytes[record + 29]) << 8, 30)
        case .central where record + 46 <= bytes.count:
            (nameLength, extraLength, fixed) = (Int(bytes[record + 28]) | Int(bytes[record + 29]) << 8, Int(bytes[record + 30]) | Int(bytes[record + 31]) << 8, 46)
        default:
            return []
        }
        var fields: [Field] = []
        var position = fixed + nameLength
        let end = min(bytes.count - record, fixed + nameLength + extraLength)
        while position + 4 <= end {
            let id = Int(bytes[record + position]) | Int(bytes[record + position + 1]) << 8
            let size = Int(bytes[record + position + 2]) | Int(bytes[record + position + 3]) << 8
            fields.append(Field(kind: .extra, position: position, offset: record + position, width: 2))
            fields.append(Field(kind: .extra, position: position + 2, offset: record + position + 2, width: 2))
            if id == 1 {
                var value = position + 4
                while value + 8 <= min(end, position + 4 + size) {
                    fields.append(Field(kind: .extra, position: value, offset: record + value, width: 8))
                    value += 8
                }
            }
            position += 4 + size
        }
        return fields
    }

    /// Values that break sizes, offsets and counts: the ends of the field's range, around the original, the archive's size.
    static func extremes(width: Int, original: UInt64, size: Int) -> [UInt64] {
        let maximum: UInt64 = width == 8 ? .max : (1 << (8 * UInt64(width))) - 1
        let candidates: [UInt64] = [0, 1, maximum, maximum - 1, maximum / 2, maximum / 2 + 1, original &+ 1, original &- 1, original &* 2, UInt64(size), UInt64(size) &* 1000, 0xFFFF]
        var seen = Set<UInt64>()
        return candidates.map { $0 & maximum }.filter { $0 != original && seen.insert($0).inserted }
    }

    /// The archive with its central directory written twice and the end record counting both, or nil
    /// for a zip64 archive or one whose end record cannot be found.
    static func doublingCentralDirectory(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 22, bytes.firstRange(of: [0x50, 0x4B, 0x06, 0x06]) == nil,
            let end = (0...(bytes.count - 22)).last(where: { bytes[$0] == 0x50 && bytes[$0 + 1] == 0x4B && bytes[$0 + 2] == 0x05 && bytes[$0 + 3] == 0x06 })
        else { return nil }
        let count = Int(bytes[end + 10]) | Int(bytes[end + 11]) << 8
        let size = Int(bytes[end + 12]) | Int(bytes[end + 13]) << 8 | Int(bytes[end + 14]) << 16 | Int(bytes[end + 15]) << 24
        guard count > 0, size > 0, size <= end, 2 * count <= 0xFFFF else { return nil }
        let directory = Array(bytes[(end - size)..<end])
        var doubled = Array(bytes[..<end]) + directory + Array(bytes[end...])
        let record = end + size
        for (position, value) in [(8, 2 * count), (10, 2 * count), (12, 2 * size)] {
            let width = position == 12 ? 4 : 2
            for index in 0..<width { doubled[record + position + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
        }
        return doubled
    }
}
