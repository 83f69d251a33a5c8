import Foundation
import Passbook
import PassbookTestSupport

/// The passes the tests draw: Apple's five samples (copied into Fixtures) and our own.
enum Fixtures {
    static let appleSamples = ["BoardingPass", "Coupon", "Event", "Generic", "StoreCard"]
    static let ownSamples = ["BoardingPass", "Coupon", "EventTicket", "Generic", "StoreCard"]

    static func fixture(_ path: String) throws -> URL {
        guard let url = Bundle.module.resourceURL?.appendingPathComponent("Fixtures/\(path)"), FileManager.default.fileExists(atPath: url.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        return url
    }

    static func applePackage(_ name: String) throws -> PassPackage {
        try PassPackage(folder: fixture("AppleSamples/\(name).pass"))
    }

    static func ownPackage(_ name: String) throws -> PassPackage {
        try PassPackage(folder: TestPaths.sample(name))
    }

    /// The committed reference of one of our samples (Samples/previews, made by `make previews`).
    static func ownReference(_ name: String, side: String) -> URL {
        TestPaths.repositoryRoot.appendingPathComponent("Samples/previews/\(name)-\(side).png")
    }

    /// The committed reference of an Apple sample (@1x, made by `make previews`).
    static func appleReference(_ name: String, side: String) throws -> URL {
        try fixture("References/Apple-\(name)-\(side).png")
    }
}
