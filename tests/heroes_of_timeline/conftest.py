"""Position building for the Heroes of Timeline rules tests (tests/heroes_of_timeline/).

``hot.position(teams, heroes, ...)`` starts a ``heroes-of-timeline`` game with
the two teams and replaces the set-up with an exact battle position: each
listed hero (by hero id) stands on a hex with a facing and armor (six values
by RELATIVE side: 0 front, 1 front-left, ... 5 front-right; 0 none, 1
Regular, 2 Superior); heroes not listed are out of the game. Then the turn,
whose activation it is, walls and punishments are set and the activation
phase begins. Everything after that goes through ``legal_actions`` and
``apply``: ``hot.act(state, kind, **args)`` applies the one legal action of
that kind whose arguments match (the test fails listing the legal ones).
"""
from __future__ import annotations

import pytest

import engine
from engine.heroes_of_timeline import battle, board


class Helpers:
    N, R, S = 0, 1, 2

    @staticmethod
    def new(teams=("dragon-hunters", "institute"), seed=1, rules=None):
        game = engine.load_game("heroes-of-timeline")
        return game.new_game(2, seed, {"teams": list(teams),
                                       **({} if rules is None else {"rules": rules})})

    def position(self, teams, heroes, walls=(), turn=1, due=0, punished=None, seed=1,
                 rules=None):
        """``heroes``: ``{hero id: (hex, facing, armor list)}``; ``walls``: ``(hex, side)``;
        ``rules``: the rules revision (engine.core.rules; default the current one)."""
        state = self.new(teams, seed, rules)
        state.at = {}
        for h in state.heroes:
            h.to_place = [0, 0]
            if h.hid in heroes:
                hexpos, facing, armor = heroes[h.hid]
                h.hex, h.facing, h.armor = tuple(hexpos), facing, list(armor)
                state.at[h.hex] = h.uid
            else:
                h.alive, h.hex = False, None
        state.walls = {board.edge(tuple(h), d) for h, d in walls}
        state.wall_box = 6
        state.turn = turn
        state.punished = dict(punished or {})
        state.last_actor = 1 - due
        state.active = None
        state.declared, state.skill_hero = {}, [None, None]
        state.declare_queue = []
        for h in state.heroes:
            h.activated = False
        state.due = due
        state.phase = "activate"
        state._legal = None
        battle.advance(state)
        state._legal = None
        return state

    @staticmethod
    def hero(state, hid):
        return next(h for h in state.heroes if h.hid == hid)

    @staticmethod
    def uid(state, hid):
        return next(h.uid for h in state.heroes if h.hid == hid)

    @staticmethod
    def matching(state, kind, **args):
        out = []
        for a in state.legal_actions():
            if a.kind != kind:
                continue
            if all(a.arg(k) == (tuple(v) if isinstance(v, list) else v) for k, v in args.items()):
                out.append(a)
        return out

    def act(self, state, kind, **args):
        found = self.matching(state, kind, **args)
        assert len(found) == 1, f"{len(found)} legal {kind} {args}; legal: " + \
            "; ".join(a.label for a in state.legal_actions())
        return state.apply(found[0])

    def can(self, state, kind, **args) -> bool:
        return bool(self.matching(state, kind, **args))

    def activate(self, state, hid, to=None, face=None):
        """Activate ``hid``, move to ``to`` (default: stay), turn to ``face`` (default: keep)."""
        h = self.hero(state, hid)
        self.act(state, "activate", hero=h.uid)
        self.act(state, "move", to=list(to or h.hex))
        self.act(state, "face", side=h.facing if face is None else face)


@pytest.fixture
def hot():
    return Helpers()


def hold(hot, state, hid, to=None, face=None):
    """Activate ``hid``, optionally move and turn, and attack nothing."""
    hot.activate(state, hid, to, face)
    hot.act(state, "hold")


Helpers.hold = hold
