"""What the No Time For Heroes inspector (key ``i``) shows, from a view (no Textual, no rules).

The shown seat's hand, the five Market cards, every enemy on the Battlefield
(Hosts and the Warlord, the Warlord's Expertise explained, also while it waits
at the end of the Horde; two of one name are told apart by slot, "Orc Warrior
#2", as in the actions and the log), every hero (class, icons, hearts, Expertise and its
uses) and the Scenario in force. Each record: the name in full, its kind, its
numbers as facts, its text in full and every game term it uses in a line
(words from ``rules.GLOSSARY``).
"""
from __future__ import annotations

from typing import Sequence

from tui.screens.inspector import Inspection

from .rules import GLOSSARY
from .words import enemy_icon, icon_word

MEANING = dict(GLOSSARY)
TERMS = (("Damage", "damage"), ("Wound", "wound"), ("Lose", "lose"), ("Wear pile", "wear"),
         ("Recover", "recover"), ("Glory", "glory"), ("Coins", "coin"), ("Shield", "shield"),
         ("Ends the attack", "ends the attack"), ("Once per turn", "once per turn"),
         ("Single use", "single use"), ("Horde", "horde"), ("Fortitude", "fortitude"),
         ("Evasion", "evasion"), ("Expertise", "expertise"), ("Borrow", "borrow"),
         ("Support deck", "support deck"))


def _keywords(text: str, first: Sequence[str] = ()) -> tuple[tuple[str, str], ...]:
    """``first`` and every glossary term ``text`` mentions, each with its meaning."""
    words = list(first)
    low = text.lower()
    for term, probe in TERMS:
        if probe in low and term not in words:
            words.append(term)
    return tuple((w, MEANING[w]) for w in words if w in MEANING)


def card_inspection(card: dict, where: str) -> Inspection:
    """A hand or Market card in full."""
    market = card.get("kind") == "market"
    facts = [("Damage", str(card.get("damage", 0)))]
    if market:
        icons = " or ".join(icon_word(i) for i in card.get("icons") or []) or "any hero"
        cost = card.get("cost")
        facts += [("Cost", f"{cost} coin{'s' * (cost != 1)}" + (
                      f" ({card['price']} for the hero whose turn it is)"
                      if card.get("price") not in (None, card.get("cost")) else "")),
                  ("For", icons)]
        if card.get("penalty_icons"):
            facts.append(("Penalty", "Damage 1 lower for a "
                          f"{' or '.join(icon_word(i) for i in card['penalty_icons'])} hero"))
        if "may_buy" in card:
            facts.append(("Buy now", "yes" if card.get("may_buy") else
                          "no: the hero whose turn it is lacks the icon"))
    else:
        facts.append(("Class", str(card.get("class") or "-")))
    if card.get("name_es"):
        facts.append(("Printed as", f"{card['name_es']} (the Spanish edition's name)"))
    printed = (card.get("icons") or []) + (card.get("penalty_icons") or [])
    first = ["Damage"] + (["Icons"] if market and card.get("icons") else []) + \
        (["Expertise icon"] if "Expertise" in printed else [])
    if card.get("single_use"):
        first.append("Single use")
    text = str(card.get("text") or "")
    return Inspection(name=str(card.get("name", "?")),
                      kind="Market card" if market else "Ability card",
                      facts=tuple(facts), keywords=_keywords(text, first), text=text,
                      where=where)


def enemy_inspection(enemy: dict, where: str, name: str | None = None) -> Inspection:
    """A Host or the Warlord: Fortitude, Wounds, what it hits for, Glory, icon, text;
    ``name``: the record's name when not the enemy's own ("Orc Warrior #2": another
    enemy standing has the same name)."""
    warlord = bool(enemy.get("warlord"))
    facts = [("Fortitude", f"{enemy.get('fortitude')} (printed {enemy.get('printed_fortitude')})")]
    if "wounds" in enemy:
        facts.append(("Wounds", f"{enemy['wounds']}; {max(0, enemy['fortitude'] - enemy['wounds'])}"
                                " more defeat it"))
        facts.append(("Hits for", "blocked this turn" if enemy.get("blocked") else
                      f"{enemy.get('attack', 0)} cards to Lose if it still stands"))
    facts.append(("Glory", "1 token per card that damages it" if warlord
                  else str(enemy.get("glory"))))
    icon = enemy_icon(enemy)
    first = ["Warlord" if warlord else "Host", "Fortitude"]
    if icon and not warlord:
        facts.append(("Icon", icon))
        first.append("Regeneration" if icon == "regen" else
                     "Magic resistance" if icon.startswith("mres") else "Loot")
    text = str(enemy.get("text") or "")
    if warlord:
        first.append("Expertise")
        text = ("Warlord's Expertise (it applies while the Warlord is on the "
                f"Battlefield): {text}" if text else "The Warlord has no Expertise text.")
    return Inspection(name=name or str(enemy.get("name", "?")),
                      kind="the Warlord" if warlord else "enemy Host",
                      facts=tuple(facts), keywords=_keywords(text, first), text=text,
                      where=where)


