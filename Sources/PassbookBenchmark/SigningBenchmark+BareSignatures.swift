public import Passbook

extension SigningBenchmark {
    /// Signs a SHA-256 digest `count` times with the identity's key (PKCS #1 v1.5, as CMS does),
    /// spread over `threads` threads: the bare cost of a signature, without CMS or hashing.
    public static func bareSignatures(with identity: SigningIdentity, count: Int, threads: Int) throws -> Measurement {
        try ConcurrentRun.measure(count: count, threads: threads) { _, share in
            guard identity.signBareDigests(count: share) else {
                throw PassbookError(.crypto, operation: "measure bare RSA signatures", reason: "a signature failed")
            }
        }
    }
}
