"""Guest mode: herotable as the whole of an SSH login (issue 43).

An sshd ``ForceCommand`` or an ``authorized_keys`` ``command=`` runs
``herotable --guest`` (or any herotable with ``HEROTABLE_GUEST=1``) for people
who get no shell on the machine. Every rule a guest is held to is here, so the
command line (``tui/cli/__init__.py``), the app (``tui/app.py``) and ``herotable serve``
ask this module and nothing else:

- :func:`guest_mode`: is this run a guest's (the flag or the variable).
- :func:`confine`: a path a guest names must lie inside the guest's save folder
  (no ``..``, no symlink out, no ``~``); refused in one line otherwise.
- :func:`refusal`: the commands a guest may not run (``host``, ``simulate``,
  ``join --ssh``), with the line that says so; :func:`confine_arguments` confines
  the paths of the commands a guest may run.
- :func:`relay_request`: the one command a guest's ssh client may send
  (``SSH_ORIGINAL_COMMAND``): ``herotable relay [TABLE]``, for ``join --ssh``.
- :data:`SYSTEM_COMMANDS`: the only Textual palette commands a guest sees;
  :class:`GuestGuard` turns off what would reach outside the game (screenshots
  and files delivered to a folder, URLs, suspending the process).

A guest's seat keys live in the guest's save folder (``KeyRing(folder)``), so
guests who share a Unix account but have folders of their own share no seat.
"""
from __future__ import annotations

import os
import re
import shlex
from pathlib import Path, PurePosixPath
from typing import Mapping

ENV_VAR = "HEROTABLE_GUEST"

NO_TERMINAL = ("herotable needs a terminal; connect with ssh -t (this login runs "
               "herotable only)")

SYSTEM_COMMANDS = frozenset({"Theme", "Quit"})
"""Textual's own palette commands a guest may see (on the screens that offer them):
a theme lasts this run only, and Quit ends the login. Screenshots (written to a
folder), the key panel and the rest are hidden."""

REFUSED_COMMANDS = {
    "host": "a guest cannot host a table; ask the owner of this machine to run "
            "herotable host",
    "simulate": "a guest cannot run simulations on this machine",
    "serve": "a guest cannot start a web server",
}

TABLE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


class GuestRefusal(Exception):
    """A guest asked for something outside the game; the message is one line."""


def guest_mode(args=None, environ: Mapping[str, str] | None = None) -> bool:
    """True when this run is a guest's: ``args.guest`` (``--guest``) is set, or
    ``HEROTABLE_GUEST`` is ``1`` (or ``yes``/``true``) in ``environ`` (default
    ``os.environ``). ``args``: an argparse namespace or None."""
    if args is not None and getattr(args, "guest", False):
        return True
    environ = os.environ if environ is None else environ
    return environ.get(ENV_VAR, "").strip().lower() in ("1", "yes", "true")


def confine(path: str | os.PathLike, folder: Path | None, must_exist: bool = True) -> Path:
    """``path`` as an absolute path inside the guest's save ``folder``, else
    GuestRefusal (one line).

    A relative ``path`` is taken inside ``folder``. Refused: a ``..`` anywhere, a
    leading ``~``, an absolute path outside the folder, and any path whose real
    location (symlinks followed) is not inside the folder's real location.
    ``must_exist``: refuse a path that is not there too (a file to read); False
    for a new file to write, whose folder must still be inside. ``folder`` None
    (no save folder could be made): every path is refused.
    """
    if folder is None:
        raise GuestRefusal("a guest has no save folder to open files from")
    text = os.fspath(path)
    if not text.strip() or "\0" in text:
        raise GuestRefusal("a guest gives the name of a save in the guest's save folder")
    pure = PurePosixPath(text)
    outside = f"{_short(text)} is not in your save folder; a guest may only open files there"
    if ".." in pure.parts or text.startswith("~"):
        raise GuestRefusal(outside)
    root = Path(os.path.realpath(folder))
    candidate = Path(text) if pure.is_absolute() else Path(folder) / text
    real = Path(os.path.realpath(candidate))
    if real == root or not real.is_relative_to(root):
        raise GuestRefusal(outside)
    if must_exist and not real.exists():
        raise GuestRefusal(f"{_short(text)}: no such save in your save folder")
    return real


def _short(text: str) -> str:
    """A path for a refusal line: printable, at most 60 characters."""
    from saves.safe_text import shown
    text = shown(text)
    return repr(text if len(text) <= 60 else text[:57] + "...")


def refusal(args) -> str | None:
    """The line refusing ``args`` (a parsed ``herotable`` command line) to a guest,
    or None when a guest may run it. Refused: ``host``, ``simulate``, ``serve``, ``join --ssh``
    (a guest joins the tables of this machine only)."""
    command = getattr(args, "command", None)
    if command in REFUSED_COMMANDS:
        return REFUSED_COMMANDS[command]
    if command == "join" and getattr(args, "ssh", None):
        return "a guest joins the tables of this machine only (no --ssh)"
    return None


