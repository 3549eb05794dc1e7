"""Words for the No Time For Heroes screen, from a view (no Textual, no rules).

Battlefield: each enemy with Fortitude, Wounds, what it would deal the active
hero, front Glory and icon; the Warlord; Horde cards left; the scenario in one
line. Market: five cards with cost, Damage, whether the active hero may buy each
(and at -1), icons by the rulebook's names (Melee, Ranged, Expertise, Magic:
the Expertise icon is a class icon, not a hero's Expertise power). Heroes:
wounds against hearts, Glory now, coins, Glory tokens, Expertise uses, the
Evasion token, deck and Wear counts, and a warning for a hero the next Wound
fells. Hand, the card under the
cursor in full, and the final count.
"""
from __future__ import annotations

import textwrap
from typing import Sequence

from rich.text import Text

ICONS = {"regeneration": "regen", "loot": "loot", "none": "", "warlord": "WARLORD"}
# the class icons by the rulebook's names (the engine's log says "the Expertise icon"
# too); the Expertise icon is always called an icon, so it is not read as a hero's
# Expertise power
ALL_ICONS = ("Melee", "Ranged", "Expertise", "Magic")
# the Market panel's mark for a card the hero whose turn it is cannot buy: a cross, not
# the word "no", which ran into the icons ("no not Mag")
CANNOT_BUY = "x"


def icon_word(icon: str) -> str:
    """A class icon as the screen names it: the rulebook's name ("Expertise")."""
    return icon


def icons_short(icons: Sequence[str]) -> str:
    """A Market card's icons in at most 8 columns: "any", "Ran/Mag", "not Mag" (all
    but one: every icon but Magic)."""
    words = [icon_word(i) for i in icons]
    if not words:
        return "any"
    if len(words) == len(ALL_ICONS) - 1:
        return "not " + next(i for i in ALL_ICONS if i not in words)[:3]
    return "/".join(w[:3] for w in words)


def enemy_icon(enemy: dict) -> str:
    """"mres2", "regen", "loot", "WARLORD" or ""."""
    if enemy.get("icon") == "magic-resistance":
        return f"mres{enemy.get('magic_resistance', 0)}"
    return ICONS.get(str(enemy.get("icon")), "")


def battlefield_lines(view: dict) -> list[Text]:
    """The Horde line, one line per standing enemy, the scenario line."""
    w = view.get("warlord") or {}
    victor = next((p for p in view.get("players") or []
                   if any(t.get("warlord") for t in p.get("trophies") or [])), None)
    where = ("defeated" if victor is not None else
             "in play" if any(e.get("warlord") for e in view.get("battlefield") or []) else
             "in the Horde" if w.get("in_play") else "last")
    lines = [Text(f"Horde {view.get('horde_count', 0)}  Warlord {w.get('name')} "
                  f"F{w.get('fortitude')} {where}", style="dim")]
    two = (view.get("multiclass") or {}).get("warlords") or []
    if len(two) > 1:        # multiclass, 4 players: both Warlords, "x" once fallen
        lines = [Text(f"Horde {view.get('horde_count', 0)}  Warlords: " + ", ".join(
            f"{x['name']}{' x' if x.get('fallen') else ''}" for x in two), style="dim")]
    for e in view.get("battlefield") or []:
        line = Text(f"{e['slot'] + 1} ", style="bold")
        line.append(f"{e['name']:<16.16}", style="bold red" if e.get("warlord") else "bold")
        line.append(f" F{e['fortitude']} W{e['wounds']}")
        line.append(f" hits {e['attack']}" if not e.get("blocked") else " blocked",
                    style="yellow" if e.get("attack") else "dim")
        line.append(f" G{e['glory']} {enemy_icon(e)}")
        lines.append(line)
    if not view.get("battlefield"):
        lines.append(Text("(no enemy standing)", style="dim"))
    sc = view.get("scenario")
    lines.append(Text(f"Scenario: {sc['name']} - {sc['text']}" if sc else "Scenario: none",
                      style="italic"))
    return lines


def market_lines(view: dict) -> list[Text]:
    """One line per Market slot: digit, name, cost, Damage, icons, buyable by the active hero."""
    lines = []
    for slot, card in enumerate(view.get("market") or []):
        if card is None:
            lines.append(Text(f"{slot + 1} (empty)", style="dim"))
            continue
        line = Text(f"{slot + 1} ", style="bold")
        line.append(f"{card['name']:<14.14}")
        line.append(f" {card['price']}c", style="bold")
        line.append(f" D{card['damage']}" if card["damage"] else "   ")
        # the mark before the icons, so a cut never hides it; -1 only where there is
        # Damage to lower (the penalty lowers Damage and nothing else)
        if not card.get("may_buy"):
            line.append(f"  {CANNOT_BUY}", style="bold red")
        elif card.get("penalty") and card["damage"]:
            line.append(" -1", style="yellow")
        else:
            line.append("   ")
        line.append(f" {icons_short(card.get('icons') or [])}")
        lines.append(line)
    lines.append(Text(f"Market deck {view.get('market_deck_count', 0)}", style="dim"))
    return lines


