"""Every Hero Ability and Team Skill leaves a log line that names it as the hero card
does (issue 15; rulebook "Battle: Abilities", "Battle: Team Skills").

Each case is an exact position (the ones of test_hot_rules_abilities.py), the
actions that use the ability, and the line the log must then hold. The last test
checks that the cases cover every primitive of content.HERO_PRIMITIVES and
TEAM_PRIMITIVES.
"""
from __future__ import annotations

import pytest

from engine.heroes_of_timeline import battle, board, content

DH, INST, GW, HT = "dragon-hunters", "institute", "guards-of-witgat", "hidden-temple"
N, R, S = 0, 1, 2
RING = [((0, 0), d) for d in range(6)]


class Log:
    """Applies actions through the ``hot`` helpers and keeps every log line."""

    def __init__(self, hot, state):
        self.hot, self.s, self.lines = hot, state, []

    def act(self, kind, **args):
        self.lines += [e.describe(0) for e in self.hot.act(self.s, kind, **args)]

    def activate(self, hid, to=None, face=None):
        h = self.hot.hero(self.s, hid)
        self.act("activate", hero=h.uid)
        self.act("move", to=list(to or h.hex))
        self.act("face", side=h.facing if face is None else face)

    def declare_turn(self, seat_first):
        self.s.last_actor = 1 - seat_first
        battle.start_turn(self.s)
        self.s._legal = None

    def rest(self):
        while self.s.phase == "declare":
            self.act("declare_done")


def wall_breaker(hot):
    s = hot.position((DH, INST), {"red-knight": ((-1, 0), 0, [S] * 6),
                                   "professor": ((6, -6), 0, [N] * 6)}, walls=RING)
    log = Log(hot, s)
    log.activate("red-knight", to=(1, 0))
    return log, "Wall Breaker: Red Knight (Player 1) destroys a wall."


def chain_melee(hot):
    s = hot.position((DH, INST), {"drakkar": ((-3, 0), 0, [S] * 6),
                                   "professor": ((-1, 0), 0, [N] * 6),
                                   "blob": ((6, -6), 0, [N] * 6)})
    log = Log(hot, s)
    log.act("activate", hero=hot.uid(s, "drakkar"))
    log.act("melee", target=hot.uid(s, "professor"), at=[-2, 0])
    log.act("end")
    return log, "Drakkar stops."


def chain_melee_offer(hot):
    log, _ = chain_melee(hot)
    return log, "Chain Melee: Drakkar may move and melee once more."


def rage(hot):
    s = hot.position((DH, INST), {"berserk": ((-4, 0), 0, [S] * 6),
                                   "professor": ((0, 0), 3, [S] * 6)})
    log = Log(hot, s)
    log.declare_turn(0)
    log.act("declare", hero=hot.uid(s, "berserk"))
    log.rest()
    log.act("activate", hero=hot.uid(s, "berserk"))
    log.act("melee", target=hot.uid(s, "professor"), at=[-1, 0])
    return log, "Rage: Berserk (Player 1)'s melee eliminates through Superior Armor."


def bulwark(hot):
    s = hot.position((GW, INST), {"golem": ((-3, 0), 0, [S] * 6),
                                   "professor": ((0, 0), 0, [R] * 6)})
    log = Log(hot, s)
    log.activate("golem")
    log.act("shoot")
    log.act("end")
    return log, "Bulwark: Golem raises no wall."


def siege_mode(hot):
    s = hot.position((GW, INST), {"ballista": ((-6, 0), 0, [N] * 6),
                                   "professor": ((0, 0), 3, [N] * 6)},
                     walls=[((-5, 0), 0), ((-2, 0), 0)])
    log = Log(hot, s)
    log.declare_turn(0)
    log.act("declare", hero=hot.uid(s, "ballista"))
    log.rest()
    log.activate("ballista", face=0)
    log.act("shoot")
    return log, "Siege Mode: the shot flies on."


def transmute(hot):
    s = hot.position((GW, INST), {"alchemist": ((-3, 0), 0, [R, N, N, N, N, R]),
                                   "golem": ((-2, 0), 0, [N] * 6),
                                   "professor": ((6, -6), 0, [N] * 6)})
    log = Log(hot, s)
    log.activate("alchemist")
    log.act("transmute", hero=hot.uid(s, "golem"), side=3)
    return log, "Alchemist puts Regular Armor on Golem's back."


def arc_shot(hot):
    s = hot.position((GW, INST), {"slinger": ((-3, 0), 0, [N] * 6),
                                   "professor": ((0, 0), 0, [N] * 6)}, walls=[((-2, 0), 0)])
    log = Log(hot, s)
    log.activate("slinger")
    log.act("shoot")
    return log, "Arc Shot: Slinger (Player 1)'s shot flies over a wall."


def turn_sector(hot):
    s = hot.position((HT, INST), {"lady": ((-3, 6), 0, [N] * 6),
                                   "ronin": ((-2, 6), 0, [N] * 6),
                                   "professor": ((-1, 4), 2, [N] * 6)})
    log = Log(hot, s)
    log.activate("lady")
    log.act("turn_sector", sector=4, way=-1)
    return log, f"Lady turns 3 hero(es) in {board.SECTOR_NAMES[4]}."


