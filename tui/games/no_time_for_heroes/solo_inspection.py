"""The inspector's solo records (no Textual, no rules): the score so far with its
parts and title, and each support deck, from ``view["solo"]``."""
from __future__ import annotations

from typing import Callable

from tui.screens.inspector import Inspection


def solo_inspections(view: dict, keywords: Callable) -> list[Inspection]:
    """[the solo score, one record per support deck]; ``keywords(text, first)``: the
    inspection module's glossary lookup."""
    solo = view["solo"]
    s = solo["score"]
    items = []
    facts = (("Score", f"{s['total']} ({'final' if view.get('over') else 'if it ended now'})"),
             ("Title", str(s["title"])),
             ("Cards", f"{s['cards']} in hand and deck"),
             ("Glory", f"{s['glory']} for {s['glory_total']} Glory (tokens and trophies)"),
             ("Coins", f"{s['coins']} (1 per 5 coins)"),
             ("Hearts", f"{s['hearts']} = {s['hearts_left']} hearts left x {s['deck']} "
                        "cards in the deck"))
    text = ("The result of a solo game is this score; titles come at 5, 15, 30 and 50. "
            + ("A fallen hero keeps its score, with no heart left." if s.get("fallen") else ""))
    items.append(Inspection(name="Solo score", kind="the solo mode's result", facts=facts,
                            keywords=keywords(text, ["Solo score"]), text=text.strip(),
                            where="your hero"))
    for deck in solo["support"]:
        klass = str(deck["class"]).title()
        state = "open" if deck["open"] else (
            f"closed (the next opens for {solo['next_open']} coins)"
            if solo.get("next_open") is not None else "closed")
        facts = [("State", state), ("Cards", str(deck["count"]))]
        cards = deck.get("cards")
        if cards is not None:
            counts: dict = {}
            for card in cards:
                counts[card["name"]] = counts.get(card["name"], 0) + 1
            listed = ", ".join(f"{n}{f' x{c}' if c > 1 else ''}" for n, c in counts.items())
        else:
            listed = "hidden: a borrow takes its top card"
        text = f"Cards (any order): {listed}."
        items.append(Inspection(name=f"{klass} support deck", kind="Support deck",
                                facts=tuple(facts), keywords=keywords(text, ["Support deck",
                                                                             "Borrow"]),
                                text=text, where="beside the Market (solo)"))
    return items
