import Foundation

/// An image file of the pass, with what the rules need to know about it.
///
/// Whether libpng decodes it is known at once. Its pixels are measured the first time a rule asks:
/// only the design rules read the measures, and a command that reports no hints may never ask.
public struct ImageFile: Sendable, Hashable {
    /// Its path, slot, scale and language.
    public var file: PassFile
    /// Its size in bytes.
    public var byteCount: Int
    /// Its PNG header, or why it is not a PNG.
    public var header: Result<PNGHeader, ValueFormatError>
    /// Why libpng cannot decode it, when it cannot.
    public var decodingProblem: String?
    private var measures: Memo<PixelMeasures>

    /// Its pixels measured, for the images the design rules judge.
    public var statistics: ImageStatistics? {
        get { self[measure: \.statistics] }
        set { self[measure: \.statistics] = newValue }
    }
    /// Its regions measured, for a poster's `artwork`.
    public var artwork: ArtworkStatistics? {
        get { self[measure: \.artwork] }
        set { self[measure: \.artwork] = newValue }
    }
    /// Its text region, colours and edges measured, for a `strip` or `background`.
    public var strip: StripStatistics? {
        get { self[measure: \.strip] }
        set { self[measure: \.strip] = newValue }
    }
    /// Its letter-like shapes, for a `logo`.
    public var letters: LetterShapes? {
        get { self[measure: \.letters] }
        set { self[measure: \.letters] = newValue }
    }

    init(file: PassFile, data: Data, measurePixels: Bool, thresholds: ValidationThresholds) {
        self.file = file
        byteCount = data.count
        header = PNGHeader.read(data)
        measures = Memo { PixelMeasures() }
        guard case .success = header else { return }
        // Every image is decoded once: a PNG that libpng refuses would not show in Wallet either.
        decodingProblem = PNGImage.decodingProblem(of: data, name: file.path)
        guard decodingProblem == nil, measurePixels else { return }
        let slot = file.imageName
        let path = file.path
        measures = Memo {
            guard let image = try? PNGImage(data: data, name: path) else { return PixelMeasures() }
            return PixelMeasures(
                statistics: ImageStatistics(image: image, thresholds: thresholds),
                artwork: slot == "artwork" ? ArtworkStatistics(image: image) : nil,
                strip: slot == "strip" || slot == "background" ? StripStatistics(image: image) : nil,
                letters: slot == "logo" ? LetterShapes(image: image) : nil
            )
        }
    }

    /// The PNG header when the file is a PNG.
    public var pngHeader: PNGHeader? {
        if case .success(let header) = header { return header }
        return nil
    }

    public static func == (lhs: ImageFile, rhs: ImageFile) -> Bool {
        lhs.file == rhs.file && lhs.byteCount == rhs.byteCount && lhs.header == rhs.header
            && lhs.decodingProblem == rhs.decodingProblem && lhs.measures.value == rhs.measures.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(byteCount)
        hasher.combine(header)
        hasher.combine(decodingProblem)
    }

    /// One pixel measure, taken on first use; setting one keeps the others as measured.
    private subscript<Measure: Sendable>(measure path: WritableKeyPath<PixelMeasures, Measure>) -> Measure {
        get { measures.value[keyPath: path] }
        set {
            var value = measures.value
            value[keyPath: path] = newValue
            let fixed = value
            measures = Memo { fixed }
        }
    }
}

/// What the design rules measure on an image's pixels.
struct PixelMeasures: Sendable, Hashable {
    var statistics: ImageStatistics?
    var artwork: ArtworkStatistics?
    var strip: StripStatistics?
    var letters: LetterShapes?
}
