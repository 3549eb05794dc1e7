"""Convert, and clearing during the Action Phase (HeroCard Glossary "Convert",
"Clear"; Core Rules "Clearing")."""
from __future__ import annotations


# ---------------------------------------------------------------- convert


def test_convert_changes_the_attack_and_the_total_follows(hc):
    """Glossary "Convert" (as if the card's text had changed): the Base Attack now
    has Attack 0, the attack total drops with it, and 0 against 0 is blocked."""
    state = hc.duel(hands={0: ["attack-4-exclusive"], 1: ["convert-attack-0"]})
    assert ("convert-attack-0",) not in hc.playable(state)
    hc.play(state, "attack-4-exclusive")
    hc.play(state, "convert-attack-0")
    view = hc.seq(state)
    assert view["attack"] == 0
    card = view["cards"][0]["card"]
    assert card["id"] == "attack-4-exclusive" and card["value"] == 0 and card["converted"] is True
    hc.settle(state)
    assert state.players[0].vp == 0


def test_converted_base_keeps_its_mods(hc):
    """Glossary "Convert" and "Attack Value": only the converted card changes; the
    mods still add to the total."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2"], 1: ["convert-attack-0"]})
    hc.play(state, "attack-4-exclusive", "mod-2")
    hc.play(state, "convert-attack-0")
    assert hc.seq(state)["attack"] == 2
    hc.settle(state)
    assert state.players[0].vp == 1


def test_convert_finds_the_last_matching_card(hc):
    """Glossary "Convert": the effect names one card; the engine converts the last
    matching card of the sequence (here the later of two Base Blocks)."""
    state = hc.duel(hands={0: ["attack-5-fast", "mod-2", "mod-2", "mod-2", "mod-2"],
                           1: ["block-3", "block-4", "convert-block-9"]})
    hc.play(state, "attack-5-fast", "mod-2", "mod-2", "mod-2")
    assert ("convert-block-9",) not in hc.playable(state)   # no Base Block of seat 1 yet
    hc.play(state, "block-3", "block-4")
    hc.play(state, "mod-2")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (13, 7)
    hc.play(state, "convert-block-9")
    view = hc.seq(state)
    assert view["block"] == 12
    assert [c["card"]["value"] for c in view["cards"] if c["card"]["kind"] == "base_block"] == [3, 9]
    hc.settle(state)
    assert state.players[0].vp == 1


# ------------------------------------------------------------------ clear


def test_cleared_block_card_stops_counting(hc):
    """Core Rules, "Clearing" ("If the cleared card is part of a current attack or
    block, the attack or block value is reduced") and Glossary "Clear"."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "clear-opponent-1"], 1: ["block-4"]})
    hc.play(state, "attack-4-exclusive")
    hc.play(state, "block-4")
    assert hc.seq(state)["block"] == 4
    hc.play(state, "clear-opponent-1", target=1)       # one stack only: no choice
    assert hc.stack(state, 1, "M") == [] and hc.discard(state, 1) == ["block-4"]
    assert hc.attr(state, 1, "M")["spent"] == 0
    view = hc.seq(state)
    assert view["block"] == 0
    assert [c["counts"] for c in view["cards"]] == [True, False, True]
    hc.settle(state)
    assert state.players[0].vp == 1


def test_cleared_base_attack_stops_counting_its_mods_still_count(hc):
    """Core Rules, "Clearing" ("reduced by the appropriate amount"): clearing the
    Base Attack removes its own value only; Attack Mods already played still
    add, but no new mod can be played without a Base Attack."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2", "mod-2"],
                           1: ["block-3", "clear-opponent-anywhere"]})
    hc.play(state, "attack-4-exclusive", "mod-2")
    hc.play(state, "clear-opponent-anywhere", target=0)
    assert {(a.arg("attribute"), a.arg("depth")) for a in hc.find(state, "choose_stack")} == {
        ("B", 0), ("B", 1)}
    assert state.current_player == 1                   # the clearing player chooses
    hc.act(state, "choose_stack", attribute="B", depth=1)
    assert hc.stack(state, 0, "B") == ["mod-2"] and hc.discard(state, 0) == ["attack-4-exclusive"]
    assert hc.seq(state)["attack"] == 2
    assert state.current_player == 0 and ("mod-2",) not in hc.playable(state)
    hc.settle(state)
    assert state.players[0].vp == 1                    # 2 against 0


def test_clear_effect_reaches_only_top_cards_unless_anywhere(hc):
    """Core Rules, "Clearing" (always the top card first) and Glossary "Clear" (card
    text may say otherwise): a normal clear effect takes a top card; an
    "anywhere" clear may take a card below the top."""
    stacks = {1: {"M": ["block-4", "block-3"]}}
    state = hc.duel(hands={0: ["clear-opponent-1"]}, stacks=stacks)
    hc.play(state, "clear-opponent-1", target=1)
    assert hc.stack(state, 1, "M") == ["block-4"] and hc.discard(state, 1) == ["block-3"]

    state = hc.duel(hands={0: ["clear-opponent-anywhere"]}, stacks=stacks)
    hc.play(state, "clear-opponent-anywhere", target=1)
    assert {(a.arg("attribute"), a.arg("depth")) for a in hc.find(state, "choose_stack")} == {
        ("M", 0), ("M", 1)}
    hc.act(state, "choose_stack", attribute="M", depth=1)
    assert hc.stack(state, 1, "M") == ["block-3"] and hc.discard(state, 1) == ["block-4"]


def test_clear_effect_is_mandatory_up_to_its_count(hc):
    """Glossary "Clear" with Core Rules "Contradictory Rules": a card that clears
    two cards clears two when it can; the only choice is which."""
    state = hc.duel(hands={0: ["clear-opponent-2"]}, stacks={1: {"B": ["cost-1"], "M": ["block-3"]}})
    hc.play(state, "clear-opponent-2", target=1)
    assert hc.kinds(state) == {"choose_stack"} and state.current_player == 0
    hc.act(state, "choose_stack", attribute="M")
    assert state.view(0)["pending"] is None            # the last one needed no choice
    assert hc.stack(state, 1, "B") == [] and hc.stack(state, 1, "M") == []
    assert hc.discard(state, 1) == ["block-3", "cost-1"]


def test_clear_effect_with_fewer_cards_clears_what_there_is(hc):
    """Glossary "Clear": with fewer clearable cards than the count, the effect
    clears what it can."""
    state = hc.duel(hands={0: ["clear-opponent-2"]}, stacks={1: {"M": ["block-3"]}})
    hc.play(state, "clear-opponent-2", target=1)
    assert hc.discard(state, 1) == ["block-3"] and state.current_player == 1


def test_clearing_a_card_keeps_its_immediate_effect(hc):
    """Core Rules, "Clearing" ("If the cleared card has an immediate effect, the
    effect remains even though the card is removed from play")."""
    state = hc.duel(hands={0: ["cost-1", "clear-own-1"]}, decks={0: ["block-4"]})
    hc.play(state, "cost-1")                           # draws block-4
    hc.settle(state)
    hc.play(state, "clear-own-1")
    hc.act(state, "choose_stack", attribute="B")
    assert hc.stack(state, 0, "B") == [] and hc.discard(state, 0) == ["cost-1"]
    assert hc.hand(state, 0) == ["block-4"]
