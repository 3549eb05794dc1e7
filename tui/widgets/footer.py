"""KeyFooter: Textual's Footer without its FooterKey leak (used by every screen).

Upstream cause (Textual 8.2.8, ``textual/widgets/_footer.py``): ``Footer.compose``
binds each ``FooterKey`` with ``data_bind(compact=Footer.compact)``, which adds a
watcher ``(key, setter)`` to the Footer's ``compact`` watcher list. The Footer
recomposes on every change of focus or bindings, removing the old keys, but
Textual prunes closed watchers only when ``compact`` itself changes, which it
never does here: every replaced key (and its DOM, styles and closures) stays
alive for the life of the screen (a bare app keeps about 400 after 100 focus
changes). We drop the watchers of closed keys before each compose. Remove this
class when upstream prunes them itself (tests/tui/test_tui_footer_leak.py).
"""
from __future__ import annotations

from textual.widgets import Footer


class KeyFooter(Footer):
    """A ``textual.widgets.Footer`` that releases the keys it replaces."""

    def compose(self):
        """Prune the ``compact`` watchers of removed keys, then compose as Footer does."""
        watchers = getattr(self, "__watchers", {}).get("compact")
        if watchers:
            watchers[:] = [(node, callback) for node, callback in watchers
                           if not (node._closing or node._closed)]
        yield from super().compose()
