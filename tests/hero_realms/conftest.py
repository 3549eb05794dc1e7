"""Position building for the Hero Realms rules tests (tests/hero_realms/test_*.py).

``position(...)`` builds a ``HeroRealmsState`` from ``hero-realms.new_game``
and then sets an exact position: hands, decks, discard piles, cards in play,
champions, the Market and its deck hold exactly the card ids given (the
built-in cards, or the test cards of fixtures/test-cards.toml, named for what
they do). Decks and the Market Deck list the top card LAST. Seats not named
get empty zones; the Fire Gem stack holds ``gems`` Fire Gems.

Everything after that goes through ``state.legal_actions()`` and
``state.apply(action)``: ``act(state, kind, **args)`` applies the one legal
action of that kind whose arguments match (and fails the test, listing the
legal actions, when there is none or several).

Tests reach these helpers through the ``hr`` fixture (this module).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

import engine
from engine import Action
from engine.hero_realms.content import load_file

TEST_CARDS_FILE = Path(__file__).resolve().parent / "fixtures" / "test-cards.toml"
TEST_CARDS, _ = load_file(TEST_CARDS_FILE.read_bytes(), TEST_CARDS_FILE.name)


def position(players: int = 2, *, hands=None, decks=None, discards=None, in_play=None,
             champions=None, expended=None, market=None, market_deck=None, gems: int = 16,
             health=None, gold: int = 0, combat: int = 0, active: int = 0, turn: int = 3,
             seed: int = 1):
    """A game in an exact position, ``active``'s Main Phase with nothing pending.

    ``hands``/``decks``/``discards``/``in_play``/``champions``: seat -> card
    ids. ``expended``: seat -> champion card ids to turn sideways (one copy
    each). ``market``: up to five card ids (None: empty slot).
    ``health``: seat -> Health. ``gold``/``combat``: the active player's pools.
    """
    game = engine.load_game("hero-realms")
    state = game.new_game(players, seed=seed)
    state.defs = dict(state.defs, **TEST_CARDS)
    state.cards = []
    new = state.new_card

    def zone(table, seat):
        return [new(c) for c in (table or {}).get(seat, [])]

    for player in state.players:
        seat = player.seat
        player.hand = zone(hands, seat)
        player.deck = zone(decks, seat)
        player.discard = zone(discards, seat)
        player.in_play = zone(in_play, seat)
        player.champions = zone(champions, seat)
        player.health = (health or {}).get(seat, 50)
        player.gained = max(0, player.health - 50)
        player.lost = max(0, 50 - player.health)
        player.known_top = 0
        player.out = False
    slots = list(market or []) + [None] * 5
    state.market = [None if c is None else new(c) for c in slots[:5]]
    state.market_deck = [new(c) for c in (market_deck or [])]
    state.gems = [new("fire-gem") for _ in range(gems)]
    state.sacrificed = []
    state.expended = set()
    for seat, cids in (expended or {}).items():
        for cid in cids:
            uid = next(u for u in state.players[seat].champions
                       if state.cards[u] == cid and u not in state.expended)
            state.expended.add(uid)
    state.damage, state.ally_used, state.modifiers = {}, set(), []
    state.queue, state.pending = [], None
    state.gold, state.combat, state.healed = gold, combat, 0
    state.active = state.first_player = active
    state.turn = turn
    state.over, state.winner_seats = False, []
    state.history = []
    return state


# ------------------------------------------------------------ zone lookups


def ids(state, uids) -> list:
    """Card ids of a list of uids (None stays None), in order."""
    return [None if u is None else state.cards[u] for u in uids]


def hand(state, seat: int) -> list:
    return ids(state, state.players[seat].hand)


def deck(state, seat: int) -> list:
    return ids(state, state.players[seat].deck)


def discard(state, seat: int) -> list:
    return ids(state, state.players[seat].discard)


def in_play(state, seat: int) -> list:
    return ids(state, state.players[seat].in_play)


def champions(state, seat: int) -> list:
    return ids(state, state.players[seat].champions)


def market(state) -> list:
    return ids(state, state.market)


def uid(state, seat: int, cid: str, zone: str = "champions") -> int:
    """The uid of the first ``cid`` in one of ``seat``'s zones."""
    return next(u for u in getattr(state.players[seat], zone) if state.cards[u] == cid)


# ------------------------------------------------------------ actions


def _norm(value):
    return tuple(value) if isinstance(value, list) else value


def find(state, kind: str, **args) -> list[Action]:
    """Legal actions of ``kind`` whose named arguments match."""
    found = []
    for action in state.legal_actions():
        have = dict(action.args)
        if action.kind == kind and all(k in have and have[k] == _norm(v)
                                       for k, v in args.items()):
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


def play(state, *cids: str):
    """Play cards from the active player's hand, one after another."""
    events = []
    for cid in cids:
        events += act(state, "play", card=cid)
    return events


def use(state, seat: int, cid: str, ability: str, zone: str = "champions"):
    """Use an ability of ``seat``'s card ``cid`` in play (champions or in_play)."""
    return act(state, "use", card=uid(state, seat, cid, zone), ability=ability)


def kinds(state) -> set:
    """The action kinds legal now."""
    return {a.kind for a in state.legal_actions()}


def texts(events, seat) -> list[str]:
    """What ``seat``'s log shows for ``events``."""
    return [e.describe(seat) for e in events]


_THIS = sys.modules[__name__]


@pytest.fixture
def hr():
    """These helpers: ``hr.position(...)``, ``hr.act(state, "end_turn")``, ``hr.hand(state, 0)``..."""
    return _THIS
