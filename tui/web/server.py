"""``herotable serve``: herotable in a browser tab, on textual-serve (issue 43).

``HerotableServer`` is ``textual_serve.server.Server`` (textual-serve 1.1.3)
with these changes, each for a cause in upstream:

- **Our page** (``tui/web/templates/index.html``). Upstream's page loads its
  font from a public CDN and runs inline scripts; ours fetches nothing from
  outside (the Roboto Mono files textual-serve ships, then local monospace
  fonts), runs no inline script, and is sent with a Content-Security-Policy
  that lets it reach only this server.
- **One visitor, one folder.** Upstream starts the same command for every
  websocket and passes it nothing per session; here each tab runs
  ``herotable --guest --save-dir <the visitor's folder>`` (``visitors.py``:
  the folder comes from a random id in an ``HttpOnly``, ``SameSite=Strict``
  cookie, never from a path in the request). A visitor has one herotable at
  a time: a reload, or a second tab, hangs up the earlier one (it saves) and
  waits for it to end before the new one starts.
- **Who may open a websocket.** Upstream checks no ``Origin``, so any page the
  visitor opens could drive their game. Here a websocket needs the
  ``Origin`` of ``--public-url`` and the single-use token of a page this
  server gave the same visitor; the page itself is served only under the
  host name of ``--public-url`` (a DNS-rebinding name is sent there).
- **Sessions are counted**: over ``--max-sessions`` a visitor gets a page that
  says so (HTTP 503), and no process is started.
- No ``/download`` route (herotable delivers no files) and no folder listing
  of ``/static`` (upstream serves it with ``show_index=True``).

What ``serve`` does not do (TLS, accounts) is in ``docs/hosting.md``.
"""
from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import sys
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp_jinja2
import jinja2
from aiohttp import WSMsgType, web
from textual_serve.server import Server

from .guest_process import GuestAppService
from .visitors import COOKIE, PageTokens, new_visitor_id, visitor_folder, visitor_from

HERE = Path(__file__).resolve().parent
log = logging.getLogger("herotable-serve")
COOKIE_AGE = 400 * 24 * 3600   # the longest a browser keeps a cookie (about 400 days)
MAX_CELLS = 1000               # a resize larger than this many columns or rows is junk


START_FAILED = "\r\nherotable did not start. Reload the page to try again.\r\n"
JOIN_FAILED = ("\r\nNo seat of this table is free for you now (or the table has "
               "closed). Reload the page to try again.\r\n")


class ServeError(Exception):
    """A bad ``serve`` setting (one line)."""


