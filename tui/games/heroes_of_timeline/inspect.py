"""What ``i`` shows in Heroes of Timeline: every hero of both teams, the team skills,
the Key Tile, the six sectors and the Domination Points (``Inspection`` records).

Built from ``state.view(seat)`` (nothing is hidden in this game) plus the team
cards' skill texts from the loaded content; pure functions, no Textual.
"""
from __future__ import annotations

from engine.heroes_of_timeline import board
from engine.heroes_of_timeline.turn_end import PUNISHMENTS

from tui.screens.inspector import Inspection, Inspections
from .glyphs import ARMOR_LETTER, FACING_NAMES, sector_of

SIDE_WORDS = ("front", "front-left", "back-left", "back", "back-right", "front-right")
ARMOR_WORDS = ("none", "Regular", "Superior")
ARMOR_KEYS = (
    ("Armor", "tokens on a hero's sides, at most one a side (S Superior, R Regular, - none)"),
    ("Regular Armor", "a shot destroys it and the hero lives; a melee through it eliminates"),
    ("Superior Armor", "a shot downgrades it to Regular; a melee destroys it, the hero lives"),
    ("Facing", "the side the arrow points to: shots fly out of the front; sides turn with "
               "the hero"),
    ("Reflex Move", "when your activation comes but all your heroes have acted (smaller team "
                    "only): move one hero 1 hex and turn, or shoot ahead, or pass"),
)
DECLARES = {"siege_mode": "Siege Mode", "rage": "Rage"}


def where_words(hex_) -> str:
    """'hex 53a, sector 5 South' / 'the Key Tile' / 'not on the board'."""
    if not hex_:
        return "not on the board"
    h = tuple(hex_)
    if h == board.KEY_TILE:
        return "the Key Tile"
    s = sector_of(h)
    return f"hex {board.hex_name(h)}, sector {s + 1} {board.SECTOR_NAMES[s]}"


def hero_record(hero: dict, names: list, team_names: list, view: dict) -> Inspection:
    """One hero in full: owner, place, facing, movement and distance now, each side's
    armor, tokens still to put on, activation, declarations, ability."""
    seat = hero["seat"]
    owner = f"{names[seat]} ({team_names[seat]})"
    facts = [("Owner", owner), ("Status", "on the board" if hero.get("alive") and hero.get("hex")
                                 else ("eliminated" if not hero.get("alive") else "to be placed")),
             ("Where", where_words(hero.get("hex")))]
    if hero.get("alive") and hero.get("hex"):
        facts.append(("Facing", f"{FACING_NAMES[hero['facing']]} (arrow side)"))
    facts += [("Movement", f"{hero.get('movement', 0)} hexes now"),
              ("Ranged", f"{hero.get('ranged', 0)} hexes now" if hero.get("ranged") else
               "no ranged attack")]
    for side in (0, 1, 5, 2, 4, 3):
        value = hero["armor"][side]
        facts.append((f"Armor {SIDE_WORDS[side]}", f"{ARMOR_LETTER[value]} {ARMOR_WORDS[value]}"))
    todo = hero.get("to_place") or [0, 0]
    if sum(todo):
        facts.append(("Still to put on", f"{todo[0]} Superior, {todo[1]} Regular"))
    if view.get("turn"):
        facts.append(("This turn", "has acted" if hero.get("activated") else "still to act"))
    if hero.get("declared"):
        facts.append(("Declared", DECLARES.get(hero["declared"], hero["declared"])))
    if hero.get("skill"):
        facts.append(("Team skill", "chosen for the declared team skill this turn"))
    keywords = list(ARMOR_KEYS)
    text = hero.get("ability_text", "")
    if "declare at Turn start" in text:
        keywords.append(("Declare at Turn start", "chosen before the turn's activations; "
                         "lasts the whole turn"))
    if "Wall" in text:
        keywords.append(("Wall", "blocks moves and melee between two hexes; a shot destroys "
                         "it and stops"))
    return Inspection(name=hero["name"], kind=f"Hero of the {team_names[seat]}",
                      facts=tuple(facts), keywords=tuple(keywords),
                      text="Ability: " + text, where=f"{names[seat]}'s team")


def skill_record(seat: int, team_text: str, names: list, team_names: list) -> Inspection:
    """One team's skill card."""
    name, _, rest = team_text.partition(":")
    keys = [("Team skill", "a power of the whole team; Punishment 2 (no hero abilities) "
             "does not switch it off")]
    if "declare at Turn start" in team_text:
        keys.append(("Declare at Turn start", "chosen before the turn's activations"))
    return Inspection(name=name.strip(), kind=f"Team skill of the {team_names[seat]}",
                      facts=(("Owner", names[seat]),), keywords=tuple(keys),
                      text=team_text, where=f"{names[seat]}'s team card")


