"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012, "SO-ISMCTS").

One tree for the deciding seat's information set. Each iteration:

1. *determinize*: ``window.determinize(seed_i)`` deals everything the seat
   cannot see at random, consistently with its view (seeds come from the
   bot's own seeded generator);
2. *select*: from the root, while every candidate action legal in this
   determinization already has a node, pick the child with the best UCB1
   score, where a child's exploration term uses its *availability* (how many
   times it was legal when its parent was visited), not the parent's visits.
   Candidates are the game's ``candidates(state, actions)`` (all legal
   actions without one); a position with a single candidate is played
   through without a node;
3. *expand*: add one untried candidate (chosen at random);
4. *playout*: at most ``depth`` further actions (the game's cheap
   ``rollout`` policy when its heuristic module has one, else uniform), then
   score every seat with the game's ``evaluate`` (exact 1/0 at the end of
   the game) -- playouts are truncated because whole games are slow;
5. *backpropagate*: each node on the path adds the reward of the seat who
   moved into it (so 3-4 player games work).

The answer is the most visited root candidate. Budgets: ``seconds`` and/or
``iterations``, whichever runs out first (``time.perf_counter``), or
``turn_seconds`` for a whole turn of the seat (shared out among its
decisions, see ``ISMCTSBot``); the search stops early once the most visited
action cannot be overtaken in what is left.
"""
from __future__ import annotations

import math
import random
import time
from ..core import Action, State
from .base import Bot, SeatWindow
from .heuristic import module_for

EXPLORATION = 0.7     # UCB1 constant for rewards in [0, 1]
DEPTH = 20            # playout actions before the evaluation, unless the game says
# per game, when its heuristic module has no PLAYOUT_DEPTH (Orc Wars actions are slow)
DEPTHS = {"orc-wars": 8}
CHECK_EVERY = 8       # iterations between budget checks for an early stop
TURN_SHARE = 0.5      # with a turn budget: the share of what is left that a decision gets
MIN_DECISION = 0.05   # ... but never less than this many seconds


def _setting(game_id: str, name: str, default):
    """A search setting of the game's heuristic module (``TURN_DECISIONS``,
    ``SEARCH_FLOOR``), else ``default``."""
    try:
        return getattr(module_for(game_id), name, default)
    except (ValueError, ImportError):
        return default


class Node:
    """One tree node: the action that led here and who took it, with statistics.

    ``mover``: the seat that chose ``action`` (None at the root); ``reward``:
    the sum of that seat's rewards over ``visits``; ``avail``: how many times
    ``action`` was legal when the parent was visited.
    """

    __slots__ = ("action", "mover", "children", "visits", "reward", "avail", "memo", "kept")

    def __init__(self, action: Action | None = None, mover: int | None = None):
        self.action = action
        self.mover = mover
        self.children: dict[Action, "Node"] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 0
        self.memo: dict | None = None   # (seat, legal actions) -> candidates (Scorer.reuse)
        # what ``_forced`` found here on a path where nothing was revealed to the
        # deciding seat: (its actions played through, its candidates), or False
        # where another seat decides or plays through (None: not yet met)
        self.kept: tuple | bool | None = None

    def ucb(self, c: float) -> float:
        """Mean reward plus ``c * sqrt(ln(avail) / visits)`` (visits > 0)."""
        return self.reward / self.visits + c * math.sqrt(math.log(max(1, self.avail)) / self.visits)


class Scorer:
    """What the search takes from the game's heuristic module.

    ``evaluate_all(state) -> [reward per seat]`` (the module's, or its
    ``evaluate`` per seat; 1/n each for a game without a module);
    ``rollout(state, actions, rng) -> action`` or None (uniform playouts);
    ``sample(state, rng) -> action or None``: the module's ``rollout_sample``,
    the same choice as ``rollout`` without the legal list where it can (None:
    list and ask ``rollout``), or None when the module has none;
    ``candidates(state, actions) -> actions`` (the moves worth searching;
    all of them when the module has none); ``depth``: playout length
    (``PLAYOUT_DEPTH`` of the module, else ``DEPTHS``, else ``DEPTH``);
    ``reuse``: the module's ``REUSE_CANDIDATES`` (``ISMCTSBot._forced``).
    """

    __slots__ = ("evaluate_all", "rollout", "sample", "candidates", "depth", "reuse",
                 "prior", "decide", "decide_any")

    def __init__(self, game_id: str):
        try:
            module = module_for(game_id)
        except (ValueError, ImportError):
            module = None
        self.rollout = getattr(module, "rollout", None)
        self.sample = getattr(module, "rollout_sample", None) if self.rollout else None
        self.candidates = getattr(module, "candidates", None) or (lambda state, actions: actions)
        self.depth = getattr(module, "PLAYOUT_DEPTH", DEPTHS.get(game_id, DEPTH))
        # REUSE_CANDIDATES: the module's candidates depend on the position only
        # through the seat and its legal actions, as far as the search can tell
        # (what differs between determinizations does not change them), so a
        # node may keep them instead of asking again every iteration.
        self.reuse = bool(getattr(module, "REUSE_CANDIDATES", False))
        # PRIOR_VISITS: the heuristic's own choice starts with this many visits
        # at the root, worth its evaluation (``ISMCTSBot._prior``), so a short
        # search plays as the heuristic does and a long one only leaves it for
        # a move it finds better; 0 (the default): no prior
        self.prior = int(getattr(module, "PRIOR_VISITS", 0) or 0)
        self.decide = getattr(module, "decide", None) if self.prior else None
        self.decide_any = getattr(module, "decide", None)
        if module is not None and hasattr(module, "evaluate_all"):
            self.evaluate_all = module.evaluate_all
        elif module is not None:
            evaluate = module.evaluate
            self.evaluate_all = lambda state: [evaluate(state, s)
                                               for s in range(state.num_players)]
        else:
            self.evaluate_all = lambda state: [1.0 / state.num_players] * state.num_players


def apply_legal(state, action: Action) -> None:
    """Apply ``action``, taken from ``state.legal_actions()`` just now, without checking again.

    The contract's ``apply`` looks the action up among the legal ones,
    which doubles the cost of a playout; a search that has just listed
    them can skip that. States that override ``apply`` get ``apply``.
    """
    if type(state).apply is State.apply:
        state._apply(action)
        state.history.append(action)
    else:
        state.apply(action)


#: a score worth half the reward of a win (``terminal_rewards`` of a scored game)
SCORE_HALF = 30.0


def score_reward(score: int) -> float:
    """A game's score (``State.seat_score``) as a reward in [0, 1): score / (score + SCORE_HALF)."""
    score = max(0, score)
    return score / (score + SCORE_HALF)


