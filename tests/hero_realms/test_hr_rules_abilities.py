"""Expend, ally and sacrifice abilities (rule sheet, "Using Abilities", "Expend
Abilities", "Ally Abilities", "Sacrifice Abilities")."""
from __future__ import annotations


# ------------------------------------------------------------ expend


def test_expend_once_until_prepared(hr):
    """"Expend Abilities": turn the card sideways for the effect; it cannot be
    expended again while expended."""
    state = hr.position(champions={0: ["champion-4"]})
    c = hr.uid(state, 0, "champion-4")
    hr.use(state, 0, "champion-4", "expend")
    assert state.combat == 2 and c in state.expended
    assert not hr.can(state, "use", card=c, ability="expend")
    view = state.view(1)["players"][0]["champions"][0]
    assert view["expended"] and not view["prepared"]


def test_prepare_effect_lets_a_champion_expend_again(hr):
    """"Expend Abilities": cards that prepare other cards let you use the ability again
    on the same turn."""
    state = hr.position(hands={0: ["prepare"]}, champions={0: ["champion-4"]})
    hr.use(state, 0, "champion-4", "expend")
    hr.play(state, "prepare")          # one expended champion: no choice to make
    hr.use(state, 0, "champion-4", "expend")
    assert state.combat == 4


def test_prepare_with_several_expended_champions_is_a_choice(hr):
    state = hr.position(hands={0: ["prepare"]}, champions={0: ["champion-4", "champion-6"]},
                        expended={0: ["champion-4", "champion-6"]})
    hr.play(state, "prepare")
    assert state.pending.kind == "prepare" and hr.kinds(state) == {"target"}
    six = hr.uid(state, 0, "champion-6")
    hr.act(state, "target", card=six)
    assert state.expended == {hr.uid(state, 0, "champion-4")}


def test_prepare_with_nothing_expended_does_nothing(hr):
    """Ruling (publisher, "Nothing to Target"): the clause is ignored."""
    state = hr.position(hands={0: ["prepare"]}, champions={0: ["champion-4"]})
    events = hr.play(state, "prepare")
    assert state.pending is None and any(e.kind == "no_target" for e in events)


# ------------------------------------------------------------ ally


def test_ally_needs_another_card_of_the_faction_in_play(hr):
    """"Ally Abilities": usable as soon as another card of that faction is in play."""
    state = hr.position(hands={0: ["g-combat-1", "w-combat-1", "g-gold-1"]})
    hr.play(state, "g-combat-1", "w-combat-1")
    first = hr.uid(state, 0, "g-combat-1", "in_play")
    assert not hr.can(state, "use", card=first, ability="ally")
    hr.play(state, "g-gold-1")
    second = hr.uid(state, 0, "g-gold-1", "in_play")
    assert hr.can(state, "use", card=first, ability="ally")
    assert hr.can(state, "use", card=second, ability="ally")


def test_ally_order_of_play_does_not_matter_and_once_per_turn(hr):
    """"Ally Abilities": the order of play does not matter; each ally ability may be
    used once per turn, any time in the Main Phase."""
    state = hr.position(hands={0: ["g-combat-1", "g-gold-1"]})
    hr.play(state, "g-combat-1", "g-gold-1")
    hr.use(state, 0, "g-combat-1", "ally", "in_play")     # the earlier card's ally
    hr.use(state, 0, "g-gold-1", "ally", "in_play")
    assert state.gold == 1 + 2 and state.combat == 1 + 3
    for cid in ("g-combat-1", "g-gold-1"):
        assert not hr.can(state, "use", card=hr.uid(state, 0, cid, "in_play"), ability="ally")


def test_ally_abilities_are_never_used_by_themselves(hr):
    """Using the primary ability does not use the ally ability: both are there."""
    state = hr.position(hands={0: ["g-combat-1", "g-combat-1"]})
    hr.play(state, "g-combat-1", "g-combat-1")
    assert len(hr.find(state, "use", ability="ally")) == 2


def test_champions_in_play_count_for_allies_and_have_allies(hr):
    """A champion in play is a card of its faction in play (expended or not), turn
    after turn; its own ally ability is once per turn."""
    state = hr.position(hands={0: ["g-combat-1"]}, champions={0: ["g-champion-ally"]},
                        expended={0: ["g-champion-ally"]}, decks={0: ["g-combat-1"] * 5})
    champ = hr.uid(state, 0, "g-champion-ally")
    assert not hr.can(state, "use", card=champ, ability="ally")
    hr.play(state, "g-combat-1")
    hr.use(state, 0, "g-champion-ally", "ally")
    hr.use(state, 0, "g-combat-1", "ally", "in_play")
    assert state.combat == 1 + 3 and state.gold == 2
    hr.act(state, "end_turn")
    hr.act(state, "end_turn")
    hr.play(state, "g-combat-1")
    assert hr.can(state, "use", card=champ, ability="ally")   # a new turn, a new use


