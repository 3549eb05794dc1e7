"""What the Orc Wars inspector (``i``) lists: everything the seat on screen may
read now, each in full, from ``state.view(seat)`` only.

Order: the hand, the Orc's dirty tricks, the map space under the cursor (when the
map has focus: the line under the map may be cut, this is it in full), the figures
and tokens on the map (the one under the map cursor first when the map has focus), each Elf's Role
and treasures, the treasures lying found on the map, every clan and squad,
the King, the top card of each Attribute Stack, and the scenario card.
"""
from __future__ import annotations

import re
from typing import Sequence

from tui.screens.inspector import Inspection, Inspections

from .glyphs import CLAN_NAME, KIND_LETTER, KIND_NAME, KINDS, pos_name, pos_of
from .rules import GLOSSARY
from .text import describe_pos

ATTR_WORDS = {"B": "Body", "M": "Mind", "X": "X"}
TYPE_WORDS = {"fast": "Fast", "restricted": "Restricted", "exclusive": "Exclusive"}
TIMING_WORDS = {"fast": "Fast", "restricted": "Restricted", "squad": "Squad phase only"}
_MEANING = {term: meaning for term, meaning in GLOSSARY}
_TERMS = ("Attack Mod", "Block Mod", "Base Attack", "Base Block", "Purge", "Waste", "Deploy",
          "Twist", "Unwind", "Convert", "Clear", "Refresh", "Squad", "Clan", "Attack Sequence",
          "Exclusive", "Restricted", "Fast")


def keywords(*texts: str) -> tuple[tuple[str, str], ...]:
    """(term, meaning) for every glossary term named in ``texts`` (whole words,
    any case, each once, in glossary order)."""
    blob = " ".join(t for t in texts if t)
    found = []
    for term in _TERMS:
        if re.search(rf"\b{re.escape(term)}", blob, re.IGNORECASE):
            found.append((term, _MEANING.get(term) or _MEANING.get(term + "s", "")))
    return tuple(found)


def card_inspection(card: dict, where: str) -> Inspection:
    """One Action Card: name, kind, cost, type, value and its whole text."""
    if card.get("face_down") and not card.get("name"):
        return Inspection(name="a face-down card", kind="Action Card (deployed)",
                          facts=(("Cost", f"{card.get('cost', '?')} "
                                  f"{ATTR_WORDS.get(card.get('attribute'), '?')}"),),
                          keywords=(("Deploy", _MEANING["Deploy"]),), where=where)
    kind = str(card.get("kind_name") or card.get("kind") or "Action")
    kind_type = TYPE_WORDS.get(card.get("type"), str(card.get("type") or ""))
    facts = [("Cost", f"{card.get('cost', '?')} {ATTR_WORDS.get(card.get('attribute'), '?')}"),
             ("Type", kind_type)]
    if card.get("value_text"):
        facts.append(("Value", str(card["value_text"])))
    for flag, words in (("face_down", "deployed face down"), ("twisted", "twisted"),
                        ("wasted", "wasted (no effect)"), ("converted", "converted")):
        if card.get(flag):
            facts.append(("Now", words))
    text = str(card.get("text") or "")
    return Inspection(name=str(card.get("name") or card.get("id")), kind=f"Action Card: {kind}",
                      facts=tuple(facts), keywords=keywords(kind, kind_type, text), text=text,
                      where=where)


def _items():
    from engine.orc_wars.items import load_items
    return load_items()


def _roles():
    from engine.orc_wars.roles import load_roles
    return load_roles()


def trick_inspection(trick_id: str, where: str) -> Inspection:
    """One dirty trick, by id (engine content: treasures.toml)."""
    item = _items()[1].get(trick_id)
    if item is None:
        return Inspection(name=str(trick_id), kind="Dirty Trick", where=where)
    timing = TIMING_WORDS.get(item.timing, item.timing)
    return Inspection(name=item.name, kind="Dirty Trick", facts=(("When", timing),),
                      keywords=(("Dirty Trick", _MEANING["Dirty Trick"]),) +
                      keywords(timing, item.text),
                      text=item.text, where=where)


def treasure_inspection(kind: str | None, name: str | None, where: str,
                        used: bool = False) -> Inspection:
    """One treasure (found: its power; unfound: face down)."""
    if not kind:
        return Inspection(name="a treasure (face down)", kind="Treasure",
                          keywords=(("Treasure", _MEANING["Treasure"]),),
                          text="An Elf standing here may pick it up (a Restricted action) "
                               "and then see what it is.", where=where)
    item = _items()[0].get(kind)
    use = {"once": "once per game", "every-turn": "once every turn",
           "passive": "always on"}.get(getattr(item, "use", ""), "")
    facts = [("Use", use)] + ([("Now", "used (still counts as found)")] if used else [])
    return Inspection(name=name or (item.name if item else kind), kind="Treasure",
                      facts=tuple(facts), keywords=(("Treasure", _MEANING["Treasure"]),),
                      text=item.text if item else "", where=where)


