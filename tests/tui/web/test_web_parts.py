"""The parts of ``herotable serve`` that need no server: the no-terminal check and
textual-serve's web driver, visitor ids and folders, page tokens, the public URL,
and the command line's one-line refusals."""
from __future__ import annotations

import hashlib
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tui import cli
from tui.web.command import public_url_for
from tui.web.visitors import (PageTokens, new_visitor_id, visitor_folder, visitor_from)

ROOT = Path(__file__).resolve().parents[3]
WEB = "textual.drivers.web_driver:WebDriver"


def _has_terminal(driver: str | None) -> str:
    """``has_terminal()`` in a process whose standard input and output are pipes."""
    env = {k: v for k, v in os.environ.items() if k != "TEXTUAL_DRIVER"}
    if driver is not None:
        env["TEXTUAL_DRIVER"] = driver
    done = subprocess.run([sys.executable, "-c", "from tui.cli import has_terminal; "
                           "print(has_terminal())"], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                          capture_output=True, text=True, timeout=60)
    return done.stdout.strip()


def test_the_web_driver_counts_as_a_terminal_and_no_other_driver_does():
    assert _has_terminal(WEB) == "True"
    assert _has_terminal(None) == "False"
    for other in ("textual.drivers.linux_driver:LinuxDriver", WEB + " ", "web", ""):
        assert _has_terminal(other) == "False", other


