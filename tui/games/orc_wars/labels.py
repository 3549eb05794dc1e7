"""Orc Wars actions list words: each legal action's label made short enough for the
right column at 80x24 (about 30 columns), the part that tells the entries apart first.

The engine's labels are whole sentences ("Move a Bruised Fist Tactician at (12,10)
to (10,12) (3 spaces)"); cut at the column's edge, every move of a clan read the
same. ``list_label`` keeps the engine's label when it fits, else the first of a few
shorter wordings that fits: words the screen already shows go first (the acting
clan, named in the header; "a", "the"), then the least useful detail (the number
of spaces, a card's figures). Every wording keeps the label's verb ("Move", "Clear",
"Place"): a line never starts with its object. A label none of whose wordings fits
is cut at its end. Pure functions: wording only, read from the label and the view.
"""
from __future__ import annotations

import re

from engine import Action

from .glyphs import CLAN_NAME

HEX = r"\(\d+,\d+\)"
_MOVE = re.compile(rf"^Move (?:an? )?(?P<who>.+?)(?: at (?P<frm>{HEX}))? to (?P<to>{HEX})"
                   rf"(?: \((?P<n>\d+) spaces?\))?$")
_TOKEN = re.compile(rf"^Place a squad token of (?P<n>\d+) at (?P<at>{HEX})$")
_WAKE = re.compile(rf"^Activate the squad token at (?P<at>{HEX}) as (?P<clan>.+)$")
_BRING = re.compile(rf"^(?P<verb>Bring in|Place) an? (?P<who>.+?) at (?P<at>{HEX})$")
_ESCAPE = re.compile(rf"^(?P<who>.+?) leaves the map through (?P<at>{HEX})$")
_CLEAR = re.compile(r"^Clear (?P<card>.+) from the (?P<attr>\w+) stack of (?P<owner>.+)$")
_STACK = re.compile(r"^(?P<verb>\w+) (?P<card>.+) \(top of (?P<owner>.+?) (?P<attr>\w+) stack\)$")
_AT = re.compile(rf"^(?P<head>.+?)(?: \((?P<stats>[^()]*(?:\([^()]*\)[^()]*)*)\))? at "
                 rf"(?:an? )?(?P<target>.+?)(?: at (?P<hex>{HEX}))?$")
CUT = "\u2026"
_ROLE = re.compile(r" \([A-Z][a-z]+\)$")


def _without_role(name: str) -> str:
    """"Elf 1 (Paladin)" -> "Elf 1" (the role is on the status panel)."""
    return _ROLE.sub("", name)


def _acting_clan(view: dict) -> str:
    """The name of the clan whose action phase or placing it is (the header names
    it), or ""."""
    placing = view.get("placing") or {}
    if placing.get("clan"):
        return CLAN_NAME.get(placing["clan"], "")
    pools = view.get("pools") or []
    acting = view.get("acting")
    if isinstance(acting, int) and 0 <= acting < len(pools) and \
            pools[acting].get("kind") == "clan":
        return str(pools[acting].get("name") or "")
    return ""


def _no_clan(who: str, clan: str) -> str:
    """``who`` without a leading acting clan name ("Bruised Fist Brute" -> "Brute")."""
    return who[len(clan) + 1:] if clan and who.startswith(clan + " ") else who


