"""``herotable serve`` for real: a server process on 127.0.0.1 at a free port, its page
fetched and its websocket driven with aiohttp, as textual-serve's ``textual.js`` talks
(``web_client.py``). Marked slow: each test starts the server and a herotable or two."""
from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

pytest.importorskip("textual_serve")

import aiohttp

import saves
from tui.session import GameSession, release_except
from tui.web.visitors import COOKIE, visitor_folder
from web_client import Served, Tab

pytestmark = pytest.mark.slow


@pytest.fixture
def served(save_dir):
    server = Served(save_dir)
    yield server
    assert server.stop() == 0


def _http() -> aiohttp.ClientSession:
    # aiohttp's default jar keeps no cookie of a bare IP address such as 127.0.0.1
    return aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))


def _visitor(http: aiohttp.ClientSession) -> str:
    return next(c.value for c in http.cookie_jar if c.key == COOKIE)


def test_the_page_fetches_nothing_from_elsewhere_and_sets_a_strict_cookie(served):
    assert served.first_line == (f"herotable serve: open {served.url} in a browser; "
                                 "Ctrl-C stops (every game is saved)")

    async def run():
        async with _http() as http:
            async with http.get(served.url) as response:
                page = await response.text()
                assert response.status == 200
                cookie = response.headers.getall("Set-Cookie")
                policy = response.headers["Content-Security-Policy"]
            # every URL in the page is relative or our own origin's websocket
            urls = re.findall(r"(?:https?|wss?)://[^\s\"'<>)]+", page)
            assert urls and all(u.startswith(f"ws://127.0.0.1:{served.port}/ws/")
                                for u in urls), urls
            assert "googleapis" not in page and "<script>" not in page
            assert len(cookie) == 1
            flags = [part.strip().lower() for part in cookie[0].split(";")]
            assert "httponly" in flags and "samesite=strict" in flags and "path=/" in flags
            assert re.fullmatch(r"herotable_visitor=[A-Za-z0-9_-]{24}", cookie[0].split(";")[0])
            assert "default-src 'none'" in policy and "frame-ancestors 'none'" in policy
            # the font and the scripts the page names are served from here
            for name in re.findall(r'(?:href|src)="(static/[^"]+)"', page) + [
                    "static/fonts/RobotoMono-VariableFont_wght.ttf"]:
                async with http.get(served.url + name) as response:
                    assert response.status == 200, name
            async with http.get(served.url + "static/") as response:
                assert response.status in (403, 404)          # no folder listing
            async with http.get(served.url + "download/x") as response:
                assert response.status == 404
            # a second page: the same visitor, a new token
            again = await Tab.load(http, served)
            assert _visitor(http) == re.search(r"=([^;]+)", cookie[0]).group(1)
            assert again.websocket_url not in page
            # another host name (say, a DNS-rebinding one) is sent to the public URL
            async with http.get(f"http://localhost:{served.port}/",
                                allow_redirects=False) as response:
                assert response.status == 307
                assert response.headers["Location"] == served.url
    asyncio.run(run())


def test_a_websocket_needs_our_origin_and_the_pages_own_token(served):
    async def refused(http, url, origin) -> int:
        try:
            ws = await http.ws_connect(url, origin=origin)
        except aiohttp.WSServerHandshakeError as exc:
            return exc.status
        await ws.close()
        return 101

    async def run():
        async with _http() as ana, _http() as bo:
            page = await Tab.load(ana, served)
            url = page.websocket_url
            assert await refused(ana, url, "http://evil.example") == 403
            assert await refused(ana, url, None) == 403
            assert await refused(ana, url, served.origin) == 101      # untouched by those
            assert await refused(ana, url, served.origin) == 403      # and now spent
            other = await Tab.load(ana, served)
            assert await refused(bo, other.websocket_url, served.origin) == 403  # not Bo's
            token = (await Tab.load(ana, served)).websocket_url
            assert await refused(ana, token[:-1] + ("A" if token[-1] != "A" else "B"),
                                 served.origin) == 403
            assert await refused(ana, f"ws://127.0.0.1:{served.port}/ws", served.origin) == 404
            assert list(served.save_root.glob("*/*.htsave")) == []
    asyncio.run(run())


