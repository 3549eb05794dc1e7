"""Broken content files (issue 19): every loader answers with one ContentError
naming the file, the entry and the field, for deep nesting (tomllib's
RecursionError), absurd numbers and a missing hero file."""
from __future__ import annotations

import shutil

import pytest

import engine
from engine.herocard import content as hc
from engine.hero_realms import content as hr
from engine.orc_wars import board, items, roles

DEEP = "\ndeep = " + "[" * 20000 + "]" * 20000 + "\n"


def _one_line(exc: engine.ContentError, file: str) -> str:
    text = str(exc)
    assert "\n" not in text and text.startswith(f"{file}: entry "), text
    return text


def test_a_20000_deep_array_is_a_content_error_in_every_loader(tmp_path):
    for name, source, load in (
            ("paladin.toml", hc.CONTENT_DIR / "paladin.toml", hc.load_hero),
            ("tiles.toml", board.CONTENT_DIR / "tiles.toml", board.load_tiles_file),
            ("roles.toml", board.CONTENT_DIR / "roles.toml", roles.parse_roles),
            ("treasures.toml", board.CONTENT_DIR / "treasures.toml", items.parse_items)):
        path = tmp_path / name
        path.write_text(source.read_text(encoding="utf-8") + DEEP, encoding="utf-8")
        with pytest.raises(engine.ContentError) as caught:
            load(path)
        assert "nested too deeply" in _one_line(caught.value, name)
    guild = (board.CONTENT_DIR.parent.parent / "hero_realms" / "content" / "guild.toml"
             ).read_bytes() + DEEP.encode()
    with pytest.raises(engine.ContentError) as caught:
        hr.load_file(guild, "guild.toml")
    assert "nested too deeply" in _one_line(caught.value, "guild.toml")


def test_roles_that_are_not_utf8_are_a_content_error(tmp_path):
    path = tmp_path / "roles.toml"
    path.write_bytes(b"\xff\xfe[[roles]]\n")
    with pytest.raises(engine.ContentError) as caught:
        roles.parse_roles(path)
    _one_line(caught.value, "roles.toml")


def test_a_card_cost_of_ten_to_the_30_is_refused(tmp_path):
    path = tmp_path / "paladin.toml"
    text = (hc.CONTENT_DIR / "paladin.toml").read_text(encoding="utf-8")
    assert "\ncost = 3\n" in text
    path.write_text(text.replace("\ncost = 3\n", "\ncost = " + "1" + "0" * 30 + "\n", 1),
                    encoding="utf-8")
    with pytest.raises(engine.ContentError) as caught:
        hc.load_hero(path)
    text = _one_line(caught.value, "paladin.toml")
    assert "field 'cost': must be at most 999" in text


def test_a_missing_hero_file_is_named(tmp_path, monkeypatch):
    for source in hc.CONTENT_DIR.glob("*.toml"):
        if source.name != "paladin.toml":
            shutil.copy(source, tmp_path / source.name)
    monkeypatch.setattr(hc, "CONTENT_DIR", tmp_path)
    hc._builtin.cache_clear()
    try:
        with pytest.raises(engine.ContentError) as caught:
            hc.load_heroes()
        assert "missing" in _one_line(caught.value, "paladin.toml")
    finally:
        monkeypatch.undo()
        hc._builtin.cache_clear()
    assert "paladin" in hc.load_heroes()
