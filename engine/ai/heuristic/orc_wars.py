"""Heuristic for HeroCard Orc Wars (``orc-wars``; orc-wars.txt and docs/orc-wars.md).

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

``Heuristic`` plays by rules of thumb where the choice is routine: Elves
start nearest their goal; the Orc puts its biggest squad tokens nearest the
Elves' goal, activates the token that brings most Orcs (or the one nearest
an Elf) unless a reinforcement brings more, fills fresh clans first (more
clans, more Action Phases), gives every clan a Brute first (the Orc deck
pays mostly Body), then a Shaman, a second Brute, then both in turn, each
as near an Elf as allowed, and runs its clans' Action Phases nearest-first;
everybody draws all it may, clears its costliest top cards; an Elf
discards its worst card from a hand of 6 or more, the Orc keeps at most 4
cards for his draw (Base Attacks always, then his two best Base Blocks,
Attack Mods, the rest; cards none of his pools can pay go first); keeps
its treasures, agrees to hand one over and refreshes only a hand with no
Base Attack and no Base Block. Everything else (moves, attacks, blocks,
treasures, answers in a fight) is one step of lookahead: each candidate is
applied to a clone of the window's determinization and scored by
``evaluate``. Moves are screened first by scoring the figure on its new
space in place, and only the best few are played out for real.
For ISMCTS: ``candidates`` (the rule-of-thumb choice alone, else that
shortlist), ``rollout`` (a cheap playout policy) and ``evaluate_all``.
"""
from __future__ import annotations

import math
import random
from collections import deque

from ... import hexgrid
from ...core import Action
from ...herocard.cards import ATTACK_MOD, ATTRIBUTES, BASE_ATTACK, BASE_BLOCK, BLOCK_MOD
from ...herocard.values import side_total
from ...orc_wars import figures as fig
from ...orc_wars.roles import load_roles
from ..base import Bot, SeatWindow

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
ORC_KEEPS = 4         # cards the Orc keeps at most after his Discard Phase
HIT_RATE = 0.6       # share of Orc turns that wound a chosen Elf
MOVES_KEPT = 4        # moves played out for real after the in-place screening
SKIPPED = frozenset({"move", "refresh", "deploy", "drop"})   # never on a shortlist but moves
PLAYOUT_DEPTH = 8     # ISMCTS playout actions before ``evaluate``

_NEIGHBOURS: dict = {}   # (scenario, side) -> {hex: [passable neighbours]}
_DIST: dict = {}         # (scenario, side, sources) -> {hex: steps}
_FAR_MAX: dict = {}      # (scenario, side, sources) -> largest finite distance
_LINES: dict = {}        # role id -> wound line
_SCORES: dict = {}       # hero id -> {attribute: score}
# threat of one Orc by its distance in steps to an Elf: next to it, in reach next turn, soon
# (lists long enough for any map: distances are at most a few dozen steps, FAR when unreachable)
_THREAT = [0.8, 0.8] + [0.5] * (REACH - 1) + [0.2] * (NEAR - REACH) + [0.0] * 400
_HUNT = [1 - d / 20 for d in range(20)] + [0.0] * 400


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


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
    still in hand (a tie fails: Core Rules, "Attacking")."""
    seq = state.sequence
    if seq is None:
        return 0.0
    attack, block = side_total(state, "attack"), side_total(state, "block")
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


def elf_chance(state) -> float:
    """The Elves' estimated chance to win, in [0, 1] (see the module docstring)."""
    if state.is_over():
        return 1.0 if ORC not in state.winner_seats and state.winner_seats else 0.0
    start = max(1, state.elves_at_start)
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
    x = 0.0
    x += W_GOAL * (_goal(state, elves, king) - 0.5)
    # life
    life = 0.0
    for f in elves:
        line = _line(state, f.seat)
        life += max(0.0, line - wounds[f.seat]) / line
    escaping = any(t.name == "escape" for t in scenario.elves_win)
    gone = sum(1 for s in state.out.values() if s == "escaped") if escaping else 0
    life += gone
    x += W_LIFE * (life / start - 0.5)
    # Orc force, danger and hunt
    hidden = sum(t["number"] for t in state.tokens if t["hex"] is not None)
    force = len(orcs) - lost_orcs + 0.5 * hidden + (1.5 if king is not None else 0.0)
    x -= W_FORCE * (force / (ORCS_PER_ELF * start) - 1)
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
    # time and the King's own way out
    for term in scenario.orc_wins:
        if term.name == "elves-fail-by-round":
            spent = min(1.0, (state.round - 1) / term.get("rounds"))
            x -= W_TIME * spent * spent
        elif term.name == "king-escapes" and king is not None:
            exits = state.board.marked("escape")
            dist, span = distances(state, "orc", exits), _span(state, "orc", exits)
            x -= W_KING_ESCAPE * (1 - min(dist.get(king.hex, FAR), span) / span) ** 2
    # fighting reserves
    if elves:
        share = 1.5 * gone    # an Elf out of the map needs no reserves any more
        cards = state.cards
        for f in elves:
            player = state.players[f.seat]
            pool = player.pool
            scores = _scores(state, pool.hero)
            defs = state.card_defs(f.seat)
            free = 0
            for a in ATTRIBUTES:
                spent = sum(defs[cards[u].cid].cost for u in pool.stacks[a])
                free += max(0, scores[a] - spent)
            share += free / (sum(scores.values()) or 1) + 0.5 * len(player.hand) / 7
        x += W_ELF_CARDS * share / start
    x -= W_ORC_CARDS * len(state.players[ORC].hand) / 7
    p = _sigmoid(x)
    if king_dies and any(t.name == "kill-king" for t in scenario.elves_win):
        p = king_dies + (1 - king_dies) * p
    return p


