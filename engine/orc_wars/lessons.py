"""Orc Wars guided first games (issue 44): stacked positions from content/lessons.toml.

A lesson names a scenario, one Elf (hero, role and starting space), the
face-down squad tokens (number and space), the Orcs already awake (clan,
kind and space), and each seat's opening hand and next deck cards (top
first, seat 0 the Orc). ``OrcWars.new_game`` with ``options={"lesson": id}``
deals the game as usual (decks, dirty tricks, treasures, all from the seed),
then sets the board as the lesson says in place of the set-up decisions and
begins the first turn, so from its first action the lesson is an ordinary
game. Spaces are written as in the scenario files: ``[col, row]`` offsets.
Every fault is a one-line ``ContentError`` naming the file, the lesson and
the field. Rulebook: "Setup", "Squad Tokens", "Orc Squads", "The Elf Players".
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .. import hexgrid
from ..core import Event
from ..core.lessons import LessonFile
from ..core.tomlcheck import Checker
from ..herocard.content import load_heroes
from ..herocard.lessons import stack_deck
from ..herocard.table import HAND_LIMIT
from . import figures as fig
from .board import CONTENT_DIR, load_scenario, scenario_ids, squad_tokens
from .roles import load_roles
from .state import KING_HERO, ORC, OrcWarsState

LESSONS_FILE = "lessons.toml"
KEYS = ("id", "title", "scenario", "level", "hero", "role", "elf_start", "tokens",
        "orcs", "hands", "decks")
ORC_KEYS = ("clan", "kind", "at")
TOKEN_KEYS = ("number", "at")
SEATS = 2    # one Orc, one Elf


@dataclass(frozen=True)
class OrcLesson:
    """One stacked Orc Wars position. ``elf_start``, token and Orc spaces are
    axial hexes; ``tokens``: ``((number, hex), ...)``; ``orcs``: ``((clan, kind,
    hex), ...)``; ``hands`` / ``decks``: per seat (the Orc first) card ids."""

    id: str
    title: str
    scenario: str
    level: str
    hero: str
    role: str
    elf_start: tuple
    tokens: tuple
    orcs: tuple
    hands: tuple[tuple[str, ...], ...]
    decks: tuple[tuple[str, ...], ...]


def _space(ck: Checker, value, entry: str, field: str, board) -> tuple:
    if not (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        ck.fail(entry, field, "must be a [col, row] pair of integers")
    h = hexgrid.from_offset(value[0], value[1])
    if h not in board:
        ck.fail(entry, field, f"{value} is not on the scenario's map")
    return h


def _check(raw: dict, ck: Checker) -> OrcLesson:
    from .setup import LEVELS
    entry = f"lesson {raw['id']}"
    ck.keys(raw, KEYS, entry)
    ck.required(raw, {k: True for k in KEYS}, entry)
    scenario = ck.enum(raw["scenario"], scenario_ids(), entry, "scenario")
    board = load_scenario(scenario).board
    level = ck.enum(raw["level"], list(LEVELS), entry, "level")
    heroes = load_heroes()
    hero = ck.enum(raw["hero"], list(heroes), entry, "hero")
    role = ck.enum(raw["role"], list(load_roles()), entry, "role")
    taken: set = set()

    def place(value, field: str, side: str) -> tuple:
        h = _space(ck, value, entry, field, board)
        if not board.passable_for(h, side):
            ck.fail(entry, field, f"{value}: no {side.capitalize()} may stand there")
        if h in taken:
            ck.fail(entry, field, f"{value}: two pieces on one space")
        taken.add(h)
        return h

    elf = place(raw["elf_start"], "elf_start", "elf")
    if elf not in board.marked("elf_start"):
        ck.fail(entry, "elf_start", "must be one of the scenario's Elf starting spaces")
    tokens, printed = [], list(squad_tokens())
    if not isinstance(raw["tokens"], list):
        ck.fail(entry, "tokens", "must be a list of {number, at} tables")
    for n, item in enumerate(raw["tokens"]):
        where = f"tokens[{n}]"
        ck.table(item, entry, where)
        ck.keys(item, TOKEN_KEYS, entry, where + ".")
        ck.required(item, {k: True for k in TOKEN_KEYS}, entry, where + ".")
        number = ck.integer(item["number"], entry, where + ".number", 1, 5)
        if number not in printed:
            ck.fail(entry, where + ".number", f"no squad token of {number} is left")
        printed.remove(number)
        h = place(item["at"], where + ".at", "orc")
        if h not in board.token_spots():
            ck.fail(entry, where + ".at", "is not a squad token space of the scenario")
        tokens.append((number, h))
    if not isinstance(raw["orcs"], list):
        ck.fail(entry, "orcs", "must be a list of {clan, kind, at} tables")
    orcs, per_clan = [], {}
    for n, item in enumerate(raw["orcs"]):
        where = f"orcs[{n}]"
        ck.table(item, entry, where)
        ck.keys(item, ORC_KEYS, entry, where + ".")
        ck.required(item, {k: True for k in ORC_KEYS}, entry, where + ".")
        clan = ck.enum(item["clan"], list(fig.CLANS), entry, where + ".clan")
        kind = ck.enum(item["kind"], list(fig.ORC_KINDS), entry, where + ".kind")
        per_clan[clan] = per_clan.get(clan, 0) + 1
        if per_clan[clan] > fig.BASES_PER_CLAN:
            ck.fail(entry, where + ".clan", f"a clan has only {fig.BASES_PER_CLAN} bases")
        orcs.append((clan, kind, place(item["at"], where + ".at", "orc")))
    decks_of = (KING_HERO, hero)
    piles = {}
    for field, most in (("hands", HAND_LIMIT), ("decks", None)):
        value = raw[field]
        if not isinstance(value, list) or len(value) != SEATS \
                or not all(isinstance(p, list) for p in value):
            ck.fail(entry, field, f"must hold {SEATS} lists of card ids, the Orc's first")
        for seat, pile in enumerate(value):
            if most is not None and len(pile) > most:
                ck.fail(entry, f"{field}[{seat}]", f"holds more than {most} cards")
        piles[field] = value
    for seat, owner in enumerate(decks_of):
        copies = dict(heroes[owner].deck)
        used: dict[str, int] = {}
        for field in ("hands", "decks"):
            for cid in piles[field][seat]:
                ck.enum(cid, list(copies), entry, f"{field}[{seat}]")
                used[cid] = used.get(cid, 0) + 1
                if used[cid] > copies[cid]:
                    ck.fail(entry, f"{field}[{seat}]",
                            f"{cid!r}: the {owner} deck holds only {copies[cid]}")
    return OrcLesson(raw["id"], raw["title"], scenario, level, hero, role, elf,
                     tuple(tokens), tuple(orcs),
                     tuple(tuple(p) for p in piles["hands"]),
                     tuple(tuple(p) for p in piles["decks"]))


@lru_cache(maxsize=1)
def _file() -> LessonFile:
    return LessonFile(CONTENT_DIR / LESSONS_FILE, _check)


def orc_lessons() -> dict[str, OrcLesson]:
    """``{lesson id: OrcLesson}`` from content/lessons.toml, checked once.

    Raises ``ContentError`` (one line) for any fault in the file."""
    return _file().lessons()


def deal_lesson(state: OrcWarsState, lesson: OrcLesson) -> None:
    """Set ``state`` (dealt by ``setup.start``, at its first set-up decision) to
    ``lesson``'s position and begin the first turn.

    Each seat's hand goes back into its deck, the deck is stacked (the hand,
    then the deck tops, drawn next; the rest in its shuffled order) and seven
    cards are drawn again. The squad tokens, the Elf and the awake Orcs are
    put on their spaces; the tokens' total is theirs (what an Elf knows of
    the face-down numbers). Dirty tricks and treasures stay as dealt.
    """
    from . import turns
    events: list[Event] = []
    for player in state.players:
        player.deck.extend(player.hand)
        player.hand = []
        player.deck = stack_deck(player.deck, lesson.hands[player.seat],
                                 lesson.decks[player.seat], lambda uid: state.cards[uid].cid)
        state.draw(player.seat, HAND_LIMIT, events)
    state.tokens_left = list(squad_tokens())
    state.tokens = []
    for number, h in lesson.tokens:
        state.tokens_left.remove(number)
        state.tokens.append({"tid": len(state.tokens), "number": number, "hex": h})
    state.tokens_total = sum(number for number, _ in lesson.tokens)
    state.new_figure("elf", lesson.elf_start, seat=1)
    for clan, kind, h in lesson.orcs:
        state.new_figure("orc", h, kind=kind, clan=clan)
    state.first_seat = 1 if state.scenario.first == "elf" else ORC
    turns.begin_turn(state, state.first_seat, events)
