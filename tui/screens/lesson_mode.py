"""LessonMode: a game screen playing a guided first game (issue 44).

When the screen's session carries a lesson runner (``session.lesson``,
``tui/lessons``), a line above the panels says what to do now and why, the
step's keys stand out in the footer, an action the step does not teach is
answered in the step's words instead of being played, and the lesson's own
keys work: ``[`` looks back a step, ``]`` goes on without waiting, ``x``
leaves (after asking). No game binds these keys. The step moves on inside the
session (``GameSession.apply``), when the engine reaches what it waits for.
"""
from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

LESSON_KEYS = ("left_square_bracket", "right_square_bracket", "x")
REFUSED = "Not in this lesson step"   # the refusals' title: they go when the step moves on
REFUSED_SECONDS = 6   # long enough to read, short enough not to hide the board for long


class LessonLine(Static):
    """The lesson's line above the panels: the step, what to do and why, its keys."""


class LessonMode:
    """Mixin for ``GameScreen``: the guided game's line, refusals and keys."""

    LESSON_BINDINGS = [
        Binding("left_square_bracket", "lesson_back", "Back", key_display="["),
        Binding("right_square_bracket", "lesson_skip", "Skip", key_display="]"),
        Binding("x", "lesson_leave", "Leave", key_display="x"),
    ]
    _handover_asked = False
    _lesson_drawn: tuple[int, int] | None = None   # (live, shown) the line last showed

    @property
    def lesson(self):
        """The session's lesson runner, or None for an ordinary game."""
        return getattr(self.session, "lesson", None)

    def lesson_refusal(self, action) -> str | None:
        """The step's words when the seat on screen may not take ``action`` now."""
        runner = self.lesson
        if runner is None:
            return None
        return runner.refusal(self.shown_seat, action)

    def lesson_refuse(self, action) -> bool:
        """Say why ``action`` is not part of this step and return True; False (and
        nothing said) when it may be played."""
        words = self.lesson_refusal(action)
        if words is None:
            if self.lesson is not None:
                self.lesson_drop_refusals()   # the right move: the old answer is moot
            return False
        self.notify(words, title=REFUSED, severity="warning", markup=False,
                    timeout=REFUSED_SECONDS)
        return True

    def lesson_drop_refusals(self) -> None:
        """Take down the "Not in this lesson step" toasts, those still on their way
        to the app too (an allowed action was played or the step moved on)."""
        self._drop_refusal_toasts()
        self.app.call_later(self._drop_refusal_toasts)

    def _drop_refusal_toasts(self) -> None:
        app = self.app
        for note in list(app._notifications):
            if note.title == REFUSED:
                app._unnotify(note)
        said = app.__dict__.get("_toasts_said") or {}     # tui.toasts: may be said again
        for key in [k for k in said if k[1] == REFUSED]:
            del said[key]

    # -- the line ---------------------------------------------------------------------
    def lesson_update(self) -> None:
        """Draw the lesson line (mounting it under the header the first time), mark
        the step's keys in the footer, and offer the hand-over at the last step."""
        runner = self.lesson
        if runner is None or not self.is_attached:
            return
        found = self.query(LessonLine)
        if found:
            line = found.first()
        else:
            from ..widgets import HeaderLine
            line = LessonLine(id="lesson-line")
            self.add_class("in-lesson")     # the panels give the line its rows
            # the footer rebuilds its keys in place when the bindings change: mark again
            self.bindings_updated_signal.subscribe(self, self._lesson_bindings_changed)
            header = self.query(HeaderLine)
            if header:
                self.mount(line, after=header.first())
            else:
                self.mount(line, before=0)
        drawn = (runner.live, runner.shown)
        if self._lesson_drawn is not None and drawn != self._lesson_drawn:
            self.lesson_drop_refusals()    # another step: the refusal was the last one's
        self._lesson_drawn = drawn
        step = runner.shown_step
        text = Text()
        text.append(f"{runner.position()}: {step.title}. ", style="bold")
        if runner.shown < runner.live:
            text.append("(looking back; ] returns) ", style="italic")
        text.append(step.say)
        keys = self.lesson_keys_off_footer()
        if keys:
            text.append("  Keys: " + " ".join(keys), style="bold")
        line.update(text)
        self.call_after_refresh(self._lesson_mark_footer)
        if runner.finished and not self._handover_asked and not self.state.is_over():
            self._handover_asked = True
            self.call_after_refresh(self.lesson_handover)

    @property
    def active_bindings(self):
        """Textual's active bindings, in a lesson with the step's keys first: the footer
        shows the keys in this order and cuts what does not fit (at 80 columns the
        lesson's own keys pushed Orc Wars' ``e``, the key of its first step, off the
        end). Key handling does not read this order."""
        found = super().active_bindings
        wanted = set(self.lesson_key_names()) if self.lesson is not None else set()
        if not wanted:
            return found
        display = self.app.get_key_display
        first = {key: value for key, value in found.items()
                 if key in wanted or display(value.binding) in wanted}
        if not first:
            return found
        return {**first, **{key: value for key, value in found.items() if key not in first}}

    def lesson_keys_off_footer(self) -> list[str]:
        """The shown step's keys that the footer does not show (arrows, say): the line
        names only these, the footer marks the others, first (``active_bindings``),
        and the line keeps a row for the board."""
        display = self.app.get_key_display
        shown = set()
        for key, value in Screen.active_bindings.fget(self).items():
            if value.binding.show:
                shown.update((key, display(value.binding)))
        return [key for key in self.lesson_key_names() if key not in shown]

    def lesson_key_names(self) -> list[str]:
        """The shown step's keys as the footer names them ("enter", "1")."""
        runner = self.lesson
        return list(runner.shown_step.keys) if runner is not None else []

    def _lesson_bindings_changed(self, _screen) -> None:
        """The footer recomposes after a refresh: mark its keys after that."""
        self.call_after_refresh(self.call_after_refresh, self._lesson_mark_footer)

    def _lesson_mark_footer(self) -> None:
        """Give the footer keys of the step the ``lesson-key`` class (bold, reversed)."""
        from textual.widgets._footer import FooterKey
        wanted = set(self.lesson_key_names())
        for key in self.query(FooterKey):
            name = getattr(key, "key", "")
            shown = getattr(key, "key_display", "")
            key.set_class(name in wanted or shown in wanted, "lesson-key")

    def on_screen_resume(self) -> None:
        """Back on top (a dialog closed): the line may have to change."""
        self.lesson_update()

    # -- the lesson's keys -------------------------------------------------------------
    def action_lesson_back(self) -> None:
        """[: show the step before (the game stays where it is)."""
        runner = self.lesson
        if runner is None:
            return
        if not runner.back():
            self.notify("This is the first step.", markup=False)
        self.lesson_update()

    def action_lesson_skip(self) -> None:
        """]: on to the next step without waiting; at the last, the hand-over again."""
        runner = self.lesson
        if runner is None:
            return
        if not runner.skip():
            self.lesson_handover()
            return
        self.lesson_update()

    def action_lesson_leave(self) -> None:
        """x: ask, then leave the lesson for the title screen (it stays saved)."""
        if self.lesson is None:
            return
        from .dialogs import ChooseScreen
        self.session.save()
        self.app.push_screen(ChooseScreen("Leave the lesson? It is saved: Continue takes "
                                          "it up again.", ["Leave for the title screen",
                                                           "Stay in the lesson"]),
                             lambda i: self.app.show_title() if i == 0 else None)

    def lesson_handover(self) -> None:
        """The last step: play on from here or begin a fresh game against the easy AI."""
        from .dialogs import ChooseScreen
        labels = ["Play on from here against the easy AI",
                  f"A fresh {self.session.game_title} against the easy AI",
                  "Back to the title screen"]
        self.app.push_screen(ChooseScreen("The lesson is over: your game now.", labels),
                             self._handover_chosen)

    def _handover_chosen(self, index: int | None) -> None:
        if index == 0:
            self.lesson_end()
        elif index == 1:
            self.lesson_fresh_game()
        elif index == 2:
            self.app.show_title()

    def lesson_end(self) -> None:
        """Play on: the lesson is over. Its line goes and the panels get its rows
        back; the lesson's keys leave the footer and nothing is refused any more.
        (A resumed save of this game finds the lesson again, at its last step.)"""
        if self.lesson is None:
            return
        self.lesson_drop_refusals()
        self.session.lesson = None
        self.remove_class("in-lesson")
        for line in self.query(LessonLine):
            line.remove()
        self.refresh_bindings()
        self.call_after_refresh(self._lesson_mark_footer)

    def lesson_fresh_game(self) -> None:
        """Start a new game of this lesson's game: the learner a person, the other
        seats the easy AI, the usual options and names."""
        from ..lessons.tables import OPPONENT
        from ..session import GameSession, SessionError
        runner = self.lesson
        names = list(runner.script.names)
        seats = [{"kind": "human"} if s == runner.seat else {"kind": "ai", "bot": OPPONENT}
                 for s in range(runner.script.players)]
        try:
            session = GameSession.new(self.session.game_id, runner.script.players, None,
                                      {"names": names}, self.app.save_folder(), seats=seats,
                                      save_later=True)
        except SessionError as exc:
            self.notify(str(exc), severity="error", markup=False)
            return
        self.app.start_session(session)
