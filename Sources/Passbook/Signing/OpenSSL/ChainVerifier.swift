import COpenSSL
import Foundation

/// Builds and checks a certificate chain with OpenSSL, at a chosen time.
enum ChainVerifier {
    struct Result {
        var error: String?
        var chain: [X509Handle]
    }

    static func verify(leaf: X509Handle, untrusted: [X509Handle], roots: [X509Handle], at date: Date) -> Result {
        OpenSSL.clearErrors()
        guard let store = X509_STORE_new() else { return Result(error: "out of memory", chain: []) }
        defer { X509_STORE_free(store) }
        for root in roots {
            X509_STORE_add_cert(store, root.pointer)
        }
        guard let stack = COpenSSL_sk_X509_new_null() else { return Result(error: "out of memory", chain: []) }
        defer { COpenSSL_sk_X509_free(stack) }  // the handles keep ownership of the certificates
        for cert in untrusted {
            COpenSSL_sk_X509_push(stack, cert.pointer)
        }
        guard let context = X509_STORE_CTX_new() else { return Result(error: "out of memory", chain: []) }
        defer { X509_STORE_CTX_free(context) }
        guard X509_STORE_CTX_init(context, store, leaf.pointer, stack) == 1 else {
            return Result(error: OpenSSL.drainErrors(), chain: [])
        }
        X509_STORE_CTX_set_time(context, 0, time_t(date.timeIntervalSince1970))
        let ok = X509_verify_cert(context)
        var chain: [X509Handle] = []
        if let built = X509_STORE_CTX_get0_chain(context) {
            for index in 0..<COpenSSL_sk_X509_num(built) {
                if let cert = COpenSSL_sk_X509_value(built, index) {
                    chain.append(X509Handle(retaining: cert))
                }
            }
        }
        OpenSSL.clearErrors()
        if ok == 1 { return Result(error: nil, chain: chain) }
        let code = X509_STORE_CTX_get_error(context)
        let reason = String(cString: X509_verify_cert_error_string(Int(code)))
        return Result(error: reason, chain: chain)
    }
}
