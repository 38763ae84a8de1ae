// glibc's heap statistics (mallinfo2), which the Glibc module does not export:
// `bench batch` measures the view's bytes per row with them.
#include <malloc.h>
