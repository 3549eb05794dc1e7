"""Scoring of HeroCard Orc Wars positions for the heuristic bot (orc-wars.txt
and docs/orc-wars.md): walking distances on the map, the threat and hunt
tables, the chance of an open fight, ``evaluate`` and ``evaluate_all``.

Package-internal: other code imports these names from ``orc_wars``.

``evaluate(state, seat)`` estimates the Elves' chance to win from a FULL
state (one logistic score) and gives the Orc seat the complement:

- **Goal** (per scenario, the best of the Elves' victory terms, 0..1):
  ``escape`` - how close the Elves on the map are to an escape space
  (those already out count as there);
  ``rescue-prisoner`` - up to 0.45 for closing in on the prisoner, 0.5 once
  an Elf has him, rising to 1 as that Elf nears an escape space;
  ``find-treasures`` - treasures found plus half a treasure for closeness
  to the nearest unfound one, over the count needed; ``kill-king`` - up to
  0.35 for closing in on the King (the kill itself comes from the fight
  term); ``survive-rounds`` - whether the sturdiest Elf has more wounds
  left than the Orc can deal (at most one a turn, 0.6 a turn expected) in
  the Orc turns left.
  Distances are walking steps on the map (trees and walls block, underbrush
  only Orcs; figures ignored), cached per scenario.
- **Life**: the Elves' wounds still to take, as a share of their wound
  lines (escaped Elves count as whole in the ``escape`` scenario only).
- **Orc force**: Orc figures on the board plus half the Orcs still in
  face-down squad tokens (and the King), against 4.5 per starting Elf.
- **Danger**: per Elf, the Orcs (and King) that can hit it now (next to
  it, 0.8), next turn (within 4 steps, 0.5) or soon (within 7, 0.2), at
  most 3, over the wounds it has left.
- **Hunt**: how close, on average, the Orc figures are to the nearest Elf (a
  small pull so Orcs far away still close in).
- **Time**: with a round limit for the Elves (``elves-fail-by-round``) the
  rounds already spent weigh against them while the goal is unmet; the Orc
  King's way to an escape space counts for the Orc in ``king-escapes``.
- **Cards**: free Attribute points and hand sizes (fighting reserves; an
  Elf escaped in the ``escape`` scenario counts as fully stocked).
- **Fight**: an open Attack Sequence is scored by its chance to succeed
  (attack against block, plus part of what each side can still add from
  hand): that share of a wound, of one or two dead Orcs, or of the King's
  death (which wins ``kill-king`` outright).
"""
from __future__ import annotations

from collections import deque

from ... import hexgrid
from ...herocard.cards import ATTACK_MOD, ATTRIBUTES, BASE_BLOCK, BLOCK_MOD
from ...herocard.plays import still_to_answer
from ...herocard.values import side_total
from ...orc_wars.roles import load_roles
from .common import sigmoid as _sigmoid

ORC = 0
FAR = 40              # steps standing for "unreachable"
REACH = 4             # an Orc this close (3 steps and a blow) can hit an Elf next turn
NEAR = 7
ORCS_PER_ELF = 4.5    # Orc force that matches one Elf
W_GOAL = 5.0          # weights of the logistic score (see the module docstring)
W_LIFE = 4.0
W_FORCE = 2.0
W_DANGER = 1.2
W_HUNT = 0.6
W_TIME = 3.0
W_KING_ESCAPE = 4.0
W_ELF_CARDS = 0.5
W_ORC_CARDS = 0.3
HIT_RATE = 0.6       # share of Orc turns that wound a chosen Elf

_NEIGHBOURS: dict = {}   # (scenario, side) -> {hex: [passable neighbours]}
_DIST: dict = {}         # (scenario, side, sources) -> {hex: steps}
_FAR_MAX: dict = {}      # (scenario, side, sources) -> largest finite distance
_LINES: dict = {}        # role id -> wound line
_SCORES: dict = {}       # hero id -> {attribute: score}
# threat of one Orc by its distance in steps to an Elf: next to it, in reach next turn, soon
# (lists long enough for any map: distances are at most a few dozen steps, FAR when unreachable)
_THREAT = [0.8, 0.8] + [0.5] * (REACH - 1) + [0.2] * (NEAR - REACH) + [0.0] * 400
_HUNT = [1 - d / 20 for d in range(20)] + [0.0] * 400


# ------------------------------------------------------------------ distances

