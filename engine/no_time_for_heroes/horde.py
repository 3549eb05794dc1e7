"""The Horde: the battlefield, enemy Fortitude and Wounds, defeat and loot, refills and
the end of the battle (rulebook, "The Horde approaches", "Facing the Horde" a,
"3. Recovery Phase", "The Warlord Arrives!", "When the Battlefield Falls Silent",
"The enemy's signs").

The Horde deck is a list of uids, BOTTOM FIRST: ``horde[0]`` is the next card
to come out, ``horde[-1]`` the Warlord (it comes out last). Each Host's loot
(coins, Glory) lives in ``state.loot`` and stays secret until it is defeated.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Event
from ..core.rules import revision_of
from .model import BATTLEFIELD
from .scoring import finish

if TYPE_CHECKING:
    from .state import NoTimeState


def fortitude(state: "NoTimeState", uid: int) -> int:
    """Fortitude in force: printed, +war-cry while that Warlord stands (he is an orc
    too), -1 under Brunmar Ruins (``weaker-horde``); never below 1."""
    value = state.enemy_def(uid).fortitude
    if state.warlord_in:
        for w_uid in state.warlord_uids():
            w = state.warlord_def(w_uid)
            if w.expertise == "war-cry" and w_uid in state.battlefield:
                value += w.amount
    elif state.scenario is not None:
        sc = state.content.scenarios[state.scenario]
        if sc.effect == "weaker-horde":
            value -= sc.amount
    return value if value > 1 else 1


def attack_value(state: "NoTimeState", uid: int, seat: int) -> int:
    """The damage enemy ``uid`` does to ``seat``'s hero in the Horde attack:
    Fortitude minus its Wounds, minus its magic resistance against a Magic hero
    ("The Horde responds"; "The enemy's signs"); 0 when blocked this turn."""
    if uid in state.t["blocked"]:
        return 0
    value = fortitude(state, uid) - state.enemy_wounds.get(uid, 0)
    if not state.is_warlord(uid) and "magic" in state.hero(seat).icons:
        value -= state.content.hosts[state.cards[uid]].magic_resistance
    return value if value > 0 else 0


def horde_damage(state: "NoTimeState", uid: int, seat: int) -> int:
    """What enemy ``uid`` adds to ``seat``'s Horde attack this turn: its
    ``attack_value``, +1 under Eque Port unless it is blocked (scenario card)."""
    value = attack_value(state, uid, seat)
    if state.t["eque"] and uid not in state.t["blocked"]:
        value += 1
    return value


#: the rules revision (engine.core.rules) from which rulings 16 (as amended) and
#: 21 of docs/no-time-for-heroes.md hold (issue 41)
BORROW_DRAWS = 2


def revised(state: "NoTimeState", revision: int = BORROW_DRAWS) -> bool:
    """Whether the game is played under rules revision ``revision`` or later."""
    return revision_of(state.options) >= revision


def name(state: "NoTimeState", uid: int) -> str:
    """The printed name of enemy ``uid``."""
    return state.enemy_def(uid).name


def field_name(state: "NoTimeState", uid: int) -> str:
    """Enemy ``uid`` as the log names it: while another enemy on the Battlefield has
    the same name, with its slot as the actions list gives it ("Orc Warrior #2"), so
    two are told apart; else the printed name alone."""
    shown = name(state, uid)
    if uid in state.battlefield and \
            sum(name(state, u) == shown for u in state.battlefield) > 1:
        return f"{shown} #{state.battlefield.index(uid) + 1}"
    return shown


def bring_in(state: "NoTimeState", events: list) -> int | None:
    """The next Horde card (from the bottom) enters the battlefield; its uid or None.

    The Warlord's arrival discards the scenario for good ("The Scenario")."""
    if not state.horde:
        return None
    uid = state.horde.pop(0)
    state.horde_public.discard(uid)
    for seen in state.horde_seen:
        seen.discard(uid)
    state.battlefield.append(uid)
    state.enemy_wounds.pop(uid, None)
    if state.is_warlord(uid):
        state.warlord_in = True
        events.append(Event("warlord_arrives", f"The Warlord {name(state, uid)} enters the "
                            f"battlefield! {state.warlord_def(uid).text}", None))
        if state.scenario is not None:
            events.append(Event("scenario_discarded", f"The scenario "
                                f"{state.scenario_def().name} is discarded.", None))
            state.scenarios_out.append(state.scenario)
            state.scenario = None
    else:
        d = state.enemy_def(uid)
        events.append(Event("enemy_enters", f"{d.name} (Fortitude {fortitude(state, uid)}, "
                            f"Glory {d.glory}) enters the battlefield.", None))
    return uid


