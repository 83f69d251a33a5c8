import Foundation

/// Everything a rule looks at, read once per validation run.
///
/// `pass.json` is offered both as parsed JSON (``json``), which exists even when the pass does not
/// decode, and as a ``Pass`` (``pass``) when it does. Format rules read the JSON so that every
/// problem is reported at once.
public struct ValidationContext: Sendable {
    /// The files as they were found.
    public let source: PassSource
    /// The numbers rules judge by.
    public let thresholds: ValidationThresholds
    /// The top-level object of `pass.json`, when it is a JSON object.
    public let json: JSONObject?
    /// Why `pass.json` could not be read as a JSON object, when it could not.
    public let jsonProblem: PassbookError?
    /// Warnings from reading the JSON (trailing commas, byte order mark, duplicate keys).
    public let jsonDiagnostics: [Diagnostic]
    /// The decoded pass, when `pass.json` decodes.
    public let pass: Pass?
    /// Why `pass.json` does not decode into a ``Pass``, when it does not.
    public let decodingProblem: PassbookError?
    /// The classic style keys present in `pass.json`.
    public let styles: [PassStyle]
    /// Every field dictionary of every style key, as JSON.
    public let fields: [RawField]
    /// Every image file, with its header and, for images the design rules judge, its pixels measured.
    public let images: [ImageFile]
    /// Each language's `pass.strings`, read or with the reason it cannot be read.
    public let strings: [String: Result<StringsFile, PassbookError>]
    /// `.strings` files by path, with the bytes they were read from.
    typealias ReadStrings = [String: (data: Data, file: StringsFile)]
    /// The `.strings` files that read, by path, with the bytes they were read from.
    let parsedStrings: ReadStrings
    /// The values of ``json`` with a documented shape, walked once for every rule that reads them,
    /// and only when one does.
    let shaped: Memo<[ShapedValue]>

    /// Reads `source` for the rules.
    ///
    /// - Parameters:
    ///   - source: The files, as read from a folder or an archive.
    ///   - thresholds: The limits the rules check against.
    ///   - knownImages: Images measured before for the same files, such as a template's
    ///     images when validating many passes made from it; an image is reused when its path and size
    ///     match, which spares decoding every PNG of every pass.
    public init(source: PassSource, thresholds: ValidationThresholds = ValidationThresholds(), knownImages: [ImageFile] = []) {
        self.init(source: source, thresholds: thresholds, knownImages: knownImages, knownStrings: [:])
    }

    /// - Parameters:
    ///   - knownStrings: `.strings` files read before, by path; one is reused when its bytes are the
    ///     same (a template's strings without placeholders are, in every pass made from it).
    init(source: PassSource, thresholds: ValidationThresholds, knownImages: [ImageFile], knownStrings: ReadStrings) {
        self.source = source
        self.thresholds = thresholds
        var json: JSONObject?
        var jsonProblem: PassbookError?
        var jsonDiagnostics: [Diagnostic] = []
        var pass: Pass?
        var decodingProblem: PassbookError?
        if let data = source.files["pass.json"] {
            do {
                let parsed = try JSONParser(mode: .lenient).parse(data, file: "pass.json")
                jsonDiagnostics = parsed.diagnostics
                if let object = parsed.value.objectValue {
                    json = object
                    do {
                        // As building reads it: a color that does not parse is left out (colors.invalid reports it).
                        pass = try PassRepair.decode(parsed.value, file: "pass.json", policy: .colors).pass
                    } catch let error as PassbookError {
                        decodingProblem = error
                    } catch {
                        decodingProblem = PassbookError(.invalidPass, operation: "read pass.json", reason: "\(error)")
                    }
                } else {
                    jsonProblem = PassbookError(
                        .invalidPass, operation: "read pass.json",
                        reason: "it holds \(parsed.value.kindDescription) instead of a JSON object",
                        fix: "Write pass.json as one JSON object with keys such as formatVersion and passTypeIdentifier"
                    )
                }
            } catch let error as PassbookError {
                jsonProblem = error
            } catch {
                jsonProblem = PassbookError(.invalidJSON, operation: "read pass.json", reason: "\(error)")
            }
        }
        self.json = json
        shaped = Memo { [json] in ShapedValue.all(in: json) }
        self.jsonProblem = jsonProblem
        self.jsonDiagnostics = jsonDiagnostics
        self.pass = pass
        self.decodingProblem = decodingProblem
        let styles = PassStyle.allCases.filter { json?[$0.key] != nil }
        self.styles = styles
        self.fields = Self.rawFields(in: json, styles: styles)

        let known = Dictionary(knownImages.map { ($0.file.path, $0) }, uniquingKeysWith: { first, _ in first })
        let paths = source.files.keys.sorted()
        let measured = Self.measuredImagePaths(paths)
        images = paths.compactMap { path in
            let file = PassFile(path: path)
            guard file.kind == .image, let data = source.files[path] else { return nil }
            if let image = known[path], image.byteCount == data.count { return image }
            return ImageFile(file: file, data: data, measurePixels: measured.contains(path), thresholds: thresholds)
        }
        (strings, parsedStrings) = Self.readStrings(source.files, paths: Array(source.files.keys), knownStrings: knownStrings, known: [:])
    }

