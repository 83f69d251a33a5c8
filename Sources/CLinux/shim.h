// Linux calls that Swift's Glibc module leaves out: syncfs is declared only under _GNU_SOURCE,
// which that module is not built with, the inode flags are macros of <linux/fs.h>, and mallopt is
// in <malloc.h>. All are in the C library or the kernel, so there is nothing to link.
#ifndef PASSBOOK_CLINUX_SHIM_H
#define PASSBOOK_CLINUX_SHIM_H

#if defined(__linux__)
#include <linux/fs.h>
#include <malloc.h>
#include <sys/ioctl.h>

// Flushes the file system that holds `fd`, where sync() flushes every file system of the machine.
extern int syncfs(int fd);

// Marks the folder open as `fd` as the top of a hierarchy (chattr +T), so ext2/3/4 place its
// subfolders in other block groups, as for folders made at the root. 0, or -1 with errno set
// (ENOTTY, EOPNOTSUPP: the file system has no such flag).
static inline int passbook_mark_top_folder(int fd) {
    int flags = 0;
    if (ioctl(fd, FS_IOC_GETFLAGS, &flags) != 0) return -1;
    flags |= FS_TOPDIR_FL;
    return ioctl(fd, FS_IOC_SETFLAGS, &flags);
}
#endif

#endif
