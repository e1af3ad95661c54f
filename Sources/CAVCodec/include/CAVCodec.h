// FFmpeg's libavformat (MP4 and WebM muxers and demuxers), libavcodec (libx264 and libvpx-vp9 encoders, the H.264
// and VP9 decoders), libswscale (RGB to YUV 4:2:0 and back) and libavutil, from Debian's libavformat-dev,
// libavcodec-dev and libswscale-dev (runtime: libavformat59, libavcodec59, libswscale6). The headers give the types;
// the functions are loaded with dlopen the first time a video is encoded or read back (`stretchgif_ffmpeg_load`), so
// a run without a video never maps FFmpeg and the ~120 libraries it pulls in (22 MB of resident memory;
// docs/library.md#memory).
#ifndef STRETCHGIF_CAVCODEC_H
#define STRETCHGIF_CAVCODEC_H

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

// Every FFmpeg function the video encoder and the size search's decoder (`stretchgif_video_sample`) call.
#define STRETCHGIF_FFMPEG_FUNCTIONS(X) \
    X(av_d2q) X(av_dict_free) X(av_dict_set) X(av_frame_alloc) X(av_frame_free) X(av_frame_get_buffer) \
    X(av_frame_make_writable) X(av_interleaved_write_frame) X(av_log_set_level) X(av_packet_alloc) \
    X(av_packet_free) X(av_packet_rescale_ts) X(av_strerror) X(av_write_trailer) X(avcodec_alloc_context3) \
    X(avcodec_find_encoder_by_name) X(avcodec_free_context) X(avcodec_open2) X(avcodec_parameters_from_context) \
    X(avcodec_receive_packet) X(avcodec_send_frame) X(avformat_alloc_output_context2) X(avformat_free_context) \
    X(avformat_new_stream) X(avformat_write_header) X(avio_closep) X(avio_open) X(sws_freeContext) \
    X(sws_getCoefficients) X(sws_getContext) X(sws_scale) X(sws_setColorspaceDetails) \
    X(av_malloc) X(av_free) X(avformat_alloc_context) X(avio_alloc_context) X(avio_context_free) \
    X(avformat_open_input) X(avformat_find_stream_info) X(avformat_close_input) X(av_find_best_stream) \
    X(avcodec_find_decoder) X(avcodec_parameters_to_context) X(av_read_frame) X(av_packet_unref) \
    X(avcodec_send_packet) X(avcodec_receive_frame)

/// The FFmpeg functions, each field named and typed as the function it points to (never null once loaded).
struct stretchgif_ffmpeg {
#define STRETCHGIF_FFMPEG_FIELD(name) __typeof__(name) *_Nonnull name;
    STRETCHGIF_FFMPEG_FUNCTIONS(STRETCHGIF_FFMPEG_FIELD)
#undef STRETCHGIF_FFMPEG_FIELD
};

/// Loads libavformat and libswscale of the major versions the headers describe (once per process, thread-safe)
/// and returns the functions, or NULL with `*error` set to a message naming what is missing.
const struct stretchgif_ffmpeg *_Nullable stretchgif_ffmpeg_load(const char *_Nullable *_Nonnull error);

/// The CPU features libx264 detects, without AVX-512, for its `asm` option; 0 when libx264 (libx264.so.164, which
/// Debian 12's libavcodec links) is not loaded. x264's AVX-512 code reads bytes past the end of a frame's tables
/// that nothing wrote, so with it the video's bytes depend on what the heap held before; every other x264 code path
/// gives the same bytes (docs/formats.md#deterministic-video). Call after `stretchgif_ffmpeg_load`.
unsigned stretchgif_x264_cpu_flags_without_avx512(void);

/// Receives the picture on screen at a run of instants: `first` and `count` number them in the sampler's list,
/// `rgb` is the picture (straight RGB, 3 bytes per pixel, row-major, valid during the call only).
typedef void (*stretchgif_video_shown)(void *_Nullable context, int first, int count, const uint8_t *_Nonnull rgb);

/// Decodes `size` bytes of an MP4 or WebM file (its best video stream, read from memory) and hands `shown`, for each
/// of `count` instants `milliseconds` (ascending), the picture on screen then: the last frame presented at or before
/// the instant (the first frame before it starts), once per run of instants that share a picture, in order. Each
/// picture is the top-left `width` x `height` of the decoded frame (a video pads an odd side). One picture is held
/// at a time. Returns 0, or -1 with a one-line reason in `message`. Loads FFmpeg first (`stretchgif_ffmpeg_load`).
/// docs/formats.md#size-budget.
int stretchgif_video_sample(const uint8_t *_Nonnull bytes, size_t size, const double *_Nonnull milliseconds,
                            int count, int width, int height, stretchgif_video_shown _Nonnull shown,
                            void *_Nullable context, char *_Nonnull message, size_t message_size);

#endif
