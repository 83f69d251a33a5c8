#ifndef COPENSSL_SHIM_H
#define COPENSSL_SHIM_H

#include <openssl/asn1.h>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/cms.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/pem.h>
#include <openssl/pkcs12.h>
#include <openssl/provider.h>
#include <openssl/rand.h>
#include <openssl/sha.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <openssl/x509_vfy.h>

// OpenSSL 3 declares its STACK_OF helpers and a few accessors as function-like
// macros, which Swift cannot call; these one-line wrappers expose them.

static inline STACK_OF(X509) *_Nullable COpenSSL_sk_X509_new_null(void) { return sk_X509_new_null(); }
static inline int COpenSSL_sk_X509_push(STACK_OF(X509) *_Nonnull stack, X509 *_Nonnull cert) { return sk_X509_push(stack, cert); }
static inline int COpenSSL_sk_X509_num(const STACK_OF(X509) *_Nullable stack) { return stack ? sk_X509_num(stack) : 0; }
static inline X509 *_Nullable COpenSSL_sk_X509_value(const STACK_OF(X509) *_Nonnull stack, int i) { return sk_X509_value(stack, i); }
static inline void COpenSSL_sk_X509_free(STACK_OF(X509) *_Nullable stack) { sk_X509_free(stack); }
static inline void COpenSSL_sk_X509_pop_free(STACK_OF(X509) *_Nullable stack) { sk_X509_pop_free(stack, X509_free); }

static inline int COpenSSL_sk_CMS_SignerInfo_num(STACK_OF(CMS_SignerInfo) *_Nullable stack) { return stack ? sk_CMS_SignerInfo_num(stack) : 0; }
static inline CMS_SignerInfo *_Nullable COpenSSL_sk_CMS_SignerInfo_value(STACK_OF(CMS_SignerInfo) *_Nonnull stack, int i) { return sk_CMS_SignerInfo_value(stack, i); }

static inline long COpenSSL_BIO_get_mem_data(BIO *_Nonnull bio, char *_Nullable *_Nonnull data) { return BIO_get_mem_data(bio, data); }
static inline void COpenSSL_free(void *_Nullable ptr) { OPENSSL_free(ptr); }

static inline EVP_PKEY *_Nullable COpenSSL_RSA_generate(unsigned int bits) { return EVP_RSA_gen(bits); }

static inline unsigned long COpenSSL_XN_FLAG_RFC2253(void) { return XN_FLAG_RFC2253; }

static inline int COpenSSL_X509_get_ext_count(const X509 *_Nonnull cert) { return X509_get_ext_count(cert); }

#endif
