"""The solo mode's settings (content/solo.toml) and its score
(../shared/rules/no-time-for-heroes-modes.md, "Solo"; docs/no-time-for-heroes.md, "Solo").

``solo_rules()`` loads and checks the one ``[solo]`` table once (``ContentError``
with one line for a bad file); ``solo_score`` and ``title`` give the result of
a solo game.
"""
from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING

from ..core import tomlcache
from ..core.errors import ContentError

if TYPE_CHECKING:
    from .state import NoTimeState

FILE = "solo.toml"
MODES = ("standard", "solo")
STANDARD, SOLO = MODES


@dataclass(frozen=True)
class SoloRules:
    """Every setting of content/solo.toml (the file's comments say what each means)."""

    start_coins: int
    hosts: int
    leave_out_fortitude: int
    scenarios_out: tuple
    market_refill: bool
    mulligan: int
    support: str
    open_costs: tuple
    borrow_cost: int
    borrow: str
    borrow_glory: bool
    fallen_scores: bool
    score_glory: str
    points_per_glory: int
    coins_per_point: int
    titles: tuple        # ((least score, title), ...) lowest first
    no_title: str


_KINDS = {"start_coins": int, "hosts": int, "leave_out_fortitude": int, "scenarios_out": list,
          "market_refill": bool, "mulligan": int, "support": str, "open_costs": list,
          "borrow_cost": int, "borrow": str, "borrow_glory": bool, "fallen_scores": bool,
          "score_glory": str, "points_per_glory": int, "coins_per_point": int,
          "titles": list, "no_title": str}
_WORDS = {"support": ("other-classes",), "borrow": ("choose", "top"),
          "score_glory": ("tokens-and-trophies",)}


def parse_solo(text: str) -> SoloRules:
    """A SoloRules from solo.toml text; ``ContentError`` (one line) for any fault."""
    try:
        raw = tomlcache.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(FILE, "-", "-", f"not TOML: {exc}") from None
    table = raw.get("solo")
    if not isinstance(table, dict):
        raise ContentError(FILE, "-", "solo", "a [solo] table is needed")
    for key in set(table) - set(_KINDS):
        raise ContentError(FILE, "solo", key, "unknown key")
    values = {}
    for key, kind in _KINDS.items():
        if key not in table:
            raise ContentError(FILE, "solo", key, "missing")
        value = table[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ContentError(FILE, "solo", key, f"must be {kind.__name__}")
        if kind is int and value < 0:
            raise ContentError(FILE, "solo", key, "must not be negative")
        if key in _WORDS and value not in _WORDS[key]:
            raise ContentError(FILE, "solo", key, "one of " + ", ".join(_WORDS[key]))
        values[key] = tuple(value) if kind is list else value
    if not values["open_costs"] or any(not isinstance(c, int) or c < 0
                                       for c in values["open_costs"]):
        raise ContentError(FILE, "solo", "open_costs", "a list of coin costs")
    titles = []
    for item in values["titles"]:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int)
                and isinstance(item[1], str) and item[1].strip()):
            raise ContentError(FILE, "solo", "titles", "pairs of [least score, title]")
        titles.append((item[0], item[1]))
    if [t[0] for t in titles] != sorted({t[0] for t in titles}):
        raise ContentError(FILE, "solo", "titles", "rising scores, each once")
    values["titles"] = tuple(titles)
    if values["points_per_glory"] < 1 or values["coins_per_point"] < 1:
        raise ContentError(FILE, "solo", "points_per_glory", "at least 1")
    return SoloRules(**values)


@functools.lru_cache(maxsize=1)
def solo_rules() -> SoloRules:
    """The built-in solo settings, checked once."""
    folder = resources.files(__package__).joinpath("content")
    return parse_solo(folder.joinpath(FILE).read_text(encoding="utf-8"))


def is_solo(state: "NoTimeState") -> bool:
    """True for a game played in the solo mode."""
    return state.options.get("mode", STANDARD) == SOLO


def score_parts(state: "NoTimeState", seat: int = 0) -> dict:
    """The solo score of ``seat``'s hero now ("End and score"): ``cards`` (1 per card
    in hand and deck), ``glory`` (1 per ``points_per_glory`` Glory: tokens and
    trophies' front Glory), ``coins`` (1 per ``coins_per_point`` coins), ``hearts``
    (hearts not lost x cards in the deck), ``total``; ``fallen``: the hero fell
    (with ``fallen_scores`` false its total is 0)."""
    rules = solo_rules()
    p = state.players[seat]
    trophies = sum(state.content.hosts[state.cards[u]].glory
                   for u in p.trophies if not state.is_warlord(u))
    glory = p.glory + trophies
    hearts_left = 0 if p.fallen else max(0, state.hero(seat).hearts - p.wounds)
    parts = {"cards": len(p.hand) + len(p.deck), "glory": glory // rules.points_per_glory,
             "coins": p.coins // rules.coins_per_point, "hearts": hearts_left * len(p.deck),
             "hearts_left": hearts_left, "deck": len(p.deck), "glory_total": glory,
             "fallen": p.fallen}
    total = parts["cards"] + parts["glory"] + parts["coins"] + parts["hearts"]
    parts["total"] = 0 if p.fallen and not rules.fallen_scores else total
    parts["title"] = title(parts["total"])
    return parts


def title(score: int) -> str:
    """The title a solo score earns (content/solo.toml ``titles``; below the first
    one: ``no_title``)."""
    rules = solo_rules()
    earned = rules.no_title
    for least, name in rules.titles:
        if score >= least:
            earned = name
    return earned
