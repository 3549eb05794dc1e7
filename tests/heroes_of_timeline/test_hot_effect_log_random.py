"""Every attack, Ability and Team Skill leaves a log line, in random games too (issue 15).

Seeded random games (random teams and legal actions) run with the engine's
effect points wrapped: a shot, a melee, a wall raised or destroyed, an
ability used instead of attacking, Bulwark's offer after an attack and the
Dominators' count at Turn end must add a line that both seats (and a
spectator) see, naming the hero or the ability. Every action but "Done
declaring", a turn to the side already faced and a stay must leave a line too.
The exact position of the no-effect line this found (Bulwark with no wall to
raise) follows.
"""
from __future__ import annotations

import random

from engine import load_game
from engine.heroes_of_timeline import abilities, battle, board, combat, turn_end

GAME = load_game("heroes-of-timeline")


def _lines(events, first):
    return {s: [t for t in (e.describe(s) for e in events[first:]) if t] for s in (0, 1, None)}


class Watch:
    """Wraps the effect points; ``misses`` lists those that left no line naming them."""

    def __init__(self, monkeypatch):
        self.misses, self.counts, self.mp = [], {}, monkeypatch
        self.wrap(combat, "shoot", 1, lambda s, a: a[0].name)
        self.wrap(combat, "melee", 2, lambda s, a: a[0].name)
        self.wrap(combat, "raise_wall", 1, lambda s, a: a[2].name)
        self.wrap(combat, "destroy_wall", 1, lambda s, a: a[2].name)
        self.wrap(abilities, "apply_instead", 2, lambda s, a: a[0].name)
        self.wrap(battle, "_after_attack", 1, self._bulwark)
        self.wrap(turn_end, "dominators", 0, self._dominators)

    def wrap(self, module, name, at, what):
        """Replace ``module.name`` by a copy that checks the lines it adds to the events
        list, its argument ``at`` (after the state); ``what(state, args)`` gives the
        word the lines must hold (None: this call may stay silent)."""
        inner = getattr(module, name)

        def wrapped(state, *args):
            events = args[at]
            word = what(state, args)
            first = len(events)
            out = inner(state, *args)
            if word is not None:
                self.counts[name] = self.counts.get(name, 0) + 1
                for seat, lines in _lines(events, first).items():
                    if not any(word in t for t in lines):
                        self.misses.append((f"{name} {word}", seat,
                                            [e.text for e in events[first:]]))
                        break
            return out

        self.mp.setattr(module, name, wrapped)

    @staticmethod
    def _bulwark(state, args):
        hero = args[0]
        if state.ability(hero) == "bulwark" and "bulwark" not in state.post \
                and not abilities.bulwark_actions(state, hero):
            return "Bulwark"                      # no wall to offer: it says so
        return None

    @staticmethod
    def _dominators(state, args):
        if state.at.get(board.KEY_TILE) is None and \
                any(state.skill(seat) == "dominators" for seat in (0, 1)):
            return "Dominators"
        return None


def _silent_ok(state, action) -> bool:
    """The actions that may leave no line: no change at all."""
    if action.kind == "declare_done":
        return True
    hero = state.heroes[state.active] if state.active is not None else None
    if action.kind == "face" and hero is not None:
        return hero.facing == action.arg("side")
    if action.kind == "move" and hero is not None:
        return tuple(action.arg("to")) == hero.hex
    return False


def test_every_effect_of_random_games_leaves_a_line(monkeypatch):
    watch = Watch(monkeypatch)
    spec = next(o for o in GAME.option_specs(2) if o.id == "teams")
    teams = [c.value for c in spec.choices if c.value != "random"]
    silent = []
    for seed in range(80):
        rng = random.Random(seed)
        pair = rng.sample(teams, 2)
        state = GAME.new_game(2, seed, {"teams": pair})
        while not state.is_over():
            action = rng.choice(state.legal_actions())
            quiet = _silent_ok(state, action)
            events = state.apply(action)
            if not quiet and not all(_lines(events, 0).values()):
                silent.append((seed, action.label))
    assert not watch.misses, (sorted({m[0].split()[0] for m in watch.misses}), watch.misses[:3])
    assert not silent, silent[:5]
    for point in ("shoot", "melee", "raise_wall", "destroy_wall", "apply_instead",
                  "_after_attack", "dominators"):
        assert watch.counts.get(point), (point, watch.counts)      # each point was met


def test_bulwark_with_no_wall_to_raise_says_so(hot):
    s = hot.position(("guards-of-witgat", "institute"),
                     {"golem": ((-3, 0), 0, [hot.S] * 6), "professor": ((0, 0), 0, [hot.R] * 6)})
    s.wall_box = 0
    golem = hot.hero(s, "golem")
    hot.act(s, "activate", hero=golem.uid)
    hot.act(s, "move", to=list(golem.hex))
    hot.act(s, "face", side=0)
    events = hot.act(s, "shoot")
    assert "Bulwark: Golem has no wall left to raise." in [e.describe(1) for e in events]
