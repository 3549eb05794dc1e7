"""Position building for the Orc Wars rules tests (tests/orc_wars/test_ow_rules_*.py).

``position(...)`` starts an ``orc-wars`` game (scenario, players, options,
seed) and then replaces everything random or decided at set-up with an exact
position: figures, squad tokens, treasures, dirty tricks, wounds, hands,
decks, discard stacks and Attribute Stacks, the phase and whose turn it is.
Spaces are written as map offsets ``(col, row)`` (the coordinates the TUI and
``render_rows()`` use); ``at(col, row)`` converts to the engine's axial hexes.
Card ids are the Orc King deck's for the Orc (every clan plays from that
deck) and each Elf's hero deck (``paladin``, ``ranger``, ``sorcerer``).
Decks list the top card LAST.

Everything after that goes through ``state.legal_actions()`` and
``state.apply(action)``: ``act(state, kind, **args)`` applies the one legal
action of that kind whose arguments match (failing the test with the legal
actions listed when there is none, or more than one).

Tests reach these helpers through the ``ow`` fixture (this module), as the
HeroCard tests do with ``hc``, so no test imports a module called conftest.

The arena most tests use is the open hall of tile 4 of The Great Hunt
(columns 4..8, rows 5..7, all open ground but the treasure mark at (6,6)),
with the forest of tile 1 above it and the underbrush of tile 5 to its right.
"""
from __future__ import annotations

import json
import sys

import pytest

import engine
from engine import hexgrid
from engine.herocard.cards import ATTRIBUTES
from engine.orc_wars import turns
from engine.orc_wars.board import squad_tokens
from engine.orc_wars.state import ORC

GAME = engine.load_game("orc-wars")
HUNT = "the-great-hunt"
RACE = "race-through-the-dark"
ROLES = ("paladin", "ranger", "sorcerer")


def at(col: int, row: int) -> tuple:
    """The axial hex of map offset (col, row)."""
    return hexgrid.from_offset(col, row)


def off(h) -> tuple:
    """The map offset (col, row) of axial hex ``h``."""
    return hexgrid.to_offset(tuple(h))


