#ifndef LISTMOTION_FUZZ_DRIVER_H
#define LISTMOTION_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/* libFuzzer's entry point for programs that have their own main: parses the
 * usual libFuzzer flags from argv and calls `callback` for each input. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
