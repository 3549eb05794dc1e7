"""Victory conditions of Orc Wars scenarios (rulebook: "Winning the Game",
Race Through the Dark "Victory Conditions"; the term vocabulary is ours, see
docs/orc-wars.md "Victory terms").

The Elves win together (every Elf seat is a winner); the Orc player alone.
"""
from __future__ import annotations

from ..core import Event
from . import figures as fig
from .state import ORC, OrcWarsState


def leave_map(state: OrcWarsState, f: fig.Figure, events: list[Event], dead: bool = False) -> None:
    """Take a figure off the map: an Elf killed (its treasures and the prisoner
    stay on its space) or escaped (they leave with it); the King escaping."""
    h = f.hex
    f.hex = None
    if f.side == "king":
        state.king_escaped = True
        return
    seat = f.seat
    state.out[seat] = "dead" if dead else "escaped"
    state.last_out = state.out[seat]
    for t in state.treasures:
        if t["holder"] == seat and dead:
            t["holder"], t["hex"] = None, h
    if state.prisoner.get("with") == seat:
        if dead:
            state.prisoner.update({"with": None, "hex": h})
        else:
            state.prisoner["rescued"] = True
    if state.sequence is not None and any(state.pools[k].owner == seat for k in
                                          (state.sequence.attacker, state.sequence.defender)):
        state.sequence = None
        state.combat = None


def _elves_won(state: OrcWarsState) -> bool:
    on_map = state.elves()
    for term in state.scenario.elves_win:
        if term.name == "escape" and not on_map and state.last_out == "escaped":
            return True
        if term.name == "rescue-prisoner" and state.prisoner.get("rescued"):
            return True
        if term.name == "find-treasures" and \
                sum(1 for t in state.treasures if t["found"]) >= term.get("count"):
            return True
        if term.name == "kill-king" and state.king_pool is not None and \
                state.king_figure() is None and not state.king_escaped:
            return True
    return False


def _orc_won(state: OrcWarsState) -> bool:
    for term in state.scenario.orc_wins:
        if term.name == "kill-all-elves" and not state.elves():
            return True
        if term.name == "king-escapes" and state.king_escaped:
            return True
    return False


def _finish(state: OrcWarsState, elves: bool, events: list[Event], why: str) -> None:
    state.phase = "over"
    state.priority = None
    state.placing = None
    state.pending = []
    state.winner_seats = list(range(1, state.num_players)) if elves else [ORC]
    state.result = why
    side = "The Elves win" if elves else f"{state.name(ORC)} (the Orcs) wins"
    events.append(Event("game_over", f"{side}: {why}.", None))


def check(state: OrcWarsState, events: list[Event]) -> None:
    """End the game if a side has met one of its terms (Elves are checked first)."""
    if state.phase == "over" or state.phase.startswith("setup"):
        return
    if _elves_won(state):
        _finish(state, True, events, _why(state, True))
    elif _orc_won(state):
        _finish(state, False, events, _why(state, False))


def end_of_round(state: OrcWarsState, events: list[Event]) -> None:
    """Round-limited terms, checked when round ``state.round`` has ended."""
    for term in state.scenario.elves_win:
        if term.name == "survive-rounds" and state.round >= term.get("rounds") and state.elves():
            _finish(state, True, events, f"an Elf is still standing after round {state.round}")
            return
    for term in state.scenario.orc_wins:
        if term.name == "elves-fail-by-round" and state.round >= term.get("rounds"):
            _finish(state, False, events, f"the Elves failed by the end of round {state.round}")
            return


def _why(state: OrcWarsState, elves: bool) -> str:
    if elves:
        if state.prisoner.get("rescued"):
            return "the prisoner is rescued"
        if state.king_pool is not None and state.king_figure() is None and not state.king_escaped:
            return "the Orc King is dead"
        if not state.elves() and state.last_out == "escaped":
            return "the last Elf on the map escaped"
        return "the treasures are found"
    if state.king_escaped:
        return "the Orc King escaped"
    return "no Elf is left on the map"



_ELF_GOALS = {"escape": "the last Elf on the map leaves by an escape space",
              "rescue-prisoner": "free the prisoner and bring him out through an escape "
                                 "space (an entrance of the Orcs is no way out)",
              "find-treasures": "find {count} treasures between you",
              "kill-king": "kill the Orc King",
              "survive-rounds": "an Elf still on the map at the end of round {rounds}"}
_ORC_GOALS = {"kill-all-elves": "no Elf left on the map",
              "elves-fail-by-round": "the Elves have not won by the end of round {rounds}",
              "king-escapes": "the Orc King escapes off the top of the map"}


_ELF_SHORT = {"escape": "last Elf escapes", "rescue-prisoner": "bring the prisoner out",
              "find-treasures": "find {count} treasures", "kill-king": "kill the King",
              "survive-rounds": "survive round {rounds}"}
_ORC_SHORT = {"kill-all-elves": "no Elf left", "elves-fail-by-round": "round {rounds} ends",
              "king-escapes": "King escapes"}


def goal_words(scenario) -> dict:
    """The scenario's victory terms in plain words ("Winning the Game"; each
    scenario's victory conditions): ``{"elves": [...], "orc": [...],
    "round_limit": int | None}``; any one term of a side wins for it.
    ``round_limit``: the last round a term counts to, or None when the game
    has no round limit; ``short``: one line for both sides ("Elves: kill the
    King. Orc: no Elf left or round 12 ends")."""
    def words(terms, table):
        return [table[t.name].format(**dict(t.params)) for t in terms]
    limits = [t.get("rounds") for t in (*scenario.elves_win, *scenario.orc_wins)
              if t.name in ("survive-rounds", "elves-fail-by-round")]
    short = (f"Elves: {' or '.join(words(scenario.elves_win, _ELF_SHORT))}. "
             f"Orc: {' or '.join(words(scenario.orc_wins, _ORC_SHORT))}")
    return {"elves": words(scenario.elves_win, _ELF_GOALS),
            "orc": words(scenario.orc_wins, _ORC_GOALS), "short": short,
            "round_limit": min(limits) if limits else None}
