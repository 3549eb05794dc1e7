"""The final count (rulebook, "When the Battlefield Falls Silent"): Glory tokens, the
front Glory of every trophy (a Warlord gives none), 1 Glory per 3 Coins and 1 for
a hero without wounds (Tenacious); a tie goes to the most defeated enemies. Under
rules revision 3 (``FALLEN_COUNT``) a fallen hero's Glory counts like anyone's;
under revisions 1 and 2 a fallen hero cannot win. When every hero has fallen
the Horde wins and nobody does (rulings 3 and 4 in docs/no-time-for-heroes.md)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Event
from ..core.rules import revision_of
from .model import COINS_PER_GLORY

if TYPE_CHECKING:
    from .state import NoTimeState


def breakdown(state: "NoTimeState", seat: int) -> dict:
    """{"tokens", "trophies", "coins", "tenacious", "total", "defeated"} for ``seat``."""
    p = state.players[seat]
    trophies = sum(state.content.hosts[state.cards[u]].glory
                   for u in p.trophies if not state.is_warlord(u))
    coins = p.coins // COINS_PER_GLORY
    tenacious = 1 if p.wounds == 0 and not p.fallen else 0
    return {"tokens": p.glory, "trophies": trophies, "coins": coins, "tenacious": tenacious,
            "total": p.glory + trophies + coins + tenacious, "defeated": len(p.trophies)}


#: the rules revision (engine.core.rules) from which a fallen hero can win (ruling 4)
FALLEN_COUNT = 3


def fallen_can_win(options: dict) -> bool:
    """Whether a fallen hero's Glory counts for the win in a game with these
    ``options`` (the game's options map, ``"rules"`` its rules revision; ruling 4:
    from revision ``FALLEN_COUNT``; before, only standing heroes could win)."""
    return revision_of(options) >= FALLEN_COUNT


def ranking(state: "NoTimeState") -> list[int]:
    """Winning seats: the best (total, defeated) among the candidates: every hero
    under rules revision 3, the heroes still standing before (ruling 4); none
    when every hero has fallen (the Horde wins)."""
    standing = [p.seat for p in state.players if not p.fallen]
    if not standing:
        return []
    candidates = [p.seat for p in state.players] if fallen_can_win(state.options) else standing
    keys = {s: (breakdown(state, s)["total"], breakdown(state, s)["defeated"])
            for s in candidates}
    best = max(keys.values())
    return [s for s in candidates if keys[s] == best]


def finish(state: "NoTimeState", events: list) -> None:
    """End the game: no more decisions, winners fixed, the count in the log."""
    state.over = True
    state.pending = None
    state.queue = []
    state.phase = "over"
    state.winner_seats = ranking(state)
    for p in state.players:
        b = breakdown(state, p.seat)
        fallen = " (fallen)" if p.fallen else ""
        events.append(Event("final_score", f"{p.name}{fallen}: {b['total']} Glory = "
                            f"{b['tokens']} tokens + {b['trophies']} trophies + {b['coins']} "
                            f"for coins + {b['tenacious']} Tenacious; {b['defeated']} enemies "
                            "defeated.", p.seat, data=b))
    if state.solo is not None:
        from .solo_rules import score_parts
        s = score_parts(state, 0)
        events.append(Event("solo_score", f"Solo score {s['total']} = {s['cards']} cards in hand "
                            f"and deck + {s['glory']} for {s['glory_total']} Glory + {s['coins']} "
                            f"for coins + {s['hearts']} ({s['hearts_left']} hearts left x "
                            f"{s['deck']} cards in the deck): {s['title']}.", 0, data=s))
    if state.winner_seats:
        names = " and ".join(state.players[s].name for s in state.winner_seats)
        events.append(Event("game_over", f"The battlefield falls silent. {names} win"
                            f"{'s' * (len(state.winner_seats) == 1)}!", None))
    elif state.solo is not None:
        events.append(Event("game_over", f"{state.players[0].name}'s hero has fallen: the "
                            "Horde wins; the score stands.", None))
    else:
        events.append(Event("game_over", "Every hero has fallen: the Horde wins.", None))
