"""Who a browser is, for ``herotable serve``: visitor ids, page tokens, save folders.

A *visitor id* is 24 random URL-safe characters (``secrets``) kept in a cookie;
a request's cookie counts only when it matches :data:`VISITOR_ID` exactly, and
the visitor's save folder is named by the SHA-256 of the id, never by anything
else the request carries (no path from a browser reaches the file system, and
the folder names on disk do not give the cookies away).

A *page token* is handed out with each page and taken back by the one
websocket that page opens (``/ws/<token>``): single use, bound to the page's
visitor, valid for :data:`TOKEN_LIFETIME` seconds. Another site's page cannot
read our page (the browser's same-origin rule), so it has no token to open a
websocket with, whatever cookies the browser sends along.
"""
from __future__ import annotations

import hashlib
import re
import secrets
import time
from collections import OrderedDict
from pathlib import Path

COOKIE = "herotable_visitor"
VISITOR_ID = re.compile(r"[A-Za-z0-9_-]{24}")
"""The exact shape of a visitor id (``secrets.token_urlsafe(18)``)."""
TOKEN = re.compile(r"[A-Za-z0-9_-]{32}")
TOKEN_LIFETIME = 300.0
MAX_PENDING_TOKENS = 512
"""Pages served and not yet connected that are remembered; the oldest go first."""


def new_visitor_id() -> str:
    """A fresh random visitor id (24 characters of ``[A-Za-z0-9_-]``)."""
    return secrets.token_urlsafe(18)


def visitor_from(cookie: str | None) -> str | None:
    """The visitor id in a cookie's value, or None when it is missing or not exactly
    of the shape :data:`VISITOR_ID` (then the server hands out a new one)."""
    if cookie is None or not VISITOR_ID.fullmatch(cookie):
        return None
    return cookie


def visitor_folder(save_root: Path, visitor: str) -> Path:
    """The save folder of ``visitor`` (a checked id): ``save_root/<sha256 of the id,
    32 hex digits>``, made with mode 0700 if missing. ValueError for an id that is
    not of the shape :data:`VISITOR_ID`; OSError when it cannot be made."""
    if not VISITOR_ID.fullmatch(visitor):
        raise ValueError("not a visitor id")
    folder = Path(save_root) / hashlib.sha256(visitor.encode("ascii")).hexdigest()[:32]
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    return folder


class PageTokens:
    """Tokens handed out with pages, each good for one websocket of its visitor.

    ``clock``: a monotonic time source in seconds (tests give their own)."""

    def __init__(self, clock=time.monotonic, lifetime: float = TOKEN_LIFETIME,
                 limit: int = MAX_PENDING_TOKENS) -> None:
        self._clock = clock
        self._lifetime = lifetime
        self._limit = limit
        self._pending: OrderedDict[str, tuple[str, float]] = OrderedDict()

    def issue(self, visitor: str) -> str:
        """A new token for ``visitor``'s page (32 characters of ``[A-Za-z0-9_-]``)."""
        token = secrets.token_urlsafe(24)
        self._pending[token] = (visitor, self._clock())
        while len(self._pending) > self._limit:
            self._pending.popitem(last=False)
        return token

    def redeem(self, token: str, visitor: str | None) -> bool:
        """True, once, when ``token`` was issued to ``visitor`` less than the lifetime
        ago; the token is spent either way (a wrong visitor cannot try it again)."""
        if not TOKEN.fullmatch(token or ""):
            return False
        entry = self._pending.pop(token, None)
        if entry is None or visitor is None:
            return False
        owner, issued = entry
        return (secrets.compare_digest(owner, visitor)
                and self._clock() - issued <= self._lifetime)
