"""No Time For Heroes' solo mode at 80x24 by keys (issue 45): the mulligan, a few
turns with a support deck opened and a card borrowed, then the Warlord's fall and
the game-over dialog with the score and its title."""
from __future__ import annotations

import html
import re

from ntfh_steps import run_at_80x24

from tui.screens import ConfirmScreen, GameOverScreen
from tui.session import GameSession


def _screen_text(app) -> str:
    svg = app.export_screenshot()
    return html.unescape("".join(re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S))) \
        .replace("\xa0", " ")


def _solo_session(save_dir, seed: int = 3) -> GameSession:
    return GameSession.new("no-time-for-heroes", 1, seed,
                           {"names": ["Ana"], "mode": "solo", "heroes": ["valerys"],
                            "scenarios": False}, save_dir)


async def _end_phase(pilot) -> None:
    """e, and y when the screen asks whether to end the attack with cards left."""
    await pilot.press("e")
    await pilot.pause()
    if isinstance(pilot.app.screen, ConfirmScreen):
        await pilot.press("y")
        await pilot.pause()


async def _choose(pilot, screen, action) -> None:
    """Down (from the top with Home) until ``action`` is highlighted, then Enter."""
    actions = screen.query_one("#actions")
    await pilot.press("home")
    for _ in range(80):
        if actions.highlighted_action == action:
            break
        await pilot.press("down")
    assert actions.highlighted_action == action
    await pilot.press("enter")
    await pilot.pause()


def test_solo_turns_by_keys_and_the_game_over_score(tmp_path):
    session = _solo_session(tmp_path)
    state = session.state
    assert state.phase == "mulligan"

    async def body(pilot, screen):
        await pilot.pause()
        text = _screen_text(pilot.app)
        assert "Keep this hand" in text and "Score " in text and "Closed: " in text
        hand = list(state.players[0].hand)
        await pilot.press("enter")                   # the list starts on Keep this hand
        await pilot.pause()
        assert state.phase == "attack" and state.players[0].hand == hand
        # turn 1: open a support deck (6 coins at the start: the first costs 3)
        opens = [a for a in state.legal_actions() if a.kind == "open_deck"]
        label = screen.query_one("#actions").highlighted_action
        assert label is None or label.kind != "open_deck"   # never offered by Enter alone
        await _choose(pilot, screen, opens[0])
        assert state.players[0].coins == 3 and len(state.solo["opened"]) == 1
        assert "Open: " in str(screen.query_one("#ntfh-heroes").render())
        turn = state.turn
        for _ in range(12):                          # end the attack and the Market phase
            if state.turn != turn or state.is_over():
                break
            await _end_phase(pilot)
        assert state.turn == turn + 1 and not state.is_over()
        # turn 2: with 5 coins, borrow a card by keys and play it
        state.players[0].coins = 5
        screen.redraw()
        borrow = next(a for a in state.legal_actions() if a.kind == "borrow_card")
        await _choose(pilot, screen, borrow)
        uid = borrow.arg("card")
        assert uid in state.players[0].hand and state.players[0].coins == 0
        assert "borrowed" in str(screen.query_one("#ntfh-heroes").render())
        # the Warlord alone, one Wound from falling: the borrowed card or any fells him
        for u in list(state.battlefield):
            state.enemy_wounds.pop(u, None)
        state.horde = []
        state.battlefield = [state.warlord]
        state.warlord_in = True
        state.enemy_wounds[state.warlord] = state.warlord_def().fortitude - 1
        brutal = state.new_card("brutal-attack", 0)
        state.players[0].hand.append(brutal)
        screen.redraw()
        play = next(a for a in state.legal_actions() if a.kind == "play"
                    and a.arg("card") == brutal)
        await _choose(pilot, screen, play)
        assert state.is_over() and state.winners() == [0]
        assert isinstance(pilot.app.screen, GameOverScreen)
        score, title = state.seat_score(0), state.score_title(0)
        text = _screen_text(pilot.app)
        assert f"Score {score}: {title}" in text
        assert "the Horde is beaten" in text and "cards in hand and deck" in text

    run_at_80x24(session, body)


def test_the_inspector_has_the_solo_score_and_each_support_deck():
    import engine
    from tui.games.no_time_for_heroes.inspection import ntfh_inspections
    state = engine.load_game("no-time-for-heroes").new_game(
        1, seed=4, options={"mode": "solo", "heroes": ["idril"], "names": ["Ana"]})
    items, _ = ntfh_inspections(state.view(0), 0, ["Ana"])
    by_name = {i.name: i for i in items}
    score = by_name["Solo score"]
    facts = dict(score.facts)
    assert facts["Score"].startswith(f"{state.seat_score(0)} ")
    assert facts["Title"] == state.score_title(0)
    assert {"Warrior support deck", "Rogue support deck", "Mage support deck"} <= set(by_name)
    mage = by_name["Mage support deck"]
    assert dict(mage.facts)["State"] == "closed (the next opens for 3 coins)"
    assert "Fireball, " in mage.text and "Fireball x" not in mage.text   # one in the box
    assert "Explorer support deck" not in by_name          # Idril's own class
    standard = engine.load_game("no-time-for-heroes").new_game(2, seed=4)
    items, _ = ntfh_inspections(standard.view(0), 0, ["A", "B"])
    assert not any(i.kind == "Support deck" or i.name == "Solo score" for i in items)


def test_the_rules_pages_explain_the_solo_mode_in_short_lines():
    from tui.games.no_time_for_heroes import rules
    sections = dict(rules.RULES)
    for heading in ("Solo mode", "Support decks", "Solo score"):
        assert all(len(line) < 70 for line in sections[heading].splitlines())
    assert "3, then 5, then 6 coins" in sections["Support decks"].replace("\n", " ")
    terms = dict(rules.GLOSSARY)
    assert {"Support deck", "Borrow", "Solo score", "Mulligan"} <= set(terms)


def test_the_detail_line_shows_the_card_a_borrow_would_take(tmp_path):
    session = _solo_session(tmp_path)
    state = session.state
    session.apply(state.legal_actions()[0])            # keep the hand
    state.players[0].coins = 8
    session.apply(next(a for a in state.legal_actions() if a.kind == "open_deck"))

    async def body(pilot, screen):
        await pilot.pause()
        borrow = next(a for a in state.legal_actions() if a.kind == "borrow_card")
        await _choose_only(pilot, screen, borrow)
        detail = str(screen.query_one("#ntfh-detail").render())
        name = state.card_name(borrow.arg("card"))
        text = state.defn(borrow.arg("card")).text
        assert name in detail and text[:20] in " ".join(detail.split())

    run_at_80x24(session, body)


async def _choose_only(pilot, screen, action) -> None:
    """Down (from the top) until ``action`` is highlighted."""
    actions = screen.query_one("#actions")
    await pilot.press("home")
    for _ in range(80):
        if actions.highlighted_action == action:
            break
        await pilot.press("down")
    assert actions.highlighted_action == action
    await pilot.pause()
