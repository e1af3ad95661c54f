// The target needs one C file; the header holds everything (include/CMalloc.h).