def role_inspection(player: dict) -> Inspection:
    """An Elf's Role card: its powers and wound line."""
    role = _roles().get(player.get("role"))
    facts = [("Player", str(player.get("name"))), ("Hero", str(player.get("hero") or "")),
             ("Wounds", f"{player.get('wounds', 0)} of {player.get('wound_line', '?')}")]
    if player.get("out"):
        facts.append(("Now", str(player["out"])))
    return Inspection(name=str(player.get("role_name") or "Role"), kind="Role",
                      facts=tuple(facts), keywords=(("Role", _MEANING["Role"]),
                                                    ("Wound line", _MEANING["Wound line"])),
                      text=role.text if role else "",
                      where=f"{player.get('name')}'s Role card")


def _points(pool: dict) -> str:
    attrs = pool.get("attributes") or {}
    return ", ".join(f"{ATTR_WORDS[a]} {(attrs.get(a) or {}).get('free', 0)} of "
                     f"{(attrs.get(a) or {}).get('score', 0)}" for a in ("B", "M", "X"))


def clan_inspection(pool: dict, view: dict) -> Inspection:
    """A clan: its figures, points left, squads and what a clan does."""
    figures = pool.get("figures") or {}
    where = {f["fid"]: f for f in view.get("figures") or []}
    squads = pool.get("squads") or []
    facts = [("Figures", ", ".join(f"{figures[k]} {KIND_NAME[k]}" for k in KINDS
                                  if figures.get(k)) or "none on the map"),
             ("Points left", _points(pool)),
             ("Exclusive", "used this phase" if pool.get("exclusive_used") else "not used")]
    for n, squad in enumerate(squads, 1):
        members = [where[fid] for fid in squad if fid in where]
        facts.append((f"Squad {n}", ", ".join(
            f"{KIND_LETTER.get(f.get('kind'), '?')} at {pos_name(pos_of(f['hex']))}"
            for f in members)))
    text = ("A clan is every Orc on this clan's bases. Each Brute gives it 4 Body, "
            "each Tactician 4 Mind, each Shaman 4 X; its cards are paid from these "
            "points together, but a squad only plays what its own members could pay "
            "for. The clan has one action phase and one Exclusive card a turn; all its "
            "squads move before its first card.")
    return Inspection(name=str(pool.get("name")), kind="Clan",
                      facts=tuple(facts), keywords=(("Clan", _MEANING["Clan"]),
                                                    ("Squad", _MEANING["Squad"])),
                      text=text, where="the Orc's clan cards")


def king_inspection(pool: dict, on_map: bool) -> Inspection:
    """The Orc King: a hero with his own three attributes and action phase."""
    return Inspection(name="the Orc King", kind="Orc hero",
                      facts=(("Points left", _points(pool)),
                             ("Now", "on the map" if on_map else "gone")),
                      text="The King plays his own cards with his three attributes, like an "
                           "Elf, and has his own action phase. One successful attack kills "
                           "him.", where="the Orc's King cards")


def figure_inspection(view: dict, figure: dict, names: Sequence[str]) -> Inspection:
    """A figure on the map: who it is and what it can do."""
    from .text import figure_name
    pos = pos_of(figure["hex"])
    where = f"on the map at {pos_name(pos)}"
    under = [t for t in view.get("treasures") or []
             if t.get("hex") and pos_of(t["hex"]) == pos and t.get("holder") is None]
    extra = (("Under it", "a treasure"),) if under else ()
    if figure.get("side") == "elf":
        player = next((p for p in view.get("players") or []
                       if p.get("seat") == figure.get("seat")), {})
        role = role_inspection(player)
        return Inspection(name=figure_name(view, figure), kind="Elf", facts=role.facts + extra,
                          keywords=role.keywords, text=role.text, where=where)
    if figure.get("side") == "king":
        return Inspection(name="the Orc King", kind="Orc King figure", facts=extra,
                          text="Moves up to 3 spaces in the King's action phase. One "
                               "successful attack kills him.", where=where)
    kind = figure.get("kind")
    gives = {"brute": "4 Body", "tactician": "4 Mind", "shaman": "4 X"}.get(kind, "")
    return Inspection(name=figure_name(view, figure), kind="Orc figure",
                      facts=(("Clan", CLAN_NAME.get(figure.get("clan"), "?")),
                             ("Gives", f"{gives} to its clan")) + extra,
                      keywords=(("Squad", _MEANING["Squad"]),),
                      text="Moves up to 3 spaces in its clan's action phase (never into "
                           "underbrush). When an attack on its squad succeeds, the Orc "
                           "next to the attacker falls.", where=where)


