"""Crafted files (issue 19): non-ASCII trailers, the trailer checked on the raw
bytes before decoding, capped decoded objects, the file size limit derived from
the longest game, repeated and reordered keys, the snapshot's current/over/winners,
and campaign files read as strictly as docs/campaign.md says."""
from __future__ import annotations

import hashlib
import tracemalloc

import msgpack
import pytest

import saves
from saves import campaign as camp
from saves import files
from saves import format as fmt


@pytest.fixture
def good(tmp_path, play):
    return saves.write(tmp_path / "good.htsave", play(actions=7))


def _fails(path, kind, one_line, reader=saves.read):
    with pytest.raises(kind) as caught:
        reader(path)
    one_line(caught.value, path)
    return str(caught.value)


def _pack_pairs(pairs: list, key: bytes | None) -> bytes:
    """A format-2 style file from explicit (key, value) pairs (repeats allowed),
    with a correct checksum and seal over them, as a forger would make it."""
    body = msgpack.Packer().pack_map_header(len(pairs) + 2) + b"".join(
        msgpack.packb(k) + msgpack.packb(v, use_bin_type=True) for k, v in pairs)
    return body + fmt._trailer(hashlib.sha256(body).hexdigest(), fmt.seal_of(key, body))


def _with_trailer(data: dict, checksum, seal) -> bytes:
    return msgpack.packb({**data, "checksum": checksum, "seal": seal})


# ----- 1. non-ASCII checksum or seal: a SaveError, and listings go on ---------------
@pytest.mark.parametrize("field", ["checksum", "seal"])
def test_a_non_ascii_checksum_or_seal_is_a_corrupt_save(good, raw, one_line, field):
    data = raw(good)
    trailer = {"checksum": data.pop("checksum"), "seal": data.pop("seal")}
    trailer[field] = "é" * 64
    good.write_bytes(_with_trailer(data, **trailer))
    text = _fails(good, saves.CorruptSave, one_line)
    assert "damaged" in text
    _fails(good, saves.CorruptSave, one_line, saves.read_header)
    _fails(good, saves.CorruptSave, one_line, saves.verify)


def test_one_bad_file_never_stops_the_listing(tmp_path, play, raw):
    first = saves.write(tmp_path / "a.htsave", play(actions=3))
    second = saves.write(tmp_path / "b.htsave", play(actions=5))
    data = raw(second)
    data.pop("checksum"), data.pop("seal")
    second.write_bytes(_with_trailer(data, "ü" * 64, None))
    listed = {item.path.name: item for item in saves.list_saves(tmp_path)}
    assert listed["a.htsave"].error is None and listed["a.htsave"].action_count == 3
    assert "damaged" in listed["b.htsave"].error
    assert saves.newest(tmp_path) == first


def test_a_listing_survives_a_reader_bug(tmp_path, play, monkeypatch):
    """Even an unexpected exception in one file's header becomes that file's error line."""
    saves.write(tmp_path / "a.htsave", play(actions=3))
    saves.write(tmp_path / "b.htsave", play(actions=4))
    from saves import listing
    real = listing.read_header

    def flaky(path):
        if path.name == "b.htsave":
            raise TypeError("boom")
        return real(path)
    monkeypatch.setattr(listing, "read_header", flaky)
    listed = {item.path.name: item for item in saves.list_saves(tmp_path)}
    assert listed["a.htsave"].action_count == 3
    assert "TypeError: boom" in listed["b.htsave"].error and "\n" not in listed[
        "b.htsave"].error


def test_a_campaign_with_a_non_ascii_checksum_is_corrupt_and_listed(tmp_path, one_line):
    held = saves.create_campaign(tmp_path, ["Ana", "Bo"])
    held.close()
    other = saves.create_campaign(tmp_path, ["Cy", "Di"])
    other.close()
    data = msgpack.unpackb(held.path.read_bytes(), raw=False)
    data.pop("checksum"), data.pop("seal")
    held.path.write_bytes(_with_trailer(data, "ä" * 64, None))
    _fails(held.path, saves.CorruptSave, one_line, saves.read_campaign)
    listed = {item.path: item for item in saves.list_campaigns(tmp_path)}
    assert listed[other.path].campaign.players == ["Cy", "Di"]
    assert "damaged" in listed[held.path].error


# ----- 2. raw trailer first, capped objects, the size limit -------------------------
def test_the_checksum_is_checked_on_the_bytes_before_any_decoding(good, raw, one_line,
                                                                  monkeypatch):
    data = raw(good)
    data["options"] = {"target": 10, "filler": [str(i % 10) for i in range(19_000)]}
    blob = bytearray(fmt.encode_sealed({k: v for k, v in data.items()
                                        if k not in fmt.TRAILER_KEYS}, None))
    blob[200] ^= 1                                          # one flipped bit in the filler
    good.write_bytes(bytes(blob))

    def no_decoding(*args, **kwargs):
        raise AssertionError("the file was decoded before its checksum was checked")
    monkeypatch.setattr(fmt.msgpack, "unpackb", no_decoding)
    assert "checksum mismatch" in _fails(good, saves.CorruptSave, one_line)


