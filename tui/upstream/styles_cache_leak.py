"""Workaround for Textual 8.2.8: removed widgets' rendered lines stay alive.

Upstream cause (``textual/_styles_cache.py``): ``StylesCache.get_inner_outer`` is
a method under ``functools.lru_cache(1024)``, so the cache's keys hold every
widget's ``StylesCache`` (``self``), and each ``StylesCache`` holds the widget's
rendered lines (``Strip`` objects, eight tracked objects each). A widget that is
removed (a footer key replaced, a dialog closed) keeps its lines alive until
1,024 newer entries push it out: after 60 Hero Realms actions by keys, 356 dead
caches held 1,143 strips, a third of what every full garbage collection walked,
and memory grew with them (issue 17).

:func:`release_removed_lines` empties that cache; the next lines drawn fill it
again at the cost of two ``Style`` objects per widget. The app calls it on every
change of screen (a dialog closed), the footer after it replaced its keys. Remove this module when
upstream no longer caches by instance (``tests/tui/test_tui_styles_cache_leak.py``
says so).
"""
from __future__ import annotations

from textual._styles_cache import StylesCache


def release_removed_lines() -> None:
    """Let the ``StylesCache`` of every removed widget (and its lines) be freed."""
    clear = getattr(StylesCache.get_inner_outer, "cache_clear", None)
    if clear is not None:
        clear()
