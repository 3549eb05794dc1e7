"""What a new player met at 80x24 in No Time For Heroes, each from an exact position:
the help's hearts rule, Enter's default choice, the digit keys in every phase, the
Actions list's labels and detail line, the panels' marks, the Warlord line, the
Evade question and the words (tui/games/no_time_for_heroes/)."""
from __future__ import annotations

import asyncio

from engine.no_time_for_heroes import zones

from tui.app import HerotableApp
from tui.screens.dialogs import ConfirmScreen
from tui.games.no_time_for_heroes import rules
from tui.games.no_time_for_heroes.labels import action_labels
from tui.games.no_time_for_heroes.words import (battlefield_lines, hand_lines, hero_lines,
                                                market_lines)
from tui.games.no_time_for_heroes.screen import NoTimeScreen
from tui.session import GameSession
from tui.widgets import ActionList

from ntfh_steps import bid_done_session, run_at_80x24
from pilot_steps import SIZE, capture_notes, past_handoff


_session = bid_done_session
_run = run_at_80x24


def test_the_help_says_a_hero_falls_at_a_wound_beyond_their_hearts(save_dir):
    """Engine: W2/2 still fights, the third Wound fells; the help says the same."""
    state = _session(save_dir).state
    hearts = state.hero(0).hearts
    state.players[0].wounds = hearts
    assert not state.players[0].fallen
    zones.wound(state, 0, [])
    assert state.players[0].fallen and state.players[0].wounds == hearts
    falling = dict(rules.RULES)["Wounds and falling"]
    assert "reach their hearts" not in falling and "beyond their hearts" in falling
    assert "one more fells them" in dict(rules.GLOSSARY)["Hearts"]


def test_enter_starts_on_go_on_not_on_jade_deposits(save_dir):
    """Jade Deposits at the start of the turn: the list starts on "Go on", and Enter
    keeps the hand."""
    session = _session(save_dir)
    state = session.state
    state.scenario, state.phase = "jade-deposits", "start"
    hand = list(state.players[0].hand)

    async def body(pilot, screen):
        listing = screen.query_one(ActionList)
        assert listing.actions[0].kind == "jade"
        assert listing.highlighted_action.kind == "begin"
        await pilot.press("enter")
        await pilot.pause()
        assert state.phase == "attack" and state.players[0].hand == hand
        assert state.players[0].coins == 0
    _run(session, body)


def test_a_digit_in_the_bid_highlights_that_card_bid_alone(save_dir):
    """Seed 5, Ana's bid: 2 is Precise Crossbow; no refusal, nothing bid yet."""
    session = GameSession.new("no-time-for-heroes", 2, 5, {"names": ["Ana", "Bo"]}, save_dir)
    state = session.state
    crossbow = state.players[0].hand[1]

    async def body(pilot, screen):
        said = capture_notes(pilot.app)
        assert screen.query_one(ActionList).highlighted_action is None
        await pilot.press("2")
        await pilot.pause()
        action = screen.query_one(ActionList).highlighted_action
        assert action.kind == "bid" and list(action.arg("cards")) == [crossbow]
        assert said == [] and state.phase == "bid" and not state.players[0].bid_done
        await pilot.press("9")
        await pilot.pause()
        assert said == ["No card 9: your hand holds 4."]
    _run(session, body)


def test_a_digit_in_the_market_phase_picks_that_market_slot(save_dir):
    """Market phase with 3 coins: 1 (Concentration Elixir, 3c) is highlighted to buy;
    3 (Plate Armour, Melee only) and 4 (Whetstone, 4c) are refused with the reason."""
    session = _session(save_dir)
    state = session.state
    state.phase, state.players[0].coins = "market", 3
    names = [state.card_name(u) for u in state.market]
    assert names[0] == "Concentration Elixir" and names[2] == "Plate Armour"

    async def body(pilot, screen):
        said = capture_notes(pilot.app)
        assert screen.query_one(ActionList).highlighted_action is None
        await pilot.press("1")
        await pilot.pause()
        action = screen.query_one(ActionList).highlighted_action
        assert action.kind == "buy" and action.arg("slot") == 0 and said == []
        await pilot.press("3")
        await pilot.press("4")
        await pilot.pause()
        assert said[0] == "Plate Armour needs a hero with the Melee icon." and "coins; you have 3" in said[1]
        assert state.players[0].coins == 3 and state.phase == "market"
    _run(session, body)