def short_name(name: str, width: int) -> str:
    """``name`` cut to ``width`` columns, keeping a trailing number so that "Player 1"
    and "Player 2" stay apart ("Play 1"); unchanged when it fits."""
    if len(name) <= width:
        return name
    head, _, number = name.rpartition(" ")
    if head and number.isdigit() and len(number) < width - 1:
        return f"{head[:width - len(number) - 1].rstrip()} {number}"
    return name[:width]


def hero_lines(view: dict, names: Sequence[str], acting: int | None,
               wide: bool = True, width: int | None = None,
               perilous: Sequence[int] = ()) -> list[Text]:
    """One line per hero: > decides, * (and underlined): whose turn; W wounds/hearts
    ("!" after it for the seats in ``perilous``: the next Wound fells that hero),
    = Glory now, coins, Glory tokens, x Expertise uses, the Evasion token, deck and
    Wear counts; ``wide`` False: the short form for an 80-column screen (E the
    Evasion token, dk deck, wr Wear: left out when the line would pass ``width``)."""
    lines = []
    players = view.get("players") or []
    if not wide:
        # names and heroes as wide as the longest at this table (up to 9 columns), so
        # four heroes are not cut to "Play 1" and "Lisavet"; the counts after the
        # Glory give way first
        name_width = min(9, max((len(str(names[p["seat"]] if p["seat"] < len(names)
                                           else p.get("name"))) for p in players), default=6))
        hero_width = min(9, max((len(str(p.get("hero", "?"))) for p in players), default=7))
    for p in players:
        seat = p["seat"]
        hero = p.get("hero_card") or {}
        # ">" decides now, "*" whose turn it is (also underlined): a mark, not only a style
        line = Text(">" if seat == acting else "*" if p.get("active") else " ", style="bold")
        style = "bold underline" if p.get("active") else "bold"
        name = str(names[seat] if seat < len(names) else p.get("name"))
        if wide:
            name_width, hero_width = 8, 9
        line.append(f"{short_name(name, name_width):<{name_width}}", style=style)
        line.append(f" {str(p.get('hero', '?'))[:hero_width]:<{hero_width}}")
        if p.get("fallen"):
            line.append(" FALLEN", style="bold red")
        else:
            line.append(f" W{p['wounds']}/{hero.get('hearts', '?')}",
                        style="red" if p["wounds"] else "")
            if seat in perilous:
                line.append("!", style="bold red reverse")
        wear = len(p.get("wear") or [])
        # "=Glory now" right after the wounds: at 80 columns a cut takes the Wear count
        line.append(f" ={p['score']['total']}", style="bold")
        line.append(f" {p['coins']}c {p['glory']}G", style="bold")
        if wide:
            line.append(f" x{p['expertise_left']}" + (" Evade" if p.get("evasion") else ""))
            line.append(f" deck {p['deck_count']} wear {wear} hand {p['hand_count']}")
        else:
            # each left out rather than cut when ``width`` is too small
            for tail in (f" x{p['expertise_left']}" + (" E" if p.get("evasion") else ""),
                         f" dk{p['deck_count']}", f" wr{wear}"):
                if width is None or len(line.plain) + len(tail) <= width:
                    line.append(tail)
                else:
                    break
        lines.append(line)
    return lines


def peril_lines(perils: Sequence[dict], width: int | None, rows: int | None) -> list[Text]:
    """The warning under the Heroes: for each hero the next Wound fells (``perils``
    from ``engine.no_time_for_heroes.peril.perils``: seat, name, hero, deck,
    threats), "! Idril falls at the next Wound (deck 1): Fireball (your hand), ...",
    wrapped to ``width`` in at most ``rows`` lines (the last cut with "..." when
    more is left; None: no limit)."""
    if not perils or rows is not None and rows <= 0:
        return []
    words = []
    for peril in perils:
        head = f"! {peril['hero']} falls at the next Wound (deck {peril['deck']})"
        threats = ", ".join(peril["threats"])
        words.append(f"{head}: {threats}" if threats else head)
    text = "; ".join(words)
    lines = textwrap.wrap(text, width) if width and width > 8 else [text]
    if rows is not None and len(lines) > rows:
        lines = lines[:rows]
        lines[-1] = lines[-1][:max(0, (width or 80) - 3)] + "..."
    return [Text(line, style="bold red") for line in lines]