def position(scenario: str = HUNT, players: int = 2, *, level: str = "first-time",
             roles=None, heroes=None, seed: int = 1,
             elves: dict | None = None, orcs=(), king=None, tokens=(),
             treasures=(), tricks=(), wounds: dict | None = None, out: dict | None = None,
             hands: dict | None = None, decks: dict | None = None,
             discards: dict | None = None, stacks: dict | None = None,
             phase: str = "action", active: int = ORC, acting=None,
             done=(), turn: int = 7, round_: int = 3, rules: int | None = None):
    """An Orc Wars game in an exact position.

    ``elves``: seat -> (col, row) of its figure (seats in ``out`` get none;
    default: every Elf on the map needs a space, so give them).
    ``orcs``: (clan, kind, (col, row)) per Orc figure. ``king``: (col, row);
    by default on his start mark in the scenarios that use him (False: none).
    ``tokens``: (number, (col, row)) per face-down squad token.
    ``treasures``: dicts {"kind", "at": (col, row)} on the map, or
    {"kind", "holder": seat, "used": bool} carried (found).
    ``tricks``: dirty-trick ids in the Orc's hand. ``wounds``: seat -> n.
    ``out``: seat -> "dead" | "escaped".
    ``hands``/``decks``/``discards``: seat -> card ids (deck top last).
    ``stacks``: owner -> {"B"/"M"/"X": [card ids, bottom first]}; owner is a
    clan id, "king" or an Elf seat.
    ``phase``: "discard", "draw", "clear", "squad", "choose" (the Orc picks
    the next Action Phase; ``done`` lists owners that had theirs) or
    "action" (an Action Phase at rest: ``acting`` is a clan id or "king" on
    the Orc's turn; an Elf's own pool otherwise).
    ``rules``: the rules revision (engine.core.rules; default the current one).
    """
    n_elves = players - 1
    options = {"scenario": scenario, "level": level,
               "roles": list(roles or ROLES[:n_elves]),
               "heroes": list(heroes or roles or ROLES[:n_elves])}
    if rules is not None:
        options["rules"] = rules
    state = GAME.new_game(players, seed=seed, options=options)
    out = dict(out or {})
    # figures, tokens, treasures, tricks, wounds
    state.figures = {}
    for seat, spot in sorted((elves or {}).items()):
        state.new_figure("elf", at(*spot), seat=seat)
    if king is None and state.scenario.uses_king:
        king = off(state.board.marked("king_start")[0])
    if king:
        state.new_figure("king", at(*king))
    for clan, kind, spot in orcs:
        state.new_figure("orc", at(*spot), kind=kind, clan=clan)
    left = list(squad_tokens())
    state.tokens = []
    for tid, (number, spot) in enumerate(tokens):
        left.remove(number)
        state.tokens.append({"tid": tid, "number": number, "hex": at(*spot)})
    state.tokens_left = left
    state.tokens_total = sum(n for n, _ in tokens)
    state.treasures = []
    for tid, t in enumerate(treasures):
        carried = "holder" in t
        state.treasures.append({"tid": tid, "kind": t["kind"],
                                "hex": None if carried else at(*t["at"]),
                                "holder": t.get("holder"), "used": t.get("used", False),
                                "found": carried or t.get("found", False)})
    state.tricks = sorted(tricks)
    state.tricks_used = []
    state.wounds = {s: (wounds or {}).get(s, 0) for s in range(1, players)}
    state.wounded_turn = {}
    state.out = out
    # cards
    state.cards.clear()
    for player in state.players:
        seat = player.seat
        player.hand = [state.new_card(c, seat) for c in (hands or {}).get(seat, [])]
        player.deck = [state.new_card(c, seat) for c in (decks or {}).get(seat, [])]
        player.discard = [state.new_card(c, seat) for c in (discards or {}).get(seat, [])]
    for p in state.pools:
        p.stacks = {a: [] for a in ATTRIBUTES}
        p.new_turn()
    for owner, given in (stacks or {}).items():
        key = pool(state, owner)
        seat = state.pools[key].owner
        for a in ATTRIBUTES:
            for cid in given.get(a, []):
                uid = state.new_card(cid, seat)
                state.pools[key].stacks[a].append(uid)
                state.cards[uid].pool = key   # cards in a stack know their pool
    # turn and phase
    state.first_seat = 1 if state.scenario.first == "elf" else ORC
    state.turn, state.round = turn, round_
    state.active = active
    state.sequence = None
    state.combat = None
    state.pending, state.queue, state.played = [], [], []
    state.played_by = state.played_target = None
    state.window_open, state.to_answer = False, []
    state.placing = state.ask = None
    state.seq_bonus = {}
    state.winner_seats = []
    state.last_out = next(iter(out.values()), None) if out else None
    state.king_escaped = False
    state.clears = {}
    state.moved = {}
    state.acted = False
    state.action_taken = False
    state.done_pools = [pool(state, o) for o in done]
    state.acting = None
    state.priority = None
    state.phase = phase
    if phase == "action":
        if active == ORC:
            if acting is None:
                raise ValueError("an Orc Action Phase needs acting= (a clan id or 'king')")
            turns.begin_action(state, pool(state, acting), [])
        else:
            turns.begin_action(state, state.players[active].pool.key, [])
    state.history = []
    return state


# ------------------------------------------------------------ lookups


def pool(state, owner) -> int:
    """Pool key of a clan id, "king" or an Elf seat."""
    if owner == "king":
        return state.king_pool
    if isinstance(owner, str):
        return state.pool_of_clan[owner]
    return state.players[owner].pool.key


def fid_at(state, col: int, row: int) -> int:
    """The id of the figure on (col, row)."""
    h = at(col, row)
    for f in state.figures.values():
        if f.hex == h:
            return f.fid
    raise AssertionError(f"no figure at ({col},{row})")


def figure_on(state, col: int, row: int):
    """The figure on (col, row), or None."""
    h = at(col, row)
    return next((f for f in state.figures.values() if f.hex == h), None)


def elf_fid(state, seat: int) -> int:
    return state.elf_figure(seat).fid


def terrain(state, col: int, row: int) -> str | None:
    space = state.board.hexes.get(at(col, row))
    return space.terrain if space else None


def adjacent(a, b) -> bool:
    """Are offsets ``a`` and ``b`` neighbours?"""
    return hexgrid.adjacent(at(*a), at(*b))


def ids(state, uids) -> list[str]:
    return [state.cards[u].cid for u in uids]


def hand(state, seat: int) -> list[str]:
    return ids(state, state.players[seat].hand)


def deck(state, seat: int) -> list[str]:
    return ids(state, state.players[seat].deck)