    /// The context of a pass made from the same template as `example`, from the JSON the template
    /// rendered (never written and parsed again): only `pass.json` and the files in `changedFiles`
    /// are new, every other file is the example's, already read. The typed pass is not decoded:
    /// none of the rules a record's pass goes through reads it.
    init(record source: PassSource, json: JSONObject, over example: borrowing ValidationContext, changedFiles: Set<String>) {
        self.source = source
        thresholds = example.thresholds
        self.json = json
        shaped = Memo { [json] in ShapedValue.all(in: json) }
        jsonProblem = nil
        jsonDiagnostics = []
        pass = nil
        decodingProblem = nil
        let styles = PassStyle.allCases.filter { json[$0.key] != nil }
        self.styles = styles
        fields = Self.rawFields(in: json, styles: styles)
        // A template's record files are .strings; its images are the same in every pass.
        images = example.images
        var strings = example.strings
        var kept = example.parsedStrings
        for path in changedFiles {
            kept[path] = nil
            if let language = PassFile(path: path).language { strings[language] = nil }
        }
        let (changed, parsed) = Self.readStrings(source.files, paths: Array(changedFiles), knownStrings: example.parsedStrings, known: kept)
        strings.merge(changed) { _, new in new }
        self.strings = strings
        parsedStrings = parsed
    }

    /// Reads the `.strings` files among `paths`, reusing one of `knownStrings` with the same bytes.
    private static func readStrings(
        _ files: [String: Data], paths: [String], knownStrings: ReadStrings, known: ReadStrings
    ) -> (strings: [String: Result<StringsFile, PassbookError>], parsed: ReadStrings) {
        var strings: [String: Result<StringsFile, PassbookError>] = [:]
        var parsed = known
        for path in paths {
            let file = PassFile(path: path)
            guard file.kind == .strings, let language = file.language, let data = files[path] else { continue }
            if let known = knownStrings[path], known.data == data {
                strings[language] = .success(known.file)
                parsed[path] = known
                continue
            }
            do {
                let read = try StringsFile(data: data, file: path)
                strings[language] = .success(read)
                parsed[path] = (data, read)
            } catch let error as PassbookError {
                strings[language] = .failure(error)
            } catch {
                strings[language] = .failure(PassbookError(.invalidStrings, operation: "read \(path)", reason: "\(error)"))
            }
        }
        return (strings, parsed)
    }

    /// Calls `visit` for every value of ``json`` that has a documented shape, with its path, in the
    /// order of ``PassSchema/walk(_:_:)``.
    func walkShapedValues(_ visit: (_ path: [JSONPath.Component], _ value: JSONValue, _ shape: Shape) -> Void) {
        for item in shaped.value { visit(item.path, item.value, item.shape) }
    }

    /// The style of the pass: its first classic style key.
    public var style: PassStyle? { styles.first }

    /// The `.lproj` languages, sorted.
    public var languages: [String] {
        Set(source.files.keys.compactMap { PassFile(path: $0).language }).sorted()
    }

