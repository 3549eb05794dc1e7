"""Short labels for the No Time For Heroes actions list (no Textual, no rules).

At 80 columns the list shows about 34 characters, so what tells two entries
apart comes first: the target's slot and the Damage ("Play Staff Blow: 2 to #3
Troll-blooded Orc"), a bid's total ("Bid D4: ..."), a purchase's slot and
price. The engine's full label stays in the detail line under the panels and
in the command palette. Numbers come from the engine's label and the view,
never computed here.
"""
from __future__ import annotations

import re

from engine import Action

_TARGET = re.compile(r"#(\d+)(?: for (\d+))?")


def _hand(view: dict) -> list:
    """The hand cards of the seat ``view`` is for ([] when not shown)."""
    seat = view.get("seat")
    players = view.get("players") or []
    return (players[seat].get("hand") or []) if seat is not None and seat < len(players) \
        else []


def _hand_names(view: dict) -> dict:
    """uid -> the card's name for a label, with its text when two different hand
    cards share the name (the two Plunders)."""
    hand = _hand(view)
    ids_by_name: dict = {}
    for card in hand:
        ids_by_name.setdefault(card["name"], set()).add(card["id"])
    names = {}
    for card in hand:
        twin = len(ids_by_name[card["name"]]) > 1
        names[card["uid"]] = (f"{card['name']} ({card['text'].rstrip('.')})" if twin
                              else card["name"])
    return names


def _play(action: Action, view: dict, names: dict) -> str:
    """"Play Staff Blow: 2 to #3 Troll-blooded Orc", "Play Fireball: 2 to #1, #2, #3"."""
    name = names.get(action.arg("card"))
    slots = action.arg("slots") or ()
    if name is None or not slots:
        return action.label
    hits = _TARGET.findall(action.label.rsplit(" at ", 1)[-1])
    if len(hits) != len(slots):
        return action.label
    damages = {d for _, d in hits}
    if len(hits) > 1 and len(damages) == 1:
        (dmg,) = damages
        where = ", ".join(f"#{n}" for n, _ in hits)
        return f"Play {name}: {dmg} to {where}" if dmg else f"Play {name} at {where}"
    where = ", ".join(f"{d} to #{n}" if d else f"#{n}" for n, d in hits)
    if len(hits) == 1:
        field = view.get("battlefield") or []
        slot = slots[0]
        enemy = field[slot]["name"] if slot < len(field) else ""
        return f"Play {name}: {where} {enemy}" if hits[0][1] else f"Play {name} at {where} {enemy}"
    return f"Play {name}: {where}"


def _bid(action: Action, view: dict, names: dict) -> str:
    """"Bid D4: Precise Crossbow + Sneak Attack" (the total Damage first). In a bid of
    two cards a twin is named by its hand digit ("Bid D2: Plunder (card 1) + Sneak
    Attack"): its text would push the second card out of the list's width, and two
    such bids would look the same."""
    total = re.search(r"\(Damage (\d+)\)$", action.label)
    uids = list(action.arg("cards") or ())
    cards = [names.get(u) for u in uids]
    if total is None or None in cards:
        return action.label
    if len(uids) > 1:
        hand = _hand(view)
        digit = {c["uid"]: n for n, c in enumerate(hand, 1)}
        plain = {c["uid"]: c["name"] for c in hand}
        cards = [f"{plain[u]} (card {digit[u]})" if u in plain and plain[u] != name
                 else name for u, name in zip(uids, cards)]
    return f"Bid D{total.group(1)}: " + " + ".join(cards)


def _buy(action: Action, view: dict) -> str:
    """"Buy #1 Concentration Elixir (3c)"."""
    market = view.get("market") or []
    slot = action.arg("slot")
    card = market[slot] if isinstance(slot, int) and slot < len(market) else None
    if not card:
        return action.label
    return f"Buy #{slot + 1} {card['name']} ({card['price']}c)"


def _price(action: Action) -> str:
    """The coins in an engine label ending "for N coins" ("?" if none)."""
    found = re.search(r"for (\d+) coins?$", action.label)
    return found.group(1) if found else "?"


def _borrow(action: Action) -> str:
    """"Borrow Fireball (Mage, 5c)" from "Borrow Fireball from the Mage deck for 5 coins"."""
    found = re.match(r"Borrow (.+) from the (\w+) deck for (\d+) (coins?|Glory)$", action.label)
    if found is None:
        return action.label
    what, deck, price, unit = found.groups()
    return f"Borrow {what} ({deck}, {price}{'c' if unit.startswith('coin') else ' Glory'})"


def action_label(action: Action, view: dict, names: dict | None = None) -> str:
    """The actions list's words for ``action`` (one of the shown seat's legal
    actions) in ``view`` (``state.view(seat)``); ``names``: ``_hand_names(view)``,
    passed when labelling a whole list. Unknown kinds keep the engine's label."""
    names = _hand_names(view) if names is None else names
    kind = action.kind
    if kind == "play":
        return _play(action, view, names)
    if kind == "bid":
        return _bid(action, view, names)
    if kind == "buy":
        return _buy(action, view)
    if kind == "end_attack":
        lose = (view.get("turn_marks") or {}).get("horde_damage")
        return action.label if lose is None else \
            f"End the attack: lose {lose} card{'s' * (lose != 1)}"
    if kind == "evade":
        return ("Evade + Taheral's Expertise: 2 coins a discard" if action.arg("expertise")
                else "Evade: spend the token, discard 2+")
    if kind == "open_deck":
        return f"Open the {str(action.arg('deck')).title()} support deck ({_price(action)}c)"
    if kind == "borrow_card":
        return _borrow(action)
    if kind == "mulligan":
        cards = list(action.arg("cards") or ())
        if not cards:
            return "Keep this hand"
        return "Mulligan: " + " + ".join(names.get(u, "?") for u in cards)
    if kind in ("mc_add", "mc_remove"):
        from .deck_words import add_label
        return add_label(action, view)
    if kind == "jade":
        return "Jade Deposits: new hand of 4, " + action.label.rsplit(", ", 1)[-1]
    return action.label


def action_labels(actions: list[Action], view: dict) -> list[str]:
    """``action_label`` of each of ``actions``, in order."""
    names = _hand_names(view)
    return [action_label(a, view, names) for a in actions]
