#ifndef CZIP_SHIM_H
#define CZIP_SHIM_H
#include <zip.h>
/* zlib's crc32, for entries appended to an archive without libzip. */
#include <zlib.h>
#endif
