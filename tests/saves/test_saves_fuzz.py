"""Fuzzing real save files of every game: only SaveError, never a hang, bounded memory.

The corpus is real saves of every game in ``engine.GAMES`` (and "test-race")
at a few points of random games. Mutations: bit flips, truncation, appended
junk, random msgpack (a whole file, or one field of a real save), declared
lengths the file cannot back, and edited action lists. Edited maps are
re-sealed with the folder key, as a careful forger would, so the checks past
the checksum (field types, snapshot, fast and strict replay) are fuzzed too.

CI settings: examples are derandomized (the same inputs every run), there
is no example database, and instead of Hypothesis's per-example deadline
(which flakes on a busy machine) every read runs under a hard 10-second
alarm that fails the test as a hang. Memory is measured with tracemalloc for
the declared-length and random-msgpack cases. The whole file runs in
well under a minute.
"""
from __future__ import annotations

import contextlib
import random
import signal
import tracemalloc
from pathlib import Path

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
import saves
from race_game import GAME_ID as RACE, RaceGame
from saves import files
from saves import format as fmt

HANG_SECONDS = 10
MEMORY_LIMIT = 48 * 1024 * 1024        # peak bytes traced during one read
FUZZ = settings(max_examples=200, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])


def _game_ids() -> list[str]:
    return [RACE, *engine.GAMES]


def _random_game(game_id: str, seed: int, actions: int):
    game = RaceGame() if game_id == RACE else engine.load_game(game_id)
    state = game.new_game(players=game.min_players + seed % 2 if game.max_players >
                          game.min_players else game.min_players, seed=seed)
    chooser = random.Random(seed)
    while len(state.history) < actions and not state.is_over():
        state.apply(chooser.choice(state.legal_actions()))
    return state


class Corpus(tuple):
    """(folder, {name: bytes}) with a short repr for Hypothesis reports."""

    def __repr__(self) -> str:
        return f"<corpus of {len(self[1])} saves in {self[0]}>"


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """Real saves ({name: bytes}), plus the folder whose key sealed them."""
    engine.register(RACE, RaceGame)
    folder = tmp_path_factory.mktemp("fuzz")
    blobs = {}
    try:
        for game_id in _game_ids():
            for seed, actions in ((1, 0), (2, 40)):
                state = _random_game(game_id, seed, actions)
                path = saves.write(folder / f"{game_id}-{seed}.htsave", state,
                                   campaign_id="c-1" if seed == 2 else None)
                assert saves.read(path).sealed
                blobs[path.name] = path.read_bytes()
    finally:
        engine.unregister(RACE)
    return Corpus((folder, blobs))


@contextlib.contextmanager
def _hang_guard():
    def hang(signum, frame):
        raise TimeoutError(f"a read took over {HANG_SECONDS} s: it hangs")
    previous = signal.signal(signal.SIGALRM, hang)
    signal.setitimer(signal.ITIMER_REAL, HANG_SECONDS)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _load(folder: Path, blob: bytes, measure: bool = False) -> None:
    """Write ``blob`` as a save and read it: fine, or a SaveError; nothing else."""
    path = folder / "fuzzed.htsave"
    path.write_bytes(blob)
    if measure:
        tracemalloc.start()
    try:
        with _hang_guard():
            saved = saves.read(path)
        assert engine.state_hash(saved.state) == saved.state_hash
    except saves.SaveError as exc:
        text = str(exc)
        assert "\n" not in text and str(path) in text and len(text) < 800, text
    finally:
        if measure:
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
            assert peak < MEMORY_LIMIT, f"{peak} bytes to read {len(blob)}"


def _pick(corpus, data) -> tuple[Path, bytes]:
    folder, blobs = corpus
    return folder, blobs[data.draw(st.sampled_from(sorted(blobs)), label="file")]


@FUZZ
@given(data=st.data())
def test_bit_flips(corpus, data):
    folder, blob = _pick(corpus, data)
    mutable = bytearray(blob)
    flips = data.draw(st.lists(st.tuples(st.integers(0, len(blob) - 1), st.integers(0, 7)),
                               min_size=1, max_size=8), label="flips")
    for index, bit in flips:
        mutable[index] ^= 1 << bit
    _load(folder, bytes(mutable))


@FUZZ
@given(data=st.data())
def test_truncation_and_appended_junk(corpus, data):
    folder, blob = _pick(corpus, data)
    cut = data.draw(st.integers(0, len(blob)), label="cut")
    junk = data.draw(st.binary(max_size=64), label="junk")
    if cut == len(blob) and not junk:
        junk = b"\x00"
    _load(folder, blob[:cut] + junk)


INTS = st.integers(-2 ** 63, 2 ** 64 - 1)           # what msgpack can hold
MSGPACK_VALUES = st.recursive(
    st.none() | st.booleans() | INTS | st.floats() | st.text(max_size=20)
    | st.binary(max_size=20),
    lambda children: st.lists(children, max_size=6)
    | st.dictionaries(st.text(max_size=10) | INTS, children, max_size=6),
    max_leaves=30)


