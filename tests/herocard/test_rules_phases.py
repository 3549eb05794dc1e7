"""The four phases of a turn, refreshing and reshuffling (HeroCard Core Rules)."""
from __future__ import annotations

import engine


def test_four_phases_in_order(hc):
    """Core Rules, "Four Phases of a Turn": Discard, Draw, Clear, Action, in that order."""
    state = hc.duel(phase="discard", hands={0: ["filler", "block-3"]},
                    decks={0: ["mod-2", "block-4", "cost-1"]},
                    stacks={0: {"B": ["attack-3-restricted"]}})
    assert state.current_player == 0 and state.view(0)["phase"] == "discard"
    assert hc.kinds(state) == {"discard", "end_discard"}
    hc.act(state, "discard", card="filler")
    assert hc.hand(state, 0) == ["block-3"] and hc.discard(state, 0) == ["filler"]
    assert state.phase == "discard"                 # may go on discarding
    hc.act(state, "end_discard")
    assert state.phase == "draw" and hc.kinds(state) == {"draw"}
    hc.act(state, "draw", count=2)                  # the top of the deck is its last card
    assert hc.hand(state, 0) == ["block-3", "cost-1", "block-4"] and hc.deck(state, 0) == ["mod-2"]
    assert state.phase == "clear" and hc.kinds(state) == {"clear", "end_clear"}
    hc.act(state, "clear", attribute="B")
    assert hc.stack(state, 0, "B") == [] and hc.discard(state, 0) == ["filler", "attack-3-restricted"]
    assert state.phase == "action" and state.current_player == 0   # nothing left to clear


def test_discard_any_number_including_zero(hc):
    """Core Rules, "Discarding": discard as many cards as you wish, none at all included."""
    state = hc.duel(phase="discard", hands={0: ["filler", "filler", "block-3"]}, decks={0: ["mod-2"]})
    assert {a.arg("card") for a in hc.find(state, "discard")} == {"filler", "block-3"}
    hc.act(state, "end_discard")
    assert state.phase == "draw" and hc.hand(state, 0) == ["filler", "filler", "block-3"]

    state = hc.duel(phase="discard", hands={0: ["filler", "filler", "block-3"]}, decks={0: ["mod-2"]})
    for card in ("filler", "filler", "block-3"):
        hc.act(state, "discard", card=card)
    assert hc.hand(state, 0) == [] and hc.discard(state, 0) == ["filler", "filler", "block-3"]
    assert state.phase == "draw"                    # an empty hand has nothing more to discard


def test_draw_zero_to_three(hc):
    """Core Rules, "Drawing": draw up to three cards."""
    state = hc.duel(phase="draw", hands={0: ["filler"]}, decks={0: ["mod-2"] * 5})
    assert sorted(a.arg("count") for a in hc.find(state, "draw")) == [0, 1, 2, 3]
    hc.act(state, "draw", count=0)
    assert hc.hand(state, 0) == ["filler"] and len(state.players[0].deck) == 5


def test_draw_never_above_seven_in_hand(hc):
    """Core Rules, "Drawing": you may never hold more than seven cards; a hand of
    six may draw only one, a hand of seven draws none (the phase passes)."""
    state = hc.duel(phase="draw", hands={0: ["filler"] * 6}, decks={0: ["mod-2"] * 5})
    assert sorted(a.arg("count") for a in hc.find(state, "draw")) == [0, 1]
    hc.act(state, "draw", count=1)
    assert len(state.players[0].hand) == 7

    state = hc.duel(phase="discard", hands={0: ["filler"] * 7}, decks={0: ["mod-2"] * 5},
                    stacks={0: {"B": ["cost-1"]}})
    hc.act(state, "end_discard")
    assert state.phase == "clear" and len(state.players[0].hand) == 7


def test_reshuffle_discard_stack_when_deck_runs_out_mid_draw(hc):
    """Core Rules, "Drawing", note: when the Action Deck runs out, shuffle the
    Discard Stack into a new deck and keep drawing."""
    state = hc.duel(phase="draw", decks={0: ["block-3"]}, discards={0: ["mod-2", "filler"]})
    assert sorted(a.arg("count") for a in hc.find(state, "draw")) == [0, 1, 2, 3]
    events = hc.act(state, "draw", count=3)
    assert hc.hand(state, 0)[0] == "block-3"
    assert sorted(hc.hand(state, 0)) == ["block-3", "filler", "mod-2"]
    assert hc.deck(state, 0) == [] and hc.discard(state, 0) == []
    assert any(e.kind == "reshuffle" for e in events)


