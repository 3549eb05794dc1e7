"""Pack of Heroes' guided first game (issue 44): a stacked position from content/lessons.toml.

A lesson names the two set ``teams`` (a seat each), the ``first_player``, each
seat's starting hero (``start``), the power card turned face up as each
discard pile (``discard``), each hand (``hands``) and the next cards of each
draw pile (``draws``, top first). The set-up is the rulebook's (set teams,
bases, starting hands, secret starting heroes), with the power cards stacked
and the starting heroes chosen through the engine's own legal actions at
``new_game``; the rest of each pile is shuffled from the seed. A lesson is
an ordinary game from its first action on (``PackOfHeroes.new_game`` with
``options={"lesson": id}``). Each lesson is checked on load by dealing it on
a fresh game: a fault is a one-line ``ContentError`` naming the file, the
lesson and the field.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core import Action
from ..core.lessons import LessonFile
from ..core.tomlcheck import Checker
from .content import LESSONS_FILE, load_content
from .model import CARDS_PER_COLOUR, COLOURS

KEYS = ("id", "title", "teams", "first_player", "start", "prelude", "discards", "hands",
        "draws")
HAND_LIMIT = 3     # rulebook, "Draw Power": the most a hand keeps


@dataclass(frozen=True)
class PackLesson:
    """One stacked game: ``teams`` and ``start`` (a set team and a hero id per
    seat), ``first_player`` (a seat), ``prelude`` (labels of the first actions,
    played in order), then per seat ``discards`` (oldest first), ``hands``
    (colours) and ``draws`` (the next draws, top first)."""

    id: str
    title: str
    teams: tuple[str, str]
    first_player: int
    start: tuple[str, str]
    prelude: tuple[str, ...]
    discards: tuple[tuple[str, ...], tuple[str, ...]]
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    draws: tuple[tuple[str, ...], tuple[str, ...]]


def _pair(ck: Checker, raw: dict, field: str, entry: str) -> list:
    value = raw[field]
    if not isinstance(value, list) or len(value) != 2:
        ck.fail(entry, field, "must hold two entries, one per seat")
    return value


def _colours(ck: Checker, value, entry: str, field: str) -> list[str]:
    if not isinstance(value, list) or any(c not in COLOURS for c in value):
        ck.fail(entry, field, f"must be a list of colours ({', '.join(COLOURS)})")
    return value


def _check(raw: dict, ck: Checker) -> PackLesson:
    entry = f"lesson {raw['id']}"
    ck.keys(raw, KEYS, entry)
    ck.required(raw, {k: True for k in KEYS}, entry)
    content = load_content()
    teams = _pair(ck, raw, "teams", entry)
    for seat, tid in enumerate(teams):
        if tid not in content.teams:
            ck.fail(entry, f"teams[{seat}]", f"{str(tid)!r} is not a set team")
    if teams[0] == teams[1]:
        ck.fail(entry, "teams", "the two seats cannot play the same set team")
    first = ck.integer(raw["first_player"], entry, "first_player", 0, 1)
    start = _pair(ck, raw, "start", entry)
    for seat, hid in enumerate(start):
        if hid not in content.teams[teams[seat]].heroes:
            ck.fail(entry, f"start[{seat}]", f"{str(hid)!r} is not a hero of {teams[seat]}")
    prelude = raw["prelude"]
    if not isinstance(prelude, list) or not all(isinstance(p, str) for p in prelude):
        ck.fail(entry, "prelude", "must be a list of action labels")
    discards = _pair(ck, raw, "discards", entry)
    hands = _pair(ck, raw, "hands", entry)
    draws = _pair(ck, raw, "draws", entry)
    for seat in (0, 1):
        pile = _colours(ck, discards[seat], entry, f"discards[{seat}]")
        hand = _colours(ck, hands[seat], entry, f"hands[{seat}]")
        if len(hand) > HAND_LIMIT:
            ck.fail(entry, f"hands[{seat}]", f"holds more than {HAND_LIMIT} cards")
        drawn = _colours(ck, draws[seat], entry, f"draws[{seat}]")
        for colour in COLOURS:
            if (pile + hand + drawn).count(colour) > CARDS_PER_COLOUR:
                ck.fail(entry, f"draws[{seat}]", f"more than {CARDS_PER_COLOUR} {colour} "
                        "cards in one set (discards, hand and draws together)")
    lesson = PackLesson(raw["id"], raw["title"], (teams[0], teams[1]), first,
                        (start[0], start[1]), tuple(prelude),
                        (tuple(discards[0]), tuple(discards[1])),
                        (tuple(hands[0]), tuple(hands[1])), (tuple(draws[0]), tuple(draws[1])))
    fault = _rehearse(lesson)
    if fault is not None:
        ck.fail(entry, *fault)
    return lesson


def _rehearse(lesson: PackLesson) -> tuple[str, str] | None:
    """Deal the lesson on a fresh game (not ``new_game``: its options check reads
    this very file). ``(field, reason)`` for the first choice the engine would
    refuse, None when all of it is legal."""
    from . import setup
    from .game import PackOfHeroes
    from .state import PackState
    options = {"team_method": "chosen", "teams": list(lesson.teams), "weapons": "off",
               "draft_teams": 3, "names": ["Player 1", "Player 2"]}
    state = PackState(PackOfHeroes(), 0, options, load_content())
    state.start_player = state.active = lesson.first_player
    setup.begin(state, [])
    return deal(state, lesson)


@lru_cache(maxsize=1)
def _file() -> LessonFile:
    return LessonFile(Path(__file__).resolve().parent / "content" / LESSONS_FILE, _check)


def pack_lessons() -> dict[str, PackLesson]:
    """``{lesson id: PackLesson}`` from content/lessons.toml, checked once.

    Raises ``ContentError`` (one line) for any fault in the file."""
    return _file().lessons()


def _take(pile: list, colour: str) -> str:
    pile.remove(colour)
    return colour


def deal(state, lesson: PackLesson) -> tuple[str, str] | None:
    """Play ``lesson``'s start on a game just set up to its secret starting heroes
    (bases shuffled, starting hands drawn): both starting heroes chosen, start
    player first, then the ``prelude`` actions, all through legal actions and
    without adding them to the history (``new_game`` with the lesson option deals
    them again on every replay); then each seat's power cards stacked: the
    discard pile, the hand and the draw pile's top, the rest beneath in their
    shuffled order. Returns ``(field, reason)`` for the first choice not legal
    (the state is then only partly dealt), else None."""
    for n in (0, 1):
        seat = state.current_player
        uid = next((h.uid for h in state.heroes
                    if h.owner == seat and h.id == lesson.start[seat]), None)
        legal = next((a for a in state.legal_actions()
                      if a.kind == "choose_start" and a.arg("hero") == uid), None)
        if legal is None:
            return f"start[{seat}]", f"{lesson.start[seat]!r} cannot start"
        state._apply(legal)
    for n, label in enumerate(lesson.prelude):
        legal = next((a for a in state.legal_actions() if a.label == label), None)
        if legal is None:
            return f"prelude[{n}]", f"{label!r} is not a legal action then"
        state._apply(legal)
    for seat in (0, 1):
        order = list(state.draws[seat])             # the shuffled order, kept for the rest
        pile = state.draws[seat] + state.hands[seat] + state.discards[seat]
        state.discards[seat] = [_take(pile, c) for c in lesson.discards[seat]]
        state.hands[seat] = sorted(_take(pile, c) for c in lesson.hands[seat])
        top = [_take(pile, c) for c in lesson.draws[seat]]
        rest = []
        for colour in order + list(COLOURS) * CARDS_PER_COLOUR:
            if colour in pile:
                rest.append(_take(pile, colour))
        state.draws[seat] = rest + top[::-1]        # top last
    state.changed()
    return None