PATH_ARGUMENTS = (("path", True), ("output", False))
"""The argparse fields that name files, and whether the file must exist already."""


def confine_arguments(args, folder: Path) -> None:
    """Rewrite each file named in ``args`` (``load``/``replay``/``saves`` PATH, ``-o``)
    as its place inside ``folder``; GuestRefusal (one line) for one outside it.
    ``saves import FILE``: the record must be in the folder too."""
    for name, must_exist in PATH_ARGUMENTS:
        value = getattr(args, name, None)
        if value is not None:
            setattr(args, name, str(confine(value, folder, must_exist=must_exist)))


def relay_request(original: str) -> str | None:
    """The TABLE of an ssh client's command ``original`` (``SSH_ORIGINAL_COMMAND``)
    when it is ``herotable relay [TABLE]`` (``herotable`` may be a path to it, as
    ``join --ssh --remote-command`` sends), None for no table; GuestRefusal (one
    line) for anything else: no option, no other command, no shell syntax."""
    refused = GuestRefusal("this login runs herotable only: connect with ssh -t and no "
                           "command, or use herotable join --ssh")
    try:
        words = shlex.split(original)
    except ValueError:
        raise refused from None
    if len(words) not in (2, 3) or PurePosixPath(words[0]).name != "herotable" \
            or words[1] != "relay":
        raise refused
    if len(words) == 3:
        if not TABLE_NAME.fullmatch(words[2]):
            raise refused
        return words[2]
    return None


def admit(args, terminal: bool, environ: Mapping[str, str] | None = None) -> None:
    """Check a guest's parsed command line ``args`` before anything runs; GuestRefusal
    (one line, exit status 2) when it may not run.

    An ssh client's own command (``SSH_ORIGINAL_COMMAND`` in ``environ``, set by sshd
    under a ForceCommand or ``command=``) may only be ``herotable relay [TABLE]``
    (:func:`relay_request`): ``args`` then becomes that relay, the save folder the
    login's. Otherwise the app needs a ``terminal`` (ssh without ``-t`` gets
    :data:`NO_TERMINAL`), except a relay, and :func:`refusal` applies."""
    environ = os.environ if environ is None else environ
    original = environ.get("SSH_ORIGINAL_COMMAND")
    if original is not None:
        args.table = relay_request(original)
        args.command = "relay"
        return
    line = refusal(args)     # what a guest may not run is said first, terminal or not
    if line is not None:
        raise GuestRefusal(line)
    if not terminal and getattr(args, "command", None) != "relay":
        raise GuestRefusal(NO_TERMINAL)


class GuestGuard:
    """App mixin: with ``self.guest`` true, nothing leaves the game.

    Textual can write screenshots and delivered files to a folder, open URLs and
    suspend the process (``ctrl+z`` when bound; SIGTSTP): none of that is a
    guest's. Each refusal is a notice; nothing is written or run."""

    guest = False

    def _refuse(self, what: str) -> None:
        self.notify(f"Not for a guest: {what}.", severity="warning", markup=False)

    def action_screenshot(self, filename=None, path=None) -> None:
        """A screenshot (an SVG file), except for a guest."""
        if self.guest:
            return self._refuse("saving a screenshot")
        return super().action_screenshot(filename, path)

    def deliver_screenshot(self, *args, **kwargs):
        """Textual's screenshot to a folder, except for a guest."""
        if self.guest:
            return self._refuse("saving a screenshot")
        return super().deliver_screenshot(*args, **kwargs)

    def deliver_text(self, *args, **kwargs):
        """Textual's file delivery, except for a guest."""
        if self.guest:
            return self._refuse("saving a file")
        return super().deliver_text(*args, **kwargs)

    def deliver_binary(self, *args, **kwargs):
        """Textual's file delivery, except for a guest."""
        if self.guest:
            return self._refuse("saving a file")
        return super().deliver_binary(*args, **kwargs)

    def save_screenshot(self, *args, **kwargs):
        """Textual's screenshot written to a file, except for a guest."""
        if self.guest:
            return self._refuse("saving a screenshot")
        return super().save_screenshot(*args, **kwargs)

    def open_url(self, *args, **kwargs):
        """Textual's URL opener (a browser on this machine), except for a guest."""
        if self.guest:
            return self._refuse("opening a link")
        return super().open_url(*args, **kwargs)

    def action_suspend_process(self) -> None:
        """Suspend to the shell (Textual), except for a guest: there is no shell."""
        if self.guest:
            return self._refuse("suspending herotable (there is no shell to go to)")
        return super().action_suspend_process()

    def ignore_stop_signal(self) -> None:
        """For a guest, SIGTSTP does nothing: Textual's driver would stop the process,
        leaving the login hung with no shell to resume it from. Call from the main
        thread, once the driver is up (``on_mount``)."""
        import signal
        if self.guest and hasattr(signal, "SIGTSTP"):
            signal.signal(signal.SIGTSTP, signal.SIG_IGN)
