"""No Time For Heroes' multiclass mode at 80x24 by keys (issue 45): Ana builds her
deck card by card in the deck builder (e refuses an illegal deck with the reason,
then builds), the hand-off to Ben, who has a legal deck dealt and builds it, and
the game goes on to the Leader bid with the filtered Market and both hands drawn."""
from __future__ import annotations

import html
import re

from ntfh_steps import run_at_80x24
from pilot_steps import past_handoff, shown_notes

from tui.screens import GameScreen, HandoffScreen
from tui.session import GameSession


def _screen_text(app) -> str:
    svg = app.export_screenshot()
    return html.unescape("".join(re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S))) \
        .replace("\xa0", " ")


def test_a_deck_built_by_keys_then_the_game_plays_on(tmp_path):
    session = GameSession.new("no-time-for-heroes", 2, 5,
                              {"names": ["Ana", "Ben"], "mode": "multiclass",
                               "heroes": ["valerys", "neddia"]}, tmp_path)
    state = session.state
    assert state.phase == "build"

    async def body(pilot, screen):
        await pilot.pause()
        text = _screen_text(pilot.app)
        assert "Deck rules" in text and "Your deck" in text and "0/15: empty" in text
        assert re.search(r"one class must be your hero's:\n.*warrior\.", text), text
        await pilot.press("e")                       # not a legal deck yet: the reason
        await pilot.pause()
        assert "needs exactly 15" in shown_notes(pilot.app)[-1]
        assert state.multi["built"] == [False, False]
        for _ in range(15):     # the list starts on the first card that may be added
            await pilot.press("enter")
            await pilot.pause()
        draft = list(state.multi["drafts"][0])
        assert len(draft) == 15 and "A legal deck" in _screen_text(pilot.app)
        assert {state.content.cards[c].klass for c in draft} == {"warrior", "explorer"}
        await pilot.press("e")                       # builds; Ben's turn to build
        await pilot.pause()
        assert state.multi["built"] == [True, False]
        assert isinstance(pilot.app.screen, HandoffScreen)
        assert "builds a deck in secret" in _screen_text(pilot.app)
        screen = await past_handoff(pilot, GameScreen)
        text = _screen_text(pilot.app)
        assert "Your deck" in text and "0/15: empty" in text and "Ana has built a deck." in text
        assert "You add" not in text                 # nothing of Ana's draft
        await pilot.press("home", "enter")           # Deal me a legal deck
        await pilot.pause()
        assert len(state.multi["drafts"][1]) == 15
        await pilot.press("e")
        await pilot.pause()
        assert state.phase == "bid" and all(len(p.hand) == 4 for p in state.players)
        assert sorted(state.cards[u] for u in state.players[0].deck + state.players[0].hand) \
            == sorted(draft)
        # the Leader bid by keys, after a hand-off each: the game plays on
        for _ in range(2):
            await past_handoff(pilot, GameScreen)
            await pilot.press("1", "enter")
            await pilot.pause()
        assert state.phase not in ("build", "bid")
        await past_handoff(pilot, GameScreen)
        assert "Market" in _screen_text(pilot.app)

    run_at_80x24(session, body)


def test_finish_my_deck_keeps_fourteen_hand_picked_cards(tmp_path):
    """A new player picked 14 cards and asked for a legal deck: the list's top now
    says "Finish my deck" and keeps the 14 (it used to deal a fresh deck)."""
    session = GameSession.new("no-time-for-heroes", 2, 5,
                              {"names": ["Ana", "Ben"], "mode": "multiclass",
                               "heroes": ["valerys", "neddia"]}, tmp_path)
    state = session.state

    async def body(pilot, screen):
        await pilot.pause()
        for _ in range(14):     # the list starts on the first card that may be added
            await pilot.press("enter")
            await pilot.pause()
        chosen = list(state.multi["drafts"][0])
        assert len(chosen) == 14
        assert "Finish my deck" in _screen_text(pilot.app)
        await pilot.press("home", "enter")
        await pilot.pause()
        draft = state.multi["drafts"][0]
        assert len(draft) == 15 and all(draft.count(c) >= chosen.count(c) for c in chosen)
        assert "A legal deck" in _screen_text(pilot.app)

    run_at_80x24(session, body)
