"""``state.why_not``: plain reasons from exact positions (rule sheet sections named),
and a log line for every effect that does nothing (engine/hero_realms/why.py, effects.py)."""
from __future__ import annotations

from engine import Action


def test_not_enough_gold_names_card_cost_and_pool(hr):
    """"Acquiring Cards": the cost is paid from the Gold Pool."""
    state = hr.position(gold=3, market=["champion-6"])
    assert state.why_not(Action.make("acquire", slot=0)) == "Champion 6 costs 6 Gold; you have 3"
    assert state.why_not(Action.make("acquire", slot=1)) == \
        "Market slot 2 is empty (the Market Deck has run out)"


def test_empty_fire_gem_stack(hr):
    """"Setup": the Fire Gems are a stack of their own; an empty stack offers none."""
    state = hr.position(gold=5, gems=0)
    assert state.why_not(Action.make("acquire_gem")) == "the Fire Gem stack is empty"


def test_a_guard_stands_in_front_of_the_player_and_their_champions(hr):
    """"Champions" (guards) and "Attacking": a prepared guard shields its player."""
    state = hr.position(combat=5, champions={1: ["guard-3", "champion-4"]})
    four = hr.uid(state, 1, "champion-4")
    assert state.why_not(Action.make("attack_player", seat=1, amount=2)) == \
        "a Guard stands in front of Player 2 (Guard 3): stun it first"
    assert state.why_not(Action.make("attack_champion", card=four, amount=2)).startswith(
        "a Guard stands in front of Player 2's champions (Guard 3)")
    guard = hr.uid(state, 1, "guard-3")
    assert state.why_not(Action.make("attack_champion", card=guard, amount=3)) is None


def test_no_combat_and_too_much_combat(hr):
    """"Attacking": attacks spend Combat from the Combat Pool."""
    state = hr.position()
    assert state.why_not(Action.make("attack_player", seat=1, amount=1)).startswith(
        "you have no Combat")
    state = hr.position(combat=2)
    assert state.why_not(Action.make("attack_player", seat=1, amount=5)) == \
        "not enough Combat: 2 of 5"


def test_an_expended_champion_and_a_used_or_lonely_ally(hr):
    """"Expend Abilities" (once until prepared) and "Ally Abilities" (another card of
    the faction in play, once per turn)."""
    state = hr.position(champions={0: ["g-champion-ally"]}, expended={0: ["g-champion-ally"]})
    ally = hr.uid(state, 0, "g-champion-ally")
    assert state.why_not(Action.make("use", ability="expend", card=ally)).startswith(
        "Guild Champion Ally is already expended")
    assert state.why_not(Action.make("use", ability="ally", card=ally)) == \
        "Guild Champion Ally's Ally ability needs another Guild card in play in front of you"
    state = hr.position(champions={0: ["g-champion-ally"]}, in_play={0: ["g-combat-1"]})
    hr.use(state, 0, "g-champion-ally", "ally")
    ally = hr.uid(state, 0, "g-champion-ally")
    assert state.why_not(Action.make("use", ability="ally", card=ally)).endswith(
        "already used this turn (once per turn)")


def test_a_hand_card_and_a_pending_question(hr):
    """"Playing Cards": hand cards only; a pending decision comes first."""
    state = hr.position(hands={0: ["gold"]})
    assert state.why_not("gold") is None
    assert state.why_not("ruby") == "Ruby is not in your hand"
    state = hr.position(hands={0: ["choose-gold-combat", "gold"]})
    hr.play(state, "choose-gold-combat")
    assert state.why_not("gold").startswith("first this: player 1 chooses an option")


def test_effects_that_do_nothing_leave_a_log_line(hr):
    """Issue 15: every effect leaves a line, also one that does nothing."""
    state = hr.position(hands={0: ["per-champion", "stun-all-4", "topdeck-champion",
                                   "draw-2", "discard-1"]})
    text = hr.texts(hr.play(state, "per-champion"), 0)
    assert "Per Champion: Player 1 gains no combat (nothing in play to count)." in text
    text = hr.texts(hr.play(state, "stun-all-4"), 0)
    assert "Stun All 4: no opposing champion with Defense 4 or less to stun." in text
    text = hr.texts(hr.play(state, "topdeck-champion"), 0)
    assert "Topdeck Champion: no champion in Player 1's discard pile to put on top." in text
    text = hr.texts(hr.play(state, "draw-2"), 0)
    assert "Draw 2: Player 1 has no card left to draw." in text
    text = hr.texts(hr.play(state, "discard-1"), 0)
    assert "Discard 1: Player 2 has no card in hand to discard." in text
