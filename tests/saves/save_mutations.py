"""Seeded save-file mutations for the fuzz test and bench/bench_save_fuzz.py.

``mutate(rng, blob, folder, game)`` turns the bytes of a real save into a
damaged, crafted or forged one. The kinds (``KINDS``) cover what issue 19
asked for: bit flips, truncation and junk, non-ASCII checksums and seals,
files of hundreds of thousands of small objects with a right checksum,
repeated and reordered keys, and forgeries re-sealed with the folder key
(edited actions, options, seeds, snapshots, extreme integers), whose
``state_hash`` and ``snapshot`` are recomputed as a forger would, by applying
the edited actions with the rules' own ``_apply`` and no legality check.

``check(path)`` reads the result: it must load (and then its state must be
usable: hash, legal actions, views) or raise one ``saves.SaveError`` line
naming the file. Anything else is returned as an outcome name.
"""
from __future__ import annotations

import contextlib
import hashlib
import random
import signal
from pathlib import Path
from typing import Any

import msgpack

import engine
import saves
from saves import files, header
from saves import format as fmt

EXTREME_INTS = [-2 ** 63, 2 ** 63 - 1, 2 ** 64 - 1, -2 ** 31, 2 ** 31, 2 ** 32, -1, 0, 1,
                10 ** 18, -10 ** 18, 255, 65_536]
ODD_VALUES = [None, True, False, 1.5, float("nan"), float("inf"), "", "é" * 64, "x" * 300,
              [], {}, [0] * 5, {"": 0}, [[[]]], b"raw", {"a": -2 ** 63}]
KINDS = ("flip", "truncate", "junk", "non_ascii_trailer", "raw_trailer_bytes",
         "small_objects", "repeated_key", "reordered", "forge_args", "forge_action",
         "forge_options", "forge_field", "forge_snapshot", "extreme_ints")
HANG_SECONDS = 10


class Hang(Exception):
    """A read, or a use of what it loaded, took longer than HANG_SECONDS."""


@contextlib.contextmanager
def hang_guard(seconds: float = HANG_SECONDS):
    """Raise ``Hang`` in the block once ``seconds`` have passed (SIGALRM)."""
    def ring(signum, frame):
        raise Hang(f"over {seconds} s")
    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _value(rng: random.Random) -> Any:
    return rng.choice(EXTREME_INTS) if rng.random() < 0.6 else rng.choice(ODD_VALUES)


def _pack_pairs(pairs: list, key: bytes | None) -> bytes:
    body = msgpack.Packer(use_bin_type=True).pack_map_header(len(pairs) + 2) + b"".join(
        msgpack.packb(k, use_bin_type=True) + msgpack.packb(v, use_bin_type=True)
        for k, v in pairs)
    return body + fmt._trailer(hashlib.sha256(body).hexdigest(), fmt.seal_of(key, body))


def _body(data: dict) -> dict:
    return {k: v for k, v in data.items() if k not in fmt.TRAILER_KEYS}


def forge(data: dict, folder: Path, game: Any) -> bytes:
    """Re-seal ``data`` with the folder key after recomputing hash and snapshot."""
    with contextlib.suppress(Exception), hang_guard(5):
        state = game.new_game(players=data["players"], seed=data["seed"],
                              options=data["options"])
        for item in data["actions"]:
            action = game.action_from_data(item)
            state._apply(action)
            state.history.append(action)
        data["state_hash"] = engine.state_hash(state)
        data["snapshot"] = header.snapshot_of(state)
    return fmt.encode_sealed(_body(data), files.read_key(folder))


def _set_somewhere(rng: random.Random, tree: Any, value: Any) -> bool:
    """Replace one leaf (or a map value) deep in ``tree`` with ``value``."""
    for _ in range(8):
        node = tree
        while True:
            if isinstance(node, dict) and node:
                key = rng.choice(list(node))
                child = node[key]
                if isinstance(child, (dict, list)) and child and rng.random() < 0.7:
                    node = child
                    continue
                node[key] = value
                return True
            if isinstance(node, list) and node:
                index = rng.randrange(len(node))
                child = node[index]
                if isinstance(child, (dict, list)) and child and rng.random() < 0.7:
                    node = child
                    continue
                node[index] = value
                return True
            break
    return False


