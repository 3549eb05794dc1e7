"""Orc Wars combat on top of the HeroCard Attack Sequence.

Rulebook: "Resolving Attacks", "Playing Action Cards", "Squad Attributes",
"Multiple Squads", Glossary "Range". Only the two participants play cards.
Attacks need adjacency, except the Sorcerer's range. A successful attack on a
squad kills the targeted Orc (next to the attacker, or the Sorcerer's
target), and the Paladin or Sorcerer may kill one more; on an Elf it places a
wound (one per turn at most); on the Orc King it kills him.
"""
from __future__ import annotations

from .. import hexgrid
from ..core import Event
from ..herocard.cards import ATTRIBUTES, BASE_ATTACK, CardDef
from . import figures as fig
from .hexnames import hex_name
from .roles import load_roles
from .state import ORC, OrcWarsState


def figure_name(state: OrcWarsState, fid: int) -> str:
    """"the Orc King", "Ana (Paladin)" or "a White Tusk Brute at (4,7)"."""
    f = state.figures[fid]
    if f.side == "king":
        return "the Orc King"
    if f.side == "elf":
        return state.pool_name(state.players[f.seat].pool.key)
    return orc_name(state.board, f.clan, f.kind, f.hex)


def orc_name(board, clan: str, kind: str, hex_) -> str:
    """"a White Tusk Brute at (4,7)" (no place when ``hex_`` is None)."""
    where = f" at {hex_name(board, hex_)}" if hex_ else ""
    return f"a {fig.CLAN_NAMES[clan]} {fig.KIND_NAMES[kind]}{where}"


def clear_line(state: OrcWarsState, a, b) -> bool:
    """True when no tree or wall lies strictly between hexes ``a`` and ``b``."""
    for h in hexgrid.line(a, b)[1:-1]:
        space = state.board.hexes.get(h)
        if space is None or space.terrain in ("tree", "wall"):
            return False
    return True


def _reach(state: OrcWarsState, f: fig.Figure) -> int:
    return load_roles()[state.elf_roles[f.seat]].range if f.side == "elf" else 1


def in_range(state: OrcWarsState, attacker: fig.Figure, target: fig.Figure) -> bool:
    """Adjacent, or within the Sorcerer's range along a clear line."""
    (aq, ar), (tq, tr) = attacker.hex, target.hex
    dq, dr = aq - tq, ar - tr
    d = (abs(dq) + abs(dr) + abs(dq + dr)) // 2     # hexgrid.distance, inline: asked often
    if d == 1:
        return True
    return 1 < d <= _reach(state, attacker) and clear_line(state, attacker.hex, target.hex)


def _fighters(state: OrcWarsState, pool: int) -> list[fig.Figure]:
    clan = state.clan_of_pool(pool)
    if clan is not None:
        return state.members(clan)
    if pool == state.king_pool:
        king = state.king_figure()
        return [king] if king else []
    elf = state.elf_figure(state.pools[pool].owner)
    return [elf] if elf else []


def _enemies(state: OrcWarsState, f: fig.Figure) -> list[fig.Figure]:
    return state.enemies_of(f)


_RINGS: dict = {}  # hex -> its six neighbours (hexgrid.neighbours), made once each


def targets(state: OrcWarsState, pool: int, d: CardDef) -> list:
    """Base Attacks: [attacker figure, target figure] pairs in range (one per
    squad and target). Other targeted cards: pools with a figure in range."""
    pairs = attack_pairs(state, pool)
    return pairs if d.kind == BASE_ATTACK else pools_in_range(state, pairs)


def attack_pairs(state: OrcWarsState, pool: int) -> list:
    """``[attacker fid, target fid]`` for each enemy in range of ``pool``'s
    fighters, one per attacking squad (an Elf or the King alone) and enemy,
    in fighter then enemy order (Glossary "Range")."""
    fighters = _fighters(state, pool)
    if not fighters:
        return []
    # a pool's fighters are all on one side: one list of enemies serves them all
    enemies = _enemies(state, fighters[0])
    if fighters[0].side != "elf":
        return _adjacent_pairs(state, fighters, enemies)
    pairs, seen = [], set()
    for f in fighters:
        reach = _reach(state, f)
        fq, fr = f.hex
        for enemy in enemies:
            # in_range, inline
            eq, er = enemy.hex
            dq, dr = fq - eq, fr - er
            dist = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
            if dist != 1 and not (1 < dist <= reach and clear_line(state, f.hex, enemy.hex)):
                continue
            key = (f.fid, enemy.fid)
            if key not in seen:
                seen.add(key)
                pairs.append([f.fid, enemy.fid])
    return pairs


