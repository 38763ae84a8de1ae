/* Only the declaration in include/fuzz_driver.h: libFuzzer defines the driver. */
#include "fuzz_driver.h"
