"""Words and groupings for the Hero Realms screen, from a view and the legal actions.

Pure functions (no Textual, no rules): short card text for narrow panels,
attack targets grouped from the legal ``attack_player`` / ``attack_champion``
actions, the actions list entries, and plain reasons why a market key or the
end of the turn does not do what was asked. Legality always comes from
``state.legal_actions()``; the view only supplies names and numbers.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Sequence

from engine import Action

GAME_ID = "hero-realms"
FACTION_SHORT = {"guild": "Gld", "imperial": "Imp", "necros": "Nec", "wild": "Wld"}
# one letter a faction, before a card's name, so the factions are told apart without
# colour too (TERM=linux, NO_COLOR=1); "-" for cards of no faction (a "." there was
# read as punctuation, and a name cut to fit ends in "." on the board)
FACTION_MARK = {"guild": "G", "imperial": "I", "necros": "N", "wild": "W"}
NO_FACTION = "-"


def faction_mark(card: dict) -> str:
    """The letter before a card's name: its faction's (G, I, N, W), "-" for none."""
    return FACTION_MARK.get(card.get("faction") or "", NO_FACTION)
# 16-colour friendly faction colours (names and short tags)
FACTION_STYLE = {"guild": "bold blue", "imperial": "bold yellow", "necros": "bold magenta",
                 "wild": "bold green"}
ABILITY_SHORT = {"primary": "", "expend": "Exp ", "ally": "Ally ", "sacrifice": "Sac "}
ATTACK_KINDS = ("attack_player", "attack_champion")

# (pattern, replacement) applied in order to one ability's text
_SHORT = [
    (r"Choose one: (.*?); or (.*?)\.?$", r"\1 or \2"),
    (r"An opponent of your choice discards a card", "opponent discards 1"),
    (r"(You may )?(Stun|stun|Expend|expend) target opposing champion",
     lambda m: ("may " if m[1] else "") + f"{m[2].lower()} a champion"),
    (r"Stun every opposing champion with Defense (\d+) or less.*",
     r"stun all champions of Defense \1-"),
    (r"You may sacrifice a card from your hand or discard pile", "may sacrifice 1"),
    (r"You may sacrifice up to (\d+) cards from your hand or discard pile",
     r"may sacrifice \1"),
    (r"You may draw a card, then discard as many cards as you drew", "may draw+discard 1"),
    (r"You may draw up to (\d+) cards, then discard as many cards as you drew",
     r"may draw+discard \1"),
    (r"The next (card|action|champion|item) you acquire this turn goes on top of your deck",
     r"next \1 acquired: deck top"),
    (r"The next (card|action|champion|item) you acquire this turn goes into your hand",
     r"next \1 acquired: hand"),
    (r"You may put a card from your discard pile on top of your deck", "may topdeck 1"),
    (r"Put a champion from your discard pile on top of your deck", "champion to deck top"),
    (r"Prepare one of your champions", "prepare a champion"),
    (r"Stun the champion with the highest Defense in play[^.]*\)", "stun highest Defense"),
    (r"Expend one of your prepared champions[^.]*\)", "expend own champion"),
    (r"for each champion you have in play with an ally ability \(any faction\)",
     "per ally champion"),
    (r"for each champion you have in play with an expend ability", "per expend champion"),
    (r"for each other card of this faction you have in play", "per other faction card"),
    (r"for each (other )?(champion|guard) you have in play", r"per \1\2"),
    (r"[Gg]ain (\d+) (gold|combat|health)", r"+\1 \2"),
    (r"Draw a card", "draw 1"),
    (r"Draw (\d+) cards", r"draw \1"),
    (r"; if you do,", ", then"),
    (r"\.\s+", ", "),
    (r"\.$", ""),
]


def short_text(text: str) -> str:
    """One ability's text, shortened: "Gain 3 combat. Draw a card." -> "+3 combat, draw 1"."""
    out = str(text or "").strip()
    for pattern, repl in _SHORT:
        out = re.sub(pattern, repl, out)
    return out


