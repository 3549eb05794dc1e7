"""Privacy on the wire (issue 40): what the host sends a seat is the same whatever
that seat may not see.

At positions of whole random games of every game, the bytes of the update for
seat k (``updates.build_update`` through ``protocol.encode``: exactly what the
host writes) are compared with the bytes built from ``state.determinize(k, s)``,
a copy in which everything seat k may not see is re-dealt, with the seed and
the history replaced by stand-ins. Equal bytes mean nothing seat k receives
depends on what it may not see. A watcher's update is checked the same way
against every seat's re-deal.
"""
from __future__ import annotations

import random

import pytest

import engine
from engine import Event
from tui.table.protocol import encode
from tui.table.updates import build_update, log_lines_for

GAMES = [("herocard-duel", 2, None), ("herocard-duel", 3, None),
         ("orc-wars", 3, {"scenario": "race-through-the-dark"}),
         ("hero-realms", 2, None), ("no-time-for-heroes", 2, None),
         ("no-time-for-heroes", 1, {"mode": "solo"}),      # the solo mode (issue 45)
         ("pack-of-heroes", 2, None), ("heroes-of-timeline", 2, None)]


def _stand_ins(copy, length: int):
    """Replace the copy's seed and history with stand-ins (``length`` placeholders:
    a re-dealt copy starts with no history; how many actions were played is public)."""
    if hasattr(copy, "seed"):
        try:
            copy.seed = -12345
        except AttributeError:
            pass
    copy.history = [None] * length
    return copy


def _wire(state, seat, log=()):
    return encode(build_update(state, seat, log))


@pytest.mark.parametrize("game_id,players,options", GAMES)
def test_a_seat_receives_the_same_bytes_from_every_redeal(game_id, players, options):
    rng = random.Random(40)
    game = engine.load_game(game_id)
    checked = 0
    for number in range(2):
        state = game.new_game(players=players, seed=4000 + number, options=options)
        log: list = []
        steps = 0
        while not state.is_over() and steps < 400:
            if steps % 4 == 0:
                for seat in range(players):
                    copy = _stand_ins(state.determinize(seat, rng.randrange(1, 10 ** 9)),
                                      len(state.history))
                    assert _wire(state, seat, log) == _wire(copy, seat, log), \
                        f"{game_id}: seat {seat} at action {steps} sees a difference"
                    assert encode(build_update(state, None, log)) == \
                        encode(build_update(copy, None, log)), f"{game_id}: watcher, {steps}"
                    checked += 1
            log.extend(state.apply(rng.choice(state.legal_actions())))
            steps += 1
        events = [e for e in log if isinstance(e, Event)]
        for seat in range(players):   # another seat's private event reads as a watcher's
            for event in events:
                if event.private_to not in (None, seat):
                    assert event.describe(seat) == event.describe(None), event
            lines = log_lines_for(events, seat, limit=10 ** 6)
            assert lines == [t[:1].upper() + t[1:] for t in (e.describe(seat) for e in events)
                             if t]
    assert checked > 20


def test_an_update_names_no_seed_until_the_game_is_over():
    game = engine.load_game("herocard-duel")
    state = game.new_game(players=2, seed=987654321)
    message = build_update(state, 0)
    assert message["seed"] is None and b"987654321" not in encode(message)
    rng = random.Random(1)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    assert build_update(state, 0)["seed"] == 987654321


def test_only_the_deciding_seat_gets_legal_actions():
    state = engine.load_game("herocard-duel").new_game(players=2, seed=3)
    deciding = state.current_player
    other = 1 - deciding
    assert build_update(state, deciding)["legal"]
    assert build_update(state, other)["legal"] == []
    assert build_update(state, None)["legal"] == []
    assert build_update(state, deciding, can_decide=False)["legal"] == []
