"""Hero Realms card model: card types, factions, abilities and effect primitives.

Rule sheet, "Playing Cards" (Actions, Items, Champions; titles and subtypes),
"Champions" (Defense, guards), "Using Abilities" (primary, expend, ally and
sacrifice abilities) and "Acquiring Cards" (cost). A card's abilities are
lists of named effect primitives (effects.py runs them); ``describe`` turns
them into our own rules text for views and labels.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ACTION, ITEM, CHAMPION = "action", "item", "champion"
TYPES: tuple[str, ...] = (ACTION, ITEM, CHAMPION)
TYPE_NAMES = {ACTION: "Action", ITEM: "Item", CHAMPION: "Champion"}

FACTIONS: tuple[str, ...] = ("guild", "imperial", "necros", "wild")
FACTION_NAMES = {"guild": "Guild", "imperial": "Imperial", "necros": "Necros", "wild": "Wild"}

# where a card lives in the box: a personal deck, the Fire Gem stack, the Market Deck
PERSONAL, FIRE_GEM, MARKET = "personal", "fire_gem", "market"
ROLES: tuple[str, ...] = (PERSONAL, FIRE_GEM, MARKET)

PRIMARY, ALLY, EXPEND, SACRIFICE = "primary", "ally", "expend", "sacrifice"
ABILITY_KINDS: tuple[str, ...] = (PRIMARY, EXPEND, ALLY, SACRIFICE)
ABILITY_NAMES = {PRIMARY: "Play", ALLY: "Ally", EXPEND: "Expend", SACRIFICE: "Sacrifice"}

RESOURCES: tuple[str, ...] = ("gold", "combat", "health")
# what gain_per counts, among the cards the player has in play
COUNTS: tuple[str, ...] = ("champions", "other_champions", "other_guards", "other_faction",
                           "ally_champions", "expend_champions")
COUNT_WORDS = {"champions": "champion you have in play",
               "other_champions": "other champion you have in play",
               "other_guards": "other guard you have in play",
               "other_faction": "other card of this faction you have in play",
               "ally_champions": "champion you have in play with an ally ability (any faction)",
               "expend_champions": "champion you have in play with an expend ability"}
FILTERS: tuple[str, ...] = ("any",) + TYPES
WHERE: tuple[str, ...] = ("top", "hand")


@dataclass(frozen=True)
class Effect:
    """One named effect primitive with its parameters, e.g. ``combat(amount=3)``.

    ``options`` is only used by ``choose``: a tuple of effect tuples.
    """

    name: str
    params: tuple = ()
    options: tuple = ()

    def get(self, key: str, default: Any = None) -> Any:
        """Parameter ``key`` or ``default``."""
        for k, v in self.params:
            if k == key:
                return v
        return default


@dataclass(frozen=True)
class CardDef:
    """A card as printed; every copy shares it.

    ``role``: PERSONAL (starting deck), FIRE_GEM or MARKET. ``faction`` is
    None for personal cards and Fire Gems; ``cost`` None for personal cards.
    ``defense`` and ``guard`` are for champions. ``abilities`` maps an
    ability kind to its tuple of effects (only the kinds the card has).
    """

    id: str
    name: str
    type: str
    role: str
    copies: int
    abilities: dict
    subtype: str = ""
    faction: str | None = None
    cost: int | None = None
    defense: int = 0
    guard: bool = False
    flavor: str = ""
    source: str = ""
    texts: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        for kind, effects in self.abilities.items():
            self.texts[kind] = describe(effects)

    @property
    def is_champion(self) -> bool:
        return self.type == CHAMPION

    def ability_text(self, kind: str) -> str:
        """Our rules text for one ability ("" if the card lacks it)."""
        return self.texts.get(kind, "")

    def type_line(self) -> str:
        """"Guild Champion (guard, Defense 5)", "Item - Weapon", ..."""
        words = [FACTION_NAMES[self.faction]] if self.faction else []
        words.append(TYPE_NAMES[self.type])
        line = " ".join(words)
        if self.subtype:
            line += f" - {self.subtype.capitalize()}"
        if self.is_champion:
            line += f" ({'guard, ' if self.guard else ''}Defense {self.defense})"
        return line

    def summary(self) -> str:
        """Every ability on one line: "Play: Gain 3 combat. | Ally: Gain 2 combat."."""
        return " | ".join(f"{ABILITY_NAMES[k]}: {self.ability_text(k)}"
                          for k in ABILITY_KINDS if k in self.abilities)


# ------------------------------------------------------------ our rules text


def _n(count: int, word: str) -> str:
    return f"a {word}" if count == 1 else f"{count} {word}s"


def effect_text(e: Effect) -> str:
    """Our words for one effect, starting lower case, without a full stop."""
    g = e.get
    name = e.name
    if name in RESOURCES:
        return f"gain {g('amount')} {name}"
    if name == "gain_per":
        return f"gain {g('amount')} {g('resource')} for each {COUNT_WORDS[g('count')]}"
    if name == "draw":
        return f"draw {_n(g('count'), 'card')}"
    if name == "opponent_discards":
        return f"an opponent of your choice discards {_n(g('count'), 'card')}"
    if name in ("stun_target", "expend_target"):
        verb = "stun" if name == "stun_target" else "expend"
        return f"{'you may ' if g('optional') else ''}{verb} target opposing champion"
    if name == "stun_all":
        return (f"stun every opposing champion with Defense {g('max_defense')} or less "
                "(guards do not stop this)")
    if name == "prepare":
        return "prepare one of your champions"
    if name == "stun_highest":
        return ("stun the champion with the highest Defense in play, yours included "
                "(guards do not stop this; on a tie you pick among the tied)")
    if name == "expend_own":
        return ("expend one of your prepared champions (its expend ability is not used "
                "and cannot be used this turn)")
    if name == "sacrifice_cards":
        bonus, count = g("bonus_combat"), g("count")
        each = "" if not bonus else (f"; if you do, gain {bonus} combat" if count == 1
                                     else f"; gain {bonus} combat for each")
        up_to = "a card" if count == 1 else f"up to {count} cards"
        return f"you may sacrifice {up_to} from your hand or discard pile{each}"
    if name == "draw_discard":
        up_to = "a card" if g("count") == 1 else f"up to {g('count')} cards"
        return f"you may draw {up_to}, then discard as many cards as you drew"
    if name == "topdeck":
        what = "a champion" if g("filter") == CHAMPION else "a card"
        may = "you may put" if g("optional") else "put"
        return f"{may} {what} from your discard pile on top of your deck"
    if name == "next_acquire":
        what = "card" if g("filter") == "any" else TYPE_NAMES[g("filter")].lower()
        where = "on top of your deck" if g("where") == "top" else "into your hand"
        return f"the next {what} you acquire this turn goes {where}"
    if name == "choose":
        return "choose one: " + "; or ".join(describe(o, sentence=False) for o in e.options)
    raise ValueError(f"no text for effect {name!r}")


def describe(effects, sentence: bool = True) -> str:
    """Our rules text for a list of effects: "Gain 3 combat. Draw a card."."""
    parts = [effect_text(e) for e in effects]
    if not sentence:
        return ", then ".join(parts)
    return " ".join(p[0].upper() + p[1:] + "." for p in parts)
