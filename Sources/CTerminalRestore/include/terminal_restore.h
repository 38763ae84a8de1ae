#ifndef LISTMOTION_TERMINAL_RESTORE_H
#define LISTMOTION_TERMINAL_RESTORE_H

#include <stddef.h>
#include <termios.h>

/* Puts a terminal back when the process dies without its normal restore: on
 * a fatal signal (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE) and at
 * exit(). Everything the restore needs is copied in when it is armed, so the
 * signal handler only calls write(2), tcsetattr(3) and sigaction(2), which are
 * async-signal-safe, and allocates nothing. One terminal at a time: arming
 * again replaces what is restored. */

/* The longest byte sequence `lm_terminal_restore_arm` accepts. */
#define LM_TERMINAL_RESTORE_MAX_BYTES 512

/* Arms the restore for the terminal on `fd`: `bytes` (at most
 * LM_TERMINAL_RESTORE_MAX_BYTES) are written and `modes` are set back with
 * tcsetattr. Installs the signal handlers (keeping the handlers that were
 * there, to chain to them) and, once per process, an atexit handler.
 * Returns 0, or -1 when `bytes` is too long (nothing armed then). */
int lm_terminal_restore_arm(int fd, const char *bytes, size_t length, const struct termios *modes);

/* Disarms: the terminal was restored the normal way. Puts the previous signal
 * handlers back where ours is still installed. */
void lm_terminal_restore_disarm(void);

/* Whether a restore is armed. */
int lm_terminal_restore_is_armed(void);

/* Runs the restore now, as the signal handler would, and disarms it (it runs
 * at most once per arming). Returns 1 when it ran, 0 when nothing was armed. */
int lm_terminal_restore_run(void);

#endif
