"""A key that does nothing says why, in the game's words (issue 15: learn every game at
80x24 without the rulebook). Before, a check_action that hid a key from the footer
also made it do nothing at all: e and v in the No Time For Heroes bid, e while the
Evasion still wants its discards, the digits, e, r, p and A in Heroes of Timeline,
p and space without a legal pass, "." with no computer player moving."""
from __future__ import annotations

import asyncio

from engine import Action
from tui.app import HerotableApp
from tui.games.herocard.screen import DuelScreen
from tui.games.heroes_of_timeline.screen import TimelineScreen
from tui.session import GameSession
from tui.widgets import ActionList

from ntfh_steps import bid_done_session, run_at_80x24
from pilot_steps import SIZE, capture_notes, past_handoff, reach


def _press_all(session, kind, keys, handoffs=1):
    """Open ``session`` at 80x24 past its hand-off; press each of ``keys`` and
    return, per key, the notes it gave (and the screen)."""
    said_per_key = []

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, kind, handoffs)
            said = capture_notes(app)
            for key in keys:
                said.clear()
                await pilot.press(key)
                await pilot.pause()
                said_per_key.append((list(said), screen.query_one(ActionList)
                                     .highlighted_action))
    asyncio.run(run())
    return said_per_key


# -- No Time For Heroes ------------------------------------------------------------

def test_ntfh_e_and_v_in_the_secret_bid_say_why(save_dir):
    """Seed 5, Ana's Leader bid: e and v are not in the footer, and each says why."""
    session = GameSession.new("no-time-for-heroes", 2, 5, {"names": ["Ana", "Bo"]},
                              save_dir)
    assert session.state.phase == "bid"

    async def body(pilot, screen):
        said = capture_notes(pilot.app)
        await pilot.press("e")
        await pilot.pause()
        assert said == ["The bid is secret and has nothing to end: choose your bid card "
                        "with its digit (or Up/Down), then Enter."]
        said.clear()
        await pilot.press("v")
        await pilot.pause()
        assert said == ["That belongs to the Attack phase; it is the Leader bid now."]
        assert session.state.phase == "bid"
    run_at_80x24(session, body)


def test_ntfh_e_during_the_evasion_counts_the_discards_still_wanted(save_dir):
    """Ana evades: e (Stop discarding is not legal before 2 discards) says how many
    are discarded; after two, e stops."""
    session = bid_done_session(save_dir)
    state = session.state
    session.apply(next(a for a in state.legal_actions() if a.kind == "evade"))

    async def body(pilot, screen):
        said = capture_notes(pilot.app)
        await pilot.press("e")
        await pilot.pause()
        assert said == ["Evasion: discard 2 cards first (0 of 2 discarded): a card's digit "
                        "(or Up/Down), then Enter; then e stops."]
        await pilot.press("1", "enter")
        await pilot.pause()
        said.clear()
        await pilot.press("e")
        await pilot.pause()
        assert said and "(1 of 2 discarded)" in said[0]
        await pilot.press("1", "enter")
        await pilot.pause()
        assert state.pending is not None and state.pending.data["n"] == 2
        await pilot.press("e")                # Stop discarding is legal now
        await pilot.pause()
        assert state.pending is None or state.pending.kind != "evade_discard"
    run_at_80x24(session, body)


def test_ntfh_keys_after_the_battle_say_it_is_over(save_dir):
    """The game is over (the board seen after the game-over dialog): e, v and a
    digit say so."""
    session = bid_done_session(save_dir)
    session.state.over = True

    async def body(pilot, screen):
        said = capture_notes(pilot.app)
        for key in ("e", "v", "3"):
            said.clear()
            await pilot.press(key)
            await pilot.pause()
            assert said == ["The battle is over."], key
    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("escape")          # the game-over dialog: see the board
            await pilot.pause()
            await body(pilot, app.screen)
    asyncio.run(main())


# -- Heroes of Timeline ------------------------------------------------------------

def _timeline(save_dir, phase: str, kind: str | None = None) -> GameSession:
    session = GameSession.new("heroes-of-timeline", 2, 3, {"names": ["Ana", "Bo"]},
                              save_dir)

    def there(state):
        kinds = {a.kind for a in state.legal_actions()}
        return state.view(None).get("phase") == phase and (kind is None or kind in kinds)
    return reach(session, lambda st: st.legal_actions()[0], there)


def test_timeline_digits_r_e_p_and_a_outside_the_set_up_say_why(save_dir):
    """Heroes of Timeline has no hand: a digit and r say so; e highlights the action
    that ends the step (Enter then does it); p and space say why no pass; A outside
    the armor set-up says when armor goes on."""
    session = _timeline(save_dir, "attack", "hold")
    state = session.state
    before = len(state.history)
    got = _press_all(session, TimelineScreen, ["1", "r", "e", "p", "space", "A"], handoffs=2)
    hand = ("Heroes of Timeline has no hand cards: h j k l move the board cursor, "
            "Up/Down pick an action, Enter does it.")
    assert got[0][0] == [hand] and got[1][0] == [hand]
    said, highlighted = got[2]
    assert highlighted.kind == "hold" and said == [f"Enter: {highlighted.label}."]
    assert got[3][0] == ["No pass now: the active hero attacks now."]
    assert got[4][0] == got[3][0]
    assert got[5][0] == ["Armor goes on only during the set-up, on your own heroes."]
    assert len(state.history) == before              # nothing was done


def test_timeline_p_passes_when_a_pass_is_legal(save_dir):
    """The pass binding still comes first: where a pass is legal, p makes it."""
    session = _timeline(save_dir, "activate", "pass")
    before = len(session.state.history)
    got = _press_all(session, TimelineScreen, ["p"], handoffs=2)
    assert got[0][0] == []
    assert len(session.state.history) == before + 1
    assert session.state.history[-1].kind == "pass"


