"""Heuristic for the HeroCard duel (``herocard-duel``; orc-wars.txt, "HeroCard Core Rules").

``evaluate`` turns a full duel state into each hero's chance to win; the
``Heuristic`` bot plays rules of thumb outside the Action Phase and a
one-step lookahead scored by ``evaluate`` inside it. docs/ai.md explains
every term.
"""
from __future__ import annotations


from ...core import Action
from ...herocard.cards import (ATTACK_MOD, ATTRIBUTES, BASE_ATTACK, BASE_BLOCK, BLOCK_MOD,
                               EXCLUSIVE, FAST, VALUE_KINDS)
from ...herocard.plays import still_to_answer
from ...herocard.values import card_value, has_counting, side_total
from .common import DeterminizingHeuristic, sigmoid as _sigmoid

CLEARS = 3            # Core Rules, "Clearing": up to three cards a turn
GAMMA = 1.5           # sharpness of the "Victory Points still needed" contest
THREAT_WEIGHT = 0.45  # a likely successful attack next turn, in Victory Points
LATER = 0.8           # discount for an attack that must wait for the hero's next turn
MOD_SHARE = 0.6       # share of the attacker's unplayed mods that will still come
BLOCK_SHARE = 0.9     # share of the defender's unplayed blocks that will still come
HAND_WEIGHT = 0.06    # Victory Points per full hand (cards are options)
SURE, HOPELESS = 1.0, 0.0  # an attack no block can reach / one no mod can lift: counted
                          # as settled, like the pass that would settle it
PLAYOUT_DEPTH = 0     # ISMCTS scores new nodes with evaluate at once: measured stronger
                      # per iteration and per second than random playouts of 3-20 actions


def _free(state, pool: int) -> dict:
    """Free points per Attribute of ``pool`` now."""
    return {a: state.free(pool, a) for a in ATTRIBUTES}


def _free_after_clear(state, pool: int) -> dict:
    """Free points after the best three clears of the pool's next Clear Phase.

    Greedy: each clear takes the costliest top card not locked by a twist.
    """
    free = _free(state, pool)
    stacks = {a: list(state.pools[pool].stacks[a]) for a in ATTRIBUTES}
    for _ in range(CLEARS):
        best, best_cost = None, -1
        for a in ATTRIBUTES:
            if stacks[a]:
                card = state.cards[stacks[a][-1]]
                if card.twist and card.twist["mode"] == "lock":
                    continue
                cost = state.defn(card.uid).cost
                if cost > best_cost:
                    best, best_cost = a, cost
        if best is None:
            break
        stacks[best].pop()
        free[best] = min(state.score(pool, best), free[best] + best_cost)
    return free


def _greedy(state, uids: list, free: dict, exclusive_ok: bool = True) -> tuple[int, dict]:
    """Total value of the cards of ``uids`` affordable together, best value per point first.

    At most one Exclusive card is taken, none when ``exclusive_ok`` is False
    (Core Rules, "Action Type"). Returns ``(value, free points left)``;
    ``free`` is not changed.
    """
    left = dict(free)
    total = 0
    ranked = sorted(uids, key=lambda u: -card_value(state, u) / (state.defn(u).cost + 0.5))
    for uid in ranked:
        d = state.defn(uid)
        if d.action_type == EXCLUSIVE:
            if not exclusive_ok:
                continue
        if d.cost <= left[d.attribute]:
            left[d.attribute] -= d.cost
            total += card_value(state, uid)
            if d.action_type == EXCLUSIVE:
                exclusive_ok = False
    return total, left


def _by_kind(state, hand: list, fast_only: bool = False) -> dict:
    groups: dict = {k: [] for k in VALUE_KINDS}
    for uid in hand:
        d = state.defn(uid)
        if d.kind in groups and (not fast_only or d.action_type == FAST):
            groups[d.kind].append(uid)
    return groups


def attack_potential(state, seat: int, free: dict, exclusive_ok: bool = True) -> int:
    """The strongest Base Attack plus mods ``seat`` could pay for with ``free``.

    ``free``: Attribute -> free points; at most one Exclusive card among
    them (none when ``exclusive_ok`` is False). 0 without a Base Attack in hand.
    """
    groups = _by_kind(state, state.players[seat].hand)
    best = 0
    for uid in groups[BASE_ATTACK]:
        d = state.defn(uid)
        exclusive = d.action_type == EXCLUSIVE
        if d.cost > free[d.attribute] or (exclusive and not exclusive_ok):
            continue
        left = dict(free)
        left[d.attribute] -= d.cost
        mods, _ = _greedy(state, groups[ATTACK_MOD], left, exclusive_ok and not exclusive)
        best = max(best, card_value(state, uid) + mods)
    return best


