// Heap statistics for `bench batch`'s bytes per row: glibc's mallinfo2 (which
// the Glibc module does not export), or the malloc zone statistics on macOS.
// Only the bench uses this module.
#if __has_include(<malloc.h>)
#include <malloc.h>
#elif __has_include(<malloc/malloc.h>)
#include <malloc/malloc.h>
#endif
