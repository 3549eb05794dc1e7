"""Exact Pack of Heroes positions for the rules tests (a helper module, imported by its
unique name: every test folder's conftest.py is called "conftest").

``position(...)`` starts a real game with two set teams, makes the secret
starting choices, then lays out exactly the position asked for: which
heroes are on which spaces (by hero id), wounds, stuns, hands, draw piles,
whose turn and which step. Everything else is as the rules left it.
"""
from __future__ import annotations

from engine import Action
from engine.pack_of_heroes.game import PackOfHeroes
from engine.pack_of_heroes.pieces import PLAY, RESERVE

GAME = PackOfHeroes()


def uid(state, hero_id: str) -> int:
    """The uid of the hero with id ``hero_id``."""
    return next(h.uid for h in state.heroes if h.id == hero_id)


def position(teams=("liberty-legends", "guild-of-ghouls"), board=None, hands=None,
             draws=None, discards=None, active=0, wounds=None, stunned=None, step="move",
             weapons=None, seed=1, turn=5):
    """A play-phase state of ``teams`` (seat 0, seat 1) laid out as asked.

    ``board``: {space: hero id}; ``hands``/``draws``/``discards``: per seat a
    list of colours (default: hands empty, the rest of the 9 cards in the
    draw pile); ``wounds``: {hero id: n}; ``stunned``: {hero id: turn it was
    stunned in}; ``weapons``: per seat a weapon id or None.
    """
    state = GAME.new_game(2, seed, {"teams": list(teams)})
    while state.phase == "start":
        state.apply(state.legal_actions()[0])
    for h in state.heroes:
        h.where, h.space, h.wounds, h.stunned = RESERVE, None, 0, False
    state.board = [None] * 9
    for space, hid in (board or {}).items():
        hero = state.heroes[uid(state, hid)]
        hero.where, hero.space = PLAY, space
        state.board[space] = hero.uid
    for hid, n in (wounds or {}).items():
        state.heroes[uid(state, hid)].wounds = n
    for hid, when in (stunned or {}).items():
        hero = state.heroes[uid(state, hid)]
        hero.stunned, hero.stun_turn = True, when
    for seat in (0, 1):
        hand = list((hands or [[], []])[seat])
        discard = list((discards or [[], []])[seat])
        if draws is not None:
            draw = list(draws[seat])
        else:
            pool = ["red"] * 3 + ["green"] * 3 + ["blue"] * 3
            for c in hand + discard:
                pool.remove(c)
            draw = pool
        state.hands[seat], state.draws[seat], state.discards[seat] = sorted(hand), draw, discard
    state.weapons = list(weapons or [None, None])
    state.weapon_used = [False, False]
    state.active, state.turn, state.step = active, turn, step
    state.main_done, state.extra_powers, state.constants_used = step == "after", 0, set()
    state.pending, state.queue = None, []
    state.changed()
    return state


def act(state, kind: str, **args):
    """Apply the legal action of ``kind`` with ``args`` (lists for tuples); its events."""
    want = Action.make(kind, **args)
    for legal in state.legal_actions():
        if legal == want:
            return state.apply(legal)
    raise AssertionError(f"{kind} {args} not legal; legal: "
                         f"{[a.label for a in state.legal_actions()]}")


def kinds(state) -> set:
    """The kinds of the legal actions now."""
    return {a.kind for a in state.legal_actions()}


def to_draw(state):
    """End the actions ("end" if it is still offered: a step with nothing else passes)."""
    if "end" in kinds(state):
        act(state, "end")
    assert state.step == "draw", state.step


def pass_turn(state):
    """End the actions and do not draw."""
    to_draw(state)
    act(state, "no_draw")