def scenario_inspection(view: dict) -> Inspection:
    """The scenario card: its story, both sides' goals and the round limit."""
    goal = view.get("goal") or {}
    facts = [("Elves win", "; or ".join(goal.get("elves") or []) or "?"),
             ("Orc wins", "; or ".join(goal.get("orc") or []) or "?")]
    if goal.get("round_limit"):
        facts.append(("Round", f"{view.get('round', '?')} of {goal['round_limit']}"))
    orc = (view.get("players") or [{}])[0]
    if orc.get("level"):       # the status panel's "tricks 2 (first time)" may be cut
        facts.append(("Orc player", f"{str(orc['level']).replace('-', ' ')}; "
                                    f"{orc.get('tricks_count', 0)} dirty tricks unplayed"))
    return Inspection(name=str(view.get("scenario_name")), kind="Scenario",
                      facts=tuple(facts), text=" ".join(str(view.get("scenario_text") or "")
                                                         .split()),
                      where="the scenario card")


def ow_inspections(view: dict, names: Sequence[str], seat: int | None, cursor=None,
                   map_focused: bool = False, selected: Sequence[int] = ()) -> Inspections:
    """Every thing ``seat`` may read now, starting on the figure under the
    map ``cursor`` (when ``map_focused``), else the last selected hand card."""
    items: list[Inspection] = []
    players = view.get("players") or []
    me = players[seat] if seat is not None and 0 <= seat < len(players) else {}
    hand = (me or {}).get("hand") or []
    for n, card in enumerate(hand, 1):
        items.append(card_inspection(card, f"your hand, card {n}"))
    for trick in (me or {}).get("tricks") or []:
        items.append(trick_inspection(trick, "your dirty tricks (unplayed)"))
    start = (selected[-1] if selected and selected[-1] < len(hand) else 0)
    if map_focused and cursor is not None:
        start = len(items)        # a figure, token or treasure there comes next and wins
        items.append(Inspection(name=pos_name(cursor), kind="Map space",
                                text=describe_pos(view, cursor) + ".",
                                where="under the map cursor"))
    figures = view.get("figures") or []
    for figure in figures:
        if map_focused and cursor is not None and pos_of(figure["hex"]) == cursor:
            start = len(items)
        items.append(figure_inspection(view, figure, names))
    for token in view.get("tokens") or []:
        if not token.get("hex"):
            continue
        number = token.get("number")
        if map_focused and cursor is not None and pos_of(token["hex"]) == cursor:
            start = len(items)
        items.append(Inspection(
            name="Squad token", kind="Squad Token",
            facts=(("Orcs", str(number) if number is not None else "hidden"),),
            keywords=(("Squad Token", _MEANING["Squad Token"]),),
            text="Face-down Orcs. The Orc may turn it over in the Squad phase; an Elf "
                 "walking onto its tile wakes it. Its Orcs all join one clan, one on "
                 "this space and the rest next to it. Nothing may cross it.",
            where=f"on the map at {pos_name(pos_of(token['hex']))}"))
    for player in players[1:]:
        items.append(role_inspection(player))
        for t in player.get("treasures") or []:
            items.append(treasure_inspection(t.get("kind"), t.get("name"),
                                             f"carried by {player.get('name')}",
                                             bool(t.get("used"))))
    for t in view.get("treasures") or []:
        if t.get("hex") and t.get("holder") is None:
            spot = f"on the map at {pos_name(pos_of(t['hex']))}"
            if map_focused and cursor is not None and pos_of(t["hex"]) == cursor and \
                    not any(pos_of(f["hex"]) == cursor for f in figures):
                start = len(items)
            items.append(treasure_inspection(t.get("kind"), t.get("name"), spot,
                                             bool(t.get("used"))))
    king_on_map = any(f.get("side") == "king" for f in figures)
    pools = view.get("pools") or []
    for pool in pools:
        if pool.get("kind") == "clan" and any((pool.get("figures") or {}).values()):
            items.append(clan_inspection(pool, view))
        elif pool.get("kind") == "king":
            items.append(king_inspection(pool, king_on_map))
    for pool in pools:
        for attr in ("B", "M", "X"):
            stack = (pool.get("stacks") or {}).get(attr) or []
            if stack:
                more = f" ({len(stack) - 1} more under it)" if len(stack) > 1 else ""
                items.append(card_inspection(
                    stack[-1], f"top of {pool.get('name')}'s {ATTR_WORDS[attr]} stack{more}"))
    items.append(scenario_inspection(view))
    return Inspections(items, min(start, len(items) - 1))
