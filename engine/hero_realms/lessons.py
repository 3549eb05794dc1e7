"""Hero Realms' guided first games (issue 44): stacked positions from content/lessons.toml.

A lesson names the first player, each seat's hand (in order), the next cards
of each personal deck (top first), the champions each seat has in play
(prepared), the five cards of the Market row (slot 1 first) and the next
cards of the Market Deck (top first). Hand cards come from the seat's
personal deck, the Fire Gem stack or the Market Deck; champions from the
Market Deck. Everything else is shuffled from the seed as in any game, so a
lesson is an ordinary game from its first action on (``HeroRealms.new_game``
with ``options={"lesson": id}``). Everything is checked on load against the
box (content/*.toml): an unknown card, a card in the wrong place or more
copies than the box holds is a one-line ``ContentError``.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core.lessons import LessonFile
from ..core.tomlcheck import Checker
from .cards import CHAMPION
from .content import LESSONS_FILE, load_cards
from .model import MARKET_SLOTS

KEYS = ("id", "title", "first_player", "hands", "decks", "champions", "market",
        "market_deck")
MAX_HAND = 10


@dataclass(frozen=True)
class RealmsLesson:
    """One stacked game: ``first_player`` (a seat), per seat ``hands`` (in order),
    ``decks`` (the next draws, top first) and ``champions`` (in play, prepared);
    ``market`` (the row, slot 1 first) and ``market_deck`` (next refills, top first)."""

    id: str
    title: str
    first_player: int
    hands: tuple[tuple[str, ...], ...]
    decks: tuple[tuple[str, ...], ...]
    champions: tuple[tuple[str, ...], ...]
    market: tuple[str, ...]
    market_deck: tuple[str, ...]

    @property
    def players(self) -> int:
        """How many seats the lesson is dealt for (one hand each)."""
        return len(self.hands)


def _ids(ck: Checker, value, entry: str, field: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        ck.fail(entry, field, "must be a list of card ids")
    return value


def _per_seat(ck: Checker, raw: dict, field: str, entry: str, seats: int) -> list[list[str]]:
    value = raw[field]
    if not isinstance(value, list) or len(value) != seats:
        ck.fail(entry, field, f"must hold {seats} lists of card ids, one per seat")
    return [_ids(ck, pile, entry, f"{field}[{seat}]") for seat, pile in enumerate(value)]


def _check(raw: dict, ck: Checker) -> RealmsLesson:
    entry = f"lesson {raw['id']}"
    ck.keys(raw, KEYS, entry)
    ck.required(raw, {k: True for k in KEYS}, entry)
    cardset = load_cards()
    defs = cardset.defs
    hands_raw = raw["hands"]
    if not isinstance(hands_raw, list) or not 2 <= len(hands_raw) <= cardset.personal_decks:
        ck.fail(entry, "hands", "must hold one list of card ids per seat (2 to "
                f"{cardset.personal_decks} seats)")
    seats = len(hands_raw)
    first = ck.integer(raw["first_player"], entry, "first_player", 0, seats - 1)
    hands = _per_seat(ck, raw, "hands", entry, seats)
    decks = _per_seat(ck, raw, "decks", entry, seats)
    champions = _per_seat(ck, raw, "champions", entry, seats)
    market = _ids(ck, raw["market"], entry, "market")
    if len(market) != MARKET_SLOTS:
        ck.fail(entry, "market", f"must list the {MARKET_SLOTS} cards of the Market row")
    market_deck = _ids(ck, raw["market_deck"], entry, "market_deck")
    personal = dict(cardset.personal)
    market_copies = dict(cardset.market)
    gems = defs[cardset.fire_gem].copies
    from_market: dict[str, int] = {}
    used_gems = 0

    def take_market(cid: str, field: str) -> None:
        from_market[cid] = from_market.get(cid, 0) + 1
        if from_market[cid] > market_copies[cid]:
            ck.fail(entry, field, f"{cid!r}: the Market Deck holds only {market_copies[cid]}")

    for seat in range(seats):
        if len(hands[seat]) > MAX_HAND:
            ck.fail(entry, f"hands[{seat}]", f"holds more than {MAX_HAND} cards")
        own: dict[str, int] = {}
        for field, pile in ((f"hands[{seat}]", hands[seat]), (f"decks[{seat}]", decks[seat])):
            for cid in pile:
                if cid in personal:
                    own[cid] = own.get(cid, 0) + 1
                    if own[cid] > personal[cid]:
                        ck.fail(entry, field, f"{cid!r}: a personal deck holds only "
                                f"{personal[cid]}")
                elif field.startswith("decks"):
                    ck.fail(entry, field, f"{cid!r} is not a personal deck card")
                elif cid == cardset.fire_gem:
                    used_gems += 1
                    if used_gems > gems:
                        ck.fail(entry, field, f"the Fire Gem stack holds only {gems}")
                elif cid in market_copies:
                    take_market(cid, field)
                else:
                    ck.fail(entry, field, f"{cid!r} is not a card of the box")
        for cid in champions[seat]:
            field = f"champions[{seat}]"
            if cid not in market_copies or defs[cid].type != CHAMPION:
                ck.fail(entry, field, f"{cid!r} is not a Market champion")
            take_market(cid, field)
    for field, pile in (("market", market), ("market_deck", market_deck)):
        for cid in pile:
            if cid not in market_copies:
                ck.fail(entry, field, f"{cid!r} is not a Market card")
            take_market(cid, field)
    return RealmsLesson(raw["id"], raw["title"], first, *(
        tuple(tuple(p) for p in piles) for piles in (hands, decks, champions)),
        tuple(market), tuple(market_deck))


@lru_cache(maxsize=1)
def _file() -> LessonFile:
    return LessonFile(Path(__file__).resolve().parent / "content" / LESSONS_FILE, _check)


def realms_lessons() -> dict[str, RealmsLesson]:
    """``{lesson id: RealmsLesson}`` from content/lessons.toml, checked once.

    Raises ``ContentError`` (one line) for any fault in the file."""
    return _file().lessons()


def _take(state, pile: list, cid: str) -> int:
    """Remove and return the uppermost copy of ``cid`` from ``pile`` (top last)."""
    for index in range(len(pile) - 1, -1, -1):
        if state.cards[pile[index]] == cid:
            return pile.pop(index)
    raise ValueError(f"no {cid} left to stack")   # the load-time checks rule this out


def _stack(state, pile: list, top: tuple[str, ...]) -> list:
    """``pile`` with the cards ``top`` (top first) moved onto it, the rest beneath
    in their shuffled order."""
    wanted = [_take(state, pile, cid) for cid in top]
    return pile + wanted[::-1]


def deal(state, lesson: RealmsLesson) -> None:
    """Stack a freshly shuffled game (market dealt, decks shuffled, no hands yet)
    into ``lesson``'s position: the Market row and Deck top, the hands, the
    personal deck tops, the champions in play, the first player."""
    cards = state.cardset
    state.market_deck += [u for u in state.market[::-1] if u is not None]   # back on top
    state.market = [_take(state, state.market_deck, cid) for cid in lesson.market]
    for player in state.players:
        for cid in lesson.hands[player.seat]:
            if cid == cards.fire_gem:
                source = state.gems
            elif cid in dict(cards.personal):
                source = player.deck
            else:
                source = state.market_deck
            player.hand.append(_take(state, source, cid))
        player.champions = [_take(state, state.market_deck, cid)
                            for cid in lesson.champions[player.seat]]
        player.deck = _stack(state, player.deck, lesson.decks[player.seat])
    state.market_deck = _stack(state, state.market_deck, lesson.market_deck)
    state.first_player = state.active = lesson.first_player
