"""Forged saves (issue 19): with the folder key (it travels with a copied
folder) anyone can re-seal an edited save and recompute its hash and snapshot.
Every load still checks every action's legality, so no forgery crashes or
hangs the engine: it is refused with one ``SaveError`` line."""
from __future__ import annotations

import contextlib
import random
import signal

import msgpack
import pytest

import engine
import saves
from saves import files, header
from saves import format as fmt

HANG_SECONDS = 20


@contextlib.contextmanager
def _no_hang():
    def hang(signum, frame):
        raise TimeoutError(f"over {HANG_SECONDS} s: the load hangs")
    previous = signal.signal(signal.SIGALRM, hang)
    signal.alarm(HANG_SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _played(game_id: str, until_kind: str, seed: int = 1, limit: int = 400):
    """A 2-player game played at random until an action of ``until_kind`` was taken."""
    game = engine.load_game(game_id)
    state = game.new_game(players=2, seed=seed)
    chooser = random.Random(seed)
    while not state.is_over() and len(state.history) < limit:
        legal = state.legal_actions()
        wanted = [a for a in legal if a.kind == until_kind]
        state.apply(wanted[0] if wanted else chooser.choice(legal))
        if wanted:
            return game, state
    raise AssertionError(f"no {until_kind} in {limit} actions")


def forge(path, game, data: dict) -> None:
    """What a forger with the folder key does: apply the edited actions with the
    rules' own ``_apply`` (no legality check), recompute hash and snapshot, re-seal."""
    state = game.new_game(players=data["players"], seed=data["seed"], options=data["options"])
    with contextlib.suppress(Exception):
        for item in data["actions"]:
            action = game.action_from_data(item)
            state._apply(action)
            state.history.append(action)
    with contextlib.suppress(Exception):
        data["state_hash"] = engine.state_hash(state)
        data["snapshot"] = header.snapshot_of(state)
    body = {k: v for k, v in data.items() if k not in fmt.TRAILER_KEYS}
    path.write_bytes(fmt.encode_sealed(body, files.read_key(path.parent)))


def _refused(path, one_line) -> str:
    with _no_hang(), pytest.raises(saves.SaveError) as caught:
        saves.read(path)
    one_line(caught.value, path)
    return str(caught.value)


def test_a_hero_realms_attack_of_minus_two_to_the_63_is_refused(tmp_path, one_line):
    game, state = _played("hero-realms", "attack_player")
    path = saves.write(tmp_path / "realm.htsave", state)
    data = msgpack.unpackb(path.read_bytes())
    data["actions"][-1]["args"]["amount"] = -2 ** 63
    forge(path, game, data)
    assert saves.read_header(path).actions[-1]["args"]["amount"] == -2 ** 63   # sealed, valid
    assert "is not legal on replay" in _refused(path, one_line)


def test_an_orc_wars_move_off_the_map_is_refused(tmp_path, one_line):
    game, state = _played("orc-wars", "move")
    path = saves.write(tmp_path / "ow.htsave", state)
    data = msgpack.unpackb(path.read_bytes())
    data["actions"][-1]["args"]["to"] = [500, -500]
    forge(path, game, data)
    assert f"action {len(data['actions']) - 1}" in _refused(path, one_line)


def test_a_duel_play_of_the_wrong_type_is_refused(tmp_path, one_line):
    game, state = _played("herocard-duel", "play")
    path = saves.write(tmp_path / "duel.htsave", state)
    data = msgpack.unpackb(path.read_bytes())
    data["actions"][-1]["args"]["cards"] = 7
    forge(path, game, data)
    assert f"action {len(data['actions']) - 1}" in _refused(path, one_line)


def test_a_forged_save_is_refused_even_with_the_folder_key(tmp_path, one_line, race_game):
    """The seal is right, the hash is right, the snapshot is right: the action is not."""
    state = race_game.new_game(players=2, seed=1)
    state.apply(state.legal_actions()[0])
    path = saves.write(tmp_path / "race.htsave", state)
    data = msgpack.unpackb(path.read_bytes())
    data["actions"][0]["args"]["n"] = 9                       # steps are 1 or 2
    forge(path, race_game, data)
    head = saves.read_header(path)
    assert head.seal is not None and saves.game.is_sealed(head, tmp_path)
    assert "action 0 (step) is not legal on replay" in _refused(path, one_line)
