"""The lines ``herotable host`` prints name the save folder when the table's socket is
in it (no ``XDG_RUNTIME_DIR``): the printed join commands must find the table."""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from tui.table.commands import seat_lines


def _host(folder: Path):
    return SimpleNamespace(
        name="duel-1a2b", folder=folder, session=SimpleNamespace(game_title="Duel"),
        state=SimpleNamespace(num_players=2),
        seat_records=lambda: [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "ai"}])


def test_a_socket_in_a_given_save_folder_is_named_in_every_join_line(tmp_path, monkeypatch):
    monkeypatch.setenv("HEROTABLE_SAVE_DIR", str(tmp_path / "default"))
    saves_dir = tmp_path / "my saves"
    lines = seat_lines(_host(saves_dir / "run"), saves_dir)
    assert f"  seat 1 Ana: herotable join duel-1a2b --seat 1 --save-dir '{saves_dir}'" in lines
    assert "  seat 2 Bot: the computer" in lines
    assert f"  watch: herotable join --watch duel-1a2b --save-dir '{saves_dir}'" in lines


def test_a_runtime_folder_or_the_default_save_folder_needs_no_save_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HEROTABLE_SAVE_DIR", str(tmp_path / "default"))
    for folder, saves_dir in ((tmp_path / "xdg" / "herotable", tmp_path / "given"),
                              (tmp_path / "default" / "run", tmp_path / "default")):
        lines = seat_lines(_host(folder), saves_dir)
        assert "  seat 1 Ana: herotable join duel-1a2b --seat 1" in lines
        assert not any("--save-dir" in line for line in lines)
