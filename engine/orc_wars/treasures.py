"""Treasures and the prisoner (rulebook: "Picking Up Treasures", "Using a
Treasure", "Exchanging or Leaving a Treasure"; designed treasures in
content/treasures.toml).

Picking up (on the treasure's space), dropping and freeing the prisoner are
Restricted actions; giving a treasure to an adjacent Elf or taking one from
an adjacent, willing Elf is the Elf's Exclusive action. Orcs never take them.
"""
from __future__ import annotations

from .. import hexgrid
from ..core import Action, Event, Rng
from ..herocard import effects as hc_effects
from ..herocard import plays
from ..herocard.cards import BASE_BLOCK
from ..herocard.values import has_counting
from .hexnames import hex_name
from .items import load_items
from .state import OrcWarsState

KINDS = ("pick_up", "drop", "give", "take", "use", "free_prisoner", "agree", "refuse")


def handles(action: Action) -> bool:
    """True for treasure and prisoner actions."""
    return action.kind in KINDS


def place(state: OrcWarsState) -> None:
    """Shuffle the five treasures and put one face down on each treasure mark."""
    kinds = sorted(load_items()[0])
    state.rng.shuffle(kinds)
    for tid, h in enumerate(state.board.marked("treasure_spot")):
        state.treasures.append({"tid": tid, "kind": kinds[tid], "hex": h, "holder": None,
                                "used": False, "found": False})
    prisoner = state.board.marked("prisoner")
    if prisoner:
        state.prisoner = {"hex": prisoner[0], "with": None, "rescued": False}


def redeal_hidden(state: OrcWarsState, rng: Rng) -> None:
    """Re-deal the kinds of unfound treasures (unseen by everybody but the box)."""
    hidden = [t for t in state.treasures if not t["found"]]
    found = {t["kind"] for t in state.treasures if t["found"]}
    pool = [k for k in sorted(load_items()[0]) if k not in found]
    rng.shuffle(pool)
    for t, kind in zip(hidden, pool):
        t["kind"] = kind


def held(state: OrcWarsState, seat: int) -> list[dict]:
    """Treasures carried by ``seat``."""
    return [t for t in state.treasures if t["holder"] == seat]


def move_bonus(state: OrcWarsState, seat: int) -> int:
    """Extra movement from passive treasures."""
    items = load_items()[0]
    return sum(items[t["kind"]].amount for t in held(state, seat)
               if items[t["kind"]].effect == "move-bonus")


def _name(t: dict) -> str:
    return load_items()[0][t["kind"]].name


def treasure_actions(state: OrcWarsState, seat: int, at_rest: bool) -> list[Action]:
    """Treasure actions open to ``seat`` now (Fast uses also in a fight)."""
    if state.placing or seat == 0 or seat in state.out:
        return []
    me = state.elf_figure(seat)
    items = load_items()[0]
    pool = state.players[seat].pool
    acts = []
    for t in held(state, seat):
        item = items[t["kind"]]
        if t["used"] or item.use == "passive":
            continue
        if item.effect == "block-bonus" and state.sequence and state.sequence.defender == pool.key \
                and t.get("turn") != state.turn and has_counting(state, pool.key, BASE_BLOCK):
            # like a Block Mod, never without a Base Block (ruling, docs/orc-wars.md)
            acts.append(Action.make("use", f"Use {item.name}: +{item.amount} block", treasure=t["tid"]))
        elif item.effect == "purge" and state.sequence and pool.key in (
                state.sequence.attacker, state.sequence.defender) and hc_effects.last_live(state) is not None:
            acts.append(Action.make("use", f"Use {item.name}: purge the last card", treasure=t["tid"]))
        elif at_rest and item.effect == "heal" and state.wounds[seat] > 0:
            acts.append(Action.make("use", f"Use {item.name}: heal a wound", treasure=t["tid"]))
        elif at_rest and item.effect == "draw":
            acts.append(Action.make("use", f"Use {item.name}: draw {item.amount}", treasure=t["tid"]))
    if not at_rest or me is None:
        return acts
    for t in state.treasures:
        if t["hex"] == me.hex:
            shown = _name(t) if t["found"] else "the treasure"
            acts.append(Action.make("pick_up", f"Pick up {shown}", treasure=t["tid"]))
    for t in held(state, seat):
        acts.append(Action.make("drop", f"Drop {_name(t)}", treasure=t["tid"]))
    if state.prisoner and state.prisoner.get("with") is None and not state.prisoner.get("rescued") \
            and state.prisoner.get("hex") == me.hex:
        acts.append(Action.make("free_prisoner", "Free the prisoner: he follows you"))
    if not pool.exclusive_used:
        for other in state.elves():
            them = state.elf_figure(other)
            if other == seat or them is None or not hexgrid.adjacent(me.hex, them.hex):
                continue
            for t in held(state, seat):
                acts.append(Action.make("give", f"Give {_name(t)} to {state.name(other)}",
                                        treasure=t["tid"], to=other))
            for t in held(state, other):
                acts.append(Action.make("take", f"Ask {state.name(other)} for {_name(t)}",
                                        treasure=t["tid"], to=other))
    return acts