def mutate(rng: random.Random, blob: bytes, folder: Path, game: Any,
           kind: str | None = None) -> tuple[str, bytes]:
    """One mutation of the save ``blob`` (sealed in ``folder``); (kind, new bytes)."""
    kind = kind or rng.choice(KINDS)
    data = msgpack.unpackb(blob, raw=False)
    key = files.read_key(folder)
    if kind == "flip":
        out = bytearray(blob)
        for _ in range(rng.randint(1, 8)):
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        return kind, bytes(out)
    if kind == "truncate":
        return kind, blob[:rng.randrange(len(blob))]
    if kind == "junk":
        return kind, blob + rng.randbytes(rng.randint(1, 64))
    if kind == "non_ascii_trailer":
        body = _body(data)
        field = rng.choice(["checksum", "seal"])
        trailer = {"checksum": data["checksum"], "seal": data["seal"]}
        trailer[field] = rng.choice(["é" * 64, "\u202e" * 64, "ü" * 32, "0" * 63 + "é"])
        return kind, msgpack.packb({**body, **trailer}, use_bin_type=True)
    if kind == "raw_trailer_bytes":
        out = bytearray(blob)
        for _ in range(rng.randint(1, 6)):
            out[len(out) - 1 - rng.randrange(146)] = rng.randrange(128, 256)
        return kind, bytes(out)
    if kind == "small_objects":
        count = rng.choice([50_000, 300_000, 700_000, 1_200_000])
        item = rng.choice(["x", 0, None, True, [], {}])
        width = max(1, min(fmt.MAX_ARRAY, count))
        filler = [[item] * width for _ in range(max(1, count // width))]
        pairs = list(_body(data).items())
        where = rng.randrange(2, len(pairs))
        pairs[where] = (pairs[where][0], filler)
        return kind, _pack_pairs(pairs, key)
    if kind == "repeated_key":
        pairs = list(_body(data).items())
        pairs.insert(rng.randrange(1, len(pairs) + 1), rng.choice(pairs))
        return kind, _pack_pairs(pairs, key)
    if kind == "reordered":
        pairs = list(_body(data).items())
        i, j = rng.randrange(len(pairs)), rng.randrange(len(pairs))
        pairs[i], pairs[j] = pairs[j], pairs[i]
        return kind, _pack_pairs(pairs, key)
    if kind == "forge_args":
        with_args = [a for a in data["actions"] if a.get("args")]
        if with_args:
            action = rng.choice(with_args)
            action["args"][rng.choice(list(action["args"]))] = _value(rng)
        return kind, forge(data, folder, game)
    if kind == "forge_action":
        actions = data["actions"]
        edit = rng.choice(["swap", "drop", "repeat", "append"])
        if actions and edit != "append":
            i, j = rng.randrange(len(actions)), rng.randrange(len(actions))
            if edit == "swap":
                actions[i], actions[j] = actions[j], actions[i]
            elif edit == "drop":
                del actions[i]
            else:
                actions.insert(i, actions[j])
        else:
            kinds = sorted({a["kind"] for a in actions}) or ["pass"]
            actions.append({"kind": rng.choice(kinds),
                            "args": {"amount": _value(rng), "card": _value(rng)}})
        return kind, forge(data, folder, game)
    if kind == "forge_options":
        options = data["options"]
        name = rng.choice(list(options) + ["new-option"])
        options[name] = _value(rng) if rng.random() < 0.8 else rng.choice(
            [[_value(rng)] * 3, {"x": _value(rng)}])
        return kind, forge(data, folder, game)
    if kind == "forge_field":
        field = rng.choice(["seed", "players", "seats", "turn", "campaign_id", "game",
                            "engine_version", "created", "state_hash", "format"])
        data[field] = _value(rng)
        return kind, forge(data, folder, game)
    if kind == "forge_snapshot":
        if data.get("snapshot"):
            _set_somewhere(rng, data["snapshot"], _value(rng))
        return kind, fmt.encode_sealed(_body(data), key)
    # extreme_ints: every int in one random subtree of the map becomes an extreme one
    target = rng.choice(["options", "actions", "seats", "snapshot"])
    def extreme(node: Any) -> Any:
        if type(node) is int:
            return rng.choice(EXTREME_INTS)
        if isinstance(node, list):
            return [extreme(v) for v in node]
        if isinstance(node, dict):
            return {k: extreme(v) for k, v in node.items()}
        return node
    data[target] = extreme(data[target])
    return "extreme_ints", forge(data, folder, game) if rng.random() < 0.7 else \
        fmt.encode_sealed(_body(data), key)


def check(path: Path) -> str:
    """Read ``path`` and use what loads: "ok", "SaveError", or what went wrong."""
    try:
        with hang_guard():
            saved = saves.read(path)
            state = saved.state
            if engine.state_hash(state) != saved.state_hash:
                return "loaded a state whose hash differs"
            if not state.is_over():
                if not state.legal_actions():
                    return "loaded a game with no legal action"
            for seat in range(state.num_players):
                state.view(seat)
        return "ok"
    except saves.SaveError as exc:
        text = str(exc)
        if "\n" in text or str(path) not in text or len(text) > 800:
            return f"SaveError message not one line naming the file: {text[:200]!r}"
        return "SaveError"
    except Hang:
        return "hang"
    except Exception as exc:   # the outcome the fuzzing looks for: never expected
        return f"{type(exc).__name__}: {str(exc)[:120]}"


def corpus(folder: Path, game_id: str, game: Any) -> list[bytes]:
    """Real sealed saves of ``game_id`` in ``folder``: at the start, and after 15
    and 40 random actions (2 players, or the fewest the game takes)."""
    blobs = []
    players = max(2, game.min_players) if game.max_players >= 2 else game.min_players
    for seed, actions in ((1, 0), (2, 15), (3, 40)):
        state = game.new_game(players=players, seed=seed)
        chooser = random.Random(seed)
        while len(state.history) < actions and not state.is_over():
            state.apply(chooser.choice(state.legal_actions()))
        path = saves.write(folder / f"{game_id}-{seed}.htsave", state,
                           campaign_id="c-1" if seed == 2 else None)
        blobs.append(path.read_bytes())
    return blobs


def run(folder: Path, game_id: str, game: Any, count: int, seed: int = 0) -> dict:
    """``count`` mutations of ``game_id``'s corpus; {outcome: number} (with "kinds")."""
    rng = random.Random(f"{game_id}-{seed}")
    blobs = corpus(folder, game_id, game)
    outcomes: dict = {}
    kinds: dict = {}
    path = folder / "fuzzed.htsave"
    for index in range(count):
        kind = KINDS[index % len(KINDS)]          # every kind, in turn
        kind, blob = mutate(rng, rng.choice(blobs), folder, game, kind)
        path.write_bytes(blob)
        outcome = check(path)
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        kinds.setdefault(kind, {}).setdefault(outcome, 0)
        kinds[kind][outcome] += 1
        for leftover in (folder / "fuzzed.htsave.bak",):
            leftover.unlink(missing_ok=True)
    outcomes["kinds"] = kinds
    return outcomes
