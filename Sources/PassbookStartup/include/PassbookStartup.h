#ifndef PASSBOOK_STARTUP_H
#define PASSBOOK_STARTUP_H

/// Whether the program's writable data was mapped before main (1) or is left to first use (0).
int passbook_startup_prefaulted(void);

#endif
