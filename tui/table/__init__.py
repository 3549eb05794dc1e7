"""The table a screen plays at: what one seat may see and do, local or hosted.

A *table* is a game in progress as the screens see it (DESIGN.md, "The table
and its seats"). Screens read it only through a :class:`~tui.table.seat_state.SeatState`
(``screen.state``): a seat's ``view``, the legal actions of the seat that
decides, ``why_not``, who decides, the position, the game's static content.

- ``tui.session.GameSession`` is the **local table**: the engine state, the
  seats, the save lock and autosave (``seat_state`` gives its screens a
  ``LocalSeatState``);
- :mod:`tui.table.remote` is the **remote table**: a client of a host, the same
  surface filled from the host's messages;
- :mod:`tui.table.host` is the **host**: a local table served to joined
  terminals over :mod:`tui.table.protocol`, its AI seats played by
  :mod:`tui.table.ai_seats`.

Nothing in this package imports Textual (a host runs headless):
``tests/tui/table/test_table_purity.py`` checks it.
"""