    /// The style object of `style`, as JSON.
    public var styleObject: JSONObject? {
        style.flatMap { json?[$0.key]?.objectValue }
    }

    /// `preferredStyleSchemes`, as strings.
    public var styleSchemes: [String] {
        json?["preferredStyleSchemes"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// The layouts the pass asks for, checked as Wallet checks them, from ``json`` and the top-level images.
    public var styleSchemeResolution: StyleSchemeResolution {
        let imageNames = Set(images.filter { $0.file.language == nil }.compactMap(\.file.imageName))
        return StyleSchemeResolution(json: json ?? JSONObject(), imageNames: imageNames)
    }

    /// The barcode Wallet shows: the first of `barcodes`, else the legacy `barcode`.
    public var displayedBarcode: (object: JSONObject, path: String)? {
        if let first = json?["barcodes"]?.arrayValue?.first?.objectValue { return (first, "barcodes[0]") }
        if let legacy = json?["barcode"]?.objectValue { return (legacy, "barcode") }
        return nil
    }

    /// How many front fields the pass's style shows, given the shape of its barcode.
    var fieldLimits: FieldLimits? {
        let squareBarcode = displayedBarcode.map { Barcode.Format(rawValue: $0.object["format"]?.stringValue ?? "").isSquare } ?? false
        return style.map { FieldLimits(style: $0, squareBarcode: squareBarcode) }
    }

    /// The fields of one group of the pass's style.
    public func fields(in group: PassFields.Group) -> [RawField] {
        fields.filter { $0.styleKey == style?.key && $0.group == group.key }
    }

    /// The image files of slot `name` at the top level (not localized).
    /// The images whose pixels the design rules judge: of each judged slot, the unlocalized file of
    /// the largest scale, the one ``images(named:)`` gives them first (every image is still decoded,
    /// which is its own check). Measuring every scale cost about a quarter of a one-pass build.
    static func measuredImagePaths(_ sortedPaths: [String]) -> Set<String> {
        var chosen: [String: (path: String, scale: Int)] = [:]
        for path in sortedPaths {
            let file = PassFile(path: path)
            guard file.kind == .image, file.language == nil, let name = file.imageName, measuredSlots.contains(name) else { continue }
            if let held = chosen[name], held.scale >= file.scale { continue }
            chosen[name] = (path, file.scale)
        }
        return Set(chosen.values.map(\.path))
    }

    private static let measuredSlots: Set<String> = ["logo", "background", "strip", "artwork", "thumbnail"]

    public func images(named name: String) -> [ImageFile] {
        images.filter { $0.file.imageName == name && $0.file.language == nil }
    }

    private static func rawFields(in json: JSONObject?, styles: [PassStyle]) -> [RawField] {
        guard let json else { return [] }
        var keys = styles.map(\.key)
        if json["posterGeneric"] != nil { keys.append("posterGeneric") }
        var fields: [RawField] = []
        for key in keys {
            guard let style = json[key]?.objectValue else { continue }
            for group in PassFields.Group.allCases {
                guard let array = style[group.key]?.arrayValue else { continue }
                for (index, element) in array.enumerated() {
                    fields.append(RawField(styleKey: key, group: group.key, index: index, value: element))
                }
            }
        }
        return fields
    }
}

/// A field dictionary as JSON, with where it sits.
public struct RawField: Sendable, Hashable {
    /// `eventTicket`, `posterGeneric`, ….
    public var styleKey: String
    /// `primaryFields`, ….
    public var group: String
    /// The position in the group.
    public var index: Int
    /// The array element, normally an object.
    public var value: JSONValue

    /// The element as an object.
    public var object: JSONObject? { value.objectValue }

    /// `eventTicket.primaryFields[0]`.
    public var path: String {
        JSONPath.string([.key(styleKey), .key(group), .index(index)])
    }

    /// The path of one of the field's keys: `eventTicket.primaryFields[0].dateStyle`.
    public func path(_ key: String) -> String {
        JSONPath.string(components(key))
    }

    /// ``path(_:)`` as components, for a rule that writes it out only for a finding.
    func components(_ key: String) -> [JSONPath.Component] {
        [.key(styleKey), .key(group), .index(index), .key(key)]
    }
}
