"""Workaround: Esc with the next key on its heels (Textual 8.2.8's terminal parser).

A terminal sends Alt+k as ESC k, so an ESC followed at once by a character
(within ``ESCDELAY``, 100 ms by default; always, when a slow SSH link or a fast
typist puts both in one read) is ambiguous. Textual's ``XTermParser`` reads it
as an Alt chord, and for herotable that loses keys: ESC and a letter become
"alt+p", which nothing binds; ESC and a sign such as "?" become a bare "?" (the
Esc dropped: the parser adds "alt+" to letters and digits only), and so does
ESC and Enter ("Esc Enter" in one read left the inspector open); ESC and a
digit become a symbol, "¡" for ESC 1 (``_ansi_sequences.py`` maps WezTerm's
macOS Option+digit sequences to characters). So "Esc 1" never closed the help
and never took card 1.

herotable binds no Alt key, so ``install`` makes the parser read every such
chord as the two keys typed: Esc, then the character. Not covered: an ESC and
characters followed by another ESC before ``ESCDELAY`` is up ("Esc p Down" or
"Esc 1 Esc" in one read), which ``parse`` itself turns into "^", "p" and so on. Upstream:
``textual/_xterm_parser.py`` (``XTermParser._sequence_to_key_events``) and the
WezTerm entries of ``textual/_ansi_sequences.py``.
``tests/tui/test_tui_escape_keys.py`` feeds the parser bytes and fails when a
chord is read as one key again; ``test_tui_burst.py`` has the real terminal.
"""
from __future__ import annotations

from textual import events
from textual._ansi_sequences import ANSI_SEQUENCES_KEYS
from textual._xterm_parser import XTermParser

ESC = "\x1b"
_textual_keys = XTermParser._sequence_to_key_events


def _sequence_to_key_events(self, sequence: str, alt: bool = False):
    """Textual's reading of ``sequence``, but an ESC before one printable
    character (``alt``, or a two-character sequence Textual maps to a
    character) gives the Esc key and then that character's key."""
    if alt and len(sequence) == 1 and (sequence.isprintable() or sequence == "\r"):
        char = sequence            # ESC Enter was a bare Enter: the Esc was dropped
    elif (len(sequence) == 2 and sequence[0] == ESC and sequence[1].isprintable()
          and isinstance(ANSI_SEQUENCES_KEYS.get(sequence), str)):
        char = sequence[1]
    else:
        yield from _textual_keys(self, sequence, alt)
        return
    yield events.Key("escape", ESC)
    yield from _textual_keys(self, char, False)


def install() -> None:
    """Make every ``XTermParser`` (the Linux driver's, textual-serve's) read an
    ESC-and-character chord as two keys. Idempotent."""
    XTermParser._sequence_to_key_events = _sequence_to_key_events
