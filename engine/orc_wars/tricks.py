"""Dirty tricks (rulebook: "Dirty Tricks", "Playing Dirty Tricks"; the eight
cards are designed in content/treasures.toml).

The Orc is dealt 3 / 2 / 1 / 0 / 0 of the eight at random by experience
level (first time, novice, trained, expert, true orc); the Elves see how many
the Orc holds, not which. Each is played once, for no points: Fast ones in a
fight an Orc pool takes part in, Restricted ones in an Orc pool's Action
Phase, the Squad one in the Squad Phase.
"""
from __future__ import annotations

from ..core import Action, Event, Rng
from ..herocard import plays
from ..herocard.cards import BASE_BLOCK
from ..herocard.model import Pending
from ..herocard.values import has_counting
from . import figures as fig
from .items import load_items
from .state import ORC, OrcWarsState


def handles(action: Action) -> bool:
    """True for dirty-trick plays."""
    return action.kind == "trick"


def deal(state: OrcWarsState, count: int) -> None:
    """Deal ``count`` random dirty tricks to the Orc."""
    ids = sorted(load_items()[1])
    state.rng.shuffle(ids)
    state.tricks = sorted(ids[:count])


def redeal_hidden(state: OrcWarsState, rng: Rng) -> None:
    """Re-deal the Orc's unseen tricks among those not yet played."""
    unseen = [t for t in sorted(load_items()[1]) if t not in state.tricks_used]
    rng.shuffle(unseen)
    state.tricks = sorted(unseen[:len(state.tricks)])


def _orc_in_fight(state: OrcWarsState) -> tuple[int | None, int | None]:
    """(Orc pool, Elf pool) of the open sequence, if the Orc takes part."""
    seq = state.sequence
    if seq is None:
        return None, None
    if state.pools[seq.attacker].owner == ORC:
        return seq.attacker, seq.defender
    if state.pools[seq.defender].owner == ORC:
        return seq.defender, seq.attacker
    return None, None


def _playable(state: OrcWarsState, item) -> bool:
    orc_pool, elf_pool = _orc_in_fight(state)
    at_rest = state.phase == "action" and state.priority == ORC and not state.window_open
    own_phase = state.active == ORC and state.acting is not None and at_rest
    if item.timing == "squad":
        from .squad_phase import reinforce_hexes
        return state.phase == "squad" and bool(reinforce_hexes(state)) and bool(
            fig.active_clans(state.figures))
    if item.timing == "fast":
        if state.phase != "action" or state.priority != ORC or orc_pool is None:
            return False
        if item.effect == "attack-bonus":
            return orc_pool == state.sequence.attacker
        if item.effect == "block-bonus":     # like a Block Mod: never alone (ruling)
            return orc_pool == state.sequence.defender and has_counting(state, orc_pool,
                                                                        BASE_BLOCK)
        return True
    if not own_phase:
        return False
    if item.effect == "clear":
        return bool(state.pools[state.acting].in_play())
    if item.effect == "move-again":
        return state.clan_of_pool(state.acting) is not None
    return True


def trick_actions(state: OrcWarsState, seat: int) -> list[Action]:
    """Tricks the Orc may play now."""
    if seat != ORC or state.placing is not None:
        return []
    tricks = load_items()[1]
    return [Action.make("trick", f"Dirty trick: {tricks[t].name}", trick=t)
            for t in state.tricks if _playable(state, tricks[t])]


def apply(state: OrcWarsState, action: Action, events: list[Event]) -> None:
    """Play a dirty trick."""
    item = load_items()[1][action.arg("trick")]
    state.tricks.remove(item.id)
    state.tricks_used.append(item.id)
    events.append(Event("trick", f"The Orc plays a dirty trick: {item.name}.", ORC))
    orc_pool, elf_pool = _orc_in_fight(state)
    if item.effect in ("attack-bonus", "block-bonus"):
        side = "attack" if item.effect == "attack-bonus" else "block"
        bonus = state.seq_bonus.setdefault(orc_pool, {})
        bonus[side] = bonus.get(side, 0) + item.amount
        events.append(Event("trick", f"{item.name}: +{item.amount} to the "
                            f"{state.pool_name(orc_pool)} {side}.", ORC))
    elif item.effect == "discard":
        effect = next(e for e in _discard_effect(item.amount))
        from ..herocard.effects import run_effect
        run_effect(state, None, effect, ORC, orc_pool, elf_pool, events)
    elif item.effect == "reinforce":
        state.placing = {"mode": "reinforce", "clan": None, "left": item.amount, "anchor": None,
                         "first": None, "queue": [], "resume": "squad"}
        events.append(Event("trick", f"{item.name}: {item.amount} more Orcs come in at "
                            "entrances.", ORC))
    elif item.effect == "move-again":
        clan = state.clan_of_pool(state.acting)
        for f in fig.clan_figures(state.figures, clan):
            state.moved.pop(f.fid, None)
        state.acted = False
        events.append(Event("trick", f"{item.name}: every figure of "
                            f"{state.pool_name(state.acting)} may move again.", ORC))
    elif item.effect == "clear":
        pending = Pending("clear", ORC, state.acting, item.amount, -1)
        if plays.pending_actions_for(state, pending):
            state.pending.append(pending)
            events.append(Event("trick", f"{item.name}: clear up to {item.amount} cards of "
                                f"{state.pool_name(state.acting)}.", ORC))
        else:
            events.append(Event("trick", f"{item.name}: {state.pool_name(state.acting)} has "
                                "no card it may clear.", ORC))
    elif item.effect == "extra-attack":
        state.pools[state.acting].base_attacks_left += item.amount
        events.append(Event("trick", f"{item.name}: {state.pool_name(state.acting)} may make "
                            f"{item.amount} more Base Attack{'s' * (item.amount != 1)} this "
                            "phase.", ORC))
    elif item.effect == "draw":
        if not state.draw(ORC, item.amount, events):
            events.append(Event("trick", f"{item.name}: no card drawn (the hand is full or "
                                "no cards are left).", ORC))
    if item.timing == "fast":
        plays.open_window(state, ORC, events)


def _discard_effect(count: int):
    from ..herocard.cards import Effect
    yield Effect("discard", (("count", count), ("kind", "any"), ("target", "opponent")))
