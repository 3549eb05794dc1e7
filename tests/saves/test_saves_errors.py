"""Every bad file gives the right SaveError subclass with a one-line message."""
from __future__ import annotations

import msgpack
import pytest

import saves
from saves import files
from saves import format as fmt


@pytest.fixture
def good(tmp_path, play):
    """A valid save of a 2-player race after 6 actions."""
    return saves.write(tmp_path / "good.htsave", play(actions=6))


def _fails(path, kind, one_line):
    with pytest.raises(kind) as caught:
        saves.read(path)
    one_line(caught.value, path)
    assert isinstance(caught.value, saves.SaveError)
    return str(caught.value)


@pytest.mark.parametrize("blob", [
    b"hello, this is a text file\n",
    b"\x00\x01\x02\x03garbage",
    b'{"magic": "herotable-save", "format": 1}',
    b"\xc1",                                   # never used in msgpack
    msgpack.packb([1, 2, 3]),
    msgpack.packb("herotable-save"),
    msgpack.packb({"magic": "other-save", "format": 1}),
    msgpack.packb({"format": 1, "game": "test-race"}),
])
def test_not_a_save_file(tmp_path, craft, one_line, blob):
    path = craft(tmp_path / "x.htsave", blob)
    _fails(path, saves.NotASaveFile, one_line)


def test_directory_and_huge_file_are_not_saves(tmp_path, one_line, monkeypatch):
    folder = tmp_path / "folder.htsave"
    folder.mkdir()
    _fails(folder, saves.NotASaveFile, one_line)
    big = tmp_path / "big.htsave"
    big.write_bytes(b"\x80" * 100)
    monkeypatch.setattr(files, "MAX_FILE_BYTES", 50)
    assert "too large" in _fails(big, saves.NotASaveFile, one_line)


def test_missing_file_is_a_plain_save_error(tmp_path, one_line):
    path = tmp_path / "nope.htsave"
    text = _fails(path, saves.SaveError, one_line)
    assert "no such file" in text


def test_empty_file_is_corrupt(tmp_path, one_line):
    path = tmp_path / "empty.htsave"
    path.write_bytes(b"")
    _fails(path, saves.CorruptSave, one_line)