def block_potential(state, seat: int, free: dict, has_base: bool = False) -> int:
    """Block value ``seat`` could add with ``free`` points on another's turn.

    Only Fast cards count (Restricted and Exclusive wait for one's own
    turn): Base Blocks, then Block Mods, which count only with a Base Block
    (one in hand, or ``has_base`` already in the sequence).
    """
    groups = _by_kind(state, state.players[seat].hand, fast_only=True)
    bases, left = _greedy(state, groups[BASE_BLOCK], free)
    if not has_base and bases == 0:
        return 0
    mods, _ = _greedy(state, groups[BLOCK_MOD], left)
    return bases + mods


def sequence_chance(state) -> float:
    """Chance that the open Attack Sequence succeeds (0 with none open).

    With what each side can still add from hand (the attacker's mods, the
    defender's Fast blocks, with their free points): 1 when even every
    block cannot reach the attack, 0 when even every mod cannot beat the
    block (special cards aside), else a logistic of the attack minus the block counting 60% of the
    mods still to come and 90% of the blocks. A side that is no longer to
    answer in the open window (``plays.still_to_answer``: it passed, and under
    rules revision 1 also the side that played last) adds nothing unless the
    other side plays again: a leading side then simply passes, so the
    sequence counts as settled for it.
    """
    seq = state.sequence
    if seq is None:
        return 0.0
    attacker, defender = state.pools[seq.attacker].owner, state.pools[seq.defender].owner
    attack, block = side_total(state, "attack"), side_total(state, "block")
    if not still_to_answer(state, seq.defender) and attack > block:
        return SURE           # the attacker leads and the defender cannot answer first
    if not still_to_answer(state, seq.attacker) and attack <= block:
        return HOPELESS       # the defender holds and the attacker cannot answer first
    mods = 0
    if has_counting(state, seq.attacker, BASE_ATTACK):
        groups = _by_kind(state, state.players[attacker].hand)
        exclusive_ok = not state.pools[seq.attacker].exclusive_used
        mods, _ = _greedy(state, groups[ATTACK_MOD], _free(state, seq.attacker), exclusive_ok)
    blocks = block_potential(state, defender, _free(state, seq.defender),
                             has_counting(state, seq.defender, BASE_BLOCK))
    if attack > block + blocks:
        return SURE
    if attack + mods <= block:
        return HOPELESS
    return _sigmoid((attack - block + MOD_SHARE * mods - BLOCK_SHARE * blocks) / 2.0)


def _threat(state, seat: int) -> float:
    """Chance-like score that ``seat``'s next attack beats its weakest opponent's blocks."""
    player = state.players[seat]
    pool = player.pool.key
    now = (state.active == seat and state.phase == "action" and state.sequence is None
           and player.base_attacks_left > 0 and player.vp_turn != state.turn)
    free = _free(state, pool) if now else _free_after_clear(state, pool)
    attack = attack_potential(state, seat, free, not (now and player.exclusive_used))
    if attack == 0:
        return 0.0
    block = min(block_potential(state, q, _free(state, state.players[q].pool.key))
                for q in state.opponents(seat))
    chance = _sigmoid((attack - block) / 2.5)
    return chance if now else LATER * chance


def evaluate(state, seat: int) -> float:
    """Estimated chance in [0, 1] that ``seat`` wins the duel in ``state`` (a FULL state).

    ``state``: a ``DuelState`` (hands of every hero are read, so give it a
    determinized state when deciding for a seat). Finished games give 1.0
    to a winner, 0.0 to the others. Otherwise each hero's *effective VP* is
    its Victory Points, plus the chance the open sequence scores for it,
    plus ``THREAT_WEIGHT`` times the threat of its next attack, plus a bit
    for hand size; each hero's strength is (VP still needed) ** -GAMMA and
    the chance is ``seat``'s share of the total (Core Rules, "Head-to-Head
    Duels": the first to the target wins).
    """
    return evaluate_all(state)[seat]


def evaluate_all(state) -> list[float]:
    """``[evaluate(state, seat) for every seat]``, computed once (what ISMCTS calls)."""
    if state.is_over():
        winners = state.winners()
        n = state.num_players
        if not winners:
            return [1.0 / n] * n
        return [1.0 if s in winners else 0.0 for s in range(n)]
    target = state.target_vp
    seq = state.sequence
    seq_owner, seq_chance = None, 0.0
    if seq is not None:
        seq_owner = state.pools[seq.attacker].owner
        if state.players[seq_owner].vp_turn != state.turn:
            seq_chance = sequence_chance(state)
    strengths = []
    for player in state.players:
        eff = player.vp + HAND_WEIGHT * len(player.hand) / 7
        eff += THREAT_WEIGHT * _threat(state, player.seat)
        if player.seat == seq_owner:
            eff += seq_chance
        need = max(0.15, target - eff)
        strengths.append(need ** -GAMMA)
    total = sum(strengths)
    return [x / total for x in strengths]


