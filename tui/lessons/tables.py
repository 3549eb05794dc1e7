"""Lesson games at a table (issue 44): which games have a lesson, starting one,
and finding the step again when a lesson game is resumed.

A game has a lesson when its TUI package (``tui.games.PACKAGES``) holds a
``lesson.toml``. No Textual here: the screens call these.
"""
from __future__ import annotations

from importlib.util import find_spec
from pathlib import Path

LESSON_FILE = "lesson.toml"
OPPONENT = "easy"      # the AI level every other seat of a lesson plays


def script_path(game_id: str) -> Path | None:
    """The lesson script of ``game_id``, or None when the game has no lesson yet."""
    from ..games import PACKAGES
    name = PACKAGES.get(game_id)
    spec = find_spec(name) if name else None
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(list(spec.submodule_search_locations)[0]) / LESSON_FILE
    return path if path.is_file() else None


def games_with_lessons() -> list[str]:
    """The game ids that have a lesson, in ``engine.GAMES`` order."""
    import engine
    return [g for g in engine.GAMES if script_path(g) is not None]


def load_for(game_id: str):
    """The checked ``LessonScript`` of ``game_id``. Raises ``SessionError`` (one
    line) when the game has none or its script is faulty."""
    import engine
    from ..session import SessionError
    from .script import load_script
    path = script_path(game_id)
    if path is None:
        have = ", ".join(games_with_lessons()) or "none yet"
        raise SessionError(f"{game_id} has no lesson yet (lessons: {have})")
    try:
        return load_script(path)
    except engine.EngineError as exc:
        raise SessionError(str(exc)) from None


def start_lesson(game_id: str, folder: Path | None, seed: int | None = None):
    """A new ``GameSession`` dealing ``game_id``'s lesson: the learner's seat a
    person, every other seat the easy AI, the runner attached (``session.lesson``).
    Raises ``SessionError`` (one line) for a game without a lesson or a fault in
    its script or position."""
    from ..session import GameSession
    script = load_for(game_id)
    options = {"lesson": script.lesson, "names": list(script.names)}
    seats = [{"kind": "human"} if s == script.seat else {"kind": "ai", "bot": OPPONENT}
             for s in range(script.players)]
    session = GameSession.new(script.game, script.players, seed, options, folder,
                              seats=seats, save_later=True)
    attach(session, script)
    return session


def attach(session, script=None) -> None:
    """Give a session whose game was dealt with a lesson its runner, caught up with
    the actions already played (a resumed lesson). Nothing for other games."""
    from engine.core.lessons import lesson_of
    from .runner import LessonRunner
    state = session.state
    name = lesson_of(getattr(state, "options", None))
    if name is None:
        session.lesson = None
        return
    try:
        script = script or load_for(session.game_id)
    except Exception:      # a lesson this version cannot follow: play it as a game
        session.lesson = None
        return
    runner = LessonRunner(script)
    if state.history:
        runner.catch_up(state.game, state.seed, state.options, state.num_players,
                        list(state.history))
    session.lesson = runner
