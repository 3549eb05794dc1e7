"""The Pack of Heroes game-over dialog: the usual keys plus ``r``, the reverse match.

Rulebook, "Game End": the players may play again at once with the teams
swapped. ``r`` closes the dialog with "reverse"; the screen then starts that
game (``start_reverse_match``) with the engine's ``reverse_match_options``,
the same seats (people and AI levels) and a new seed.
"""
from __future__ import annotations

from textual.binding import Binding

from engine.pack_of_heroes.game import reverse_match_options
from tui.screens import GameOverScreen
from tui.session import GameSession, SessionError


class PackGameOverScreen(GameOverScreen):
    """The game-over dialog with ``r``: reverse match (teams swapped)."""

    BINDINGS = [Binding("r", "choose('reverse')", "Reverse match", key_display="r"),
                Binding("escape", "choose('board')", "See the grid", key_display="esc")]
    MORE_KEYS = "r: reverse match (teams swapped)"
    BOARD_WORD = "grid"


def start_reverse_match(app, session: GameSession) -> GameSession | None:
    """Start the reverse match of the finished game in ``session`` on ``app``.

    The new game has ``reverse_match_options(state)`` (set teams swapped; a
    drafted game's teams and weapons swapped as drafted, without a new draft), the same seat kinds and bots, a new seed, and
    autosaves in the same folder. Returns the new session, or None after
    telling the player why it could not start (a one-line notice).
    """
    state = session.state
    seats = [{"kind": s.get("kind", "human"), "bot": s.get("bot")} for s in session.seats]
    folder = session.path.parent if session.path is not None else None
    try:
        new = GameSession.new(session.game_id, state.num_players, None,
                              reverse_match_options(state), folder, seats=seats)
    except SessionError as exc:
        app.notify(f"No reverse match: {exc}", severity="error", markup=False)
        return None
    app.start_session(new)
    return new