def ask_actions(state: OrcWarsState) -> list[Action]:
    """The asked Elf agrees or refuses to hand a treasure over."""
    return [Action.make("agree", "Agree: hand it over"), Action.make("refuse", "Refuse")]


def apply(state: OrcWarsState, action: Action, events: list[Event]) -> None:
    """Apply a treasure action."""
    if action.kind in ("agree", "refuse"):
        ask, state.ask = state.ask, None
        t = state.treasures[ask["treasure"]]
        if action.kind == "agree":
            t["holder"] = ask["by"]
            events.append(Event("treasure_given", f"{state.name(ask['from'])} hands {_name(t)} to "
                                f"{state.name(ask['by'])}.", ask["by"]))
        else:
            events.append(Event("treasure_refused", f"{state.name(ask['from'])} keeps {_name(t)}.",
                                ask["by"]))
        return
    seat = state.priority
    me = state.elf_figure(seat)
    state.action_taken = True
    if action.kind == "free_prisoner":
        state.prisoner["with"] = seat
        events.append(Event("prisoner_freed", f"{state.name(seat)} frees the prisoner!", seat))
        return
    t = state.treasures[action.arg("treasure")]
    pool = state.players[seat].pool
    if action.kind == "pick_up":
        t.update({"holder": seat, "hex": None, "found": True})
        events.append(Event("treasure_found", f"{state.name(seat)} picks up {_name(t)}.", seat))
    elif action.kind == "drop":
        t.update({"holder": None, "hex": me.hex})
        events.append(Event("treasure_dropped", f"{state.name(seat)} drops {_name(t)} at "
                            f"{hex_name(state.board, me.hex)}.", seat))
    elif action.kind == "give":
        pool.exclusive_used = True
        t["holder"] = action.arg("to")
        events.append(Event("treasure_given", f"{state.name(seat)} gives {_name(t)} to "
                            f"{state.name(action.arg('to'))}.", seat))
    elif action.kind == "take":
        pool.exclusive_used = True
        state.ask = {"seat": action.arg("to"), "from": action.arg("to"), "by": seat,
                     "treasure": t["tid"]}
    else:
        _use(state, seat, t, events)


def _use(state: OrcWarsState, seat: int, t: dict, events: list[Event]) -> None:
    item = load_items()[0][t["kind"]]
    pool = state.players[seat].pool.key
    events.append(Event("treasure_used", f"{state.name(seat)} uses {item.name}.", seat))
    if item.use == "once":
        t["used"] = True
    if item.effect == "heal":
        state.wounds[seat] -= 1
        events.append(Event("treasure_used", f"{item.name}: {state.name(seat)} loses a wound "
                            f"({state.wounds[seat]} left).", seat))
    elif item.effect == "draw":
        if not state.draw(seat, item.amount, events):
            events.append(Event("treasure_used", f"{item.name}: no card drawn (the hand is "
                                "full or no cards are left).", seat))
    elif item.effect == "block-bonus":
        t["turn"] = state.turn
        bonus = state.seq_bonus.setdefault(pool, {})
        bonus["block"] = bonus.get("block", 0) + item.amount
        events.append(Event("treasure_used", f"{item.name}: +{item.amount} to "
                            f"{state.name(seat)}'s block.", seat))
        plays.open_window(state, seat, events)
    elif item.effect == "purge":
        hc_effects.purge(state, None, None, seat, pool, None, events)
        plays.open_window(state, seat, events)
