"""Saving a game on screen: at once, or in a background thread after each frame.

The ``GameSession`` half that writes its save file (``tui/session.py``'s
docstring says when): ``save_after_frames`` turns on background saving,
``autosave`` after each action, ``flush`` waits for the newest state to be
on disk, ``save`` writes now. The file holds the game and the table section
(``session.table``: undo and hints, ``saves.table_record``).
"""
from __future__ import annotations

from pathlib import Path

import saves


class SessionSaving:
    """Mixin of ``GameSession``: needs ``state``, ``seats``, ``path``, ``held``,
    ``campaign_id``, ``table``, ``save_error``, ``_writer``, ``_after_frame``,
    ``_unsaved`` and ``_capture_due``."""

    def save_after_frames(self, after_frame=None) -> None:
        """Save in a background thread from now on (see the module's docstring).

        ``after_frame(callback)``: schedules ``callback`` once the next frame
        is drawn (a Textual ``call_after_refresh``); the write then starts
        (by itself 0.5 s after the action at the latest). None: at once."""
        self._after_frame = after_frame
        if self._writer is None and self.path is not None:
            self._writer = saves.BackgroundWriter(self.path, self._write_capture, delay=0.5)
        if self._unsaved:
            self.autosave()

    def autosave(self) -> None:
        """Save the state as it is now: at once, or queued for the background writer
        when that is on (``save_error`` then tells the result once written).

        With a screen's ``after_frame`` the copy of the state (``capture``, a few
        milliseconds on this thread) also waits for the frame, so a key's frame
        is drawn first (issue 17); nothing changes the state in between but the
        UI thread, and a later action's copy holds this one's too (the newest
        state wins). ``flush`` (quit, ``s``, the end of the game, ``close``)
        copies a waiting state at once."""
        if self._writer is None or self.path is None:
            self.save()
            return
        self._unsaved = False
        if self._after_frame is None:
            self._submit_capture()
            self._writer.start()
            return
        if self._capture_due:
            return                  # already waiting for the frame: it copies the newest
        self._capture_due = True
        try:
            self._after_frame(self._capture_after_frame)
        except Exception:   # no app to draw a frame: copy and write now
            self._capture_after_frame()

    def _capture_after_frame(self) -> None:
        """The frame is drawn: copy the state (unless a flush did) and let the writer
        start."""
        if self._capture_due and self._submit_capture():
            self._writer.start()

    def _submit_capture(self) -> bool:
        """Copy the state for the writer if a copy is due (see ``autosave``)."""
        self._capture_due = False
        try:
            shot = saves.header.capture(self.state, self.seats, self.campaign_id, self.table)
        except (ValueError, TypeError) as exc:
            self.save_error = _one_line(exc)
            return False
        self._writer.submit(shot)
        return True

    def flush(self) -> bool:
        """Write a save still waiting (a new game's first, a background one) and wait
        for it; True when the newest state is on disk."""
        if self._unsaved:
            return self.save()
        if self._writer is not None:
            if self._capture_due:
                self._submit_capture()
            self._writer.flush()
        return self.save_error is None

    def _write_capture(self, shot) -> None:
        """The background writer's job: write one captured state (writer thread)."""
        self._write(self.path, shot)

    def _write(self, target: Path, state) -> bool:
        try:
            if self.held is not None and target == self.path:
                if self.held.closed:
                    raise saves.SaveError(target, "this game is no longer held open here "
                                                  "(it was opened again); not saved")
                self.held.write(state, seats=self.seats, campaign_id=self.campaign_id,
                                table=self.table)
            else:
                saves.write(target, state, seats=self.seats, campaign_id=self.campaign_id,
                            table=self.table)
        except (saves.SaveError, OSError, ValueError) as exc:
            self.save_error = _one_line(exc)
            return False
        except Exception as exc:   # in the writer thread nothing else would show it
            self.save_error = f"{type(exc).__name__}: {_one_line(exc)}"
            return False
        self.save_error = None
        return True

    def save(self, path: Path | None = None) -> bool:
        """Write the save file now (the autosave path unless ``path``); False on failure.

        With background saving on, the autosave goes through the writer (so
        the newest state wins and writes stay in order) and this waits for it."""
        target = Path(path) if path is not None else self.path
        if target is None:
            return False
        if target == self.path:
            self._unsaved = False
        if self._writer is not None and target == self.path:
            self.autosave()
            return self.flush()
        return self._write(target, self.state)


def _one_line(exc: BaseException) -> str:
    """The first line of an error's text (the type's name for an empty one)."""
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0]
