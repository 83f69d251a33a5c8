#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit of open files (`RLIMIT_NOFILE`): every connection holds one, and the soft
/// limit (often 1,024) is far below the hard limit the system allows.
enum FileDescriptorLimit {
    /// Raises the soft limit to the hard one; returns the soft limit before and after (unchanged
    /// when the system refuses, as macOS does a hard limit of "unlimited" past `OPEN_MAX`).
    @discardableResult
    static func raiseToHardLimit() -> (previous: Int, current: Int) {
        var limit = rlimit()
        guard getrlimit(resourceNumber, &limit) == 0 else { return (1_024, 1_024) }
        let previous = clamped(limit.rlim_cur)
        let hard = limit.rlim_max
        if limit.rlim_cur < hard {
            var raised = limit
            raised.rlim_cur = hard
            if setrlimit(resourceNumber, &raised) == 0 {
                limit = raised
            } else {
                #if canImport(Darwin)
                raised.rlim_cur = min(hard, rlim_t(OPEN_MAX))
                if setrlimit(resourceNumber, &raised) == 0 { limit = raised }
                #endif
            }
        }
        return (previous, clamped(limit.rlim_cur))
    }

    /// The current soft limit.
    static var current: Int {
        var limit = rlimit()
        guard getrlimit(resourceNumber, &limit) == 0 else { return 1_024 }
        return clamped(limit.rlim_cur)
    }

    // Glibc imports RLIMIT_NOFILE as an enum case, Darwin as an Int32.
    #if canImport(Glibc)
    private static let resourceNumber = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resourceNumber = RLIMIT_NOFILE
    #endif

    /// "Unlimited" (`RLIM_INFINITY`) as a count that arithmetic on it cannot overflow.
    private static func clamped(_ value: rlim_t) -> Int {
        value >= rlim_t(Int32.max) ? Int(Int32.max) : Int(value)
    }
}