def _ring(h) -> tuple:
    """The six hexes around ``h`` (hexgrid.neighbours), made once per hex."""
    ring = _RINGS.get(h)
    if ring is None:
        ring = _RINGS[h] = tuple(hexgrid.neighbours(h))
    return ring


def _adjacent_pairs(state: OrcWarsState, fighters: list, enemies: list) -> list:
    """``attack_pairs`` for Orcs and the King, whose range is 1: each fighter
    looks up the enemies next to it (by the hexes around every enemy, each
    list in the order of ``enemies``) instead of measuring the distance to all."""
    around: dict = {}
    for e in enemies:
        for h in _ring(e.hex):
            got = around.get(h)
            if got is None:
                around[h] = [e]
            else:
                got.append(e)
    pairs, seen = [], set()
    for f in fighters:
        near = around.get(f.hex)
        if near is None:
            continue
        squad = (tuple(sorted(g.fid for g in state.squad_with(f.fid)))
                 if f.side == "orc" else f.fid)
        for enemy in near:
            key = (squad, enemy.fid)
            if key not in seen:
                seen.add(key)
                pairs.append([f.fid, enemy.fid])
    return pairs


def pools_in_range(state: OrcWarsState, pairs: list) -> list:
    """The pools of the targets in ``attack_pairs`` (each once, in order)."""
    pools = []
    for _, enemy_fid in pairs:
        p = state.pool_of_figure(enemy_fid)
        if p not in pools:
            pools.append(p)
    return pools


def _squad_for(state: OrcWarsState, pool: int) -> list[list[fig.Figure]]:
    """The squads that could be playing for clan ``pool`` now."""
    seq, clan = state.sequence, state.clan_of_pool(pool)
    if seq is not None and state.combat is not None:
        if pool == seq.attacker:
            return [state.squad_with(state.combat["attacker_fig"])]
        if pool == seq.defender:
            return [state.squad_with(state.combat["target_fig"])]
    return state.clan_squads(clan)


def squad_fits(state: OrcWarsState, pool: int, squad: list[fig.Figure],
               defs: list[CardDef], extra_spent: bool = True) -> bool:
    """Can ``squad`` of clan ``pool`` pay for ``defs`` (publisher's FAQ ruling,
    docs/orc-wars.md "Who pays")?

    Every card on the Clan card (face up or deployed, whichever squad played
    it) is spent for the whole clan, so for each attribute the squad has its
    own points (4 per matching figure) minus what the clan's stacks hold; the
    new cards must fit in that. ``extra_spent`` False: ``defs`` are already in
    the stacks (a deployed card being revealed), so only the stacks count.
    """
    for a in ATTRIBUTES:
        cost = sum(d.cost for d in defs if d.attribute == a)
        if cost and (cost if extra_spent else 0) + state.spent(pool, a) > fig.points(squad, a):
            return False
    return True


def squad_can_pay(state: OrcWarsState, pool: int, defs: list[CardDef]) -> bool:
    """A squad may only play what its own members can pay for, less what the
    clan already has on its Clan card (publisher's FAQ: cards on a Clan card
    count against every Squad of that Clan).

    In a fight the paying squad is the attacking or the targeted one; outside
    a fight some squad of the clan must be able to pay (a targeted card also
    needs that squad in range: ``attack_payable``).
    """
    clan = state.clan_of_pool(pool)
    if clan is None:
        return True
    return any(squad_fits(state, pool, squad, defs) for squad in _squad_for(state, pool))


def _reaching_squads(state: OrcWarsState, pool: int, target_pool: int) -> list[list[fig.Figure]]:
    """The squads of clan ``pool`` with a figure in range of a figure of ``target_pool``."""
    enemies = _fighters(state, target_pool)
    return [sq for sq in state.clan_squads(state.clan_of_pool(pool))
            if any(in_range(state, f, e) for f in sq for e in enemies)]


