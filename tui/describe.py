"""Words for the game screen built from a view, seat names and legal actions.

Pure functions (no Textual): what Enter would do with a selection, why a
seat gets the keyboard, and the game-over summary.
"""
from __future__ import annotations

from typing import Sequence

from rich.text import Text

from engine import Action

from .choices import chain_kind, matching_actions


def selection_text(hand: Sequence[dict], selected: Sequence[int],
                   legal: Sequence[Action]) -> Text:
    """What Enter does with the selected cards (or "not legal now"), then the card text."""
    cards = [hand[i] for i in selected if i < len(hand)]
    ids = [str(c.get("id")) for c in cards]
    found = matching_actions(legal, ids)
    chain = None if found else chain_kind(legal, ids)
    text = Text(style="bold")
    if chain:
        verb = "discard" if chain == "discard" else "choose"
        text.append(f"Enter: {verb} these {len(cards)} cards one by one")
    elif not found:
        names = " + ".join(str(c.get("name")) for c in cards)
        text.append(f"{names}: not legal now (Esc unselects).", style="bold red")
    elif len(found) == 1:
        text.append(f"Enter: {found[0].label}")
    else:
        text.append(f"Enter: choose one of {len(found)}")
    if cards and cards[-1].get("text"):
        text.append(f"\n{cards[-1]['text']}", style="dim")
    return text


def handoff_reason(view: dict, names: Sequence[str], seat: int) -> str:
    """Public words for why ``seat`` decides now, e.g. "Bo (Orc King) answers Ana's attack."."""
    hero = ""
    for player in view.get("players") or []:
        if player.get("seat") == seat and "hero" in player:
            hero = f" ({player.get('hero') or '?'})"
    who = f"{names[seat]}{hero}"
    seq, active, pending = view.get("sequence"), view.get("active"), view.get("pending")
    if pending and pending.get("seat") == seat:
        return f"{who} decides: {pending.get('text', '')}"
    if seq and seq.get("defender") == seat and isinstance(seq.get("attacker"), int):
        return f"{who} answers {names[seq['attacker']]}'s attack."
    if seat == active:
        return f"{who} plays turn {view.get('turn', '?')}."
    if isinstance(active, int):
        return f"{who} may answer {names[active]}."
    return f"{who} decides."


def played_under(state) -> str:
    """The game-over line naming the rules revision ``state`` was played under
    ("Played under rules revision 2 (current).", engine.core.rules; the short
    form: ``herotable saves show`` gives the revision's words too)."""
    from engine.core.rules import rules_text
    return f"Played under {rules_text(state.game, state.options, notes=False)}."


def game_over_text(view: dict, winners: Sequence[int],
                   names: Sequence[str]) -> tuple[str, list[str]]:
    """("Ana wins!", ["Ana (Paladin): 3 VP", ...]) for the game-over dialog.

    Games scored by Health instead (Hero Realms) get "Ana: 12 Health" and
    "Bo: out"; Heroes of Timeline "Ana (Institute): 4 Domination Points, 3 heroes
    left".
    """
    headline = (" and ".join(names[w] for w in winners) + " wins!") if winners else "A draw."
    details = []
    for p in view.get("players") or []:
        if "vp" not in p and "dp" in p:      # Heroes of Timeline: Domination Points
            dp, left = p.get("dp", 0), p.get("heroes_left", 0)
            details.append(f"{p.get('name')} ({p.get('team_name', '?')}): {dp} Domination "
                           f"Point{'s' * (dp != 1)}, {left} hero{'es' * (left != 1)} left")
        elif "vp" not in p and "health" in p:
            details.append(f"{p.get('name')}: " + ("out" if p.get("out") else
                                                    f"{p.get('health')} Health"))
        else:
            details.append(f"{p.get('name')} ({p.get('hero', '?')}): {p.get('vp', 0)} VP")
    return headline, details