def test_clear_up_to_three_always_top_card(hc):
    """Core Rules, "Clearing": remove up to three cards, always starting with the
    top (most recently played) card of a stack."""
    state = hc.duel(phase="clear", stacks={0: {"B": ["cost-1", "mod-2"], "M": ["block-3"],
                                               "X": ["filler", "draw-1-fast"]}})
    offered = {a.arg("attribute"): a.label for a in hc.find(state, "clear")}
    assert set(offered) == {"B", "M", "X"}
    assert "Mod 2" in offered["B"] and "Draw 1 Fast" in offered["X"]
    assert all(set(dict(a.args)) == {"attribute"} for a in hc.find(state, "clear"))
    hc.act(state, "clear", attribute="B")
    assert hc.stack(state, 0, "B") == ["cost-1"] and hc.discard(state, 0) == ["mod-2"]
    hc.act(state, "clear", attribute="B")
    hc.act(state, "clear", attribute="X")
    assert hc.discard(state, 0) == ["mod-2", "cost-1", "draw-1-fast"]
    assert state.phase == "action"                  # three clears: the phase is over
    assert hc.stack(state, 0, "M") == ["block-3"] and hc.stack(state, 0, "X") == ["filler"]
    assert hc.attr(state, 0, "M")["spent"] == 2 and hc.attr(state, 0, "X")["spent"] == 9


def test_clear_may_stop_early(hc):
    """Core Rules, "Clearing": up to three, so fewer (or none) is fine."""
    state = hc.duel(phase="clear", stacks={0: {"B": ["cost-1", "mod-2"]}})
    hc.act(state, "end_clear")
    assert state.phase == "action" and hc.stack(state, 0, "B") == ["cost-1", "mod-2"]


def test_first_players_first_turn_has_nothing_to_clear(hc):
    """Core Rules, "Clearing", note, and "Head-to-Head Duels": the first player
    starts with seven cards and empty stacks, so there is nothing to draw or
    clear on the first turn; the Action Phase follows the Discard Phase."""
    state = engine.load_game("herocard-duel").new_game(2, seed=11)
    first = state.first_player
    assert state.current_player == first and state.phase == "discard" and state.turn == 1
    assert all(len(p.hand) == 7 for p in state.players)
    hc.act(state, "end_discard")
    assert state.phase == "action" and state.current_player == first
    assert "clear" not in hc.kinds(state)


def test_refresh_instead_of_action_phase(hc):
    """Core Rules, "Refreshing your Hand": discard the whole hand, draw as many,
    and forgo the Action Phase entirely: the turn ends."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "block-3", "filler"], 1: ["block-3"]},
                    decks={0: ["cost-1", "mod-2", "block-4", "purge-fast"]})
    assert "refresh" in hc.kinds(state)
    hc.act(state, "refresh")
    assert hc.discard(state, 0) == ["attack-4-exclusive", "block-3", "filler"]
    assert hc.hand(state, 0) == ["purge-fast", "block-4", "mod-2"] and hc.deck(state, 0) == ["cost-1"]
    assert state.active == 1 and state.current_player == 1 and state.turn == 3
    assert state.phase == "discard"
    assert all(s == {"B": [], "M": [], "X": []} for s in
               (p["stacks"] for p in state.view(0)["players"]))


def test_refresh_not_offered_after_something_was_played(hc):
    """Core Rules, "Refreshing your Hand": refreshing replaces the Action Phase, so
    once a card was played (or deployed) it is no longer possible."""
    state = hc.duel(hands={0: ["draw-1-restricted", "block-3"], 1: ["block-3"]},
                    decks={0: ["cost-1"]})
    hc.play(state, "draw-1-restricted")
    assert "refresh" not in hc.kinds(state)         # the other player's window: no refresh
    hc.pass_(state)
    assert state.current_player == 0 and "refresh" not in hc.kinds(state)

    state = hc.duel(hands={0: ["deploy-block-5", "block-3"]})
    hc.act(state, "deploy", card="deploy-block-5")
    assert "refresh" not in hc.kinds(state)


def test_refresh_draw_may_reshuffle_the_refreshed_hand(hc):
    """Core Rules, "Refreshing your Hand" with "Drawing" (note): the hand goes to
    the Discard Stack first, so if the deck runs out while drawing the same
    number, the reshuffled Discard Stack (the old hand included) feeds the draw."""
    state = hc.duel(hands={0: ["filler", "block-3", "mod-2"]}, decks={0: ["cost-1"]})
    events = hc.act(state, "refresh")
    assert len(state.players[0].hand) == 3 and hc.hand(state, 0)[0] == "cost-1"
    assert set(hc.hand(state, 0)[1:]) <= {"filler", "block-3", "mod-2"}
    assert len(state.players[0].deck) == 1 and hc.discard(state, 0) == []
    assert any(e.kind == "reshuffle" for e in events)