def send_back(state: "NoTimeState", uid: int, events: list, why: str,
              shown: str | None = None) -> None:
    """Host ``uid`` leaves the battlefield for the bottom of the Horde deck (it comes
    out next), its wounds removed; everyone knows it is there. ``shown``: its name
    for the log, when worked out before the Battlefield changed (a swap)."""
    shown = shown or field_name(state, uid)
    state.battlefield.remove(uid)
    state.enemy_wounds.pop(uid, None)
    state.horde.insert(0, uid)
    state.horde_public.add(uid)
    events.append(Event("enemy_sent_back", f"{why}: {shown} goes back under the "
                        "Horde, its wounds removed.", None))


def wound_enemy(state: "NoTimeState", seat: int, uid: int, amount: int, events: list) -> bool:
    """Put ``amount`` Wounds on enemy ``uid``; True when it is defeated by them."""
    wounds = state.enemy_wounds.get(uid, 0) + amount
    state.enemy_wounds[uid] = wounds
    fort = fortitude(state, uid)
    events.append(Event("enemy_damaged", f"{state.players[seat].name} deals {amount} Damage "
                        f"to {field_name(state, uid)} ({min(wounds, fort)}/{fort}).", seat,
                        data={"enemy": state.cards[uid], "amount": amount}))
    if wounds >= fort:
        defeat(state, seat, uid, events)
        return True
    return False


def defeat(state: "NoTimeState", seat: int, uid: int, events: list, loot: bool = True) -> None:
    """Enemy ``uid`` is defeated by ``seat``: trophy, loot revealed and (unless ``loot``
    is False, the Trap) paid, scenario coins; then the end of the battle is checked."""
    p = state.players[seat]
    fort = fortitude(state, uid)
    shown = field_name(state, uid)
    state.battlefield.remove(uid)
    state.enemy_wounds.pop(uid, None)
    p.trophies.append(uid)
    if state.is_warlord(uid):
        events.append(Event("warlord_defeated", f"{p.name} defeats the Warlord "
                            f"{name(state, uid)}!", seat))
    else:
        coins, glory = state.loot[uid]
        state.revealed.add(uid)
        sc = state.scenario_def()
        effect = sc.effect if sc is not None else ""
        if not loot:
            coins = glory = 0
        else:
            if effect == "no-loot-coins":
                coins = 0
            if effect == "weaker-horde":
                glory = 0
            if effect == "defeat-coin":
                coins += sc.amount
            if effect == "strong-defeat-coin" and fort >= 3:
                coins += sc.amount
        p.coins += coins
        p.glory += glory
        parts = ([f"{coins} coin{'s' * (coins != 1)}"] if coins else []) + \
            ([f"{glory} Glory"] if glory else [])
        got = ("loot " + " and ".join(parts) if parts else "no loot") if loot else \
            "its loot is lost"
        events.append(Event("enemy_defeated", f"{p.name} defeats {shown}: trophy, "
                            f"{got}.", seat, data={"coins": coins, "glory": glory}))
    check_end(state, events)


def check_end(state: "NoTimeState", events: list) -> None:
    """The battle is over when no enemy stands and the Horde deck is empty (the
    Warlord came out last); then the Glory is counted."""
    if not state.over and not state.battlefield and not state.horde:
        finish(state, events)


def refill(state: "NoTimeState", events: list) -> None:
    """Recovery phase, second step: 0 enemies left -> 3 new ones and the next scenario;
    1 or 2 -> one new; 3 or more -> none. A short Horde gives what it has."""
    standing = len(state.battlefield)
    if standing >= BATTLEFIELD:
        return
    if standing == 0:
        for _ in range(BATTLEFIELD):
            bring_in(state, events)
        if state.options["scenarios"] and not state.warlord_in:
            if state.scenario is not None:
                state.scenarios_out.append(state.scenario)
            state.scenario = state.scenario_deck.pop() if state.scenario_deck else None
            if state.scenario is not None:
                sc = state.scenario_def()
                events.append(Event("scenario", f"New scenario: {sc.name}. {sc.text}", None))
    else:
        bring_in(state, events)


def regenerate(state: "NoTimeState", events: list) -> None:
    """End of the Recovery phase: enemies with the regeneration icon lose their Wounds."""
    for uid in state.battlefield:
        if not state.is_warlord(uid) and state.enemy_wounds.get(uid) and \
                state.content.hosts[state.cards[uid]].icon == "regeneration":
            del state.enemy_wounds[uid]
            events.append(Event("enemy_regenerates", f"{field_name(state, uid)} regenerates its "
                                "wounds.", None))
