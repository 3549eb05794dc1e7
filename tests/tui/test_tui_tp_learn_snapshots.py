"""Snapshots at 80x24 of the Heroes of Timeline and Pack of Heroes inspector and help
pages (Rules, Glossary), and the Timeline board under --ascii. Regenerate with
``pytest tests/tui/test_tui_tp_learn_snapshots.py --snapshot-update`` and look at the
SVGs before committing them."""
from __future__ import annotations

from tui.app import HerotableApp
from tui.session import GameSession

SIZE = (80, 24)
TIMELINE = {"teams": ["guards-of-witgat", "hidden-temple"], "names": ["Ana", "Bo"]}
PACK = {"teams": ["elementeens", "guild-of-ghouls"], "weapons": "random",
        "names": ["Ana", "Bo"]}


def _timeline(save_dir, ascii_mode=False) -> HerotableApp:
    session = GameSession.new("heroes-of-timeline", 2, 4, TIMELINE, save_dir)
    state = session.state
    while state.turn < 1 or state.phase == "declare":
        session.apply(state.legal_actions()[0])
    return HerotableApp(session, ascii=ascii_mode)


def _pack(save_dir) -> HerotableApp:
    session = GameSession.new("pack-of-heroes", 2, 3, PACK, save_dir)
    while session.state.phase != "play":
        session.apply(session.state.legal_actions()[0])
    return HerotableApp(session)


def test_timeline_inspector_80x24(snap_compare, save_dir):
    # the cursor from the Key Tile down three rows onto the South sector, then i
    assert snap_compare(_timeline(save_dir), press=["enter", "j", "j", "j", "i"],
                        terminal_size=SIZE)


def test_timeline_help_rules_80x24(snap_compare, save_dir):
    assert snap_compare(_timeline(save_dir), press=["enter", "question_mark", "r"],
                        terminal_size=SIZE)


def test_timeline_help_glossary_80x24(snap_compare, save_dir):
    assert snap_compare(_timeline(save_dir), press=["enter", "question_mark", "g"],
                        terminal_size=SIZE)


def test_timeline_ascii_board_80x24(snap_compare, save_dir):
    assert snap_compare(_timeline(save_dir, ascii_mode=True), press=["enter", "j", "j", "j"],
                        terminal_size=SIZE)


def test_pack_inspector_80x24(snap_compare, save_dir):
    assert snap_compare(_pack(save_dir), press=["enter", "i"], terminal_size=SIZE)


def test_pack_help_rules_80x24(snap_compare, save_dir):
    assert snap_compare(_pack(save_dir), press=["enter", "question_mark", "r"],
                        terminal_size=SIZE)


def test_pack_help_glossary_80x24(snap_compare, save_dir):
    assert snap_compare(_pack(save_dir), press=["enter", "question_mark", "g"],
                        terminal_size=SIZE)
