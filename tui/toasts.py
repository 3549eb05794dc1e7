"""One toast for each thing said: a notification the same as one still showing is
not stacked again.

Keys typed fast at a refusal (a burst while the AI plays, or a slow SSH link
delivering several at once) made the same warning three times over, and the
copies covered the grid into the player's own turn (a new-user try of Pack of
Heroes at 80x24). Textual adds a toast only when its ``Notify`` message is
handled, after the keys already queued, so the app cannot ask Textual which
toasts are showing in time; it keeps its own note of what it said and until
when.
"""
from __future__ import annotations

import time


class OneToastEach:
    """A mixin for the App: ``notify`` drops a toast whose words, title and
    severity are those of one said less than its timeout ago; clearing the
    toasts (a hand-off, a dialog) forgets them, so the next one shows."""

    def notify(self, message, *, title: str = "", severity: str = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """Textual's ``App.notify`` (same arguments; ``timeout`` in seconds), unless the
        same toast is still showing. Every widget's ``notify`` comes here; a
        character that is not printable (a path, a name: any text from a file)
        shows as ``?``, line breaks kept."""
        from saves.safe_text import shown
        message = "\n".join(shown(line) for line in str(message).split("\n"))
        title = shown(title)
        said = self.__dict__.setdefault("_toasts_said", {})
        key = (str(message), title, severity)
        now = time.monotonic()
        if said.get(key, 0.0) > now:
            return
        seconds = self.NOTIFICATION_TIMEOUT if timeout is None else timeout
        said[key] = now + seconds
        super().notify(message, title=title, severity=severity, timeout=timeout,
                       markup=markup)

    def clear_notifications(self) -> None:
        """Textual's ``App.clear_notifications``; what was said may be said again."""
        self.__dict__.setdefault("_toasts_said", {}).clear()
        super().clear_notifications()
