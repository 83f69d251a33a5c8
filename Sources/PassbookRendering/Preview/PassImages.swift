import Foundation
import Passbook

/// The images of a pass, picked for a scale and a language and decoded once.
final class PassImages {
    /// A decoded image and the scale of the file it came from, which gives its size in points.
    struct Picked {
        let image: RasterImage
        let scale: Int
        var width: Double { Double(image.width) / Double(scale) }
        var height: Double { Double(image.height) / Double(scale) }

        /// The size of the image fitted into a box, never enlarged.
        func fitted(maxWidth: Double, maxHeight: Double) -> (width: Double, height: Double) {
            let factor = min(1, maxWidth / width, maxHeight / height)
            return (width * factor, height * factor)
        }
    }

    private let files: [String: Data]
    private let language: String?
    private let scale: Int
    private var cache: [String: Picked?] = [:]

    init(files: [String: Data], language: String?, scale: Int) {
        self.files = files
        self.language = language
        self.scale = scale
    }

    /// The image for `slot` (`logo`, `strip`, …): the localized file when a language is asked for and
    /// has one, else the top-level file; the scale asked for, else the nearest larger, else smaller.
    func image(_ slot: String) throws(PassbookError) -> Picked? {
        if let cached = cache[slot] { return cached }
        var picked: Picked?
        let folders = (language.map { ["\($0).lproj/"] } ?? []) + [""]
        let scales = [scale] + (1...3).filter { $0 > scale } + (1...3).filter { $0 < scale }.reversed()
        search: for folder in folders {
            for candidate in scales {
                let path = folder + slot + (candidate == 1 ? "" : "@\(candidate)x") + ".png"
                if let data = files[path] {
                    picked = Picked(image: try RasterImage(png: data, name: path), scale: candidate)
                    break search
                }
            }
        }
        cache[slot] = picked
        return picked
    }

    /// The logo of the newer layouts: `primaryLogo`, else the classic logo.
    func primaryLogo() throws(PassbookError) -> Picked? {
        if let logo = try image("primaryLogo") { return logo }
        return try image("logo")
    }
}
