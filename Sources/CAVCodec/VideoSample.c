// The size search's video decoder (see include/CAVCodec.h and docs/formats.md#size-budget): reads our own MP4 or
// WebM back from memory and keeps the pictures on screen at given instants.
#include "CAVCodec.h"

#include <stdio.h>
#include <string.h>

/// The bytes libavformat reads, through the AVIO context's opaque pointer.
struct memory_reader {
    const uint8_t *bytes;
    size_t size;
    size_t offset;
};

static int read_memory(void *opaque, uint8_t *buffer, int capacity) {
    struct memory_reader *reader = opaque;
    size_t left = reader->size - reader->offset;
    if (left == 0) return stretchgif_averror_eof();
    size_t count = left < (size_t)capacity ? left : (size_t)capacity;
    memcpy(buffer, reader->bytes + reader->offset, count);
    reader->offset += count;
    return (int)count;
}

static int64_t seek_memory(void *opaque, int64_t offset, int whence) {
    struct memory_reader *reader = opaque;
    if (whence == AVSEEK_SIZE) return (int64_t)reader->size;
    int64_t base = (whence & 3) == SEEK_CUR   ? (int64_t)reader->offset
                   : (whence & 3) == SEEK_END ? (int64_t)reader->size
                                              : 0;
    int64_t target = base + offset;
    if (target < 0 || target > (int64_t)reader->size) return -1;
    reader->offset = (size_t)target;
    return target;
}

/// The state of one decode: what is open, and the picture on screen so far.
struct sampler {
    const struct stretchgif_ffmpeg *av;
    const double *milliseconds;
    int count;
    int next;  // the first instant not yet written
    int width, height;
    stretchgif_video_shown shown_callback;
    void *context;
    uint8_t *shown;  // `held` converted (width x height RGB), once an instant needs it
    AVFrame *held;   // the last decoded frame: the picture on screen from its start
    int converted;   // whether `shown` holds `held`
    int has_shown;   // whether a frame was decoded yet
    struct SwsContext *scaler;
    AVRational time_base;
};

/// Converts `frame` into `sampler->shown` (the top-left width x height, BT.601 limited range to full-range RGB:
/// the inverse of what the encoder writes, docs/formats.md#colour).
static int convert(struct sampler *sampler, const AVFrame *frame) {
    const struct stretchgif_ffmpeg *av = sampler->av;
    if (frame->width < sampler->width || frame->height < sampler->height) return -1;
    if (!sampler->scaler) {
        sampler->scaler = av->sws_getContext(frame->width, frame->height, frame->format, frame->width,
                                             frame->height, AV_PIX_FMT_RGB24, SWS_POINT, NULL, NULL, NULL);
        if (!sampler->scaler) return -1;
        const int *bt601 = av->sws_getCoefficients(SWS_CS_ITU601);
        av->sws_setColorspaceDetails(sampler->scaler, bt601, 0, bt601, 1, 0, 1 << 16, 1 << 16);
    }
    // swscale's vector code writes whole blocks: rows padded to 64 bytes, and 64 bytes more at the end.
    int stride = (frame->width * 3 + 63) & ~63;
    uint8_t *full = av->av_malloc((size_t)stride * (size_t)frame->height + 64);
    if (!full) return -1;
    uint8_t *planes[4] = {full, NULL, NULL, NULL};
    int strides[4] = {stride, 0, 0, 0};
    av->sws_scale(sampler->scaler, (const uint8_t *const *)frame->data, frame->linesize, 0, frame->height, planes,
                  strides);
    for (int y = 0; y < sampler->height; y++) {
        memcpy(sampler->shown + (size_t)y * sampler->width * 3, full + (size_t)y * stride, (size_t)sampler->width * 3);
    }
    av->av_free(full);
    return 0;
}

/// Hands over the picture shown so far (`held`, converted the first time an instant needs it) for every instant before
/// `until` ms (all remaining ones when `until` < 0). A frame no instant falls in is never converted.
static int emit(struct sampler *sampler, double until) {
    int first = sampler->next;
    while (sampler->next < sampler->count && (until < 0 || sampler->milliseconds[sampler->next] < until)) {
        sampler->next++;
    }
    if (sampler->next == first) return 0;
    if (!sampler->converted) {
        if (convert(sampler, sampler->held) != 0) return -1;
        sampler->converted = 1;
    }
    sampler->shown_callback(sampler->context, first, sampler->next - first, sampler->shown);
    return 0;
}

