#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* Function-like and composed macros of libpng's simplified API, as constants Swift can see. */
static const unsigned int CPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const unsigned int CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const unsigned int CPNG_FORMAT_RGB = PNG_FORMAT_RGB;

static inline int CPNG_image_failed(const png_image *image) {
    return PNG_IMAGE_FAILED(*image);
}

/* libpng reports errors by longjmp, which Swift cannot catch, so the whole read stays in C. */
typedef struct {
    const unsigned char *bytes;
    size_t count;
    size_t offset;
    char message[256];
} CPNG_reader;

static void CPNG_read_bytes(png_structp png, png_bytep out, size_t count) {
    CPNG_reader *reader = (CPNG_reader *)png_get_io_ptr(png);
    if (reader->count - reader->offset < count) png_error(png, "the file ends before the image does");
    memcpy(out, reader->bytes + reader->offset, count);
    reader->offset += count;
}

static void CPNG_error(png_structp png, png_const_charp message) {
    CPNG_reader *reader = (CPNG_reader *)png_get_error_ptr(png);
    strncpy(reader->message, message, sizeof reader->message - 1);
    reader->message[sizeof reader->message - 1] = 0;
    png_longjmp(png, 1);
}

static void CPNG_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* Reads every row of the PNG in `bytes` as stored (no colour conversion), checking its chunks,
   compressed data and filters as a full decode does, and like it not what follows the last row. Returns 0 when libpng reads it to the end,
   otherwise 1 with libpng's reason in `message` (NUL-terminated, at most 255 bytes). */
static inline int CPNG_check(const unsigned char *bytes, size_t count, char *message) {
    CPNG_reader reader = { bytes, count, 0, { 0 } };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader, CPNG_error, CPNG_warning);
    if (png == NULL) { strcpy(message, "out of memory"); return 1; }
    png_infop info = png_create_info_struct(png);
    unsigned char *volatile row = NULL;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        free(row);
        png_destroy_read_struct(&png, info == NULL ? NULL : &info, NULL);
        strcpy(message, reader.message[0] ? reader.message : "out of memory");
        return 1;
    }
    png_set_read_fn(png, &reader, CPNG_read_bytes);
    png_read_info(png, info);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    row = (unsigned char *)malloc(row_bytes == 0 ? 1 : row_bytes);
    if (row == NULL) png_error(png, "out of memory");
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) png_read_row(png, row, NULL);
    }
    free(row);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}
#endif
