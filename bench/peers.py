"""Peers to measure our engine and search beside, in the same run (issue 46).

OpenSpiel (``pip install open_spiel``; a benchmark's extra, never a project
dependency) gives two yardsticks:

- ``dominoes_playouts``: random playouts of its pure-Python block dominoes
  (``python_block_dominoes``), actions per CPU second, the peer of our own
  random playouts (a Python game engine against a Python game engine);
- ``gin_rummy_ismcts``: its C++ ISMCTS on gin rummy (random rollouts, one
  determinization per iteration, as ours), iterations per CPU second.

``available()`` says whether OpenSpiel imports; the callers skip with one line
when it does not. Times are ``time.process_time``. Asserts nothing.
"""
from __future__ import annotations

import random
import time


def available() -> str | None:
    """None when OpenSpiel imports, else the line to print instead of its figures."""
    try:
        import pyspiel  # noqa: F401
        from open_spiel.python.games import block_dominoes  # noqa: F401
    except ImportError as err:
        return f"peers skipped: OpenSpiel is not installed ({err}); pip install open_spiel"
    return None


def dominoes_playouts(games: int) -> dict:
    """Random games of OpenSpiel's pure-Python block dominoes (chance nodes drawn by
    their odds): ``{"actions", "cpu", "actions/s"}`` (chance outcomes count as actions,
    as a deal is an action in ours)."""
    import pyspiel
    from open_spiel.python.games import block_dominoes  # noqa: F401  (registers the game)
    game = pyspiel.load_game("python_block_dominoes")
    actions = 0
    start = time.process_time()
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, weights)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
    cpu = time.process_time() - start
    return {"actions": actions, "cpu": cpu, "actions/s": actions / cpu if cpu else 0.0}


def gin_rummy_ismcts(decisions: int, simulations: int) -> dict:
    """OpenSpiel's C++ ISMCTS (UCT c 2, random rollouts, unlimited world samples) on
    ``decisions`` gin rummy positions met in random play, ``simulations`` iterations
    each: ``{"decisions", "iterations", "cpu", "it/s"}``."""
    import pyspiel
    game = pyspiel.load_game("gin_rummy")
    evaluator = pyspiel.RandomRolloutEvaluator(1, 7)
    rng = random.Random(7)
    positions = []
    while len(positions) < decisions:
        state = game.new_initial_state()
        while not state.is_terminal() and len(positions) < decisions:
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, weights)[0])
                continue
            if len(state.legal_actions()) >= 2 and rng.random() < 0.2:
                positions.append(state.clone())
            state.apply_action(rng.choice(state.legal_actions()))
    start = time.process_time()
    for i, state in enumerate(positions):
        bot = pyspiel.ISMCTSBot(i, evaluator, 2.0, simulations, -1,
                                pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT, False, False)
        bot.step(state)
    cpu = time.process_time() - start
    total = simulations * len(positions)
    return {"decisions": len(positions), "iterations": total, "cpu": cpu,
            "it/s": total / cpu if cpu else 0.0}
