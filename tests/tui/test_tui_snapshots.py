"""Snapshot tests (pytest-textual-snapshot) of the main screens at 80x24.

Fixed seeds and names, an empty save folder, nothing time- or path-dependent
on screen. Regenerate with ``pytest tests/tui --snapshot-update`` and look
at the SVGs before committing them.
"""
from __future__ import annotations

from tui.app import HerotableApp
from tui.session import GameSession

from tui.games.hero_realms.screen import RealmScreen

from pilot_steps import past_handoff, reach
from realm_driver import choose as realms_choose
from tui_driver import choose

SIZE = (80, 24)


def _game_app(save_dir, seed=1, ascii=False, players=2):
    names = ["Ana", "Bo", "Cy", "Di"][:players]
    session = GameSession.new("herocard-duel", players, seed, {"names": names}, save_dir)
    return HerotableApp(session, ascii=ascii)


def test_title_screen(snap_compare, save_dir):
    assert snap_compare(HerotableApp(), terminal_size=SIZE)


def test_new_game_screen(snap_compare, save_dir):
    assert snap_compare(HerotableApp(), press=["n"], terminal_size=SIZE)


def test_handoff_screen(snap_compare, save_dir):
    assert snap_compare(_game_app(save_dir), terminal_size=SIZE)


def test_game_screen(snap_compare, save_dir):
    assert snap_compare(_game_app(save_dir), press=["enter"], terminal_size=SIZE)


def test_game_screen_attack_sequence(snap_compare, save_dir):
    """Bo attacks; Ana (defender) has the keyboard, with a block card selected."""
    def defending(state):
        seq = state.view(None)["sequence"]
        return seq is not None and seq["defender"] == state.current_player

    async def run_before(pilot):
        game = await past_handoff(pilot)
        seat = game.state.current_player
        hand = game.state.view(seat)["players"][seat]["hand"]
        block = next(i for i, c in enumerate(hand) if c["kind"] == "base_block")
        await pilot.press(str(block + 1))

    app = _game_app(save_dir)
    reach(app.initial_session, choose, defending, 50)      # the engine builds the position
    assert snap_compare(app, run_before=run_before, terminal_size=SIZE)


def test_game_screen_ascii_three_players(snap_compare, save_dir):
    assert snap_compare(_game_app(save_dir, seed=2, ascii=True, players=3), press=["enter"],
                        terminal_size=SIZE)


def test_game_screen_120x40(snap_compare, save_dir):
    assert snap_compare(_game_app(save_dir, seed=4, players=4), press=["enter"],
                        terminal_size=(120, 40))


def test_game_screen_attack_both_sides(snap_compare, save_dir):
    """An Attack Sequence with a block in it: the Attack panel lists both sides' cards."""
    def blocked(state):
        seq = state.view(None)["sequence"]
        return seq is not None and seq["block"] > 0

    async def run_before(pilot):
        await past_handoff(pilot)

    app = _game_app(save_dir)
    reach(app.initial_session, choose, blocked, 120)       # the engine builds the position
    assert snap_compare(app, run_before=run_before, terminal_size=SIZE)


def test_duel_inspector(snap_compare, save_dir):
    """i on the duel screen: the first hand card in full, with its keywords."""
    assert snap_compare(_game_app(save_dir), press=["enter", "i"], terminal_size=SIZE)


def test_duel_help_keys(snap_compare, save_dir):
    """? on the duel screen: the keys, with the auto-pass and end-turn question settings."""
    assert snap_compare(_game_app(save_dir), press=["enter", "question_mark"],
                        terminal_size=SIZE)


def test_duel_help_rules(snap_compare, save_dir):
    assert snap_compare(_game_app(save_dir), press=["enter", "question_mark", "r"],
                        terminal_size=SIZE)


def test_duel_help_glossary(snap_compare, save_dir):
    assert snap_compare(_game_app(save_dir), press=["enter", "question_mark", "g"],
                        terminal_size=SIZE)


def test_small_window_notice(snap_compare, save_dir):
    """Under 80x24 the screen says how large the window must be."""
    assert snap_compare(_game_app(save_dir), press=["enter"], terminal_size=(60, 20))


def _realms_app(save_dir, seed=4, players=2):
    """Hero Realms (seed 4) at the start of turn 10: the engine plays the nine turns
    before (realm_driver's choices, the ones its key-driven ``play`` presses)."""
    names = ["Ana", "Bo", "Cy", "Di"][:players]
    session = GameSession.new("hero-realms", players, seed, {"names": names}, save_dir)
    reach(session, realms_choose, lambda state: state.view(None)["turn"] >= 10, 300)
    return HerotableApp(session)


async def _realms_turn_10(pilot):
    """Past the hand-off to Bo's turn 10, then play Bo's whole hand (p)."""
    await past_handoff(pilot, RealmScreen)
    await pilot.press("p")
    await pilot.pause()


def test_realms_screen(snap_compare, save_dir):
    """Hero Realms at 80x24: market, players with champions and pools, hand, actions, log."""
    assert snap_compare(_realms_app(save_dir), run_before=_realms_turn_10, terminal_size=SIZE)


def test_realms_screen_120x40(snap_compare, save_dir):
    assert snap_compare(_realms_app(save_dir), run_before=_realms_turn_10,
                        terminal_size=(120, 40))


def test_realms_attack_dialog(snap_compare, save_dir):
    async def run_before(pilot):
        await _realms_turn_10(pilot)
        await pilot.press("a")
        await pilot.pause()

    assert snap_compare(_realms_app(save_dir), run_before=run_before, terminal_size=SIZE)
