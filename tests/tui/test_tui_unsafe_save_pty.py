"""Issue 41, as reported: a shared save whose player name holds ``ESC ] 0;...BEL``
(set the title) and ``ESC [2J`` (clear) is loaded in a real terminal. No byte
of those codes reaches the terminal; the names show made safe."""
from __future__ import annotations

import sys

import pytest

import engine
import saves
from pty_driver import PtyApp

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")


def test_loading_a_save_with_terminal_codes_in_names_sends_none_of_them(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    names = ["Ana\x1b]0;pwned\x07", "\x1b[2JBo"]
    state = engine.load_game("herocard-duel").new_game(players=2, seed=5,
                                                       options={"names": names})
    path = saves.write(folder / "shared.htsave", state,
                       seats=[{"name": n, "kind": "human", "bot": None} for n in names])
    with PtyApp(["load", str(path)], folder) as app:
        app.wait_text(r"Pass the keyboard to", timeout=30)   # the hand-off names the player
        raw = bytes(app.output)
    assert b"\x1b]0;pwned" not in raw and b"\x1b[2JBo" not in raw
    assert b"Ana]0;pwned" in raw
