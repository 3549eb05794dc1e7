"""What ``i`` shows in Pack of Heroes: every hero in play and in both reserves (and the
draft pool), the seat's own power cards, the weapons (``Inspection`` records).

Built from ``state.view(seat)`` only (hidden hands stay hidden); pure functions.
"""
from __future__ import annotations

from tui.screens.inspector import Inspection, Inspections
from .status import RANKS

TYPE_WORDS = {
    "arrival": "happens once when the hero is brought into play; costs nothing",
    "force": "attack on one enemy in a space beside the hero (not diagonal)",
    "spread": "attack on every enemy beside the hero, one after another",
    "range": "attack on any one enemy on the grid",
    "stun": "the target neither moves nor uses powers until the end of its next turn",
    "heal": "removes wounds from a wounded hero (a stun stays)",
    "constant": "usable once every turn besides the main action; free unless it has a cost",
    "defend": "on the opponent's turn: another of your heroes' attack damage is halved, "
              "rounded down",
    "special": "does what its text says",
}
RANK_WORDS = {"leader": "gold rank: at most one a team", "fighter": "silver rank: at most "
              "two a team", "sidekick": "bronze rank: at most two a team"}
COLOUR_WORDS = {"red": "R", "green": "G", "blue": "B"}


def cost_words(power: dict) -> str:
    """'red (R)' / 'red or green' / 'two blue' / 'free', from the view's cost text."""
    cost = power.get("cost") or ""
    if not cost or cost in ("-", "free"):
        return "free"
    return f"{cost} ({power.get('cost_words') or cost})"


def power_facts(n: int, power: dict) -> list[tuple[str, str]]:
    """One power as fact lines: type, value, cost."""
    value = f" {power['value']}" if power.get("value") else ""
    line = f"{power['name']}: {power['type']}{value}, cost {cost_words(power)}"
    if power.get("mandatory"):
        line += ", mandatory"
    return [(f"Power {n}", line)]


def hero_record(hero: dict, names: list, where: str) -> Inspection:
    """A hero card in full with its place, wounds and stun."""
    facts = [("Rank", f"{RANKS[hero['rank']]} ({hero['rank_letter']})"),
             ("Health", str(hero["health"]))]
    if "wounds" in hero:
        facts.append(("Wounds", f"{hero['wounds']} ({hero['health_left']} health left)"))
        facts.append(("Stunned", "yes: no move, no power until the end of its next turn"
                      if hero.get("stunned") else "no"))
    facts.append(("Movement", f"{hero['move'].capitalize()} {hero['speed']}"))
    text = []
    keywords = [(RANKS[hero["rank"]], RANK_WORDS[hero["rank"]]),
                (hero["move"].capitalize(), "moves over other heroes, ending on an empty "
                 "space" if hero["move"] == "fly" else "moves through empty side-by-side "
                 "spaces only")]
    seen = set()
    for n, power in enumerate(hero["powers"], 1):
        facts += power_facts(n, power)
        text.append(f"{n}. {power['name']} ({power['type']}): {power['text']}")
        if power["type"] not in seen:
            seen.add(power["type"])
            keywords.append((power["type"].capitalize(), TYPE_WORDS.get(power["type"], "")))
    if any(p.get("mandatory") for p in hero["powers"]):
        keywords.append(("Mandatory", "this constant power must be used each turn; if not, "
                         "it is done for you at the end of the turn"))
    if hero.get("stunned"):
        keywords.append(("Stun", "no move and no power until the end of its owner's next "
                         "turn; it cannot be stunned twice"))
    keywords.append(("Cost", "power cards paid from your hand: 'red/green' is either, "
                     "'x2' two of them"))
    if "wounds" in hero:
        keywords.append(("Faint", "a hit that takes a hero to half its health or worse "
                         "stuns it"))
    owner = names[hero["owner"]] if "owner" in hero else ""
    kind = f"Hero of {owner}" if owner else "Hero card"
    return Inspection(name=hero["name"], kind=kind, facts=tuple(facts),
                      keywords=tuple(keywords), text="\n".join(text), where=where)


