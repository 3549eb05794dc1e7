"""KeyFooter: Textual's Footer without its FooterKey leak, rebuilt only when its keys
change (used by every screen).

Upstream cause (Textual 8.2.8, ``textual/widgets/_footer.py``): ``Footer.compose``
binds each ``FooterKey`` with ``data_bind(compact=Footer.compact)``, which adds a
watcher ``(key, setter)`` to the Footer's ``compact`` watcher list. The Footer
recomposes on every change of focus or bindings, removing the old keys, but
Textual prunes closed watchers only when ``compact`` itself changes, which it
never does here: every replaced key (and its DOM, styles and closures) stays
alive for the life of the screen (a bare app keeps about 400 after 100 focus
changes). We drop the watchers of closed keys before each compose. Remove this
class when upstream prunes them itself (tests/tui/test_tui_footer_leak.py).

Cost (issue 17): the upstream Footer schedules one whole recompose (every key
unmounted, new ones mounted, styled and laid out) for each ``refresh_bindings``
a screen publishes, and a game screen publishes several per key press (its own
redraw, focus, the actions list's highlight), nearly always with the same keys
to show. ``bindings_changed`` here queues at most one rebuild at a time and the
rebuild is skipped when the keys it would show are the ones on screen.
"""
from __future__ import annotations

from textual.widgets import Footer

from ..styles_cache_leak import release_removed_lines


class KeyFooter(Footer):
    """A ``textual.widgets.Footer`` that releases the keys it replaces and is rebuilt
    only when the keys to show (key, label, enabled, tooltip) change."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._queued = False       # a rebuild check waits for the next refresh
        self._shown: tuple | None = None   # what the mounted keys show (``_keys``)

    def _keys(self) -> tuple:
        """What ``compose`` would show now, as comparable values."""
        palette = self.app.COMMAND_PALETTE_BINDING
        shown = []
        for key, (_node, binding, enabled, tooltip) in self.screen.active_bindings.items():
            if binding.show or key == palette:
                group = binding.group
                shown.append((key, binding.key, self.app.get_key_display(binding),
                              binding.description, binding.action, enabled, tooltip,
                              binding.tooltip, binding.show,
                              None if group is None else (group.description, group.compact)))
        return (self.compact, self.show_command_palette, tuple(shown))

    def bindings_changed(self, screen) -> None:
        """Queue one rebuild check after the next refresh (see the module's docstring)."""
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen and not self._queued:
            self._queued = True
            self.call_after_refresh(self._rebuild_if_changed)

    async def _rebuild_if_changed(self) -> None:
        self._queued = False
        if self.is_attached and self._keys() != self._shown:
            await self.recompose()
            release_removed_lines()   # the replaced keys' lines may go (see there)

    def compose(self):
        """Prune the ``compact`` watchers of removed keys, then compose as Footer does."""
        watchers = getattr(self, "__watchers", {}).get("compact")
        if watchers:
            watchers[:] = [(node, callback) for node, callback in watchers
                           if not (node._closing or node._closed)]
        if self._bindings_ready:
            self._shown = self._keys()
        yield from super().compose()
