"""Twin games for the public-record tests: two games whose public words are the
same while what the seats hide differs.

``twin(game_id, players, seed)`` plays game A at random and game B beside it:
B starts from A's start with every card a spectator cannot see re-dealt
(``state.determinize(None, ...)``, or, in a game that re-deals only for a seat,
``determinize(0, ...)``: what seat 0 cannot see), and at each step takes an
action whose events read the same to a spectator (``describe(None)``) with the
same seat deciding, the same turn and the same outcome; an action of a
different kind or card that reads the same (a bid face down, a squad token
placed face down) is preferred, so the hidden choices differ too. A is steered
to actions B can follow, at most ``steps`` of them.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import engine

TRIES = 8   # candidate actions tried at each step, for A and for B
DEVIATE = 0.3   # how often B tries other actions before A's own
ATTEMPTS = 4    # twins played from one seed; the longest is kept


def _spectator(state: Any) -> Any:
    view = state.view(None)
    return (state.current_player, view.get("turn"), state.is_over(), state.winners())


def _outcome(state: Any, action: Any) -> tuple[Any, list, list, Any]:
    after = state.clone()
    events = after.apply(action)
    return after, [e.describe(None) for e in events], events, _spectator(after)


@dataclass
class Twins:
    """``start_a``/``start_b``: the starts; ``actions_a``/``actions_b``: what each
    played; ``private_differs``: some step's words for the seat that acted
    (``describe(seat)``) or some seat's ``view(seat)`` differed between them;
    ``redealt``: the determinize call that made B (``"None"`` or ``"seat 0"``)."""

    start_a: Any
    start_b: Any
    actions_a: list = field(default_factory=list)
    actions_b: list = field(default_factory=list)
    private_differs: bool = False
    redealt: str = ""


def twin(game_id: str, players: int, seed: int, steps: int = 120,
         options: dict | None = None, choices_only: bool = False) -> Twins:
    """The longest of ``ATTEMPTS`` twins (module docstring), at most ``steps``
    actions each: a greedy pair can walk into a position B cannot follow (a
    different bid, revealed next).

    ``choices_only``: B is not re-dealt (same seed, same cards) and always
    tries a different action first, so the twins differ only by hidden
    choices (a bid, a squad token's number, a secret starting hero); the
    twin with the most such choices is kept."""
    best = None
    for attempt in range(ATTEMPTS):
        found = _twin(game_id, players, seed, steps, options,
                      random.Random(seed * 100 + attempt), choices_only)
        if best is None or _score(found, choices_only) > _score(best, choices_only):
            best = found
        if len(best.actions_a) >= steps:
            break
    return best


def _score(pair: Twins, choices_only: bool) -> int:
    if choices_only:
        return sum(x != y for x, y in zip(pair.actions_a, pair.actions_b))
    return len(pair.actions_a)


def _twin(game_id: str, players: int, seed: int, steps: int, options: dict | None,
          chooser: random.Random, choices_only: bool) -> Twins:
    game = engine.load_game(game_id)
    a = game.new_game(players=players, seed=seed, options=options)
    if choices_only:
        b, how = a.clone(), ""
    else:
        try:
            b, how = a.determinize(None, seed + 1), "None"
        except Exception:   # this game re-deals only for a seat
            b, how = a.determinize(0, seed + 1), "seat 0"
    result = Twins(a.clone(), b.clone(), redealt=how)
    while len(result.actions_a) < steps and not a.is_over():
        found = _step(a, b, chooser, 1.0 if choices_only else DEVIATE)
        if found is None:
            break
        (a, act_a, events_a), (b, act_b, events_b) = found
        result.actions_a.append(act_a)
        result.actions_b.append(act_b)
        if [e.describe(e.seat) for e in events_a] != [e.describe(e.seat) for e in events_b] \
                or any(a.view(s) != b.view(s) for s in range(players)):
            result.private_differs = True
    return result


def _step(a: Any, b: Any, chooser: random.Random, deviate: float):
    mine = a.legal_actions()
    chooser.shuffle(mine)
    for act in mine[:TRIES]:
        after_a, words, events_a, seen = _outcome(a, act)
        legal = b.legal_actions()
        others = [x for x in legal if x != act]
        chooser.shuffle(others)
        same = [act] if act in legal else []
        order = others[:TRIES] + same if chooser.random() < deviate else same + others[:TRIES]
        for other in order:
            after_b, words_b, events_b, seen_b = _outcome(b, other)
            if words_b == words and seen_b == seen:
                return (after_a, act, events_a), (after_b, other, events_b)
    return None