def attack_payable(state: OrcWarsState, action) -> bool:
    """Which squad pays for an Orc play at rest (rulebook "Squad Attributes",
    Glossary "Range"; publisher's FAQ for the clan's spent points).

    A play that opens an attack names the attacking figure: its squad alone
    must pay for every card of the play (squad 1 of the White Tusk example
    plays no X card, though the clan has a Shaman). A card aimed at an enemy
    outside a fight is played by a squad in range of that enemy, so one such
    squad must be able to pay (ruling, docs/orc-wars.md "Who pays").
    """
    target = action.arg("target")
    if action.kind not in ("play", "reveal") or target is None or state.current_player != ORC:
        return True
    cids = action.arg("cards") if action.kind == "play" else (action.arg("card"),)
    defs = [state.card_defs(ORC)[cid] for cid in cids]
    paid = action.kind == "play"
    if isinstance(target, tuple):
        attacker = state.figures[target[0]]
        if attacker.side != "orc":
            return True
        return squad_fits(state, state.pool_of_figure(attacker.fid),
                          state.squad_with(attacker.fid), defs, paid)
    pool = state.acting
    if pool is None or state.clan_of_pool(pool) is None:
        return True
    return any(squad_fits(state, pool, sq, defs, paid)
               for sq in _reaching_squads(state, pool, target))


def resolve(state: OrcWarsState, seq, attack: int, block: int, events: list[Event]) -> None:
    """Apply the result of a finished Attack Sequence (rulebook "Resolving Attacks")."""
    combat, state.combat = state.combat, None
    if combat is None:
        return
    target = state.figures[combat["target_fig"]]
    attacker = state.figures[combat["attacker_fig"]]
    name = figure_name(state, target.fid)
    if attack <= block or target.hex is None:
        events.append(Event("attack_blocked", f"The attack on {name} is blocked ({block} "
                            f"against {attack}).", state.pools[seq.defender].owner,
                            data={"attack": attack, "block": block}))
        return
    events.append(Event("attack_succeeds", f"The attack on {name} succeeds ({attack} against "
                        f"{block}).", state.pools[seq.attacker].owner,
                        data={"attack": attack, "block": block}))
    if target.side == "orc":
        extra = _extra_victim(state, attacker, target)
        kill_orc(state, target, events)
        if extra is not None:
            kill_orc(state, extra, events)
    elif target.side == "king":
        target.hex = None
        events.append(Event("king_killed", "The Orc King is slain!", ORC))
    else:
        wound(state, target.seat, events)
    victory.check(state, events)


def _extra_victim(state: OrcWarsState, attacker: fig.Figure, target: fig.Figure):
    """The Paladin's or Sorcerer's second kill: another Orc of the target's squad
    next to the Paladin (or next to the Sorcerer's target); the lowest id."""
    if attacker.side != "elf":
        return None
    rule = load_roles()[state.elf_roles[attacker.seat]].extra_kill
    centre = attacker.hex if rule == "adjacent-to-self" else target.hex
    if rule == "none":
        return None
    for g in sorted(fig.squad_of(state.figures, target.fid), key=lambda g: g.fid):
        if g.fid != target.fid and hexgrid.adjacent(g.hex, centre):
            return g
    return None


def kill_orc(state: OrcWarsState, f: fig.Figure, events: list[Event]) -> None:
    """Remove an Orc figure (its base goes back to the reserve). A clan left
    with no figure discards its Attribute Stacks (designed: it has no one left
    to clear them)."""
    events.append(Event("orc_killed", f"{figure_name(state, f.fid)} is killed.", ORC,
                        data={"fig": f.fid}))
    clan = f.clan
    f.hex = None
    if not fig.clan_figures(state.figures, clan):
        pool = state.pools[state.pool_of_clan[clan]]
        for uid in pool.in_play():
            state.to_discard(uid)


def wound(state: OrcWarsState, seat: int, events: list[Event]) -> None:
    """Place a wound (at most one per turn); a full wound line kills the Elf."""
    if state.wounded_turn.get(seat) == state.turn:
        events.append(Event("no_wound", f"{state.name(seat)} was already wounded this turn: "
                            "no wound.", seat))
        return
    state.wounded_turn[seat] = state.turn
    state.wounds[seat] += 1
    line = load_roles()[state.elf_roles[seat]].wound_line
    events.append(Event("wounded", f"{state.name(seat)} takes a wound ({state.wounds[seat]}/{line}).",
                        seat, data={"wounds": state.wounds[seat]}))
    if state.wounds[seat] >= line:
        elf = state.elf_figure(seat)
        events.append(Event("elf_killed", f"{state.name(seat)} is killed.", seat))
        victory.leave_map(state, elf, events, dead=True)


# last: victory.py imports this module
from . import victory  # noqa: E402