def weapon_record(player: dict, names: list) -> Inspection:
    """A player's weapon card."""
    w = player["weapon"]
    power = w["power"]
    facts = [("Owner", names[player["seat"]]), ("Used", "yes (single-use)" if w["used"]
                                                 else "not yet")]
    facts += power_facts(1, power)
    return Inspection(
        name=w["name"], kind="Weapon", facts=tuple(facts),
        keywords=(("Weapon", "used once a game instead of the main action; its attacks "
                   "reach any enemy, its heals any of your heroes"),
                  (power["type"].capitalize(), TYPE_WORDS.get(power["type"], ""))),
        text=power.get("text", ""), where=f"{names[player['seat']]}'s base")


def card_record(n: int, card: dict, hand: list) -> Inspection:
    """One power card of the seat's own hand."""
    count = sum(1 for c in hand if c["colour"] == card["colour"])
    return Inspection(
        name=f"{card['colour'].capitalize()} power card ({card['letter']})", kind="Power card",
        facts=(("Colour", f"{card['colour']} ({card['letter']})"),
               ("In your hand", f"{count} {card['colour']}, {len(hand)} cards in all")),
        keywords=(("Power card", "pays for a hero's power or a weapon; paid cards go face "
                   "up on your discard pile"),
                  ("Hand limit", "after your draw you discard down to 3")),
        where=f"your hand, card {n}")


def where_of(hero: dict, view: dict, names: list) -> str:
    """'in play on b2' / "Ana's reserve" / 'defeated'."""
    owner = names[hero["owner"]]
    if hero["where"] == "play":
        return f"{owner}'s hero in play on {view['space_names'][hero['space']]}"
    if hero["where"] == "reserve":
        return f"{owner}'s reserve"
    if hero["where"] == "out":
        return f"{owner}'s, defeated"
    return f"{owner}'s hand (secret starting choice)"


def team_records(content, team_ids: list) -> list[Inspection]:
    """The set teams still to choose from: each team's character, then its 5 heroes
    (``content``: the engine's loaded Pack content)."""
    from engine.pack_of_heroes.view import hero_card
    items = []
    for tid in team_ids:
        team = content.teams[tid]
        heroes = [content.heroes[h] for h in team.heroes]
        items.append(Inspection(
            name=team.name, kind="Set team", text=team.style,
            facts=tuple((RANKS[d.rank], d.name) for d in heroes), where="on offer"))
        items += [hero_record(hero_card(d), [], f"{team.name}, on offer") for d in heroes]
    return items


def pack_inspections(view: dict, names: list, cursor: int, content=None) -> Inspections:
    """The hero under the grid ``cursor`` first, then every hero in play, both reserves,
    the draft pool, the shown seat's power cards and both weapons; while set teams
    are chosen, the teams on offer and their heroes (from ``content``)."""
    items: list[Inspection] = []
    if content is not None and view.get("teams_open"):
        items += team_records(content, view["teams_open"])
    grid = view.get("grid") or []
    under = grid[cursor] if cursor < len(grid) else None
    if under is not None:
        items.append(hero_record(under, names, where_of(under, view, names)))
    for hero in grid:
        if hero is not None and hero is not under:
            items.append(hero_record(hero, names, where_of(hero, view, names)))
    for player in view.get("players") or []:
        for hero in player.get("heroes") or []:
            if hero["where"] != "play":
                items.append(hero_record(hero, names, where_of(hero, view, names)))
    for hero in view.get("draft_pool") or []:
        items.append(hero_record(hero, names, "the draft pool"))
    seat = view.get("seat")
    if seat is not None:
        hand = (view["players"][seat].get("hand") or [])
        items += [card_record(n, c, hand) for n, c in enumerate(hand, 1)]
    for player in view.get("players") or []:
        if player.get("weapon"):
            items.append(weapon_record(player, names))
    for w in view.get("weapon_offer") or []:
        items.append(Inspection(name=w["name"], kind="Weapon on offer",
                                facts=tuple(power_facts(1, w["power"])),
                                text=w["power"].get("text", ""), where="the weapon offer"))
    return Inspections(items, 0)