def test_a_browser_plays_a_game_and_a_reload_finds_it(served):
    """A seeded duel put in the visitor's folder: Continue, pass the hand-off, discard
    card 1; the save holds exactly that. A reload ends the first tab's herotable (it
    saves and lets go of the game) and the new tab continues at the same point."""
    async def run():
        async with _http() as http:
            first = await Tab.load(http, served)
            folder = visitor_folder(served.save_root, _visitor(http))
            session = GameSession.new("herocard-duel", 2, seed=1, folder=folder)
            session.close()
            release_except(None)
            await first.connect(served.origin)
            assert await first.wait_for("Continue"), first.text()[-2000:]
            await first.keys("c")
            assert await first.wait_for("Pass the keyboard to"), first.text()[-2000:]
            await first.keys("\r", "1", "\r", pause=0.8)
            assert await first.wait_for("Player 2 discards Crushing Grip"), first.text()[-3000:]

            second = await Tab.load(http, served)
            await second.connect(served.origin)
            for _ in range(200):          # the first tab's herotable is hung up
                if first.closed:
                    break
                await asyncio.sleep(0.1)
            assert first.closed
            saved = saves.read(session.path)
            assert [a.to_data() for a in saved.state.history] == [
                {"kind": "discard", "args": {"card": "crushing-grip"}}]
            assert await second.wait_for("Continue"), second.text()[-2000:]
            await second.keys("c")
            assert await second.wait_for("Pass the keyboard to"), second.text()[-2000:]
            await second.keys("\r")
            assert await second.wait_for("Player 2 discards Crushing Grip"), \
                second.text()[-3000:]
            async with _http() as other:     # another browser: its own, empty folder
                stranger = await Tab.load(other, served)
                await stranger.connect(served.origin)
                assert await stranger.wait_for("No saved game yet."), stranger.text()[-2000:]
                assert _visitor(other) != _visitor(http)
                await stranger.close()
            # the server stops with the game open in the second tab: its herotable is
            # hung up and lets go of the save, which loads here at the same point
            assert served.stop() == 0
            for _ in range(100):
                if second.closed:
                    break
                await asyncio.sleep(0.1)
            assert second.closed
        assert sorted(p.name for p in folder.glob("*.htsave")) == [session.path.name]
        again = GameSession.load(session.path)
        assert [a.to_data() for a in again.state.history] == [
            {"kind": "discard", "args": {"card": "crushing-grip"}}]
        again.close()
    asyncio.run(run())


def test_over_max_sessions_a_visitor_gets_a_page_that_says_so(save_dir):
    server = Served(save_dir, "--max-sessions", "1")
    try:
        async def run():
            async with _http() as ana, _http() as bo:
                tab = await Tab.load(ana, server)
                await tab.connect(server.origin)
                assert await tab.wait_for("New game")
                async with bo.get(server.url) as response:
                    text = await response.text()
                    assert response.status == 503
                assert "Every seat of this herotable server is taken" in text
                assert re.search(r"at most 1\s+game at once", text) and "data-session-websocket-url" not in text
                again = await Tab.load(ana, server)   # Ana's reload replaces her own
                assert again.status == 200
                await tab.close()
                for _ in range(100):
                    async with bo.get(server.url) as response:
                        if response.status == 200:
                            break
                    await asyncio.sleep(0.1)
                assert response.status == 200          # her tab closed: a seat is free
        asyncio.run(run())
    finally:
        assert server.stop() == 0


