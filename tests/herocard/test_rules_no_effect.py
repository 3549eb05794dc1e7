"""Effects that change nothing still say so, with the reason (Core Rules,
"Attacking" (Special Attacks) and "Blocking" (Special Blocks); Glossary
"Discard", "Waste", "Twist", "Unwind", "Clear", "Draw"). Our decision, from
issue 15's "every effect leaves a log line": one public ``no_effect`` event
naming the card and why it did nothing."""
from __future__ import annotations


def _no_effect(events) -> list[str]:
    return [e.describe(None) for e in events if e.kind == "no_effect"]


def test_a_discard_with_no_matching_card_says_so(hc):
    """Special Attacks ("Target discards one block card"): a target with no
    block card in hand discards nothing, and the log says why."""
    state = hc.duel(hands={0: ["discard-block-1"], 1: ["attack-3-restricted"]})
    events = hc.play(state, "discard-block-1", target=1)
    lines = _no_effect(events)
    assert lines == [f"Discard Block 1: {state.name(1)} has no block card in hand to discard."]
    assert hc.hand(state, 1) == ["attack-3-restricted"]


def test_a_waste_with_no_matching_card_says_so(hc):
    """Glossary "Waste": nothing to waste is said in the log."""
    state = hc.duel(hands={0: ["waste-block"], 1: []})
    events = hc.play(state, "waste-block", target=1)
    assert any("has no block card in hand to waste" in t for t in _no_effect(events))


def test_a_twist_with_no_card_to_twist_says_so(hc):
    """Glossary "Twist": a target with empty Attribute Stacks has nothing to
    twist; the log says so."""
    state = hc.duel(hands={0: ["twist-opponent"]})
    events = hc.play(state, "twist-opponent", target=1)
    lines = _no_effect(events)
    assert len(lines) == 1 and "no untwisted top card" in lines[0]


def test_a_clear_that_runs_out_says_no_more(hc):
    """Glossary "Clear" with a count of two: one card to clear is cleared, and
    the second clear says there is no more."""
    state = hc.duel(hands={0: ["clear-opponent-2"]}, stacks={1: {"M": ["block-3"]}})
    events = hc.play(state, "clear-opponent-2", target=1)
    assert hc.stack(state, 1, "M") == [] and hc.discard(state, 1) == ["block-3"]
    lines = _no_effect(events)
    assert len(lines) == 1 and "no more card that may be cleared" in lines[0]


def test_an_unwind_with_nothing_twisted_says_so(hc):
    """Glossary "Unwind": with no twisted card there is nothing to unwind."""
    state = hc.duel(hands={0: ["unwind-self"]})
    events = hc.play(state, "unwind-self")
    assert any("no twisted card to unwind" in t for t in _no_effect(events))


def test_a_draw_from_an_empty_deck_says_so(hc):
    """Core Rules, "Drawing": with no deck and no discard stack nothing comes,
    and the log says why."""
    state = hc.duel(hands={0: ["draw-1-restricted"]})
    events = hc.play(state, "draw-1-restricted")
    lines = _no_effect(events)
    assert len(lines) == 1 and "no card left to draw" in lines[0]
    assert lines == [f"Draw 1 Restricted: {state.name(0)} has no card left to draw."]
