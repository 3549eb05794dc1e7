"""Hero Realms two against two ("Hydra", option ``teams = "2v2"``, 4 players).

Source: the publisher's multiplayer page, in ../shared/rulings/hero-realms.md
("Hydra"), and the rule sheet's note on guards in a team format. Each team
shares one Health pool of 75; the two players of a team take their turn
together; the team going first draws 3-card opening hands, the other team 5;
each player keeps their own deck, hand, discard pile and champions; a
teammate's card does not turn on your ally ability; guards protect only their
own player and that player's champions.

How the engine models it (our decisions, docs/hero-realms.md "Two against
two"):

- Teams are seats 0 and 1 against seats 2 and 3. The shared Health is kept
  as the same numbers (Health, gained, lost) on both teammates.
- In a team's turn both players are in their Main Phase. ``active`` (and so
  ``current_player``) is the one deciding; ``hand_over`` gives the decision
  to the teammate, and the one who hands over may take it back only after
  the teammate has done something (so the turn always moves on). Each
  player's own Gold and Combat pools, Health gained this turn and
  next-acquire effects wait in ``stash`` while the teammate decides.
- ``end_turn`` ends one player's part (their Discard and Draw Phases);
  the teammate goes on; when both are done the other team's turn begins
  with its first seat. Damage on champions lasts the whole team turn.
- Teammates see each other's hands (view and determinize).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event

if TYPE_CHECKING:
    from .state import HeroRealmsState

TEAM_HEALTH = 75
TEAMS = ((0, 1), (2, 3))
TEAM_NAMES = ("Team A", "Team B")
OPENING = {0: 3, 1: 5}     # the team going first, the other team


def team_index(seat: int) -> int:
    """0 for seats 0 and 1, 1 for seats 2 and 3."""
    return 0 if seat in TEAMS[0] else 1


def teammate(seat: int) -> int:
    """The other seat of ``seat``'s team."""
    a, b = TEAMS[team_index(seat)]
    return b if seat == a else a


def setup(state: "HeroRealmsState", events: list[Event]) -> None:
    """Shared Health 75; a random team starts; opening hands 3 and 5 (Hydra)."""
    for player in state.players:
        player.health = TEAM_HEALTH
    first = state.rng.randrange(2)
    state.first_player = state.active = TEAMS[first][0]
    state.turn_seats = list(TEAMS[first])
    state.stash = {}
    state.handed = False
    for t in (first, 1 - first):
        for seat in TEAMS[t]:
            state.draw(seat, OPENING[0 if t == first else 1], events)


def hand_over_actions(state: "HeroRealmsState") -> list[Action]:
    """The hand-over to the teammate, when the teammate is still in this turn."""
    seat = state.active
    mate = teammate(seat)
    if state.handed or mate not in state.turn_seats or state.players[mate].out:
        return []
    return [Action.make("hand_over", f"Hand the turn to {state.name(mate)} (your teammate)",
                        seat=mate)]


def _switch(state: "HeroRealmsState", to: int) -> None:
    """Make ``to`` the deciding player: park the current pools, bring back ``to``'s."""
    state.stash[state.active] = [state.gold, state.combat, state.healed,
                                 [list(m) for m in state.modifiers]]
    gold, combat, healed, modifiers = state.stash.pop(to, [0, 0, 0, []])
    state.gold, state.combat, state.healed = gold, combat, healed
    state.modifiers = [list(m) for m in modifiers]
    state.active = to


def hand_over(state: "HeroRealmsState", events: list[Event]) -> None:
    """``active`` gives the decision to the teammate."""
    seat, mate = state.active, teammate(state.active)
    _switch(state, mate)
    state.handed = True
    events.append(Event("hand_over", f"{state.name(seat)} hands the turn to "
                        f"{state.name(mate)}.", mate))


def after_end(state: "HeroRealmsState", seat: int, events: list[Event]) -> None:
    """``seat`` ended their part of the team turn: the teammate goes on, or the
    other team's turn begins."""
    if seat in state.turn_seats:
        state.turn_seats.remove(seat)
    state.handed = False
    left = [s for s in state.turn_seats if not state.players[s].out]
    if left:
        state.stash.pop(seat, None)
        _switch(state, left[0])
        state.stash.pop(seat, None)
        events.append(Event("turn_part", f"{state.name(left[0])} goes on with the team's "
                            "turn.", left[0]))
        return
    state.damage.clear()
    state.ally_used.clear()
    state.stash = {}
    other = TEAMS[1 - team_index(seat)]
    state.turn_seats = [s for s in other if not state.players[s].out]
    nxt = state.turn_seats[0]
    state.active = nxt
    state.gold = state.combat = state.healed = 0
    state.modifiers = []
    state.turn += 1
    events.append(Event("turn", f"Turn {state.turn}: {TEAM_NAMES[team_index(nxt)]} "
                        f"({state.name(other[0])} and {state.name(other[1])}).", nxt,
                        data={"turn": state.turn}))


def change_health(state: "HeroRealmsState", seat: int, amount: int) -> None:
    """Add ``amount`` (negative: damage) to the Health ``seat`` shares with a teammate."""
    for s in TEAMS[team_index(seat)]:
        player = state.players[s]
        player.health += amount
        if amount > 0:
            player.gained += amount
        else:
            player.lost -= amount


def eliminate_team(state: "HeroRealmsState", seat: int, events: list[Event]) -> None:
    """The team's shared Health is gone: both players are out, the other team wins."""
    t = team_index(seat)
    for s in TEAMS[t]:
        player = state.players[s]
        player.out = True
        player.health = 0
        for uid in list(player.champions):
            player.champions.remove(uid)
            state.leave_play(uid)
            player.discard.append(uid)
    winners = list(TEAMS[1 - t])
    events.append(Event("player_out", f"{TEAM_NAMES[t]} has no Health left and is out.", seat))
    state.over = True
    state.winner_seats = winners
    events.append(Event("game_over", f"{TEAM_NAMES[1 - t]} ({state.name(winners[0])} and "
                        f"{state.name(winners[1])}) wins!", winners[0],
                        data={"winners": winners}))