def hero_inspection(player: dict, names: Sequence[str]) -> Inspection:
    """A hero: class, icons, hearts, Expertise with its uses left, the Evasion token."""
    hero = player.get("hero_card") or {}
    seat = player.get("seat", 0)
    who = names[seat] if seat < len(names) else player.get("name")
    classes = player.get("classes")        # multiclass: the deck's two classes
    facts = [("Player", str(who)), ("Class", " and ".join(classes) if classes
                                     else str(hero.get("class", "-"))),
             ("Icons", ", ".join(icon_word(i) for i in hero.get("icons") or []) or "none"),
             ("Penalty", ", ".join(icon_word(i) for i in hero.get("penalty_icons") or [])
              or "none"),
             ("Hearts", f"{hero.get('hearts')} (Wounds {player.get('wounds', 0)})"
              + (", fallen" if player.get("fallen") else "")),
             ("Expertise", f"{player.get('expertise_left', 0)} of "
                           f"{hero.get('expertise_uses')} uses left"),
             ("Evasion", "token unspent" if player.get("evasion") else "spent"),
             ("Coins", str(player.get("coins", 0))), ("Glory", str(player.get("glory", 0))),
             ("Cards", f"deck {player.get('deck_count', 0)}, Wear "
                       f"{len(player.get('wear') or [])}, hand {player.get('hand_count', 0)}")]
    score = player.get("score") or {}
    if score:
        facts.append(("Glory now", f"{score.get('total')} = {score.get('tokens')} tokens + "
                                   f"{score.get('trophies')} trophies + {score.get('coins')} "
                                   f"from coins + {score.get('tenacious')} Tenacious"))
    text = f"Expertise: {hero.get('text', '')}"
    return Inspection(name=str(player.get("hero", "?")), kind="Hero",
                      facts=tuple(facts),
                      keywords=_keywords(text, ["Expertise", "Hearts", "Icons", "Evasion",
                                                "Tenacious"] + (["Expertise icon"] if "Expertise" in
                                                                (hero.get("icons") or [])
                                                                else [])),
                      text=text, where=f"played by {who}")


def ntfh_inspections(view: dict, seat: int | None, names: Sequence[str],
                     numbers: Sequence[int] | None = None) -> tuple[list[Inspection], dict]:
    """(records, index): hand, Market, Battlefield, Warlord, heroes, the solo score
    and support decks (solo mode), Scenario.

    ``index`` maps ("card", uid) and ("market", slot) to a record's position;
    ``numbers``: the hand cards' digit keys by position (default 1, 2, ...).
    """
    items: list[Inspection] = []
    index: dict = {}
    players = view.get("players") or []
    me = players[seat] if seat is not None and seat < len(players) else None
    hand = (me or {}).get("hand") or []
    if numbers is None or len(numbers) != len(hand):
        numbers = range(1, len(hand) + 1)
    for n, card in zip(numbers, hand):
        index[("card", card.get("uid"))] = len(items)
        items.append(card_inspection(card, f"your hand, card {n} (key {n})"))
    for slot, card in enumerate(view.get("market") or []):
        if card:
            index[("market", slot)] = len(items)
            items.append(card_inspection(card, f"the Market, slot {slot + 1}"))
    field = view.get("battlefield") or []
    for enemy in field:
        slot = enemy.get("slot", 0) + 1
        twin = sum(e.get("name") == enemy.get("name") for e in field) > 1
        items.append(enemy_inspection(enemy, f"the Battlefield, slot {slot}",
                                      f"{enemy.get('name')} #{slot}" if twin else None))
    warlord = view.get("warlord") or {}
    if warlord and not warlord.get("in_play"):
        items.append(enemy_inspection(warlord, "the last card of the Horde "
                                      f"({view.get('horde_count', 0)} cards left)"))
    for player in players:
        items.append(hero_inspection(player, names))
    if view.get("solo"):
        from .solo_inspection import solo_inspections
        items += solo_inspections(view, _keywords)
    scenario = view.get("scenario")
    if scenario:
        text = str(scenario.get("text", ""))
        items.append(Inspection(name=str(scenario.get("name")), kind="Scenario card",
                                facts=(("Printed as", f"{scenario.get('name_es', '')} "
                                                      "(the Spanish edition's name)"),
                                       ("Left", f"{view.get('scenarios_left', 0)} more "
                                                "Scenario cards")),
                                keywords=_keywords(text, ["Scenario"]), text=text,
                                where="in force until the Battlefield is empty"))
    return items, index