# -- the common game screen (HeroCard duel) ---------------------------------------

def test_duel_p_space_and_dot_say_why_without_a_pass_or_a_bot(save_dir):
    """Seed 3, the Discard Phase: no pass is legal, no computer player plays. p and
    space say there is no pass; "." says no computer player is moving."""
    session = GameSession.new("herocard-duel", 2, 3, {"names": ["Ana", "Bo"]}, save_dir)
    assert "pass" not in {a.kind for a in session.state.legal_actions()}
    got = _press_all(session, DuelScreen, ["p", "space", "full_stop"])
    refusal = ["Space passes or ends the turn only in the Action Phase, or when you answer "
               "an attack (it is the Discard Phase)."]
    assert got[0][0] == refusal and got[1][0] == refusal
    assert got[2][0] == ["No computer player is moving now: . and space skip only a "
                         "computer player's wait."]


def test_orc_wars_enter_on_the_only_chosen_elf_says_so(save_dir):
    """Orc Wars, seed 3 after 24 random actions (seeded): Elf 1 is the only figure
    that can move, so it is chosen by itself, and the map's cursor is on it. Enter
    there said nothing; it says the Elf is chosen already and what to do."""
    import random
    from tui.games.orc_wars.hexmap import HexMap
    from tui.games.orc_wars.map_choices import movers
    session = GameSession.new("orc-wars", 2, 3, None, save_dir)
    pick = random.Random(3)
    for _ in range(24):
        session.apply(pick.choice(session.state.legal_actions()))
    assert len(movers(session.state.legal_actions())) == 1
    before = len(session.state.history)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, handoffs=2)
            assert app.focused is screen.query_one(HexMap)
            said = capture_notes(app)
            await pilot.press("enter")
            await pilot.pause()
            assert said == ["Chosen already: put the cursor on one of its (..) hexes, then Enter."]
            assert app.screen is screen and len(session.state.history) == before
    asyncio.run(run())


def test_pack_p_space_and_r_say_this_game_has_neither(save_dir):
    """Pack of Heroes has no pass and no hand: p, space and r (the duel's keys) say
    so, and nothing is done."""
    from tui.games.pack_of_heroes.screen import PackScreen
    session = GameSession.new("pack-of-heroes", 2, 3, {"names": ["Ana", "Bo"]}, save_dir)
    before = len(session.state.history)
    got = _press_all(session, PackScreen, ["p", "space", "r"])
    no_pass = ['Pack of Heroes has no pass: "End actions" in the actions list ends this '
               'part of the turn.']
    assert got[0][0] == no_pass and got[1][0] == no_pass
    assert got[2][0] == ["Pack of Heroes has no hand to refresh: the digits use the powers "
                         "of the hero under the cursor."]
    assert len(session.state.history) == before


def test_help_a_and_e_say_so_where_their_setting_is_not_shown(save_dir):
    """No Time For Heroes has no auto-pass: a on its help says so (the setting was
    toggled by no key and nothing was said); e on the title screen's help says the
    end-turn question belongs to a game."""
    from tui.screens import HelpScreen, TitleScreen
    session = bid_done_session(save_dir)

    async def body(pilot, screen):
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(pilot.app.screen, HelpScreen)
        said = capture_notes(pilot.app)
        auto = pilot.app.auto_pass
        await pilot.press("a")
        await pilot.pause()
        assert said == ["This game has no auto-pass setting: nothing in it passes by itself."]
        assert pilot.app.auto_pass == auto
    run_at_80x24(session, body)

    async def title():
        app = HerotableApp(None, save_dir=save_dir)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            await pilot.press("question_mark")
            await pilot.pause()
            said = capture_notes(app)
            asked = app.confirm_end_turn
            await pilot.press("e")
            await pilot.pause()
            assert said == ["The end-turn question is a game's setting: open the help "
                            "from a game."]
            assert app.confirm_end_turn == asked
    asyncio.run(title())


def test_duel_space_while_a_card_asks_for_a_choice_says_answer_it_first(save_dir):
    """Seed 3, random actions (seeded) until the Action Phase where a card asks which
    card to discard (70 actions under rules revision 1); neither a pass nor the end
    of the turn is legal. Space and p said nothing; they say to answer the choice
    first."""
    import random
    session = GameSession.new("herocard-duel", 2, 3, None, save_dir)
    pick = random.Random(3)
    for _ in range(400):
        if {a.kind for a in session.state.legal_actions()} == {"choose_card"}:
            break
        session.apply(pick.choice(session.state.legal_actions()))
    assert {a.kind for a in session.state.legal_actions()} == {"choose_card"}
    assert session.state.phase == "action"
    got = _press_all(session, DuelScreen, ["space", "p"])
    answer = ["No pass or end of turn now: first answer the choice in the actions list "
              "(Up/Down, then Enter)."]
    assert got[0][0] == answer and got[1][0] == answer


def test_ntfh_the_digit_of_the_highlighted_card_says_it_is_highlighted(save_dir):
    """Ana's attack opens on her first card's first action: 1 moved nothing and
    said nothing; it says the action is highlighted already."""
    session = bid_done_session(save_dir)

    async def body(pilot, screen):
        listing = screen.query_one(ActionList)
        first = listing.highlighted_action
        hand = session.state.players[0].hand
        assert first is not None and first.arg("card") == hand[0]
        said = capture_notes(pilot.app)
        await pilot.press("1")
        await pilot.pause()
        assert said == [f"Already highlighted: {first.label}. Enter does it; Down shows "
                        "the others."]
        assert listing.highlighted_action == first
    run_at_80x24(session, body)