def evaluate(state, seat: int) -> float:
    """Estimated chance in [0, 1] that ``seat`` wins, from a FULL Orc Wars state.

    ``state``: an ``OrcWarsState`` (hands, token numbers and treasures are
    read, so give it a determinized state when deciding for a seat);
    ``seat``: 0 for the Orc, 1..3 for an Elf (the Elves win together).
    Finished games give 1.0 to a winner, 0.0 to the others.
    """
    p = elf_chance(state)
    return 1.0 - p if seat == ORC else p


def evaluate_all(state) -> list[float]:
    """``[evaluate(state, seat) for every seat]``, computed once."""
    p = elf_chance(state)
    return [1.0 - p] + [p] * (state.num_players - 1)


# ------------------------------------------------------------------ rules of thumb

def _rating(state, uid: int) -> float:
    """How much a card in hand is worth keeping: value per point (specials 1.0);
    0 for an Orc card no pool of the Orc can pay (no figure of that kind)."""
    d = state.defn(uid)
    card = state.cards[uid]
    if card.owner == ORC:
        pools = _orc_pools(state)
        if pools and max(state.score(p, d.attribute) for p in pools) < d.cost:
            return 0.0
    if d.value is not None:
        return _value(d) / (d.cost + 1)
    return 1.0


def _orc_pools(state) -> list[int]:
    pools = [state.pool_of_clan[c] for c in fig.active_clans(state.figures)]
    if state.king_pool is not None and state.king_figure() is not None:
        pools.append(state.king_pool)
    return pools


def _elf_hexes(state) -> tuple:
    return tuple(sorted(f.hex for f in state.figures.values()
                        if f.side == "elf" and f.hex is not None))


def _goal_hexes(state) -> tuple:
    """Where the Elves want to go: prisoner, King, unfound treasures, escape spaces."""
    spots = []
    names = {t.name for t in state.scenario.elves_win}
    if "rescue-prisoner" in names and state.prisoner.get("hex") is not None:
        spots.append(tuple(state.prisoner["hex"]))
    if "kill-king" in names and state.king_figure() is not None:
        spots.append(state.king_figure().hex)
    if "find-treasures" in names or not spots:
        spots += [t["hex"] for t in state.treasures if t["hex"] is not None and not t["found"]]
    if "escape" in names or not spots:
        spots += list(state.board.marked("escape"))
    if not spots:
        spots = list(state.board.marked("elf_start"))
    return tuple(sorted(set(spots)))


def _nearest(state, side: str, targets: tuple, h) -> int:
    if not targets:
        return FAR
    return distances(state, side, targets).get(tuple(h), FAR)


