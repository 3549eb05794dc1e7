"""Pack of Heroes data model: power cards, costs, powers, heroes, teams, weapons.

Rulebook, "Hero Card Overview" (health, rank, movement, powers with type,
value and cost), "Main Action -- Use 1 Power" (the three kinds of power
cost) and "Setup" (9 power cards a player: 3 red, 3 green, 3 blue). The
definitions here are immutable and loaded from ``content/*.toml``
(content.py); the pieces that change during a game live in state.py.
"""
from __future__ import annotations

from dataclasses import dataclass, field

COLOURS = ("red", "green", "blue")
LETTER = {"red": "R", "green": "G", "blue": "B"}
CARDS_PER_COLOUR = 3          # rulebook, "Game Contents": 9 power cards a player
HAND_LIMIT = 3                # rulebook, "Draw Power": discard down to 3

RANKS = ("leader", "fighter", "sidekick")
RANK_LETTER = {"leader": "L", "fighter": "F", "sidekick": "S"}
RANK_LIMIT = {"leader": 1, "fighter": 2, "sidekick": 2}   # rulebook, "Draft a team"
TEAM_SIZE = 5
MOVES = ("run", "fly")

# Power types (rulebook, "Powers"). MAIN_TYPES are used as the main action.
TYPES = ("arrival", "force", "spread", "range", "stun", "heal", "constant", "defend")
MAIN_TYPES = ("force", "spread", "range", "stun", "heal")
ATTACK_TYPES = ("force", "spread", "range")
WEAPON_TYPES = ("range", "stun", "heal", "special")
TYPE_LETTER = {"arrival": "Arr", "force": "Frc", "spread": "Spr", "range": "Rng",
               "stun": "Stn", "heal": "Hea", "constant": "Con", "defend": "Def",
               "special": "Spc"}


@dataclass(frozen=True)
class Cost:
    """A power cost (rulebook, "Main Action -- Use 1 Power").

    ``kind``: "free", "one" (one card of ``colours[0]``), "either" (one card
    of ``colours[0]`` or ``colours[1]``) or "double" (two of ``colours[0]``).
    """

    kind: str
    colours: tuple = ()

    def payments(self, hand: list) -> list[tuple]:
        """Every distinct way to pay from ``hand`` (a list of colours), as colour tuples."""
        if self.kind == "free":
            return [()]
        if self.kind == "double":
            return [(self.colours[0],) * 2] if hand.count(self.colours[0]) >= 2 else []
        return [(c,) for c in self.colours if c in hand]

    def text(self) -> str:
        """Short letters: "R", "R/G", "BB", "free"."""
        if self.kind == "free":
            return "free"
        if self.kind == "double":
            return LETTER[self.colours[0]] * 2
        return "/".join(LETTER[c] for c in self.colours)

    def words(self) -> str:
        """Plain words: "1 red", "1 red or green", "2 blue", "no cards"."""
        if self.kind == "free":
            return "no cards"
        if self.kind == "double":
            return f"2 {self.colours[0]}"
        return "1 " + " or ".join(self.colours)

    def card_words(self) -> str:
        """The cost counted in cards: "1 red card", "1 red or green card", "2 blue
        cards", "no cards"."""
        if self.kind == "free":
            return "no cards"
        return self.words() + (" cards" if self.kind == "double" else " card")


FREE = Cost("free")


@dataclass(frozen=True)
class Power:
    """One power of a hero (or a weapon's power).

    ``type``: one of ``TYPES`` (weapons: ``WEAPON_TYPES``); ``value``: the
    number on the card (damage, wounds healed) or 0; ``effect``: the name of
    its primitive (primitives.py) and ``params`` its parameters as sorted
    (name, value) pairs; ``mandatory``: a constant power that must be used.
    """

    name: str
    type: str
    value: int
    cost: Cost
    effect: str
    params: tuple
    text: str
    mandatory: bool = False

    def get(self, key: str, default=None):
        """The value of parameter ``key``."""
        for k, v in self.params:
            if k == key:
                return v
        return default

    def summary(self) -> str:
        """One line: type, value, cost and text."""
        value = f" {self.value}" if self.value else ""
        return f"{self.name} ({self.type}{value}, {self.cost.text()}): {self.text}"


@dataclass(frozen=True)
class HeroDef:
    """A hero card: id, name, rank, health, ``move`` (run/fly) ``speed`` spaces, powers."""

    id: str
    name: str
    team: str
    rank: str
    health: int
    move: str
    speed: int
    powers: tuple

    @property
    def faint_at(self) -> int:
        """Wounds at which the hero is half-wounded: half its health, rounded up."""
        return (self.health + 1) // 2


@dataclass(frozen=True)
class TeamDef:
    """A set team: id, name, its character in a line, and its 5 hero ids."""

    id: str
    name: str
    style: str
    heroes: tuple


@dataclass(frozen=True)
class WeaponDef:
    """A single-use weapon card (rulebook, "Advanced Game -- Weapons")."""

    id: str
    name: str
    power: Power


@dataclass(frozen=True)
class Content:
    """The whole validated set: teams in file order, heroes and weapons by id."""

    teams: dict = field(default_factory=dict)
    heroes: dict = field(default_factory=dict)
    weapons: dict = field(default_factory=dict)
