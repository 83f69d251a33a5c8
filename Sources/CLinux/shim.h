// A Linux call that Swift's Glibc module leaves out: it is declared only under _GNU_SOURCE, which
// that module is not built with. It is in the C library, so there is nothing to link.
#ifndef PASSBOOK_CLINUX_SHIM_H
#define PASSBOOK_CLINUX_SHIM_H

#if defined(__linux__)
// Flushes the file system that holds `fd`, where sync() flushes every file system of the machine.
extern int syncfs(int fd);
#endif

#endif
