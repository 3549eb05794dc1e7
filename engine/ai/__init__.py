"""Bots for every game (DESIGN.md "ai/"): they use only the engine contract.

    from engine.ai import make_bot, SeatWindow
    bot = make_bot("ismcts:1s", seed=7)          # or "random", "heuristic", "easy"...
    action = bot.choose(SeatWindow(state, state.current_player))

Bot specs (also what a save file stores for an AI seat):
``random``; ``heuristic`` (the game's own heuristic bot); ``ismcts`` (1 s),
``ismcts:3s``, ``ismcts:0.5s``, ``ismcts:2000it`` (an iteration budget),
``ismcts:2000it:5s`` (iterations capped by seconds), ``ismcts:2s/turn`` (a
whole turn's seconds, shared out among its decisions), and the TUI levels
``easy`` (heuristic), ``normal`` (ismcts:2s/turn), ``hard`` (ismcts:5s/turn).
Headless games: ``engine.ai.arena.play_game``. See docs/ai.md.
"""
from .base import Bot, SeatWindow
from .random_bot import RandomBot
from .registry import ACCEPTED, LEVELS, make_bot

__all__ = ["ACCEPTED", "Bot", "LEVELS", "RandomBot", "SeatWindow", "make_bot"]
