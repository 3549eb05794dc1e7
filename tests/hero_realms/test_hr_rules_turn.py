"""The turn: Main, Discard and Draw Phases (rule sheet, "Game Play", "I. Main Phase",
"Playing Cards", "Using Abilities", "II. Discard Phase", "III. Draw Phase")."""
from __future__ import annotations


def test_playing_an_item_uses_its_primary_ability_at_once(hr):
    """"Actions And Items": the primary ability happens immediately; "Using Abilities":
    Gold and Combat go into pools, Health is added at once."""
    state = hr.position(hands={0: ["gold", "ruby", "shortsword", "i-heal-5"]})
    hr.play(state, "gold", "ruby", "shortsword", "i-heal-5")
    assert (state.gold, state.combat) == (3, 2)
    assert state.players[0].health == 55 and state.healed == 5
    assert hr.in_play(state, 0) == ["gold", "ruby", "shortsword", "i-heal-5"]
    assert hr.hand(state, 0) == []


def test_playing_costs_nothing_and_copies_are_one_choice(hr):
    """"Playing Cards": no cost to play; identical cards in hand are one play action."""
    state = hr.position(hands={0: ["gold", "gold", "gold", "dagger"]})
    plays = hr.find(state, "play")
    assert [a.arg("card") for a in plays] == ["gold", "dagger"]
    hr.play(state, "gold")
    assert hr.hand(state, 0) == ["gold", "gold", "dagger"] and state.gold == 1


def test_main_phase_any_order_as_often_as_able(hr):
    """"I. Main Phase": play, use abilities, acquire, attack in any order, as many times
    as able; End turn is always there."""
    state = hr.position(hands={0: ["ruby", "shortsword", "gold"]}, market=["g-combat-1"])
    hr.play(state, "shortsword")
    hr.act(state, "attack_player", seat=1, amount=1)
    hr.play(state, "ruby")
    hr.act(state, "acquire", slot=0)
    hr.act(state, "attack_player", seat=1, amount=1)
    hr.play(state, "gold")
    assert state.players[1].health == 48 and state.gold == 2 and state.combat == 0
    assert "end_turn" in hr.kinds(state)


def test_champion_enters_play_prepared_and_stays(hr):
    """"Champions": not discarded at the end of the turn; they enter play prepared and
    may use their expend ability the turn they are played."""
    state = hr.position(hands={0: ["champion-4", "dagger"]}, decks={0: ["gold"] * 5})
    hr.play(state, "champion-4", "dagger")
    assert hr.champions(state, 0) == ["champion-4"] and hr.in_play(state, 0) == ["dagger"]
    assert state.view(0)["players"][0]["champions"][0]["prepared"]
    hr.use(state, 0, "champion-4", "expend")
    assert state.combat == 3
    hr.act(state, "end_turn")
    assert hr.champions(state, 0) == ["champion-4"]
    assert hr.discard(state, 0) == ["dagger"]


def test_discard_phase(hr):
    """"II. Discard Phase": lose Gold and Combat, Actions and Items in play and the hand
    go to the discard pile, champions are prepared."""
    state = hr.position(hands={0: ["gold", "dagger", "ruby"]}, champions={0: ["champion-4"]},
                        decks={0: ["gold"] * 6})
    hr.play(state, "gold", "dagger")
    hr.use(state, 0, "champion-4", "expend")
    assert state.gold == 1 and state.combat == 3
    hr.act(state, "end_turn")
    assert (state.gold, state.combat, state.healed) == (0, 0, 0)
    assert hr.discard(state, 0) == ["gold", "dagger", "ruby"]
    assert hr.in_play(state, 0) == [] and state.expended == set()
    assert state.active == 1


def test_champions_prepare_at_the_end_of_their_owners_turn_only(hr):
    """"Discard Phase" note: champions prepare at the end of your turn, so a champion
    an opponent expended stays expended through its owner's next turn."""
    state = hr.position(hands={0: ["expend-target"]}, champions={1: ["champion-4"]},
                        decks={0: ["gold"] * 5, 1: ["gold"] * 5})
    hr.play(state, "expend-target")
    bo = hr.uid(state, 1, "champion-4")
    assert bo in state.expended
    hr.act(state, "end_turn")
    assert state.active == 1 and bo in state.expended
    assert not hr.can(state, "use", card=bo, ability="expend")
    hr.act(state, "end_turn")
    assert bo not in state.expended


