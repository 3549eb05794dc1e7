"""Campaign screens: snapshots at 80x24 and 120x40, keys, help, the CLI entry.

Campaigns are built with the saves API (a fixed history with fixed dates), so
nothing on screen depends on the clock or the path. Regenerate with
``pytest tests/tui/test_tui_campaign_screens.py --snapshot-update`` and look
at the SVGs before committing them.
"""
from __future__ import annotations

import asyncio
import html
import re

import saves
from saves import campaign as camp

from tui.games.orc_wars import campaign_flow
from tui import cli
from pilot_steps import on_campaign_screen
from tui.app import HerotableApp
from tui.screens import HelpScreen, TitleScreen
from tui.games.orc_wars.campaign import (CampaignListScreen, CampaignScreen, StartScenarioScreen,
                                  levels_help)

P, CAMP, REL = "the-prisoner", "orc-camp", "the-relics"


def _game(scenario, orc, elves, outcome, level, day):
    return {"scenario": scenario, "started": f"2030-01-{day:02d}T10:00:00+00:00",
            "ended": f"2030-01-{day:02d}T11:00:00+00:00", "orc": orc, "elves": list(elves),
            "heroes": ["paladin", "ranger", "sorcerer"][:len(elves)],
            "roles": ["paladin", "ranger", "sorcerer"][:len(elves)], "level": level,
            "outcome": outcome, "save": f"g{day}.htsave", "seed": day, "ai": []}


def _campaign(folder, players, history, in_progress=None, cid="test-campaign"):
    """A campaign file with this history (and game in progress), not held open."""
    held = saves.create_campaign(folder, players, campaign_id=cid)
    held.campaign.history = history
    held.campaign.in_progress = in_progress
    held.save()
    held.close()
    return held.path


def _three(folder):
    """Ana, Bo and Cy after five games; The Relics is next."""
    history = [_game(P, "Ana", ("Bo", "Cy"), "orc", "first-time", 2),
               _game(P, "Bo", ("Ana", "Cy"), "elves", "first-time", 3),
               _game(CAMP, "Cy", ("Ana", "Bo"), "elves", "first-time", 4),
               _game(CAMP, "Ana", ("Bo", "Cy"), "abandoned", "first-time", 5),
               _game(CAMP, "Ana", ("Bo", "Cy"), "orc", "first-time", 6)]
    return _campaign(folder, ["Ana", "Bo", "Cy"], history)


def _four(folder):
    """Ana has won The Prisoner three times of four (Expert); The Relics is in progress."""
    elves = ("Bo", "Cy", "Di")
    history = [_game(P, "Ana", elves, "orc", "first-time", 2),
               _game(P, "Ana", elves, "elves", "trained", 3),
               _game(P, "Ana", elves, "orc", "trained", 4),
               _game(P, "Ana", elves, "orc", "trained", 5),
               _game(CAMP, "Di", ("Ana", "Bo", "Cy"), "elves", "first-time", 6)]
    progress = {k: v for k, v in _game(REL, "Bo", ("Ana", "Cy", "Di"), "orc", "first-time",
                                        7).items() if k in camp.PROGRESS_KEYS}
    return _campaign(folder, ["Ana", "Bo", "Cy", "Di"], history, progress)


def _app_on(path) -> HerotableApp:
    app = HerotableApp()

    async def open_it(pilot):
        await on_campaign_screen(pilot, path)
    app.open_it = open_it
    return app


def test_campaign_screen_80x24(snap_compare, save_dir):
    path = _three(save_dir)
    app = _app_on(path)
    assert snap_compare(app, run_before=app.open_it, terminal_size=(80, 24))


def test_campaign_screen_120x40(snap_compare, save_dir):
    path = _four(save_dir)
    app = _app_on(path)
    assert snap_compare(app, run_before=app.open_it, terminal_size=(120, 40))


def test_campaign_list_80x24(snap_compare, save_dir):
    _three(save_dir)
    _four(save_dir / "other")   # not in this save folder: not listed
    _campaign(save_dir, ["Eve", "Fay"], [], cid="empty-one")
    (save_dir / "campaigns" / "broken.htcampaign").write_bytes(b"junk")

    async def run_before(pilot):
        await pilot.pause()
        pilot.app.show_campaign()
        await pilot.pause()
    assert snap_compare(HerotableApp(), run_before=run_before, terminal_size=(80, 24))


