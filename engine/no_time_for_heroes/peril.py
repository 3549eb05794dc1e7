"""Heroes one Wound from falling, and what could give them that Wound, as one seat
can know it (rulings 3, 4 and 24 in docs/no-time-for-heroes.md; rulebook, "The
Fight Begins!" and the glossary's Wounds).

A hero takes a Wound when a card must be drawn or lost and its Ability deck is
empty (the Wear pile then becomes the new deck); a hero whose wounds already
equal its hearts falls at that Wound (ruling 3). ``perils(view)`` reads nothing
but one seat's view (``NoTimeState.view(seat)``), so it names only what that
seat may see: the cards in its own hand, the enemies on the Battlefield, the
Scenario in force. Another player's hand is never looked at.
"""
from __future__ import annotations

from .content import load_content
from .model import HAND_SIZE

#: scenarios that make a hero draw: (effect, whose turn it must be, words)
SCENARIO_DRAWS = {
    "borrow-card": ("other", "draws 1 when its card is borrowed"),
    "extra-enemy": ("own", "draws 1 for a new enemy"),
    "port-swap": ("own", "discards 1 and draws 1"),
    "jade": ("own", "discards its hand and draws 4"),
}
#: effects that take cards from the deck of the hero who plays the card
OWN_DECK = ("lose", "draw", "lose_per_enemy")


def _fewest_wounds(view: dict, seat: int) -> bool:
    """Whether ``seat`` is among the standing heroes with the fewest wounds (Arrow Rain)."""
    standing = [p for p in view.get("players") or [] if not p.get("fallen")]
    return bool(standing) and view["players"][seat]["wounds"] <= min(p["wounds"] for p in standing)


def _hand_threats(view: dict, hero: int) -> list[str]:
    """The cards in the viewing seat's own hand that would make ``hero`` draw or lose."""
    viewer = view.get("seat")
    if not isinstance(viewer, int):
        return []
    cards = load_content().cards
    hand = view["players"][viewer].get("hand") or []
    out: list[str] = []
    for card in hand:
        d = cards.get(card.get("id"))
        if d is None:
            continue
        hits = False
        for e in d.effects:
            if e.name in OWN_DECK and hero == viewer:
                hits = True
            elif e.name == "friendly_fire":
                who = e.get("who")
                if who == "others" and hero != viewer:
                    hits = True
                elif who == "fewest_wounds" and _fewest_wounds(view, hero):
                    hits = True
        if hits and d.name not in out:
            out.append(d.name)
    return out


def threats(view: dict, seat: int) -> list[str]:
    """What, as far as the viewing seat can see, could make hero ``seat`` draw or
    lose a card, in short words: its own hand's cards ("Fireball (your hand)"),
    the Horde attack at the end of that hero's turn (with its damage when it is
    that hero's turn), the Recovery draw, the Scenario.

    ``view``: one seat's view; ``seat``: a seat of the game. Raises nothing on a
    view without a hand (a spectator's): only public things are named then.
    """
    p = view["players"][seat]
    out = [f"{name} (your hand)" for name in _hand_threats(view, seat)]
    active = view.get("active") == seat
    standing = [e for e in view.get("battlefield") or [] if not e.get("blocked")]
    if active:
        damage = (view.get("turn_marks") or {}).get("horde_damage", 0)
        if damage:
            out.append(f"the Horde attack ({damage} cards)")
    elif standing:
        out.append("the Horde attack on its turn")
    if p.get("deck_count", 0) < HAND_SIZE:
        out.append("its Recovery draw")
    sc = view.get("scenario")
    if sc:
        effect = load_content().scenarios[sc["id"]].effect
        when = SCENARIO_DRAWS.get(effect)
        if when and (when[0] == "own") == active:
            out.append(f"{sc['name']} (it {when[1]})")
    return out


def perils(view: dict) -> list[dict]:
    """The standing heroes that fall at their next Wound, for one seat's view.

    ``view``: ``NoTimeState.view(seat)`` (or a spectator's). Returns one map per
    such hero, in seat order: ``{"seat", "name", "hero", "deck", "threats"}``,
    ``deck`` the cards left in its Ability deck (a Wound comes only when a card
    must be drawn or lost beyond them) and ``threats`` from ``threats``.
    """
    out = []
    for p in view.get("players") or []:
        hearts = (p.get("hero_card") or {}).get("hearts")
        if p.get("fallen") or not isinstance(hearts, int) or p.get("wounds", 0) < hearts:
            continue
        out.append({"seat": p["seat"], "name": p["name"], "hero": p.get("hero"),
                    "deck": p.get("deck_count", 0), "threats": threats(view, p["seat"])})
    return out