def _neighbours(state, side: str) -> dict:
    key = (state.scenario.id, side)
    table = _NEIGHBOURS.get(key)
    if table is None:
        board = state.board
        table = {h: [n for n in hexgrid.neighbours(h) if board.passable_for(n, side)]
                 for h in board.hexes}
        _NEIGHBOURS[key] = table
    return table


def distances(state, side: str, sources: tuple) -> dict:
    """Walking steps from the nearest of ``sources`` to every hex ``side`` can reach.

    ``side``: "elf" or "orc" (underbrush blocks Orcs); ``sources``: a tuple
    of axial hexes (a source itself may be impassable, e.g. an Elf in
    underbrush). Figures and tokens are ignored. Cached per scenario.
    """
    key = (state.scenario.id, side, sources)
    dist = _DIST.get(key)
    if dist is None:
        table = _neighbours(state, side)
        dist = {s: 0 for s in sources}
        queue = deque(sources)
        while queue:
            h = queue.popleft()
            step = dist[h] + 1
            for n in table.get(h, ()):
                if n not in dist:
                    dist[n] = step
                    queue.append(n)
        _DIST[key] = dist
        _FAR_MAX[key] = max(dist.values(), default=1) or 1
    return dist


def _span(state, side: str, sources: tuple) -> int:
    distances(state, side, sources)
    return _FAR_MAX[(state.scenario.id, side, sources)]


def _scores(state, hero: str) -> dict:
    """Attribute scores of a hero (cached)."""
    scores = _SCORES.get(hero)
    if scores is None:
        scores = _SCORES[hero] = {a: c.score for a, c in state.heroes[hero].attributes.items()}
    return scores


def _line(state, seat: int) -> int:
    role = state.elf_roles[seat]
    line = _LINES.get(role)
    if line is None:
        line = _LINES[role] = load_roles()[role].wound_line
    return line


# ------------------------------------------------------------------ the score

def _value(d) -> int:
    v = d.value
    if v is None:
        return 0
    return v.base if v.measure is None else v.base + 3


def _potential(state, pool: int, kinds: tuple) -> int:
    """Value the owner of ``pool`` could still add with cards of ``kinds`` from hand,
    greedily by value per point within the pool's free points."""
    owner = state.pools[pool].owner
    free = {a: state.free(pool, a) for a in ATTRIBUTES}
    cards = [state.defn(u) for u in state.players[owner].hand]
    cards = [d for d in cards if d.kind in kinds]
    cards.sort(key=lambda d: -_value(d) / (d.cost + 0.5))
    total = 0
    for d in cards:
        if d.cost <= free[d.attribute]:
            free[d.attribute] -= d.cost
            total += _value(d)
    return total


def fight_chance(state) -> float:
    """Chance that the open Attack Sequence succeeds (0 with none): attack minus
    block, plus half the attacker's mods and most of the defender's blocks
    still in hand (a tie fails: Core Rules, "Attacking"). A side no longer to
    answer in the open window (``plays.still_to_answer``) adds nothing unless
    the other plays again, so a leading side that can pass the fight out
    settles it (1 or 0)."""
    seq = state.sequence
    if seq is None:
        return 0.0
    attack, block = side_total(state, "attack"), side_total(state, "block")
    if not still_to_answer(state, seq.defender) and attack > block:
        return 1.0
    if not still_to_answer(state, seq.attacker) and attack <= block:
        return 0.0
    more_attack = _potential(state, seq.attacker, (ATTACK_MOD,))
    more_block = _potential(state, seq.defender, (BASE_BLOCK, BLOCK_MOD))
    return _sigmoid((attack - block - 0.5 + 0.5 * more_attack - 0.8 * more_block) / 1.5)


