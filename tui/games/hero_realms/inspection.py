"""What the Hero Realms inspector (key ``i``) shows: every card the seat on screen may read.

Pure functions from a view to ``Inspection`` records (no Textual, no rules):
the hand, the five Market cards, the Fire Gem, every champion in play (yours
and the opponents'), and the cards played this turn. Each record has the
card's name in full, its type, cost, faction, Defense and Guard as facts,
every ability in full on a line of its own, and each keyword it uses
explained in a line (words from ``rules.GLOSSARY``).
"""
from __future__ import annotations

from tui.screens.inspector import Inspection

from .rules import GLOSSARY
from .words import FACTION_MARK, NO_FACTION

MEANING = dict(GLOSSARY)
ABILITY_WORDS = {"primary": "Play", "expend": "Expend", "ally": "Ally",
                 "sacrifice": "Sacrifice"}


def _keywords(card: dict, champion: dict | None = None) -> tuple[tuple[str, str], ...]:
    """The game terms a card uses, each with its one-line meaning."""
    words: list[str] = []
    kinds = [a.get("kind") for a in card.get("abilities") or []]
    if card.get("type") == "champion":
        words += ["Champion", "Defense"]
        if card.get("guard"):
            words.append("Guard")
    else:
        words.append("Action" if card.get("type") == "action" else "Item")
    if "primary" in kinds:
        words.append("Primary ability")
    words += [ABILITY_WORDS[k] for k in ("expend", "ally", "sacrifice") if k in kinds]
    text = " ".join(str(a.get("text", "")) for a in card.get("abilities") or []).lower()
    for term, probe in (("Gold", "gold"), ("Combat", "combat"), ("Health", "health"),
                        ("Stun", "stun"), ("Prepared", "prepare"),
                        ("Sacrifice Pile", "sacrifice")):
        if probe in text and term not in words:
            words.append(term)
    if champion is not None and "Prepared" not in words:
        words.append("Prepared")
    return tuple((w, MEANING[w]) for w in words if w in MEANING)


def _ability_lines(card: dict) -> str:
    """Each ability on its own line: "Ally (another Guild card in play): Draw a card."."""
    lines = []
    faction = card.get("faction_name") or ""
    for ability in card.get("abilities") or []:
        kind = ability.get("kind")
        head = ABILITY_WORDS.get(kind, str(ability.get("name", "")))
        if kind == "primary":
            head = "Play (at once)"
        elif kind == "ally":
            head = f"Ally (with another {faction} card in play)"
        elif kind == "expend":
            head = "Expend (turn it sideways, once a turn)"
        elif kind == "sacrifice":
            head = "Sacrifice (the card is gone for good)"
        lines.append(f"{head}: {ability.get('text', '')}")
    if card.get("flavor"):
        lines.append(f"\n{card['flavor']}")
    return "\n".join(lines)


def card_inspection(card: dict, where: str, champion: dict | None = None,
                    extra: tuple[tuple[str, str], ...] = ()) -> Inspection:
    """One card (a view card dict) in full; ``champion``: its in-play view, if in play."""
    facts: list[tuple[str, str]] = [("Type", str(card.get("type_line") or card.get("type_name")))]
    if card.get("cost") is not None:
        facts.append(("Cost", f"{card['cost']} Gold"))
    faction = card.get("faction")
    if faction:
        facts.append(("Faction", f"{card.get('faction_name')} ({FACTION_MARK.get(faction, '')})"))
    else:
        facts.append(("Faction", f"none ({NO_FACTION}): no Ally ability counts it"))
    if card.get("type") == "champion":
        facts.append(("Defense", str(card.get("defense"))))
        facts.append(("Guard", "yes: shields its player while prepared" if card.get("guard")
                      else "no"))
    if champion is not None:
        facts.append(("Now", ("expended" if champion.get("expended") else "prepared")
                      + (f", {champion['damage']} damage this turn, {champion['to_stun']} more"
                         " stuns it" if champion.get("damage") else "")))
        if champion.get("ally_used"):
            facts.append(("Ally", "already used this turn"))
    facts.extend(extra)
    kind = card.get("type_name") or "Card"
    return Inspection(name=str(card.get("name", "?")), kind=f"{kind} card",
                      facts=tuple(facts), keywords=_keywords(card, champion),
                      text=_ability_lines(card), where=where)


def realm_inspections(view: dict, seat: int | None) -> tuple[list[Inspection], dict]:
    """(records, index) for ``view``: hand, Market, Fire Gem, champions, played cards.

    ``index`` maps ("hand", card id), ("market", row 0-5) to the record's
    position, so the screen can start on what is highlighted.
    """
    items: list[Inspection] = []
    index: dict = {}
    players = view.get("players") or []
    me = players[seat] if seat is not None and seat < len(players) else None
    seen: list[str] = []
    for n, card in enumerate((me or {}).get("hand") or [], 1):
        if card.get("id") in seen:
            continue
        seen.append(card.get("id"))
        copies = sum(1 for c in me["hand"] if c.get("id") == card.get("id"))
        index[("hand", card.get("id"))] = len(items)
        items.append(card_inspection(card, f"your hand ({copies} cop{'ies' if copies > 1 else 'y'})"))
    for slot, card in enumerate((view.get("market") or [])[:5]):
        if card:
            index[("market", slot)] = len(items)
            items.append(card_inspection(card, f"the Market, slot {slot + 1} (key {slot + 1} "
                                               "acquires it)"))
    gems = view.get("fire_gems") or {}
    if gems.get("card"):
        index[("market", 5)] = len(items)
        items.append(card_inspection(gems["card"], f"the Fire Gem stack, {gems.get('count', 0)} "
                                                   "left (key g acquires one)"))
    for player in players:
        whose = "your" if player.get("seat") == seat else f"{player.get('name')}'s"
        for champ in player.get("champions") or []:
            items.append(card_inspection(champ.get("card") or {},
                                         f"in play: {whose} champion", champion=champ))
        for entry in player.get("in_play") or []:
            items.append(card_inspection(entry.get("card") or {},
                                         f"in play: played by {player.get('name')} this turn"))
    return items, index
