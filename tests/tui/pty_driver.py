"""Run the real app under a pseudo-terminal and write keys to it (stdlib only).

Pilot hands keys to the app one message at a time; a terminal hands it whatever
arrived in one read. ``PtyApp`` starts ``python3 -m tui ...`` from the worktree
root on a pty of 120x40 (its own save folder in ``HEROTABLE_SAVE_DIR``), keeps
reading what it draws, and ``write`` sends several keys in ONE ``os.write``, as
a paste or keys queued over SSH arrive. Outcomes are read back from the saves
the app writes (autosave after each action) or from the screen text.
"""
from __future__ import annotations

import fcntl
import os
import re
import select
import signal
import struct
import sys
import termios
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENTER, TAB, ESC = "\r", "\t", "\x1b"
_ANSI = re.compile(r"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[()][A-Za-z0-9]|\x1b[=>78NOM]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)")


_TOKEN = re.compile(r"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\\\)"
                    r"|\x1b[()][A-Za-z0-9]|\x1b.|[^\x1b]+")


class PtyApp:
    """``python3 -m tui *args`` on a pty; ``with PtyApp(...) as app:`` stops it at the end.

    ``save_dir``: the folder given as HEROTABLE_SAVE_DIR. ``env``: more variables.
    ``program``: what runs instead of ``python3 -m tui`` (``args`` after it), such as
    ``ssh -t USER@HOST`` for a login that runs herotable.
    """

    def __init__(self, args: list[str], save_dir: Path, env: dict | None = None,
                 size: tuple[int, int] = (120, 40), program: list[str] | None = None):
        self.args, self.save_dir, self.size = list(args), Path(save_dir), size
        self.program = list(program or [sys.executable, "-m", "tui"])
        self.extra_env = dict(env or {})
        self.output = bytearray()
        self._lock = threading.Lock()
        self.pid = -1
        self.fd = -1

    def __enter__(self) -> "PtyApp":
        environ = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
        environ.update({"HEROTABLE_SAVE_DIR": str(self.save_dir), "TERM": "xterm-256color",
                        "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "COLUMNS": str(self.size[0]),
                        "LINES": str(self.size[1]), "TEXTUAL_ANIMATIONS": "none"})
        environ.pop("TEXTUAL", None)
        environ.update(self.extra_env)
        pid, fd = os.forkpty()
        if pid == 0:                                    # the child: the app
            try:
                os.chdir(ROOT)
                os.execvpe(self.program[0], [*self.program, *self.args], environ)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        cols, rows = self.size
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        return self

    def _read(self) -> None:
        while True:
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.2)
                if ready:
                    chunk = os.read(self.fd, 65536)
                    if not chunk:
                        return
                    with self._lock:
                        self.output += chunk
            except OSError:
                return

    def write(self, keys: str) -> None:
        """Send ``keys`` (a str, Enter as ``ENTER``) in one write to the terminal."""
        os.write(self.fd, keys.encode())

    def text(self) -> str:
        """Everything drawn so far, escape sequences taken out."""
        with self._lock:
            raw = bytes(self.output).decode("utf-8", "replace")
        return _ANSI.sub("", raw)

    def screen(self) -> str:
        """The terminal as it looks now: a small emulator of what Textual sends
        (cursor moves, erases, text; colours and modes ignored), one line a row."""
        with self._lock:
            raw = bytes(self.output).decode("utf-8", "replace")
        cols, rows = self.size
        grid = [[" "] * cols for _ in range(rows)]
        row = col = 0
        for match in _TOKEN.finditer(raw):
            token = match.group(0)
            if token.startswith("\x1b["):
                final, params = token[-1], token[2:-1]
                numbers = [int(n) if n.isdigit() else 0 for n in params.lstrip("?").split(";")]
                if final == "H":
                    row = max(0, (numbers[0] or 1) - 1)
                    col = max(0, ((numbers[1] if len(numbers) > 1 else 1) or 1) - 1)
                elif final == "K":
                    grid[min(row, rows - 1)][col:] = [" "] * (cols - col)
                elif final == "J" and numbers[0] == 2:
                    grid = [[" "] * cols for _ in range(rows)]
                elif final == "G":
                    col = max(0, (numbers[0] or 1) - 1)
                elif final == "C":
                    col += numbers[0] or 1
                continue
            if token.startswith("\x1b"):
                continue
            for char in token:
                if char == "\r":
                    col = 0
                elif char == "\n":
                    row = min(rows - 1, row + 1)
                elif char >= " " and row < rows and col < cols:
                    grid[row][col] = char
                    col += 1
        return "\n".join("".join(line).rstrip() for line in grid)

    def wait_screen(self, pattern: str, timeout: float = 15.0) -> str:
        """Wait until ``pattern`` (a regex) is on the emulated screen; AssertionError if not."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            found = re.search(pattern, self.screen())
            if found:
                return found.group(0)
            time.sleep(0.1)
        raise AssertionError(f"{pattern!r} not on screen:\n{self.screen()}")

    def mark(self) -> int:
        """A position in the output; ``wait_text(..., since=mark)`` looks only after it."""
        with self._lock:
            return len(self.output)

    def wait_text(self, pattern: str, timeout: float = 15.0, since: int = 0) -> str:
        """Wait until ``pattern`` (a regex) appears in the drawn text; AssertionError if not."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with self._lock:
                raw = bytes(self.output[since:]).decode("utf-8", "replace")
            found = re.search(pattern, _ANSI.sub("", raw))
            if found:
                return found.group(0)
            time.sleep(0.05)
        raise AssertionError(f"{pattern!r} not on screen; last text: {self.text()[-600:]!r}")

    def wait_until(self, check, timeout: float = 15.0, what: str = "condition"):
        """Poll ``check()`` until it returns a true value (returned); AssertionError if not."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            value = check()
            if value:
                return value
            time.sleep(0.05)
        raise AssertionError(f"{what} not reached; last text: {self.text()[-600:]!r}")

    def __exit__(self, *exc) -> None:
        try:
            os.kill(self.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        end = time.monotonic() + 5
        while time.monotonic() < end:
            done, _ = os.waitpid(self.pid, os.WNOHANG)
            if done:
                break
            time.sleep(0.05)
        else:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        os.close(self.fd)
