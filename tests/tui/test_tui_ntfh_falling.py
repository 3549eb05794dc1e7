"""No Time For Heroes at 80x24: the Battlefield title states who can win under the
game's rules revision (ruling 4), and a hero the next Wound fells is marked with
what, as the seat on screen can see, could do it (issue 41)."""
from __future__ import annotations

import html
import re

from ntfh_steps import bid_done_session, run_at_80x24


def _screen_text(app) -> str:
    """Everything on screen as plain text (from the SVG screenshot)."""
    svg = app.export_screenshot()
    return html.unescape("".join(re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S))) \
        .replace("\xa0", " ")


def _bo_one_wound_from_falling(save_dir, rules=None):
    """Seed 5, Ana's (Neddia's) Attack phase: Bo's Aranel at 2/2 wounds with one card
    in her deck; Ana holds a Fireball (every other hero loses 1 card)."""
    session = bid_done_session(save_dir)
    state = session.state
    if rules is not None:
        state.options["rules"] = rules
    bo = state.players[1]
    bo.wounds = state.hero(1).hearts
    bo.deck = bo.deck[:1]
    state.players[0].hand.append(state.new_card("fireball", 0))
    return session


def test_the_title_says_a_fallen_hero_can_win_and_the_warning_names_the_fireball(tmp_path):
    session = _bo_one_wound_from_falling(tmp_path)
    assert session.state.players[1].wounds == 2 and session.state.current_player == 0

    async def body(pilot, screen):
        await pilot.pause()
        text = _screen_text(pilot.app)
        assert "Battlefield: most Glory wins, fallen too" in text
        heroes = str(screen.query_one("#ntfh-heroes").render())
        assert "W2/2!" in heroes and "W0/2!" not in heroes
        assert "! Aranel falls at the next Wound (deck 1): Fireball (your hand)" in \
            " ".join(heroes.split())
        assert "! Aranel falls at the next" in text and "Fireball (your hand)" in text

    run_at_80x24(session, body)


def test_under_older_rules_the_title_says_only_a_hero_standing_can_win(tmp_path):
    session = _bo_one_wound_from_falling(tmp_path, rules=2)

    async def body(pilot, screen):
        await pilot.pause()
        assert "Battlefield: most Glory; fallen can't win" in _screen_text(pilot.app)

    run_at_80x24(session, body)


def test_no_warning_while_every_hero_can_take_another_wound(tmp_path):
    session = bid_done_session(tmp_path)

    async def body(pilot, screen):
        await pilot.pause()
        heroes = str(screen.query_one("#ntfh-heroes").render())
        assert "falls at the next Wound" not in heroes and "!" not in heroes

    run_at_80x24(session, body)
