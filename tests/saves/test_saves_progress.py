"""A read reports its replay as it goes (issue 19: long saves load in a worker
with a progress indicator): ``saves.read(path, progress=...)`` calls
``progress(done, total)`` from the reading thread, and what the callback
raises stops the read, letting go of a held save."""
from __future__ import annotations

import pytest

import engine
import saves
from saves import game as save_game
from tui.session import GameSession

ACTIONS = 1_000


def _stalled_realm(actions: int = ACTIONS):
    """Hero Realms with every turn ended at once: a long game that never ends."""
    state = engine.load_game("hero-realms").new_game(players=2, seed=5)
    while len(state.history) < actions:
        state.apply(next(a for a in state.legal_actions() if a.kind == "end_turn"))
    return state


@pytest.fixture(scope="module")
def long_save(tmp_path_factory):
    path = tmp_path_factory.mktemp("progress") / "realm.htsave"
    saves.write(path, _stalled_realm())
    return path


def test_the_replay_reports_each_step_to_the_end(long_save):
    seen = []
    saved = saves.read(long_save, progress=lambda done, total: seen.append((done, total)))
    assert saved.action_count == ACTIONS
    step = save_game.PROGRESS_EVERY
    assert seen == [(0, ACTIONS)] + [(n, ACTIONS) for n in range(step, ACTIONS, step)] \
        + [(ACTIONS, ACTIONS)]
    assert seen[1] == (250, 1_000) and seen[-2] == (750, 1_000)


class Stop(Exception):
    pass


def test_a_callback_that_raises_stops_the_load_and_lets_the_save_go(long_save):
    seen = []

    def stop_at_500(done, total):
        seen.append(done)
        if done >= 500:
            raise Stop()
    with pytest.raises(Stop):
        GameSession.load(long_save, progress=stop_at_500)
    assert seen == [0, 250, 500]                 # nothing replayed after the stop
    again = GameSession.load(long_save)          # not left held by the stopped load
    assert len(again.state.history) == ACTIONS
    again.close()


def test_a_damaged_replay_reports_up_to_the_bad_action(tmp_path, long_save):
    """An action that is not legal on replay ends the progress there, with the
    one-line ReplayMismatch."""
    import msgpack
    from saves import files
    from saves import format as fmt
    data = msgpack.unpackb(long_save.read_bytes(), raw=False)
    data["actions"][600] = {"kind": "play", "args": {"card": 9999}}
    path = tmp_path / "bad.htsave"
    body = {k: v for k, v in data.items() if k not in fmt.TRAILER_KEYS}
    path.write_bytes(fmt.encode_sealed(body, files.read_key(long_save.parent)))
    seen = []
    with pytest.raises(saves.SaveError) as caught:
        saves.read(path, progress=lambda done, total: seen.append(done))
    assert isinstance(caught.value, saves.ReplayMismatch), caught.value
    assert "bad.htsave" in str(caught.value) and "action 600" in str(caught.value)
    assert seen == [0, 250, 500]