def terminal_rewards(state) -> list[float]:
    """A game with one seat and a score (``State.seat_score``: No Time For Heroes' solo
    mode): its score squashed by ``score_reward``, so a higher score is always
    better. Otherwise 1.0 for each winner, 0.0 for the others; 1/n each for a draw."""
    n = state.num_players
    if n == 1:
        score = state.seat_score(0)
        if score is not None:
            return [score_reward(score)]
    winners = state.winners()
    if not winners:
        return [1.0 / n] * n
    return [1.0 if s in winners else 0.0 for s in range(n)]


class ISMCTSBot(Bot):
    """Information-set MCTS with a time and/or iteration budget (see the module docstring).

    ``seed``: whole number, makes it reproducible (same seed and an
    iteration budget give the same choice for the same window);
    ``seconds``: wall-clock budget per decision (> 0) or None;
    ``iterations``: iteration budget (>= 1) or None; at least one must be
    given (``ValueError`` otherwise). ``depth``: playout length (None: the
    game's, see ``Scorer``); ``exploration``: the UCB1 constant.
    ``turn_seconds``: instead of ``seconds``, a budget for a whole turn of
    the seat (> 0): each decision that needs a search gets ``TURN_SHARE`` of
    what is left of it (at least ``MIN_DECISION`` seconds), so the first
    choices of a turn get the most; forced choices (one legal action, or one
    candidate) and early stops spend little or nothing of it. The time spent
    is kept in ``window.notes()`` per ``window.turn()``, so bots built afresh
    for each decision share one budget.
    ``stats`` after ``choose``: ``iterations``, ``seconds``, ``stopped_early``,
    ``visits`` (``[[action label, visits], ...]`` for the searched root
    actions), and with a turn budget ``budget`` (this decision's seconds) and
    ``turn_spent`` (the turn's seconds so far, this decision included).
    """

    def __init__(self, seed: int = 0, seconds: float | None = 1.0, iterations: int | None = None,
                 depth: int | None = None, exploration: float = EXPLORATION,
                 turn_seconds: float | None = None):
        super().__init__(seed)
        if turn_seconds is not None:
            if not turn_seconds > 0:
                raise ValueError("ismcts seconds per turn must be above 0")
            seconds = iterations = None
        elif seconds is None and iterations is None:
            raise ValueError("ismcts needs a time budget, an iteration budget or both")
        if seconds is not None and not seconds > 0:
            raise ValueError("ismcts seconds must be above 0")
        if iterations is not None and iterations < 1:
            raise ValueError("ismcts iterations must be at least 1")
        from .registry import ismcts_spec
        self.seconds = None if seconds is None else float(seconds)
        self.iterations = None if iterations is None else int(iterations)
        self.depth = None if depth is None else int(depth)
        self.exploration = float(exploration)
        self.turn_seconds = None if turn_seconds is None else float(turn_seconds)
        self.spec = ismcts_spec(self.seconds, self.iterations, self.turn_seconds)
        self._rng = random.Random(self.seed)
        self._scorers: dict[str, Scorer] = {}
        self._root_legal: list | None = None   # this decision's legal actions (``_iterate``)
        self._own: bool = False     # this decision may keep nodes' candidates (``_forced``)
        self._c = self.exploration  # this decision's UCB constant (``_choose``)

    def choose(self, window: SeatWindow) -> Action:
        """The most visited root action after the search (see the class docstring)."""
        if self.turn_seconds is None:
            return self._choose(window, self.seconds)
        notes = window.notes()
        turn = window.turn()
        if notes.get("turn") != turn or "turn_spent" not in notes:
            notes["turn"], notes["turn_spent"], notes["turn_searches"] = turn, 0.0, 0
        left = self.turn_seconds - notes["turn_spent"]
        expected = _setting(window.game_id, "TURN_DECISIONS", None)
        if expected:   # spread evenly over the decisions a turn of this game has
            share = 1.0 / max(2, int(expected) - notes.get("turn_searches", 0))
        else:
            share = TURN_SHARE
        budget = max(MIN_DECISION, share * left)
        try:
            return self._choose(window, budget)
        finally:
            notes["turn_spent"] += float(self.stats.get("seconds", 0.0))
            if self.stats.get("iterations"):
                notes["turn_searches"] = notes.get("turn_searches", 0) + 1
            self.stats["budget"] = budget
            self.stats["turn_spent"] = notes["turn_spent"]

    def _choose(self, window: SeatWindow, seconds: float | None) -> Action:
        start = time.perf_counter()
        self.stats = {}
        self.stopping = False
        actions = window.legal_actions()
        if len(actions) == 1:
            return self._done(start, actions[0], 0, False, [[actions[0].label, 0]])
        self._root_legal = list(actions)
        scorer = self._scorers.get(window.game_id)
        if scorer is None:
            scorer = self._scorers[window.game_id] = Scorer(window.game_id)
        depth = scorer.depth if self.depth is None else self.depth
        rng = random.Random(self._rng.randrange(2 ** 62))
        # a game may ask for its own UCB constant (``EXPLORATION`` in its heuristic
        # module) where its rewards differ little; an explicit one always wins
        self._c = self.exploration if self.exploration != EXPLORATION else \
            float(_setting(window.game_id, "EXPLORATION", EXPLORATION))
        first = window.determinize(rng.randrange(2 ** 31))
        self._own = scorer.reuse and hasattr(first, "reveal_marker")
        actions = scorer.candidates(first, actions)
        if len(actions) == 1:
            return self._done(start, actions[0], 0, False, [[actions[0].label, 0]])
        root = Node()
        if scorer.prior and scorer.decide is not None:
            self._prior(root, first, window.seat, actions, scorer)
        deadline = None if seconds is None else start + seconds
        done, early = 0, False
        deal = window.determinizer()
        while True:
            self._iterate(window, root, rng, scorer, depth, deal)
            done += 1
            if self.iterations is not None and done >= self.iterations:
                break
            now = time.perf_counter() if deadline is not None else 0.0
            if deadline is not None and now >= deadline:
                break
            if self.stopping:      # Bot.stop() from another thread
                break
            if done % CHECK_EVERY == 0 and self._decided(root, done, start, now, deadline):
                early = True
                break
        best = self._best(root, actions)
        floor = _setting(window.game_id, "SEARCH_FLOOR", 0)
        if floor and not early and done < floor and scorer.decide_any is not None:
            # too short a search to trust: the heuristic's own move (``easy``'s),
            # never worse than the level below
            best = scorer.decide_any(first, window.seat, list(first.legal_actions()), rng)
        visits = [[a.label, root.children[a].visits if a in root.children else 0]
                  for a in actions]
        return self._done(start, best, done, early, visits)

    @staticmethod
    def _prior(root: Node, state, seat: int, actions: list, scorer: Scorer) -> None:
        """Progressive bias toward the heuristic: its choice among ``actions`` (the
        root's candidates, in the determinization ``state``) starts with
        ``scorer.prior`` visits, each worth the heuristic's evaluation for
        ``seat`` after it (``evaluate_all``)."""
        choice = scorer.decide(state, seat, list(state.legal_actions()))
        if choice not in actions:
            return
        probe = state.clone()
        apply_legal(probe, choice)
        value = terminal_rewards(probe)[seat] if probe.is_over() \
            else scorer.evaluate_all(probe)[seat]
        node = root.children[choice] = Node(choice, seat)
        node.visits = node.avail = scorer.prior
        node.reward = value * scorer.prior

    def shares(self, chosen: Action) -> list[tuple[str, float]]:
        """The searched root actions as ``(label, share of the root visits)``, most
        visited first, ``chosen`` (the answer of the last ``choose``) first of all;
        a decision that needed no search gives ``chosen`` the whole share
        (``Bot.shares``; used by hints, never by ``choose``)."""
        visits = [(str(label), int(count)) for label, count in self.stats.get("visits") or []]
        total = sum(count for _, count in visits)
        if total <= 0:
            return [(chosen.label, 1.0)]
        order = sorted(range(len(visits)),
                       key=lambda i: (visits[i][0] != chosen.label, -visits[i][1], i))
        return [(visits[i][0], visits[i][1] / total) for i in order]

    def _done(self, start: float, action: Action, done: int, early: bool,
              visits: list) -> Action:
        self.stats = {"iterations": done, "seconds": time.perf_counter() - start,
                      "stopped_early": early, "visits": visits}
        return action

    # ----- one iteration ------------------------------------------------
    @staticmethod
    def _forced(state, scorer: Scorer, node: Node, known: list | None = None,
                own: tuple | None = None) -> tuple[list[Action], tuple | None]:
        """The candidates now, after playing through every position with only one.

        With ``scorer.reuse`` the candidates of each (seat, legal actions) met
        below ``node`` are worked out once and kept on the node: a game's
        candidates can be costly (Orc Wars scores every move), and the same
        node is visited in most iterations. ``known``: the legal actions of
        ``state`` now, when the caller has them (the root's are the window's:
        a determinization lists the deciding seat's legal actions exactly, as
        the conformance suite checks), so they are not listed again.

        ``own``: ``(seat, marker)`` while ``state.reveal_marker(seat)`` is
        still ``marker`` (nothing hidden or random came out since the root)
        and no other seat's action was played through without a node, else
        None. Then every determinization reaching ``node`` (by the same
        actions: the tree's path) gives the deciding ``seat`` the same legal
        actions (``tests/ai/test_ai_reveal_marker.py``), so where ``seat``
        decides the first visit keeps the actions it played through (the
        seat's own) and the candidates on the node (``node.kept``), and later
        visits replay them without listing: the same answer the memo would
        give, for less. Returns ``(candidates, own)``.
        """
        kept = None
        if own is not None:
            kept = node.kept
            if kept:
                # another seat's hidden hand may still give it a turn here (a
                # response it could not make elsewhere): the seat must be the
                # one to act at every step, else the rest goes the long way
                seat, marker = own
                played, found = kept
                for action in played:
                    if state.current_player != seat:
                        break
                    apply_legal(state, action)
                    if state.reveal_marker(seat) != marker:
                        break
                else:
                    if state.current_player == seat:
                        return found, own
                own = known = None     # (``known`` was the position before the replay)
        memo = None
        if scorer.reuse:
            memo = node.memo
            if memo is None:
                memo = node.memo = {}
        played = [] if own is not None and kept is None else None
        while not state.is_over():
            if known is not None:
                legal, known = known, None
            else:
                legal = state.legal_actions()
            if memo is None:
                legal = scorer.candidates(state, legal)
            else:
                key = (state.current_player, tuple(legal))
                found = memo.get(key)
                if found is None:
                    found = memo[key] = scorer.candidates(state, legal)
                legal = found
            if len(legal) != 1:
                if played is not None:
                    # another seat's candidates come from its hand: not kept
                    mine = own is not None and state.current_player == own[0]
                    node.kept = (played, legal) if mine else False
                return legal, own
            if own is not None and state.current_player != own[0]:
                own = None      # another seat's forced choice: in another deal a real one
            if played is not None and own is not None:
                played.append(legal[0])
            apply_legal(state, legal[0])
            if own is not None and state.reveal_marker(own[0]) != own[1]:
                own = None
        if played is not None:
            node.kept = False
        return [], own

    def _iterate(self, window: SeatWindow, root: Node, rng: random.Random,
                 scorer: Scorer, depth: int, deal=None) -> None:
        """One iteration from ``root``; ``deal``: ``window.determinizer()``."""
        seed = rng.randrange(2 ** 31)
        state = window.determinize(seed) if deal is None else deal(seed)
        node = root
        path = [root]
        c = self._c
        # the root's legal actions are the window's (with reused candidates the
        # answer is the same as listing them again: see ``_forced``)
        known = self._root_legal if scorer.reuse else None
        own = (window.seat, state.reveal_marker(window.seat)) if self._own else None
        while True:
            legal, own = self._forced(state, scorer, node, known, own)
            known = None
            if not legal:
                break
            mover = state.current_player
            untried = [a for a in legal if a not in node.children]
            if untried:
                for a in legal:
                    other = node.children.get(a)
                    if other is not None:
                        other.avail += 1
                action = untried[rng.randrange(len(untried))]
                child = node.children[action] = Node(action, mover)
                child.avail = 1
                apply_legal(state, action)
                path.append(child)
                break
            best, best_action, best_score = None, None, -1.0
            for a in legal:
                child = node.children[a]
                child.avail += 1
                score = child.ucb(c)
                if score > best_score:
                    best, best_action, best_score = child, a, score
            apply_legal(state, best_action)
            if own is not None and state.reveal_marker(own[0]) != own[1]:
                own = None
            node = best
            path.append(node)
        rewards = self._playout(state, rng, scorer, depth)
        for node in path:
            node.visits += 1
            if node.mover is not None:
                node.reward += rewards[node.mover]

    @staticmethod
    def _playout(state, rng: random.Random, scorer: Scorer, depth: int) -> list[float]:
        rollout, sample = scorer.rollout, scorer.sample
        for _ in range(depth):
            if state.is_over():
                break
            action = None if sample is None else sample(state, rng)
            if action is None:
                legal = state.legal_actions()
                if rollout is not None:
                    action = rollout(state, legal, rng)
                else:
                    action = legal[rng.randrange(len(legal))]
            apply_legal(state, action)
        if state.is_over():
            return terminal_rewards(state)
        return scorer.evaluate_all(state)

    # ----- the answer ---------------------------------------------------
    @staticmethod
    def _best(root: Node, actions: list[Action]) -> Action:
        """The most visited root action; ties go to the higher mean, then the earlier."""
        def key(item):
            index, action = item
            node = root.children.get(action)
            if node is None or node.visits == 0:
                return (0, 0.0, -index)
            return (node.visits, node.reward / node.visits, -index)
        return max(enumerate(actions), key=key)[1]

    def _decided(self, root: Node, done: int, start: float, now: float,
                 deadline: float | None) -> bool:
        """True when the leader's visit lead exceeds every iteration still in the budget."""
        left = math.inf
        if self.iterations is not None:
            left = self.iterations - done
        if deadline is not None:
            rate = done / max(1e-9, now - start)
            left = min(left, (deadline - now) * rate)
        visits = sorted((n.visits for n in root.children.values()), reverse=True) + [0, 0]
        return visits[0] - visits[1] > left
