"""Pack of Heroes learnability (issue 15): set-up words (team choice, hand-off, header,
the draft-size label), the inspector on every hero, power card and weapon, a refused
power key giving the engine's reason, the footer, and the Rules and Glossary pages."""
from __future__ import annotations

import asyncio

import engine
from engine import Action
from tui.app import HerotableApp
from tui.games.pack_of_heroes.rules import GLOSSARY, RULES
from tui.games.pack_of_heroes.screen import PackScreen
from tui.screens import HandoffScreen
from tui.session import GameSession

from pilot_steps import SIZE, footer_line, open_inspector, past_handoff

OPTIONS = {"teams": ["elementeens", "guild-of-ghouls"], "weapons": "random",
           "names": ["Ana", "Bo"]}


def _session(save_dir, options=OPTIONS, play=True):
    session = GameSession.new("pack-of-heroes", 2, 3, options, save_dir)
    while play and session.state.phase != "play":
        session.apply(session.state.legal_actions()[0])
    return session


def test_team_choice_words_and_the_draft_size_label():
    game = engine.load_game("pack-of-heroes")
    state = game.new_game(2, 3, {"names": ["Ana", "Bo"]})
    labels = [a.label for a in state.legal_actions()]
    assert "Choose team: Data Brigade" in labels and not any(x.startswith("Play ")
                                                              for x in labels)
    spec = next(s for s in game.option_specs(2) if s.id == "draft_teams")
    assert spec.label == "Draft size" and len(spec.label) <= 10   # the form's label column


def test_set_up_hand_off_and_header_name_the_step_not_turn_0(save_dir):
    async def run():
        session = _session(save_dir, {"names": ["Ana", "Bo"]}, play=False)
        app = HerotableApp(session)
        seat = session.state.current_player
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            handoff = app.screen
            assert isinstance(handoff, HandoffScreen)
            assert handoff.detail == f"{['Ana', 'Bo'][seat]} chooses a set team."
            await pilot.press("enter")
            await pilot.pause()
            header = str(app.screen.query_one("#header").render())
            assert "Set-up: choose teams" in header and "Turn 0" not in header
    asyncio.run(run())


def test_inspector_has_every_hero_the_hand_and_both_weapons(save_dir):
    async def run():
        session = _session(save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, PackScreen)
            state = screen.session.state
            seat = screen.shown_seat
            screen.cursor = next(s for s, u in enumerate(state.board) if u is not None)
            under = state.heroes[state.board[screen.cursor]]
            inspector = await open_inspector(pilot)
            items = inspector.items
            first = items[inspector.index]
            assert first.name == state.defs[under.id].name
            facts = dict(first.facts)
            d = state.defs[under.id]
            assert facts["Health"] == str(d.health) and facts["Wounds"].startswith(
                f"{under.wounds} (")
            assert facts["Power 1"].startswith(f"{d.powers[0].name}: {d.powers[0].type}")
            assert d.powers[0].type.capitalize() in dict(first.keywords)
            heroes = [i for i in items if i.kind.startswith("Hero of")]
            assert len(heroes) == 10                      # 2 in play + both reserves
            assert {i.where for i in heroes} >= {"Ana's reserve", "Bo's reserve"}
            cards = [i for i in items if i.kind == "Power card"]
            assert len(cards) == len(state.hands[seat])
            weapons = [i for i in items if i.kind == "Weapon"]
            assert sorted(w.name for w in weapons) == sorted(
                state.content.weapons[w].name for w in state.weapons)
    asyncio.run(run())


def test_a_refused_power_key_says_the_engines_reason(save_dir):
    async def run():
        session = _session(save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, PackScreen)
            state = screen.session.state
            seat = screen.shown_seat
            said = []
            screen.notify = lambda message, **kw: said.append(message)
            legal = state.legal_actions()
            for space, uid in enumerate(state.board):
                if uid is None or state.heroes[uid].owner != seat:
                    continue
                for index, power in enumerate(state.defs[state.heroes[uid].id].powers):
                    if power.type in ("force", "spread", "range", "stun", "heal") and not any(
                            a.kind == "use" and a.arg("hero") == uid and a.arg("power") == index
                            for a in legal):
                        screen.cursor = space
                        await pilot.press(str(index + 1))
                        reason = state.why_not(Action.make("use", hero=uid, power=index))
                        assert reason and said[-1].endswith(reason + ".") and \
                            said[-1].startswith(power.name), said
                        return
            raise AssertionError("no refused power in this position")
    asyncio.run(run())


def test_footer_shows_powers_not_cards_and_fits_80_columns(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, PackScreen)
            line = footer_line(screen)
            assert "1-3 Power" in line and "Card" not in line and "Refresh" not in line
            assert len(line) + len("  ^p palette") <= 80, line
    asyncio.run(run())


def test_rules_and_glossary_cover_the_games_terms():
    terms = {t for t, _ in GLOSSARY}
    for term in ("Stun", "Faint", "Arrival power", "Reserve", "Force", "Spread", "Range",
                 "Heal", "Constant", "Defend", "Run", "Fly", "Leader (L)", "Fighter (F)",
                 "Sidekick (S)", "Base capture", "Stalemate", "Cost"):
        assert term in terms, term
    assert RULES[0][0] == "Goal"
    for _, text in RULES:
        assert all(len(line) <= 70 for line in text.splitlines()), text
