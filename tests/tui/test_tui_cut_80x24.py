"""At 80x24 no text that matters is cut: Pilot tests that read what the panels draw
(their rows on the screen) and look for the whole words, in Orc Wars (the actions
list, the status panel, the footer while a computer player moves) and Pack of
Heroes (hero names in the grid, the actions list without "(Ana)" on every line,
the grid's title, the header)."""
from __future__ import annotations

import asyncio
import random
import re

from engine import load_game
from engine.ai import SeatWindow, make_bot
from engine.orc_wars.board import scenario_ids
from tui.app import HerotableApp
from tui.choices import list_actions
from tui.games.orc_wars.labels import list_labels
from tui.games.orc_wars.status import OwStatus
from tui.games.pack_of_heroes.board import CELL, name_lines
from tui.session import GameSession
from tui.widgets import ActionList
from tui.widgets.footer import KeyFooter
from tui.widgets.header import HeaderLine
from tui.widgets.thinking import ThinkingLine

from ow_driver import choose, clan_of_two_squads_moves, elf_moves_among_orcs
from pilot_steps import SIZE, past_handoff, reach

RACE = {"scenario": "race-through-the-dark", "names": ["Grak", "Ana"]}
CUT = "\u2026"


def rows(app, widget) -> list[str]:
    """The screen rows ``widget`` covers, cropped to its columns (what it shows)."""
    region = widget.region
    strips = app.screen._compositor.render_strips()
    return [strip.text[region.x:region.right] for strip in strips[region.y:region.bottom]]


def _race(save_dir, stop=None) -> GameSession:
    session = GameSession.new("orc-wars", 2, 3, RACE, save_dir)
    return reach(session, choose, stop) if stop else session


