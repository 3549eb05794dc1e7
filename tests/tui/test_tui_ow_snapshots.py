"""Snapshot tests of the Orc Wars screen: board (map) panel and status panel at
80x24 and 120x40, a fight, and the --ascii board.

Positions of Race Through the Dark (seed 3, Grak the Orc against Ana the
Paladin) are reached by applying ``ow_driver.choose`` headless (the Pilot
game in test_tui_ow_race.py covers the keys); the app then opens on the
hand-off screen and Enter shows the deciding seat. Regenerate with
``pytest tests/tui/test_tui_ow_snapshots.py --snapshot-update`` and look at
the SVGs before committing them.
"""
from __future__ import annotations

from tui.app import HerotableApp
from tui.session import GameSession

from ow_driver import choose, clan_of_two_squads_moves, elf_moves_among_orcs, orc_answers_attack

# rules revision 1 (the Attack Sequence before issue 41): the driver's game, and so
# the positions the SVGs show, stay the ones they were taken of; the screens shown
# do not depend on the revision
OPTIONS = {"scenario": "race-through-the-dark", "names": ["Grak", "Ana"], "rules": 1}


def _app_at(save_dir, stop, ascii=False) -> HerotableApp:
    """The app on a Race game played by ``choose`` until ``stop(state)``."""
    session = GameSession.new("orc-wars", 2, 3, OPTIONS, save_dir)
    state = session.state
    for _ in range(400):
        if stop(state):
            break
        session.apply(choose(state))
    assert stop(state)
    return HerotableApp(session, ascii=ascii)


def test_ow_split_clan_moves_first(snap_compare, save_dir):
    """80x24: a clan of two squads in its move phase (status says: squads move, then act);
    Enter on a mover shows where it may go."""
    app = _app_at(save_dir, clan_of_two_squads_moves)
    assert snap_compare(app, press=["enter", "enter"], terminal_size=(80, 24))


def test_ow_split_clan_moves_first_120x40(snap_compare, save_dir):
    app = _app_at(save_dir, clan_of_two_squads_moves)
    assert snap_compare(app, press=["enter", "enter"], terminal_size=(120, 40))


def test_ow_elf_moves(snap_compare, save_dir):
    """80x24: the Elf's destinations among Orcs, tokens and treasures."""
    app = _app_at(save_dir, elf_moves_among_orcs)
    assert snap_compare(app, press=["enter"], terminal_size=(80, 24))


def test_ow_elf_moves_120x40(snap_compare, save_dir):
    app = _app_at(save_dir, elf_moves_among_orcs)
    assert snap_compare(app, press=["enter"], terminal_size=(120, 40))


def test_ow_fight_status(snap_compare, save_dir):
    """80x24: the Orc answers Ana's attack (status panel shows the fight)."""
    app = _app_at(save_dir, orc_answers_attack)
    assert snap_compare(app, press=["enter"], terminal_size=(80, 24))


def test_ow_ascii_board(snap_compare, save_dir):
    """--ascii at 80x24: letters and punctuation only, on the map too."""
    app = _app_at(save_dir, elf_moves_among_orcs, ascii=True)
    assert snap_compare(app, press=["enter"], terminal_size=(80, 24))


def test_ow_inspector(snap_compare, save_dir):
    """80x24: i on Ana's turn, the map cursor on her: the inspector starts on her figure."""
    app = _app_at(save_dir, elf_moves_among_orcs)
    assert snap_compare(app, press=["enter", "i"], terminal_size=(80, 24))


def test_ow_inspector_scenario_card(snap_compare, save_dir):
    """80x24: from the actions list i starts on the first hand card; Left wraps to
    the last item, the scenario card (goals in full)."""
    app = _app_at(save_dir, elf_moves_among_orcs)
    assert snap_compare(app, press=["enter", "tab", "i", "left"], terminal_size=(80, 24))


def test_ow_help_rules(snap_compare, save_dir):
    """80x24: the help's Rules page for Orc Wars."""
    app = _app_at(save_dir, elf_moves_among_orcs)
    assert snap_compare(app, press=["enter", "question_mark", "r"], terminal_size=(80, 24))


def test_ow_help_glossary(snap_compare, save_dir):
    """80x24: the help's Glossary page for Orc Wars."""
    app = _app_at(save_dir, elf_moves_among_orcs)
    assert snap_compare(app, press=["enter", "question_mark", "g"], terminal_size=(80, 24))