ACTIONS_WIDTH = 34      # what the Actions list shows of a label at 80 columns


def test_play_labels_show_the_target_number_and_damage_first(save_dir):
    """Seed 5, Ana's attack with To the Heart and Fireball added: two Orc Warriors
    (#1, #2) and a Troll-blooded Orc (#3)."""
    state = _session(save_dir).state
    hand = state.players[0].hand
    hand += [state.new_card("to-the-heart", 0), state.new_card("fireball", 0)]
    legal = state.legal_actions()
    labels = dict(zip(legal, action_labels(legal, state.view(0))))
    heart = {a.arg("slots"): labels[a] for a in legal if a.arg("card") == hand[-2]}
    assert heart[(0,)] == "Play To the Heart: 4 to #1 Orc Warrior"
    assert heart[(1,)][:ACTIONS_WIDTH] == "Play To the Heart: 4 to #2 Orc War"
    assert heart[(2,)].startswith("Play To the Heart: 4 to #3 ")
    fire = [labels[a] for a in legal if a.arg("card") == hand[-1]]
    assert fire == ["Play Fireball: 2 to #1, #2, #3"]
    ends = action_labels([a for a in legal if a.kind == "end_attack"], state.view(0))
    assert ends == ["End the attack: lose 11 cards"]      # 4 + 4 + 3 still standing
    assert len(set(labels.values())) == len(legal)


def test_bid_labels_put_the_total_first():
    import engine
    state = engine.load_game("no-time-for-heroes").new_game(2, seed=5)
    labels = action_labels(state.legal_actions(), state.view(0))
    assert "Bid D4: Precise Crossbow + Sneak Attack" in labels
    assert "Bid D0: Plunder (Gain 2 coins per enemy standing)" in labels


def test_the_detail_line_is_the_highlighted_action_in_full(save_dir):
    session = _session(save_dir)

    async def body(pilot, screen):
        await pilot.press("3")          # Sneak Attack, at Orc Warrior #1
        await pilot.pause()
        detail = str(screen.query_one("#ntfh-detail").render())
        assert detail.startswith("Play Sneak Attack at Orc Warrior #1 for 2. Rogue card, "
                                 "Damage 2: ")
    _run(session, body)


def test_panels_keep_their_marks_at_80_columns():
    """A Mage's Market: Whetstone (every icon but Magic) says "no" inside the panel;
    the 0-Damage Elven Cloak has no -1 for a Rogue; the Heroes line keeps "=Glory"."""
    import engine
    state = engine.load_game("no-time-for-heroes").new_game(2, seed=5)
    view = state.view(0)
    market = {line.plain.split("  ")[0][2:]: line.plain for line in market_lines(view)}
    assert market["Elven Cloak"] == "2 Elven Cloak    3c       Ran/Mag"
    assert market["Whetstone"] == "4 Whetstone      4c       not Mag"
    state.active = 1                                  # Bo (Aranel, Magic): cannot buy it
    lines = [line.plain for line in market_lines(state.view(1))]
    assert lines[3] == "4 Whetstone      4c     x not Mag" and len(lines[3]) <= ACTIONS_WIDTH
    heroes = [line.plain for line in hero_lines(view, ["Ana", "Bo"], 0, False, 42)]
    # names and heroes as wide as this table's longest (issue 41), so the Wear count fits
    assert heroes[0] == ">Ana Neddia W0/2 =1 0c 0G x1 E dk11 wr0"
    for line in heroes:
        assert len(line) <= 42


def test_a_sixth_card_is_shown_and_more_say_so(save_dir):
    """Six cards: all six in the Hand panel at 80x24; eight: five and "+3 more"."""
    session = _session(save_dir)
    state = session.state
    hand = state.players[0].hand
    hand += [state.new_card("to-the-heart", 0), state.new_card("fireball", 0)]

    async def body(pilot, screen):
        shown = str(screen.query_one("#ntfh-hand").render()).splitlines()
        assert len(shown) == 6 and shown[5].startswith("6 Fireball")
        hand.extend([state.new_card("trap", 0), state.new_card("deceive", 0)])
        screen.redraw()
        await pilot.pause()
        shown = str(screen.query_one("#ntfh-hand").render()).splitlines()
        assert shown[-1] == "+3 more cards (keys 6-8; i reads them)" and len(shown) == 6
    _run(session, body)
    assert hand_lines({"hand": []}, "")[0].plain == "(no cards in hand)"


