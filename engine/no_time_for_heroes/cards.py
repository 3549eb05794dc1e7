"""The card model of No Time For Heroes: heroes, Ability and Market cards, Hosts,
Warlords and Scenarios as frozen records (rulebook, "Card Types").

The records are built and validated by ``content.py`` from ``content/*.toml``.
"""
from __future__ import annotations

from dataclasses import dataclass

CLASSES = ("warrior", "explorer", "rogue", "mage")
ICONS = ("melee", "ranged", "expertise", "magic")
TARGETS = ("none", "enemy", "two", "all")
HOST_ICONS = ("none", "regeneration", "magic-resistance", "loot")
HERO_EXPERTISE = ("take-the-blow", "shield-ally", "second-look", "scout-horde",
                  "market-swap", "half-damage", "deck-swap", "evasion-coins")
WARLORD_EXPERTISE = ("punishing", "war-cry", "shrieking")
SCENARIO_EFFECTS = ("defeat-coin", "borrow-card", "send-back", "market-discount",
                    "extra-enemy", "strong-defeat-coin", "no-loot-coins", "portal",
                    "port-swap", "weaker-horde", "jade", "evade-steal")
ICON_NAMES = {"melee": "Melee", "ranged": "Ranged", "expertise": "Expertise", "magic": "Magic"}


@dataclass(frozen=True)
class Effect:
    """One effect primitive: ``name`` and its parameters as sorted (key, value) pairs."""

    name: str
    params: tuple = ()

    def get(self, key: str, default=None):
        """The value of parameter ``key`` (or ``default``)."""
        for k, v in self.params:
            if k == key:
                return v
        return default


@dataclass(frozen=True)
class HeroDef:
    """A hero (one side of a hero card): icons, hearts and Expertise (rulebook, "Card Types")."""

    id: str
    name: str
    name_es: str
    card: int
    klass: str
    icons: tuple
    penalty_icons: tuple
    hearts: int
    expertise_uses: int
    expertise: str
    text: str


@dataclass(frozen=True)
class CardDef:
    """An Ability card (``kind`` "ability", ``klass`` its deck) or a Market card
    (``kind`` "market", with ``cost``, ``icons`` and ``penalty_icons``).

    ``damage``: printed Damage; ``target``: what it aims at (none, one enemy,
    two enemies, all enemies); ``effects``: primitives in card order.
    """

    id: str
    name: str
    name_es: str
    kind: str
    klass: str
    copies: int
    damage: int
    target: str
    effects: tuple
    text: str
    single_use: bool = False
    cost: int = 0
    icons: tuple = ()
    penalty_icons: tuple = ()

    def has(self, effect: str) -> bool:
        """True when one of the card's effects is the primitive ``effect``."""
        return any(e.name == effect for e in self.effects)

    def effect(self, name: str) -> Effect | None:
        """The card's first effect named ``name`` (or None)."""
        for e in self.effects:
            if e.name == name:
                return e
        return None


@dataclass(frozen=True)
class HostDef:
    """A kind of Host (rulebook, "Card Types"): front Fortitude, Glory and icon;
    ``loot``: one (coins, Glory) pair per printed copy, on the cards' backs."""

    id: str
    name: str
    name_es: str
    fortitude: int
    glory: int
    icon: str
    magic_resistance: int
    loot: tuple


@dataclass(frozen=True)
class WarlordDef:
    """A Warlord (rulebook, "The Warlord Arrives!"): Fortitude and Expertise, no Glory."""

    id: str
    name: str
    name_es: str
    fortitude: int
    expertise: str
    amount: int
    text: str


@dataclass(frozen=True)
class ScenarioDef:
    """A Scenario card (rulebook, "The Scenario"): ``effect`` names its primitive."""

    id: str
    name: str
    name_es: str
    effect: str
    amount: int
    text: str


@dataclass(frozen=True)
class Content:
    """The whole validated box: every record by id, in file order."""

    heroes: dict
    cards: dict          # ability and market CardDefs by id
    decks: dict          # class -> ((card id, copies), ...)
    market: tuple        # (card id, copies)
    hosts: dict
    warlords: dict
    scenarios: dict
