"""Command palette provider: every legal action of the game screen, by its label."""
from __future__ import annotations

from functools import partial

from rich.text import Text
from textual.command import DiscoveryHit, Hit, Hits, Provider


class LegalActionsProvider(Provider):
    """Lists ``state.legal_actions()`` for the seat on the game screen (ctrl+p)."""

    def _actions(self):
        screen = self.screen
        legal = getattr(screen, "legal", None)
        return list(legal()) if callable(legal) else []

    async def discover(self) -> Hits:
        """All legal actions, in the engine's order."""
        for action in self._actions():
            yield DiscoveryHit(Text(action.label), partial(self.screen.apply_action, action))

    async def search(self, query: str) -> Hits:
        """Legal actions whose labels match what was typed."""
        matcher = self.matcher(query)
        for action in self._actions():
            score = matcher.match(action.label)
            if score > 0:
                yield Hit(score, matcher.highlight(action.label),
                          partial(self.screen.apply_action, action))