def key_tile_record(view: dict, names: list) -> Inspection:
    """The Key Tile and who stands on it."""
    on = [h for h in view.get("heroes") or [] if h.get("alive") and h.get("hex")
          and tuple(h["hex"]) == board.KEY_TILE]
    holder = f"{on[0]['name']} ({names[on[0]['seat']]})" if on else "nobody"
    return Inspection(
        name="Key Tile", kind="the centre hex (**)", facts=(("On it now", holder),),
        keywords=(("Key Tile", "in no sector; a hero standing on it when the turn ends wins "
                   "the turn for its team"),
                  ("Domination Point", "one for each turn won")),
        text="Heroes may cross it and stop on it like any hex. At turn end it counts "
             "before the sectors: only when it is empty do the sectors decide.",
        where="the middle of the board")


def sector_record(index: int, view: dict, names: list) -> Inspection:
    """One sector: whose heroes stand in it and so who controls it now."""
    heroes = [h for h in view.get("heroes") or [] if h.get("alive") and h.get("hex")
              and sector_of(tuple(h["hex"])) == index]
    seats = {h["seat"] for h in heroes}
    control = names[seats.pop()] if len(seats) == 1 else ("contested" if seats else "nobody")
    home = [names[s] for s in (0, 1) if board.HOME_SECTOR[s] == index]
    side = [names[s] for s in (0, 1) if index in board.SIDE_SECTORS[s]]
    facts = [("Controlled by", control),
             ("Heroes in it", ", ".join(f"{h['name']} ({names[h['seat']]})" for h in heroes)
              or "none"),
             ("On the side of", side[0] if side else "-")]
    if home:
        facts.append(("Home sector of", f"{home[0]} (Deployment Zone ::)"))
    return Inspection(
        name=f"Sector {index + 1}: {board.SECTOR_NAMES[index]}", kind="Sector",
        facts=tuple(facts),
        keywords=(("Sector", "one of six wedges of 21 hexes; empty hexes show its number"),
                  ("Control", "a sector is yours when only your heroes stand in it; more "
                              "sectors win the turn when the Key Tile is empty")),
        where="the board")


def points_record(view: dict, names: list) -> Inspection:
    """Domination Points, the turns' results and the punishments so far."""
    dp = view.get("dp", [0, 0])
    facts = [("Turn", f"{view.get('turn')} of 5" if view.get("turn") else "set-up"),
             (names[0], f"{dp[0]} Domination Points"), (names[1], f"{dp[1]} Domination Points")]
    for n, winner in enumerate(view.get("results") or [], 1):
        facts.append((f"Turn {n}", names[winner] + " won" if winner is not None else "Stalemate"))
    for after, seats in view.get("punished") or []:
        facts.append((f"Punished after {after}", ", ".join(names[s] for s in seats) + ": "
                      + PUNISHMENTS.get(after, "")))
    return Inspection(
        name="Domination Points", kind="the score", facts=tuple(facts),
        keywords=(("Domination Point", "one for each turn won; more after turn 5 wins"),
                  ("Stalemate", "nobody wins the turn; both are punished"),
                  ("Punishment", "the loser's penalty for the next turn: -1 movement, no "
                   "hero abilities, -1 ranged distance, then every armor downgraded")),
        text="Wipe out the enemy team to win at once. Otherwise, after turn 5, more "
             "Domination Points win; equal points: more heroes left wins; equal again "
             "is a draw.", where="the turn counter")


def timeline_inspections(view: dict, names: list, team_texts: list, cursor) -> Inspections:
    """Every hero (the one under ``cursor`` first), both team skills, the Key Tile, the
    six sectors and the Domination Points, in that order. ``team_texts``: the two
    team cards' skill texts by seat."""
    team_names = view.get("team_names") or ["?", "?"]
    heroes = list(view.get("heroes") or [])
    cursor = tuple(cursor) if cursor else None
    under = [h for h in heroes if h.get("alive") and h.get("hex") and tuple(h["hex"]) == cursor]
    ordered = under + [h for h in heroes if h not in under]
    items = [hero_record(h, names, team_names, view) for h in ordered]
    items += [skill_record(s, team_texts[s], names, team_names) for s in (0, 1)]
    items.append(key_tile_record(view, names))
    items += [sector_record(i, view, names) for i in range(6)]
    items.append(points_record(view, names))
    start = 0
    if not under and cursor is not None:
        s = sector_of(cursor)
        start = len(heroes) + 2 + (0 if s is None else 1 + s)
    return Inspections(items, start)