def test_a_headless_chromium_plays_keys_and_shows_the_game(save_dir, tmp_path):
    """Debian's Chromium (``.ci/run`` installs it) opens the page: the title screen is
    drawn (the screenshot is not blank), typed keys start a duel (a save appears in
    the visitor's folder) and pass the hand-off; the pictures stay in ``tmp_path``."""
    import os
    from headless_chromium import Chromium, chromium_path, colour_share
    if chromium_path() is None:
        if os.environ.get("CI"):
            pytest.fail("no chromium: .ci/run installs it")
        pytest.skip("no chromium on this machine (apt-get install chromium)")
    server = Served(save_dir)
    browser = Chromium(tmp_path / "chromium", size=(1000, 700))

    async def run():
        await browser.start()
        await browser.call("Page.navigate", url=server.url)
        assert await browser.wait_for(
            "document.body && document.body.classList.contains('-first-byte')")
        await asyncio.sleep(1.5)      # the title screen's first frames
        title = await browser.screenshot(tmp_path / "title.png")
        colours, share = colour_share(title)
        assert colours >= 20 and share >= 0.05, (colours, share)
        await browser.call("Emulation.setFocusEmulationEnabled", enabled=True)
        assert await browser.evaluate(
            "(() => {const t = document.querySelector('.xterm-helper-textarea');"
            " t.focus(); return document.activeElement === t})()")
        await browser.type("n", pause=1.0)
        await browser.type("\r", pause=1.0)          # Start on the new-game form
        for _ in range(100):
            if list(server.save_root.glob("*/*.htsave")):
                break
            await asyncio.sleep(0.1)
        assert len(list(server.save_root.glob("*/*.htsave"))) == 1
        await browser.type("\r", pause=1.5)          # past the hand-off: the game
        game = await browser.screenshot(tmp_path / "game.png")
        assert game != title
        colours, share = colour_share(game)
        assert colours >= 20 and share >= 0.05, (colours, share)

    try:
        asyncio.run(run())
    finally:
        asyncio.run(browser.stop())
        assert server.stop() == 0


def test_serve_join_gives_each_tab_a_seat_of_a_table_hosted_here(save_dir, tmp_path):
    """``herotable serve --join TABLE``: a duel hosted on this machine (``HostThread``),
    seat 1 joined from a terminal, seat 2 from the browser. The tab's herotable takes
    the free seat (its key kept in the visitor's folder), plays a discard the host
    applies, and after a reload takes the same seat back with that key."""
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "table"))
    from table_host import HostThread, wait_until

    hosted = tmp_path / "hosted"
    hosted.mkdir()
    session = GameSession.new("herocard-duel", 2, seed=1, folder=hosted)
    runs = tmp_path / "run"
    host = HostThread(session, runs)
    terminal = host.join(tmp_path / "terminal", seat=0)
    server = Served(save_dir, "--join", host.name, env={"HEROTABLE_RUN_DIR": str(runs)})
    try:
        async def run():
            async with _http() as http:
                tab = await Tab.load(http, server)
                await tab.connect(server.origin)
                assert await tab.wait_for("Hand: Player 2"), tab.text()[-2000:]
                folder = visitor_folder(server.save_root, _visitor(http))
                assert (folder / "seat-keys.json").exists()
                await tab.keys("1", "\r", pause=0.8)
                assert await tab.wait_for("Player 2 discards Crushing Grip"), \
                    tab.text()[-3000:]
                again = await Tab.load(http, server)
                await again.connect(server.origin)
                assert await again.wait_for("Hand: Player 2"), again.text()[-2000:]
                assert tab.closed
                async with _http() as late:      # both seats are taken: one plain line
                    third = await Tab.load(late, server)
                    await third.connect(server.origin)
                    assert await third.wait_for("No seat of this table is free for you now")
                    for _ in range(100):
                        if third.closed:
                            break
                        await asyncio.sleep(0.1)
                    assert third.closed and "/" not in third.text()   # no path, no pid
                await again.close()
        asyncio.run(run())
        assert wait_until(lambda: host.call(lambda: [a.to_data() for a in
                                                      session.state.history]) == [
            {"kind": "discard", "args": {"card": "crushing-grip"}}])
    finally:
        assert server.stop() == 0
        terminal.close()
        host.stop()


def test_junk_from_a_browser_is_skipped_and_the_game_goes_on(served):
    """Upstream asserted each message's shape: one junk message ended the session."""
    async def run():
        async with _http() as http:
            tab = await Tab.load(http, served)
            await tab.connect(served.origin)
            assert await tab.wait_for("New game")
            for junk in ("not json", "{}", "[]", "5", '["stdin", 5]', '["resize", "x"]',
                         '["resize", {"width": -1, "height": 1e9}]', '["ping", {}]',
                         '["nothing"]'):
                await tab.ws.send_str(junk)
            await tab.ws.send_bytes(b"\x00binary")
            tab.screen = ""
            await tab.keys("n")
            assert await tab.wait_for("Tab: next field"), tab.text()[-2000:]
            assert not tab.closed
            await tab.close()
    asyncio.run(run())
