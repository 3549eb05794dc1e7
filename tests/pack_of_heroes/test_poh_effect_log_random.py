"""Every power leaves a log line, in random games too (issue 15).

Seeded random games (random set teams, weapons on or off, random legal
actions) run with the engine's effect points wrapped: every primitive that acts
at once, every wound, stun, heal and push the attack queue carries out, and a
power's whole use when no decision stops it, must add a line both seats (and a
spectator) see. The exact positions of the no-effect lines this found (a wound,
heal or push on a hero no longer in play, a self-stun on a stunned hero) follow.
"""
from __future__ import annotations

import random

from engine import load_game
from engine.pack_of_heroes import combat, primitives, turn
from engine.pack_of_heroes.model import FREE, Power
from engine.pack_of_heroes.pieces import OUT

from poh_positions import position, uid

GAME = load_game("pack-of-heroes")
QUEUED = {"attack", "attack_push", "attack_stun", "attack_drain", "attack_bonus", "wound"}


def _lines(events, first):
    return {s: [t for t in (e.describe(s) for e in events[first:]) if t] for s in (0, 1, None)}


class Watch:
    """Wraps the effect points; ``misses`` lists the calls that left no line."""

    def __init__(self, monkeypatch):
        self.misses, self.counts, self.mp = [], {}, monkeypatch
        for name in ("wound", "stun", "heal", "push"):
            self.wrap(combat, name, lambda state: True)
        self.wrap(turn, "carry_out", lambda state: state.pending is None)
        for name, fn in list(primitives.PRIMITIVES.items()):
            if name not in QUEUED:
                monkeypatch.setitem(primitives.PRIMITIVES, name,
                                    self.checked(fn, name, lambda state: True))

    def wrap(self, module, name, after):
        self.mp.setattr(module, name, self.checked(getattr(module, name), name, after))

    def checked(self, inner, name, after):
        """``inner`` made to record a miss when it adds no line for some seat (when
        ``after(state)`` says one was due: a use stopped by a question is not)."""
        def wrapped(state, *args):
            events = next(a for a in args if isinstance(a, list) and
                          (not a or hasattr(a[0], "describe")))
            first = len(events)
            out = inner(state, *args)
            if after(state):
                self.counts[name] = self.counts.get(name, 0) + 1
                if not all(_lines(events, first).values()):
                    self.misses.append((name, [e.text for e in events[first:]]))
            return out
        return wrapped


def test_every_power_of_random_games_leaves_a_line(monkeypatch):
    watch = Watch(monkeypatch)
    spec = next(o for o in GAME.option_specs(2) if o.id == "teams")
    teams = [c.value for c in spec.choices if c.value != "pick"]
    for seed in range(60):
        rng = random.Random(seed)
        options = {"teams": rng.sample(teams, 2),
                   "weapons": rng.choice(("off", "random"))}
        state = GAME.new_game(2, seed, options)
        steps = 0
        while not state.is_over() and steps < 3000:
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
    assert not watch.misses, (sorted({m[0] for m in watch.misses}), watch.misses[:3])
    for point in ("wound", "stun", "heal", "push", "carry_out", "sprint", "draw_power"):
        assert watch.counts.get(point), (point, watch.counts)       # each point was met


CC, MM, MX, BA = "captain-columbia", "minuteman", "mummy-max", "banshee"


def _board(**extra):
    return position(board={4: CC, 1: MM, 7: MX, 5: BA}, **extra)


def _out(state, hero_id):
    hero = state.heroes[uid(state, hero_id)]
    state.board = [None if u == hero.uid else u for u in state.board]
    hero.where, hero.space = OUT, None
    return hero.uid


def _said(state, events):
    return [e.describe(0) for e in events]


def test_a_wound_heal_or_push_on_a_hero_out_of_play_says_so():
    s = _board()
    gone = _out(s, BA)
    events = []
    combat.wound(s, gone, 1, events)
    combat.heal(s, gone, 1, events)
    combat.push(s, 4, gone, events)
    assert _said(s, events) == [
        "The Banshee (Player 2) is no longer in play: no wound.",
        "The Banshee (Player 2) is no longer in play: no heal.",
        "The Banshee (Player 2) is no longer in play: no push."]


def test_a_self_stun_on_a_hero_already_stunned_says_so():
    s = _board(stunned={CC: 4})
    events = []
    power = Power("Test Power", "stun", 0, FREE, "stun_both", (), "")
    primitives.carry_out(s, primitives.Use(0, uid(s, CC), power, uid(s, BA)), events)
    assert _said(s, events) == ["The Banshee (Player 2) is stunned.",
                                "Captain Columbia (Player 1) is already stunned."]
