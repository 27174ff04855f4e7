// Typed wrappers around libedit's native (histedit) API for Swift.
//
// el_set, el_get and history are C variadic functions, which Swift cannot call, and
// stdin/stdout/stderr are C globals that Swift 6 rejects; every operation LineEditing
// needs is wrapped here in a small static inline function with a fixed signature.
#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H

#include <errno.h>
#include <histedit.h>
#include <pthread.h>
#include <signal.h>
#include <termios.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

/// A prompt callback: returns the prompt text (owned by the caller of el_set).
typedef char *(*clibedit_prompt_fn)(EditLine *);
/// An editor command callback (EL_ADDFN): returns one of the CC_* codes.
typedef unsigned char (*clibedit_command_fn)(EditLine *, int);

// MARK: - Standard streams

static inline FILE *clibedit_stdin(void) { return stdin; }
static inline FILE *clibedit_stdout(void) { return stdout; }
static inline FILE *clibedit_stderr(void) { return stderr; }

// MARK: - Editor settings (el_set / el_get)

/// An empty prompt for a prompt callback that has nothing else to return.
static inline char *clibedit_empty_prompt(void) {
  static char empty[1] = "";
  return empty;
}

/// EL_PROMPT_ESC: `ignore` brackets runs of invisible characters (colour codes).
static inline int clibedit_set_prompt_esc(EditLine *el, clibedit_prompt_fn fn, char ignore) {
  return el_set(el, EL_PROMPT_ESC, fn, ignore);
}

static inline int clibedit_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

/// EL_SIGNAL: libedit restores the terminal when a signal arrives during el_gets.
static inline int clibedit_set_signal(EditLine *el, int on) {
  return el_set(el, EL_SIGNAL, on);
}

static inline int clibedit_set_clientdata(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *clibedit_get_clientdata(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

static inline int clibedit_set_history(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

static inline int clibedit_add_function(
    EditLine *el, const char *name, const char *help, clibedit_command_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}

/// EL_BIND: binds `key` (e.g. "^I") to the editor command `command`.
static inline int clibedit_bind(EditLine *el, const char *key, const char *command) {
  return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

// MARK: - History

static inline int clibedit_history_set_size(History *h, int size) {
  HistEvent ev;
  return history(h, &ev, H_SETSIZE, size);
}

/// The number of entries held, or -1 on error.
static inline int clibedit_history_get_size(History *h) {
  HistEvent ev;
  if (history(h, &ev, H_GETSIZE) != 0) return -1;
  return ev.num;
}

static inline int clibedit_history_set_unique(History *h, int unique) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, unique);
}

static inline int clibedit_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

static inline int clibedit_history_load(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_LOAD, path);
}

static inline int clibedit_history_save(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_SAVE, path);
}

// MARK: - Signals and terminal size

static inline void clibedit_sigint_noop(int signo) { (void)signo; }

/// Installs a SIGINT handler that does nothing, without SA_RESTART, so a Ctrl-C makes a
/// blocked read(2) (inside el_gets or a secret read) fail with EINTR instead of killing
/// the process. The previous action is stored in `previous` when it is not NULL.
static inline int clibedit_install_sigint_handler(struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = clibedit_sigint_noop;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(SIGINT, &action, previous);
}

static inline int clibedit_restore_sigint_handler(const struct sigaction *previous) {
  return sigaction(SIGINT, previous, NULL);
}

// MARK: - Secret reads: the terminal restored on every way out

// A passcode is read with echo off. Whatever ends or pauses the read must not leave it so, or
// show what is typed next: SIGTERM, SIGHUP and SIGQUIT restore the terminal and then take
// their default action; Ctrl-Z (SIGTSTP) restores it and stops; SIGCONT (fg) turns echo off
// again. Written in C because signal handlers may only call async-signal-safe functions
// (tcsetattr, sigaction, raise), with the settings kept where a handler can read them.

enum { CLIBEDIT_SECRET_SIGNAL_COUNT = 5 };

/// The signals a secret read handles, by index.
static inline int clibedit_secret_signal(int index) {
  switch (index) {
    case 0: return SIGTSTP;
    case 1: return SIGCONT;
    case 2: return SIGTERM;
    case 3: return SIGHUP;
    default: return SIGQUIT;
  }
}

struct clibedit_secret_state {
  struct termios saved;
  struct termios quiet;
  int fd;
  struct sigaction previous[CLIBEDIT_SECRET_SIGNAL_COUNT];
};

/// The one state, a function's static: a header's own statics are not emitted for Swift.
static inline struct clibedit_secret_state *clibedit_secret(void) {
  static struct clibedit_secret_state state = {.fd = -1};
  return &state;
}

static inline void clibedit_secret_on_signal(int signo);

/// Installs the secret read's handler for `signo`; SA_RESTART so a read in progress goes on.
static inline int clibedit_secret_install(int signo, struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = clibedit_secret_on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  return sigaction(signo, &action, previous);
}

/// Sends `signo` to this thread with its default action, unblocked (a handler runs with its
/// own signal blocked).
static inline void clibedit_secret_raise_default(int signo) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signo);
  signal(signo, SIG_DFL);
  pthread_sigmask(SIG_UNBLOCK, &set, NULL);
  raise(signo);
}

static inline void clibedit_secret_on_signal(int signo) {
  int saved_errno = errno;
  struct clibedit_secret_state *state = clibedit_secret();
  int fd = state->fd;
  if (signo == SIGCONT) {
    if (fd >= 0) tcsetattr(fd, TCSANOW, &state->quiet);
  } else if (signo == SIGTSTP) {
    if (fd >= 0) tcsetattr(fd, TCSANOW, &state->saved);
    clibedit_secret_raise_default(SIGTSTP);
    // Stopped until fg: then echo goes off again and Ctrl-Z is caught again.
    clibedit_secret_install(SIGTSTP, NULL);
    if (fd >= 0) tcsetattr(fd, TCSANOW, &state->quiet);
  } else {
    if (fd >= 0) tcsetattr(fd, TCSANOW, &state->saved);
    clibedit_secret_raise_default(signo);
  }
  errno = saved_errno;
}

/// Keeps `saved` and `quiet` for the handlers and installs them, for a secret read on `fd`.
static inline void clibedit_secret_guard_begin(
    int fd, const struct termios *saved, const struct termios *quiet) {
  struct clibedit_secret_state *state = clibedit_secret();
  state->saved = *saved;
  state->quiet = *quiet;
  state->fd = fd;
  for (int i = 0; i < CLIBEDIT_SECRET_SIGNAL_COUNT; i++) {
    clibedit_secret_install(clibedit_secret_signal(i), &state->previous[i]);
  }
}

/// Puts the handlers that were there before `clibedit_secret_guard_begin` back.
static inline void clibedit_secret_guard_end(void) {
  struct clibedit_secret_state *state = clibedit_secret();
  for (int i = 0; i < CLIBEDIT_SECRET_SIGNAL_COUNT; i++) {
    sigaction(clibedit_secret_signal(i), &state->previous[i], NULL);
  }
  state->fd = -1;
}

/// Columns of the terminal on `fd` (TIOCGWINSZ), or 0 when unknown.
static inline int clibedit_terminal_columns(int fd) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return (int)size.ws_col;
}

#endif
