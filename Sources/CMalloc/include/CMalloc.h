// glibc's malloc tuning (mallopt), whose option names are macros Swift does not import.
#ifndef STRETCHGIF_CMALLOC_H
#define STRETCHGIF_CMALLOC_H

#include <malloc.h>

/// Limits the process to `count` malloc arenas (M_ARENA_MAX); returns mallopt's result (1 on success).
static inline int stretchgif_limit_malloc_arenas(int count) { return mallopt(M_ARENA_MAX, count); }

#endif