def _by_arg(actions: list, kind: str, **args) -> Action | None:
    for a in actions:
        if a.kind == kind and all(a.arg(k) == v for k, v in args.items()):
            return a
    return None


def _token_choice(state, actions: list) -> Action:
    """Set-up: the biggest token allowed, on the spot nearest the Elves' goal."""
    goal = _goal_hexes(state)
    return max(actions, key=lambda a: (a.arg("number"),
                                       -_nearest(state, "elf", goal, a.arg("hex"))))


def _fresh_clan(state, clans: list) -> str:
    """A clan with no figure on the board and all its bases, else the one with most bases."""
    reserve = fig.reserve(state.figures)["bases"]
    active = set(fig.active_clans(state.figures))
    return max(clans, key=lambda c: (c not in active, reserve[c], -fig.CLANS.index(c)))


def _kind_for(state, clan: str, kinds: set) -> str:
    """Every squad needs Body to attack and block (the Orc King's deck pays
    mostly Body) and some X for its mods: a Brute first, then a Shaman, a
    second Brute, then Shamans and Brutes in turn; Tacticians last."""
    members = fig.clan_figures(state.figures, clan) if clan else []
    brutes = sum(f.kind == "brute" for f in members)
    shamans = sum(f.kind == "shaman" for f in members)
    if brutes == 0 or (shamans >= 1 and brutes < 2) or (brutes >= 2 and shamans >= brutes):
        order = ("brute", "shaman", "tactician")
    else:
        order = ("shaman", "brute", "tactician")
    return next((k for k in order if k in kinds), next(iter(sorted(kinds))))


def _placement(state, actions: list) -> Action:
    """Placing Orcs: a fresh clan for a token; the right kind, nearest an Elf."""
    if actions[0].kind == "choose_clan":
        clan = _fresh_clan(state, [a.arg("clan") for a in actions])
        return _by_arg(actions, "choose_clan", clan=clan)
    places = [a for a in actions if a.kind == "place_orc"]
    if not places:
        return actions[0]
    elves = _elf_hexes(state)
    if state.placing["mode"] == "reinforce":
        # the smallest active clan: more clans on the board, more Action Phases
        clan = min({a.arg("clan") for a in places},
                   key=lambda c: (len(fig.clan_figures(state.figures, c)), fig.CLANS.index(c)))
        places = [a for a in places if a.arg("clan") == clan]
    clan = places[0].arg("clan")
    kind = _kind_for(state, clan, {a.arg("kind") for a in places})
    places = [a for a in places if a.arg("kind") == kind]
    return min(places, key=lambda a: (_nearest(state, "orc", elves, a.arg("hex")),
                                      a.arg("hex")))


def _squad_choice(state, actions: list) -> Action:
    """Activate the token bringing most Orcs (nearer an Elf first), unless a
    reinforcement brings more; never play a trick here."""
    from ...orc_wars.squad_phase import reinforcements
    activations = [a for a in actions if a.kind == "activate"]
    reinforce = _by_arg(actions, "reinforce")
    elves = _elf_hexes(state)
    if activations:
        def worth(a):
            token = state.tokens[a.arg("token")]
            return token["number"] * 2 - _nearest(state, "orc", elves, token["hex"]) / 3
        best_token = max(activations, key=worth).arg("token")
        number = state.tokens[best_token]["number"]
        if reinforce is None or number >= reinforcements(state) or not fig.active_clans(
                state.figures):
            mine = [a for a in activations if a.arg("token") == best_token]
            clan = _fresh_clan(state, [a.arg("clan") for a in mine])
            return _by_arg(mine, "activate", token=best_token, clan=clan)
    if reinforce is not None:
        return reinforce
    return _by_arg(actions, "skip_squad") or actions[0]


def _choose_pool(state, actions: list) -> Action:
    """The Orc's next Action Phase: the pool whose figures are nearest an Elf."""
    begins = [a for a in actions if a.kind == "begin_action"]
    refresh = _by_arg(actions, "refresh")
    if refresh is not None and not _has_base(state, ORC):
        return refresh
    if not begins:
        return _by_arg(actions, "end_turn") or actions[0]
    elves = _elf_hexes(state)

    def distance(a):
        pool = a.arg("pool")
        clan = state.clan_of_pool(pool)
        members = fig.clan_figures(state.figures, clan) if clan else [state.king_figure()]
        return min((_nearest(state, "orc", elves, f.hex) for f in members if f), default=FAR)
    return min(begins, key=distance)


