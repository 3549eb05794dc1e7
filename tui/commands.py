"""Command palette provider: every legal action of the game screen, by its label.

An action listed in the screen's Actions panel is found under the words that
panel shows ("Bid D2: Sneak Attack"), so what a player read there can be typed in
the palette; the others (plays of hand cards) under the engine's label."""
from __future__ import annotations

from functools import partial

from rich.text import Text
from textual.command import DiscoveryHit, Hit, Hits, Provider

from .widgets import ActionList


class LegalActionsProvider(Provider):
    """Lists ``state.legal_actions()`` for the seat on the game screen (ctrl+p)."""

    def _actions(self):
        """(label, action) for every legal action, the Actions panel's words first."""
        screen = self.screen
        legal = getattr(screen, "legal", None)
        actions = list(legal()) if callable(legal) else []
        shown = {}
        for listing in screen.query(ActionList):
            shown.update(zip(listing.actions, listing.labels))
        return [(shown.get(a) or a.label or a.kind, a) for a in actions]

    async def discover(self) -> Hits:
        """All legal actions, in the engine's order."""
        for label, action in self._actions():
            yield DiscoveryHit(Text(label), partial(self.screen.apply_action, action))

    async def search(self, query: str) -> Hits:
        """Legal actions whose labels match what was typed."""
        matcher = self.matcher(query)
        for label, action in self._actions():
            score = matcher.match(label)
            if score > 0:
                yield Hit(score, matcher.highlight(label),
                          partial(self.screen.apply_action, action))


class HelpTopicsProvider(Provider):
    """Finds the game's rules sections and glossary terms (ctrl+p) and opens the help
    at the one chosen. The screen gives them as ``RULES`` and ``GLOSSARY``
    (see ``tui/screens/help.py``)."""

    def _topics(self):
        screen = self.screen
        for page, attr in (("rules", "RULES"), ("glossary", "GLOSSARY")):
            for head, body in getattr(screen, attr, None) or []:
                yield page, head, body

    def _open(self, page: str, topic: str) -> None:
        self.app.show_help(page=page, topic=topic)

    async def search(self, query: str) -> Hits:
        """Topics whose heading (or text) matches what was typed, as "Rules: ..." or
        "Glossary: ..."."""
        matcher = self.matcher(query)
        for page, head, body in self._topics():
            label = f"{page.capitalize()}: {head}"
            score = matcher.match(label)
            if score <= 0 and query.lower() in body.lower():
                score = 0.1
            if score > 0:
                yield Hit(score, matcher.highlight(label), partial(self._open, page, head),
                          help=body.split("\n")[0][:70])
