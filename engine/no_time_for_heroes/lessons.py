"""No Time For Heroes' guided first game (issue 44): stacked positions from content/lessons.toml.

A lesson (standard mode, no Scenario deck) names each seat's hero, each seat's
opening hand (in order) and the next cards of its Ability deck (top first),
the Warlord, the three enemies on the Battlefield (each a Host and the loot on
its back), the next Horde cards (the next out first, loot as the seed deals),
the five Market cards (slot 1 first) and the next Market deck cards (top
first). ``NoTimeForHeroes.new_game`` with ``options={"lesson": id}`` deals the
game as usual from the seed, then stacks it as the lesson says, before the
Leader bid: from its first action on a lesson is an ordinary game. Every
fault is a one-line ``ContentError`` naming the file, the lesson and the
field. Rulebook: "Before Going to Battle".
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core.lessons import LessonFile
from ..core.tomlcheck import Checker
from .content import load_content
from .model import BATTLEFIELD, HAND_SIZE, HOSTS_BY_PLAYERS, MARKET_SLOTS

LESSONS_FILE = "lessons.toml"
KEYS = ("id", "title", "heroes", "hands", "decks", "warlord", "battlefield", "horde",
        "market", "market_deck")
ENEMY_KEYS = ("host", "loot")
SEATS = 2


@dataclass(frozen=True)
class NoTimeLesson:
    """One stacked game: ``heroes`` (a hero id per seat), ``hands`` / ``decks``
    (card ids per seat; decks top first), ``warlord`` (id), ``battlefield``
    (``((host id, (coins, glory)), ...)`` left to right), ``horde`` (the next Host
    ids, next out first), ``market`` (slot 1 first), ``market_deck`` (top first)."""

    id: str
    title: str
    heroes: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    decks: tuple[tuple[str, ...], ...]
    warlord: str
    battlefield: tuple
    horde: tuple[str, ...]
    market: tuple[str, ...]
    market_deck: tuple[str, ...]

    @property
    def players(self) -> int:
        """How many seats the lesson is dealt for."""
        return len(self.heroes)


def _ids(ck: Checker, value, entry: str, field: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        ck.fail(entry, field, "must be a list of card ids")
    return value


def _per_seat(ck: Checker, raw: dict, field: str, entry: str) -> list[list[str]]:
    value = raw[field]
    if not isinstance(value, list) or len(value) != SEATS:
        ck.fail(entry, field, f"must hold {SEATS} lists of card ids, one per seat")
    return [_ids(ck, pile, entry, f"{field}[{seat}]") for seat, pile in enumerate(value)]


def _count(ck: Checker, used: dict, cid: str, have: int, entry: str, field: str,
           where: str) -> None:
    used[cid] = used.get(cid, 0) + 1
    if used[cid] > have:
        ck.fail(entry, field, f"{cid!r}: {where} holds only {have}")


def _check(raw: dict, ck: Checker) -> NoTimeLesson:
    entry = f"lesson {raw['id']}"
    ck.keys(raw, KEYS, entry)
    ck.required(raw, {k: True for k in KEYS}, entry)
    content = load_content()
    heroes = _ids(ck, raw["heroes"], entry, "heroes")
    if len(heroes) != SEATS:
        ck.fail(entry, "heroes", f"must name {SEATS} heroes, one per seat")
    for seat, hid in enumerate(heroes):
        if hid not in content.heroes:
            ck.fail(entry, f"heroes[{seat}]", f"{hid!r} is not a hero")
    if content.heroes[heroes[0]].card == content.heroes[heroes[1]].card:
        ck.fail(entry, "heroes", "the two heroes are the two sides of one hero card")
    hands = _per_seat(ck, raw, "hands", entry)
    decks = _per_seat(ck, raw, "decks", entry)
    for seat in range(SEATS):
        if len(hands[seat]) != HAND_SIZE:
            ck.fail(entry, f"hands[{seat}]", f"must list the {HAND_SIZE} cards of the hand")
        copies = dict(content.decks[content.heroes[heroes[seat]].klass])
        used: dict = {}
        for field, pile in ((f"hands[{seat}]", hands[seat]), (f"decks[{seat}]", decks[seat])):
            for cid in pile:
                if cid not in copies:
                    ck.fail(entry, field, f"{cid!r} is not a card of "
                            f"{content.heroes[heroes[seat]].name}'s Ability deck")
                _count(ck, used, cid, copies[cid], entry, field, "the Ability deck")
    warlord = raw["warlord"]
    if warlord not in content.warlords:
        ck.fail(entry, "warlord", f"{str(warlord)[:30]!r} is not a Warlord "
                f"({', '.join(sorted(content.warlords))})")
    field_raw = raw["battlefield"]
    if not isinstance(field_raw, list) or len(field_raw) != BATTLEFIELD:
        ck.fail(entry, "battlefield", f"must list the {BATTLEFIELD} enemies, left to right")
    loots: dict = {}
    battlefield = []
    for n, enemy in enumerate(field_raw):
        where = f"battlefield[{n}]"
        ck.table(enemy, entry, where)
        ck.keys(enemy, ENEMY_KEYS, entry, where + ".")
        ck.required(enemy, {k: True for k in ENEMY_KEYS}, entry, where + ".")
        host = enemy["host"]
        if host not in content.hosts:
            ck.fail(entry, where + ".host", f"{str(host)[:30]!r} is not a Host")
        loot = enemy["loot"]
        if not isinstance(loot, list) or len(loot) != 2 or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in loot):
            ck.fail(entry, where + ".loot", "must be [coins, glory]")
        pair = tuple(loot)
        have = sum(1 for x in content.hosts[host].loot if tuple(x) == pair)
        if have == 0:
            ck.fail(entry, where + ".loot", f"no {content.hosts[host].name} carries {list(pair)}")
        _count(ck, loots, (host, pair), have, entry, where + ".loot", "the box")
        battlefield.append((host, pair))
    horde = _ids(ck, raw["horde"], entry, "horde")
    if len(horde) > HOSTS_BY_PLAYERS[SEATS] - BATTLEFIELD:
        ck.fail(entry, "horde", "names more Hosts than the Horde holds")
    hosts_used: dict = {}
    for host, _ in battlefield:
        hosts_used[host] = hosts_used.get(host, 0) + 1
    for cid in horde:
        if cid not in content.hosts:
            ck.fail(entry, "horde", f"{cid!r} is not a Host")
        _count(ck, hosts_used, cid, len(content.hosts[cid].loot), entry, "horde", "the box")
    market = _ids(ck, raw["market"], entry, "market")
    if len(market) != MARKET_SLOTS:
        ck.fail(entry, "market", f"must list the {MARKET_SLOTS} cards of the Market")
    market_deck = _ids(ck, raw["market_deck"], entry, "market_deck")
    copies = dict(content.market)
    used = {}
    for field, pile in (("market", market), ("market_deck", market_deck)):
        for cid in pile:
            if cid not in copies:
                ck.fail(entry, field, f"{cid!r} is not a Market card")
            _count(ck, used, cid, copies[cid], entry, field, "the Market deck")
    return NoTimeLesson(raw["id"], raw["title"], tuple(heroes),
                        tuple(tuple(h) for h in hands), tuple(tuple(d) for d in decks),
                        warlord, tuple(battlefield), tuple(horde), tuple(market),
                        tuple(market_deck))


@lru_cache(maxsize=1)
def _file() -> LessonFile:
    return LessonFile(Path(__file__).resolve().parent / "content" / LESSONS_FILE, _check)


def ntfh_lessons() -> dict[str, NoTimeLesson]:
    """``{lesson id: NoTimeLesson}`` from content/lessons.toml, checked once.

    Raises ``ContentError`` (one line) for any fault in the file."""
    return _file().lessons()


def _take(state, pile: list, cid: str, test=None) -> int:
    """Remove and return the uppermost uid of ``cid`` in ``pile`` (top last) that
    passes ``test``."""
    for index in range(len(pile) - 1, -1, -1):
        uid = pile[index]
        if state.cards[uid] == cid and (test is None or test(uid)):
            return pile.pop(index)
    raise ValueError(f"no {cid} left to stack")   # the load-time checks rule this out


def deal(state, lesson: NoTimeLesson) -> None:
    """Stack a freshly dealt standard game (hands drawn, 3 enemies out, Market
    dealt, before the bid) into ``lesson``'s position: hands and deck tops, the
    Warlord, the Battlefield and the next Horde cards, the Market and its deck's
    top. Everything not named keeps the seed's shuffled order."""
    for p in state.players:
        p.deck += p.hand[::-1]            # the hand back on top, then stacked anew
        p.hand = [_take(state, p.deck, cid) for cid in lesson.hands[p.seat]]
        wanted = [_take(state, p.deck, cid) for cid in lesson.decks[p.seat]]
        p.deck += wanted[::-1]
    state.cards[state.warlord] = lesson.warlord
    pool = state.battlefield + [u for u in state.horde if u != state.warlord] + state.box
    size = len(state.horde) - 1 + len(state.battlefield)     # Hosts in play, this game
    state.battlefield = [_take(state, pool, host, lambda u, pair=pair: tuple(state.loot[u]) == pair)
                         for host, pair in lesson.battlefield]
    nxt = [_take(state, pool, host) for host in lesson.horde]
    rest = size - len(state.battlefield) - len(nxt)
    state.horde = nxt + pool[:rest] + [state.warlord]
    state.box = pool[rest:]
    state.enemy_wounds = {}
    state.market_deck += [u for u in state.market[::-1] if u is not None]
    state.market = [_take(state, state.market_deck, cid) for cid in lesson.market]
    wanted = [_take(state, state.market_deck, cid) for cid in lesson.market_deck]
    state.market_deck += wanted[::-1]
