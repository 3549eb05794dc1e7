"""Writing a game and reading it back gives the same game."""
from __future__ import annotations

from datetime import timedelta

import msgpack
import pytest

import engine
import saves
from saves import format as fmt


def _data(state):
    return [action.to_data() for action in state.history]


def test_round_trip_keeps_state_history_and_seats(tmp_path, play):
    state = play(actions=7)
    seats = [{"name": "Ana", "kind": "human", "bot": None},
             {"name": "Orc bot", "kind": "ai", "bot": "mcts"}]
    path = saves.write(tmp_path / "g.htsave", state, seats=seats, campaign_id="camp-1")
    saved = saves.read(path)
    assert engine.state_hash(saved.state) == engine.state_hash(state)
    assert _data(saved.state) == _data(state) and len(state.history) == 7
    assert saved.seats == seats
    assert (saved.game_id, saved.players, saved.seed) == ("test-race", 2, 3)
    assert saved.options == {"target": 10}
    assert saved.campaign_id == "camp-1"
    assert saved.action_count == 7
    assert saved.turn == state.view(None)["turn"]
    assert saved.format_version == saves.FORMAT == 4
    assert saved.checksum and saved.sealed and saved.snapshot and saved.replay == "strict"
    assert saved.engine_version == saves.engine_version()
    assert saved.path == path
    assert saved.state_hash == engine.state_hash(state)
    created = fmt.parse_time(saved.created)
    assert created.utcoffset() == timedelta(0)
    assert saved.created == saved.updated


def test_default_seats_are_numbered_humans(tmp_path, play):
    saved = saves.read(saves.write(tmp_path / "g.htsave", play(players=3)))
    assert saved.seats == [{"name": f"Player {i}", "kind": "human", "bot": None}
                           for i in (1, 2, 3)]


def test_partial_seats_get_defaults(tmp_path, play):
    path = saves.write(tmp_path / "g.htsave", play(),
                       seats=[{"name": "Ana"}, {"kind": "ai", "bot": "random"}])
    assert saves.read(path).seats == [{"name": "Ana", "kind": "human", "bot": None},
                                      {"name": "Player 2", "kind": "ai", "bot": "random"}]


def test_round_trip_at_every_point_of_a_game(tmp_path, play):
    whole = play(actions=100, choice_seed=9)
    assert whole.is_over()
    for count in range(len(whole.history) + 1):
        state = play(actions=count, choice_seed=9)
        saved = saves.read(saves.write(tmp_path / f"{count}.htsave", state))
        assert engine.state_hash(saved.state) == engine.state_hash(state)
        assert saved.state.is_over() == state.is_over()


def test_read_state_keeps_playing_like_the_original(tmp_path, play):
    state = play(actions=3)
    saved = saves.read(saves.write(tmp_path / "g.htsave", state))
    for action in state.legal_actions():
        original, loaded = state.clone(), saved.state.clone()
        original.apply(action)
        loaded.apply(action)
        assert engine.state_hash(original) == engine.state_hash(loaded)


def test_rewrite_keeps_created_and_moves_updated(tmp_path, play, monkeypatch):
    times = iter(["2030-01-01T10:00:00.000000+00:00", "2030-01-01T11:00:00.000000+00:00"])
    monkeypatch.setattr(saves.header, "now_iso", lambda: next(times))
    path = tmp_path / "g.htsave"
    saves.write(path, play(actions=2))
    saves.write(path, play(actions=4))
    saved = saves.read(path)
    assert saved.created == "2030-01-01T10:00:00.000000+00:00"
    assert saved.updated == "2030-01-01T11:00:00.000000+00:00"
    assert saved.action_count == 4