def test_ow_set_up_entries_name_their_hexes_whole(save_dir):
    """The Orc's set-up: each squad-token entry shows its number and whole hex, all
    different (they were all "Place a squad token of 1 at (0,2…")."""
    async def run():
        app = HerotableApp(_race(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            listing = screen.query_one(ActionList)
            shown = [row.strip() for row in rows(app, listing)[1:]]   # under the title rule
            assert shown and not any(CUT in row for row in shown)
            for action, row in zip(listing.actions, shown):
                assert row == f"Place token of {action.arg('number')} at " \
                    f"({_offset(action.arg('hex'))})"
            assert len(set(shown)) == len(shown)
    asyncio.run(run())


def _offset(h) -> str:
    from engine.hexgrid import to_offset
    col, row = to_offset(tuple(h))
    return f"{col},{row}"


def test_ow_clan_moves_read_apart_and_the_status_is_whole(save_dir):
    """A clan of two squads moving: each move entry names its figure, where it stands
    and where it goes; the status panel spells the clan's figures ("2 Brutes", never
    "2B" beside "B8") and shows the face-down tokens' Orcs, no line cut."""
    async def run():
        app = HerotableApp(_race(save_dir, clan_of_two_squads_moves))
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            await pilot.press("enter")                 # choose the Brute under the cursor
            await pilot.pause()
            listing = screen.query_one(ActionList)
            shown = [row.strip() for row in rows(app, listing)[1:] if row.strip()]
            moves = [row for row in shown if " to (" in row]
            assert moves and not any(CUT in row for row in shown)
            assert all(row.startswith("Move Brute (") for row in moves)
            assert len(set(moves)) == len(moves)
            status = [row.rstrip() for row in rows(app, screen.query_one(OwStatus))]
            assert not any(CUT in row for row in status)
            text = "\n".join(status)
            assert "?? 2 face-down tokens: 4 Orcs" in text
            assert "*b Black Skull 2 Brutes" in text and "2 squads, free B8 M0 X0" in text
    asyncio.run(run())


def test_ow_elf_moves_say_where_and_how_far(save_dir):
    """The Elf's moves: "Move Ana to (3,25), 1 space", whole (which hexes depends
    on the driver's game; the words are what is tested)."""
    async def run():
        app = HerotableApp(_race(save_dir, elf_moves_among_orcs))
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            shown = [row.strip() for row in rows(app, screen.query_one(ActionList))[1:]]
            assert any(re.fullmatch(r"Move Ana to \(\d+,\d+\), 1 space", row.rstrip(" ▁▂▃▄▅▆▇█"))
                       for row in shown), shown
            assert not any(CUT in row for row in shown)
    asyncio.run(run())


def _listed_in_random_games():
    """(scenario, view, listed actions) at each step of random games of every
    scenario (2 and 4 players, seed 1, 400 steps at most)."""
    game = load_game("orc-wars")
    for scenario in scenario_ids():
        for players in (2, 4):
            state = game.new_game(players=players, seed=1, options={"scenario": scenario})
            rnd = random.Random(1)
            for _ in range(400):
                if state.is_over():
                    break
                seat = state.current_player
                view = state.view(seat)
                hand = [str(c.get("id")) for c in view["players"][seat].get("hand") or []]
                yield scenario, view, list_actions(state.legal_actions(), hand)
                state.apply(rnd.choice(state.legal_actions()))


def test_ow_short_labels_fit_and_stay_apart_in_every_scenario():
    """Over random games of every scenario (2 and 4 players), the listed actions'
    words at 30 columns: different actions never read the same, and the shortest
    wording is used whenever the label is longer."""
    for scenario, view, listed in _listed_in_random_games():
        labels = list_labels(listed, view, 30)
        assert len(set(labels)) == len(set(listed)), (scenario, labels)


def test_ow_short_labels_keep_their_verb():
    """Shortened entries keep the engine label's verb and fit the column (a new
    player saw "Vigilant Guard (You, Body)" above "Clear Braced Stance (You, Mind)",
    and "Learner to (2,11), 3 spaces" beside "Move Learner to (4,12), 1 space")."""
    verbs = ("Move ", "Clear ", "Place ", "Bring in ")
    checked = 0
    for scenario, view, listed in _listed_in_random_games():
        for action, label in zip(listed, list_labels(listed, view, 29)):
            verb = next((v for v in verbs if (action.label or "").startswith(v)), None)
            if verb is None or label == action.label:
                continue
            checked += 1
            assert label.startswith(verb), (scenario, action.label, label)
            assert len(label) <= 29, (scenario, label)
    assert checked


def test_ow_footer_keys_stay_visible_while_the_orc_bot_moves(save_dir):
    """The Orc is a computer player waiting for the pace: the indicator says so in
    few words and the footer's keys (i Inspect last) are not hidden under it."""
    async def run():
        session = GameSession.new("orc-wars", 2, 3, RACE, save_dir,
                                  seats=[{"kind": "ai", "bot": "random"}, {"kind": "human"}])
        app = HerotableApp(session)
        app.ai_pace = 3600
        async with app.run_test(size=SIZE) as pilot:
            for _ in range(20):
                await app.workers.wait_for_complete()
                await pilot.pause()
                screen = app.screen
                found = screen.query(ThinkingLine)
                if found and found.first().display and \
                        screen._ai_job is not None and screen._ai_job.action is not None:
                    break
            for _ in range(3):                # the indicator refits to the laid-out keys
                await pilot.pause()
            footer = rows(app, app.screen.query_one(KeyFooter))[0]
            assert "i Inspect" in footer and "Grak moves (. skips)" in footer, footer
    asyncio.run(run())


def test_ow_a_failed_save_says_why_in_full(save_dir):
    """A save that failed: the line under the map (one row) points to the status
    panel, which has the whole reason (it was "Not saved: /tmp/.../orc-wars-2026...")."""
    async def run():
        session = _race(save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            reason = (f"{session.path}: this game is no longer held open here "
                      "(it was opened again); not saved")
            session.save_error = reason
            screen.redraw()
            await pilot.pause()
            hint = rows(app, screen.query_one("#ow-hint"))[0]
            assert "Not saved: why is at the top of Status" in hint
            status = rows(app, screen.query_one(OwStatus))[1:]     # under the title rule
            assert " ".join(row.strip() for row in status).replace(" ", "").startswith(
                f"Notsaved:{reason}".replace(" ", ""))
    asyncio.run(run())


# ------------------------------------------------------------------ Pack of Heroes

PACK = {"teams": ["elementeens", "guild-of-ghouls"], "weapons": "random",
        "names": ["Ana", "Bo"]}


def _pack(save_dir, actions: int = 60) -> GameSession:
    """The Pack snapshot position: seed 3, 60 heuristic bot actions, then to a
    decision of the play phase."""
    session = GameSession.new("pack-of-heroes", 2, 3, PACK, save_dir)
    bots = [make_bot("heuristic", 1), make_bot("heuristic", 2)]
    state = session.state
    done = 0
    while not state.is_over() and (done < actions or state.phase != "play"
                                   or state.pending is not None):
        session.apply(bots[state.current_player].choose(SeatWindow(state, state.current_player)))
        done += 1
    return session


def test_pack_grid_shows_every_name_whole_and_is_called_the_grid(save_dir):
    """At 80x24 each hero on the grid has every word of its name in its space
    (Poltergeist Polly over two lines), the panel is titled "Grid", the header
    names who acts whole, and the actions list gives Ana's own heroes without
    "(Ana)"."""
    async def run():
        session = _pack(save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            board = screen.query_one("#board")
            assert str(board.border_title) == "Grid"
            text = "\n".join(rows(app, board))
            assert CUT not in text
            view = session.state.view(0)
            names = [h["name"] for h in view["grid"] if h]
            assert "Poltergeist Polly" in names
            for name in names:
                for word in name.removeprefix("The ").split(" "):
                    assert word in text, (name, word)
            header = rows(app, screen.query_one(HeaderLine))[0]
            assert "Ana to act" in header and CUT not in header
            listing = screen.query_one(ActionList)
            labels = [str(o.prompt) for o in listing._options]
            assert labels and not any("(Ana)" in label for label in labels)
            assert "Move Tsunami to b1" in labels
    asyncio.run(run())


def test_pack_every_hero_name_fits_a_grid_space():
    """Every hero of every team, unhurt or nearly beaten, stunned or not: its space's
    two lines are at most CELL wide and hold every word of the name ("The" may go)
    and the whole owner, rank and wounds."""
    state = load_game("pack-of-heroes").new_game(players=2, seed=1)
    for hero in state.content.heroes.values():
        health = hero.health
        for stun in ("", " STUN"):
            info = f"2{hero.rank[0].upper()} {health - 1}/{health}{stun}"
            top, bottom = name_lines(hero.name, info)
            assert len(top) <= CELL and len(bottom) <= CELL, (top, bottom)
            both = f"{top} {bottom}"
            for word in hero.name.removeprefix("The ").split(" "):
                assert word in both, (hero.name, top, bottom)
            assert info.removesuffix(" STUN") in bottom and (not stun or "STUN" in both)


# ------------------------------------------------------------------ Hero Realms

def test_realms_ability_entries_use_the_cards_short_words():
    """Expend, ally and sacrifice entries: the action's verb and card, then the
    ability as the market and hand write it (never longer than the engine's label),
    so that the part that tells them apart is inside the right column."""
    from tui.games.hero_realms.words import list_entries, short_text
    game = load_game("hero-realms")
    seen = 0
    for seed in range(3):
        state = game.new_game(players=2, seed=seed)
        rnd = random.Random(seed)
        for _ in range(600):
            if state.is_over():
                break
            legal = state.legal_actions()
            for label, action in list_entries(legal, state.view(state.current_player)):
                if action.kind == "use" and not state.view(None).get("pending"):
                    head, _, text = action.label.partition(": ")
                    assert label == f"{head}: {short_text(text)}" and len(label) <= len(action.label)
                    seen += 1
            state.apply(rnd.choice(legal))
    assert seen