@FUZZ
@given(value=MSGPACK_VALUES, head=st.booleans())
def test_random_msgpack_as_a_whole_file(corpus, value, head):
    folder, _ = corpus
    if head and isinstance(value, dict):      # make it look like a save at first glance
        value = {"magic": fmt.MAGIC, "format": fmt.FORMAT, **value}
    _load(folder, msgpack.packb(value, use_bin_type=True), measure=True)


FIELDS = ["magic", "format", "game", "engine_version", "created", "updated", "players",
          "seats", "options", "seed", "actions", "state_hash", "turn", "campaign_id",
          "snapshot"]


def _resealed(folder: Path, data: dict) -> bytes:
    body = {k: v for k, v in data.items() if k not in fmt.TRAILER_KEYS}
    return fmt.encode_sealed(body, files.read_key(folder))


@FUZZ
@given(data=st.data())
def test_random_msgpack_in_one_field_of_a_resealed_save(corpus, data):
    folder, blob = _pick(corpus, data)
    save = msgpack.unpackb(blob)
    field = data.draw(st.sampled_from(FIELDS + ["new-field"]), label="field")
    save[field] = data.draw(MSGPACK_VALUES, label="value")
    _load(folder, _resealed(folder, save), measure=True)


@FUZZ
@given(data=st.data())
def test_edited_actions_in_a_resealed_save(corpus, data):
    """Illegal, reordered, repeated or junk actions reach the fast replay; it must cope."""
    folder, blob = _pick(corpus, data)
    save = msgpack.unpackb(blob)
    actions = save["actions"]
    kinds = sorted({a["kind"] for a in actions}) or ["pass"]
    edit = data.draw(st.sampled_from(["swap", "drop", "repeat", "replace", "args", "append"]),
                     label="edit")
    if actions and edit in ("swap", "drop", "repeat", "replace", "args"):
        i = data.draw(st.integers(0, len(actions) - 1), label="index")
        j = data.draw(st.integers(0, len(actions) - 1), label="other")
        if edit == "swap":
            actions[i], actions[j] = actions[j], actions[i]
        elif edit == "drop":
            del actions[i]
        elif edit == "repeat":
            actions.insert(i, actions[j])
        elif edit == "replace":
            actions[i] = {"kind": data.draw(st.sampled_from(kinds)),
                          "args": data.draw(st.dictionaries(st.text(max_size=8),
                                                            MSGPACK_VALUES, max_size=3))}
        else:
            for name in list(actions[i]["args"]):
                actions[i]["args"][name] = data.draw(MSGPACK_VALUES)
    else:
        actions.append({"kind": data.draw(st.sampled_from(kinds)),
                        "args": data.draw(st.dictionaries(st.text(max_size=8),
                                                          st.integers(-5, 500), max_size=3))})
    if data.draw(st.booleans(), label="fix hash"):     # drop the snapshot, trust nothing
        save["snapshot"] = None
    _load(folder, _resealed(folder, save))


HUGE_HEADERS = [b"\xdd\xff\xff\xff\xff", b"\xdf\xff\xff\xff\xff", b"\xdb\xff\xff\xff\xff",
                b"\xc6\xff\xff\xff\xff", b"\xc9\xff\xff\xff\xff\x01", b"\xdc\xff\xff",
                b"\xde\xff\xff", b"\xda\xff\xff", b"\xdd\x00\x03\xff\xff",
                b"\xdf\x00\x01\x00\x00"]


@FUZZ
@given(data=st.data())
def test_huge_declared_lengths(corpus, data):
    folder, blob = _pick(corpus, data)
    header = data.draw(st.sampled_from(HUGE_HEADERS), label="header")
    at = data.draw(st.integers(0, len(blob)), label="at")
    mode = data.draw(st.sampled_from(["insert", "overwrite", "nest"]), label="mode")
    if mode == "insert":
        fuzzed = blob[:at] + header + blob[at:]
    elif mode == "overwrite":
        fuzzed = blob[:at] + header + blob[at + len(header):]
    else:                                      # containers declared inside containers
        depth = data.draw(st.integers(1, 1100), label="depth")
        fuzzed = blob[:at] + header * depth + blob[at:]
    _load(folder, fuzzed, measure=True)


def test_nested_declared_lengths_do_not_reserve_memory(corpus):
    """1000 nested arrays each claiming 262,143 items: refused before any allocation."""
    folder, _ = corpus
    bomb = (b"\xdd\x00\x03\xff\xff" * 1000) + b"\x90"
    _load(folder, bomb, measure=True)
    save = b"\x82" + msgpack.packb("magic") + msgpack.packb(fmt.MAGIC) + \
        msgpack.packb("format") + bomb
    _load(folder, save, measure=True)
