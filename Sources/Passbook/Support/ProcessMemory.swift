#if os(Linux)
internal import CLinux
#endif

/// How the process's allocator gives memory back.
public enum ProcessMemory {
    /// Blocks of 128 KiB and more (request bodies, large answers) are mapped on their own and
    /// unmapped when freed, and free memory at the top of the heap goes back above 128 KiB.
    ///
    /// glibc raises its mapping threshold, up to 32 MiB, each time such a block is freed, after
    /// which large blocks come from the heap and stay resident once freed: hostile bodies and
    /// answers that never finished left a service at twice its size after they closed (measured:
    /// 164 MB against 111 MB with a fixed threshold, from 87 and 71 MB at start). Fixing the
    /// threshold turns that growth off; passes themselves (tens of kilobytes) are not affected.
    public static func returnLargeBlocks() {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, 128 << 10)
        _ = mallopt(M_TRIM_THRESHOLD, 128 << 10)
        #endif
    }
}
