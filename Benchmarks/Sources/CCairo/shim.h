// cairo, the peer painter the benchmark compares our Raster module with (Debian: libcairo2-dev), and its
// FreeType font backend so cairo draws text with the very Inter files our renderer uses.
#include <cairo.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <cairo-ft.h>
