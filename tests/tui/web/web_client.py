"""A browser tab in a test: fetch ``herotable serve``'s page and talk to its websocket
the way textual-serve's ``textual.js`` does (``["stdin", text]``, ``["resize", {...}]``),
with aiohttp's client (textual-serve's own dependency). A tab's screen is read back
as the text the app wrote, escape codes stripped."""
from __future__ import annotations

import asyncio
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parents[3]
TOKEN_URL = re.compile(r'data-session-websocket-url="(ws://[^"]+)"')
ANSI = re.compile(r"\x1b\[[0-9;?<>=$]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][0-9A-Za-z]|\x1b[=>78]")


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Served:
    """``herotable serve`` in a subprocess on 127.0.0.1 at a free port."""

    def __init__(self, save_dir: Path, *extra: str, env=None) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.origin = f"http://127.0.0.1:{self.port}"
        self.save_root = Path(save_dir) / "web"
        import os
        environ = {**os.environ, "HEROTABLE_SAVE_DIR": str(save_dir), **(env or {})}
        self.log = Path(save_dir).parent / f"serve-{self.port}.log"   # never a full pipe
        with open(self.log, "wb") as out:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "tui", "serve", "--port", str(self.port), *extra],
                cwd=ROOT, env=environ, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                for _ in range(100):
                    if self.output().endswith("\n"):
                        break
                    time.sleep(0.05)
                self.first_line = self.output().split("\n", 1)[0]
                return
            except OSError:
                if self.process.poll() is not None:
                    break
                time.sleep(0.1)
        self.stop()
        raise AssertionError(f"serve did not start: {self.output()}")

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
        return self.process.wait()

    def output(self) -> str:
        """What the server printed so far."""
        return self.log.read_text("utf-8", "replace")


class Tab:
    """One page and its websocket: ``await Tab.open(session, served)``."""

    def __init__(self, http: aiohttp.ClientSession, page: str, status: int) -> None:
        self.http = http
        self.page = page
        self.status = status
        self.ws = None
        self.screen = ""
        self.closed = False
        self._reader = None

    @classmethod
    async def load(cls, http: aiohttp.ClientSession, served: Served) -> "Tab":
        async with http.get(served.url) as response:
            return cls(http, await response.text(), response.status)

    @property
    def websocket_url(self) -> str:
        return TOKEN_URL.search(self.page).group(1)

    async def connect(self, origin: str, url: str | None = None, cols=100, rows=32) -> None:
        self.ws = await self.http.ws_connect(f"{url or self.websocket_url}?width={cols}"
                                             f"&height={rows}", origin=origin)
        await self.ws.send_json(["resize", {"width": cols, "height": rows}])
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for message in self.ws:
            if message.type == aiohttp.WSMsgType.BINARY:
                self.screen += message.data.decode("utf-8", "replace")
                self.screen = self.screen[-400_000:]
        self.closed = True

    def text(self) -> str:
        """What the app wrote lately, escape codes taken out."""
        return ANSI.sub("", self.screen)

    async def wait_for(self, words: str, timeout: float = 60.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if words in self.text():
                return True
            if self.closed:
                return False
            await asyncio.sleep(0.1)
        return words in self.text()

    async def keys(self, *keys: str, pause: float = 0.3) -> None:
        for key in keys:
            await self.ws.send_json(["stdin", key])
            await asyncio.sleep(pause)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await self._reader
