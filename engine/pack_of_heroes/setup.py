"""Pack of Heroes set-up (rulebook, "Setup" and "Advanced Game -- Weapons").

Phases of ``state.phase`` before play: "teams" (set teams chosen at the
table, start player first), "draft" (alternate picks from the heroes of the
dealt teams, within 1 Leader, 2 Fighters, 2 Sidekicks; with drafted weapons
a pick may be one of the 3 weapons laid out), "weapons" (set teams with
drafted weapons: start player first from 3, the third removed) and "start"
(each player chooses a starting hero in secret; both are revealed together
and go to the centre of their home rows without arrival powers). Random set
teams and random weapons are dealt without a decision. Then bases are set
up: 9 power cards shuffled, one turned face up as the discard pile, the
start player draws 1 and the other 2.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event
from . import grid
from .model import COLOURS, CARDS_PER_COLOUR, RANK_LIMIT, RANK_LETTER, TEAM_SIZE
from .pieces import HAND, PLAY, RESERVE, Hero

if TYPE_CHECKING:
    from .state import PackState

WEAPON_OFFER = 3


def begin(state: "PackState", events: list) -> None:
    """Start the set-up from the options (after the start player is drawn)."""
    opts = state.options
    teams = list(state.content.teams)
    method = opts["team_method"]
    if method == "random":
        state.rng.shuffle(teams)
        state.teams = teams[:2]
        for seat in (0, 1):
            events.append(Event("team", f"{state.names[seat]} is dealt "
                                f"{state.content.teams[state.teams[seat]].name}.", seat))
    elif method == "chosen":
        state.teams = [None if t == "pick" else t for t in opts["teams"]]
    elif opts.get("rematch"):
        # a drafted game's reverse match: the drafted teams and weapons, swapped
        state.picks = [list(t) for t in opts["rematch"]["heroes"]]
        state.weapons = list(opts["rematch"]["weapons"])
        state.phase = "draft"
        advance(state, events)
        return
    else:
        state.rng.shuffle(teams)
        dealt = sorted(teams[:opts["draft_teams"]], key=list(state.content.teams).index)
        state.draft_pool = [h for t in dealt for h in state.content.teams[t].heroes]
        state.picks = [[], []]
        events.append(Event("draft", "Draft from " + ", ".join(
            state.content.teams[t].name for t in dealt) + ".", None))
    if opts["weapons"] == "draft":
        pool = sorted(state.content.weapons)
        state.rng.shuffle(pool)
        state.weapon_offer = sorted(pool[:WEAPON_OFFER])
    state.phase = "draft" if method == "draft" else "teams"
    advance(state, events)


def _teams_ready(state: "PackState") -> bool:
    return all(t is not None for t in state.teams)


def chooser(state: "PackState") -> int:
    """The seat that decides in the current set-up phase."""
    first = state.start_player
    if state.phase == "teams":
        return first if state.teams[first] is None else 1 - first
    if state.phase == "draft":
        done = len(state.picks[0]) + len(state.picks[1]) + sum(w is not None for w in state.weapons)
        return first if done % 2 == 0 else 1 - first
    if state.phase == "weapons":
        return first if state.weapons[first] is None else 1 - first
    return first if state.secret[first] is None else 1 - first   # "start"


def advance(state: "PackState", events: list) -> None:
    """Move on through the set-up phases while nobody has to decide."""
    if state.phase == "teams" and _teams_ready(state):
        _make_heroes(state, [list(state.content.teams[t].heroes) for t in state.teams])
        state.phase = "weapons" if state.options["weapons"] == "draft" else "start"
        _deal_weapons(state, events)
    if state.phase == "draft" and _draft_done(state):
        _make_heroes(state, state.picks)
        state.phase = "start"
        _deal_weapons(state, events)
    if state.phase == "weapons" and all(w is not None for w in state.weapons):
        state.weapon_offer = []
        state.phase = "start"
    if state.phase == "start" and state.discards == [[], []]:
        _set_up_bases(state, events)
    if state.phase == "start" and all(s is not None for s in state.secret):
        _reveal(state, events)


def _draft_done(state: "PackState") -> bool:
    need_weapon = state.options["weapons"] == "draft"
    return all(len(state.picks[s]) == TEAM_SIZE and (state.weapons[s] is not None
                                                     or not need_weapon) for s in (0, 1))


def _deal_weapons(state: "PackState", events: list) -> None:
    if state.options["weapons"] != "random" or state.weapons != [None, None]:
        return
    pool = sorted(state.content.weapons)
    state.rng.shuffle(pool)
    state.weapons = pool[:2]
    for seat in (0, 1):
        events.append(Event("weapon", f"{state.names[seat]} is dealt the "
                            f"{state.content.weapons[state.weapons[seat]].name}.", seat))


def _make_heroes(state: "PackState", lists: list) -> None:
    state.heroes = []
    for seat in (0, 1):
        for hid in lists[seat]:
            state.heroes.append(Hero(len(state.heroes), hid, seat))
    if state.options["team_method"] == "draft":
        state.teams = [_team_of(state, lists[0]), _team_of(state, lists[1])]


def _team_of(state: "PackState", heroes: list) -> str:
    teams = {state.defs[h].team for h in heroes}
    return teams.pop() if len(teams) == 1 else "drafted"


def _set_up_bases(state: "PackState", events: list) -> None:
    """Rulebook, "Setup Bases" and "Draw Starting Hands"."""
    for seat in (0, 1):
        pile = [c for c in COLOURS for _ in range(CARDS_PER_COLOUR)]
        state.rng.shuffle(pile)
        state.draws[seat] = pile
        colour = pile.pop()
        state.discards[seat].append(colour)
        events.append(Event("discard_start", f"{state.names[seat]} turns up a {colour} card "
                            "as the start of their discard pile.", seat, data={"colour": colour}))
    first = state.start_player
    state.draw(first, 1, events)
    state.draw(1 - first, 2, events)


def _reveal(state: "PackState", events: list) -> None:
    """Rulebook, "Place Starting Heroes": revealed together, no arrival powers."""
    for seat in (0, 1):
        uid = state.secret[seat]
        hero = state.heroes[uid]
        hero.where, hero.space = PLAY, grid.START_SPACE[seat]
        state.board[hero.space] = uid
        for h in state.heroes:
            if h.owner == seat and h.where == HAND:
                h.where = RESERVE
        events.append(Event("start_hero", f"{state.names[seat]} starts with "
                            f"{state.hero_name(uid)} on {grid.name(hero.space)}.", seat,
                            data={"hero": uid}))
    state.phase = "play"
    state.active = state.start_player
    state.turn = 1
    state.step = "move"
    events.append(Event("turn", f"Turn 1: {state.names[state.active]}.", state.active,
                        data={"turn": 1}))


# ------------------------------------------------------------------ actions

def _rank_ok(state: "PackState", seat: int, hid: str) -> bool:
    rank = state.defs[hid].rank
    return sum(state.defs[h].rank == rank for h in state.picks[seat]) < RANK_LIMIT[rank]


def setup_actions(state: "PackState") -> list[Action]:
    """The legal choices of the set-up phase's deciding seat."""
    seat = chooser(state)
    if state.phase == "teams":
        taken = set(state.teams)
        return [Action.make("choose_team", f"Choose team: {t.name}", team=t.id)
                for t in state.content.teams.values() if t.id not in taken]
    if state.phase == "weapons":
        taken = set(state.weapons)
        return [Action.make("choose_weapon", f"Take the {state.content.weapons[w].name}", weapon=w)
                for w in state.weapon_offer if w not in taken]
    if state.phase == "draft":
        out = []
        if len(state.picks[seat]) < TEAM_SIZE:
            for hid in state.draft_pool:
                if _rank_ok(state, seat, hid):
                    d = state.defs[hid]
                    out.append(Action.make("draft", f"Draft {d.name} ({RANK_LETTER[d.rank]}, "
                                           f"{state.content.teams[d.team].name})", hero=hid))
        if state.options["weapons"] == "draft" and state.weapons[seat] is None:
            out += [Action.make("draft_weapon", f"Draft the {state.content.weapons[w].name}",
                                weapon=w) for w in state.weapon_offer if w not in state.weapons]
        return out
    return [Action.make("choose_start", f"Start with {state.hero_name(h.uid)}", hero=h.uid)
            for h in state.heroes if h.owner == seat]


def apply_setup(state: "PackState", action: Action, events: list) -> None:
    """Apply a set-up choice, then move on (``advance``)."""
    seat = chooser(state)
    name = state.names[seat]
    kind = action.kind
    if kind == "choose_team":
        state.teams[seat] = action.arg("team")
        events.append(Event("team", f"{name} chooses {state.content.teams[state.teams[seat]].name}.",
                            seat))
    elif kind in ("choose_weapon", "draft_weapon"):
        state.weapons[seat] = action.arg("weapon")
        events.append(Event("weapon", f"{name} takes the "
                            f"{state.content.weapons[state.weapons[seat]].name}.", seat))
    elif kind == "draft":
        hid = action.arg("hero")
        state.draft_pool.remove(hid)
        state.picks[seat].append(hid)
        events.append(Event("draft", f"{name} drafts {state.defs[hid].name}.", seat))
    elif kind == "choose_start":
        state.secret[seat] = action.arg("hero")
        events.append(Event("start_chosen", f"You choose {state.hero_name(action.arg('hero'))} "
                            "to start (secret until both have chosen).", seat, private_to=seat,
                            public_text=f"{name} has chosen a starting hero in secret."))
    advance(state, events)
