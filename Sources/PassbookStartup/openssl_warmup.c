// Starts OpenSSL on the second core at the very start of the commands that sign or verify, while
// the first core is still loading the program and reading its arguments: reading the system's
// openssl.cnf, activating the default provider, fetching the digests and RSA signature, and seeding
// the random generator cost a one-pass `passbook build` about 2 ms the first time, and the command
// otherwise paid it on its signing thread after the arguments were read (BENCHMARKS.md, "Start-up").
#include "PassbookStartup.h"

#if defined(__linux__)
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/err.h>
#include <openssl/rand.h>
#include <pthread.h>
#include <string.h>

static void *passbook_warm_openssl(void *unused) {
    (void)unused;
    OPENSSL_init_crypto(OPENSSL_INIT_LOAD_CONFIG, NULL);
    EVP_MD_free(EVP_MD_fetch(NULL, "SHA1", NULL));
    EVP_MD_free(EVP_MD_fetch(NULL, "SHA256", NULL));
    EVP_SIGNATURE_free(EVP_SIGNATURE_fetch(NULL, "RSA", NULL));
    EVP_KEYMGMT_free(EVP_KEYMGMT_fetch(NULL, "RSA", NULL));
    unsigned char bytes[16];
    RAND_bytes(bytes, sizeof bytes);
    OPENSSL_cleanse(bytes, sizeof bytes);
    // Whatever failed here fails again, and is reported, where the command does it for real.
    ERR_clear_error();
    return NULL;
}

// glibc passes the program's arguments to constructors.
// After the data is mapped (prefault.c): that wants the process to have one thread.
__attribute__((constructor(102))) static void passbook_start_openssl(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc < 2 || !argv || !argv[1]) return;
    const char *command = argv[1];
    if (strcmp(command, "build") != 0 && strcmp(command, "batch") != 0 && strcmp(command, "verify") != 0) return;
    // OpenSSL's clean-up at exit is left out, so that exit never frees what this thread may still be
    // using (the process's memory goes with it anyway). It must be the first call into OpenSSL.
    if (!OPENSSL_init_crypto(OPENSSL_INIT_NO_ATEXIT, NULL)) return;
    pthread_t thread;
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_create(&thread, &attributes, passbook_warm_openssl, NULL);
    pthread_attr_destroy(&attributes);
}
#endif
