"""Keys act in the order they were typed, even when many arrive in one read.

Why (Textual 8, ``App.on_event``): a key from the terminal is checked against
the priority bindings at once, in the App's loop, and otherwise forwarded to
the widget focused *at that moment*, whose queue handles it later; the key
then bubbles up to the App, where the ordinary bindings run. When several keys
come in one read (a paste, fast typing, keys queued behind a slow SSH link),
the App forwards all of them before the first is handled: a priority Enter
runs ahead of the digits before it, and the letters after a Tab go to the
field the Tab was leaving. Pilot waits between presses and never shows this.

``KeyOrder`` (a mixin for the App) holds each key from the terminal until the
previous one has been handled: its way up from the widget it went to, and
whatever messages its action posted there and on the screen (a list's
selection, a screen pushed). Then the next key is forwarded, to the widget
focused by then. A timer lets the next key go if a step never comes back (a
widget removed meanwhile). ``tests/tui/test_tui_burst.py`` checks it under a
real pseudo-terminal.
"""
from __future__ import annotations

from collections import deque

from textual import events
from textual.message_pump import MessagePump

SETTLE_ROUNDS = 2
"""Passes over the key's path: the key itself, then the messages its action posted."""
RELEASE_AFTER = 0.5
"""Seconds after which a held key goes on even if the last one never came back."""
TABLE_WAIT = 3.0
"""Seconds keys wait for a host's answer to a joined seat's move before going on."""


class KeyOrder:
    """Mixin for ``textual.app.App``: terminal keys one at a time, in order."""

    _key_busy = False
    _key_token = 0

    async def on_event(self, event: events.Event) -> None:
        """Hold a terminal key while the one before it is still on its way."""
        if isinstance(event, events.Key) and not event.is_forwarded:
            if self._key_busy:
                self._key_backlog().append(event)
                return
            if self._table_pending():        # a joined seat's move is on its way
                self._key_backlog().append(event)
                self._key_busy = True
                self._pause_for_table()
                return
            await self._send_key(event)
            return
        await super().on_event(event)      # type: ignore[misc]

    # -- a joined seat (tui/table/remote.py): keys wait for the host's answer ----------
    _key_paused = False

    def _table_pending(self) -> bool:
        """True while the game screen's table waits for the host to answer its move."""
        session = getattr(self.screen, "session", None)         # type: ignore[attr-defined]
        return bool(getattr(session, "pending", False))

    def _pause_for_table(self) -> None:
        """Hold the keys typed after a move until the host's update is drawn (or
        ``TABLE_WAIT`` seconds), so "1 Enter Enter" acts as it does at a local table."""
        self._key_paused = True
        self._key_token += 1
        token = self._key_token
        self.set_timer(TABLE_WAIT, lambda: self._resume(token))   # type: ignore[attr-defined]

    def table_answered(self) -> None:
        """The host's update is drawn: let the held keys go on (the game screen calls it)."""
        if self._key_paused:
            self._key_answered = self._key_token
            self.call_later(self._resume, self._key_token)      # type: ignore[attr-defined]

    async def _resume(self, token: int) -> None:
        if token != self._key_token or not self._key_paused:
            return
        self._key_paused = False
        backlog = self._key_backlog()
        if backlog and self._table_pending() and token_is_answer(token, self):
            self._pause_for_table()      # the next move of a chain went out: wait again
        elif backlog:
            await self._send_key(backlog.popleft())
        else:
            self._key_busy = False

    def _key_backlog(self) -> deque:
        backlog = self.__dict__.get("_held_keys")
        if backlog is None:
            backlog = self.__dict__["_held_keys"] = deque()
        return backlog

    async def _send_key(self, event: events.Key) -> None:
        """Let Textual handle ``event`` now, then wait for it to settle.

        A key typed before the screen now on top was shown is dropped when that
        screen asks for it (``ignore_keys_before``, set by ``FreshKeysOnly``)."""
        screen = self.screen                                     # type: ignore[attr-defined]
        if event.time < getattr(screen, "ignore_keys_before", float("-inf")):
            backlog = self._key_backlog()
            if backlog:
                await self._send_key(backlog.popleft())
            else:
                self._key_busy = False
            return
        self._key_busy = True
        self._key_token += 1
        token = self._key_token
        target = self.focused or self.screen                     # type: ignore[attr-defined]
        await super().on_event(event)                            # type: ignore[misc]
        path = _path(target)
        self.set_timer(RELEASE_AFTER, lambda: self._release(token))  # type: ignore[attr-defined]
        self._settle(path, 0, SETTLE_ROUNDS, token)

    def _settle(self, path: list[MessagePump], step: int, rounds: int, token: int) -> None:
        """Queue a callback behind what each node on ``path`` holds, one node after another."""
        if token != self._key_token:
            return
        while step < len(path):
            node = path[step]
            if node.call_later(self._settle, path, step + 1, rounds, token):
                return
            step += 1                                    # a closed node: skip it
        if rounds > 1:
            screen = self.screen                         # type: ignore[attr-defined]
            focused = self.focused                       # type: ignore[attr-defined]
            self._settle(_path(focused or screen) + _path(screen), 0, rounds - 1, token)
        else:
            self.call_later(self._release, token)        # type: ignore[attr-defined]

    async def _release(self, token: int) -> None:
        """The key of ``token`` is done: forward the next held key, if any."""
        if token != self._key_token or not self._key_busy:
            return
        backlog = self._key_backlog()
        if backlog and self._table_pending():
            self._pause_for_table()
        elif backlog:
            await self._send_key(backlog.popleft())
        else:
            self._key_busy = False


class FreshKeysOnly:
    """Mixin for a Screen that only keys typed after it appeared may answer.

    A pass-and-play hand-off, or the end of a game: an Enter typed on the heels
    of the turn's last key (fast typing, keys queued behind an SSH link) was
    meant for the screen before, and used to pass the hand-off at once and show
    the next player's hand (issue 15). ``KeyOrder`` drops a key whose ``time``
    (when the terminal's bytes were read) is before this screen's last
    ``ScreenResume``."""

    ignore_keys_before: float = float("-inf")

    def key_guard(self) -> float:
        """Seconds after the screen appears during which keys are dropped too (0
        here; the hand-off screen keeps a moment: ``tui.screens.handoff.GUARD``)."""
        return 0.0

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        # Textual runs this for every class of the screen that defines it, this
        # base one too: the guard is asked for here, not set in a subclass's handler
        self.ignore_keys_before = event.time + self.key_guard()


def token_is_answer(token: int, app) -> bool:
    """True when ``_resume`` runs for the host's answer (not the ``TABLE_WAIT`` timer,
    after which keys go on whatever the table says)."""
    return getattr(app, "_key_answered", None) == token


def _path(node) -> list[MessagePump]:
    """``node`` and its ancestors up to the App: the way a key bubbles."""
    path = []
    while node is not None:
        path.append(node)
        node = node._parent
    return path
