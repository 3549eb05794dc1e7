"""--ascii for text too: a Textual line filter that turns every non-ASCII character
still on screen (a game's own name such as "Börd", an ellipsis "…", a glyph "·") into
ASCII of the same width, so a terminal without UTF-8 shows no stray bytes.

Box drawing is already ASCII by the app's CSS variables ($ht-border ...); this filter
catches the text. It is Textual's own mechanism (``textual.filter.LineFilter``, the
one NO_COLOR's Monochrome uses), added to the app's filters when ASCII is on.
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache

from rich.cells import cell_len
from rich.segment import Segment
from textual.filter import LineFilter

# characters with no ASCII decomposition, by what they look like
# "…" (Textual's mark for text cut to fit) is "~", not ".": a cut word ending in "."
# read as a sentence's end ("Remove 1 wou.") and the cut went unseen
LOOKALIKE = {"…": "~", "·": ".", "•": "*", "█": "#", "▀": "#", "▄": "#", "♣": "^",
             "—": "-", "–": "-", "‘": "'", "’": "'", "“": '"', "”": '"', "×": "x",
             "→": ">", "←": "<", "↑": "^", "↓": "v", "✓": "v", "★": "*", "▏": "|",
             "▁": "_", "▂": "_", "▃": "_", "▅": "#", "▆": "#", "▇": "#", "\xa0": " "}


@lru_cache(maxsize=4096)
def ascii_text(text: str) -> str:
    """``text`` with each non-ASCII character replaced by ASCII of the same cell width:
    a look-alike, the letter without its accent ("ö" -> "o"), else "?"."""
    if text.isascii():
        return text
    out = []
    for ch in text:
        if ch.isascii():
            out.append(ch)
            continue
        width = cell_len(ch)
        swap = LOOKALIKE.get(ch)
        if swap is None:
            bare = "".join(c for c in unicodedata.normalize("NFKD", ch)
                           if not unicodedata.combining(c))
            swap = bare if bare.isascii() and len(bare) == 1 else "?"
        out.append((swap * width)[:width] if width else "")
    return "".join(out)


class AsciiFilter(LineFilter):
    """Replaces the non-ASCII characters of every drawn line (``ascii_text``)."""

    def apply(self, segments: list[Segment], background) -> list[Segment]:
        """Segments with ASCII text, styles and controls kept."""
        return [seg if seg.control or seg.text.isascii()
                else Segment(ascii_text(seg.text), seg.style, seg.control)
                for seg in segments]