def _has_base(state, seat: int) -> bool:
    kinds = {state.defn(u).kind for u in state.players[seat].hand}
    return BASE_ATTACK in kinds or BASE_BLOCK in kinds


def _worst(state, actions: list, kind: str) -> Action | None:
    hand = state.players[state.current_player].hand
    if state.pending:
        hand = state.players[state.pools[state.pending[0].target].owner].hand
    offered = {a.arg("card"): a for a in actions if a.kind == kind}
    ranked = sorted((u for u in hand if state.cards[u].cid in offered),
                    key=lambda u: (_rating(state, u), state.cards[u].cid))
    return offered[state.cards[ranked[0]].cid] if ranked else None


def _orc_keep(state, uid: int, blocks: list) -> float:
    """How much the Orc wants to keep a card: Base Attacks above all (one per
    clan a turn, and only 7 in the deck), then his two best Base Blocks,
    Attack Mods, the rest; nothing for a card none of his pools can pay."""
    d = state.defn(uid)
    if _rating(state, uid) == 0:
        return 0.0
    value = _value(d)
    if d.kind == BASE_ATTACK:
        return 100.0 + value
    if d.kind == BASE_BLOCK and uid in blocks[:2]:
        return 50.0 + value
    if d.kind == ATTACK_MOD:
        return 30.0 + value
    return 10.0 + value


def _orc_discard(state, actions: list) -> Action:
    """The Orc keeps 4 cards at most after discarding (room for a full draw),
    never a Base Attack: he fights with many clans from one hand."""
    hand = state.players[ORC].hand
    blocks = sorted((u for u in hand if state.defn(u).kind == BASE_BLOCK),
                    key=lambda u: -_value(state.defn(u)))
    ranked = sorted(hand, key=lambda u: (_orc_keep(state, u, blocks), state.cards[u].cid))
    if ranked and (len(hand) > ORC_KEEPS or _orc_keep(state, ranked[0], blocks) == 0) \
            and state.defn(ranked[0]).kind != BASE_ATTACK:
        found = _by_arg(actions, "discard", card=state.cards[ranked[0]].cid)
        if found is not None:
            return found
    return _by_arg(actions, "end_discard") or actions[-1]


def _rule_choice(state, seat: int, actions: list) -> Action | None:
    """The routine choices (see the module docstring); None: look ahead."""
    kinds = {a.kind for a in actions}
    if state.placing is not None:
        return _placement(state, actions)
    if kinds <= {"agree", "refuse"}:
        return _by_arg(actions, "agree") or actions[0]
    if kinds == {"choose_card"}:
        return _worst(state, actions, "choose_card")
    phase = state.phase
    if phase == "setup_tokens":
        return _token_choice(state, actions)
    if phase == "setup_elves":
        goal = _goal_hexes(state)
        return min(actions, key=lambda a: (_nearest(state, "elf", goal, a.arg("hex")),
                                           a.arg("hex")))
    if phase == "discard":
        hand = state.players[seat].hand
        if seat == ORC:
            return _orc_discard(state, actions)
        worst = _worst(state, actions, "discard")
        if worst is not None and len(hand) >= 6:
            return worst
        return _by_arg(actions, "end_discard") or actions[-1]
    if phase == "draw":
        return max(actions, key=lambda a: a.arg("count", 0))
    if phase == "clear":
        clears = [a for a in actions if a.kind == "clear"]
        if not clears:
            return actions[-1]

        def cost(a):
            top = state.pools[a.arg("pool")].stacks[a.arg("attribute")][-1]
            twist = state.cards[top].twist
            return (not (twist and twist["mode"] == "stance"), state.defn(top).cost)
        return max(clears, key=cost)
    if phase == "squad":
        return _squad_choice(state, actions)
    if phase == "choose":
        return _choose_pool(state, actions)
    if "refresh" in kinds and not _has_base(state, seat):
        return _by_arg(actions, "refresh")
    return None