def test_draw_phase_draws_five(hr):
    """"III. Draw Phase": draw five cards, then the turn ends."""
    state = hr.position(hands={0: ["gold"]}, decks={0: ["dagger"] + ["gold"] * 6})
    events = hr.act(state, "end_turn")
    assert len(state.players[0].hand) == 5 and hr.deck(state, 0) == ["dagger", "gold"]
    assert state.active == 1 and state.turn == 4
    assert any(e.kind == "turn" for e in events)


def test_reshuffle_when_the_draw_runs_out(hr):
    """"III. Draw Phase" note and example: three cards left, draw them, shuffle the
    discard pile into a new deck, draw two more."""
    state = hr.position(hands={0: ["ruby", "dagger"]}, decks={0: ["gold", "gold", "shortsword"]},
                        discards={0: ["spark", "spark"]})
    hr.play(state, "ruby")
    events = hr.act(state, "end_turn")
    hand = hr.hand(state, 0)
    assert hand[:3] == ["shortsword", "gold", "gold"] and len(hand) == 5
    # the new deck was the discard pile after the Discard Phase: 2 Sparks, Ruby, Dagger
    assert sorted(hand[3:] + hr.deck(state, 0)) == ["dagger", "ruby", "spark", "spark"]
    assert hr.discard(state, 0) == []
    assert [e.kind for e in events].count("reshuffle") == 1


def test_reshuffle_during_the_main_phase(hr):
    """"III. Draw Phase" note: at any time during your turn, if the deck is empty and you
    must draw, shuffle the discard pile (cards in play are not in it)."""
    state = hr.position(hands={0: ["draw-2", "gold"]}, decks={0: ["dagger"]},
                        discards={0: ["ruby"]}, in_play={0: ["shortsword"]})
    hr.play(state, "draw-2")
    assert hr.hand(state, 0) == ["gold", "dagger", "ruby"]
    assert hr.deck(state, 0) == [] and hr.discard(state, 0) == []
    assert hr.in_play(state, 0) == ["shortsword", "draw-2"]


def test_drawing_from_nothing_draws_nothing(hr):
    state = hr.position(hands={0: ["draw-2"]})
    events = hr.play(state, "draw-2")
    assert hr.hand(state, 0) == [] and not any(e.kind == "cards_drawn" for e in events)


def test_pools_carry_within_the_main_phase(hr):
    """"Acquiring Cards" and "Attacking": remaining Gold and Combat stay in the pool
    for the rest of the Main Phase."""
    state = hr.position(hands={0: ["ruby", "gold", "shortsword"]}, market=["g-combat-1"])
    hr.play(state, "ruby", "gold")
    hr.act(state, "acquire", slot=0)
    assert state.gold == 2
    hr.play(state, "shortsword")
    hr.act(state, "attack_player", seat=1, amount=1)
    assert state.combat == 1


def test_health_has_no_maximum(hr):
    """Rule sheet, "Using Abilities": Health is added to the total; the sheet sets no
    maximum (Health may rise above 50)."""
    state = hr.position(hands={0: ["i-heal-5"]}, health={0: 49})
    hr.play(state, "i-heal-5")
    assert state.players[0].health == 54
    assert state.view(1)["players"][0]["health"] == 54


def test_a_first_turn_with_the_real_personal_deck():
    """"Setup" to "III. Draw Phase" with the built-in cards: the first player plays
    their three cards, buys what they can, ends the turn and draws five."""
    import engine
    state = engine.load_game("hero-realms").new_game(2, seed=21)
    seat = state.active
    for _ in range(3):
        play = next(a for a in state.legal_actions() if a.kind == "play")
        state.apply(play)
    assert state.players[seat].hand == [] and len(state.players[seat].in_play) == 3
    gold, combat = state.gold, state.combat
    assert gold + combat >= 3
    state.apply(next(a for a in state.legal_actions() if a.kind == "end_turn"))
    assert len(state.players[seat].hand) == 5 and len(state.players[seat].discard) == 3
    assert state.active == 1 - seat and state.turn == 2