def rollout(state, actions: list[Action], rng) -> Action:
    """Cheap playout policy for ISMCTS: skip discarding, draw the most, clear
    what can be cleared, never refresh; otherwise a uniform choice."""
    phase = state.phase
    if phase == "discard":
        return actions[-1]                     # "end_discard" is listed last
    if phase in ("draw", "clear"):
        return actions[0]                      # the largest draw / the first clear
    choices = [a for a in actions if a.kind != "refresh"] or actions
    return choices[rng.randrange(len(choices))]


# ------------------------------------------------------------------ the bot

def _rating(state, uid: int) -> float:
    """How much a card in hand is worth keeping: value per (cost + 1) points, a card
    with effects 2 per (cost + 1), one with neither or dearer than its
    Attribute score 0."""
    d = state.defn(uid)
    owner = state.cards[uid].owner
    if d.cost > state.score(state.players[owner].pool.key, d.attribute):
        return 0.0
    if d.kind in VALUE_KINDS:
        return card_value(state, uid) / (d.cost + 1)
    return 2.0 / (d.cost + 1) if d.effects else 0.0


def _rule_choice(state, seat: int, actions: list[Action]) -> Action | None:
    """Rules of thumb for the Discard, Draw and Clear phases and for Refresh.

    Discard: the lowest-rated card while 6 or more are in hand. Draw: as many
    as allowed (the first action). Clear: the costliest top card, leaving a
    self-twisted (stance) card while another can be cleared. Refresh: when the
    hand holds neither a Base Attack nor a Base Block.
    """
    player = state.players[seat]
    kinds = {a.kind for a in actions}
    if state.phase == "discard" and "end_discard" in kinds:
        if len(player.hand) >= 6:
            worst = min(player.hand, key=lambda u: (_rating(state, u), state.cards[u].cid))
            cid = state.cards[worst].cid
            for action in actions:
                if action.kind == "discard" and action.arg("card") == cid:
                    return action
        return next(a for a in actions if a.kind == "end_discard")
    if state.phase == "draw":
        return actions[0]
    if state.phase == "clear" and "end_clear" in kinds:
        def key(action: Action):
            if action.kind != "clear":
                return (-1, 0)
            top = player.stacks[action.arg("attribute")][-1]
            twist = state.cards[top].twist
            stance = bool(twist and twist["mode"] == "stance")
            return (0 if stance else 1, state.defn(top).cost)
        return max(actions, key=key)
    if "refresh" in kinds:
        hand_kinds = {state.defn(u).kind for u in player.hand}
        if BASE_ATTACK not in hand_kinds and BASE_BLOCK not in hand_kinds:
            return next(a for a in actions if a.kind == "refresh")
    return None


def candidates(state, actions: list[Action]) -> list[Action]:
    """The actions worth searching (ISMCTS asks this of every node).

    Discard, Draw and Clear follow ``_rule_choice`` (one candidate), so the
    search spends its time on the Action Phase, Refresh and pending choices.
    """
    if state.phase in ("discard", "draw", "clear") and not state.pending:
        ruled = _rule_choice(state, state.active, actions)
        if ruled is not None:
            return [ruled]
    return actions


class Heuristic(DeterminizingHeuristic):
    """Easy duel bot: rules of thumb, then one step of lookahead scored by ``evaluate``.

    ``seed``: reproducible choices (it only picks the determinization).
    Each decision determinizes the window once; outside the Action Phase it
    follows ``_rule_choice``; otherwise it applies every legal action (but
    Refresh) to a clone and keeps the best ``evaluate`` for its seat, ties
    going to passing or ending the turn, then to the earlier action.
    ``stats``: ``choices``, ``score``.
    """

    def decide(self, state, seat: int, actions: list[Action]) -> Action:
        """Rules of thumb, else the best one-step lookahead (see the class docstring)."""
        ruled = _rule_choice(state, seat, actions)
        if ruled is not None:
            return ruled
        best, best_key = actions[0], None
        for index, action in enumerate(actions):
            if action.kind == "refresh":
                continue
            after = state.clone()
            after.apply(action)
            score = evaluate(after, seat)
            key = (round(score, 9), action.kind in ("pass", "end_turn"), -index)
            if best_key is None or key > best_key:
                best, best_key = action, key
        self.stats["score"] = best_key[0] if best_key else None
        return best