def test_under_another_driver_the_title_screen_still_says_it_needs_a_terminal(save_dir):
    env = {**os.environ, "TEXTUAL_DRIVER": "textual.drivers.headless_driver:HeadlessDriver"}
    done = subprocess.run([sys.executable, "-m", "tui"], cwd=ROOT, env=env,
                          stdin=subprocess.PIPE, capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (2, f"herotable: {cli.NO_TERMINAL}\n")


def test_a_visitor_id_is_taken_only_in_its_exact_shape():
    good = new_visitor_id()
    assert visitor_from(good) == good and len(good) == 24
    for bad in (None, "", "../../etc/passwd", good + "x", good[:-1], good[:-1] + "/",
                good[:-1] + ".", "a" * 23 + "\u00e9", " " + good[1:]):
        assert visitor_from(bad) is None, bad


def test_a_visitors_folder_is_named_by_a_hash_of_the_id_and_closed_to_others(tmp_path):
    visitor = "A" * 24
    folder = visitor_folder(tmp_path, visitor)
    assert folder.parent == tmp_path
    assert folder.name == hashlib.sha256(visitor.encode()).hexdigest()[:32]
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert visitor_folder(tmp_path, visitor) == folder          # the same id, the same folder
    assert visitor_folder(tmp_path, "B" * 24) != folder
    for bad in ("../" + "A" * 21, "A" * 25, ""):
        with pytest.raises(ValueError):
            visitor_folder(tmp_path, bad)


def test_a_page_token_opens_one_websocket_of_its_own_visitor_while_fresh():
    now = [1000.0]
    tokens = PageTokens(clock=lambda: now[0], lifetime=300, limit=3)
    ana, bo = "a" * 24, "b" * 24
    first = tokens.issue(ana)
    assert tokens.redeem(first, ana) is True
    assert tokens.redeem(first, ana) is False                   # single use
    stolen = tokens.issue(ana)
    assert tokens.redeem(stolen, bo) is False                   # another visitor's page
    assert tokens.redeem(stolen, ana) is False                  # ... and it is spent
    assert tokens.redeem(tokens.issue(ana), None) is False      # no cookie
    late = tokens.issue(ana)
    now[0] += 301
    assert tokens.redeem(late, ana) is False                    # too old
    oldest = tokens.issue(ana)
    for _ in range(3):
        tokens.issue(bo)
    assert tokens.redeem(oldest, ana) is False                  # pushed out by newer pages
    assert tokens.redeem("../x", ana) is False


@pytest.mark.parametrize("url, origin, host, path", [
    ("http://127.0.0.1:8000/", "http://127.0.0.1:8000", "127.0.0.1:8000", "/"),
    ("https://Games.Example.org", "https://games.example.org", "games.example.org", "/"),
    ("https://games.example.org:443/herotable", "https://games.example.org",
     "games.example.org", "/herotable/"),
    ("http://[::1]:8080/", "http://[::1]:8080", "[::1]:8080", "/"),
])
def test_the_public_url_gives_the_origin_and_host_a_browser_sends(url, origin, host, path):
    pytest.importorskip("textual_serve")
    from tui.web.server import public_origin
    assert public_origin(url) == (origin, host, path)


def test_a_public_url_that_is_not_plain_http_is_refused():
    pytest.importorskip("textual_serve")
    from tui.web.server import ServeError, public_origin
    for bad in ("ftp://x/", "games.example.org", "http:///x", "http://a/?x=1",
                "http://ana@a/", "http://a:99999/"):
        with pytest.raises(ServeError):
            public_origin(bad)


def test_only_a_loopback_bind_goes_without_a_public_url():
    assert public_url_for("127.0.0.1", 8000, None) == "http://127.0.0.1:8000/"
    assert public_url_for("::1", 8001, None) == "http://[::1]:8001/"
    assert public_url_for("0.0.0.0", 80, "http://box.lan/") == "http://box.lan/"
    for bind in ("0.0.0.0", "192.168.1.5", "gamebox"):
        with pytest.raises(ValueError, match="needs --public-url"):
            public_url_for(bind, 8000, None)


@pytest.mark.parametrize("argv, line", [
    (["serve", "--port", "0"], "--port must be from 1 to 65535, not 0"),
    (["serve", "--max-sessions", "0"], "--max-sessions must be from 1 to 1000, not 0"),
    (["serve", "--bind", "0.0.0.0"], "--bind 0.0.0.0 needs --public-url"),
    (["serve", "--public-url", "ftp://box/"], "--public-url must be http://"),
    (["serve", "--join", "no-such-table"], "--join: "),
    (["--guest", "serve"], "a guest cannot start a web server"),
])
def test_bad_serve_settings_are_one_line_and_status_2(save_dir, capsys, argv, line,
                                                      monkeypatch, tmp_path):
    monkeypatch.setenv("HEROTABLE_RUN_DIR", str(tmp_path / "run"))
    assert cli.main(argv) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.startswith("herotable: " + line)
    assert out.err.count("\n") == 1


def test_junk_sizes_from_a_browser_fall_back_to_80x24():
    pytest.importorskip("textual_serve")
    from tui.web.server import _size
    assert _size(120, "40") == (120, 40)
    for junk in (0, -3, 10**6, "12a", None, 1.5, [], "", True):
        assert _size(junk, junk) == (80, 24), junk


def test_without_the_web_extra_serve_says_what_to_install(save_dir, capsys, monkeypatch):
    for name in [n for n in sys.modules if n == "tui.web.server" or n.startswith("textual_serve")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "textual_serve", None)    # import fails as if missing
    assert cli.main(["serve"]) == 2
    err = capsys.readouterr().err
    assert err == ("herotable: herotable serve needs textual-serve (textual_serve is "
                   "missing): pip install 'herotable[web]'\n")


def test_each_tab_runs_herotable_as_a_guest_in_its_visitors_folder(tmp_path, monkeypatch):
    pytest.importorskip("textual_serve")
    from types import SimpleNamespace
    from tui.web.server import HerotableServer
    monkeypatch.setenv("SSH_ORIGINAL_COMMAND", "herotable host orc-wars")
    server = HerotableServer(bind="127.0.0.1", port=8000, public_url="http://127.0.0.1:8000/",
                             save_root=tmp_path, max_sessions=2)
    socket = SimpleNamespace(send_bytes=None, send_str=None, close=None)
    visitor = "Q" * 24
    service = server._service(visitor, socket)
    folder = visitor_folder(tmp_path, visitor)
    assert service.argv == [sys.executable, "-m", "tui", "--guest", "--save-dir", str(folder)]
    assert service.cwd == folder
    env = service._build_environment(100, 30)
    assert env["HEROTABLE_GUEST"] == "1" and env["HEROTABLE_SAVE_DIR"] == str(folder)
    assert env["TEXTUAL_DRIVER"] == WEB and (env["COLUMNS"], env["ROWS"]) == ("100", "30")
    assert "SSH_ORIGINAL_COMMAND" not in env
    joined = HerotableServer(bind="127.0.0.1", port=8000, public_url="http://127.0.0.1:8000/",
                             save_root=tmp_path, max_sessions=2, child=["join", "t-1"],
                             extra_env={"HEROTABLE_RUN_DIR": "/run/x"})
    service = joined._service(visitor, socket)
    assert service.argv[-2:] == ["join", "t-1"]
    assert service._build_environment()["HEROTABLE_RUN_DIR"] == "/run/x"


def test_herotable_run_dir_names_the_run_folder_a_tab_joins_from(tmp_path):
    from tui.table.run_folder import run_folder
    given = tmp_path / "host-run"
    assert run_folder(tmp_path / "visitor", {"HEROTABLE_RUN_DIR": str(given)}) == given
    assert run_folder(tmp_path / "v", {"HEROTABLE_RUN_DIR": "relative"}) == tmp_path / "v" / "run"
    assert run_folder(tmp_path / "v", {}) == tmp_path / "v" / "run"