def test_start_dialog_80x24(snap_compare, save_dir):
    path = _three(save_dir)
    app = _app_on(path)

    async def run_before(pilot):
        await app.open_it(pilot)
        await pilot.press("n")
        await pilot.pause()
    assert snap_compare(app, run_before=run_before, terminal_size=(80, 24))


def test_screen_content_and_keys(save_dir):
    """Rows show each player's level and Orc record; details per player; r is
    offered only with a game in progress; ? shows the level definitions."""
    path = _three(save_dir)

    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await on_campaign_screen(pilot, path)
            screen = app.screen
            assert isinstance(screen, CampaignScreen)
            assert screen.highlighted_scenario() == REL
            rows = [str(o.prompt) for o in screen.query_one("#camp-table").options]
            # Ana: won P once (Trained 1/1); Bo lost P (Novice 0/1); Cy lost Orc Camp
            assert rows[0].split() == ["The", "Prisoner", "Trained", "1/1", "Novice", "0/1",
                                       "First", "time"]
            assert rows[1].split()[2:] == ["Trained", "1/1", "First", "time", "Novice", "0/1"]
            assert rows[2].startswith("> The Relics")
            assert not screen.check_action("resume", ())
            await pilot.press("up")
            await pilot.pause()
            detail = str(screen.query_one("#camp-detail").render())
            assert "Cy           as Orc 0 of 1 won, as Elf 0 of 1; Novice (2 dirty tricks)" \
                in detail
            history = str(screen.query_one("#camp-history").render())
            assert history.splitlines()[0].startswith("2030-01-06 Orc Camp: Ana (Orc, First "
                                                      "time) vs Bo, Cy - Orc won")
            assert "abandoned" in history.splitlines()[1]
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            await pilot.press("escape")
            await pilot.pause()
            await pilot.press("escape")          # back to the list
            await pilot.pause()
            assert isinstance(app.screen, CampaignListScreen)
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
    asyncio.run(run())


def test_resume_and_abandon(save_dir):
    """With a game in progress, r resumes it; starting another asks first and, if
    confirmed, records the old one as abandoned."""
    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            held = campaign_flow.create(save_dir, ["Ana", "Bo"])
            session = campaign_flow.start_game(held, P, "Ana", ["ranger"], ["paladin"],
                                               save_dir, seed=4)
            app.show_campaign(held.path)
            await pilot.pause()
            screen = app.screen
            assert screen.check_action("resume", ())
            assert "In progress: The Prisoner; Ana plays the Orc as First time" in \
                str(screen.query_one("#camp-note").render())
            await pilot.press("r")
            await pilot.pause()
            await app.workers.wait_for_complete()    # the save is read in a worker
            await pilot.pause()
            shown = [s.session for s in app.screen_stack if getattr(s, "session", None)]
            assert [g.path for g in shown] == [session.path]      # under its hand-off screen
            assert shown[0].campaign is not None
            app.show_campaign(held.path)
            await pilot.pause()
            await pilot.press("down", "enter")      # Orc Camp: asks about the game in progress
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()
            assert isinstance(app.screen, StartScenarioScreen)
            await pilot.press("enter")
            await pilot.pause()
            campaign = campaign_flow.hold(held.path).campaign
            assert [g["outcome"] for g in campaign.history] == ["abandoned"]
            assert campaign.in_progress["scenario"] == CAMP
            assert campaign.level("Ana", P) == "first-time"
    asyncio.run(run())


def test_levels_help_gives_the_numbers():
    text = levels_help()
    for words in ("won it as the Orc at least 3 times", "least 1/2 of the games",
                  "Expert in at least 3 scenarios", "2/3 of all games as the Orc",
                  "one Orc reinforcement per living Elf", "Only games\nplayed as the Orc count"):
        assert words in text, words
    assert max(len(line) for line in text.splitlines()) <= 70   # fits the help dialog (76 wide)


