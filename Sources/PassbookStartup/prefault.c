// Runs before main, while the process has one thread: maps the program's writable data (.data and
// .bss) in one call. Left to the first access, the Swift runtime's lazy caches and once-flags there
// are first read (mapping a shared page read-only) and later written, and each such write copies the
// page and, once other threads have run, interrupts the other cores to flush the old mapping. One
// `passbook build` took about 200 such faults; mapping the 1.3 MB up front costs less than they did
// (BENCHMARKS.md, "Start-up").
#include "PassbookStartup.h"

static int prefaulted = 0;

#if defined(__linux__)
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 // Linux 5.14; older kernels refuse it and nothing changes.
#endif

// Set by the static linker for the executable; weak, so a program without them links and skips this.
extern char __data_start[] __attribute__((weak));
extern char _end[] __attribute__((weak));

__attribute__((constructor(101))) static void passbook_prefault_data(void) {
    if (!__data_start || !_end || _end <= __data_start) return;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t start = (uintptr_t)__data_start & ~(page - 1);
    uintptr_t end = ((uintptr_t)_end + page - 1) & ~(page - 1);
    // A bound against a link that puts something large between the two symbols.
    if (end - start > ((uintptr_t)16 << 20)) return;
    prefaulted = madvise((void *)start, end - start, MADV_POPULATE_WRITE) == 0;
}
#endif

int passbook_startup_prefaulted(void) {
    return prefaulted;
}