# ------------------------------------------------------------------ the bot

def _score_after(state, action: Action, seat: int) -> float:
    after = state.clone()
    try:
        after._apply(action)    # the action is legal: it came from the window's list
    except Exception:           # never expected; such a candidate is simply not taken
        return -1.0
    return evaluate(after, seat)


def shortlist(state, seat: int, actions: list, moves_kept: int = MOVES_KEPT) -> list:
    """The actions worth trying for ``seat`` (a subset of ``actions``, in order).

    Everything but moves, Refresh, deploying and dropping a treasure; plus
    the ``moves_kept`` moves ``evaluate`` likes best when the moving figure is
    put on its destination in place (figures only: a token woken on the way
    is seen when the move is played out). All ``actions`` if nothing is left.
    """
    kept = {a for a in actions if a.kind not in SKIPPED}
    moves = [a for a in actions if a.kind == "move"]
    if moves:
        screened = []
        for index, action in enumerate(moves):
            f = state.figures[action.arg("fig")]
            old, f.hex = f.hex, tuple(action.arg("to"))
            screened.append((evaluate(state, seat), -index, action))
            f.hex = old
        screened.sort(reverse=True)
        kept.update(a for _, _, a in screened[:moves_kept])
    return [a for a in actions if a in kept] or list(actions)


def lookahead(state, seat: int, actions: list) -> tuple[Action, float]:
    """The action whose outcome ``evaluate`` likes best for ``seat`` (one step).

    ``state``: a FULL state (a determinization) where ``actions`` are legal.
    Each action of the ``shortlist`` is applied to a clone and scored; ties
    go to the earlier action. Returns ``(action, score)``.
    """
    best, best_score = None, -2.0
    for action in shortlist(state, seat, actions):
        score = round(_score_after(state, action, seat), 9)
        if score > best_score:
            best, best_score = action, score
    return best, best_score


def candidates(state, actions: list) -> list:
    """The actions worth searching now (what ISMCTS asks at every node): the
    rule-of-thumb choice alone where one applies (set-up, Discard, Draw,
    Clear, the Squad Phase, placing Orcs, the Orc's next Action Phase, forced
    discards, handing over a treasure), else the ``shortlist``."""
    seat = state.current_player
    if seat is None:
        return actions
    ruled = _rule_choice(state, seat, actions)
    if ruled is not None:
        return [ruled]
    return shortlist(state, seat, actions)


class Heuristic(Bot):
    """Easy Orc Wars bot, for the Orc and for the Elves (see the module docstring).

    ``seed``: reproducible choices (it only seeds the determinization).
    Each decision determinizes the window once (so it sees only what its seat
    may see), takes a rule-of-thumb choice where one applies, else the best
    ``lookahead``. ``stats``: ``choices``, and ``score`` after a lookahead.
    """

    spec = "heuristic"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self._rng = random.Random(self.seed)

    def choose(self, window: SeatWindow) -> Action:
        """One of ``window.legal_actions()``."""
        actions = window.legal_actions()
        self.stats = {"choices": len(actions)}
        if len(actions) == 1:
            return actions[0]
        state = window.determinize(self._rng.randrange(2 ** 31))
        seat = window.seat
        ruled = _rule_choice(state, seat, actions)
        if ruled is not None:
            return ruled
        best, score = lookahead(state, seat, actions)
        self.stats["score"] = score
        return best


def rollout(state, actions: list, rng) -> Action:
    """Cheap ISMCTS playout policy: skip discarding, draw the most, clear first,
    never refresh; otherwise a uniform kind of action, then a uniform one of it
    (so the many moves do not drown the attacks)."""
    phase = state.phase
    if state.placing is None and state.pending == [] and state.ask is None:
        if phase == "discard":
            return _by_arg(actions, "end_discard") or actions[-1]
        if phase in ("draw", "clear"):
            return actions[0]
    by_kind: dict = {}
    for a in actions:
        if a.kind != "refresh":
            by_kind.setdefault(a.kind, []).append(a)
    if not by_kind:
        return actions[rng.randrange(len(actions))]
    kinds = sorted(by_kind)
    group = by_kind[kinds[rng.randrange(len(kinds))]]
    return group[rng.randrange(len(group))]