def test_ally_checked_when_used_not_when_played(hr):
    """Ruling: the other card must be in play when the ally ability is used; once the
    partner is sacrificed, the ally ability is no longer available."""
    state = hr.position(hands={0: ["g-combat-1", "g-sac-5"]})
    hr.play(state, "g-combat-1", "g-sac-5")
    first = hr.uid(state, 0, "g-combat-1", "in_play")
    hr.use(state, 0, "g-sac-5", "sacrifice", "in_play")
    assert not hr.can(state, "use", card=first, ability="ally")


def test_opponents_cards_do_not_count_for_allies(hr):
    state = hr.position(hands={0: ["g-combat-1"]}, champions={1: ["g-champion-ally"]})
    hr.play(state, "g-combat-1")
    assert not hr.find(state, "use")


# ------------------------------------------------------------ sacrifice


def test_sacrifice_ability_puts_the_card_in_the_sacrifice_pile(hr):
    """"Sacrifice Abilities": the card goes to the Sacrifice Pile and its ability is
    used; the primary and ally abilities may be used as well."""
    state = hr.position(hands={0: ["g-sac-5", "g-combat-1"]})
    hr.play(state, "g-sac-5", "g-combat-1")
    hr.use(state, 0, "g-sac-5", "ally", "in_play")
    hr.use(state, 0, "g-sac-5", "sacrifice", "in_play")
    assert state.combat == 1 + 1 + 5 and state.gold == 1
    assert hr.ids(state, state.sacrificed) == ["g-sac-5"]
    assert hr.in_play(state, 0) == ["g-combat-1"]
    assert [c["id"] for c in state.view(1)["sacrifice_pile"]] == ["g-sac-5"]


def test_champion_sacrifice_ability(hr):
    """"Sacrifice Abilities": a champion's heroic act; it leaves play for good."""
    state = hr.position(champions={0: ["champion-sac-4"]})
    hr.use(state, 0, "champion-sac-4", "expend")
    hr.use(state, 0, "champion-sac-4", "sacrifice")
    assert state.combat == 1 + 4 and hr.champions(state, 0) == []
    assert hr.ids(state, state.sacrificed) == ["champion-sac-4"] and state.expended == set()


def test_sacrificed_fire_gem_goes_back_to_its_stack(hr):
    """"Sacrifice Abilities": a Fire Gem that would go to the Sacrifice Pile goes back
    face up onto the Fire Gem stack."""
    state = hr.position(hands={0: ["fire-gem"]}, gems=10)
    hr.play(state, "fire-gem")
    assert state.gold == 2
    hr.use(state, 0, "fire-gem", "sacrifice", "in_play")
    assert state.combat == 3 and len(state.gems) == 11 and state.sacrificed == []
    assert state.view(0)["fire_gems"]["count"] == 11


def test_sacrificed_for_another_reason_does_not_trigger(hr):
    """"Sacrifice Abilities": a card sacrificed for any other reason does not trigger
    its sacrifice ability (and a Fire Gem still goes back to its stack)."""
    state = hr.position(hands={0: ["sac-2-bonus-1", "g-sac-5"]}, discards={0: ["fire-gem"]},
                        gems=0)
    hr.play(state, "sac-2-bonus-1")
    assert state.pending.kind == "sacrifice"
    hr.act(state, "sacrifice_card", card="g-sac-5", zone="hand")
    hr.act(state, "sacrifice_card", card="fire-gem", zone="discard")
    assert state.combat == 2            # the bonus only, no 5 and no 3
    assert hr.ids(state, state.sacrificed) == ["g-sac-5"] and len(state.gems) == 1
    assert state.gold == 1 and state.pending is None


def test_sacrifice_abilities_once_the_card_is_gone(hr):
    state = hr.position(hands={0: ["fire-gem", "fire-gem"]})
    hr.play(state, "fire-gem", "fire-gem")
    assert len(hr.find(state, "use", ability="sacrifice")) == 2
    hr.act(state, "use", card=state.players[0].in_play[0], ability="sacrifice")
    assert len(hr.find(state, "use", ability="sacrifice")) == 1


def test_choose_one(hr):
    """"Using Abilities": some abilities let you choose one of several effects."""
    state = hr.position(hands={0: ["choose-gold-combat"]}, decks={0: ["dagger"]})
    hr.play(state, "choose-gold-combat")
    assert hr.kinds(state) == {"choose"} and state.current_player == 0
    labels = [a.label for a in state.legal_actions()]
    assert labels == ["Choose: Gain 1 gold.", "Choose: Gain 2 combat. Draw a card."]
    hr.act(state, "choose", option=1)
    assert state.combat == 2 and state.gold == 0 and hr.hand(state, 0) == ["dagger"]


def test_gain_per_counts_in_play_now(hr):
    state = hr.position(hands={0: ["per-champion", "w-combat-1"]},
                        champions={0: ["per-other-guard", "guard-3", "champion-4",
                                       "per-other-champion", "per-other-wild"]})
    hr.play(state, "per-champion")
    assert state.combat == 2 * 5
    hr.use(state, 0, "per-other-guard", "expend")          # guard-3 only
    assert state.combat == 10 + 1
    hr.use(state, 0, "per-other-champion", "expend")       # four others
    assert state.players[0].health == 54
    hr.play(state, "w-combat-1")
    hr.use(state, 0, "per-other-wild", "expend")           # guard-3, champion-4, w-combat-1
    assert state.gold == 3
