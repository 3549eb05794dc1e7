"""Headless games between bots: one game, one bot per seat, plain-data results.

``play_game`` is a pure function of its arguments (apart from the timings)
so ``herotable simulate`` can run it in a process pool.
"""
from __future__ import annotations

import time
from typing import Any

from ..core import load_game
from .base import SeatWindow
from .registry import make_bot

DEFAULT_MAX_ACTIONS = 20_000


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in the game seeded ``seed`` (a 31-bit whole number).

    Mixes both numbers (SplitMix64 finaliser) so neighbouring games and seats
    get unrelated bot seeds.
    """
    z = (int(seed) * 0x9E3779B97F4A7C15 + (int(seat) + 1) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
    return (z ^ (z >> 31)) & 0x7FFFFFFF


def play_game(game_id: str, players: int, seed: int, bot_specs: list[str] | tuple[str, ...],
              options: dict | None = None, max_actions: int = DEFAULT_MAX_ACTIONS) -> dict:
    """Play one seeded game headless, bot ``bot_specs[seat]`` at each seat.

    ``game_id``: an ``engine.GAMES`` id; ``players``: seat count; ``seed``: the
    game's seed (bot seeds come from ``bot_seed(seed, seat)``); ``options``:
    the game's options (e.g. ``{"scenario": "orc-camp"}``); ``max_actions``:
    the game stops unfinished after this many actions.

    Returns plain data (msgpack/pickle-friendly)::

        {"game_id", "players", "seed", "bots": [spec per seat],
         "winners": [seats] ([] for a draw or an unfinished game),
         "finished": bool, "actions": int,
         "decisions": [int per seat], "seconds": [float per seat],
         "max_seconds": [float per seat], "iterations": [int per seat]}

    plus ``"scores": [int or None per seat]`` for a finished game that has a
    score (``State.seat_score``: No Time For Heroes' solo mode).

    ``seconds`` is wall-clock decision time (``time.perf_counter``);
    ``iterations`` sums ISMCTS iterations (0 for other bots). Raises
    ``ValueError`` for a bad bot spec or a spec count different from
    ``players``, ``engine.UnknownGame`` / ``engine.BadOptions`` from the game.
    """
    if len(bot_specs) != players:
        raise ValueError(f"{players} players need {players} bot specs, not {len(bot_specs)}")
    bots = [make_bot(spec, bot_seed(seed, seat)) for seat, spec in enumerate(bot_specs)]
    state = load_game(game_id).new_game(players=players, seed=seed, options=options)
    decisions = [0] * players
    seconds = [0.0] * players
    max_seconds = [0.0] * players
    iterations = [0] * players
    actions = 0
    while not state.is_over() and actions < max_actions:
        seat = state.current_player
        window = SeatWindow(state, seat)
        start = time.perf_counter()
        action = bots[seat].choose(window)
        spent = time.perf_counter() - start
        state.apply(action)
        actions += 1
        decisions[seat] += 1
        seconds[seat] += spent
        max_seconds[seat] = max(max_seconds[seat], spent)
        iterations[seat] += int(bots[seat].stats.get("iterations", 0))
    finished = state.is_over()
    result: dict[str, Any] = {
        "game_id": game_id, "players": players, "seed": seed,
        "bots": [bot.spec for bot in bots],
        "winners": list(state.winners()) if finished else [],
        "finished": finished, "actions": actions, "decisions": decisions,
        "seconds": seconds, "max_seconds": max_seconds, "iterations": iterations,
    }
    scores = [state.seat_score(seat) for seat in range(players)] if finished else []
    if any(score is not None for score in scores):
        result["scores"] = scores      # a scored game (State.seat_score): the result
    return result
