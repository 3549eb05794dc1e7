"""Pilot tests of issue 15 on the Hero Realms and No Time For Heroes screens: the
inspector on every kind of thing, the Rules and Glossary pages, the goal on screen,
refusals in the engine's words, the end-of-turn question, the Leader bid that Enter
never makes by default, faction letters beside colours."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.hero_realms.hand_list import HandList, hand_row
from tui.games.hero_realms.market import MarketPanel
from tui.games.hero_realms.screen import RealmScreen
from tui.games.no_time_for_heroes.screen import NoTimeScreen
from tui.screens import ConfirmScreen
from tui.session import GameSession
from tui.widgets import ActionList

from pilot_steps import SIZE, capture_notes, open_inspector, past_handoff


def _app(game, save_dir, seed=4, players=2):
    names = ["Ana", "Bo", "Cy"][:players]
    return HerotableApp(GameSession.new(game, players, seed, {"names": names}, save_dir))


def _add_champion(state, seat: int, cid: str) -> int:
    uid = state.new_card(cid)
    state.players[seat].champions.append(uid)
    return uid


# ------------------------------------------------------------------ Hero Realms


def test_realms_inspector_reads_hand_market_fire_gem_and_champions(save_dir):
    async def run():
        app = _app("hero-realms", save_dir)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, RealmScreen)
            seat = screen.shown_seat
            _add_champion(screen.session.state, seat, "smuggler-queen")          # yours
            _add_champion(screen.session.state, 1 - seat, "enforcer-voss")       # theirs, a guard
            screen.redraw()
            await pilot.pause()
            hand = screen.query_one(HandList)
            inspector = await open_inspector(pilot)
            items = inspector.items
            first = hand.ids[hand.highlighted]
            card = next(c for c in screen.hand() if c["id"] == first)
            assert items[inspector.index].name == card["name"]      # starts on the highlight
            names = [i.name for i in items]
            market = screen.view()["market"]
            assert all(c["name"] in names for c in market)
            assert "Fire Gem" in names
            mara = next(i for i in items if i.name == "Mara, Smuggler Queen"
                        and i.where == "in play: your champion")
            assert "Expend (turn it sideways, once a turn): Gain 2 gold." in mara.text
            assert ("Ally (with another Guild card in play): The next card you acquire "
                    "this turn goes on top of your deck.") in mara.text
            assert dict(mara.facts)["Now"] == "prepared"
            voss = next(i for i in items if i.name == "Voss, Guild Enforcer"
                        and "champion" in i.where and "Ana" not in i.where)
            facts = dict(voss.facts)
            assert facts["Defense"] == "5" and facts["Guard"].startswith("yes")
            assert facts["Cost"] == "5 Gold" and facts["Faction"] == "Guild (G)"
            assert "Guard" in dict(voss.keywords)
            gem = next(i for i in items if i.name == "Fire Gem")
            assert "Sacrifice (the card is gone for good): Gain 3 combat." in gem.text
            await pilot.press("escape")
            await pilot.press("tab", "tab")                 # Hand -> Actions -> Market
            await pilot.pause()
            assert isinstance(app.focused, MarketPanel)
            await pilot.press("down", "i")
            await pilot.pause()
            assert app.screen.items[app.screen.index].name == market[1]["name"]
    asyncio.run(run())


def test_realms_rules_glossary_goal_and_faction_letters(save_dir):
    terms = {term for term, _ in RealmScreen.GLOSSARY}
    for word in ("Market", "Fire Gem", "Champion", "Guard", "Expend", "Ally", "Sacrifice",
                 "Health", "Gold", "Combat", "Factions", "Team"):
        assert word in terms, word
    headings = [h for h, _ in RealmScreen.RULES]
    assert headings[0] == "Goal" and "Two against two" in headings
    assert all(len(line) <= 70 for _, text in RealmScreen.RULES for line in text.splitlines())
    guild = {"id": "x", "name": "Mara", "faction": "guild", "abilities": []}
    assert hand_row(guild, 1, True).plain.startswith("   G Mara")
    assert hand_row({"id": "gold", "name": "Gold", "abilities": []}, 2, True).plain \
        .startswith("2x - Gold")

    async def run():
        app = _app("hero-realms", save_dir)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, RealmScreen)
            assert "Last player with Health wins" in str(
                screen.query_one("#realm-board").border_title)
    asyncio.run(run())


def test_realms_end_turn_question_follows_the_setting_and_enter_asks(save_dir):
    async def run():
        app = _app("hero-realms", save_dir)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, RealmScreen)
            turn = screen.session.state.turn
            await pilot.press("e")                          # cards in hand: it asks
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            await pilot.press("n")
            await pilot.pause()
            assert screen.session.state.turn == turn
            await pilot.press("p")                          # play everything
            await pilot.pause()
            listing = screen.query_one(ActionList)
            listing.focus()
            end = next(i for i, a in enumerate(listing.actions) if a.kind == "end_turn")
            listing.highlighted = end
            await pilot.press("enter")                      # Enter on End turn: asks
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            await pilot.press("n")
            await pilot.pause()
            assert screen.session.state.turn == turn
            app.confirm_end_turn = False                    # the setting turns it off
            history = len(screen.session.state.history)
            await pilot.press("e")
            await pilot.pause()
            assert not isinstance(app.screen, ConfirmScreen)
            assert screen.session.state.history[history].kind == "end_turn"
    asyncio.run(run())


def test_realms_refusals_come_from_why_not(save_dir):
    async def run():
        app = _app("hero-realms", save_dir)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, RealmScreen)
            said = capture_notes(app)
            screen.session.state.market[2] = None
            await pilot.press("3")
            assert said[-1] == "Market slot 3 is empty (the Market Deck has run out)"
    asyncio.run(run())


# ------------------------------------------------------------------ No Time For Heroes


def test_ntfh_bid_is_never_made_by_enter_alone(save_dir):
    async def run():
        app = _app("no-time-for-heroes", save_dir)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, NoTimeScreen)
            listing = screen.query_one(ActionList)
            assert listing.actions[0].kind == "bid" and listing.highlighted is None
            said = capture_notes(app)
            await pilot.press("enter")
            await pilot.pause()
            assert screen.session.state.history == []
            assert said[-1].startswith("Choose your Leader bid first")
            await pilot.press("down", "enter")              # a deliberate choice
            await pilot.pause()
            assert [a.kind for a in screen.session.state.history] == ["bid"]
    asyncio.run(run())


def test_ntfh_inspector_reads_every_kind_of_thing(save_dir):
    async def run():
        app = _app("no-time-for-heroes", save_dir)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, NoTimeScreen)
            inspector = await open_inspector(pilot)
            kinds = [i.kind for i in inspector.items]
            for kind in ("Ability card", "Market card", "enemy Host", "the Warlord",
                         "Hero", "Scenario card"):
                assert kind in kinds, kind
            view = screen.state.view(screen.shown_seat)
            warlord = next(i for i in inspector.items if i.kind == "the Warlord")
            assert warlord.name == view["warlord"]["name"]
            assert view["warlord"]["text"] in warlord.text and "Expertise" in warlord.text
            heroes = [i for i in inspector.items if i.kind == "Hero"]
            assert [h.name for h in heroes] == [p["hero"] for p in view["players"]]
            assert heroes[0].text == "Expertise: " + view["players"][0]["hero_card"]["text"]
            assert "Battlefield: most Glory" in str(screen.query_one("#ntfh-battle").border_title)
    asyncio.run(run())


def test_ntfh_rules_and_glossary_terms():
    terms = {term for term, _ in NoTimeScreen.GLOSSARY}
    for word in ("Horde", "Host", "Warlord", "Wear pile", "Glory", "Evasion", "Expertise",
                 "Recover", "Lose", "Fortitude"):
        assert word in terms, word
    assert [h for h, _ in NoTimeScreen.RULES][:3] == ["Goal", "Set-up", "Leader bid"]
    assert all(len(line) <= 70 for _, text in NoTimeScreen.RULES for line in text.splitlines())
