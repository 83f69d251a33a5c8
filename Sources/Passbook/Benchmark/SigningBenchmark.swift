import COpenSSL
import Foundation

/// Measures raw signing speed, the reference against which pass building is judged.
public enum SigningBenchmark {
    /// A timed run.
    public struct Measurement: Sendable, Hashable, Codable {
        /// Operations done.
        public var count: Int
        /// Threads used.
        public var threads: Int
        /// Wall-clock seconds.
        public var seconds: Double
        /// Operations per second.
        public var rate: Double { seconds > 0 ? Double(count) / seconds : 0 }

        /// Creates a measurement.
        public init(count: Int, threads: Int, seconds: Double) {
            self.count = count
            self.threads = threads
            self.seconds = seconds
        }
    }

    /// Signs a SHA-256 digest `count` times with the identity's key (PKCS #1 v1.5, as CMS does),
    /// spread over `threads` threads: the bare cost of a signature, without CMS or hashing.
    public static func bareSignatures(with identity: SigningIdentity, count: Int, threads: Int) throws -> Measurement {
        let key = identity.key
        let perThread = max(1, count / max(1, threads))
        let failures = FailureCounter()
        let seconds = time {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                if !signLoop(key: key, count: perThread) { failures.record() }
            }
        }
        if failures.count > 0 {
            throw OpenSSL.error(.crypto, operation: "measure bare RSA signatures", reason: "a signature failed")
        }
        return Measurement(count: perThread * threads, threads: threads, seconds: seconds)
    }

    /// Runs `body` once and returns the wall-clock seconds it took.
    public static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private static func signLoop(key: PrivateKeyHandle, count: Int) -> Bool {
        guard let context = EVP_PKEY_CTX_new(key.pointer, nil) else { return false }
        defer { EVP_PKEY_CTX_free(context) }
        guard EVP_PKEY_sign_init(context) == 1,
            EVP_PKEY_CTX_set_signature_md(context, EVP_sha256()) == 1
        else { return false }
        let digest = [UInt8](repeating: 0x5A, count: 32)
        var signature = [UInt8](repeating: 0, count: Int(EVP_PKEY_get_size(key.pointer)))
        for _ in 0..<count {
            var length = signature.count
            guard EVP_PKEY_sign(context, &signature, &length, digest, digest.count) == 1 else { return false }
        }
        return true
    }
}

/// Counts failures from concurrent workers.
private final class FailureCounter: @unchecked Sendable {
    // Guarded by `lock`.
    private var value = 0
    private let lock = NSLock()

    func record() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