def public_origin(url: str) -> tuple[str, str, str]:
    """``(origin, host, path)`` of a public URL: ``origin`` as a browser sends it in
    ``Origin`` (scheme://host[:port], no default port), ``host`` as in a ``Host``
    header, ``path`` ending in "/". ServeError for a URL that is not plain http(s)
    to a host, or that carries a query, fragment or user name."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise ServeError(f"--public-url: {exc}") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ServeError(f"--public-url must be http://HOST[:PORT][/PATH] or https://..., "
                         f"not {url[:80]!r}")
    if parts.query or parts.fragment or parts.username or parts.password:
        raise ServeError("--public-url takes no query, fragment or user name")
    name = parts.hostname.lower()
    name = f"[{name}]" if ":" in name else name
    default = {"http": 80, "https": 443}[parts.scheme]
    host = name if port in (None, default) else f"{name}:{port}"
    path = parts.path if parts.path.endswith("/") else parts.path + "/"
    return f"{parts.scheme}://{host}", host, path


class HerotableServer(Server):
    """textual-serve's ``Server`` for herotable's guests (see the module's notes).

    ``save_root``: the folder that holds every visitor's folder; ``child``: the
    herotable arguments after the per-visitor ``--guest --save-dir FOLDER``
    (``["join", TABLE]`` for ``serve --join``, else ``[]``); ``extra_env``:
    variables for every tab's process; ``max_sessions``: herotable processes at
    once. ServeError for a bad ``public_url``."""

    def __init__(self, *, bind: str, port: int, public_url: str, save_root: Path,
                 max_sessions: int, child: list[str] | None = None,
                 extra_env: dict[str, str] | None = None) -> None:
        super().__init__("herotable", host=bind, port=port, title="herotable",
                         public_url=public_url, templates_path=HERE / "templates")
        self.origin, self.public_host, self.path = public_origin(public_url)
        self.secure = self.origin.startswith("https:")
        self.save_root = Path(save_root)
        self.max_sessions = max_sessions
        self.child = list(child or [])
        self.extra_env = dict(extra_env or {})
        self.tokens = PageTokens()
        self.sessions: dict[str, GuestAppService] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self.say = print

    # -- the web application ------------------------------------------------------------

    async def _make_app(self) -> web.Application:
        """Our routes: the page, the websocket, textual-serve's static files."""
        app = web.Application()
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(self.templates_path),
                             autoescape=True)
        app.add_routes([
            web.get("/", self.handle_index, name="index"),
            web.get("/ws/{token}", self.handle_websocket, name="websocket"),
            web.static("/static", self.statics_path, show_index=False, name="static"),
        ])
        app.on_startup.append(self.on_startup)
        app.on_shutdown.append(self.on_shutdown)
        return app

    def initialize_logging(self) -> None:
        """Plain log lines on stderr (upstream: a rich console with local variables in
        tracebacks, which would print a visitor's cookie)."""
        logging.basicConfig(level=logging.INFO, format="%(message)s", stream=sys.stderr)
        logging.getLogger("aiohttp.access").setLevel(logging.WARNING)

    async def on_startup(self, app: web.Application) -> None:
        """Nothing (upstream prints a logo before the address is bound; ``serve`` says
        where to point a browser once it is)."""

    async def on_shutdown(self, app: web.Application) -> None:
        """Hang up every tab's herotable (each saves) and wait for them."""
        await asyncio.gather(*(service.stop() for service in list(self.sessions.values())),
                             return_exceptions=True)

    # -- the page -----------------------------------------------------------------------

    def busy(self, visitor: str) -> bool:
        """True when ``visitor`` would start a herotable over ``max_sessions`` (their
        own earlier one does not count: it ends first)."""
        others = sum(1 for who, service in self.sessions.items()
                     if who != visitor and service.running)
        return others >= self.max_sessions

    def headers(self) -> dict[str, str]:
        """Headers of every page: nothing from elsewhere, no framing, no caching."""
        socket_origin = ("wss:" if self.secure else "ws:") + self.origin.split(":", 1)[1]
        policy = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
                  f"font-src 'self'; img-src 'self' data:; connect-src 'self' {socket_origin}; "
                  "frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
        return {"Content-Security-Policy": policy, "X-Frame-Options": "DENY",
                "Referrer-Policy": "no-referrer", "Cache-Control": "no-store",
                "X-Content-Type-Options": "nosniff"}

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        """The page: a terminal wired to ``/ws/<token>``; or the busy page (503)."""
        if request.host.lower() != self.public_host:
            raise web.HTTPTemporaryRedirect(self.public_url)
        visitor = visitor_from(request.cookies.get(COOKIE)) or new_visitor_id()
        font_size = request.query.get("fontsize", "16")
        font_size = int(font_size) if font_size.isdigit() and 8 <= int(font_size) <= 40 else 16
        if self.busy(visitor):
            response = aiohttp_jinja2.render_template(
                "busy.html", request, {"limit": self.max_sessions}, status=503)
        else:
            socket_base = ("wss:" if self.secure else "ws:") + self.origin.split(":", 1)[1]
            response = aiohttp_jinja2.render_template("index.html", request, {
                "font_size": font_size,
                "websocket_url": f"{socket_base}{self.path}ws/{self.tokens.issue(visitor)}"})
        response.headers.update(self.headers())
        response.set_cookie(COOKIE, visitor, max_age=COOKIE_AGE, path=self.path,
                            httponly=True, samesite="Strict", secure=self.secure)
        return response

    # -- the websocket ------------------------------------------------------------------

    async def handle_websocket(self, request: web.Request) -> web.StreamResponse:
        """Run the visitor's herotable behind this websocket: 403 without our Origin or
        the page's token, 503 over ``max_sessions``."""
        if request.headers.get("Origin", "").lower() != self.origin:
            return web.Response(status=403, text="refused: this page comes from another site")
        visitor = visitor_from(request.cookies.get(COOKIE))
        if not self.tokens.redeem(request.match_info["token"], visitor):
            return web.Response(status=403, text="refused: reload the page")
        lock = self._locks.setdefault(visitor, asyncio.Lock())
        async with lock:
            earlier = self.sessions.get(visitor)
            if earlier is not None:   # a reload or another tab: the earlier one saves first
                await earlier.stop()
            if self.busy(visitor):
                return web.Response(status=503, text="every seat of this server is taken")
            websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=64 * 1024)
            await websocket.prepare(request)
            service = self._service(visitor, websocket)
            self.sessions[visitor] = service
            width, height = _size(request.query.get("width"), request.query.get("height"))
            try:
                await service.start(width, height)
            except OSError as exc:
                log.error("herotable did not start: %s", exc)
                del self.sessions[visitor]
                await websocket.close()
                return websocket
        try:
            await self._process_messages(websocket, service)
        except Exception as exc:   # a socket error: the tab is gone all the same
            log.warning("websocket: %s", exc)
        finally:
            await service.stop()
            if self.sessions.get(visitor) is service:
                del self.sessions[visitor]
                if not lock.locked():   # else a newer tab of this visitor is starting
                    self._locks.pop(visitor, None)
        return websocket

    def _service(self, visitor: str, websocket: web.WebSocketResponse) -> GuestAppService:
        folder = visitor_folder(self.save_root, visitor)
        argv = [sys.executable, "-m", "tui", "--guest", "--save-dir", str(folder), *self.child]
        root = str(HERE.parents[1])   # the tui package the server runs, for the child too
        extra = {**self.extra_env, "HEROTABLE_GUEST": "1", "HEROTABLE_SAVE_DIR": str(folder),
                 "PYTHONPATH": os.pathsep.join(filter(None, (root,
                                                             os.environ.get("PYTHONPATH"))))}
        failed = JOIN_FAILED if self.child[:1] == ["join"] else START_FAILED
        return GuestAppService(argv, extra, folder, failed=failed,
                               write_bytes=websocket.send_bytes,
                               write_str=websocket.send_str, close=websocket.close,
                               download_manager=self.download_manager)

    async def _process_messages(self, websocket: web.WebSocketResponse,
                                app_service: GuestAppService) -> None:
        """The browser's messages (upstream's protocol: ``["stdin", text]``,
        ``["resize", {"width", "height"}]``, ``["ping", x]``, ``["focus"]``,
        ``["blur"]``). Upstream asserts each message's shape, so one junk message
        ended the session with a traceback in the log; here junk is skipped."""
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                envelope = json.loads(message.data)
            except ValueError:
                continue
            if not isinstance(envelope, list) or not envelope:
                continue
            kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
            if kind == "stdin" and isinstance(data, str):
                await app_service.send_bytes(data.encode("utf-8", "replace"))
            elif kind == "resize" and isinstance(data, dict):
                width, height = _size(data.get("width"), data.get("height"))
                await app_service.set_terminal_size(width, height)
            elif kind == "ping" and isinstance(data, str) and len(data) < 64:
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await app_service.blur()
            elif kind == "focus":
                await app_service.focus()

    def serve(self, debug: bool = False) -> None:
        """Serve until SIGINT or SIGTERM; ServeError when the address cannot be used.
        Upstream's ``serve`` with our line once the socket listens (``run_app``'s
        ``print``, which upstream silences) and no debug mode (it would start the
        tabs with Textual's devtools)."""
        self.initialize_logging()
        loop = asyncio.new_event_loop()
        for name in ("SIGINT", "SIGTERM"):
            loop.add_signal_handler(getattr(signal, name), self.request_exit)
        try:
            web.run_app(self._make_app(), host=self.host, port=self.port,
                        handle_signals=False, loop=loop, print=self._listening)
        except OSError as exc:
            raise ServeError(f"cannot listen on {self.host}:{self.port}: "
                             f"{exc.strerror or exc}") from None
        finally:
            loop.close()

    def _listening(self, *_lines) -> None:
        self.say(f"herotable serve: open {self.public_url} in a browser; "
                 f"Ctrl-C stops (every game is saved)", flush=True)


def _size(width, height) -> tuple[int, int]:
    """A terminal size from a browser: whole numbers from 1 to ``MAX_CELLS``, else 80x24."""
    def cells(value, default: int) -> int:
        text = str(value) if isinstance(value, (int, str)) else ""
        return int(text) if text.isdigit() and 1 <= int(text) <= MAX_CELLS else default
    return cells(width, 80), cells(height, 24)
