// Loads FFmpeg's libraries on first use (see include/CAVCodec.h and docs/library.md#memory).
#include "CAVCodec.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define STRETCHGIF_TEXT(value) #value
#define STRETCHGIF_VERSION(value) STRETCHGIF_TEXT(value)

static struct stretchgif_ffmpeg functions;
static const struct stretchgif_ffmpeg *loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/// The symbol `name` from the first of `handles` that has it (a handle also searches the libraries it depends on:
/// libavformat's reaches libavcodec's and libavutil's).
static void *find(void *const handles[2], const char *name) {
    for (int index = 0; index < 2; index++) {
        void *symbol = dlsym(handles[index], name);
        if (symbol) return symbol;
    }
    snprintf(failure, sizeof failure, "FFmpeg's %s is missing from its libraries", name);
    return NULL;
}

static void load(void) {
    static const char *const names[2] = {
        "libavformat.so." STRETCHGIF_VERSION(LIBAVFORMAT_VERSION_MAJOR),
        "libswscale.so." STRETCHGIF_VERSION(LIBSWSCALE_VERSION_MAJOR),
    };
    void *handles[2];
    for (int index = 0; index < 2; index++) {
        handles[index] = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        if (!handles[index]) {
            const char *reason = dlerror();
            snprintf(failure, sizeof failure, "cannot load %s (Debian's libavformat59, libavcodec59 and "
                     "libswscale6 have it): %s", names[index], reason ? reason : "not found");
            return;
        }
    }
    int complete = 1;
#define STRETCHGIF_FFMPEG_FIND(name) \
    if (complete) { \
        void *symbol = find(handles, #name); \
        if (symbol) functions.name = (__typeof__(name) *)symbol; else complete = 0; \
    }
    STRETCHGIF_FFMPEG_FUNCTIONS(STRETCHGIF_FFMPEG_FIND)
#undef STRETCHGIF_FFMPEG_FIND
    if (complete) loaded = &functions;
}

const struct stretchgif_ffmpeg *stretchgif_ffmpeg_load(const char **error) {
    pthread_once(&once, load);
    *error = loaded ? NULL : failure;
    return loaded;
}

unsigned stretchgif_x264_cpu_flags_without_avx512(void) {
    // libavcodec59 (Debian 12) links libx264 164, loaded with it; RTLD_NOLOAD finds it without loading anything.
    void *library = dlopen("libx264.so.164", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
    if (!library) return 0;
    unsigned (*detect)(void) = (unsigned (*)(void))dlsym(library, "x264_cpu_detect");
    // X264_CPU_AVX512 is bit 16 of x264.h's CPU flags.
    unsigned flags = detect ? detect() & ~(1u << 16) : 0;
    dlclose(library);
    return flags;
}
