"""Words for Pack of Heroes powers: the card text, made from primitive and parameters.

The content files give each power a primitive and its numbers, never free
text, so what a card says and what the engine does cannot drift apart.
"""
from __future__ import annotations

import dataclasses

from .model import Power

_REACH = {"adjacent": "an adjacent enemy", "any": "any enemy",
          "all_adjacent": "every adjacent enemy"}
_TARGET = {"force": "an adjacent enemy", "spread": "every adjacent enemy",
           "range": "any enemy"}
_WHO = {"any": "one of your heroes", "other": "another of your heroes", "self": "this hero"}


def _hits(p: Power) -> str:
    reach = _TARGET.get(p.type) or _REACH[p.get("reach", "any")]
    if p.type == "spread":
        return f"Attack every adjacent enemy for {p.value}, one attack each"
    return f"Attack {reach} for {p.value}"


def describe(p: Power) -> str:
    """The text of power ``p`` (a ``Power``): one line of plain words."""
    e = p.effect
    n = p.value
    if e == "attack":
        text = _hits(p)
    elif e == "attack_push":
        text = _hits(p) + ", then push it 1 space straight away if that space is free"
    elif e == "attack_stun":
        text = _hits(p) + ", then stun it"
    elif e == "attack_drain":
        text = _hits(p) + f", then this hero heals {p.get('heal')}"
    elif e == "attack_bonus":
        when = "a stunned" if p.get("when") == "stunned" else "an already wounded"
        text = _hits(p) + f"; {p.get('bonus')} more against {when} hero"
    elif e == "stun":
        text = f"Stun {_REACH[p.get('reach')]}"
    elif e == "stun_both":
        text = f"Stun {_REACH[p.get('reach')]} and this hero too"
    elif e == "heal":
        text = f"{_WHO[p.get('who')].capitalize()} heals {n} wound{'s' * (n != 1)}"
    elif e == "heal_all":
        text = f"Each of your heroes in play heals {n} wound{'s' * (n != 1)}"
    elif e == "repair":
        text = f"This hero heals {n} wound{'s' * (n != 1)}"
    elif e == "defend":
        text = "When another of your heroes is attacked, the attack does half damage"
    elif e == "defend_counter":
        text = ("When another of your heroes is attacked, the attack does half damage and "
                f"the attacker gains {p.get('wounds')} wound{'s' * (p.get('wounds') != 1)}")
    elif e == "wound":
        w = p.get("wounds")
        text = f"{_REACH[p.get('reach')].capitalize()} gains {w} wound{'s' * (w != 1)} (no defence)"
    elif e == "extra_power":
        text = "You may use one more power this turn"
    elif e == "sprint":
        text = f"This hero moves up to {p.get('steps')} more space{'s' * (p.get('steps') != 1)}"
    elif e == "swap":
        which = "an adjacent hero of yours" if p.get("reach") == "adjacent" else "any hero of yours"
        text = f"This hero swaps places with {which}"
    elif e == "draw_power":
        c = p.get("count")
        text = f"Draw {c} power card{'s' * (c != 1)}"
    elif e == "recover":
        text = "Take a power card of your choice from your discard pile into your hand"
    elif e == "discard_random":
        c = p.get("count")
        text = f"Your opponent discards {c} power card{'s' * (c != 1)} at random"
    elif e == "beam":
        who = "another of your heroes" if p.get("who") == "other" else "one of your heroes"
        text = f"Move {who} to any empty space"
    elif e == "rally":
        text = "Un-stun another of your heroes" if p.type != "special" else \
            "Un-stun one of your heroes"
    elif e == "stun_proof":
        text = "Always on: enemy powers and weapons cannot stun this hero (fainting still does)"
    else:  # pragma: no cover - the loader refuses unknown primitives
        raise ValueError(f"no words for primitive {e!r}")
    if p.mandatory:
        text += " (must be used every turn)"
    return text + "."


def with_text(p: Power) -> Power:
    """``p`` with its ``text`` filled in by :func:`describe`."""
    return dataclasses.replace(p, text=describe(p))
