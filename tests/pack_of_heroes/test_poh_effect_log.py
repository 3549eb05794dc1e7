"""Every Pack of Heroes effect primitive leaves a log line, also when it does nothing
(issue 15; rulebook, "Powers"). Each case calls one primitive of
``primitives.PRIMITIVES`` on an exact position (poh_positions) with a made-up power
and checks a line the log then shows Player 1; the last test checks the cases
cover every primitive but the defend ones (used on the opponent's turn, and logged
by test_poh_primitives' defend test through combat.answer_defend).
"""
from __future__ import annotations

import pytest

from engine.pack_of_heroes import primitives
from engine.pack_of_heroes.catalogue import DEFENDS, EFFECTS, STANDING
from engine.pack_of_heroes.model import FREE, Power

from poh_positions import position, uid

CC, MM, MX, BA = "captain-columbia", "minuteman", "mummy-max", "banshee"


def _board(**extra):
    return position(board={4: CC, 1: MM, 7: MX, 5: BA}, **extra)


def _log(state, effect, src, target, value=0, ptype="force", **params):
    events = []
    power = Power("Test Power", ptype, value, FREE, effect, tuple(sorted(params.items())), "")
    use = primitives.Use(0, None if src is None else uid(state, src), power, target)
    primitives.carry_out(state, use, events)
    return [e.describe(0) for e in events]


# label (effect, optionally "-variant"), position, src, target (hero id, or a value), params,
# line
CASES = [
    ("attack", _board, CC, MX, dict(value=3), "Mummy Max (Player 2) gains 3 wounds (3/"),
    ("attack_push", _board, CC, BA, dict(value=1),
     "The Banshee (Player 2) cannot be pushed back."),
    ("attack_stun", _board, CC, BA, dict(value=1), "The Banshee (Player 2) is stunned."),
    ("attack_stun-already", lambda: _board(stunned={BA: 4}), CC, BA, dict(value=1),
     "The Banshee (Player 2) is already stunned."),
    ("attack_drain", lambda: _board(wounds={CC: 3}), CC, BA, dict(value=1, heal=2),
     "Captain Columbia (Player 1) heals 2 (wounds 1/"),
    ("attack_drain-unwounded", _board, CC, BA, dict(value=1, heal=2),
     "Captain Columbia (Player 1) has no wound to heal."),
    ("attack_bonus", lambda: _board(stunned={BA: 4}), CC, BA,
     dict(value=1, bonus=2, when="stunned"), "The Banshee (Player 2) gains 3 wounds"),
    ("stun", _board, CC, BA, dict(ptype="stun"), "The Banshee (Player 2) is stunned."),
    ("stun_both", _board, CC, BA, dict(ptype="stun"),
     "Captain Columbia (Player 1) is stunned by its own power."),
    ("heal", lambda: _board(wounds={MM: 2}), CC, MM, dict(value=1, ptype="heal"),
     "Minuteman (Player 1) heals 1 (wounds 1/"),
    ("heal_all", lambda: _board(wounds={MM: 2}), CC, None, dict(value=1, ptype="heal"),
     "Captain Columbia (Player 1) has no wound to heal."),
    ("repair", lambda: _board(wounds={CC: 2}), CC, None, dict(value=2, ptype="constant"),
     "Captain Columbia (Player 1) heals 2 (wounds 0/"),
    ("wound", _board, CC, BA, dict(ptype="constant", reach="adjacent", wounds=1),
     "The Banshee (Player 2) gains 1 wound (1/"),
    ("extra_power", _board, CC, None, dict(ptype="constant"),
     "Player 1 may use one more power this turn."),
    ("sprint", _board, CC, 0, dict(ptype="constant", steps=2),
     "Captain Columbia (Player 1) moves from "),
    ("swap", _board, CC, MM, dict(ptype="constant", reach="any"),
     "Captain Columbia (Player 1) and Minuteman (Player 1) swap places."),
    ("draw_power", lambda: _board(hands=[["red"], []]), CC, None,
     dict(ptype="special", count=1),
     "You draw "),
    ("draw_power-empty", lambda: _board(draws=[[], []]), CC, None,
     dict(ptype="special", count=1),
     "Test Power: Player 1 has no power card left to draw."),
    ("recover", lambda: _board(discards=[["blue"], []]), CC, "blue", dict(ptype="special"),
     "Player 1 takes a blue card from their discard pile."),
    ("discard_random", lambda: _board(hands=[[], ["red"]]), CC, None,
     dict(ptype="special", count=2),
     "Test Power: Player 2 has no power card left to discard."),
    ("beam", _board, CC, None, dict(ptype="special", who="other"),
     "Minuteman (Player 1) moves from "),
    ("rally", lambda: _board(stunned={MM: 4}), CC, MM, dict(ptype="special"),
     "Minuteman (Player 1) is no longer stunned."),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_primitive_leaves_a_log_line(case):
    label, make, src, target, params, line = case
    state = make()
    if isinstance(target, str) and target not in ("blue", "red", "green"):
        target = uid(state, target)
    if label == "beam":
        target = [uid(state, MM), 0]
    lines = _log(state, label.split("-")[0], src, target, **params)
    assert any(text.startswith(line) for text in lines), lines


def test_the_cases_cover_every_primitive():
    assert {c[0].split("-")[0] for c in CASES} == set(EFFECTS) - DEFENDS - STANDING


def test_a_defeating_attack_logs_wounds_up_to_health():
    """Rulebook, "Defeating a hero": wounds equal to or above its health defeat it.
    Mummy Max (health 8) with 6 wounds takes 3: the log counts 8/8 (not 9/8),
    then says it is defeated; the event's data keeps the real count, 9."""
    state = _board(wounds={MX: 6})
    events = []
    power = Power("Test Power", "force", 3, FREE, "attack", (("value", 3),), "")
    primitives.carry_out(state, primitives.Use(0, uid(state, CC), power, uid(state, MX)), events)
    lines = [e.describe(0) for e in events]
    assert "Mummy Max (Player 2) gains 3 wounds (8/8)." in lines
    assert "Mummy Max (Player 2) is defeated and leaves the game." in lines
    assert next(e for e in events if e.kind == "wounded").data["wounds"] == 9
