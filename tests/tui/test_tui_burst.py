"""Keys that arrive in one read (a paste, fast typing or a stalled SSH link) act
in the order they were typed: the real app under a pseudo-terminal.

Pilot presses keys one message at a time and cannot show this; here several
keys go to the terminal in ONE write (``pty_driver.PtyApp.write``). Before the
fix (``tui/upstream/key_order.py``), a priority Enter binding ran ahead of the digits
queued before it and the letters after a Tab went to the field it left. Outcomes are read from the autosave the app
writes after each action (its events), or from the campaign file.
"""
from __future__ import annotations

import time
from pathlib import Path

import pytest

import saves
from pty_driver import ENTER, ESC, TAB, PtyApp

pytestmark = pytest.mark.skipif(not hasattr(__import__("os"), "forkpty"),
                                reason="needs a pseudo-terminal (os.forkpty)")


def _saved(folder: Path):
    """The newest autosave read back, or None while there is none."""
    path = saves.newest(folder)
    if path is None:
        return None
    try:
        return saves.read(path)
    except saves.SaveError:
        return None


def _events_after(app: PtyApp, folder: Path, count: int, what: str) -> list[str]:
    """Wait for the autosave to hold more than ``count`` events; their texts."""
    def check():
        saved = _saved(folder)
        texts = [e.text for e in saved.events] if saved else []
        return texts if len(texts) > count else None
    return app.wait_until(check, what=what)


def _phase(folder: Path, seat: int, phase: str):
    def check():
        saved = _saved(folder)
        if saved and saved.state.current_player == seat:
            view = saved.state.view(seat)
            return saved if view.get("phase") == phase else None
        return None
    return check


def test_duel_digits_then_enter_in_one_write(save_dir):
    """HeroCard duel, seed 1 (Player 2 first): '3', '5', Enter in one write plays the
    Base Attack in slot 3 with the Attack Mod in slot 5 as one set (rulebook: Action
    Phase, attack sets); the defender's '5', '6', Enter blocks with Parry and Braced
    Stance (rulebook: blocking)."""
    with PtyApp(["new", "herocard-duel", "--seed", "1"], save_dir) as app:
        app.wait_text("press Enter when only you")
        app.write(ENTER)
        app.wait_until(_phase(save_dir, 1, "discard"), what="Player 2's discard phase")
        app.write(ENTER)                               # done discarding (the draw is automatic)
        app.wait_until(_phase(save_dir, 1, "action"), what="Player 2's action phase")
        mark = app.mark()
        before = len(_saved(save_dir).events)        # the skipped phases' lines (issue 15)
        app.write("35" + ENTER)
        texts = _events_after(app, save_dir, before, "the attack")
        assert any("Savage Swipe" in t and "Brutal Momentum" in t for t in texts), texts
        app.wait_text("press Enter when only you", since=mark)
        app.write(ENTER)
        count = len(texts)
        app.wait_text("Parry", since=mark)
        app.write("56" + ENTER)
        texts = _events_after(app, save_dir, count, "the block")
        block = [t for t in texts[count:] if "Parry" in t]
        assert block and "Braced Stance" in block[0], texts[count:]


def test_new_campaign_names_and_enter_in_one_write(save_dir):
    """The new-campaign dialog: "Dan", Tab, "Bea", Enter in one write creates the
    campaign of Dan and Bea (before: "a campaign has 2 to 4 players, not 1")."""
    with PtyApp(["campaign"], save_dir) as app:
        app.wait_text("New campaign")
        mark = app.mark()
        app.write("n")
        app.wait_text("New Orc Wars campaign", since=mark)
        app.write("Dan" + TAB + "Bea" + ENTER)

        def made():
            found = saves.list_campaigns(save_dir)
            return found[0].campaign if found and found[0].campaign else None
        campaign = app.wait_until(made, what="the campaign file")
        assert list(campaign.players) == ["Dan", "Bea"]


def _realms_attacked(app: PtyApp, folder: Path) -> dict:
    """Wait for the autosave to show Player 2's health off 50; Player 1's view then."""
    def attacked():
        saved = _saved(folder)
        if saved is None:
            return None
        view = saved.state.view(0)
        return view if view["players"][1].get("health") != 50 else None
    return app.wait_until(attacked, what="the attack on Player 2")