def wordings(action: Action, view: dict) -> list[str]:
    """The label of ``action`` and its shorter wordings, longest (fullest) first."""
    label = action.label or action.kind
    clan = _acting_clan(view)
    out = [label]
    kind = action.kind
    if kind == "move" and (m := _MOVE.match(label)):
        who = _without_role(_no_clan(m["who"], clan))
        frm = f" {m['frm']}" if m["frm"] else ""
        steps = f", {m['n']} space{'s' * (m['n'] != '1')}" if m["n"] else ""
        out += [f"Move {who}{frm} to {m['to']}{steps}", f"Move {who}{frm} to {m['to']}",
                f"Move {who} to {m['to']}{steps}", f"Move {who} to {m['to']}"]
    elif kind == "place_token" and (m := _TOKEN.match(label)):
        out += [f"Place token of {m['n']} at {m['at']}", f"Place token {m['n']} at {m['at']}"]
    elif kind == "activate" and (m := _WAKE.match(label)):
        out += [f"Wake the token at {m['at']} as {m['clan']}", f"Wake token {m['at']} as {m['clan']}",
                f"Wake {m['at']} as {m['clan']}"]
    elif kind == "place_orc" and (m := _BRING.match(label)):
        who = m["who"]
        out += [f"{m['verb']} {who} at {m['at']}", f"{m['verb']} {_no_clan(who, clan)} at {m['at']}",
                f"{m['verb']} {_no_clan(who, clan)} {m['at']}"]
    elif kind == "escape" and (m := _ESCAPE.match(label)):
        out += [f"{_without_role(m['who'])} leaves the map through {m['at']}",
                f"Leave the map through {m['at']}", f"Leave the map at {m['at']}"]
    elif kind == "clear" and (m := _CLEAR.match(label)):
        owner = _without_role(m["owner"]).replace("the Orc King", "King")
        out += [f"Clear {m['card']} ({owner}, {m['attr']})", f"Clear {m['card']} ({owner} {m['attr']})",
                f"Clear {m['card']} ({owner} {m['attr'][:1]})"]
    elif kind == "choose_stack" and (m := _STACK.match(label)):
        owner = _without_role(m["owner"].removesuffix("'s"))
        out += [f"{m['verb']} {m['card']} ({owner} {m['attr']})",
                f"{m['verb']} {m['card']} ({owner} {m['attr'][:1]})"]
    elif kind in ("reveal", "play") and (m := _AT.match(label)):
        head = m["head"].replace("Reveal and play deployed", "Reveal")
        target = _without_role(_no_clan(m["target"], clan))
        where = f" {m['hex']}" if m["hex"] else ""
        stats = f" ({m['stats']})" if m["stats"] else ""
        out += [f"{head}{stats} at {target}{where}", f"{head} at {target}{where}",
                f"{head} at {m['hex'] or target}"]
    elif kind == "end_turn" and label.startswith("End the action phase of "):
        whose = label.removeprefix("End the action phase of ")
        out += [f"End {whose}'s action phase", "End the action phase"]
    elif kind == "choose_clan":
        out += [label.replace("The token's Orcs join", "Orcs join")]
    elif kind == "reinforce":
        out += [re.sub(r"^Reinforce: bring up to (\d+ Orcs?) in at entrances$",
                       r"Reinforce: up to \1", label)]
    elif kind == "refresh":
        out += ["Refresh: new hand, no action phase", "Refresh hand, no action phase",
                "Refresh (no action phase)"]
    elif kind == "free_prisoner":
        out += ["Free the prisoner (he follows)", "Free the prisoner"]
    elif kind == "trick":
        out += [label.replace("Dirty trick: ", "Trick: ")]
    return out


def list_label(action: Action, view: dict, width: int) -> str:
    """The fullest wording of ``action`` at most ``width`` columns wide (``wordings``);
    the shortest cut at its end ("…") when none fits, so that every line keeps its
    verb; the label itself when ``width`` is unknown (<= 0)."""
    found = wordings(action, view)
    if width <= 0:
        return found[0]
    for words in found:
        if len(words) <= width:
            return words
    return found[-1][:width - 1].rstrip() + CUT


def list_labels(actions: list[Action], view: dict, width: int) -> list[str]:
    """``list_label`` of each action; where two come out the same, both keep their
    full labels (the short words must never make two entries read alike)."""
    labels = [list_label(a, view, width) for a in actions]
    seen: dict[str, int] = {}
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
    return [lab if seen[lab] == 1 else (a.label or a.kind) for a, lab in zip(actions, labels)]