def card_summary(card: dict, short: bool = True) -> str:
    """Every ability of a card on one line: "+2 gold; Ally +4 combat; Sac +3 combat"."""
    parts = []
    for ability in card.get("abilities") or []:
        text = str(ability.get("text", ""))
        if short:
            parts.append(ABILITY_SHORT.get(ability.get("kind"), "") + short_text(text))
        else:
            parts.append(("" if ability.get("kind") == "primary" else
                          f"{ability.get('name', '')}: ") + text)
    return ("; " if short else " | ").join(parts)


def champion_tag(card: dict) -> str:
    """"guard 6" or "def 4" for a champion card, "" for others."""
    if card.get("type") != "champion":
        return ""
    return f"{'guard' if card.get('guard') else 'def'} {card.get('defense')}"


# ------------------------------------------------------------------ attacks


@dataclass
class AttackTarget:
    """One thing to attack: a player or a champion, with the legal attacks by amount."""

    label: str
    detail: str
    actions: list[Action] = field(default_factory=list)

    @property
    def most(self) -> int:
        """The largest legal amount."""
        return max(a.arg("amount") for a in self.actions)

    def action_for(self, amount: int) -> Action | None:
        """The legal attack on this target for ``amount``, or None."""
        for action in self.actions:
            if action.arg("amount") == amount:
                return action
        return None

    def __contains__(self, action: Action) -> bool:
        return action in self.actions


def _champions(view: dict) -> dict:
    found = {}
    for player in view.get("players") or []:
        for champ in player.get("champions") or []:
            found[champ.get("uid")] = (player, champ)
    return found


def attack_targets(legal: Sequence[Action], view: dict) -> list[AttackTarget]:
    """The legal attacks grouped by target, players first, in the engine's order."""
    players = {p.get("seat"): p for p in view.get("players") or []}
    champions = _champions(view)
    targets: dict = {}
    for action in legal:
        if action.kind == "attack_player":
            key = ("player", action.arg("seat"))
            if key not in targets:
                player = players.get(action.arg("seat"), {})
                targets[key] = AttackTarget(str(player.get("name", "?")),
                                            f"Health {player.get('health', '?')}")
        elif action.kind == "attack_champion":
            key = ("champion", action.arg("card"))
            if key not in targets:
                owner, champ = champions.get(action.arg("card"), ({}, {}))
                card = champ.get("card") or {}
                guard = "guard, " if champ.get("guard") else ""
                targets[key] = AttackTarget(
                    f"{owner.get('name', '?')}'s {card.get('name', '?')}",
                    f"{guard}{champ.get('to_stun', '?')} to stun")
        else:
            continue
        targets[key].actions.append(action)
    ordered = sorted(targets.items(), key=lambda kv: kv[0][0] != "player")
    return [t for _, t in ordered]


# ------------------------------------------------------------------ lists


def list_entries(legal: Sequence[Action], view: dict) -> list[tuple[str, Action]]:
    """(label, action) rows of the actions list.

    Plays of hand cards live in the hand list and acquisitions on 1-5 and g,
    so the main phase lists expend and ally abilities, one row per attack
    target (its largest attack; Enter opens the attack dialog), End turn,
    and last the sacrifice abilities (they lose the card for good, so the
    first row, highlighted by default, is never one). A pending decision
    lists every answer, as the engine orders them.
    """
    if view.get("pending"):
        return [(a.label, a) for a in legal]
    uses = [a for a in legal if a.kind == "use"]
    rows = [(use_label(a), a) for a in uses if a.arg("ability") != "sacrifice"]
    for target in attack_targets(legal, view):
        rows.append((f"Attack {target.label}: up to {target.most} ({target.detail})",
                     target.actions[-1]))
    rows += [(hand_over_label(a, view) if a.kind == "hand_over" else a.label, a)
             for a in legal
             if a.kind not in ATTACK_KINDS + ("use", "play", "acquire", "acquire_gem")]
    rows += [(use_label(a), a) for a in uses if a.arg("ability") == "sacrifice"]
    return rows


