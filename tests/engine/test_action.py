"""engine.core.action: Action data round trips and junk is refused."""
from __future__ import annotations

import pytest

import engine
from engine import Action


def test_to_data_round_trip_and_label_ignored_by_equality():
    a = Action.make("play", "Play X", cards=["x", "y"], target=1)
    b = Action.from_data(a.to_data())
    assert a == b and b.to_data() == {"kind": "play", "args": {"cards": ["x", "y"], "target": 1}}


@pytest.mark.parametrize("junk", [None, 7, "play", {"kind": 3}, {"kind": "x", "args": []},
                                  {"kind": "x", "args": {1: 2}}, {"kind": "x", "extra": 1},
                                  {"kind": "x", "args": {"a": {"b": 1}}}])
def test_junk_is_illegal_action(junk):
    with pytest.raises(engine.IllegalAction):
        engine.load_game("herocard-duel").action_from_data(junk)


def test_deeply_nested_action_data_is_refused_not_a_crash():
    data: list = []
    for _ in range(10_000):
        data = [data]
    with pytest.raises(engine.IllegalAction):
        engine.load_game("herocard-duel").action_from_data({"kind": "play", "args": {"cards": data}})
