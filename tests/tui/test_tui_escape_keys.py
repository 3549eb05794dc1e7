"""``tui/upstream/escape_keys.py``: the terminal parser reads ESC followed at once by a
character as Esc and then that key, not as an Alt chord (Textual 8.2.8 read
"alt+p" for ESC p, a bare "?" for ESC ?, and "¡" for ESC 1). The real terminal:
``test_tui_burst.test_esc_and_the_next_key_in_one_write_both_act``."""
from __future__ import annotations

from textual import events
from textual._xterm_parser import XTermParser

import tui.app  # noqa: F401  (installs the workaround, as the app does)


def _keys(data: str) -> list[tuple[str, str | None]]:
    """The key events the parser makes of ``data`` read at once, then the end."""
    parser = XTermParser()
    tokens = list(parser.feed(data)) + list(parser.feed(""))
    return [(t.key, t.character) for t in tokens if isinstance(t, events.Key)]


def test_esc_and_a_letter_are_two_keys():
    assert _keys("\x1bp") == [("escape", "\x1b"), ("p", "p")]
    assert _keys("\x1bX") == [("escape", "\x1b"), ("X", "X")]


def test_esc_and_a_digit_are_two_keys_not_a_symbol():
    assert _keys("\x1b1") == [("escape", "\x1b"), ("1", "1")]
    assert _keys("\x1b0") == [("escape", "\x1b"), ("0", "0")]


def test_esc_and_a_sign_keep_the_esc():
    assert _keys("\x1b?") == [("escape", "\x1b"), ("question_mark", "?")]
    assert _keys("\x1b ") == [("escape", "\x1b"), ("space", " ")]


def test_esc_and_enter_keep_the_esc():
    assert _keys("\x1b\r") == [("escape", "\x1b"), ("enter", "\r")]


def test_keys_with_escape_sequences_are_read_as_before():
    assert _keys("\x1b") == [("escape", "\x1b")]
    assert _keys("\x1b[A") == [("up", None)]
    assert _keys("\x1b\x1b") == [("escape", "\x1b"), ("escape", "\x1b")]
    assert _keys("p1?") == [("p", "p"), ("1", "1"), ("question_mark", "?")]
    assert _keys("\x1bp2") == [("escape", "\x1b"), ("p", "p"), ("2", "2")]
