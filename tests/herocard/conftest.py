"""Position building for the HeroCard rules tests (tests/herocard/test_rules_*.py).

``duel(...)`` builds a ``DuelState`` from ``herocard-duel.new_game`` and then
sets an exact position: every seat plays the test hero
(tests/fixtures/heroes/test-hero.toml, cards named for what they do), and the
hands, decks, discard stacks and Attribute Stacks hold exactly the card ids
given. Decks list the top card LAST (``state.players[i].deck`` order).

Everything after that goes through ``state.legal_actions()`` and
``state.apply(action)``: ``act(state, kind, **args)`` finds the one legal
action of that kind whose arguments match and applies it (it fails the test,
listing the legal actions, when there is none).

Tests reach these helpers through the ``hc`` fixture (this module), so no
test imports a module called ``conftest`` (other test folders have one too).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

import engine
from engine import Action
from engine.herocard.cards import ATTRIBUTES
from engine.herocard.content import load_hero
from engine.herocard.duel import TARGET_VP

TEST_HERO_FILE = Path(__file__).resolve().parents[1] / "fixtures" / "heroes" / "test-hero.toml"
TEST_HERO = load_hero(TEST_HERO_FILE)


def duel(players: int = 2, *, hands: dict | None = None, decks: dict | None = None,
         discards: dict | None = None, stacks: dict | None = None, phase: str = "action",
         active: int = 0, first_player: int | None = None, turn: int = 2,
         vp: dict | None = None, target_vp: int | None = None, seed: int = 1,
         rules: int | None = None):
    """A duel in an exact position; every seat plays the test hero.

    ``hands``/``decks``/``discards``: seat -> list of card ids (deck top last).
    ``stacks``: seat -> {"B"/"M"/"X": [card ids, bottom first]}.
    ``phase``: "discard", "draw", "clear" or "action" (the active player's
    Action Phase at rest: priority with the active player, nothing played yet).
    ``first_player`` defaults to ``active``; ``turn`` to 2 (not the first).
    Seats not named get empty zones. ``rules``: the rules revision
    (engine.core.rules; default the duel's current one).
    """
    game = engine.load_game("herocard-duel")
    state = game.new_game(players, seed=seed,
                          options=None if rules is None else {"rules": rules})
    state.heroes[TEST_HERO.id] = TEST_HERO
    state.options["heroes"] = [TEST_HERO.id] * players
    state.options["target_vp"] = state.target_vp = target_vp or TARGET_VP[players]
    state.cards.clear()
    for player in state.players:
        player.hero = TEST_HERO.id
        seat = player.seat
        player.hand = [state.new_card(c, seat) for c in (hands or {}).get(seat, [])]
        player.deck = [state.new_card(c, seat) for c in (decks or {}).get(seat, [])]
        player.discard = [state.new_card(c, seat) for c in (discards or {}).get(seat, [])]
        given = (stacks or {}).get(seat, {})
        player.stacks = {a: [state.new_card(c, seat) for c in given.get(a, [])]
                         for a in ATTRIBUTES}
        for uid in player.in_play():
            state.cards[uid].pool = player.pool.key  # cards in a stack know their pool
        player.vp = (vp or {}).get(seat, 0)
        player.exclusive_used = False
        player.exclusive_uid = None
        player.base_attacks_left = 1
    state.active = active
    state.first_player = active if first_player is None else first_player
    state.turn = turn
    state.phase = phase
    state.clears_done = 0
    state.action_taken = False
    state.window_open = False
    state.to_answer = []
    state.sequence = None
    state.pending = []
    state.queue = []
    state.played = []
    state.played_by = None
    state.winner_seats = []
    state.priority = active if phase == "action" else None
    state.history = []
    return state


# ------------------------------------------------------------ zone lookups


def ids(state, uids) -> list[str]:
    """Card ids of a list of uids, in order."""
    return [state.cards[u].cid for u in uids]


def hand(state, seat: int) -> list[str]:
    return ids(state, state.players[seat].hand)


def deck(state, seat: int) -> list[str]:
    return ids(state, state.players[seat].deck)


def discard(state, seat: int) -> list[str]:
    return ids(state, state.players[seat].discard)


def stack(state, seat: int, attribute: str) -> list[str]:
    return ids(state, state.players[seat].stacks[attribute])


def seq(state, seat: int = 0) -> dict | None:
    """The Attack Sequence as ``seat`` sees it (attack and block totals, cards)."""
    return state.view(seat)["sequence"]


def attr(state, seat: int, attribute: str) -> dict:
    """{"score", "spent", "free", ...} of one Attribute as the view shows it."""
    return state.view(seat)["players"][seat]["attributes"][attribute]


# ------------------------------------------------------------ actions


def _norm(key: str, value):
    if isinstance(value, (list, tuple)):
        return tuple(sorted(value)) if key == "cards" else tuple(value)
    return value


def find(state, kind: str, **args) -> list[Action]:
    """Legal actions of ``kind`` whose named arguments match (``cards`` in any order)."""
    found = []
    for action in state.legal_actions():
        if action.kind != kind:
            continue
        have = dict(action.args)
        if all(k in have and _norm(k, have[k]) == _norm(k, v) for k, v in args.items()):
            found.append(action)
    return found


def can(state, kind: str, **args) -> bool:
    """True when some legal action of ``kind`` matches ``args``."""
    return bool(find(state, kind, **args))


def act(state, kind: str, **args):
    """Apply the one legal action matching ``kind`` and ``args``; return its events."""
    found = find(state, kind, **args)
    if len(found) != 1:
        legal = [(a.kind, dict(a.args)) for a in state.legal_actions()]
        pytest.fail(f"expected one legal {kind} {args}, found {len(found)}; legal: {legal}")
    return state.apply(found[0])


def play(state, *cards: str, target=None, **more):
    """Play one card or a set by card ids (target defaults to the only one offered)."""
    args = {"cards": list(cards), **more}
    if target is not None:
        args["target"] = target
    return act(state, "play", **args)


def pass_(state):
    """The player with priority passes."""
    return act(state, "pass")


def settle(state) -> list:
    """Every seat still to answer the last play passes, in turn, so the response
    window closes (an open Attack Sequence resolves); the events of the passes.
    Under rules revision 1 in two-player games that is one pass; from revision 2
    the seat that played last passes too."""
    events = []
    assert state.window_open, "no response window is open"
    while state.window_open and not state.is_over():
        events += pass_(state)
    return events


def playable(state) -> set[tuple]:
    """Every (sorted card ids) tuple the current player may play now."""
    return {tuple(sorted(a.arg("cards"))) for a in state.legal_actions() if a.kind == "play"}


def kinds(state) -> set[str]:
    """The action kinds legal now."""
    return {a.kind for a in state.legal_actions()}


def to_action_phase(state) -> None:
    """Walk the active player through Discard (none), Draw (0) and Clear (none)."""
    while state.phase in ("discard", "draw", "clear"):
        if state.phase == "discard":
            act(state, "end_discard")
        elif state.phase == "draw":
            act(state, "draw", count=0)
        else:
            act(state, "end_clear")


def next_turn(state) -> None:
    """The active player (at rest in the Action Phase) ends the turn; the next
    player walks to their Action Phase."""
    act(state, "end_turn")
    to_action_phase(state)


_THIS = sys.modules[__name__]


@pytest.fixture
def hc():
    """These helpers: ``hc.duel(...)``, ``hc.act(state, "pass")``, ``hc.hand(state, 0)``..."""
    return _THIS
