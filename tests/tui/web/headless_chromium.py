"""Headless Chromium driven over its DevTools protocol, for the browser test of
``herotable serve``: open a page, type keys, take a screenshot. Also a small PNG
reader (8-bit RGB/RGBA, not interlaced: what Chromium writes) to tell a screenshot
that shows a game from a blank one, with no imaging library."""
from __future__ import annotations

import asyncio
import base64
import itertools
import shutil
import struct
import subprocess
import time
import zlib
from pathlib import Path

import aiohttp

CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-headless-shell",
              "/usr/lib/chromium/chromium")


def chromium_path() -> str | None:
    """The system's Chromium (Debian's ``chromium`` package), or None."""
    for path in CANDIDATES:
        if Path(path).is_file():
            return path
    return shutil.which("chromium")


KEYS = {"\r": ("Enter", 13)}


class Chromium:
    """One headless Chromium with a profile in ``folder``; ``await start()``, ``stop()``."""

    def __init__(self, folder: Path, size=(1100, 760)) -> None:
        self.folder = Path(folder)
        self.size = size
        self.process = None
        self.ws = None
        self.http = None
        self._ids = itertools.count(1)

    async def start(self) -> None:
        """Start Chromium and connect to its page; it is stopped again on a failure."""
        try:
            await self._start()
        except BaseException:
            await self.stop()
            raise

    async def _start(self) -> None:
        profile = self.folder / "profile"
        profile.mkdir(parents=True, exist_ok=True)
        (profile / "DevToolsActivePort").unlink(missing_ok=True)   # a profile used before
        self.process = subprocess.Popen(
            [chromium_path(), "--headless", "--no-sandbox", "--disable-gpu",
             "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--no-first-run", "--disable-extensions",
             "--remote-debugging-port=0", f"--user-data-dir={profile}",
             f"--window-size={self.size[0]},{self.size[1]}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = profile / "DevToolsActivePort"
        end = time.monotonic() + 60
        while not (port_file.exists() and port_file.read_text().count("\n") >= 1):
            if time.monotonic() > end or self.process.poll() is not None:
                raise AssertionError("chromium did not open its DevTools port")
            await asyncio.sleep(0.1)
        port = int(port_file.read_text().split()[0])
        self.http = aiohttp.ClientSession()
        async with self.http.get(f"http://127.0.0.1:{port}/json/list") as response:
            pages = [t for t in await response.json() if t.get("type") == "page"]
        self.ws = await self.http.ws_connect(pages[0]["webSocketDebuggerUrl"],
                                             max_msg_size=64 * 1024 * 1024)

    async def call(self, method: str, **params):
        """One DevTools command; its result (AssertionError on an error answer)."""
        number = next(self._ids)
        await self.ws.send_json({"id": number, "method": method, "params": params})
        async for message in self.ws:
            data = message.json()
            if data.get("id") == number:
                assert "error" not in data, data
                return data.get("result", {})
        raise AssertionError("chromium closed its DevTools socket")

    async def evaluate(self, expression: str):
        result = await self.call("Runtime.evaluate", expression=expression,
                                 returnByValue=True)
        return result.get("result", {}).get("value")

    async def wait_for(self, expression: str, timeout: float = 60.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if await self.evaluate(expression):
                return True
            await asyncio.sleep(0.2)
        return False

    async def type(self, *keys: str, pause: float = 0.5) -> None:
        """Type ``keys`` (characters; "\\r" is Enter) into the focused element."""
        for key in keys:
            name, code = KEYS.get(key, (key, ord(key.upper())))
            for kind in ("keyDown", "keyUp"):
                params = {"type": kind, "key": name, "windowsVirtualKeyCode": code}
                if kind == "keyDown":
                    params["text"] = key
                await self.call("Input.dispatchKeyEvent", **params)
            await asyncio.sleep(pause)

    async def screenshot(self, path: Path) -> bytes:
        data = base64.b64decode((await self.call("Page.captureScreenshot",
                                                 format="png"))["data"])
        Path(path).write_bytes(data)
        return data

    async def stop(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self.http is not None:
            await self.http.close()
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def png_pixels(data: bytes) -> tuple[int, int, list[bytes]]:
    """``(width, height, rows)`` of an 8-bit RGB or RGBA, non-interlaced PNG; each row
    ``width * channels`` bytes, the filters undone."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        size, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + size]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + size
    width, height, depth, colour, _c, _f, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, header
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytes(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else
                                      up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, [_rgb(r, channels) for r in rows]


def _rgb(row: bytes, channels: int) -> bytes:
    if channels == 3:
        return row
    return b"".join(row[i:i + 3] for i in range(0, len(row), 4))


def colour_share(data: bytes) -> tuple[int, float]:
    """``(distinct colours, share of pixels unlike the most common one)`` of a PNG,
    sampled on every 4th pixel of every 4th row."""
    width, height, rows = png_pixels(data)
    counts: dict[bytes, int] = {}
    for row in rows[::4]:
        for x in range(0, width * 3, 12):
            pixel = row[x:x + 3]
            counts[pixel] = counts.get(pixel, 0) + 1
    total = sum(counts.values())
    return len(counts), 1 - max(counts.values()) / total
