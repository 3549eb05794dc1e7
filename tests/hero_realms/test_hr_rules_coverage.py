"""Card-set coverage of the publisher's rulings (../shared/rulings/hero-realms.md):
four designed cards, each replacing one of ours (issue 16), so that every
kind of effect the rulings speak of exists in the set and the ruling holds.

Avalanche (stun_highest), Forced March (expend_own), Dark Bargain
(draw_discard then a separate sacrifice clause), Call in the Crews
(gain_per by ability symbol). Rule sheet sections: "Champions" (guards),
"Attacking" (stun), "Expend Abilities", "Using Abilities".
"""
from __future__ import annotations

from engine.hero_realms.effects import count_in_play


def _market_ids(state):
    return {cid for cid, _ in state.cardset.market}


def test_the_four_designed_cards_replace_others_and_keep_80(hr):
    """The Market Deck still holds 80 cards, 20 a faction, with the four new ones."""
    state = hr.position()
    assert sum(n for _, n in state.cardset.market) == 80
    assert {"avalanche", "forced-march", "dark-bargain", "call-in-the-crews"} <= _market_ids(state)
    assert not {"shapeshift", "marshals-order", "shadow-surge",
                "fence-the-goods"} & _market_ids(state)


# ---------------------------------------------------------------- Avalanche


def test_stun_by_highest_defense_ignores_guards(hr):
    """Ruling "Targeting and guards": an effect that does not target ignores
    guards: Avalanche stuns the opponent's Nightblade (Defense 7) though a
    prepared guard protects it."""
    state = hr.position(hands={0: ["avalanche"]},
                        champions={1: ["death-zealot", "nightblade"]})
    assert state.defn(hr.uid(state, 1, "death-zealot")).guard
    hr.play(state, "avalanche")
    assert hr.champions(state, 1) == ["death-zealot"]
    assert "nightblade" in hr.discard(state, 1) and state.combat == 5


def test_a_guard_counts_among_the_champions_compared(hr):
    """Ruling "Targeting and guards": a guard is compared like any champion:
    the Stonebreaker (guard, Defense 7) is the highest and is stunned."""
    state = hr.position(hands={0: ["avalanche"]},
                        champions={1: ["stonebreaker", "dire-wolf"], 0: ["legionary"]})
    hr.play(state, "avalanche")
    assert hr.champions(state, 1) == ["dire-wolf"] and hr.champions(state, 0) == ["legionary"]


def test_highest_defense_may_be_your_own_champion(hr):
    """Ruling (our reading of "among all players"): your own champions are
    compared too; when yours is the highest, yours is stunned."""
    state = hr.position(hands={0: ["avalanche"]},
                        champions={0: ["nightblade"], 1: ["dire-wolf"]})
    hr.play(state, "avalanche")
    assert hr.champions(state, 0) == [] and "nightblade" in hr.discard(state, 0)
    assert hr.champions(state, 1) == ["dire-wolf"]


def test_a_tie_for_highest_defense_is_the_players_choice(hr):
    """Our decision: on a tie the player picks one of the tied champions (no
    way to decline: the clause is mandatory)."""
    state = hr.position(hands={0: ["avalanche"]},
                        champions={0: ["berserker"], 1: ["loreweaver", "dire-wolf"]})
    hr.play(state, "avalanche")
    targets = {a.arg("card") for a in hr.find(state, "target")}
    assert targets == {hr.uid(state, 0, "berserker"), hr.uid(state, 1, "loreweaver")}
    assert "decline" not in hr.kinds(state)
    hr.act(state, "target", card=hr.uid(state, 1, "loreweaver"))
    assert hr.champions(state, 1) == ["dire-wolf"] and hr.champions(state, 0) == ["berserker"]


# ---------------------------------------------------------------- Forced March


def test_expending_your_own_champion_does_not_use_it(hr):
    """Ruling "Expending is not using": Forced March expends the Smuggler
    Queen (expend: Gold); no Gold is gained and her expend cannot be used
    again this turn."""
    state = hr.position(hands={0: ["forced-march"]}, champions={0: ["smuggler-queen"]})
    queen = hr.uid(state, 0, "smuggler-queen")
    assert hr.can(state, "use", card=queen, ability="expend")
    hr.play(state, "forced-march")
    assert queen in state.expended
    assert state.gold == 0 and state.combat == 6
    assert not hr.can(state, "use", card=queen, ability="expend")


def test_expend_own_picks_among_prepared_champions_only(hr):
    """Forced March with two prepared champions and an expended one: the
    player picks one of the two prepared; no decline."""
    state = hr.position(hands={0: ["forced-march"]},
                        champions={0: ["legionary", "dire-wolf", "berserker"]},
                        expended={0: ["berserker"]})
    hr.play(state, "forced-march")
    assert {a.arg("card") for a in hr.find(state, "target")} == \
        {hr.uid(state, 0, "legionary"), hr.uid(state, 0, "dire-wolf")}
    assert "decline" not in hr.kinds(state)
    hr.act(state, "target", card=hr.uid(state, 0, "dire-wolf"))
    assert hr.uid(state, 0, "dire-wolf") in state.expended and state.combat == 6


# ---------------------------------------------------------------- Dark Bargain


def test_a_then_clause_once_begun_must_be_finished(hr):
    """Ruling "One clause or two": "you may draw up to 2, then discard as many"
    is one clause: after drawing, the discard cannot be declined."""
    state = hr.position(hands={0: ["dark-bargain", "gold"]}, decks={0: ["ruby", "dagger"]},
                        discards={0: ["gold"]})
    hr.play(state, "dark-bargain")
    assert "decline" in hr.kinds(state)                        # the clause as a whole
    hr.act(state, "draw", count=2)
    assert hr.kinds(state) == {"discard"}                      # no way out now
    hr.act(state, "discard", card="gold")
    hr.act(state, "discard", card="ruby")
    assert sorted(hr.hand(state, 0)) == ["dagger"]


def test_a_separate_you_may_clause_is_optional_on_its_own(hr):
    """Ruling "One clause or two": "... You may sacrifice a card" is a clause
    of its own: declining the draw does not skip it, and it may be declined
    after the draw clause was done."""
    state = hr.position(hands={0: ["dark-bargain", "gold"]}, decks={0: ["ruby"]})
    hr.play(state, "dark-bargain")
    hr.act(state, "decline")                                   # no draw, no discard
    assert {"sacrifice_card", "decline"} <= hr.kinds(state)
    hr.act(state, "sacrifice_card", card="gold", zone="hand")
    assert state.combat == 3 and hr.hand(state, 0) == []


# ---------------------------------------------------------------- Call in the Crews


def test_an_ability_symbol_selects_every_variant_of_it(hr):
    """Ruling "Targeting and guards" (a generic symbol includes its specific
    variants): "each champion with an ally ability" counts Wild and Necros
    allies for a Guild card, not a champion with no ally ability."""
    state = hr.position(hands={0: ["call-in-the-crews"]},
                        champions={0: ["dire-wolf", "bone-acolyte", "ogre-bouncer"]})
    hr.play(state, "call-in-the-crews")
    assert state.combat == 4 + 2 * 2


def test_an_expend_for_gold_is_an_expend_ability(hr):
    """Ruling, the publisher's example: "champions with an expend ability"
    include one whose expend gains Gold (the Smuggler Queen)."""
    state = hr.position(champions={0: ["smuggler-queen", "ogre-bouncer"]})
    assert count_in_play(state, 0, None, "expend_champions") == 2
