// libwebp's encoder and its animation encoder (libwebpmux), from Debian's libwebp-dev.
#include <webp/encode.h>
#include <webp/mux.h>
