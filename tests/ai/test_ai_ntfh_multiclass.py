"""The bots play No Time For Heroes' multiclass mode, its deck building included
(engine/ai/heuristic/ntfh_build.py; engine/ai/heuristic/no_time_for_heroes.py
``candidates``; docs/no-time-for-heroes.md, "Multiclass")."""
from __future__ import annotations

from collections import Counter

from engine.ai import SeatWindow, make_bot
from engine.ai.heuristic import no_time_for_heroes as nh
from engine.ai.heuristic import ntfh_build
from engine.ai.ismcts import ISMCTSBot
from engine.no_time_for_heroes.game import NoTimeForHeroes
from engine.no_time_for_heroes.multiclass import problem

GAME = NoTimeForHeroes()


def test_the_plan_is_a_legal_deck_with_the_hero_s_class_for_every_hero():
    for hero in ("valerys", "beleth-il", "neddia", "aranel"):
        s = GAME.new_game(2, seed=1, options={"mode": "multiclass",
                                              "heroes": [hero, "random"]})
        deck = ntfh_build.plan(s, 0)
        assert problem(s, 0, deck) is None
        assert s.content.heroes[hero].klass in {s.content.cards[c].klass for c in deck}


def test_the_heuristic_builds_its_plan_card_by_card_then_builds():
    s = GAME.new_game(2, seed=3, options={"mode": "multiclass", "heroes": ["aranel", "idril"]})
    bot = make_bot("heuristic", 1)
    while s.current_player == 0:
        s.apply(bot.choose(SeatWindow(s, 0)))
    assert s.multi["built"][0]
    assert Counter(s.multi["drafts"][0]) == Counter(ntfh_build.plan(s, 0))
    assert [a.kind for a in s.history] == ["mc_add"] * 15 + ["mc_done"]


def test_ismcts_does_not_search_the_building_it_takes_the_plan_s_step():
    s = GAME.new_game(3, seed=2, options={"mode": "multiclass"})
    legal = s.legal_actions()
    assert nh.candidates(s, legal) == [ntfh_build.step(s, 0, legal)]


def test_heuristic_and_ismcts_play_a_four_player_multiclass_game_to_the_end():
    s = GAME.new_game(4, seed=5, options={"mode": "multiclass"})
    bots = [make_bot("heuristic", 1), ISMCTSBot(5, seconds=None, iterations=10),
            make_bot("heuristic", 2), ISMCTSBot(6, seconds=None, iterations=10)]
    for _ in range(5000):
        if s.is_over():
            break
        seat = s.current_player
        s.apply(bots[seat].choose(SeatWindow(s, seat)))
    assert s.is_over() and s.multi["done"]
    assert all(problem(s, seat, s.multi["drafts"][seat]) is None for seat in range(4))
    assert len(set(s.warlord_uids())) == 2
    assert not s.horde and not s.battlefield or all(p.fallen for p in s.players)
