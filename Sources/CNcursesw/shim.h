#ifndef LISTMOTION_CNCURSESW_SHIM_H
#define LISTMOTION_CNCURSESW_SHIM_H

/* SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600, and without one of these
 * defines ncurses hides cchar_t, setcchar, mvadd_wch, get_wch and friends. */
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include <sys/ioctl.h>
#include <termios.h>
/* Debian, Ubuntu, Fedora and Homebrew put the wide-character header under
 * ncursesw/; macOS' own ncurses (wide-character capable with the defines
 * above) has only <curses.h>. */
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

/* glibc hides wcwidth from Swift's importer unless it is declared here. */
extern int wcwidth(wchar_t c);

/* Pseudo-terminals (tests and the bench open one): glibc declares these only
 * for _XOPEN_SOURCE >= 600, which SwiftPM does not pass. */
extern int posix_openpt(int flags);
extern int grantpt(int fd);
extern int unlockpt(int fd);
extern int ptsname_r(int fd, char *buf, size_t buflen);

/* ---- Attributes: macros built from NCURSES_BITS never import. ---- */
static inline attr_t lm_A_NORMAL(void) { return A_NORMAL; }
static inline attr_t lm_A_STANDOUT(void) { return A_STANDOUT; }
static inline attr_t lm_A_UNDERLINE(void) { return A_UNDERLINE; }
static inline attr_t lm_A_REVERSE(void) { return A_REVERSE; }
static inline attr_t lm_A_BLINK(void) { return A_BLINK; }
static inline attr_t lm_A_DIM(void) { return A_DIM; }
static inline attr_t lm_A_BOLD(void) { return A_BOLD; }
static inline attr_t lm_A_ITALIC(void) { return A_ITALIC; }
static inline attr_t lm_A_INVIS(void) { return A_INVIS; }
static inline attr_t lm_A_COLOR(void) { return A_COLOR; }
static inline attr_t lm_A_ATTRIBUTES(void) { return A_ATTRIBUTES; }
static inline attr_t lm_WA_NORMAL(void) { return WA_NORMAL; }
static inline attr_t lm_WA_BOLD(void) { return WA_BOLD; }
static inline attr_t lm_WA_DIM(void) { return WA_DIM; }
static inline attr_t lm_WA_REVERSE(void) { return WA_REVERSE; }
static inline attr_t lm_WA_UNDERLINE(void) { return WA_UNDERLINE; }
static inline attr_t lm_WA_ITALIC(void) { return WA_ITALIC; }
static inline attr_t lm_COLOR_PAIR(int pair) { return (attr_t)COLOR_PAIR(pair); }

/* ---- Globals that Swift 6 strict concurrency rejects as shared mutable state. ---- */
static inline WINDOW *lm_stdscr(void) { return stdscr; }
static inline WINDOW *lm_curscr(void) { return curscr; }
static inline int lm_LINES(void) { return LINES; }
static inline int lm_COLS(void) { return COLS; }
static inline int lm_COLORS(void) { return COLORS; }
static inline int lm_COLOR_PAIRS(void) { return COLOR_PAIRS; }
static inline FILE *lm_stdin(void) { return stdin; }
static inline FILE *lm_stdout(void) { return stdout; }

/* getmaxyx is a macro that assigns to its arguments. */
static inline void lm_getmaxyx(WINDOW *win, int *rows, int *cols) {
    int y = 0, x = 0;
    getmaxyx(win, y, x);
    *rows = y;
    *cols = x;
}

