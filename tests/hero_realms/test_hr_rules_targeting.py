"""Targeting and forced choices: stun and expend target champion, non-targeting
stuns, nothing to target, who chooses a forced discard, sacrificing from hand or
discard pile, drawing then discarding, putting a card on top of the deck.

Rule sheet, "Attacking" ("Stun target champion" and the guard reminder),
"Champions" (guards); publisher rulings "Guards and Non-Targeting Abilities",
"Nothing to Target" and "Expending Cards" (herorealms.com/rules).
"""
from __future__ import annotations


# ------------------------------------------------------------ stun / expend target


def test_stun_target_without_combat(hr):
    """"Attacking": "Stun target champion" stuns it without using Combat."""
    state = hr.position(hands={0: ["stun"]}, champions={1: ["champion-6"]},
                        decks={0: ["dagger"]})
    hr.play(state, "stun")                       # one target, mandatory: no question
    assert hr.champions(state, 1) == [] and hr.discard(state, 1) == ["champion-6"]
    assert state.combat == 2 and hr.hand(state, 0) == ["dagger"]


def test_stun_target_picks_among_exposed_opposing_champions(hr):
    state = hr.position(players=3, hands={0: ["stun"]},
                        champions={0: ["champion-4"], 1: ["champion-6", "champion-4"],
                                   2: ["guard-3", "champion-6"]})
    hr.play(state, "stun")
    assert state.pending.kind == "stun" and hr.kinds(state) == {"target"}
    picks = {a.arg("card") for a in state.legal_actions()}
    assert picks == set(state.players[1].champions) | {hr.uid(state, 2, "guard-3")}
    assert "decline" not in hr.kinds(state)       # "Stun target champion" is not optional
    hr.act(state, "target", card=hr.uid(state, 2, "guard-3"))
    assert hr.champions(state, 2) == ["champion-6"]


def test_your_own_champions_are_never_targets(hr):
    """Ruling (expert expectation): "target champion" on our cards means an opposing
    champion; you are never made to stun or expend your own."""
    state = hr.position(hands={0: ["stun", "expend-target"]}, champions={0: ["champion-4"]})
    hr.play(state, "stun", "expend-target")
    assert hr.champions(state, 0) == ["champion-4"] and state.expended == set()


def test_nothing_to_target_ignores_only_that_clause(hr):
    """Publisher, "Nothing to Target": ignore that part of the effect; the rest of the
    card still happens."""
    state = hr.position(hands={0: ["stun"]}, decks={0: ["gold"]})
    events = hr.play(state, "stun")
    assert state.combat == 2 and hr.hand(state, 0) == ["gold"] and state.pending is None
    assert "Stun: nothing to stun." in hr.texts(events, 1)


def test_targeted_clause_behind_a_guard_with_only_non_guards(hr):
    """"Attacking" reminder: non-guard champions cannot be targeted while their owner
    has a guard; an ally "stun target champion" then has no legal target."""
    state = hr.position(hands={0: ["g-ally-stun", "g-combat-1"]},
                        champions={1: ["guard-5", "champion-4"]})
    hr.play(state, "g-ally-stun", "g-combat-1")
    hr.use(state, 0, "g-ally-stun", "ally", "in_play")   # one target: the guard
    assert hr.champions(state, 1) == ["champion-4"]


def test_optional_stun_may_be_declined(hr):
    state = hr.position(hands={0: ["may-stun"]}, champions={1: ["champion-4"]})
    hr.play(state, "may-stun")
    assert hr.kinds(state) == {"target", "decline"}
    hr.act(state, "decline")
    assert hr.champions(state, 1) == ["champion-4"] and state.pending is None


def test_expend_target_does_not_use_the_expend_ability(hr):
    """Publisher, "Expending Cards": expending a card by an effect is just turning it
    sideways; already expended champions are no target."""
    state = hr.position(players=3, hands={0: ["expend-target"]},
                        champions={1: ["champion-6"], 2: ["champion-4"]},
                        expended={2: ["champion-4"]})
    hr.play(state, "expend-target")
    six = hr.uid(state, 1, "champion-6")
    assert six in state.expended and state.combat == 0 and state.pending is None


def test_stun_all_does_not_target_so_guards_do_not_stop_it(hr):
    """Publisher, "Guards and Non-Targeting Abilities": an effect that does not target
    reaches champions behind a guard (and the guard too)."""
    state = hr.position(players=3, hands={0: ["stun-all-4"]},
                        champions={0: ["champion-4"], 1: ["guard-5", "champion-4", "guard-3"],
                                   2: ["champion-6", "champion-4"]})
    hr.play(state, "stun-all-4")
    assert hr.champions(state, 0) == ["champion-4"]          # never your own
    assert hr.champions(state, 1) == ["guard-5"]
    assert hr.champions(state, 2) == ["champion-6"]


# ------------------------------------------------------------ forced discards


def test_opponent_chooses_what_to_discard(hr):
    """Ruling: "an opponent discards a card" happens at once (hands are full during
    other players' turns: the Draw Phase ends each turn) and the discarding player
    chooses; the decision is theirs, so they are current_player until it is made."""
    state = hr.position(hands={0: ["discard-1"], 1: ["gold", "ruby", "dagger"]})
    hr.play(state, "discard-1")
    assert state.current_player == 1 and state.pending.kind == "discard"
    assert {a.arg("card") for a in state.legal_actions()} == {"gold", "ruby", "dagger"}
    assert state.view(0)["pending"]["seat"] == 1
    hr.act(state, "discard", card="ruby")
    assert hr.discard(state, 1) == ["ruby"] and hr.hand(state, 1) == ["gold", "dagger"]
    assert state.current_player == 0 and state.combat == 1