def test_realms_play_all_attack_and_enter_in_one_write(save_dir):
    """Hero Realms, seed 1: Player 1 holds a Dagger and two Gold. 'p' (play all), 'a'
    (the attack dialog) and Enter in one write play the three cards and spend the
    1 Combat on Player 2 (rulebook: Main Phase, attacking a player): health 49."""
    with PtyApp(["new", "hero-realms", "--seed", "1"], save_dir) as app:
        app.wait_text("press Enter when only you")
        app.write(ENTER)
        app.wait_text("Play all")
        app.write("pa" + ENTER)
        view = _realms_attacked(app, save_dir)
        assert view["players"][1]["health"] == 49
        assert view["players"][0].get("combat", 0) == 0


def test_new_game_form_names_and_enter_in_one_write(save_dir):
    """The new-game form (it opens on the Game field): Tab three times, "Ann", three Tabs, "Bob", Enter in one write
    starts a duel of Ann and Bob (the names typed reach the fields they were
    typed into, and Enter comes after them)."""
    with PtyApp([], save_dir) as app:
        app.wait_screen("No saved game yet")
        app.write(ENTER)
        app.wait_screen("Played by")
        app.write(TAB * 3 + "Ann" + TAB * 3 + "Bob" + ENTER)
        saved = app.wait_until(lambda: _saved(save_dir), what="the new game's autosave")
        assert [seat["name"] for seat in saved.seats] == ["Ann", "Bob"]


def _orc_wars_first_placement(save_dir: Path, keys: str, burst: bool) -> list[str]:
    """Orc Wars, seed 1: after the hand-off, ``keys`` (in one write, or one key at a
    time with the app settled between); the first action taken."""
    with PtyApp(["new", "orc-wars", "--seed", "1"], save_dir) as app:
        app.wait_text("press Enter when only you")
        app.write(ENTER)
        app.wait_screen("Enter: put a squad token here")      # the map, its cursor set
        time.sleep(0.5)
        if burst:
            app.write(keys)
        else:
            for key in keys:
                shown = app.screen()
                app.write(key)
                try:
                    app.wait_until(lambda: app.screen() != shown, timeout=3, what="a redraw")
                except AssertionError:
                    pass
        def first():
            saved = _saved(save_dir)
            history = list(saved.state.history) if saved else []
            return history[0] if history else None
        return app.wait_until(first, what="the first squad token")


def test_orc_wars_map_keys_in_one_write_act_as_typed(tmp_path, monkeypatch):
    """Orc Wars setup (rulebook: setting up, the Orc places face-down squad tokens):
    'n', 'n', Enter, '2' in one write (jump twice to a highlighted hex, Enter opens
    "Which one?" there, 2: the token of 2) places the same token on the same hex as
    the same keys typed one at a time."""
    slow_dir, burst_dir = tmp_path / "slow", tmp_path / "burst"
    slow_dir.mkdir()
    burst_dir.mkdir()
    slow = _orc_wars_first_placement(slow_dir, "nn" + ENTER + "2", burst=False)
    fast = _orc_wars_first_placement(burst_dir, "nn" + ENTER + "2", burst=True)
    assert slow.kind == "place_token" and slow.arg("number") == 2
    assert fast == slow


def test_esc_and_the_next_key_in_one_write_both_act(save_dir):
    """Hero Realms, seed 1: with the help open, Esc and 'p' then 'a' and Enter in one
    write (a terminal reads ESC and 'p' as Alt+p): the help closes, then the hand
    is played and its 1 Combat spent on Player 2 (rulebook: Main Phase): health
    49. Before ``tui/upstream/escape_keys.py`` the chord did nothing at all and the help
    stayed open."""
    with PtyApp(["new", "hero-realms", "--seed", "1"], save_dir) as app:
        app.wait_text("press Enter when only you")
        app.write(ENTER)
        app.wait_text("Play all")
        mark = app.mark()
        app.write("?")
        app.wait_text("Hero Realms keys", since=mark)
        app.write(ESC + "pa" + ENTER)
        view = _realms_attacked(app, save_dir)
        assert view["players"][1]["health"] == 49
