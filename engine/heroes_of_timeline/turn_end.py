"""Turn end: the Turn Winner, Domination Points, Börd's Punishments, winning.

Rulebook sections "Battle: Turn End", "Battle: Börd's Punishments" and
"Winning". Our readings (docs/heroes-of-timeline.md):

- a hero on the Key Tile wins the turn; else more controlled sectors (only
  that team's heroes in it); else a Stalemate. Dominators: when the Key
  Tile is empty, one contested sector (both teams in it) counts for the
  Dragon Hunters.
- Punishments take effect in the next turn; turn 4's (every armor
  downgraded) happens at once; turn 5 has none.
- After turn 5 more Domination Points win; EQUAL POINTS: more heroes left
  on the board wins; still equal: a draw (no winner).
- Total Elimination ends the game at once (``check_elimination``).
"""
from __future__ import annotations

from ..core import Event
from . import board
from .model import NONE

LAST_TURN = 5
PUNISHMENTS = {1: "-1 movement range in turn 2", 2: "no hero abilities in turn 3",
               3: "-1 ranged distance in turn 4", 4: "every armor downgraded"}


def sector_counts(state) -> list:
    """Sectors controlled by each seat, Dominators included (Key Tile empty assumed)."""
    present = [[False] * 6, [False] * 6]
    for h in state.heroes:
        if h.alive:
            s = board.SECTOR[h.hex]
            if s is not None:
                present[h.seat][s] = True
    counts = [0, 0]
    contested = 0
    for s in range(6):
        a, b = present[0][s], present[1][s]
        if a and not b:
            counts[0] += 1
        elif b and not a:
            counts[1] += 1
        elif a and b:
            contested += 1
    for seat in (0, 1):
        if contested and state.skill(seat) == "dominators":
            counts[seat] += 1
    return counts


def dominators(state, events: list) -> None:
    """The Dominators' log line at Turn end: whether their skill gave them a sector."""
    for seat in (0, 1):
        if state.skill(seat) != "dominators" or state.at.get(board.KEY_TILE) is not None:
            continue
        zones = [{board.SECTOR[h.hex] for h in state.living(s)} - {None} for s in (0, 1)]
        contested = zones[0] & zones[1]
        text = (f"Dominators: one contested sector counts for {state.name(seat)}."
                if contested else "Dominators: no contested sector, no extra sector.")
        events.append(Event("ability", text, seat))


def turn_winner(state) -> int | None:
    """The seat that wins the turn now, or None for a Stalemate."""
    uid = state.at.get(board.KEY_TILE)
    if uid is not None:
        return state.heroes[uid].seat
    counts = sector_counts(state)
    if counts[0] == counts[1]:
        return None
    return 0 if counts[0] > counts[1] else 1


def downgrade_all(state, seat: int) -> None:
    """Punishment after turn 4: Superior -> Regular, Regular -> none, for every hero."""
    for h in state.living(seat):
        for s in range(6):
            if h.armor[s] != NONE:
                state.armor_box[h.armor[s] - 1] += 1
                h.armor[s] -= 1
                if h.armor[s]:
                    state.armor_box[h.armor[s] - 1] -= 1


def end_turn(state) -> None:
    """Score the turn, punish, and start the next turn or end the game."""
    events = state.pending_events
    turn = state.turn
    dominators(state, events)
    winner = turn_winner(state)
    if winner is None:
        losers = [0, 1]
        events.append(Event("turn_end", f"Turn {turn} ends in a Stalemate.", None,
                            data={"turn": turn, "winner": None}))
    else:
        state.dp[winner] += 1
        losers = [1 - winner]
        events.append(Event("turn_end", f"{state.name(winner)} wins turn {turn} and a "
                            f"Domination Point ({state.dp[0]}-{state.dp[1]}).", winner,
                            data={"turn": turn, "winner": winner}))
    state.results.append(winner)
    if turn < LAST_TURN:
        state.punished[turn] = losers
        for seat in losers:
            events.append(Event("punishment", f"{state.name(seat)} is punished: "
                                f"{PUNISHMENTS[turn]}.", seat, data={"turn": turn}))
            if turn == 4:
                downgrade_all(state, seat)
        state.turn += 1
        state.start_turn()
        return
    finish(state)


def finish(state) -> None:
    """After turn 5: more Domination Points; equal: more heroes left; else a draw."""
    events = state.pending_events
    dp = state.dp
    if dp[0] != dp[1]:
        win = [0 if dp[0] > dp[1] else 1]
        why = "more Domination Points"
    else:
        left = [len(state.living(s)) for s in (0, 1)]
        win = [] if left[0] == left[1] else [0 if left[0] > left[1] else 1]
        why = "equal points, more heroes left" if win else "equal points and heroes: a draw"
    state.over = True
    state.winner_seats = win
    text = f"{state.name(win[0])} wins ({why})." if win else f"The game is a draw ({why})."
    events.append(Event("game_over", text, win[0] if win else None,
                        data={"winners": win, "dp": list(dp)}))


def check_elimination(state) -> None:
    """Total Elimination: a seat with no hero left loses at once."""
    for seat in (0, 1):
        if not state.living(seat) and not state.over:
            state.over = True
            state.winner_seats = [1 - seat]
            state.pending_events.append(Event(
                "game_over", f"{state.name(1 - seat)} wins by Total Elimination.", 1 - seat,
                data={"winners": [1 - seat], "dp": list(state.dp)}))
