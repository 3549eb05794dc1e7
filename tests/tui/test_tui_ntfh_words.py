"""The No Time For Heroes screen's words (tui/games/no_time_for_heroes/words.py), from
views of exact games."""
from __future__ import annotations

import engine
from engine.ai import SeatWindow, make_bot

from tui.games.no_time_for_heroes.words import (battlefield_lines, card_detail,
                                                game_over_words, hero_lines, market_lines,
                                                short_name)


def _finished(seed: int = 3):
    state = engine.load_game("no-time-for-heroes").new_game(2, seed=seed)
    bots = [make_bot("heuristic", 1), make_bot("heuristic", 2)]
    while not state.is_over():
        seat = state.current_player
        state.apply(bots[seat].choose(SeatWindow(state, seat)))
    return state


def test_game_over_words_count_glory():
    state = _finished()
    view = state.view(None)
    headline, details = game_over_words(view, state.winners(), ["Ana", "Bo"])
    total = view["players"][0]["score"]["total"]
    assert details[0].startswith(f"Ana ({view['players'][0]['hero']})")
    assert f": {total} Glory = " in details[0]
    assert headline.endswith("wins!") if state.winners() else "Horde wins" in headline


def test_panels_show_the_battlefield_market_and_heroes():
    state = engine.load_game("no-time-for-heroes").new_game(2, seed=4)
    view = state.view(0)
    battle = [t.plain for t in battlefield_lines(view)]
    assert battle[0].startswith(f"Horde {view['horde_count']}  Warlord") and "last" in battle[0]
    assert len(battle) == 1 + 3 + 1 and battle[-1].startswith("Scenario: ")
    first = view["battlefield"][0]
    assert battle[1].startswith(f"1 {first['name']}") and f"F{first['fortitude']} W0" in battle[1]
    market = [t.plain for t in market_lines(view)]
    assert len(market) == 6 and market[-1] == "Market deck 9"
    heroes = [t.plain for t in hero_lines(view, ["Ana", "Bo"], 0)]
    assert heroes[0].startswith(">Ana") and "W0/" in heroes[0] and "Evade" in heroes[0]
    card = view["players"][0]["hand"][0]
    detail = card_detail(card).plain   # English only: the Spanish name is in the inspector
    assert detail.startswith(f"{card['name']}, ") and card["name_es"] not in detail


def test_the_short_heroes_panel_keeps_player_numbers_apart():
    """At 80 columns names get up to 9 columns (as wide as the table's longest: four
    heroes showed "Play 1", issue 41); a longer name keeps its number: "Player 1"
    and "Player 2" never both read "Player"."""
    state = engine.load_game("no-time-for-heroes").new_game(2, seed=4)
    heroes = [t.plain for t in hero_lines(state.view(0), ["Player 1", "Player 2"], 0,
                                          wide=False)]
    assert heroes[0].startswith(">Player 1 ") and heroes[1].startswith(" Player 2 ")
    long = [t.plain for t in hero_lines(state.view(0), ["Bartholomew 1", "Bartholomew 2"], 0,
                                        wide=False)]
    assert long[0].startswith(">Barthol 1 ") and long[1].startswith(" Barthol 2 ")
    assert short_name("Ana", 6) == "Ana" and short_name("Bartholomew", 6) == "Bartho"


def test_the_inspector_says_what_the_spanish_name_is():
    """A card's Spanish name is labelled as the printed name, not a bare "Spanish"."""
    from tui.games.no_time_for_heroes.inspection import card_inspection
    card = {"name": "Plunder", "name_es": "Saqueo", "kind": "ability", "damage": 1,
            "text": "Gain 1 coin."}
    facts = dict(card_inspection(card, "your hand").facts)
    assert facts["Printed as"] == "Saqueo (the Spanish edition's name)"
    assert "Spanish" not in facts


def test_the_short_heroes_panel_shows_the_wear_count_when_it_fits():
    """``width`` is the panel's: the 6-column name field must not stand in for it (the
    Wear count was never shown at 80 columns, though the help's legend lists "wr")."""
    state = engine.load_game("no-time-for-heroes").new_game(2, seed=4)
    view = state.view(0)
    wear = len(view["players"][0].get("wear") or [])
    roomy = [t.plain for t in hero_lines(view, ["Player 1", "Player 2"], 0, wide=False,
                                         width=46)]
    assert roomy[0].endswith(f" wr{wear}") and len(roomy[0]) <= 46
    tight = [t.plain for t in hero_lines(view, ["Player 1", "Player 2"], 0, wide=False,
                                         width=len(roomy[0]) - 1)]
    assert " wr" not in tight[0]
