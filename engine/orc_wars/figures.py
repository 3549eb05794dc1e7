"""Orc Wars figures, clans and squads (rulebook: "Orc Figures", "Orc Squads",
"Clan Cards", "Squad Attributes", "Multiple Squads").

The Orc player has 21 figures of three kinds and 25 bases of five clans (five
per clan, so never more than five active figures in a clan). Figures of one
clan that touch form a squad; a clan's Attribute scores are 4 Body per Brute,
4 Mind per Tactician and 4 X per Shaman it has on the board.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from .. import hexgrid

CLANS: tuple[str, ...] = ("black-skull", "bruised-fist", "scorcher", "venom-claw", "white-tusk")
CLAN_NAMES = {"black-skull": "Black Skull", "bruised-fist": "Bruised Fist",
              "scorcher": "Scorcher", "venom-claw": "Venom Claw", "white-tusk": "White Tusk"}
ORC_KINDS: tuple[str, ...] = ("brute", "tactician", "shaman")
KIND_NAMES = {"brute": "Brute", "tactician": "Tactician", "shaman": "Shaman"}
KIND_ATTRIBUTE = {"brute": "B", "tactician": "M", "shaman": "X"}
POINTS_PER_FIGURE = 4
BASES_PER_CLAN = 5
# Designed: the rulebook gives 21 figures of three kinds but not how many of each.
FIGURES_PER_KIND = {"brute": 7, "tactician": 7, "shaman": 7}


@dataclass
class Figure:
    """A figure on the board.

    ``side``: "orc" (a clan figure), "king" or "elf"; ``kind``: brute,
    tactician or shaman for Orcs; ``clan`` for Orcs; ``seat`` for Elves;
    ``hex``: axial position, or None once off the board.
    """

    fid: int
    side: str
    hex: tuple | None
    kind: str | None = None
    clan: str | None = None
    seat: int | None = None

    def data(self) -> list:
        """Plain data for hashing."""
        return [self.fid, self.side, list(self.hex) if self.hex else None, self.kind,
                self.clan, self.seat]


def clan_figures(figures: dict, clan: str) -> list[Figure]:
    """The clan's figures on the board, by id."""
    # figures are added with rising ids, so the dict is already in id order
    return [f for f in figures.values()
            if f.side == "orc" and f.clan == clan and f.hex is not None]


def squads(figures: dict, clan: str) -> list[list[Figure]]:
    """The clan's squads: groups of its figures joined by adjacency, stable order."""
    return group_squads(clan_figures(figures, clan))


def group_squads(members: list[Figure]) -> list[list[Figure]]:
    """``members`` (one clan's figures on the board) split into squads (``squads``)."""
    by_hex = {f.hex: f for f in members}
    return [[by_hex[h] for h in group] for group in _groups_of(tuple(sorted(by_hex)))]


@functools.lru_cache(maxsize=4096)
def _groups_of(hexes: tuple) -> tuple:
    """``hexgrid.connected_groups`` of sorted ``hexes``, remembered: a clan's
    shape repeats from one list of legal actions to the next."""
    return tuple(tuple(group) for group in hexgrid.connected_groups(hexes))


def squad_of(figures: dict, fid: int) -> list[Figure]:
    """The squad that figure ``fid`` belongs to."""
    figure = figures[fid]
    for squad in squads(figures, figure.clan):
        if any(f.fid == fid for f in squad):
            return squad
    return [figure]


def points(group: list[Figure], attribute: str) -> int:
    """Attribute points of a group of Orc figures (4 per figure of the matching kind)."""
    return POINTS_PER_FIGURE * sum(1 for f in group if KIND_ATTRIBUTE.get(f.kind) == attribute)


def active_clans(figures: dict) -> list[str]:
    """Clans with at least one figure on the board, in clan order."""
    present = {f.clan for f in figures.values() if f.side == "orc" and f.hex is not None}
    return [c for c in CLANS if c in present]


def reserve(figures: dict) -> dict:
    """What is left to place: {"kinds": {kind: n}, "bases": {clan: n}}."""
    kinds = dict(FIGURES_PER_KIND)
    bases = dict.fromkeys(CLANS, BASES_PER_CLAN)
    for f in figures.values():
        if f.side == "orc" and f.hex is not None:
            kinds[f.kind] -= 1
            bases[f.clan] -= 1
    return {"kinds": {k: kinds[k] for k in ORC_KINDS}, "bases": bases}