def test_cli_campaign_opens_the_list(save_dir, monkeypatch):
    """``herotable campaign`` starts the app on the campaign list (title below it)."""
    seen = {}

    def fake_run(self):
        seen["campaigns"] = self.open_campaigns

    monkeypatch.setattr(HerotableApp, "run", fake_run)
    monkeypatch.setattr(cli, "has_terminal", lambda: True)
    assert cli.main(["campaign", "--save-dir", str(save_dir)]) == 0
    assert seen == {"campaigns": True}

    async def run():
        app = HerotableApp(campaigns=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, CampaignListScreen)
            assert isinstance(app.screen_stack[-2], TitleScreen)
    asyncio.run(run())


def test_cli_scenario_and_level(save_dir, capsys):
    """``new orc-wars --scenario S --level L`` starts that game; unknown
    scenarios and games without scenarios are one-line errors."""
    args = cli.build_parser().parse_args(["new", "orc-wars", "--scenario",
                                          "race-through-the-dark", "--players", "2", "--seed",
                                          "3", "--level", "novice"])
    session = cli.new_session(args, save_dir)
    assert session.state.options["scenario"] == "race-through-the-dark"
    assert len(session.state.view(0)["players"][0]["tricks"]) == 2
    for argv, words in ((["new", "orc-wars", "--scenario", "moria"],
                         "--scenario: unknown scenario 'moria' (known: the-prisoner, orc-camp"),
                        (["new", "herocard-duel", "--scenario", "x"],
                         "herocard-duel has no scenarios"),
                        (["new", "orc-wars", "--level", "master"], "unknown level 'master'"),
                        (["new", "hero-realms", "--level", "novice"], "has no experience levels")):
        assert cli.main(argv) == 2
        err = capsys.readouterr().err.strip()
        assert len(err.splitlines()) == 1 and words in err, err


def test_ascii_campaign_screens(save_dir):
    """--ascii: the campaign list, a campaign, its help and the start dialog draw
    with plain ASCII only."""
    path = _four(save_dir)

    def non_ascii(app) -> set[str]:
        texts = re.findall(r"<text[^>]*>(.*?)</text>", app.export_screenshot(), re.S)
        return {c for c in html.unescape("".join(texts)) if ord(c) > 126} - {"\xa0"}

    async def run():
        app = HerotableApp(ascii=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.show_campaign()
            await pilot.pause()
            assert non_ascii(app) == set()
            await pilot.press("enter")             # open the campaign
            await pilot.pause()
            assert isinstance(app.screen, CampaignScreen) and non_ascii(app) == set()
            await pilot.press("question_mark")
            await pilot.pause()
            assert non_ascii(app) == set()
            await pilot.press("escape", "down", "enter")   # Bounty Hunter: a game is in progress
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()
            assert isinstance(app.screen, StartScenarioScreen) and non_ascii(app) == set()
    asyncio.run(run())


def test_a_campaign_with_unsafe_names_opens_made_safe_and_says_so(save_dir):
    """Issue 41: a campaign file whose player name holds terminal codes opens with
    the names made safe (not refused), and the screen says so."""
    import msgpack
    from saves import format as fmt
    path = _campaign(save_dir, ["Ana", "Bo"],
                     [_game(P, "Ana", ("Bo",), "orc", "first-time", 2)])
    data = msgpack.unpackb(path.read_bytes(), raw=False)
    del data["checksum"], data["seal"]
    data["players"] = ["Ana\x1b]0;x\x07", "Bo"]
    data["history"][0]["orc"] = "Ana\x1b]0;x\x07"
    data["results"] = {("Ana\x1b]0;x\x07" if k == "Ana" else k): v
                       for k, v in data["results"].items()}
    path.write_bytes(fmt.encode_sealed(data, None))

    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await on_campaign_screen(pilot, path)
            assert isinstance(app.screen, CampaignScreen)
            title = str(app.screen.query_one("#camp-title").render())
            assert "Ana]0;x, Bo" in title and "\x1b" not in title
            said = [n.message for n in app._notifications]
            assert any("made safe" in m and "Ana]0;x, Bo" in m for m in said), said
    asyncio.run(run())
