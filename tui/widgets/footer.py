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
rebuild is skipped when the keys it would show are the ones on screen. When they
differ, the mounted keys are changed in place (a key's words, its dimming) and
only the difference in number is mounted or removed; a recompose (the upstream
way) is left for binding groups, which no screen here uses, and the first keys.
"""
from __future__ import annotations

from rich.cells import cell_len
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from ..upstream.styles_cache_leak import release_removed_lines


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
            self._after_own_refresh(self._rebuild_if_changed)

    def _after_own_refresh(self, callback) -> None:
        """Run ``callback`` after this footer's own screen next refreshes.

        Works around Textual 8.2.8: ``call_after_refresh`` hands the callback to
        whichever screen is on top when the message is read
        (``Widget._on_invoke_later`` -> ``app.screen._invoke_later``). Queued while a
        dialog covers the game screen, it waits on the dialog, and is lost when the
        dialog closes first: ``_queued`` then stayed True and the footer never
        changed again (seen in Hero Realms after an attack dialog closed at once).
        Giving it to the footer's own screen keeps it until that screen refreshes.
        Test: test_tui_footer_leak.py, ``..._queued_under_a_dialog_...``.
        """
        screen = self.screen
        if hasattr(screen, "_invoke_later"):
            screen._invoke_later(callback, self)
        else:                      # upstream changed: the plain way
            self.call_after_refresh(callback)

    async def _rebuild_if_changed(self) -> None:
        self._queued = False
        if not self.is_attached:
            return
        keys = self._keys()
        if keys == self._shown:
            return
        if await self._update_in_place():
            self._shown = keys
        else:
            await self.recompose()
            release_removed_lines()   # the replaced keys' lines may go (see there)
        self._after_own_refresh(self._refit_indicator)

    def _refit_indicator(self) -> None:
        """A thinking indicator on this screen fits its words to the new keys
        (``ThinkingLine.refit``: it must not hide the last of them)."""
        from .thinking import ThinkingLine
        if self.is_attached:
            for line in self.screen.query(ThinkingLine):
                line.refit()

    def _wanted(self) -> list[tuple] | None:
        """(key, key display, description, action, disabled, tooltip) of each key
        ``Footer.compose`` would yield now, the palette key's last (marked by its
        action); None when it would yield a binding group (then it composes)."""
        active = self.screen.active_bindings
        by_action: dict[str, tuple] = {}
        for _node, binding, enabled, tooltip in active.values():
            if binding.show:
                if binding.group is not None:
                    return None
                by_action.setdefault(binding.action, (binding, enabled, tooltip))
        wanted = [(b.key, self.app.get_key_display(b), b.description, b.action, not enabled,
                   tooltip) for b, enabled, tooltip in by_action.values()]
        if self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE:
            found = active.get(self.app.COMMAND_PALETTE_BINDING)
            if found is not None:
                _node, b, enabled, _tooltip = found
                wanted.append((b.key, self.app.get_key_display(b), b.description, b.action,
                               not enabled, b.tooltip or b.description))
        return wanted

    async def _update_in_place(self) -> bool:
        """Show the keys of ``_wanted`` by changing the mounted keys, mounting or
        removing only the difference in number (what a recompose would show, for a
        fraction of its cost: no key is restyled or laid out that did not change).
        False (nothing done) when the keys can't be matched that way."""
        wanted = self._wanted()
        keys = list(self.children)
        if wanted is None or not all(type(key) is FooterKey for key in keys):
            return False
        palette = [key for key in keys if key.has_class("-command-palette")]
        keys = [key for key in keys if not key.has_class("-command-palette")]
        wants_palette = bool(wanted) and wanted[-1][3] == self._palette_action()
        if len(palette) != int(wants_palette):
            return False
        if wants_palette:
            _update_key(palette[0], *wanted.pop())
        for key, values in zip(keys, wanted):
            _update_key(key, *values)
        if len(keys) > len(wanted):
            await self.remove_children(keys[len(wanted):])
            self._prune_watchers()
            release_removed_lines()
        elif len(wanted) > len(keys):
            new = [FooterKey(*values[:4], disabled=values[4], tooltip=values[5])
                   .data_bind(compact=Footer.compact) for values in wanted[len(keys):]]
            if palette:
                await self.mount_all(new, before=palette[0])
            else:
                await self.mount_all(new)
        self.styles.grid_size_columns = len(wanted)
        return True

    def _palette_action(self) -> str | None:
        found = self.screen.active_bindings.get(self.app.COMMAND_PALETTE_BINDING)
        return None if found is None else found[1].action

    def _prune_watchers(self) -> None:
        """Drop the ``compact`` watchers of removed keys (the upstream leak)."""
        watchers = getattr(self, "__watchers", {}).get("compact")
        if watchers:
            watchers[:] = [(node, callback) for node, callback in watchers
                           if not (node._closing or node._closed)]

    def compose(self):
        """Prune the ``compact`` watchers of removed keys, then compose as Footer does."""
        self._prune_watchers()
        if self._bindings_ready:
            self._shown = self._keys()
        yield from super().compose()


def _update_key(key: FooterKey, binding_key: str, display: str, description: str, action: str,
                disabled: bool, tooltip: str) -> None:
    """Make a mounted ``FooterKey`` show another binding (as if made for it anew):
    redrawn, and laid out again only when its width changes."""
    if (key.key, key.key_display, key.description, key.action, key._disabled,
            key.tooltip or "") == (binding_key, display, description, action, disabled,
                                   tooltip or ""):
        return
    resized = (cell_len(key.key_display) != cell_len(display)
               or cell_len(key.description) != cell_len(description))
    key.key, key.key_display, key.description, key.action = binding_key, display, description, action
    key._disabled = disabled
    key.set_class(disabled, "-disabled")
    key.tooltip = tooltip or None
    key.refresh(layout=resized)
