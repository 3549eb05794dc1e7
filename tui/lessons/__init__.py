"""Guided first games (issue 44): lesson scripts and the runner that follows them.

No Textual here and no game logic: a script (``tui/games/<pkg>/lesson.toml``)
names the engine lesson to deal, and for each step the words to show, the
keys to highlight, the actions it allows (matched by kind, card ids and label
words) and the events or phase it waits for. ``script.py`` reads and checks a
script; ``runner.py`` follows one while a game is played.
"""
