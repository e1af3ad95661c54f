// FFmpeg's libavformat (MP4 and WebM muxers), libavcodec (libx264 and libvpx-vp9 encoders), libswscale (RGB to
// YUV 4:2:0) and libavutil, from Debian's libavformat-dev, libavcodec-dev and libswscale-dev.
#include <errno.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

// Function-like macros Swift does not import.
static inline int stretchgif_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int stretchgif_averror_eof(void) { return AVERROR_EOF; }
static inline int stretchgif_codec_flag_bitexact(void) { return AV_CODEC_FLAG_BITEXACT; }
static inline int stretchgif_codec_flag_global_header(void) { return AV_CODEC_FLAG_GLOBAL_HEADER; }
static inline int stretchgif_format_flag_bitexact(void) { return AVFMT_FLAG_BITEXACT; }
static inline int stretchgif_format_flag_globalheader(void) { return AVFMT_GLOBALHEADER; }
static inline int stretchgif_format_flag_nofile(void) { return AVFMT_NOFILE; }
static inline int stretchgif_avio_flag_write(void) { return AVIO_FLAG_WRITE; }

// glibc's malloc fill (mallopt M_PERTURB): while set to a nonzero byte, memory malloc hands out is filled with that
// byte's complement instead of keeping whatever was there before (docs/formats.md#deterministic-video).
#include <malloc.h>
static inline void stretchgif_malloc_fill(int byte) { mallopt(M_PERTURB, byte); }