def hand_over_label(action: Action, view: dict) -> str:
    """"Hand over to Player 4": the entry that gives the turn to the teammate, short
    enough for the right column at 80x24 (the engine's "Hand the turn to Player 4
    (your teammate)" was cut before the name's end)."""
    seat = action.arg("seat")
    players = view.get("players") or []
    if isinstance(seat, int) and seat < len(players):
        return f"Hand over to {players[seat].get('name')}"
    return action.label


def use_label(action: Action) -> str:
    """An ability's entry with its text shortened as on the cards (``short_text``):
    "Sacrifice Avalanche: opponent discards 1" (the whole sentence was cut at the
    right column's edge; the line under the hand still shows it in full)."""
    label = action.label or action.kind
    head, sep, text = label.partition(": ")
    return f"{head}{sep}{short_text(text)}" if sep and text else label


def hand_action(legal: Sequence[Action], card_id: str) -> Action | None:
    """What Enter on a hand card does: play it, or the pending discard/sacrifice of it."""
    for action in legal:
        if action.arg("card") != card_id:
            continue
        if action.kind in ("play", "discard") or \
                (action.kind == "sacrifice_card" and action.arg("zone") == "hand"):
            return action
    return None


def group_hand(hand: Sequence[dict]) -> list[tuple[dict, int]]:
    """Hand cards grouped by id, in first-seen order: [(card, count)]."""
    groups: dict = {}
    for card in hand:
        cid = card.get("id")
        if cid in groups:
            groups[cid][1] += 1
        else:
            groups[cid] = [card, 1]
    return [(card, count) for card, count in groups.values()]


# ------------------------------------------------------------------ refusals


def waiting_reason(view: dict, seat: int | None) -> str | None:
    """Why the Main Phase keys do nothing now (another decision first), or None."""
    if view.get("phase") == "over":
        return "The game is over."
    pending = view.get("pending")
    if pending:
        return f"First this: {pending.get('text', 'a decision is pending.')}"
    if seat is None or view.get("active") != seat:
        return "It is not your turn."
    return None


def acquire_refusal(view: dict, seat: int | None, slot: int | None) -> str:
    """Plain words for why Market slot ``slot`` (None: the Fire Gem) can't be acquired."""
    reason = waiting_reason(view, seat)
    if reason:
        return reason
    gold = (view.get("pools") or {}).get("gold", 0)
    if slot is None:
        gems = view.get("fire_gems") or {}
        if not gems.get("count"):
            return "The Fire Gem stack is empty."
        card = gems.get("card") or {}
    else:
        market = view.get("market") or []
        card = market[slot] if slot < len(market) else None
        if card is None:
            return f"Market slot {slot + 1} is empty (the Market Deck has run out)."
    cost = card.get("cost")
    if isinstance(cost, int) and cost > gold:
        return f"{card.get('name')} costs {cost} Gold; you have {gold}."
    return f"You can't acquire {card.get('name')} now."


def end_turn_warnings(legal: Sequence[Action], view: dict, seat: int | None) -> list[str]:
    """What ending the turn now would waste: cards, Combat, Gold, abilities ([] if nothing)."""
    kinds = [a.kind for a in legal]
    out = []
    players = view.get("players") or []
    me = players[seat] if seat is not None and seat < len(players) else {}
    if "play" in kinds:
        n = len(me.get("hand") or [])
        out.append(f"{n} card{'s' * (n != 1)} in your hand")
    pools = view.get("pools") or {}
    if any(k in ATTACK_KINDS for k in kinds):
        out.append(f"{pools.get('combat', 0)} Combat")
    if "acquire" in kinds or "acquire_gem" in kinds:
        out.append(f"{pools.get('gold', 0)} Gold (enough to acquire a card)")
    unused = sum(1 for a in legal if a.kind == "use" and a.arg("ability") in ("expend", "ally"))
    if unused:
        out.append(f"{unused} expend/ally abilit{'ies' if unused != 1 else 'y'} unused")
    return out
