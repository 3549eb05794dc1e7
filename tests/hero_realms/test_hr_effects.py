"""Effect primitives, one function each (engine/hero_realms/effects.py), called directly.

The rules tests exercise them through cards; here each function is run on its
own with a hand-made Effect, so a broken primitive is named by its test.
"""
from __future__ import annotations

import pytest

from engine.hero_realms import content, effects
from engine.hero_realms.cards import Effect


def run(hr, state, name, seat=0, source="g-combat-1", options=(), **params):
    """Run primitive ``name`` for ``seat`` with ``params``; return its events."""
    uid = state.new_card(source)
    spec = content.EFFECT_PARAMS[name]
    full = {k: params.get(k, default) for k, (_, default) in spec.items()}
    effect = Effect(name, tuple(sorted(full.items())), options)
    events: list = []
    effects.HANDLERS[name](state, (uid, seat, "primary", (0,)), effect, events)
    return events


def test_every_primitive_has_one_function():
    assert set(effects.HANDLERS) == set(content.EFFECTS)


@pytest.mark.parametrize("name,field", [("gold", "gold"), ("combat", "combat")])
def test_gold_and_combat_go_to_pools(hr, name, field):
    state = hr.position()
    events = run(hr, state, name, amount=3)
    assert getattr(state, field) == 3 and events[0].data == {"resource": name, "amount": 3}


def test_health_is_added_at_once(hr):
    state = hr.position(health={0: 20})
    run(hr, state, "health", amount=4)
    assert state.players[0].health == 24 and state.players[0].gained == 4 + 0
    assert state.healed == 4


def test_gain_per(hr):
    state = hr.position(champions={0: ["guard-3", "champion-4"]}, in_play={0: ["w-combat-1"]})
    run(hr, state, "gain_per", resource="gold", amount=2, count="champions")
    assert state.gold == 4
    run(hr, state, "gain_per", resource="combat", amount=1, count="other_faction",
        source="champion-4")     # a fresh Wild card not in play: guard-3, champion-4, w-combat-1
    assert state.combat == 3


def test_draw(hr):
    state = hr.position(decks={0: ["gold", "ruby"]})
    run(hr, state, "draw", count=3)
    assert hr.hand(state, 0) == ["ruby", "gold"]


def test_opponent_discards(hr):
    state = hr.position(hands={1: ["gold", "ruby"]})
    run(hr, state, "opponent_discards", count=1)
    assert state.pending.kind == "discard" and state.pending.seat == 1


@pytest.mark.parametrize("name,pending", [("stun_target", "stun"), ("expend_target", "expend")])
def test_target_primitives(hr, name, pending):
    state = hr.position(champions={1: ["champion-4", "champion-6"]})
    run(hr, state, name, optional=False)
    assert state.pending.kind == pending and not state.pending.optional


def test_stun_all(hr):
    state = hr.position(champions={1: ["guard-5", "guard-3"]})
    run(hr, state, "stun_all", max_defense=3)
    assert hr.champions(state, 1) == ["guard-5"]


def test_prepare(hr):
    state = hr.position(champions={0: ["champion-4"]}, expended={0: ["champion-4"]})
    run(hr, state, "prepare")
    assert state.expended == set()


def test_sacrifice_cards(hr):
    state = hr.position(discards={0: ["gold"]})
    run(hr, state, "sacrifice_cards", count=2, bonus_combat=3)
    assert state.pending.kind == "sacrifice" and state.pending.count == 2
    assert state.pending.extra == 3 and state.pending.optional


def test_draw_discard(hr):
    state = hr.position(decks={0: ["gold"]})
    run(hr, state, "draw_discard", count=2)
    assert state.pending.kind == "draw" and state.pending.count == 2


def test_topdeck(hr):
    state = hr.position(discards={0: ["gold", "ruby"]})
    run(hr, state, "topdeck", filter="any", optional=False)
    assert state.pending.kind == "topdeck" and not state.pending.optional


def test_next_acquire(hr):
    state = hr.position()
    run(hr, state, "next_acquire", where="top", filter="champion")
    assert state.modifiers == [["top", "champion"]]


def test_choose(hr):
    state = hr.position()
    uid = state.new_card("choose-gold-combat")
    effect = state.defn(uid).abilities["primary"][0]
    effects.HANDLERS["choose"](state, (uid, 0, "primary", (0,)), effect, [])
    assert state.pending.kind == "choose" and state.pending.count == 2
    assert state.pending.step == (uid, 0, "primary", (0,))
