"""Reading a lesson script: ``tui/games/<pkg>/lesson.toml`` (issue 44).

```toml
[lesson]
game = "some-game"        # engine game id
lesson = "first-game"      # the engine's lesson (engine/<pkg>/content/lessons.toml)
title = "..."
players = 2
seat = 0                   # the learner's seat; every other seat is the easy AI
names = ["Learner", "Rival"]   # the engine says "Learner plays ...": not "You"
always = [{ kind = "draw" }]   # matchers allowed at every step

[[step]]
id = "attack"
say = "what to do now and why"
keys = ["1", "enter"]      # footer keys to highlight (binding keys)
allow = [{ kind = "play", cards = ["some-card"] }]
until = { event = ["card_played"], phase = "action" }   # count = 2: two of them
# (until may also say decides = true, own_turn = true)
wrong = "what another action would do in a real game, and what to do instead"
```

A matcher matches an action when its ``kind`` is equal, every id of
``cards`` is among the action's ``cards`` (or its ``card``) argument, every
``args`` entry is equal, and ``label`` (if given) occurs in the label. A step
with ``free = true`` (the last) allows everything: the hand-over.
Every fault is a one-line ``engine.ContentError`` naming the file, the step
and the field.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.errors import ContentError
from engine.core.tomlcheck import Checker

MATCH_KEYS = ("kind", "cards", "args", "label")
STEP_KEYS = ("id", "title", "say", "keys", "allow", "until", "wrong", "free")
UNTIL_KEYS = ("event", "phase", "decides", "count", "own_turn")
MAX_SAY = 210    # characters: with the step's title, four lines at 80 columns


@dataclass(frozen=True)
class Matcher:
    """One kind of action a step allows (see the module's docstring)."""

    kind: str
    cards: tuple[str, ...] = ()
    args: tuple = ()
    label: str = ""

    def matches(self, action) -> bool:
        """True when ``action`` (an ``engine.Action``) is of this kind and shape."""
        if action.kind != self.kind:
            return False
        if self.cards:
            held = action.arg("cards")
            held = list(held) if held else []
            if action.arg("card") is not None:
                held.append(action.arg("card"))
            if any(cid not in held for cid in self.cards):
                return False
        if any(action.arg(k) != v for k, v in self.args):
            return False
        return self.label.lower() in action.label.lower()


@dataclass(frozen=True)
class Step:
    """One step: ``say`` (what to do now and why), ``keys`` to highlight, the
    ``allow``ed matchers, what it waits for (``events``: any of these event kinds,
    ``count`` of them in all (default 1); ``phase``: the view's phase;
    ``decides``: the learner decides again; ``own_turn``: on the learner's own
    turn, the view's ``active`` seat), the
    ``wrong`` answer, and ``free`` for the last step (everything allowed)."""

    id: str
    title: str
    say: str
    keys: tuple[str, ...] = ()
    allow: tuple[Matcher, ...] = ()
    events: tuple[str, ...] = ()
    phase: str = ""
    decides: bool = False
    wrong: str = ""
    free: bool = False
    count: int = 1
    own_turn: bool = False


@dataclass(frozen=True)
class LessonScript:
    """A whole lesson: the engine game and lesson, the seats, and the steps."""

    game: str
    lesson: str
    title: str
    players: int
    seat: int
    names: tuple[str, ...]
    steps: tuple[Step, ...]
    always: tuple[Matcher, ...] = field(default=())
    path: str = ""


def _matchers(raw, ck: Checker, entry: str, name: str) -> tuple[Matcher, ...]:
    if not isinstance(raw, list):
        ck.fail(entry, name, "must be a list of tables")
    found = []
    for n, item in enumerate(raw):
        where = f"{name}[{n}]"
        ck.table(item, entry, where)
        ck.keys(item, MATCH_KEYS, entry, where + ".")
        ck.required(item, {"kind": True}, entry, where + ".")
        cards = item.get("cards", [])
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            ck.fail(entry, where + ".cards", "must be a list of card ids")
        args = ck.table(item.get("args", {}), entry, where + ".args")
        found.append(Matcher(ck.string(item["kind"], entry, where + ".kind"), tuple(cards),
                             tuple(sorted(args.items())), str(item.get("label", ""))))
    return tuple(found)


def _step(raw, ck: Checker, index: int) -> Step:
    entry = f"step {index + 1}"
    ck.table(raw, entry, "step")
    ck.keys(raw, STEP_KEYS, entry)
    ck.required(raw, {"id": True, "title": True, "say": True}, entry)
    entry = f"step {ck.ident(raw['id'], entry, 'id')}"
    say = ck.string(raw["say"], entry, "say", line=False)
    if len(say) > MAX_SAY:
        ck.fail(entry, "say", f"longer than {MAX_SAY} characters")
    free = ck.boolean(raw.get("free", False), entry, "free")
    keys = raw.get("keys", [])
    if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
        ck.fail(entry, "keys", "must be a list of key names")
    until = ck.table(raw.get("until", {}), entry, "until")
    ck.keys(until, UNTIL_KEYS, entry, "until.")
    events = until.get("event", [])
    events = [events] if isinstance(events, str) else events
    if not isinstance(events, list) or not all(isinstance(e, str) for e in events):
        ck.fail(entry, "until.event", "must be an event kind or a list of them")
    if not free:
        if not until:
            ck.fail(entry, "until", "a step that is not free must say what it waits for")
        ck.required(raw, {"allow": True, "wrong": True}, entry)
    return Step(raw["id"], ck.string(raw["title"], entry, "title"), " ".join(say.split()),
                tuple(keys), _matchers(raw.get("allow", []), ck, entry, "allow"),
                tuple(events), str(until.get("phase", "")),
                ck.boolean(until.get("decides", False), entry, "until.decides"),
                " ".join(str(raw.get("wrong", "")).split()), free,
                ck.integer(until.get("count", 1), entry, "until.count", 1, 99),
                ck.boolean(until.get("own_turn", False), entry, "until.own_turn"))


def load_script(path: Path) -> LessonScript:
    """Read and check one lesson script; ``ContentError`` (one line) for any fault."""
    path = Path(path)
    name = f"{path.parent.name}/{path.name}"
    ck = Checker(name)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ContentError(name, "-", "-", f"cannot be read ({exc})") from None
    ck.keys(data, ("lesson", "step"), "file")
    head = ck.table(data.get("lesson"), "lesson", "lesson")
    ck.keys(head, ("game", "lesson", "title", "players", "seat", "names", "always"), "lesson")
    ck.required(head, {k: True for k in ("game", "lesson", "title", "players", "seat",
                                         "names")}, "lesson")
    players = ck.integer(head["players"], "lesson", "players", 1, 6)
    seat = ck.integer(head["seat"], "lesson", "seat", 0, players - 1)
    names = head["names"]
    if not isinstance(names, list) or len(names) != players:
        ck.fail("lesson", "names", f"must list {players} names")
    if any(str(n).strip().lower() in ("you", "me", "i") for n in names):
        ck.fail("lesson", "names", "a seat's name goes into the game's third-person words "
                "(\"... plays Ruby\"), so not \"You\"")
    steps = data.get("step")
    if not isinstance(steps, list) or not steps:
        ck.fail("file", "step", "needs at least one [[step]]")
    checked = tuple(_step(raw, ck, n) for n, raw in enumerate(steps))
    if not checked[-1].free:
        ck.fail(f"step {checked[-1].id}", "free", "the last step must be free (the hand-over)")
    return LessonScript(ck.ident(head["game"], "lesson", "game"),
                        ck.ident(head["lesson"], "lesson", "lesson"),
                        ck.string(head["title"], "lesson", "title"), players, seat,
                        tuple(str(n) for n in names), checked,
                        _matchers(head.get("always", []), ck, "lesson", "always"), name)
