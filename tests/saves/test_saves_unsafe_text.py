"""Issue 41: a save's text cannot drive the terminal. Names (and bot specs)
that ``herotable new`` would refuse load made safe, and say so."""
from __future__ import annotations

import msgpack

import engine
import saves
from saves import safe_text

TITLE = "\x1b]0;pwned\x07"     # sets the terminal's title
CLEAR = "\x1b[2J"              # clears the screen


def _duel_save(path, names, seats=None):
    """A duel saved with ``names`` as the game's names and the seats' names, as a
    forger (or an older, laxer herotable) would write it."""
    state = engine.load_game("herocard-duel").new_game(players=2, seed=5,
                                                       options={"names": list(names)})
    state.apply(state.legal_actions()[0])
    seats = seats or [{"name": n, "kind": "human", "bot": None} for n in names]
    return saves.write(path, state, seats=seats)


def _no_control(text: str) -> None:
    assert "\x1b" not in text and "\x07" not in text, repr(text)


def test_names_with_terminal_codes_load_made_safe_and_say_so(tmp_path):
    path = _duel_save(tmp_path / "shared.htsave", [f"Ana{TITLE}", f"{CLEAR}Bo"])
    assert f"Ana{TITLE}" in saves.read_header(path).options["names"]   # written raw
    saved = saves.read(path)
    assert [s["name"] for s in saved.seats] == ["Ana]0;pwned", "[2JBo"]
    assert saved.state.options["names"] == ["Ana]0;pwned", "[2JBo"]
    view_names = [p["name"] for p in saved.state.view(None)["players"]]
    assert view_names == ["Ana]0;pwned", "[2JBo"]
    assert saved.cleaned and "made safe" in saved.cleaned
    for event in saved.events:
        _no_control(event.describe(None) or "")
    # the next save writes the safe names, and then reads back with nothing to say
    saves.write(path, saved.state, seats=saved.seats)
    again = saves.read(path)
    assert again.cleaned is None and again.state.options["names"] == ["Ana]0;pwned", "[2JBo"]


def test_repeated_names_are_numbered_and_bot_specs_cleaned(tmp_path):
    seats = [{"name": "Bob", "kind": "human", "bot": None},
             {"name": "bob", "kind": "ai", "bot": f"random{TITLE}"}]
    path = _duel_save(tmp_path / "twins.htsave", ["Bob", "bob"], seats)
    saved = saves.read(path)
    assert [s["name"] for s in saved.seats] == ["Bob", "bob 2"]
    assert saved.seats[1]["bot"] == "random]0;pwned"
    assert saved.state.options["names"] == ["Bob", "bob 2"]


def test_a_fine_save_is_untouched(tmp_path):
    path = _duel_save(tmp_path / "fine.htsave", ["Ana", "Bo"])
    saved = saves.read(path)
    assert saved.cleaned is None and [s["name"] for s in saved.seats] == ["Ana", "Bo"]


def test_the_listing_shows_only_safe_text(tmp_path):
    path = _duel_save(tmp_path / "shared.htsave", [f"Ana{TITLE}", "Bo"])
    data = msgpack.unpackb(path.read_bytes())
    info = saves.info(path)
    assert data["seats"][0]["name"] == f"Ana{TITLE}"
    assert [s["name"] for s in info.seats] == ["Ana]0;pwned", "Bo"]


def test_seat_names_too_long_are_cut_and_empty_ones_named_by_seat():
    names = safe_text.safe_names(["x" * 50, "\x1b\x07", "  "])
    assert names == ["x" * safe_text.NAME_LIMIT, "Player 2", "Player 3"]
    assert safe_text.safe_names(["A" * 32, "a" * 32], 32) == ["A" * 32, "a" * 30 + " 2"]
    assert safe_text.shown(f"dir{TITLE}/x") == "dir?]0;pwned?/x"