def piercing_shot(hot):
    s = hot.position((HT, INST), {"archer": ((-4, 0), 0, [N] * 6),
                                   "professor": ((-2, 0), 0, [N] * 6),
                                   "blob": ((1, 0), 0, [N] * 6),
                                   "greg": ((6, -6), 0, [N] * 6)})
    log = Log(hot, s)
    log.activate("archer")
    log.act("shoot")
    return log, "Piercing Shot: Archer (Player 1)'s arrow flies on."


def pass_through_heroes(hot):
    s = hot.position((HT, INST), {"shadow": ((-2, 0), 0, [N] * 6),
                                   "professor": ((-1, 0), 0, [N] * 6),
                                   "blob": ((6, -6), 0, [N] * 6)})
    log = Log(hot, s)
    log.activate("shadow", to=(0, 0))
    return log, f"Shadow moves to {board.hex_name((0, 0))}."


def swap_places(hot):
    s = hot.position((DH, INST), {"drakkar": ((0, 0), 2, [S] * 6),
                                   "professor": ((-3, 0), 0, [N] * 6)}, due=1)
    log = Log(hot, s)
    log.activate("professor")
    log.act("swap", hero=hot.uid(s, "drakkar"))
    return log, "Professor swaps places with Drakkar (Player 1)."


def best_side(hot):
    s = hot.position((DH, INST), {"red-knight": ((-3, 0), 0, [S] * 6),
                                   "blob": ((0, 0), 0, [R, N, N, N, N, N])})
    log = Log(hot, s)
    log.activate("red-knight")
    log.act("shoot")
    return log, "Best Side: Blob (Player 2) takes the hit on his front (Regular Armor)."


def crushing_melee(hot):
    s = hot.position((DH, INST), {"drakkar": ((0, 0), 0, [S] * 6),
                                   "greg": ((-3, 0), 0, [N] * 6)}, due=1)
    log = Log(hot, s)
    log.act("activate", hero=hot.uid(s, "greg"))
    log.act("melee", target=hot.uid(s, "drakkar"), at=[-1, 0])
    return log, "Crushing Melee: Greg (Player 2)'s melee eliminates through Superior Armor."


def turn_target(hot):
    s = hot.position((DH, INST), {"drakkar": ((0, 0), 2, [S] * 6),
                                   "chronist": ((-3, 0), 0, [N] * 6)}, due=1)
    log = Log(hot, s)
    log.activate("chronist")
    log.act("turn_target", hero=hot.uid(s, "drakkar"), side=4)
    return log, "Chronist turns Drakkar (Player 1) to face "


def blink(hot):
    s = hot.position((DH, INST), {"drakkar": ((6, -6), 2, [S] * 6),
                                   "tinker": ((0, 0), 0, [N] * 6)}, walls=RING, due=1)
    log = Log(hot, s)
    log.act("activate", hero=hot.uid(s, "tinker"))
    log.act("blink", to=[2, 0])
    return log, f"Tinker blinks to {board.hex_name((2, 0))}."


def dominators(hot):
    s = hot.position((DH, INST), {"drakkar": ((-3, 0), 0, [S] * 6),
                                   "professor": ((-2, 0), 0, [N] * 6)})
    log = Log(hot, s)
    hot.hold(s, "drakkar")
    log.lines += [e.describe(0) for e in hot.act(s, "activate", hero=hot.uid(s, "professor"))]
    log.act("move", to=[-2, 0])
    log.act("face", side=0)
    log.act("hold")
    return log, "Dominators: one contested sector counts for Player 1."


def wall_raisers(hot):
    s = hot.position((GW, INST), {"golem": ((-3, 0), 0, [N] * 6),
                                   "professor": ((-2, 0), 0, [N] * 6)})
    log = Log(hot, s)
    log.activate("golem")
    log.act("raise_wall", edge=list(board.edge((0, 0), 1)))
    return log, "Golem (Player 1) raises a wall."


def vanishing_step(hot):
    s = hot.position((HT, INST), {"ronin": ((-3, 0), 0, [N] * 6),
                                   "professor": ((-1, 0), 0, [R] * 6)})
    log = Log(hot, s)
    log.declare_turn(0)
    log.act("declare_skill", hero=hot.uid(s, "ronin"))
    log.rest()
    log.activate("ronin")
    log.act("shoot")
    log.act("end")
    return log, "Vanishing Step: Ronin stays."


def phase_walk(hot):
    s = hot.position((DH, INST), {"drakkar": ((-1, 0), 2, [S] * 6),
                                   "blob": ((0, 0), 0, [N] * 6)}, walls=RING)
    log = Log(hot, s)
    log.declare_turn(1)
    log.act("declare_skill", hero=hot.uid(s, "blob"))
    log.act("declare_done")
    log.activate("blob", to=(-2, 0))
    return log, f"Blob moves to {board.hex_name((-2, 0))}."


CASES = [wall_breaker, chain_melee, chain_melee_offer, rage, bulwark, siege_mode, transmute,
         arc_shot, turn_sector, piercing_shot, pass_through_heroes, swap_places, best_side,
         crushing_melee, turn_target, blink, dominators, wall_raisers, vanishing_step,
         phase_walk]


@pytest.mark.parametrize("case", CASES, ids=[c.__name__ for c in CASES])
def test_ability_leaves_a_log_line(hot, case):
    log, line = case(hot)
    assert any(text.startswith(line) for text in log.lines), log.lines


def test_the_cases_cover_every_primitive():
    covered = {c.__name__ for c in CASES}
    assert set(content.HERO_PRIMITIVES) | set(content.TEAM_PRIMITIVES) <= covered