def test_no_real_choice_discards_at_once(hr):
    """Identical cards or no more cards than the count: no question is asked; an
    empty hand discards nothing."""
    state = hr.position(hands={0: ["discard-1", "discard-2"], 1: ["gold", "gold", "ruby"]})
    hr.play(state, "discard-2")
    assert state.pending.count == 2
    hr.act(state, "discard", card="ruby")
    assert state.current_player == 0                 # the second is a Gold either way
    assert hr.hand(state, 1) == ["gold"]
    hr.play(state, "discard-1")
    assert hr.hand(state, 1) == [] and state.pending is None
    state.players[1].hand = []
    assert state.current_player == 0


def test_guards_do_not_stop_discards(hr):
    """A forced discard targets the player, not a champion: guards do not protect."""
    state = hr.position(hands={0: ["discard-1"], 1: ["gold"]}, champions={1: ["guard-5"]})
    hr.play(state, "discard-1")
    assert hr.discard(state, 1) == ["gold"]


def test_with_more_players_you_pick_who_discards(hr):
    """Publisher's free-for-all: anyone can target anyone; the player picks the opponent."""
    state = hr.position(players=3, hands={0: ["discard-1"], 1: ["gold"], 2: ["ruby", "dagger"]})
    hr.play(state, "discard-1")
    assert state.current_player == 0 and hr.kinds(state) == {"choose_player"}
    assert {a.arg("seat") for a in state.legal_actions()} == {1, 2}
    hr.act(state, "choose_player", seat=2)
    assert state.current_player == 2
    hr.act(state, "discard", card="dagger")
    assert hr.hand(state, 2) == ["ruby"] and state.current_player == 0


# ------------------------------------------------------------ sacrifice, draw, topdeck


def test_sacrifice_from_hand_or_discard_up_to_count(hr):
    """Our sacrifice_cards effect ("you may sacrifice up to N cards from your hand or
    discard pile"): each pick is an action, Done ends it early."""
    state = hr.position(hands={0: ["sac-2-bonus-1", "gold", "gold"]},
                        discards={0: ["dagger", "gold"]})
    hr.play(state, "sac-2-bonus-1")
    picks = {(a.arg("card"), a.arg("zone")) for a in hr.find(state, "sacrifice_card")}
    assert picks == {("gold", "hand"), ("dagger", "discard"), ("gold", "discard")}
    assert "decline" in hr.kinds(state)
    hr.act(state, "sacrifice_card", card="dagger", zone="discard")
    assert state.pending.count == 1 and state.combat == 1
    hr.act(state, "decline")
    assert hr.ids(state, state.sacrificed) == ["dagger"] and state.gold == 1


def test_sacrifice_nothing_to_sacrifice(hr):
    state = hr.position(hands={0: ["sac-2-bonus-1"]})
    hr.play(state, "sac-2-bonus-1")
    assert state.pending is None and state.gold == 1


def test_draw_then_discard_as_many(hr):
    """Our draw_discard effect: choose how many to draw (0 to N), then discard that many
    cards from hand (the player chooses which)."""
    state = hr.position(hands={0: ["draw-discard-2", "ruby"]}, decks={0: ["gold", "dagger"]})
    hr.play(state, "draw-discard-2")
    assert {a.arg("count") for a in hr.find(state, "draw")} == {1, 2}
    assert "decline" in hr.kinds(state)
    hr.act(state, "draw", count=2)
    assert hr.hand(state, 0) == ["ruby", "dagger", "gold"] and state.pending.kind == "discard"
    assert state.pending.count == 2
    hr.act(state, "discard", card="ruby")
    hr.act(state, "discard", card="gold")
    assert hr.hand(state, 0) == ["dagger"] and hr.discard(state, 0) == ["ruby", "gold"]


def test_draw_then_discard_counts_what_was_drawn(hr):
    state = hr.position(hands={0: ["draw-discard-2", "ruby"]}, decks={0: ["dagger"]})
    hr.play(state, "draw-discard-2")
    assert {a.arg("count") for a in hr.find(state, "draw")} == {1}
    state2 = hr.position(hands={0: ["draw-discard-2"]})
    hr.play(state2, "draw-discard-2")
    assert state2.pending is None


def test_topdeck_from_discard(hr):
    state = hr.position(hands={0: ["topdeck-any"]}, decks={0: ["gold"]},
                        discards={0: ["dagger", "ruby"]})
    hr.play(state, "topdeck-any")
    assert hr.kinds(state) == {"topdeck", "decline"}
    hr.act(state, "topdeck", card="ruby")
    assert hr.deck(state, 0) == ["gold", "ruby"] and hr.discard(state, 0) == ["dagger"]
    assert state.players[0].known_top == 1


def test_topdeck_champion_mandatory(hr):
    state = hr.position(hands={0: ["topdeck-champion", "topdeck-champion"]},
                        discards={0: ["champion-4", "gold"]})
    hr.play(state, "topdeck-champion")          # one champion, mandatory: done at once
    assert hr.deck(state, 0) == ["champion-4"] and state.pending is None
    hr.play(state, "topdeck-champion")          # no champion left: nothing happens
    assert hr.discard(state, 0) == ["gold"]
