#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#include <png.h>

/* Function-like and composed macros of libpng's simplified API, as constants Swift can see. */
static const unsigned int CPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const unsigned int CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const unsigned int CPNG_FORMAT_RGB = PNG_FORMAT_RGB;

static inline int CPNG_image_failed(const png_image *image) {
    return PNG_IMAGE_FAILED(*image);
}
#endif
