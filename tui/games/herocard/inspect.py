"""What the duel's inspector (``i``) shows: every card the seat on screen may read
now, in full (HeroCard Core Rules: Action Cards, Attribute Stacks, Attack Sequence).

Built from ``state.view(seat)`` only: the seat's hand, the top card of every
Attribute Stack of every hero (a face-down card of another hero shows only its
Attribute and cost), and every card of the Attack Sequence under way.
"""
from __future__ import annotations

from tui.screens.inspector import Inspection, Inspections

from .board import ATTRS, attribute_label
from .rules import GLOSSARY

TYPE_WORDS = {"fast": "fast: on anyone's turn, whenever you may answer",
              "restricted": "restricted: only in your own Action Phase",
              "exclusive": "exclusive: one per turn, only in your own Action Phase"}
KIND_HELP = {"Base Attack": "starts an Attack Sequence; one per Action Phase",
             "Attack Mod": "adds its value to your Base Attack in the same sequence",
             "Special Attack": "helps an attack in another way than a value",
             "Base Block": "blocks its value; several add up",
             "Block Mod": "adds its value to your Base Block in the same sequence",
             "Special Block": "helps a block in another way than a value",
             "Action": "neither an attack nor a block card"}
TEXT_WORDS = ("Purge", "Waste", "Twist", "Unwind", "Deploy", "Convert", "Clear", "Discard",
              "Refresh")
_MEANING = {term.lower(): meaning for term, meaning in GLOSSARY}


def _value(card: dict) -> str | None:
    value = card.get("value")
    if value is None:
        return None
    text = str(card.get("value_text") or "")
    if " + " in text or "plus" in text.lower():
        return f"{value} now ({text})"
    return text or str(value)


def card_inspection(card: dict, player: dict, where: str) -> Inspection:
    """One Action Card as ``player`` (its owner's view record) holds or plays it."""
    if card.get("face_down") and not card.get("name"):
        attribute = str(card.get("attribute", "?"))
        return Inspection(
            name="A face-down card", kind="deployed Action Card", where=where,
            facts=(("Cost", f"{card.get('cost', '?')} {attribute_label(player, attribute)} "
                    f"({attribute})"),),
            text="Deployed face down: its owner may reveal and play it later.",
            keywords=(("Deploy", _MEANING["deploy"]),))
    attribute = str(card.get("attribute", "?"))
    kind = str(card.get("kind_name") or card.get("kind") or "Action")
    facts = [("Kind", f"{kind}: {KIND_HELP.get(kind, '')}".rstrip(": ")),
             ("Cost", f"{card.get('cost', '?')} {attribute_label(player, attribute)} "
                      f"({attribute})")]
    value = _value(card)
    if value is not None:
        facts.append(("Value", value))
    kind_type = str(card.get("type") or "")
    if kind_type:
        facts.append(("Type", TYPE_WORDS.get(kind_type, kind_type)))
    state = [w for w, f in (("face down (deployed)", "face_down"), ("twisted", "twisted"),
                            ("wasted: no effect", "wasted"), ("converted", "converted"))
             if card.get(f)]
    if state:
        facts.append(("Now", ", ".join(state)))
    if card.get("deploy"):
        facts.append(("Deploy", "may be deployed face down and played later"))
    text = str(card.get("text") or "")
    words = [(w, _MEANING[w.lower()]) for w in TEXT_WORDS
             if w.lower() in text.lower() and w.lower() in _MEANING]
    if card.get("deploy") and not any(w == "Deploy" for w, _ in words):
        words.append(("Deploy", _MEANING["deploy"]))
    if kind_type in _MEANING:
        words.insert(0, (kind_type, _MEANING[kind_type]))
    return Inspection(name=str(card.get("name") or card.get("id") or "?"), kind="Action Card",
                      facts=tuple(facts), keywords=tuple(words), text=text, where=where)


def duel_inspections(view: dict, seat: int | None, names: list[str],
                     highlighted: int | None) -> Inspections:
    """Everything ``seat`` may read: hand, stack tops, the Attack Sequence's cards.

    ``highlighted``: 0-based hand position under the cursor (the last selected), or None.
    """
    players = view.get("players") or []
    items: list[Inspection] = []
    me = players[seat] if seat is not None and seat < len(players) else None
    for n, card in enumerate((me or {}).get("hand") or [], 1):
        items.append(card_inspection(card, me, f"your hand, card {n}"))
    seq = view.get("sequence") or {}
    for entry in seq.get("cards") or []:
        owner = entry.get("seat")
        player = players[owner] if isinstance(owner, int) and owner < len(players) else {}
        side = "attack" if owner == seq.get("attacker") else "block"
        counts = "" if entry.get("counts", True) else " (no longer counts)"
        items.append(card_inspection(entry.get("card") or {}, player,
                                     f"the Attack Sequence: {player.get('name', '?')}'s "
                                     f"{side}{counts}"))
    for player in players:
        for attribute in ATTRS:
            stack = (player.get("stacks") or {}).get(attribute) or []
            if stack:
                label = attribute_label(player, attribute)
                items.append(card_inspection(
                    stack[-1], player, f"top of {player.get('name', '?')}'s {label} stack "
                    f"({len(stack)} card{'s' * (len(stack) != 1)})"))
    start = highlighted if highlighted is not None and me and \
        highlighted < len(me.get("hand") or []) else 0
    return Inspections(items, start)
