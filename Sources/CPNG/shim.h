#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// The PNG bytes `stretchgif_png_encode_rgba` wrote: `bytes` (malloc'd, `count` used of `capacity`) for the caller to
/// free, or the reason it failed in `message`.
typedef struct {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
    char message[64];
} stretchgif_png_output;

static inline void stretchgif_png_error(png_structp png, png_const_charp text) {
    stretchgif_png_output *output = (stretchgif_png_output *)png_get_error_ptr(png);
    strncpy(output->message, text ? text : "libpng reported no message", sizeof output->message - 1);
    output->message[sizeof output->message - 1] = 0;
    png_longjmp(png, 1);
}

static inline void stretchgif_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static inline void stretchgif_png_write(png_structp png, png_bytep data, size_t length) {
    stretchgif_png_output *output = (stretchgif_png_output *)png_get_io_ptr(png);
    if (length > output->capacity - output->count) {
        size_t capacity = output->capacity * 2 > output->count + length ? output->capacity * 2 : output->count + length;
        unsigned char *grown = (unsigned char *)realloc(output->bytes, capacity);
        if (!grown) png_error(png, "out of memory for the PNG bytes");
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->count, data, length);
    output->count += length;
}

static inline void stretchgif_png_flush(png_structp png) { (void)png; }

/// Encodes `height` rows of `width` straight-alpha RGBA8 pixels as an 8-bit RGBA PNG with an sRGB chunk (what
/// libpng's simplified writer emits for this format), deflated at zlib `level` with the row filters `filters`
/// (PNG_FILTER_* bits, one filter or several for libpng's per-row choice). libpng's errors longjmp back to here, never
/// through Swift frames. Returns 1 with the bytes in `output` (free `output->bytes` either way), 0 with
/// `output->message` set.
static inline int stretchgif_png_encode_rgba(const unsigned char *rgba, uint32_t width, uint32_t height, int level,
                                             int filters, size_t initialCapacity, stretchgif_png_output *output) {
    output->bytes = (unsigned char *)malloc(initialCapacity > 0 ? initialCapacity : 1);
    output->count = 0;
    output->capacity = output->bytes ? (initialCapacity > 0 ? initialCapacity : 1) : 0;
    output->message[0] = 0;
    if (!output->bytes) {
        strcpy(output->message, "out of memory for the PNG bytes");
        return 0;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, output, stretchgif_png_error,
                                              stretchgif_png_warning);
    if (!png) {
        strcpy(output->message, "libpng could not start a writer");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!output->message[0]) strcpy(output->message, "libpng could not start a writer");
        png_destroy_write_struct(&png, info ? &info : NULL);
        return 0;
    }
    png_set_write_fn(png, output, stretchgif_png_write, stretchgif_png_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    for (uint32_t row = 0; row < height; row++) {
        png_write_row(png, (png_const_bytep)(rgba + (size_t)row * width * 4));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 1;
}
