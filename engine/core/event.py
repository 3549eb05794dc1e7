"""Events: typed records of what happened, for logs and animations."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass
class Event:
    """Something that happened when an action was applied.

    ``kind``: short id ("card_played", "cards_drawn", "victory_point", ...).
    ``seat``: the seat it concerns most (or None).
    ``private_to``: None for a public event, else the seat that may see the
    private details; other seats get ``public_text``.
    ``text``: the words for the seat the event belongs to (or everyone, if
    public); ``public_text``: the words for everyone else.
    ``data``: msgpack-ready details for programs.
    """

    kind: str
    text: str
    seat: int | None = None
    private_to: int | None = None
    public_text: str | None = None
    data: dict = field(default_factory=dict)

    @property
    def public(self) -> bool:
        """True when every seat may see every detail."""
        return self.private_to is None

    def describe(self, seat: int | None) -> str:
        """Plain words for ``seat``'s log: private details only for their owner.

        ``seat`` None means a spectator, who sees only public words.
        """
        if self.private_to is None or seat == self.private_to:
            return self.text
        return self.public_text if self.public_text is not None else ""

    def to_data(self) -> dict:
        """msgpack-ready copy of the event."""
        return {"kind": self.kind, "text": self.text, "seat": self.seat,
                "private_to": self.private_to, "public_text": self.public_text,
                "data": self.data}
