// glibc's malloc tuning (mallopt), whose option names are macros Swift does not import.
#ifndef STRETCHGIF_CMALLOC_H
#define STRETCHGIF_CMALLOC_H

#include <malloc.h>

/// Limits the process to `count` malloc arenas (M_ARENA_MAX); returns mallopt's result (1 on success).
static inline int stretchgif_limit_malloc_arenas(int count) { return mallopt(M_ARENA_MAX, count); }

/// Serves every block from the heap, never from its own mapping (M_MMAP_MAX 0), and returns the heap's free top to
/// the system only beyond `trimBytes` (M_TRIM_THRESHOLD); returns 1 when both were set.
static inline int stretchgif_reuse_freed_blocks(int trimBytes) {
    return mallopt(M_MMAP_MAX, 0) && mallopt(M_TRIM_THRESHOLD, trimBytes);
}

#endif