def test_truncated_anywhere_is_corrupt(good, one_line):
    blob = good.read_bytes()
    cuts = sorted({1, 2, 5, 10, 20, 40, len(blob) // 3, len(blob) // 2, len(blob) - 1})
    for cut in cuts:
        good.write_bytes(blob[:cut])
        _fails(good, saves.CorruptSave, one_line)


def test_trailing_garbage_is_corrupt(good, one_line):
    good.write_bytes(good.read_bytes() + b"\x01\x02")
    _fails(good, saves.CorruptSave, one_line)


def test_flipped_byte_in_the_middle_is_an_error(good, one_line):
    blob = bytearray(good.read_bytes())
    blob[len(blob) // 2] ^= 0xFF
    good.write_bytes(bytes(blob))
    with pytest.raises(saves.SaveError) as caught:
        saves.read(good)
    one_line(caught.value, good)


def test_newer_format_says_who_wrote_it(good, raw, craft, one_line):
    data = raw(good)
    data["format"] = 7
    data["engine_version"] = "9.4.0"
    data["brand_new_field"] = {"x": 1}
    craft(good, data)
    text = _fails(good, saves.NewerFormat, one_line)
    assert "9.4.0" in text and "format 7" in text


def test_newer_format_is_reported_even_if_the_rest_is_unreadable(tmp_path, craft, one_line):
    head = msgpack.packb("magic") + msgpack.packb("herotable-save") \
        + msgpack.packb("format") + msgpack.packb(saves.FORMAT + 1) \
        + msgpack.packb("engine_version") + msgpack.packb("3.0.0") \
        + msgpack.packb("payload") + msgpack.packb(msgpack.ExtType(42, b"new stuff"))
    path = craft(tmp_path / "new.htsave", b"\x84" + head)
    assert "3.0.0" in _fails(path, saves.NewerFormat, one_line)


def test_unknown_game(good, raw, craft, one_line):
    data = raw(good)
    data["game"] = "chess-960"
    craft(good, data)
    assert "chess-960" in _fails(good, saves.UnknownGame, one_line)


def test_swapped_actions_are_a_replay_mismatch(tmp_path, play, raw, craft, one_line):
    state = play(actions=0)
    state.apply(state.legal_actions()[0])     # seat 0 steps 1
    state.apply(state.legal_actions()[1])     # seat 1 steps 2
    path = saves.write(tmp_path / "g.htsave", state)
    data = raw(path)
    data["actions"][0], data["actions"][1] = data["actions"][1], data["actions"][0]
    craft(path, data)
    assert "hash" in _fails(path, saves.ReplayMismatch, one_line)


def test_illegal_action_is_a_replay_mismatch(good, raw, craft, one_line):
    data = raw(good)
    data["actions"][2] = {"kind": "step", "args": {"n": 7}}
    craft(good, data)
    assert "action 2" in _fails(good, saves.ReplayMismatch, one_line)


def test_extra_action_after_the_end_is_a_replay_mismatch(tmp_path, play, raw, craft,
                                                          one_line):
    state = play(actions=100)
    assert state.is_over()
    path = saves.write(tmp_path / "g.htsave", state)
    data = raw(path)
    data["actions"].append({"kind": "roll", "args": {}})
    craft(path, data)
    _fails(path, saves.ReplayMismatch, one_line)


def test_changed_hash_is_a_replay_mismatch(good, raw, craft, one_line):
    data = raw(good)
    data["state_hash"] = "0" * 64
    data["snapshot"] = None
    craft(good, data)
    _fails(good, saves.ReplayMismatch, one_line)


def test_hash_that_disagrees_with_the_snapshot_is_corrupt(good, raw, craft, one_line):
    data = raw(good)
    data["state_hash"] = "0" * 64
    craft(good, data)
    assert "snapshot" in _fails(good, saves.CorruptSave, one_line)


def test_a_mismatch_names_the_first_difference_from_the_snapshot(good, raw, craft,
                                                                   one_line):
    from saves.header import snapshot_hash
    data = raw(good)
    data["snapshot"]["state"]["positions"][1] += 5      # a state the actions never give
    data["state_hash"] = snapshot_hash(data["snapshot"]["state"])
    craft(good, data)
    assert "first difference at positions.1" in _fails(good, saves.ReplayMismatch, one_line)


def test_junk_action_data_is_corrupt(good, raw, craft, one_line):
    data = raw(good)
    data["actions"][1] = {"args": {"n": 1}}
    craft(good, data)
    assert "action 1" in _fails(good, saves.CorruptSave, one_line)


def test_options_the_game_refuses_are_corrupt(good, raw, craft, one_line):
    data = raw(good)
    data["options"] = {"target": -3}
    craft(good, data)
    _fails(good, saves.CorruptSave, one_line)


WRONG_FIELDS = [
    ("game", 5), ("game", ""), ("game", None),
    ("engine_version", 1.0),
    ("created", 12345), ("created", "yesterday"), ("updated", ["2030"]),
    ("players", "2"), ("players", True), ("players", 0), ("players", 3), ("players", 1000),
    ("seats", None), ("seats", [{"name": "A", "kind": "human", "bot": None}]),
    ("seats", [{"name": "A", "kind": "robot", "bot": None},
               {"name": "B", "kind": "human", "bot": None}]),
    ("seats", [{"name": b"A", "kind": "human", "bot": None},
               {"name": "B", "kind": "human", "bot": None}]),
    ("seats", ["A", "B"]),
    ("options", []), ("options", {"target": b"\x01"}), ("options", {b"target": 10}),
    ("seed", "3"), ("seed", 3.0), ("seed", False),
    ("actions", {}), ("actions", ["roll"]), ("actions", [{"kind": b"roll", "args": {}}]),
    ("state_hash", 0), ("state_hash", "abc"), ("state_hash", "Z" * 64),
    ("turn", 2.5), ("turn", [1]),
    ("campaign_id", 7),
    ("format", "1"), ("format", None),
]


@pytest.mark.parametrize("field, value", WRONG_FIELDS)
def test_wrong_field_types_are_corrupt(good, raw, craft, one_line, field, value):
    data = raw(good)
    data[field] = value
    craft(good, data)
    _fails(good, saves.CorruptSave, one_line)


@pytest.mark.parametrize("field", ["game", "seats", "options", "seed", "actions",
                                   "state_hash", "turn", "campaign_id", "format"])
def test_missing_fields_are_corrupt(good, raw, craft, one_line, field):
    data = raw(good)
    del data[field]
    craft(good, data)
    assert field in _fails(good, saves.CorruptSave, one_line)


@pytest.mark.parametrize("ext", [msgpack.ExtType(1, b"\x00" * 4), msgpack.ExtType(5, b""),
                                 msgpack.Timestamp(0, 0)])        # type -1
def test_ext_types_are_refused(good, raw, craft, one_line, ext):
    data = raw(good)
    data["options"] = {"target": 10, "sneaky": ext}
    craft(good, data)
    _fails(good, saves.CorruptSave, one_line)


def test_ext_hook_refuses_every_extension():
    with pytest.raises(ValueError):
        msgpack.unpackb(msgpack.packb(msgpack.ExtType(9, b"x")),
                        **fmt._unpack_options(lambda obj: obj) | {"max_ext_len": 10})


def test_ext_at_top_level_is_not_a_save(tmp_path, craft, one_line):
    path = craft(tmp_path / "x.htsave", msgpack.packb(msgpack.ExtType(3, b"boom")))
    _fails(path, saves.NotASaveFile, one_line)


def test_too_many_containers_are_refused(good, raw, craft, one_line, monkeypatch):
    monkeypatch.setattr(fmt, "MAX_OBJECTS", 50)
    data = raw(good)
    data["options"] = {"target": 10, "filler": [[] for _ in range(60)]}
    craft(good, data)
    _fails(good, saves.CorruptSave, one_line)


def test_huge_declared_lengths_are_refused_quickly(tmp_path, craft, one_line):
    head = b"\x82" + msgpack.packb("magic") + msgpack.packb("herotable-save")
    for declared in (b"\xdd\xff\xff\xff\xff", b"\xdf\xff\xff\xff\xff",    # 4e9 items
                     b"\xdb\xff\xff\xff\xff", b"\xc6\xff\xff\xff\xff"):   # 4 GB str/bin
        path = craft(tmp_path / "bomb.htsave", head + msgpack.packb("options") + declared)
        _fails(path, saves.CorruptSave, one_line)


def test_long_reasons_are_shortened():
    error = saves.CorruptSave("a.htsave", "x" * 5000)
    assert len(str(error)) < 320 and str(error).endswith("...")


def test_deep_nesting_is_refused(good, raw, craft, one_line):
    data = raw(good)
    blob = msgpack.packb({**data, "options": {"target": 10, "deep": []}})
    marker = msgpack.packb("deep") + b"\x90"
    nested = b"\x91" * 3000 + b"\x90"
    craft(good, blob.replace(marker, msgpack.packb("deep") + nested))
    _fails(good, saves.CorruptSave, one_line)


def test_error_messages_flatten_newlines():
    error = saves.CorruptSave("a.htsave", "first line\nsecond line")
    assert str(error) == "a.htsave: first line second line"
    assert error.path == "a.htsave" and error.problem == "first line second line"
