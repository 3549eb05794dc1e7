"""Undo at a table (issue 42): take back a decision, record it, keep the AI's answers.

The rules of how far back a seat may go are the engine's
(``engine.core.takeback``); this module applies them to a table's game, a
``tui.session.GameSession`` on screen or on a host:

* ``take_back(session, seat, along)`` replaces the session's state with the
  game replayed without the taken-back actions, records the undo in the
  save's table section (``saves.table_record``: ``undos``, and ``answers``
  for the AI decisions it took back), logs it in each seat's own words and
  saves;
* ``remembered_answer(session)`` gives the AI's earlier answer at the
  position on the table now, when an undo went back over it, so that an undo
  never re-rolls the AI.

No Textual here: a host runs it headless.
"""
from __future__ import annotations

from typing import Collection

import engine
from engine import Action, Event
from engine.core.takeback import NoTakeback, plan_takeback

OFF = "Undo is off at this table."
OFF_HOSTED = "Undo is off at this table (the host turns it on with 'herotable host --undo')."
MAX_ANSWERS = 2_000      # AI answers kept (the oldest go first)


class UndoRefused(Exception):
    """An undo that may not be made; its message is the one line to show."""


def _refusal(exc: NoTakeback, session, seat: int, name_moves: bool = True) -> str:
    if exc.why == "over":
        return "The game is over: a finished game stands."
    if exc.why == "other":
        return (f"{session.seat_name(exc.seat_between)} has decided since: only your own "
                "moves since then can be taken back.")
    if exc.why == "learned":
        if name_moves and exc.action is not None and _own(session, exc.action, seat):
            return f"'{exc.action.label}' showed you something new: it stands."
        return "You have seen something new since your move: it stands."
    return "Nothing of yours to take back."


def _own(session, action: Action, seat: int) -> bool:
    """True when ``action`` in the session's history was taken by ``seat`` (replays)."""
    state = _fresh(session)
    for done in session.state.history:
        if done is action or done == action:
            return state.current_player == seat
        state.apply(done)
    return False


def _fresh(session):
    """The session's game as ``new_game`` dealt it (same seed and options)."""
    state = session.state
    return state.game.new_game(players=state.num_players, seed=state.seed,
                               options=state.options)


def take_back(session, seat: int, along: Collection[int] = (),
              seen: dict | None = None, name_moves: bool = True) -> str:
    """Take back ``seat``'s last decision (and what followed it) at ``session``'s table.

    ``session``: a ``GameSession`` (``state``, ``table``, ``log``, ``seat_name``,
    ``save``); ``seat``: the person taking back; ``along``: seats whose
    decisions after it go with it (the AI seats at a local table; nobody at a
    hosted one). Returns the words for ``seat``'s own log line ("You took
    back: Play Tower Shield"). Raises ``UndoRefused`` with the one line to
    show when undo is off or the engine refuses (``engine.core.takeback``).
    ``name_moves``: False where the refusal may be read by someone else (the
    pass-and-play hand-off screen): it then names no move, whose label may be
    private (a deck built in secret). Rulebooks: none; a table setting, not a rule.
    """
    if not session.table.get("undo", True):
        raise UndoRefused(OFF_HOSTED if getattr(session, "hosted", False) else OFF)
    state = session.state
    try:
        plan = plan_takeback(lambda: _fresh(session), list(state.history), seat, along)
    except NoTakeback as exc:
        raise UndoRefused(_refusal(exc, session, seat, name_moves)) from None
    for other, position in (seen or {}).items():
        if other != seat and position > plan.keep:
            raise UndoRefused(f"{session.seat_name(other)} has seen the table since your "
                              "move: it stands.")
    _remember_answers(session, plan, along)
    for entry in (*session.table["undos"], *session.table["hint_log"]):
        # asked or taken back among the moves now gone: they happened after
        # position ``keep`` and before this undo, so that is where they stand
        entry["at"] = min(entry["at"], plan.keep)
    session.table["undos"].append({"at": plan.keep, "seat": seat,
                                   "removed": [a.to_data() for a in plan.removed]})
    session.state = plan.state
    if getattr(session, "lesson", None) is not None:   # a guided game: its step again
        from ..lessons.tables import attach
        attach(session, session.lesson.script)
    mine = plan.removed[0].label
    others = sum(1 for d in plan.deciders[1:] if d != seat)
    more = f" (and {others} answer{'s' if others != 1 else ''} after it)" if others else ""
    text = f"You took back: {mine}{more}."
    name = session.seat_name(seat)
    session.log.append(Event("undo", text, seat, private_to=seat,
                             public_text=f"{name} took back a move."))
    session.save()
    return text


def _remember_answers(session, plan, along: Collection[int]) -> None:
    """Keep the AI's answers inside the taken-back actions, by position."""
    if not along:
        return
    probe = plan.state.clone()
    kept = {entry[0]: entry for entry in session.table["answers"]}
    for action, decider in zip(plan.removed, plan.deciders):
        if decider in along and len(probe.legal_actions()) > 1:
            key = engine.state_hash(probe)
            kept[key] = [key, action.to_data()]
        probe.apply(action)
    session.table["answers"] = list(kept.values())[-MAX_ANSWERS:]


def remembered_answer(session) -> Action | None:
    """The AI's earlier answer at the position on the table now, if an undo went
    back over it and it is still legal; else None (the bot decides afresh).

    ``session``: a ``GameSession``. Costs one ``engine.state_hash`` when any
    answer is kept, nothing otherwise.
    """
    answers = session.table.get("answers") or []
    if not answers:
        return None
    key = engine.state_hash(session.state)
    for stored, data in answers:
        if stored == key:
            try:
                wanted = session.state.game.action_from_data(data)
            except Exception:   # a kept answer this herotable cannot read: decide afresh
                return None
            for action in session.state.legal_actions():
                if action == wanted:
                    return action
    return None


def last_decider(session, humans: Collection[int]) -> int | None:
    """The human seat (of ``humans``) that made the game's last decision with a
    choice (an only legal action is no decision), or None. Replays the game."""
    state = _fresh(session)
    last = None
    for action in session.state.history:
        seat = state.current_player
        if seat in humans and len(state.legal_actions()) > 1:
            last = seat
        state.apply(action)
    return last