def test_the_warlord_line_says_defeated():
    import engine
    state = engine.load_game("no-time-for-heroes").new_game(2, seed=5)
    assert battlefield_lines(state.view(0))[0].plain.endswith("Gurdrug F8 last")
    state.battlefield.append(state.horde.pop())       # the Warlord is the Horde's last card
    state.warlord_in = True
    assert battlefield_lines(state.view(0))[0].plain.endswith("in play")
    state.battlefield.remove(state.warlord)
    state.players[1].trophies.append(state.warlord)
    assert battlefield_lines(state.view(0))[0].plain.endswith("Gurdrug F8 defeated")


def test_evade_asks_first(save_dir):
    """v on Ana's attack: a question; n keeps the token, y evades."""
    session = _session(save_dir)
    state = session.state

    async def body(pilot, screen):
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(pilot.app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        assert state.players[0].evasion and not state.t["evaded"]
        await pilot.press("v")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not state.players[0].evasion and state.pending.kind == "evade_discard"
    _run(session, body)


def test_the_bid_is_nobody_answering_anybody(save_dir):
    """Seed 5 after Ana's bid: Bo's hand-off and header say he bids, not that he
    answers Ana."""
    session = GameSession.new("no-time-for-heroes", 2, 5, {"names": ["Ana", "Bo"]}, save_dir)
    session.apply(session.state.legal_actions()[0])

    async def body(pilot, screen):
        assert screen.handoff_reason(1) == ("Bo (Aranel) makes the Leader bid: face down; "
                                            "every bid is shown once all are made.")
        header = str(screen.query_one("#header").render())
        assert header.endswith("Bid phase | Bo to act") and "answering" not in header
    _run(session, body)


def test_words_a_player_can_tell_apart():
    """The Expertise icon is called an icon (the rulebook's name); coins are counted in English; one
    parenthesis for a fallen hero; the enemy's kind in the inspector."""
    import engine
    from tui.games.no_time_for_heroes.inspection import card_inspection, enemy_inspection
    from tui.games.no_time_for_heroes.words import game_over_words
    state = engine.load_game("no-time-for-heroes").new_game(2, seed=5)
    view = state.view(0)
    whetstone = view["market"][3]
    assert whetstone["name"] == "Whetstone" and "Expertise" in whetstone["icons"]
    facts = dict(card_inspection(whetstone, "the Market, slot 4").facts)
    assert facts["For"] == "Ranged or Expertise or Melee" and facts["Cost"] == "4 coins"
    assert "Expertise icon" in dict(rules.GLOSSARY)
    assert enemy_inspection(view["battlefield"][0], "slot 1").kind == "enemy Host"
    view["players"][1]["fallen"] = True
    _, details = game_over_words(view, [0], ["Ana", "Bo"])
    assert details[1].startswith("Bo (Aranel, fallen): ") and " from coins + " in details[1]
    state.players[0].coins = 1
    state.phase = "market"
    assert state.why_not(engine.Action.make("buy", slot=3)) == "Whetstone costs 4 coins; you have 1"
    from engine.no_time_for_heroes.model import coins
    assert (coins(1), coins(3)) == ("1 coin", "3 coins")


def test_v_says_why_once_a_card_is_played(save_dir):
    """After Ana plays Sneak Attack, v is still a key and says why it cannot evade."""
    session = _session(save_dir)
    state = session.state
    session.apply(next(a for a in state.legal_actions() if a.kind == "play" and a.arg("slots")))

    async def body(pilot, screen):
        said = capture_notes(pilot.app)
        await pilot.press("v")
        await pilot.pause()
        assert said == ["You already faced the Horde this turn; Evasion means playing no card."]
        assert state.players[0].evasion
    _run(session, body)


def test_seven_cards_at_the_first_frame_say_more(save_dir):
    """Seven cards in hand when the screen opens: the first frame already ends with
    "+2 more" (the Hand's rows are known after the first layout)."""
    session = _session(save_dir)
    state = session.state
    state.players[0].hand += [state.new_card(c, 0) for c in ("to-the-heart", "fireball",
                                                              "trap")]

    async def body(pilot, screen):
        await pilot.pause()
        shown = str(screen.query_one("#ntfh-hand").render()).splitlines()
        assert shown[-1] == "+2 more cards (keys 6-7; i reads them)"
    _run(session, body)
