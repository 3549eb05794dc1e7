"""Following a lesson script while its game is played (issue 44).

``LessonRunner`` knows the step under way (``live``) and the step on screen
(``shown``: ``back`` looks at earlier steps without changing the game). It
answers whether the learner may take an action now (``refusal``), and moves
on when the engine reaches the position the step waits for (``saw``: the
events of every action applied, the AI's included, and the phase after
them), never by a timer. It holds no state of the game: a resumed lesson
plays the saved actions through ``catch_up`` to find its step again.

A step skipped (``]``) before the game reached what it waits for is "owed":
until the game reaches that, the actions it allows stay allowed, so the one
move that catches the game up is never refused by the steps after it.
"""
from __future__ import annotations

from .script import LessonScript, Step


class LessonRunner:
    """The steps of ``script`` for the learner's seat (``script.seat``)."""

    def __init__(self, script: LessonScript):
        self.script = script
        self.seat = script.seat
        self.live = 0          # the step under way
        self.shown = 0         # the step on screen (earlier while looking back)
        self._seen: dict[str, int] = {}   # event kinds since the live step began: how many
        # skipped steps not reached yet: step index -> event kinds seen since it began
        self._owed: dict[int, dict[str, int]] = {}

    # -- reading -------------------------------------------------------------
    @property
    def step(self) -> Step:
        """The step under way."""
        return self.script.steps[self.live]

    @property
    def shown_step(self) -> Step:
        """The step on screen."""
        return self.script.steps[self.shown]

    @property
    def finished(self) -> bool:
        """True once the last (free) step is under way: the hand-over."""
        return self.step.free

    @property
    def owed(self) -> list[int]:
        """The indexes of skipped steps whose awaited position is not reached yet."""
        return sorted(self._owed)

    def position(self) -> str:
        """"Step 2 of 7" for the step on screen."""
        return f"Step {self.shown + 1} of {len(self.script.steps)}"

    def refusal(self, seat: int | None, action) -> str | None:
        """None when ``seat`` may take ``action`` now, else the step's words.

        Only the learner's seat is held to the step (the AI plays freely), and
        what an owed (skipped, not yet reached) step allows stays allowed;
        ``action``: an ``engine.Action``. The answer names the action, then says
        what it would have done in a real game and what to do instead.
        """
        if seat != self.seat or self.step.free:
            return None
        owed = [m for i in self._owed for m in self.script.steps[i].allow]
        if any(m.matches(action) for m in (*self.step.allow, *owed, *self.script.always)):
            return None
        return f"{action.label}: {self.step.wrong}"

    # -- moving on -------------------------------------------------------------
    def saw(self, events, phase: str | None, deciding: int | None,
            active: int | None = None) -> bool:
        """Note what one action did: ``events`` (engine events, or their kinds),
        ``phase`` (the view's phase after it), the seat ``deciding`` now and
        the seat whose turn it is (``active``: the view's, None if it has none).
        Moves on while the live step's awaited position is reached; True when it
        moved. The step on screen follows the live one."""
        for event in events:
            kind = getattr(event, "kind", event)
            for seen in (self._seen, *self._owed.values()):
                seen[kind] = seen.get(kind, 0) + 1
        for index, seen in list(self._owed.items()):
            if self._reached(self.script.steps[index], phase, deciding, active, seen):
                del self._owed[index]
        moved = False
        while not self.step.free and self._reached(self.step, phase, deciding, active):
            self._advance()
            moved = True
        return moved

    def _reached(self, step: Step, phase: str | None, deciding: int | None,
                 active: int | None, seen: dict[str, int] | None = None) -> bool:
        seen = self._seen if seen is None else seen
        if step.events and sum(seen.get(e, 0) for e in step.events) < step.count:
            return False
        if step.phase and phase != step.phase:
            return False
        if step.decides and deciding != self.seat:
            return False
        if step.own_turn and active != self.seat:
            return False
        return True

    def _advance(self) -> None:
        self.live = min(self.live + 1, len(self.script.steps) - 1)
        self.shown = self.live
        self._seen = {}

    def skip(self) -> bool:
        """Go on to the next step without waiting (False at the last)."""
        if self.shown < self.live:
            self.shown += 1
            return True
        if self.step.free:
            return False
        self._owed[self.live] = self._seen   # not reached (saw would have moved on)
        self._advance()
        return True

    def back(self) -> bool:
        """Show the step before the one on screen (False at the first). The game
        does not go back: the live step stays what it was."""
        if self.shown == 0:
            return False
        self.shown -= 1
        return True

    # -- resuming ----------------------------------------------------------------
    def catch_up(self, game, seed: int, options: dict, players: int, history) -> None:
        """Find the step of a resumed lesson: deal the game again and play
        ``history`` (the saved actions), noting each action's events. An action of
        the learner that the live step does not allow but a later one does (a
        step skipped before the save) moves the lesson on to that step, the steps
        between owed as if skipped there."""
        state = game.new_game(players=players, seed=seed, options=options)
        for action in history:
            if state.current_player == self.seat and self.refusal(self.seat, action):
                for later in range(self.live + 1, len(self.script.steps)):
                    step = self.script.steps[later]
                    if step.free or any(m.matches(action) for m in step.allow):
                        while self.live < later:
                            self.skip()
                        break
            events = state.apply(action)
            view = state.view(None)
            self.saw(events, view.get("phase"), state.current_player, view.get("active"))