def discard(state, seat: int) -> list[str]:
    return ids(state, state.players[seat].discard)


def stack(state, owner, attribute: str) -> list[str]:
    return ids(state, state.pools[pool(state, owner)].stacks[attribute])


def free(state, owner, attribute: str) -> int:
    return state.free(pool(state, owner), attribute)


def score(state, owner, attribute: str) -> int:
    return state.score(pool(state, owner), attribute)


# ------------------------------------------------------------ actions


def _norm(key: str, value):
    if isinstance(value, (list, tuple)):
        value = tuple(_norm("", v) for v in value)
        return tuple(sorted(value)) if key == "cards" else value
    return value


def find(state, kind: str, /, **args) -> list:
    """Legal actions of ``kind`` whose named arguments match (``cards`` in any order)."""
    found = []
    for action in state.legal_actions():
        if action.kind != kind:
            continue
        have = dict(action.args)
        if all(k in have and _norm(k, have[k]) == _norm(k, v) for k, v in args.items()):
            found.append(action)
    return found


def can(state, kind: str, /, **args) -> bool:
    return bool(find(state, kind, **args))


def act(state, kind: str, /, **args):
    """Apply the one legal action matching ``kind`` and ``args``; return its events."""
    found = find(state, kind, **args)
    if len(found) != 1:
        legal = [(a.kind, dict(a.args)) for a in state.legal_actions()]
        pytest.fail(f"expected one legal {kind} {args}, found {len(found)}; legal: {legal}")
    return state.apply(found[0])


def kinds(state) -> set[str]:
    return {a.kind for a in state.legal_actions()}


def move(state, frm, to):
    """Move the figure on offset ``frm`` to offset ``to``."""
    return act(state, "move", fig=fid_at(state, *frm), to=at(*to))


def can_move(state, frm, to) -> bool:
    return can(state, "move", fig=fid_at(state, *frm), to=at(*to))


def destinations(state, frm) -> set[tuple]:
    """Offsets the figure on ``frm`` may move to now."""
    fid = fid_at(state, *frm)
    return {off(a.arg("to")) for a in state.legal_actions()
            if a.kind == "move" and a.arg("fig") == fid}


def attack(state, *cards: str, by, on):
    """Play a Base Attack (or an attack set) from the figure on ``by`` at the figure on ``on``."""
    return act(state, "play", cards=list(cards),
               target=[fid_at(state, *by), fid_at(state, *on)])


def can_attack(state, *cards: str, by, on) -> bool:
    return can(state, "play", cards=list(cards), target=[fid_at(state, *by), fid_at(state, *on)])


def attack_targets(state) -> set[tuple]:
    """(attacker offset, target offset) pairs offered by any Base Attack play now."""
    result = set()
    for a in state.legal_actions():
        target = a.arg("target")
        if a.kind == "play" and isinstance(target, tuple):
            result.add((off(state.figures[target[0]].hex), off(state.figures[target[1]].hex)))
    return result


def play(state, *cards: str, **more):
    """Play one card or a set by card ids (target defaults to the only one offered)."""
    return act(state, "play", cards=list(cards), **more)


def playable(state) -> set[tuple]:
    """Every (sorted card ids) tuple the current player may play now."""
    return {tuple(sorted(a.arg("cards"))) for a in state.legal_actions() if a.kind == "play"}


def pass_(state):
    return act(state, "pass")


def pass_all(state) -> list:
    """Everyone holding priority in an open window passes, until it closes (from
    rules revision 2 the seat that played last in an Attack Sequence passes
    too); the events of the passes."""
    events = []
    while state.window_open and state.phase != "over":
        events += act(state, "pass")
    return events


def illegal(state, action) -> None:
    """``action`` raises IllegalAction and leaves the state hash unchanged."""
    before = engine.state_hash(state)
    with pytest.raises(engine.IllegalAction):
        state.apply(action)
    assert engine.state_hash(state) == before


def view_text(state, seat) -> str:
    """The whole view of ``seat`` as one JSON string (for 'nothing leaks' checks)."""
    return json.dumps(state.view(seat), sort_keys=True, default=list)


def event_kinds(events) -> list[str]:
    return [e.kind for e in events]


_THIS = sys.modules[__name__]


@pytest.fixture
def ow():
    """These helpers: ``ow.position(...)``, ``ow.act(state, "pass")``, ``ow.at(4, 6)``..."""
    return _THIS
