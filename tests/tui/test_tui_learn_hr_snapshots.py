"""Snapshots at 80x24 of the Hero Realms and No Time For Heroes inspector (i) and help
Rules and Glossary pages (fixed seeds and names, the first turn). Regenerate with
``pytest tests/tui/test_tui_learn_hr_snapshots.py --snapshot-update`` and look at them."""
from __future__ import annotations

from tui.app import HerotableApp
from tui.screens import HandoffScreen
from tui.session import GameSession

SIZE = (80, 24)


def _app(game, save_dir):
    return HerotableApp(GameSession.new(game, 2, 4, {"names": ["Ana", "Bo"]}, save_dir))


def _keys(*keys):
    async def run_before(pilot):
        for _ in range(3):
            await pilot.pause()
            if isinstance(pilot.app.screen, HandoffScreen):
                await pilot.press("enter")
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
    return run_before


def test_realms_inspector_80x24(snap_compare, save_dir):
    assert snap_compare(_app("hero-realms", save_dir), run_before=_keys("tab", "tab", "down", "i"),
                        terminal_size=SIZE)


def test_realms_help_rules_80x24(snap_compare, save_dir):
    assert snap_compare(_app("hero-realms", save_dir), run_before=_keys("question_mark", "r"),
                        terminal_size=SIZE)


def test_realms_help_glossary_80x24(snap_compare, save_dir):
    assert snap_compare(_app("hero-realms", save_dir), run_before=_keys("question_mark", "g"),
                        terminal_size=SIZE)


def test_ntfh_inspector_80x24(snap_compare, save_dir):
    assert snap_compare(_app("no-time-for-heroes", save_dir),
                        run_before=_keys("i", *["right"] * 12), terminal_size=SIZE)


def test_ntfh_help_rules_80x24(snap_compare, save_dir):
    assert snap_compare(_app("no-time-for-heroes", save_dir),
                        run_before=_keys("question_mark", "r"), terminal_size=SIZE)


def test_ntfh_help_glossary_80x24(snap_compare, save_dir):
    assert snap_compare(_app("no-time-for-heroes", save_dir),
                        run_before=_keys("question_mark", "g"), terminal_size=SIZE)
