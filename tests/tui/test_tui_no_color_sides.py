"""Under NO_COLOR=1 and TERM=linux (16 colours) Orc Wars and No Time For Heroes keep
every side, owner and count apart by a letter or a mark, not by colour alone
(issue 15): the 80x24 screens are drawn without colour and their text is read."""
from __future__ import annotations

import asyncio
import html
import re

from tui.app import HerotableApp
from tui.session import GameSession

from ntfh_steps import bid_done_session
from ow_driver import choose, clan_of_two_squads_moves, elf_moves_among_orcs
from pilot_steps import SIZE, past_handoff


def screen_rows(app) -> list[str]:
    """The screen as plain text, one string per row (from the SVG screenshot)."""
    svg = app.export_screenshot()
    rows: dict = {}
    for m in re.finditer(r'<text[^>]*?x="([\d.]+)"[^>]*?y="([\d.]+)"[^>]*>(.*?)</text>',
                         svg, re.S):
        text = html.unescape(m.group(3)).replace("\xa0", " ")
        rows.setdefault(float(m.group(2)), []).append((float(m.group(1)), text))
    return ["".join(t for _, t in sorted(parts)) for _, parts in sorted(rows.items())]


def _no_colour(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("TERM", "linux")


def _rows_of(session, monkeypatch) -> list[str]:
    _no_colour(monkeypatch)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            assert app.no_color
            # the map scrolls to its cursor a frame or two later: wait until the
            # screen stops changing (it did not always before the screenshot)
            rows = None
            for _ in range(20):
                await pilot.pause(0.05)
                now = screen_rows(app)
                if now == rows:
                    break
                rows = now
            return rows
    return asyncio.run(run())


def _has(rows, pattern) -> bool:
    return any(re.search(pattern, row) for row in rows)


def _ow_session(save_dir, stop) -> GameSession:
    """Race Through the Dark, seed 3 (Grak the Orc, Ana the Paladin), played by
    ``ow_driver.choose`` until ``stop(state)`` (as test_tui_ow_snapshots)."""
    session = GameSession.new("orc-wars", 2, 3, {"scenario": "race-through-the-dark",
                                                 "names": ["Grak", "Ana"]}, save_dir)
    for _ in range(400):
        if stop(session.state):
            break
        session.apply(choose(session.state))
    assert stop(session.state)
    return session


def test_orc_wars_sides_clans_health_and_points_are_letters(save_dir, monkeypatch):
    """The Orc's turn, a Black Skull clan of two squads moving: the acting clan has a
    "*" before its tag "*b" (its name is also underlined), the Orc player ">" (decides);
    the Elf is E1 with W wounds/wound line and free B M X points; on the map a Brute
    of Black Skull is Bb, the Elf E1, squad tokens ?n, treasure $$; hand cards
    carry their cost letter (2B) and [ ] / * marks."""
    rows = _rows_of(_ow_session(save_dir, clan_of_two_squads_moves), monkeypatch)
    text = "\n".join(rows)
    assert _has(rows, r"\*\*b Black Skull"), text
    # the Role too (issue 41); the word "free" gives way to it at 80 columns
    assert _has(rows, r"E1 Ana Paladin W0/5 (free )?B\d+ M\d+ X\d+"), text
    assert _has(rows, r">Grak hand \d+, tricks \d+"), text
    for mark in ("Bb", "E1", "?1", "$$", "Goal:"):
        assert mark in text, mark
    assert _has(rows, r"1\[ \][* ]Crude Shield +Block +2B"), text


def test_orc_wars_elf_turn_marks_the_elf_not_the_clan(save_dir, monkeypatch):
    """An Elf's move: ">" before E1 (Ana decides and acts); no clan line has the
    acting "*" (only its "*b" tag)."""
    rows = _rows_of(_ow_session(save_dir, elf_moves_among_orcs), monkeypatch)
    text = "\n".join(rows)
    assert _has(rows, r">E1 Ana"), text
    assert not _has(rows, r"\*\*[bfsvw] "), text
    assert _has(rows, r"(^| )\*b Black Skull"), text


def test_ntfh_heroes_enemies_coins_glory_and_wounds_are_letters(save_dir, monkeypatch):
    """Ana (Neddia) decides on her turn: ">Ana"; each hero's W wounds/hearts, = Glory
    now, c coins, G Glory tokens; each enemy's F Fortitude, W wounds, hits or blocked,
    G Glory; the Warlord WARLORD; a fallen hero FALLEN; a Market card Neddia may not
    buy "no"; Damage D."""
    session = bid_done_session(save_dir)
    state = session.state
    state.t["blocked"].append(state.battlefield[1])
    state.horde.remove(state.warlord)
    state.battlefield.append(state.warlord)
    state.warlord_in = True
    state.players[1].fallen = True
    rows = _rows_of(session, monkeypatch)
    text = "\n".join(rows)
    assert _has(rows, r">Ana +Neddia +W0/2 =\d+ \d+c \d+G x1"), text
    assert _has(rows, r"(^| )Bo +Aranel +FALLEN"), text
    assert _has(rows, r"1 Orc Warrior +F4 W0 hits 4 G2"), text
    assert _has(rows, r"2 Orc Warrior +F4 W0 blocked G2"), text
    assert _has(rows, r"4 Gurdrug .*WARLORD"), text
    assert _has(rows, r"Plate Armour +4c +x Mel"), text   # x: it cannot be bought
    assert _has(rows, r"Precise Crossbow D2"), text
