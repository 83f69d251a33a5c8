import Foundation
import PassbookTestSupport

/// Runs the Python helpers in Fixtures/Scripts: zxing-cpp as an independent barcode decoder, and a
/// tolerant image difference with Pillow.
enum Python {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Decoded: Decodable {
        var format: String
        var bytes: String
        var text: String

        var byteValues: [UInt8] {
            var result: [UInt8] = []
            var index = bytes.startIndex
            while index < bytes.endIndex {
                let next = bytes.index(index, offsetBy: 2)
                result.append(UInt8(bytes[index..<next], radix: 16) ?? 0)
                index = next
            }
            return result
        }
    }

    struct Difference: Decodable {
        var sameSize: Bool
        var maxCellDifference: Double?
        var cellsOver: Int?
        var threshold: Double?
    }

    /// Every barcode zxing-cpp finds in the image.
    static func decode(_ image: Data) throws -> [Decoded] {
        let file = try Scratch.file("png", contents: image)
        return try JSONDecoder().decode([Decoded].self, from: run("decode", [file.path]))
    }

    /// Compares two PNG images cell by cell.
    static func difference(expected: URL, actual: Data) throws -> Difference {
        let file = try Scratch.file("png", contents: actual)
        return try JSONDecoder().decode(Difference.self, from: run("imagediff", [expected.path, file.path]))
    }

    private static func run(_ script: String, _ arguments: [String]) throws -> Data {
        guard let url = Bundle.module.url(forResource: script, withExtension: "py", subdirectory: "Fixtures/Scripts") else {
            throw Failure(description: "the script \(script).py is missing from the test bundle")
        }
        let output = try Shell.run(["python3", url.path] + arguments)
        guard output.status == 0 else {
            throw Failure(description: "\(script).py exited \(output.status): \(output.stderr) (make test installs zxing-cpp and pillow)")
        }
        return output.stdoutData
    }
}

/// Temporary files for one test run.
enum Scratch {
    static let folder: URL = (try? makeTemporaryFolder("passbook-rendering-tests")) ?? FileManager.default.temporaryDirectory

    static func file(_ ext: String, contents: Data) throws -> URL {
        let url = folder.appendingPathComponent("\(UUID().uuidString).\(ext)")
        try contents.write(to: url)
        return url
    }
}
