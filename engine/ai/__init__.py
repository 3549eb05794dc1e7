"""Bots for every game (DESIGN.md "ai/"): they use only the engine contract.

    from engine.ai import make_bot, SeatWindow
    bot = make_bot("ismcts:1s", seed=7)          # or "random", "heuristic", "easy"...
    action = bot.choose(SeatWindow(state, state.current_player))

Bot specs (also what a save file stores for an AI seat):
``random``; ``heuristic`` (the game's own heuristic bot); ``ismcts`` (1 s),
``ismcts:3s``, ``ismcts:0.5s``, ``ismcts:2000it`` (an iteration budget), and the
TUI levels ``easy`` (heuristic), ``normal`` (ismcts:1s), ``hard`` (ismcts:3s).
"""
from .base import Bot, SeatWindow

__all__ = ["Bot", "SeatWindow"]