/* ---- Mouse. ---- */
static inline mmask_t lm_ALL_MOUSE_EVENTS(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t lm_REPORT_MOUSE_POSITION(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t lm_BUTTON1_PRESSED(void) { return BUTTON1_PRESSED; }
static inline mmask_t lm_BUTTON1_RELEASED(void) { return BUTTON1_RELEASED; }
static inline mmask_t lm_BUTTON1_CLICKED(void) { return BUTTON1_CLICKED; }
static inline mmask_t lm_BUTTON1_DOUBLE_CLICKED(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t lm_BUTTON3_PRESSED(void) { return BUTTON3_PRESSED; }
static inline mmask_t lm_BUTTON3_CLICKED(void) { return BUTTON3_CLICKED; }
static inline mmask_t lm_BUTTON4_PRESSED(void) { return BUTTON4_PRESSED; }
static inline mmask_t lm_BUTTON5_PRESSED(void) { return BUTTON5_PRESSED; }
static inline mmask_t lm_BUTTON_SHIFT(void) { return BUTTON_SHIFT; }
static inline mmask_t lm_BUTTON_CTRL(void) { return BUTTON_CTRL; }
/* Masks of button 1...5: `event` 0 = released, 1 = pressed, 2 = clicked, 3 = double-clicked. */
static inline mmask_t lm_BUTTON_MASK(int button, int event) {
    static const mmask_t kinds[4] = {
        NCURSES_BUTTON_RELEASED, NCURSES_BUTTON_PRESSED, NCURSES_BUTTON_CLICKED, NCURSES_DOUBLE_CLICKED,
    };
    if (button < 1 || button > 5 || event < 0 || event > 3) return 0;
    return NCURSES_MOUSE_MASK(button, kinds[event]);
}

/* ---- Line drawing: ACS_* index the acs_map global, WACS_* the _nc_wacs one. ---- */
static inline chtype lm_ACS_VLINE(void) { return ACS_VLINE; }
static inline chtype lm_ACS_HLINE(void) { return ACS_HLINE; }
static inline chtype lm_ACS_ULCORNER(void) { return ACS_ULCORNER; }
static inline chtype lm_ACS_URCORNER(void) { return ACS_URCORNER; }
static inline chtype lm_ACS_LLCORNER(void) { return ACS_LLCORNER; }
static inline chtype lm_ACS_LRCORNER(void) { return ACS_LRCORNER; }
static inline chtype lm_ACS_BULLET(void) { return ACS_BULLET; }
static inline chtype lm_ACS_BLOCK(void) { return ACS_BLOCK; }

/* ---- Small helpers for the wide-char API. ---- */

/* Draws the first `n` wide characters of `text` at (y, x) with the given
 * attributes and colour pair; returns ERR or OK like the call it wraps. */
static inline int lm_mvaddnwstr_attr(WINDOW *win, int y, int x, const wchar_t *text, int n,
                                     attr_t attrs, short pair) {
    wattr_set(win, attrs, pair, NULL);
    return mvwaddnwstr(win, y, x, text, n);
}

/* Puts one complex character (base + combining marks) at (y, x). */
static inline int lm_mvadd_wchars(WINDOW *win, int y, int x, const wchar_t *chars,
                                  attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, chars, attrs, pair, NULL) == ERR) return ERR;
    return mvwadd_wch(win, y, x, &cell);
}

/* ---- Terminal size: ioctl is variadic, which Swift cannot call. ---- */

/* Reads the window size of the terminal on `fd`; returns 0 on success, -1 otherwise. */
static inline int lm_get_winsize(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

/* Sets the window size of the terminal on `fd` (a pty master); 0 on success. */
static inline int lm_set_winsize(int fd, int rows, int cols) {
    struct winsize ws = {0};
    ws.ws_row = (unsigned short)rows;
    ws.ws_col = (unsigned short)cols;
    return ioctl(fd, TIOCSWINSZ, &ws);
}

/* ---- Signals: SIG_IGN / SIG_DFL are casts of integers, which never import. ---- */
static inline void lm_signal_ignore(int sig) { signal(sig, SIG_IGN); }
static inline void lm_signal_default(int sig) { signal(sig, SIG_DFL); }

/* Unblocks `sig` for the calling thread (libdispatch blocks the signals it
 * watches, so a re-raised signal would otherwise stay pending). */
static inline int lm_signal_unblock(int sig) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    return pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

#endif