def test_a_forged_file_of_small_strings_stops_at_the_object_cap(tmp_path, one_line):
    """Right checksum, 1.4 million one-character strings (2.9 MB): refused after
    at most MAX_OBJECTS values, with bounded memory."""
    path = tmp_path / "many.htsave"
    lists = [["x"] * 19_000 for _ in range(75)]
    pairs = [("magic", fmt.MAGIC), ("format", fmt.FORMAT), ("game", "test-race"),
             ("options", lists)]
    blob = _pack_pairs(pairs, None)
    assert len(blob) < fmt.MAX_FILE_BYTES
    path.write_bytes(blob)
    tracemalloc.start()
    try:
        text = _fails(path, saves.CorruptSave, one_line)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert f"more than {fmt.MAX_OBJECTS} values" in text
    assert peak < 48 * 1024 * 1024, peak


def test_the_file_limit_follows_from_the_longest_game():
    assert fmt.MAX_FILE_BYTES == (fmt.HEADER_BYTES + fmt.MAX_ACTIONS * fmt.ACTION_BYTES
                                  + fmt.SNAPSHOT_BYTES + fmt.TABLE_BYTES)   # format 4: + table
    assert fmt.MAX_FILE_BYTES < 4 * 1024 * 1024 and fmt.MAX_ARRAY == fmt.MAX_ACTIONS == 20_000


def test_a_file_over_the_limit_is_refused_in_one_line(tmp_path, one_line):
    path = tmp_path / "big.htsave"
    path.write_bytes(b"\x90" * (fmt.MAX_FILE_BYTES + 1))
    text = _fails(path, saves.NotASaveFile, one_line)
    assert f"limit {fmt.MAX_FILE_BYTES}" in text


def test_a_game_longer_than_a_save_holds_is_refused_both_ways(tmp_path, race_game, raw,
                                                              craft, one_line):
    state = race_game.new_game(players=1, seed=1, options={"target": 10 ** 6})
    for _ in range(fmt.MAX_ACTIONS + 1):
        state._apply(state.legal_actions()[0])
        state.history.append(state.legal_actions()[0])
    with pytest.raises(saves.SaveError) as caught:
        saves.write(tmp_path / "long.htsave", state)
    assert "20000 actions" in str(caught.value) and "\n" not in str(caught.value)
    short = saves.write(tmp_path / "short.htsave", race_game.new_game(players=1, seed=1))
    data = raw(short)
    data["actions"] = [{"kind": "step", "args": {"n": 1}}] * (fmt.MAX_ACTIONS + 1)
    craft(short, data)
    assert "at most 20000 items" in _fails(short, saves.CorruptSave, one_line)


# ----- 3. as strict as the format: repeated keys, key order, the snapshot -----------
def test_a_repeated_key_is_refused(good, raw, one_line):
    data = raw(good)
    pairs = [(k, v) for k, v in data.items() if k not in fmt.TRAILER_KEYS]
    pairs.insert(3, ("game", data["game"]))
    good.write_bytes(_pack_pairs(pairs, files.read_key(good.parent)))
    assert "repeated key" in _fails(good, saves.CorruptSave, one_line)


def test_fields_out_of_order_are_refused(good, raw, craft, one_line):
    data = raw(good)
    moved = {"magic": data.pop("magic"), "format": data.pop("format"),
             "seed": data.pop("seed"), **data}
    craft(good, moved)
    assert "order" in _fails(good, saves.CorruptSave, one_line)


def test_seat_keys_out_of_order_are_refused(good, raw, craft, one_line):
    data = raw(good)
    data["seats"] = [{"kind": s["kind"], "name": s["name"], "bot": s["bot"]}
                     for s in data["seats"]]
    craft(good, data)
    assert "seat 0" in _fails(good, saves.CorruptSave, one_line)


@pytest.mark.parametrize("key, value", [("current", 1), ("over", True), ("winners", [0])])
def test_the_snapshot_must_say_what_the_replay_says(tmp_path, play, raw, craft, one_line,
                                                    key, value):
    state = play(actions=2)           # seat 0 to act, not over, no winners
    path = saves.write(tmp_path / "g.htsave", state)
    data = raw(path)
    assert data["snapshot"]["current"] == 0 and data["snapshot"]["over"] is False
    data["snapshot"][key] = value
    craft(path, data)
    assert f"'{key}'" in _fails(path, saves.CorruptSave, one_line)


@pytest.mark.parametrize("version", [0, -5])
def test_campaign_formats_that_do_not_exist_are_refused(tmp_path, one_line, version):
    held = saves.create_campaign(tmp_path, ["Ana", "Bo"])
    held.close()
    data = msgpack.unpackb(held.path.read_bytes(), raw=False)
    data["format"] = version
    held.path.write_bytes(fmt.encode_sealed(
        {k: v for k, v in data.items() if k not in fmt.TRAILER_KEYS}, None))
    text = _fails(held.path, saves.CorruptSave, one_line, saves.read_campaign)
    assert f"campaign format {version}" in text


def test_a_campaign_with_a_repeated_key_is_refused(tmp_path, one_line):
    held = saves.create_campaign(tmp_path, ["Ana", "Bo"])
    held.close()
    data = msgpack.unpackb(held.path.read_bytes(), raw=False)
    pairs = [(k, v) for k, v in data.items() if k not in fmt.TRAILER_KEYS]
    pairs.insert(8, ("players", ["Cy", "Di"]))
    held.path.write_bytes(_pack_pairs(pairs, None))
    assert "repeated key" in _fails(held.path, saves.CorruptSave, one_line,
                                    saves.read_campaign)
    assert camp.CAMPAIGN_FORMAT == 2