def _goal(state, elves: list, king) -> float:
    best = 0.0
    for term in state.scenario.elves_win:
        name = term.name
        g = 0.0
        if name == "escape" and elves:
            # Elves already out count as there (the last one to leave decides)
            exits = state.board.marked("escape")
            dist, span = distances(state, "elf", exits), _span(state, "elf", exits)
            gone = sum(1 for s in state.out.values() if s == "escaped")
            g = (gone + sum(0.9 - 0.9 * min(dist.get(f.hex, FAR), span) / span
                            for f in elves)) / (len(elves) + gone)
        elif name == "rescue-prisoner":
            g = _prisoner_goal(state, elves)
        elif name == "find-treasures":
            need = term.get("count")
            found = sum(1 for t in state.treasures if t["found"])
            spots = tuple(sorted(t["hex"] for t in state.treasures
                                 if not t["found"] and t["hex"] is not None))
            near = 0.0
            if spots and elves:
                dist, span = distances(state, "elf", spots), _span(state, "elf", spots)
                near = 0.5 * (1 - min(min(dist.get(f.hex, FAR) for f in elves), span) / span)
            g = min(1.0, (found + near) / need)
        elif name == "kill-king" and king is not None and elves:
            dist = distances(state, "elf", (king.hex,))
            span = _span(state, "elf", (king.hex,))
            g = 0.35 * (1 - min(min(dist.get(f.hex, FAR) for f in elves), span) / span)
        elif name == "survive-rounds" and elves:
            # the Orc wounds each Elf at most once a turn: can he finish the
            # sturdiest one in the turns left?
            turns = term.get("rounds") - state.round + (1 if _orc_turn_left(state) else 0)
            sturdy = max(_line(state, f.seat) - state.wounds.get(f.seat, 0) for f in elves)
            g = _sigmoid(1.2 * (sturdy - HIT_RATE * turns))
        best = max(best, g)
    return best


def _orc_turn_left(state) -> bool:
    """Whether the Orc still has a turn in this round (round order from the first seat)."""
    if state.first_seat == ORC:
        return state.active == ORC and state.phase != "over" and state.acting is None \
            and not state.done_pools
    return True


def _prisoner_goal(state, elves: list) -> float:
    prisoner = state.prisoner
    if not prisoner:
        return 0.0
    if prisoner.get("rescued"):
        return 1.0
    carrier = prisoner.get("with")
    if carrier is not None:
        f = state.elf_figure(carrier)
        if f is None:
            return 0.5
        exits = state.board.marked("escape")
        dist, span = distances(state, "elf", exits), _span(state, "elf", exits)
        return 0.5 + 0.5 * (1 - min(dist.get(f.hex, FAR), span) / span)
    if not elves or prisoner.get("hex") is None:
        return 0.0
    where = (tuple(prisoner["hex"]),)
    dist, span = distances(state, "elf", where), _span(state, "elf", where)
    return 0.45 * (1 - min(min(dist.get(f.hex, FAR) for f in elves), span) / span)


def census(state) -> tuple:
    """``(elves, orcs, king)``: the Elf and Orc figures on the board (in id order)
    and the King's figure or None, as ``elf_chance`` reads them."""
    elves, orcs, king = [], [], None
    for f in state.figures.values():
        if f.hex is None:
            continue
        if f.side == "elf":
            elves.append(f)
        elif f.side == "orc":
            orcs.append(f)
        else:
            king = f
    return elves, orcs, king


def fixed_terms(state, elves: list, orcs: list, king) -> tuple:
    """The parts of ``elf_chance`` that do not depend on where the figures stand
    (the fight, life, force, time, cards), for the figures of ``census``:
    ``(start, wounds, king_dies, life, force, time, cards, orc_cards)``, each
    term worked out exactly as ``elf_chance`` adds it. Moving a figure on the
    board leaves them as they are (``shortlist`` screens moves with them)."""
    start = max(1, state.elves_at_start)
    scenario = state.scenario
    # an open fight: its chance to succeed, and what success would do
    wounds = {f.seat: float(state.wounds.get(f.seat, 0)) for f in elves}
    lost_orcs, king_dies = 0.0, 0.0
    combat = state.combat
    if state.sequence is not None and combat is not None:
        chance = fight_chance(state)
        target = state.figures.get(combat.get("target_fig"))
        if target is not None and target.hex is not None:
            if target.side == "elf":
                if state.wounded_turn.get(target.seat) != state.turn:
                    wounds[target.seat] += chance
            elif target.side == "king":
                king_dies = chance
            else:
                attacker = state.figures.get(combat.get("attacker_fig"))
                extra = 0.0
                if attacker is not None and attacker.side == "elf":
                    rule = load_roles()[state.elf_roles[attacker.seat]].extra_kill
                    extra = 0.0 if rule == "none" else 0.5
                lost_orcs = chance * (1 + extra)
    life = 0.0
    for f in elves:
        line = _line(state, f.seat)
        life += max(0.0, line - wounds[f.seat]) / line
    escaping = any(t.name == "escape" for t in scenario.elves_win)
    gone = sum(1 for s in state.out.values() if s == "escaped") if escaping else 0
    life += gone
    hidden = sum(t["number"] for t in state.tokens if t["hex"] is not None)
    force = len(orcs) - lost_orcs + 0.5 * hidden + (1.5 if king is not None else 0.0)
    time = [W_TIME * spent * spent for term in scenario.orc_wins
            if term.name == "elves-fail-by-round"
            for spent in (min(1.0, (state.round - 1) / term.get("rounds")),)]
    cards = None
    if elves:
        share = 1.5 * gone    # an Elf out of the map needs no reserves any more
        all_cards = state.cards
        for f in elves:
            player = state.players[f.seat]
            pool = player.pool
            scores = _scores(state, pool.hero)
            defs = state.card_defs(f.seat)
            free = 0
            for a in ATTRIBUTES:
                spent = sum(defs[all_cards[u].cid].cost for u in pool.stacks[a])
                free += max(0, scores[a] - spent)
            share += free / (sum(scores.values()) or 1) + 0.5 * len(player.hand) / 7
        cards = W_ELF_CARDS * share / start
    return (start, wounds, king_dies, W_LIFE * (life / start - 0.5),
            W_FORCE * (force / (ORCS_PER_ELF * start) - 1), time, cards,
            W_ORC_CARDS * len(state.players[ORC].hand) / 7)