def test_file_layout_matches_the_format(tmp_path, play, raw):
    import hashlib
    import hmac
    state = play(actions=5)
    path = saves.write(tmp_path / "g.htsave", state)
    data = raw(path)
    assert list(data) == ["magic", "format", "game", "engine_version", "created", "updated",
                          "players", "seats", "options", "seed", "actions", "state_hash",
                          "turn", "campaign_id", "table", "snapshot", "checksum", "seal"]
    assert data["magic"] == "herotable-save"
    assert data["format"] == 4 and data["game"] == "test-race"
    assert data["table"] == {"undo": True, "hints": True, "undos": [], "hint_log": [],
                             "answers": []}
    assert data["actions"] == _data(state)
    assert data["state_hash"] == engine.state_hash(state)
    assert data["turn"] == state.turn and data["campaign_id"] is None
    assert data["players"] == 2 and data["seed"] == 3 and data["options"] == {"target": 10}
    assert data["snapshot"] == {"state": state.full_data(), "current": state.current_player,
                                "over": False, "winners": []}
    blob = path.read_bytes()
    tail = (msgpack.packb("checksum") + msgpack.packb(data["checksum"])
            + msgpack.packb("seal") + msgpack.packb(data["seal"]))
    assert blob.endswith(tail) and len(tail) == 146
    body = blob[:-len(tail)]
    assert data["checksum"] == hashlib.sha256(body).hexdigest()
    key = bytes.fromhex((tmp_path / ".herotable-key").read_text().strip())
    assert data["seal"] == hmac.new(key, body, hashlib.sha256).hexdigest()


@pytest.mark.parametrize("seats", [
    [{"name": "only one"}],
    [{"name": "A", "kind": "robot"}, {"name": "B"}],
    [{"name": 5}, {"name": "B"}],
    [{"name": "A", "bot": 3}, {"name": "B"}],
    "AB",
    [["A"], ["B"]],
])
def test_bad_seats_are_refused_before_writing(tmp_path, play, seats):
    path = tmp_path / "g.htsave"
    with pytest.raises(ValueError):
        saves.write(path, play(), seats=seats)
    assert list(tmp_path.iterdir()) == []


def test_campaign_id_must_be_text(tmp_path, play):
    with pytest.raises(ValueError):
        saves.write(tmp_path / "g.htsave", play(), campaign_id=7)


def test_older_format_is_migrated_step_by_step(tmp_path, play, raw, craft, monkeypatch):
    path = saves.write(tmp_path / "g.htsave", play(actions=3))
    data = raw(path)
    for key in ("snapshot", "checksum", "seal"):     # formats before 2 had none of these
        del data[key]
    del data["table"]                                # nor did formats before 4
    data["format"] = 0
    data["seats"] = ["Ana", "Bo"]          # pretend format 0 stored bare names
    craft(path, data)

    def zero_to_one(old):
        old["seats"] = [{"name": n, "kind": "human", "bot": None} for n in old["seats"]]
        return old
    monkeypatch.setitem(fmt.MIGRATIONS, 0, zero_to_one)
    saved = saves.read(path)
    assert saved.format_version == 0 and saved.seats[0]["name"] == "Ana"
    assert saved.replay == "strict" and not saved.checksum and not saved.snapshot


def test_older_format_without_a_migration_is_refused(tmp_path, play, raw, craft, one_line):
    path = saves.write(tmp_path / "g.htsave", play())
    data = raw(path)
    data["format"] = 0
    craft(path, data)
    with pytest.raises(saves.CorruptSave) as caught:
        saves.read(path)
    one_line(caught.value, path)
    assert "format 0" in str(caught.value)


def test_public_api_names():
    for name in ("write", "read", "save_dir", "list_saves", "newest", "autosave_path",
                 "SavedGame", "SaveInfo", "SaveError"):
        assert hasattr(saves, name), name
    for name in ("NotASaveFile", "CorruptSave", "NewerFormat", "UnknownGame",
                 "ReplayMismatch"):
        assert issubclass(getattr(saves, name), saves.SaveError), name
    assert not issubclass(saves.UnknownGame, engine.EngineError)
