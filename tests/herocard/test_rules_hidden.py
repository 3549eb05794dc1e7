"""Hidden information: hands, deck order and face-down cards (Core Rules, "Game
Setup" (the Action Deck face down), "Drawing"; Glossary "Deploy")."""
from __future__ import annotations

import json


def test_view_shows_own_hand_and_none_for_other_hands(hc):
    """Core Rules, "Game Setup" and "Drawing": a hand is seen by its owner only;
    others see how many cards it holds."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2"], 1: ["block-3", "purge-fast", "block-4"]})
    mine = state.view(0)
    assert [c["id"] for c in mine["players"][0]["hand"]] == ["attack-4-exclusive", "mod-2"]
    assert mine["players"][1]["hand"] is None and mine["players"][1]["hand_count"] == 3
    theirs = state.view(1)
    assert theirs["players"][0]["hand"] is None and theirs["players"][0]["hand_count"] == 2
    assert [c["id"] for c in theirs["players"][1]["hand"]] == ["block-3", "purge-fast", "block-4"]
    spectator = state.view(None)
    assert all(p["hand"] is None for p in spectator["players"])
    assert "Purge Fast" not in json.dumps(mine) and "Mod 2" not in json.dumps(theirs)


def test_deck_order_never_appears(hc):
    """Core Rules, "Game Setup" / "Drawing": the Action Deck is face down; a view
    tells only how many cards are left."""
    state = hc.duel(hands={0: ["attack-4-exclusive"]},
                    decks={0: ["convert-block-9", "clear-opponent-anywhere", "twist-opponent"],
                           1: ["unwind-self", "extra-attack-1"]})
    for seat in (0, 1, None):
        view = state.view(seat)
        text = json.dumps(view)
        for hidden in ("convert-block-9", "clear-opponent-anywhere", "twist-opponent",
                       "unwind-self", "extra-attack-1", "Unwind Self"):
            assert hidden not in text
        assert [p["deck_count"] for p in view["players"]] == [3, 2]
        assert all("deck" not in p for p in view["players"])


def test_face_down_cards_of_others_show_only_attribute_and_cost(hc):
    """Glossary "Deploy": a face-down card shows other players its stack and cost
    only, in the stacks and when twisted."""
    state = hc.duel(hands={0: ["deploy-block-5", "twist-opponent"], 1: ["deploy-attack-4"]},
                    decks={0: ["block-3"] * 3, 1: ["block-3"] * 3})
    hc.act(state, "deploy", card="deploy-block-5")
    hc.next_turn(state)
    hc.act(state, "deploy", card="deploy-attack-4")
    hc.next_turn(state)
    events = hc.play(state, "twist-opponent", target=1)   # the only card: twists it
    for seat in (0, None):
        card = state.view(seat)["players"][1]["stacks"]["B"][0]
        assert set(card) <= {"face_down", "attribute", "cost", "twisted"}
        assert (card["attribute"], card["cost"], card["twisted"]) == ("B", 2, True)
        assert "Deployable Attack" not in json.dumps(state.view(seat))
    assert all("Deployable Attack" not in e.describe(0) for e in events)
    assert state.view(1)["players"][1]["stacks"]["B"][0]["id"] == "deploy-attack-4"


def test_private_draw_events_do_not_name_cards_to_others(hc):
    """Core Rules, "Drawing": what you draw is yours to know; other seats' logs
    only say how many cards were drawn."""
    state = hc.duel(phase="draw", decks={0: ["purge-fast", "block-4", "mod-2"]})
    events = hc.act(state, "draw", count=2)
    (drawn,) = [e for e in events if e.kind == "cards_drawn"]
    assert "Mod 2" in drawn.describe(0) and "Block 4" in drawn.describe(0)
    for seat in (1, None):
        words = drawn.describe(seat)
        assert "2 cards" in words
        assert "Mod" not in words and "Block" not in words
    assert drawn.private_to == 0 and drawn.data == {"count": 2}


def test_refresh_draw_is_private_too(hc):
    """Core Rules, "Refreshing your Hand": the discarded hand goes face up to the
    Discard Stack, but the new cards are seen by their owner only."""
    state = hc.duel(hands={0: ["filler", "filler"]}, decks={0: ["purge-fast", "block-4"]})
    events = hc.act(state, "refresh")
    (drawn,) = [e for e in events if e.kind == "cards_drawn"]
    assert "Purge" not in drawn.describe(1) and "Purge" in drawn.describe(0)
    assert state.view(1)["players"][0]["hand"] is None
    assert [c["id"] for c in state.view(1)["players"][0]["discard"]] == ["filler", "filler"]
