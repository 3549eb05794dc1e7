"""herotable's Textual interface: the app, its screens and widgets, and the CLI.

The TUI draws ``state.view(seat)``, lists ``state.legal_actions()`` and calls
``state.apply(action)``; it holds no game rules of its own.
"""
