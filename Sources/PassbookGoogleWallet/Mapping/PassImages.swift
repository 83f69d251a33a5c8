import Foundation
import Passbook

/// The pass's images as Google `Image` values: Google fetches images by URL, so each image is named
/// by where it is served beside the pass's other files.
struct PassImages {
    let baseURL: URL?
    /// The largest scale of each image slot that is not localized, by slot name (`logo` → `logo@3x.png`).
    let paths: [String: String]
    /// Images inside `xx.lproj` folders.
    let localizedPaths: [String]

    init(package: PassPackage, baseURL: URL?) {
        self.baseURL = baseURL
        var best: [String: PassFile] = [:]
        for image in package.images where image.language == nil {
            guard let name = image.imageName else { continue }
            if let current = best[name], current.scale >= image.scale { continue }
            best[name] = image
        }
        paths = best.mapValues(\.path)
        localizedPaths = package.images.filter { $0.language != nil }.map(\.path)
    }

    /// Whether the pass has an image in `slot`.
    func has(_ slot: String) -> Bool { paths[slot] != nil }

    /// The URL of the image in `slot`, when the pass has one and a base URL is known.
    func url(_ slot: String) -> URL? {
        guard let path = paths[slot], let baseURL else { return nil }
        return baseURL.appendingPathComponent(path)
    }

    /// An `Image` for `slot`, described for screen readers by `description`.
    func image(_ slot: String, description: JSONValue?) -> JSONValue? {
        guard let url = url(slot) else { return nil }
        var image: JSONObject = ["sourceUri": ["uri": .string(url.absoluteString)]]
        if let description { image["contentDescription"] = description }
        return .object(image)
    }
}
