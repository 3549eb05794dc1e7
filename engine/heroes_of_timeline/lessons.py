"""Heroes of Timeline's guided first game (issue 44): set-ups pre-played from content/lessons.toml.

A whole set-up (every armor token, 12 walls, every hero placed) is some sixty
decisions: too long for a lesson. A lesson therefore names the two ``teams``
and plays part of the set-up at ``new_game`` through the engine's own legal
actions, so nothing a lesson deals can break a rule:

- ``armor = "suggested"``: every token put on as the screen's ``A`` key does
  (Superior first; sides in the order ``SUGGESTED_SIDES``);
- ``walls``: the first walls in the order they are placed (the players
  alternate, the first player first), each ``[q, r, d, sector]``: the edge
  ``(q, r, d)`` counted for ``sector`` (0..5, ``board.SECTOR_NAMES``).

Everything after is an ordinary game from its first action on
(``HeroesOfTimeline.new_game`` with ``options={"lesson": id}``). A lesson is
checked on load by playing its set-up on a fresh game: a wall an engine
change makes illegal is a one-line ``ContentError`` naming the file, the
lesson and the field (``walls[3]``).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core import Action
from ..core.lessons import LessonFile
from ..core.tomlcheck import Checker
from .content import team_ids

LESSONS_FILE = "lessons.toml"
KEYS = ("id", "title", "teams", "armor", "walls")
ARMOR_CHOICES = ("suggested", "none")

SUGGESTED_SIDES = (0, 1, 5, 2, 4, 3)
"""The suggested armor's side order (as the screen's ``A`` key): front,
front-left, front-right, back-left, back-right, back."""


@dataclass(frozen=True)
class TimelineLesson:
    """One pre-played set-up: ``teams`` (a team id per seat), ``armor``
    ("suggested": every token on; "none": the armor phase is left to play) and
    ``walls`` (``(q, r, d, sector)`` each, in the order placed)."""

    id: str
    title: str
    teams: tuple[str, str]
    armor: str
    walls: tuple[tuple[int, int, int, int], ...]


def _check(raw: dict, ck: Checker) -> TimelineLesson:
    entry = f"lesson {raw['id']}"
    ck.keys(raw, KEYS, entry)
    ck.required(raw, {k: True for k in KEYS}, entry)
    teams = raw["teams"]
    known = team_ids()
    if not isinstance(teams, list) or len(teams) != 2 \
            or not all(isinstance(t, str) for t in teams):
        ck.fail(entry, "teams", "must list two team ids, one per seat")
    for seat, tid in enumerate(teams):
        if tid not in known:
            ck.fail(entry, f"teams[{seat}]", f"{tid!r} is not a team ({', '.join(known)})")
    if teams[0] == teams[1]:
        ck.fail(entry, "teams", "the two seats must take different teams")
    armor = raw["armor"]
    if armor not in ARMOR_CHOICES:
        ck.fail(entry, "armor", f"must be one of {', '.join(ARMOR_CHOICES)}")
    walls_raw = raw["walls"]
    if not isinstance(walls_raw, list):
        ck.fail(entry, "walls", "must be a list of [q, r, d, sector]")
    walls = []
    for n, wall in enumerate(walls_raw):
        if not isinstance(wall, list) or len(wall) != 4 \
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in wall):
            ck.fail(entry, f"walls[{n}]", "must be [q, r, d, sector] (four whole numbers)")
        walls.append(tuple(wall))
    if walls and armor != "suggested":
        ck.fail(entry, "walls", "walls follow the armor: needs armor = \"suggested\"")
    lesson = TimelineLesson(raw["id"], raw["title"], (teams[0], teams[1]), armor, tuple(walls))
    fault = _rehearse(lesson)
    if fault is not None:
        ck.fail(entry, *fault)
    return lesson


def _rehearse(lesson: TimelineLesson) -> tuple[str, str] | None:
    """Play the lesson's set-up on a fresh game; ``(field, reason)`` for the first
    action the engine would refuse, None when all of it is legal."""
    from . import setup
    from .content import load_content
    from .game import HeroesOfTimeline
    from .state import TimelineState
    game = HeroesOfTimeline()   # not new_game: its options check reads this very file
    options = {"names": ["Player 1", "Player 2"], "teams": list(lesson.teams)}
    state = TimelineState(game, 0, options, load_content(), list(lesson.teams))
    setup.begin(state)
    return play_setup(state, lesson)


def play_setup(state, lesson: TimelineLesson) -> tuple[str, str] | None:
    """Apply the lesson's armor and walls to ``state`` (fresh, armor phase) through
    legal actions, without adding them to its history: ``new_game`` with the lesson
    option deals them again on every replay. Returns ``(field, reason)`` for the
    first one not legal (the state is then only partly set up), else None."""
    if lesson.armor == "suggested":
        while state.phase == "armor":
            choices = [a for a in state.legal_actions() if a.kind == "armor"]
            state._apply(min(choices, key=lambda a: SUGGESTED_SIDES.index(a.arg("side"))))
    for n, (q, r, d, sector) in enumerate(lesson.walls):
        if state.phase != "walls":
            return f"walls[{n}]", "the walls are all placed before this one"
        wanted = Action.make("wall", edge=[q, r, d], sector=sector)
        legal = next((a for a in state.legal_actions() if a == wanted), None)
        if legal is None:
            why = state.why_not(wanted) or "not a legal wall now"
            return f"walls[{n}]", f"{[q, r, d, sector]} is refused: {why}"
        state._apply(legal)
    return None


@lru_cache(maxsize=1)
def _file() -> LessonFile:
    return LessonFile(Path(__file__).resolve().parent / "content" / LESSONS_FILE, _check)


def timeline_lessons() -> dict[str, TimelineLesson]:
    """``{lesson id: TimelineLesson}`` from content/lessons.toml, checked once.

    Raises ``ContentError`` (one line) for any fault in the file."""
    return _file().lessons()
