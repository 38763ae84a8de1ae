#include "terminal_restore.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
#define FATAL_SIGNAL_COUNT (sizeof(fatal_signals) / sizeof(fatal_signals[0]))

/* Written only while disarmed (by the arming thread), read by the handler
 * only after `armed` was seen set: the atomic exchange orders them. */
static char restore_bytes[LM_TERMINAL_RESTORE_MAX_BYTES];
static size_t restore_length;
static int restore_fd = -1;
static struct termios restore_modes;
static struct sigaction previous_actions[FATAL_SIGNAL_COUNT];
static int handlers_installed;
static int atexit_registered;
static int armed;

static int signal_index(int sig) {
    for (size_t i = 0; i < FATAL_SIGNAL_COUNT; i++) {
        if (fatal_signals[i] == sig) return (int)i;
    }
    return -1;
}

/* Async-signal-safe: write(2) and tcsetattr(3) only, errno kept. Runs once
 * per arming even when several threads crash at the same time. */
int lm_terminal_restore_run(void) {
    if (!__atomic_exchange_n(&armed, 0, __ATOMIC_ACQ_REL)) return 0;
    int saved_errno = errno;
    size_t written = 0;
    while (written < restore_length) {
        ssize_t n = write(restore_fd, restore_bytes + written, restore_length - written);
        if (n > 0) {
            written += (size_t)n;
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else {
            break;
        }
    }
    /* TCSADRAIN: the bytes above reach the terminal before echo comes back. */
    while (tcsetattr(restore_fd, TCSADRAIN, &restore_modes) != 0 && errno == EINTR) {}
    errno = saved_errno;
    return 1;
}

static void fatal_signal_handler(int sig, siginfo_t *info, void *context) {
    lm_terminal_restore_run();
    int index = signal_index(sig);
    if (index < 0) return;
    /* The previous handler is the one in place from now on, so it sees the
     * process exactly as if we had never been there (a re-raise or a
     * re-executed fault reaches it, not us). */
    const struct sigaction *previous = &previous_actions[index];
    sigaction(sig, previous, NULL);
    if (previous->sa_flags & SA_SIGINFO) {
        if (previous->sa_sigaction) previous->sa_sigaction(sig, info, context);
    } else if (previous->sa_handler == SIG_DFL) {
        /* A fault re-executes on return and ends the process by default; a
         * signal sent by raise/kill/abort does not, so send it again: it stays
         * pending (blocked in this handler) until we return. */
        if (info == NULL || info->si_code <= 0) raise(sig);
    } else if (previous->sa_handler != SIG_IGN) {
        previous->sa_handler(sig);
    }
}

static void restore_at_exit(void) {
    lm_terminal_restore_run();
}

static void install_handlers(void) {
    if (handlers_installed) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = fatal_signal_handler;
    /* SA_ONSTACK: a stack overflow still reaches us on the alternate stack
     * (Swift's runtime sets one up for its own crash handler). */
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < FATAL_SIGNAL_COUNT; i++) {
        sigaction(fatal_signals[i], &action, &previous_actions[i]);
    }
    handlers_installed = 1;
}

static void uninstall_handlers(void) {
    if (!handlers_installed) return;
    for (size_t i = 0; i < FATAL_SIGNAL_COUNT; i++) {
        struct sigaction current;
        if (sigaction(fatal_signals[i], NULL, &current) != 0) continue;
        /* Someone installed a handler after ours: theirs stays (it chains to
         * ours, which then only chains on). */
        if ((current.sa_flags & SA_SIGINFO) && current.sa_sigaction == fatal_signal_handler) {
            sigaction(fatal_signals[i], &previous_actions[i], NULL);
        }
    }
    handlers_installed = 0;
}

int lm_terminal_restore_arm(int fd, const char *bytes, size_t length, const struct termios *modes) {
    if (length > LM_TERMINAL_RESTORE_MAX_BYTES || modes == NULL) return -1;
    __atomic_store_n(&armed, 0, __ATOMIC_RELEASE);
    memcpy(restore_bytes, bytes, length);
    restore_length = length;
    restore_fd = fd;
    restore_modes = *modes;
    install_handlers();
    if (!atexit_registered) {
        atexit_registered = 1;
        atexit(restore_at_exit);
    }
    __atomic_store_n(&armed, 1, __ATOMIC_RELEASE);
    return 0;
}

void lm_terminal_restore_disarm(void) {
    __atomic_store_n(&armed, 0, __ATOMIC_RELEASE);
    uninstall_handlers();
}

int lm_terminal_restore_is_armed(void) {
    return __atomic_load_n(&armed, __ATOMIC_ACQUIRE);
}