/// Takes every frame the decoder has ready: the picture before each frame's start covers the instants before it.
/// `*frame` is the frame to decode into; it trades places with `held`, whose buffers the next decode reuses.
static int drain(struct sampler *sampler, AVCodecContext *decoder, AVFrame **frame) {
    const struct stretchgif_ffmpeg *av = sampler->av;
    for (;;) {
        int status = av->avcodec_receive_frame(decoder, *frame);
        if (status == stretchgif_averror_eagain() || status == stretchgif_averror_eof()) return 0;
        if (status < 0) return -1;
        int64_t pts = (*frame)->best_effort_timestamp;
        double start = pts == AV_NOPTS_VALUE ? 0 : (double)pts * 1000 * sampler->time_base.num / sampler->time_base.den;
        if (sampler->has_shown && emit(sampler, start) != 0) return -1;
        AVFrame *previous = sampler->held;
        sampler->held = *frame;
        *frame = previous;
        sampler->converted = 0;
        if (!sampler->has_shown && emit(sampler, start) != 0) return -1;  // instants before the first frame show it
        sampler->has_shown = 1;
    }
}

int stretchgif_video_sample(const uint8_t *bytes, size_t size, const double *milliseconds, int count, int width,
                            int height, stretchgif_video_shown shown, void *context, char *message,
                            size_t message_size) {
    const char *load_error = NULL;
    const struct stretchgif_ffmpeg *av = stretchgif_ffmpeg_load(&load_error);
    if (!av) {
        snprintf(message, message_size, "%s", load_error ? load_error : "FFmpeg is missing");
        return -1;
    }
    struct memory_reader reader = {bytes, size, 0};
    struct sampler sampler = {av, milliseconds, count, 0, width, height, shown, context, NULL, NULL, 0, 0,
                              NULL, {1, 1000}};
    const int buffer_size = 1 << 16;
    int result = -1;
    AVFormatContext *format = NULL;
    AVCodecContext *decoder = NULL;
    AVPacket *packet = NULL;
    AVFrame *frame = NULL;
    AVIOContext *io = NULL;
    uint8_t *buffer = av->av_malloc(buffer_size);
    sampler.shown = av->av_malloc((size_t)width * height * 3);
    if (!buffer || !sampler.shown || !(format = av->avformat_alloc_context())) goto failed;
    memset(sampler.shown, 0, (size_t)width * height * 3);
    io = av->avio_alloc_context(buffer, buffer_size, 0, &reader, read_memory, NULL, seek_memory);
    if (!io) goto failed;
    buffer = NULL;  // the context owns it now
    format->pb = io;
    if (av->avformat_open_input(&format, NULL, NULL, NULL) < 0) {
        format = NULL;  // freed by the failed open
        goto failed;
    }
    if (av->avformat_find_stream_info(format, NULL) < 0) goto failed;
    const AVCodec *codec = NULL;
    int stream = av->av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, &codec, 0);
    if (stream < 0 || !codec) goto failed;
    sampler.time_base = format->streams[stream]->time_base;
    decoder = av->avcodec_alloc_context3(codec);
    if (!decoder || av->avcodec_parameters_to_context(decoder, format->streams[stream]->codecpar) < 0) goto failed;
    decoder->thread_count = 1;
    if (av->avcodec_open2(decoder, codec, NULL) < 0) goto failed;
    packet = av->av_packet_alloc();
    frame = av->av_frame_alloc();
    sampler.held = av->av_frame_alloc();
    if (!packet || !frame || !sampler.held) goto failed;
    while (av->av_read_frame(format, packet) >= 0) {
        int status = packet->stream_index == stream ? av->avcodec_send_packet(decoder, packet) : 0;
        av->av_packet_unref(packet);
        if (status < 0 || drain(&sampler, decoder, &frame) != 0) goto failed;
    }
    if (av->avcodec_send_packet(decoder, NULL) < 0 || drain(&sampler, decoder, &frame) != 0) goto failed;
    if (!sampler.has_shown || emit(&sampler, -1) != 0) goto failed;
    result = 0;
failed:
    if (result != 0) snprintf(message, message_size, "FFmpeg could not read the video back");
    if (sampler.scaler) av->sws_freeContext(sampler.scaler);
    av->av_frame_free(&frame);
    av->av_frame_free(&sampler.held);
    av->av_packet_free(&packet);
    av->avcodec_free_context(&decoder);
    if (format) av->avformat_close_input(&format);
    if (io) {
        av->av_free(io->buffer);
        av->avio_context_free(&io);
    }
    av->av_free(buffer);
    av->av_free(sampler.shown);
    return result;
}