def card_text_short(card: dict) -> str:
    """A card's text without its leading "Damage N." (the D column says it)."""
    text = str(card.get("text") or "")
    lead = f"Damage {card.get('damage', 0)}. "
    return text[len(lead):] if text.startswith(lead) else text


def hand_lines(me: dict | None, note: str, rows: int | None = None,
               numbers: Sequence[int] | None = None) -> list[Text]:
    """The shown seat's hand, numbered for the digit keys (``numbers``: each card's
    number, by position, default 1, 2, ...: a played card's number stays empty for
    the rest of the turn, ``tui.hand_numbers``); names as wide as the longest; more
    cards than ``rows``: the last row says how many more and their keys."""
    if not me or me.get("hand") is None:
        return [Text(note, style="dim")]
    hand = me["hand"]
    if numbers is None or len(numbers) != len(hand):
        numbers = range(1, len(hand) + 1)
    width = max((len(c["name"]) for c in hand), default=0)
    lines = []
    for number, card in zip(numbers, hand):
        line = Text(f"{number} ", style="bold")
        line.append(f"{card['name']:<{width}}")
        line.append(f" D{card['damage']}" if card["damage"] else "   ")
        line.append(f" {card_text_short(card)}", style="dim")
        lines.append(line)
    if rows is not None and len(lines) > rows >= 1:
        hidden = len(lines) - rows + 1
        first, last = numbers[rows - 1], numbers[len(lines) - 1]
        keys = f"key {first}" if hidden == 1 else f"keys {first}-{last}"
        if first > 9:           # numbers past 9 have no digit key: the actions list
            keys = "pick them in the actions list"
        lines = lines[:rows - 1] + [Text(f"+{hidden} more cards ({keys}; i reads them)",
                                         style="bold yellow")]
    return lines or [Text("(no cards in hand)", style="dim")]


def card_detail(card: dict | None, named: bool = True) -> Text:
    """A card in full: name (unless ``named`` is False: the action's label already
    says it), kind, Damage, cost and icons, text (the Spanish name of the published
    cards is in the inspector only)."""
    text = Text()
    if not card:
        return text
    kind = card.get("class") or "market"
    if named:
        text.append(f"{card['name']}", style="bold")
        text.append(f", {kind} card, Damage {card.get('damage', 0)}")
    else:
        text.append(f"{kind.capitalize()} card, Damage {card.get('damage', 0)}")
    if card.get("kind") == "market":
        icons = " or ".join(icon_word(i) for i in card.get("icons") or [])
        text.append(f", cost {card.get('cost')}, " +
                    (f"needs the {icons} icon" if icons else "for any hero"))
    if card.get("single_use"):
        text.append(", single use")
    text.append(f": {card.get('text')}")
    return text


def game_over_words(view: dict, winners: Sequence[int],
                    names: Sequence[str]) -> tuple[str, list[str]]:
    """("Ana wins!", ["Ana (Idril): 14 Glory = ...", ...]) for the game-over dialog;
    a solo game: its score and title first (``solo_over_words``)."""
    if view.get("solo") is not None:
        return solo_over_words(view, winners, names)
    if winners:
        headline = " and ".join(names[w] for w in winners) + \
            (" win!" if len(winners) > 1 else " wins!")
    else:
        headline = "Every hero has fallen: the Horde wins."
    details = []
    for p in view.get("players") or []:
        b = p["score"]
        fallen = ", fallen" if p.get("fallen") else ""
        details.append(f"{names[p['seat']]} ({p.get('hero')}{fallen}): {b['total']} Glory = "
                       f"{b['tokens']} tokens + {b['trophies']} trophies + {b['coins']} from"
                       f" coins + {b['tenacious']} Tenacious; {b['defeated']} "
                       f"{'enemy' if b['defeated'] == 1 else 'enemies'}")
    return headline, details


def solo_over_words(view: dict, winners: Sequence[int],
                    names: Sequence[str]) -> tuple[str, list[str]]:
    """("Score 25: Warden of the Marches", [how the battle ended, the score's parts])
    for a solo game's game-over dialog (view["solo"]["score"])."""
    s = view["solo"]["score"]
    p = (view.get("players") or [{}])[0]
    headline = f"Score {s['total']}: {s['title']}"
    ended = ("The battlefield falls silent: the Horde is beaten." if winners else
             f"{names[0]}'s hero {p.get('hero', '')} has fallen.")
    details = [ended,
               f"{s['cards']} cards in hand and deck + {s['glory']} for {s['glory_total']} "
               f"Glory + {s['coins']} for coins + {s['hearts']} ({s['hearts_left']} "
               f"heart{'s' * (s['hearts_left'] != 1)} left x {s['deck']} in the deck)"]
    if s["fallen"] and s["total"] == 0:
        details.append("A fallen hero scores nothing (content/solo.toml).")
    return headline, details
