"""The duel's guided first games (issue 44): stacked positions from content/lessons.toml.

A lesson names the heroes, the first player, the Victory Points to win, each
seat's opening hand and the next cards of its deck (top first); the rest of
each deck is shuffled from the seed as usual, so the lesson is an ordinary
duel from its first card on (``HeroCardDuel.new_game`` with
``options={"lesson": id}``). Everything is checked on load against the
heroes' own decks: a card a deck lacks, or more copies than it holds, is a
one-line ``ContentError``.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..core.lessons import LessonFile
from ..core.tomlcheck import Checker
from .content import CONTENT_DIR, LESSONS_FILE, load_heroes
from .state import HAND_LIMIT

KEYS = ("id", "title", "heroes", "first_player", "target_vp", "hands", "decks")


@dataclass(frozen=True)
class DuelLesson:
    """One stacked duel: ``heroes`` (a hero id per seat), ``first_player`` (a
    seat), ``target_vp``, ``hands`` (per seat, the opening hand in order) and
    ``decks`` (per seat, the cards drawn next, top first)."""

    id: str
    title: str
    heroes: tuple[str, ...]
    first_player: int
    target_vp: int
    hands: tuple[tuple[str, ...], ...]
    decks: tuple[tuple[str, ...], ...]


def _check(raw: dict, ck: Checker) -> DuelLesson:
    entry = f"lesson {raw['id']}"
    ck.keys(raw, KEYS, entry)
    ck.required(raw, {k: True for k in KEYS}, entry)
    heroes = load_heroes()
    chosen = raw["heroes"]
    if not isinstance(chosen, list) or not 2 <= len(chosen) <= 4:
        ck.fail(entry, "heroes", "must list 2 to 4 hero ids, one per seat")
    for hero in chosen:
        ck.enum(hero, list(heroes), entry, "heroes")
    seats = len(chosen)
    first = ck.integer(raw["first_player"], entry, "first_player", 0, seats - 1)
    target = ck.integer(raw["target_vp"], entry, "target_vp", 1, 20)
    piles = {}
    for field, most in (("hands", HAND_LIMIT), ("decks", None)):
        value = raw[field]
        if not isinstance(value, list) or len(value) != seats \
                or not all(isinstance(p, list) for p in value):
            ck.fail(entry, field, f"must hold {seats} lists of card ids, one per seat")
        for seat, pile in enumerate(value):
            if most is not None and len(pile) > most:
                ck.fail(entry, f"{field}[{seat}]", f"holds more than {most} cards")
        piles[field] = value
    for seat, hero in enumerate(chosen):
        copies = dict(heroes[hero].deck)
        used: dict[str, int] = {}
        for field in ("hands", "decks"):
            for cid in piles[field][seat]:
                ck.enum(cid, list(copies), entry, f"{field}[{seat}]")
                used[cid] = used.get(cid, 0) + 1
                if used[cid] > copies[cid]:
                    ck.fail(entry, f"{field}[{seat}]",
                            f"{cid!r}: the {hero} deck holds only {copies[cid]}")
    return DuelLesson(raw["id"], raw["title"], tuple(chosen), first, target,
                      tuple(tuple(p) for p in piles["hands"]),
                      tuple(tuple(p) for p in piles["decks"]))


@lru_cache(maxsize=1)
def _file() -> LessonFile:
    return LessonFile(CONTENT_DIR / LESSONS_FILE, _check)


def duel_lessons() -> dict[str, DuelLesson]:
    """``{lesson id: DuelLesson}`` from content/lessons.toml, checked once.

    Raises ``ContentError`` (one line) for any fault in the file."""
    return _file().lessons()


def stack_deck(deck: list[int], hand: tuple[str, ...], top: tuple[str, ...],
               cid_of) -> list[int]:
    """``deck`` (shuffled uids) reordered so that the next draws are ``hand`` then
    ``top``, in order; the other cards keep their shuffled order beneath.
    ``cid_of(uid) -> card id``. The deck's top is its end (``draw`` pops)."""
    rest = list(deck)
    wanted: list[int] = []
    for cid in (*hand, *top):
        uid = next(u for u in rest if cid_of(u) == cid)
        rest.remove(uid)
        wanted.append(uid)
    return rest + wanted[::-1]
