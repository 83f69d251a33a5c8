package import Foundation
package import Passbook
import Synchronization

/// How `passbook batch` makes the sink that writes Google Wallet links: registered by
/// `passbook-full`, which links the Google Wallet stack. `passbook`, without it, hands a batch that
/// asks for links to `passbook-full`, which runs the same command.
package enum BatchLinks {
    /// Makes the sink for the links asked for, writing into the output folder.
    package typealias Maker = @Sendable (GoogleLinkOptions, URL) throws -> any PackageSink

    private static let maker = Mutex<Maker?>(nil)

    /// Makes links available to `batch` in this program.
    package static func register(_ make: @escaping Maker) {
        maker.withLock { $0 = make }
    }

    /// The registered maker, when this program has one.
    static var registered: Maker? { maker.withLock { $0 } }
}
