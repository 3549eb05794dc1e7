"""Heuristic for HeroCard Orc Wars (``orc-wars``; orc-wars.txt and docs/orc-wars.md).

``evaluate(state, seat)`` estimates the Elves' chance to win from a FULL
state (one logistic score) and gives the Orc seat the complement; its terms
(goal, life, Orc force, danger, hunt, time, cards, fight) are described in
``orc_wars_eval``, which holds it.

``Heuristic`` plays by rules of thumb where the choice is routine (set-up,
Discard, Draw, Clear, the Squad Phase, placing Orcs, the Orc's next Action
Phase; described in ``orc_wars_rules``, which holds them). Everything else
(moves, attacks, blocks, treasures, answers in a fight) is one step of
lookahead: each candidate is applied to a clone of the window's determinization and scored by
``evaluate``. Moves are screened first by scoring the figure on its new
space in place, and only the best few are played out for real.
For ISMCTS: ``candidates`` (the rule-of-thumb choice alone, else that
shortlist), ``rollout`` (a cheap playout policy) and ``evaluate_all``.

This is the module the heuristic registry loads for ``orc-wars``; it also
re-exports the names of ``orc_wars_eval`` and ``orc_wars_rules`` that other
code and tests use.
"""
from __future__ import annotations


from ...core import Action
from ...orc_wars import turns
from ...orc_wars.kinds import choose_by_kind
from .common import DeterminizingHeuristic
from .orc_wars_eval import (  # noqa: F401  (re-exported: orc_wars is the public module)
    FAR, HIT_RATE, NEAR, ORC, ORCS_PER_ELF, REACH, W_DANGER, W_ELF_CARDS, W_FORCE, W_GOAL,
    W_HUNT, W_KING_ESCAPE, W_LIFE, W_ORC_CARDS, W_TIME, _goal, _line, _potential, _sigmoid,
    _value, census, distances, elf_chance, evaluate, evaluate_all, fight_chance, fixed_terms)
from .orc_wars_rules import (  # noqa: F401  (re-exported: orc_wars is the public module)
    ORC_KEEPS, _by_arg, _choose_pool, _elf_hexes, _fresh_clan, _goal_hexes, _kind_for, _nearest,
    _orc_discard, _placement, _rating, _rule_choice, _squad_choice, _token_choice, _worst)

MOVES_KEPT = 4        # moves played out for real after the in-place screening
SKIPPED = frozenset({"move", "refresh", "deploy", "drop"})   # never on a shortlist but moves
PLAYOUT_DEPTH = 8     # ISMCTS playout actions before ``evaluate``
# ISMCTS may keep a node's candidates (``engine.ai.ismcts.Scorer.reuse``): the move
# screening ranks moves by terms a determinization does not re-deal (hidden cards and
# token numbers shift every move's score alike, and the logistic keeps the order), and
# the rules of thumb mostly read what the legal actions show; where they could differ
# (an opponent's duplicate cards), the first determinization's answer stands
REUSE_CANDIDATES = True


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
        # a move changes only where one figure stands: the figures on the board
        # and the terms that do not look at places are worked out once
        figures = census(state)
        fixed = fixed_terms(state, *figures)
        # an Orc (not the King) on the move leaves the Elves' goal as it is
        goal = _goal(state, figures[0], figures[2])
        screened = []
        for index, action in enumerate(moves):
            f = state.figures[action.arg("fig")]
            old, f.hex = f.hex, tuple(action.arg("to"))
            screened.append((evaluate(state, seat, figures, fixed,
                                      goal if f.side == "orc" else None), -index, action))
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


class Heuristic(DeterminizingHeuristic):
    """Easy Orc Wars bot, for the Orc and for the Elves (see the module docstring).

    ``seed``: reproducible choices (it only seeds the determinization).
    Each decision determinizes the window once (so it sees only what its seat
    may see), takes a rule-of-thumb choice where one applies, else the best
    ``lookahead``. ``stats``: ``choices``, and ``score`` after a lookahead.
    """

    def decide(self, state, seat: int, actions: list[Action]) -> Action:
        """A rule-of-thumb choice where one applies, else the best ``lookahead``."""
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


def rollout_sample(state, rng) -> Action | None:
    """``rollout``'s choice without the whole legal list, where it can be had so.

    In the Discard and Draw Phases it is the fixed answer (stop discarding,
    draw the most); in the Action Phase (nothing pending, placed or asked)
    the kind is drawn first and only its actions are listed (``engine.orc_wars.kinds``): the
    same action ``rollout(state, state.legal_actions(), rng)`` gives, with
    the same draws from ``rng``. None (``rng`` untouched) elsewhere: the
    caller lists the actions and asks ``rollout``.
    """
    if state.placing is None and not state.pending and state.ask is None:
        # ``rollout``'s fixed answers: stop discarding, draw the most
        if state.phase == "discard":
            return turns.END_DISCARD
        if state.phase == "draw":
            return turns.draw_action(turns.max_draw(state, state.active))
    group = choose_by_kind(state, lambda kinds: kinds[rng.randrange(len(kinds))],
                           skip=("refresh",))
    if group is None:
        return None
    return group[rng.randrange(len(group))]
