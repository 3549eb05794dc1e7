"""Every card effect primitive leaves a log line, also when it does nothing (issue 15;
rulebook, "Facing the Horde" step b and the glossary).

Each case sets an exact position (conftest.position), runs one primitive of
``PRIMITIVES`` for Player 1 with the card it belongs to in play, and checks the
line the log shows Player 1. The last test checks that the cases cover every
primitive.
"""
from __future__ import annotations

import pytest

from engine.no_time_for_heroes.cards import Effect
from engine.no_time_for_heroes.primitives import PRIMITIVES, pay_coins, reveal_add

from .conftest import position


def _run(name, card, params, setup=None, target_slot=0, **pos):
    s = position(**pos)
    if setup:
        setup(s)
    uid = s.new_card(card, 0)
    s.in_play.append(uid)
    target = s.battlefield[target_slot] if target_slot is not None and s.battlefield else -1
    events = []
    effect = Effect(name, tuple(sorted(params.items())))
    if name == "pay_coins":
        pay_coins(s, 0, uid, target, effect, events)
    elif name == "reveal_add":
        reveal_add(s, 0, uid, target, effect, events)
    else:
        PRIMITIVES[name](s, 0, uid, target, effect, events)
    return s, uid, [e.describe(0) for e in events]


CASES = [
    ("lose", "brutal-attack", {"count": 1}, dict(decks={0: ["shield"]}), None,
     "Player 1 loses 1 card: Shield."),
    ("lose-nothing", "brutal-attack", {"count": 1}, dict(), None,
     "Brutal Attack: Player 1 has no card to lose."),
    ("draw", "survival", {"count": 1}, dict(decks={0: ["shield"]}), None,
     "You draw Shield."),
    ("draw-not-first", "survival", {"count": 1, "first_of_turn": True}, dict(), None,
     "Survival: no draw: only the first copy played this turn draws."),
    ("glory", "rallying-cry", {"amount": 1}, dict(), None, "Player 1 gains 1 Glory."),
    ("coins", "pick-pockets", {"amount": 2}, dict(), None, "Player 1 gains 2 coins."),
    ("shield", "shield-charge", {"amount": 2}, dict(), None,
     "Shield Charge: 2 Shield: this turn's Horde attack deals 2 less damage."),
    ("block", "shield", {}, dict(), None,
     "Shield: Orc Runt is blocked: it deals no damage this turn."),
    ("block-nothing", "shield", {}, dict(field=()), None, "Shield: no enemy to block."),
    ("end_attack", "step-back", {}, dict(), None,
     "Step Back: the attack ends: no more cards this turn; the Horde attacks."),
    ("recover", "rallying-cry", {"count": 1, "who": "self"}, dict(wears={0: ["shield"]}),
     None, "Player 1 recovers 1 card."),
    ("recover-nothing", "rallying-cry", {"count": 1, "who": "others"}, dict(), None,
     "Rallying Cry: Player 2 has no card in the Wear pile to recover."),
    ("heal", "healing-orb", {"amount": 1}, dict(hero_wounds={0: 2}), None,
     "Player 1 removes 1 wound (1 left)."),
    ("heal-nothing", "healing-orb", {"amount": 1}, dict(), None,
     "Healing Orb: Player 1 has no wound to remove."),
    ("reveal_add", "all-or-nothing", {}, dict(decks={0: ["brutal-attack"]}), None,
     "Player 1 reveals Brutal Attack (+3 Damage); it goes to the bottom of the deck."),
    ("pay_coins", "to-the-heart", {"amount": 2}, dict(coins={0: 3}), None,
     "To the Heart: Player 1 pays 2 coins (1 left)."),
    ("pay_coins-short", "to-the-heart", {"amount": 2}, dict(), None,
     "To the Heart: Player 1 cannot pay 2 coins (has 0): the card does nothing."),
    ("rapid_shot", "rapid-shot", {}, dict(), None,
     "Rapid Shot: the next card of the Ability deck is revealed."),
    ("friendly_fire", "arrow-rain", {"who": "others", "count": 1},
     dict(decks={1: ["shield"]}), None, "Player 2 loses 1 card: Shield."),
    ("friendly_fire-tie", "arrow-rain", {"who": "fewest_wounds", "count": 2}, dict(), None,
     "Arrow Rain: 2 heroes tie for fewest wounds; Player 1 chooses who loses 2 cards."),
    ("recover_card", "gather-arrows", {"card": "sure-shot"}, dict(wears={0: ["sure-shot"]}),
     None, "Player 1 recovers Sure Shot."),
    ("recover_card-nothing", "gather-arrows", {"card": "sure-shot"}, dict(), None,
     "Gather Arrows: Player 1 has no Sure Shot in the Wear pile to recover."),
    ("shuffle_deck", "survival", {}, dict(), None, "Player 1 shuffles the Ability deck."),
    ("swap_enemy", "deceive", {}, dict(), None,
     "Deceive: Orc Runt goes back under the Horde, its wounds removed."),
    ("swap_enemy-warlord", "deceive", {}, dict(field=("gurdrug",)), None,
     "Deceive: no Host to swap (the Warlord never swaps)."),
    ("swap_enemy-empty", "deceive", {}, dict(horde=()), None,
     "Deceive: Orc Runt stays: no Host is left in the Horde deck to swap with."),
    ("cancel_attack", "protective-aura", {}, dict(), None,
     "Protective Aura: this turn's Horde attack deals no damage."),
    ("lose_per_enemy", "torrent-of-light", {"count": 1}, dict(field=()), None,
     "Torrent of Light: no enemy standing: no card lost."),
    ("corrode", "corrosive-arrow", {"bonus": 1}, dict(), None,
     "Corrosive Arrow: later damaging cards against Orc Runt deal +1 Damage this turn."),
    ("corrode-gone", "corrosive-arrow", {"bonus": 1}, dict(field=()), None,
     "Corrosive Arrow: no enemy left to corrode."),
    ("coin_on_defeat", "plunder", {"amount": 1}, dict(), "defeated",
     "Player 1 gains 1 coin."),
    ("coin_on_defeat-missed", "plunder", {"amount": 1}, dict(), None,
     "Plunder: no coins: this card defeated no enemy."),
    ("steal_coins", "pick-pockets", {"amount": 1}, dict(coins={1: 2}), None,
     "Player 1 takes 1 coin from Player 2."),
    ("steal_coins-nothing", "pick-pockets", {"amount": 1}, dict(), None,
     "Pick Pockets: no other standing hero has a coin to take."),
    ("coins_per_enemy", "plunder-glory", {"amount": 1}, dict(), None,
     "Player 1 gains 3 coins."),
    ("coins_per_enemy-none", "plunder-glory", {"amount": 1}, dict(field=()), None,
     "Plunder: no enemy standing: no coins."),
    ("set_trap", "trap", {}, dict(), None, "Trap: it springs at the next Horde attack."),
    ("sharpen", "whetstone", {"amount": 1}, dict(), None,
     "Whetstone: damaging cards deal +1 Damage for the rest of the turn."),
    ("take_from_wear", "conjuring-vial", {}, dict(wears={0: ["shield"]}), None,
     "Conjuring Vial: Player 1 chooses a card of the Wear pile to take into the hand."),
    ("take_from_wear-nothing", "conjuring-vial", {}, dict(), None,
     "Conjuring Vial: Player 1 has no card in the Wear pile to take."),
    ("recover_self", "elven-dagger", {"icon": "expertise"}, dict(), None,
     "Elven Dagger: Valerys has no Expertise icon: the card goes to the Wear pile."),
    ("recover_self-icon", "elven-dagger", {"icon": "melee"}, dict(), None,
     "Elven Dagger: Valerys has the Melee icon: the card goes to the bottom of the deck "
     "after use."),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_effect_leaves_a_log_line(case):
    label, card, params, pos, extra, line = case
    name = label.split("-")[0]
    setup = None
    if extra == "defeated":
        def setup(s):
            s.t["defeated_by"].append(len(s.cards))   # the card made next
    s, uid, lines = _run(name, card, params, setup=setup, **pos)
    if extra == "defeated":
        assert s.t["defeated_by"] == [uid]
    assert line in lines, lines


def test_the_cases_cover_every_primitive():
    covered = {c[0].split("-")[0] for c in CASES}
    assert covered == set(PRIMITIVES) | {"pay_coins", "reveal_add"}
