// libwebp's encoder and its animation encoder (libwebpmux), and its animation decoder (libwebpdemux, which reads
// the lossless frames of a regression reference back), from Debian's libwebp-dev.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