def elf_chance(state, figures: tuple | None = None, fixed: tuple | None = None,
               goal: float | None = None) -> float:
    """The Elves' estimated chance to win, in [0, 1] (see the module docstring).

    ``figures`` (``census(state)``) and ``fixed`` (``fixed_terms`` of them) may
    be given when the caller already has them (the same figures, moved on the
    board or not); the answer is the same to the last bit. So may ``goal``
    (``_goal(state, elves, king)``), which only the Elves and the King's
    places change: ``shortlist`` screens an Orc's moves with one."""
    if state.is_over():
        return 1.0 if ORC not in state.winner_seats and state.winner_seats else 0.0
    elves, orcs, king = census(state) if figures is None else figures
    if fixed is None:
        fixed = fixed_terms(state, elves, orcs, king)
    start, wounds, king_dies, life, force, time, cards, orc_cards = fixed
    scenario = state.scenario
    x = 0.0
    x += W_GOAL * ((_goal(state, elves, king) if goal is None else goal) - 0.5)
    x += life
    # Orc force, danger and hunt
    x -= force
    hunters = [f.hex for f in orcs]
    if king is not None:
        hunters.append(king.hex)
    if elves and hunters:
        danger = 0.0
        nearest = None
        for f in elves:
            dist = distances(state, "orc", (f.hex,))
            ds = [dist.get(h, FAR) for h in hunters]
            nearest = ds if nearest is None else list(map(min, nearest, ds))
            threat = sum(map(_THREAT.__getitem__, ds))
            left = max(0.5, _line(state, f.seat) - wounds[f.seat])
            danger += min(3.0, threat) / left
        x -= W_DANGER * danger / start
        x -= W_HUNT * sum(map(_HUNT.__getitem__, nearest)) / len(hunters)
    # time and the King's own way out, in the order of the scenario's terms
    times = iter(time)
    for term in scenario.orc_wins:
        if term.name == "elves-fail-by-round":
            x -= next(times)
        elif term.name == "king-escapes" and king is not None:
            exits = state.board.marked("escape")
            dist, span = distances(state, "orc", exits), _span(state, "orc", exits)
            x -= W_KING_ESCAPE * (1 - min(dist.get(king.hex, FAR), span) / span) ** 2
    # fighting reserves
    if cards is not None:
        x += cards
    x -= orc_cards
    p = _sigmoid(x)
    if king_dies and any(t.name == "kill-king" for t in scenario.elves_win):
        p = king_dies + (1 - king_dies) * p
    return p


def evaluate(state, seat: int, figures: tuple | None = None,
             fixed: tuple | None = None, goal: float | None = None) -> float:
    """Estimated chance in [0, 1] that ``seat`` wins, from a FULL Orc Wars state.

    ``state``: an ``OrcWarsState`` (hands, token numbers and treasures are
    read, so give it a determinized state when deciding for a seat);
    ``seat``: 0 for the Orc, 1..3 for an Elf (the Elves win together).
    Finished games give 1.0 to a winner, 0.0 to the others. ``figures``,
    ``fixed``, ``goal``: see ``elf_chance``.
    """
    p = elf_chance(state, figures, fixed, goal)
    return 1.0 - p if seat == ORC else p


def evaluate_all(state) -> list[float]:
    """``[evaluate(state, seat) for every seat]``, computed once."""
    p = elf_chance(state)
    return [1.0 - p] + [p] * (state.num_players - 1)
