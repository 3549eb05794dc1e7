"""HeroCard card model: Attribute Cards, Action Cards, values and effects.

Implements the vocabulary of "HeroCard Core Rules" and "HeroCard Glossary"
(../shared/rules/orc-wars.txt): Attributes Body (B), Mind (M) and X; card
kinds (Base Attack, Attack Mod, Special Attack, Base Block, Block Mod,
Special Block, and cards that are neither); Action Types Fast, Restricted,
Exclusive; constant and variable values; named effect primitives.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ATTRIBUTES: tuple[str, ...] = ("B", "M", "X")
ATTRIBUTE_NAMES = {"B": "Body", "M": "Mind", "X": "X"}

BASE_ATTACK, ATTACK_MOD, SPECIAL_ATTACK = "base_attack", "attack_mod", "special_attack"
BASE_BLOCK, BLOCK_MOD, SPECIAL_BLOCK = "base_block", "block_mod", "special_block"
OTHER = "other"
KINDS: tuple[str, ...] = (BASE_ATTACK, ATTACK_MOD, SPECIAL_ATTACK,
                          BASE_BLOCK, BLOCK_MOD, SPECIAL_BLOCK, OTHER)
KIND_NAMES = {BASE_ATTACK: "Base Attack", ATTACK_MOD: "Attack Mod",
              SPECIAL_ATTACK: "Special Attack", BASE_BLOCK: "Base Block",
              BLOCK_MOD: "Block Mod", SPECIAL_BLOCK: "Special Block", OTHER: "Action"}
ATTACK_KINDS = (BASE_ATTACK, ATTACK_MOD, SPECIAL_ATTACK)
BLOCK_KINDS = (BASE_BLOCK, BLOCK_MOD, SPECIAL_BLOCK)
VALUE_KINDS = (BASE_ATTACK, ATTACK_MOD, BASE_BLOCK, BLOCK_MOD)
SET_KINDS = VALUE_KINDS  # only bases and mods may be played as a set

FAST, RESTRICTED, EXCLUSIVE = "fast", "restricted", "exclusive"
ACTION_TYPES: tuple[str, ...] = (FAST, RESTRICTED, EXCLUSIVE)

# kind filters accepted by effects such as discard/waste
KIND_FILTERS: tuple[str, ...] = ("attack", "block", "any") + KINDS

# variable-value measures (Glossary, "Variable Value")
MEASURES: tuple[str, ...] = ("cost_in_play", "cards_in_hand", "cards_in_play")

# rule overrides a card may carry (Core Rules, "Contradictory Rules")
OVERRIDES: tuple[str, ...] = ("no_base_attack_limit",)


def kind_matches(kind: str, wanted: str) -> bool:
    """True when a card of ``kind`` matches the filter ``wanted``.

    ``wanted`` is "any", "attack" (any attack card), "block" (any block card)
    or one exact kind.
    """
    if wanted == "any":
        return True
    if wanted == "attack":
        return kind in ATTACK_KINDS
    if wanted == "block":
        return kind in BLOCK_KINDS
    return kind == wanted


@dataclass(frozen=True)
class Value:
    """A card's attack or block value: constant, or variable (Glossary).

    ``base``: the printed number. ``measure`` None means constant; otherwise
    one of MEASURES, multiplied by ``per`` and added to ``base``, capped at
    ``cap`` when given. ``whose`` is "self" or "target" (the other party of
    the Attack Sequence); ``attribute`` restricts ``cost_in_play`` and
    ``cards_in_play`` to one stack (None: all three).
    """

    base: int
    measure: str | None = None
    whose: str = "target"
    attribute: str | None = None
    per: int = 1
    cap: int | None = None

    @property
    def constant(self) -> bool:
        """True for a constant value."""
        return self.measure is None

    def describe(self) -> str:
        """Short words: "4" or "0 + cost of target's B cards in play"."""
        if self.measure is None:
            return str(self.base)
        who = "your" if self.whose == "self" else "target's"
        stack = f"{self.attribute} " if self.attribute else ""
        per = f"{self.per} x " if self.per != 1 else ""
        what = {"cost_in_play": f"cost of {who} {stack}cards in play",
                "cards_in_hand": f"cards in {who} hand",
                "cards_in_play": f"{who} {stack}cards in play"}[self.measure]
        cap = f" (max {self.cap})" if self.cap is not None else ""
        return f"{self.base} + {per}{what}{cap}"


@dataclass(frozen=True)
class Effect:
    """One named effect primitive with its parameters (see effects.py)."""

    name: str
    params: tuple = ()

    def get(self, key: str, default: Any = None) -> Any:
        """Parameter ``key`` or ``default``."""
        for k, v in self.params:
            if k == key:
                return v
        return default


@dataclass(frozen=True)
class CardDef:
    """An Action Card as printed: what every copy of it shares.

    ``attribute`` is the stack it costs (B, M or X) and ``cost`` the points;
    ``value`` is set exactly for the four value kinds; ``deploy`` True means
    the card may be deployed face down (Glossary, "Deploy"); ``overrides``
    are rule overrides (OVERRIDES); ``text`` is our own rules text.
    """

    id: str
    name: str
    kind: str
    attribute: str
    cost: int
    action_type: str
    value: Value | None = None
    effects: tuple[Effect, ...] = ()
    deploy: bool = False
    overrides: tuple[str, ...] = ()
    text: str = ""

    @property
    def is_attack(self) -> bool:
        """Any attack card (Base Attack, Attack Mod, Special Attack)."""
        return self.kind in ATTACK_KINDS

    @property
    def is_block(self) -> bool:
        """Any block card (Base Block, Block Mod, Special Block)."""
        return self.kind in BLOCK_KINDS

    def value_text(self) -> str:
        """"Attack 4", "Block Mod +2", "Attack 0 + ..." or "" for specials."""
        if self.value is None:
            return ""
        number = self.value.describe()
        return {BASE_ATTACK: f"Attack {number}", ATTACK_MOD: f"Attack Mod +{number}",
                BASE_BLOCK: f"Block {number}", BLOCK_MOD: f"Block Mod +{number}"}[self.kind]


@dataclass(frozen=True)
class AttributeCard:
    """One of a hero's three Attribute Cards: its score and hero points."""

    attribute: str
    name: str
    score: int
    hero_points: int


@dataclass(frozen=True)
class HeroDef:
    """A hero: three Attribute Cards and an Action Deck.

    ``deck`` is a tuple of ``(card_id, copies)``; ``cards`` maps each id to
    its CardDef; ``x_name`` is what Attribute X means for this hero.
    ``source`` names the content file it came from.
    """

    id: str
    name: str
    x_name: str
    attributes: dict
    deck: tuple
    cards: dict
    description: str = ""
    source: str = ""

    @property
    def hero_points(self) -> int:
        """Sum of the hero points on the three Attribute Cards."""
        return sum(a.hero_points for a in self.attributes.values())

    @property
    def deck_size(self) -> int:
        """Number of Action Cards in the deck."""
        return sum(n for _, n in self.deck)

    def deck_list(self) -> list[str]:
        """Every card id in the deck, copies repeated, in file order."""
        return [cid for cid, n in self.deck for _ in range(n)]
