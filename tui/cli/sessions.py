"""The games ``herotable new`` and ``herotable learn`` start (``tui.cli``): options
and AI seats read from the command line, checked before the terminal is."""
from __future__ import annotations

import argparse
from pathlib import Path

from .parser import CliError


def new_session(args: argparse.Namespace, folder: Path, ready=None):
    """A ``GameSession`` for ``herotable new`` (CliError on bad input).

    The options come from the flags and ``--option NAME=VALUE`` items, read
    against the game's ``option_specs`` (``tui/cli/options.py``). ``ready``:
    called once the arguments are checked, just before the game and its save
    file are made (``run`` passes :func:`require_terminal`)."""
    import engine
    from .options import OptionError, options_from, players_for, seat_range, split_items
    from ..session import GameSession, SessionError

    try:
        game = engine.load_game(args.game)
    except engine.EngineError as exc:
        raise CliError(str(exc)) from None
    flags = {"names": args.names, "heroes": args.heroes,
             "scenario": getattr(args, "scenario", None), "level": getattr(args, "level", None)}
    try:
        items = getattr(args, "option", None) or []
        texts = {k: v for k, v in flags.items() if k in ("names", "heroes") and v is not None}
        players = players_for(game, args.players, {**texts, **split_items(items)})
        if not game.min_players <= players <= game.max_players:
            raise CliError(f"--players must be {seat_range(game)} "
                           f"for {args.game}, not {players}")
        options = options_from(game, players, flags, items)
    except (OptionError, engine.BadOptions) as exc:
        raise CliError(str(exc)) from None
    seats = ai_seats(getattr(args, "ai", None), players)
    from ..session import check_names, check_seed
    try:   # every refusal of the input comes before ``ready`` (the terminal check)
        if args.seed is not None:
            check_seed(args.seed)
        check_names(game.validate_options(players, options).get("names") or [])
    except (SessionError, engine.BadOptions) as exc:
        raise CliError(str(exc)) from None
    if ready is not None:
        ready()
    try:
        session = GameSession.new(args.game, players, args.seed, options, folder, seats=seats,
                                  save_later=True,   # written once the first frame is drawn
                                  undo=not getattr(args, "no_undo", False))
    except SessionError as exc:
        raise CliError(str(exc)) from None
    if args.seed is not None:   # issue 40: the seed is every hand
        session.log.append(SEED_NOTE)
    return session


def learn_session(game_id: str | None, folder: Path, ready=None):
    """A ``GameSession`` for ``herotable learn [GAME]``: the game's lesson against the
    easy AI (``tui/lessons``). CliError (one line) for an unknown game or one
    without a lesson; ``ready`` is called once the input is checked."""
    import engine
    from ..lessons.tables import games_with_lessons, load_for, start_lesson
    from ..session import SessionError
    offered = games_with_lessons()
    if game_id is None:
        if not offered:
            raise CliError("no game has a lesson yet")
        game_id = offered[0]
    if game_id not in engine.GAMES:
        raise CliError(f"unknown game {game_id[:40]!r} (games: {', '.join(engine.GAMES)})")
    try:
        load_for(game_id)     # no lesson, or a faulty one: said before the terminal check
    except SessionError as exc:
        raise CliError(str(exc)) from None
    if ready is not None:
        ready()
    try:
        return start_lesson(game_id, folder)
    except SessionError as exc:
        raise CliError(str(exc)) from None


SEED_NOTE = ("This game's seed was given on the command line: anyone who knows it "
             "knows every hand and every deck order.")


def ai_seats(text: str | None, players: int) -> list[dict] | None:
    """``--ai SEATS`` as seat choices for ``GameSession.new`` (None: all human).

    ``text``: comma-separated seat numbers (1-based), each optionally with
    ``:LEVEL`` (easy, normal, hard, or any ``engine.ai`` bot spec such as
    ``random`` or ``ismcts:2s``; default normal), e.g. ``"2"`` or
    ``"1:hard,3:easy"``. Raises CliError for a seat out of range, a seat
    given twice or an unknown bot.
    """
    if text is None:
        return None
    from ..session import SessionError, check_bot
    seats: list[dict] = [{"kind": "human"} for _ in range(players)]
    for item in text.split(","):
        number, _, spec = item.strip().partition(":")
        if not number.strip().isdigit() or not 1 <= int(number) <= players:
            raise CliError(f"--ai: {item.strip()!r} is not a seat from 1 to {players}")
        seat = int(number) - 1
        if seats[seat]["kind"] == "ai":
            raise CliError(f"--ai: seat {seat + 1} is given twice")
        try:
            bot = check_bot(spec.strip() or "normal")
        except SessionError as exc:
            raise CliError(f"--ai: {exc}") from None
        seats[seat] = {"kind": "ai", "bot": bot}
    return seats


def campaign_ai_seats(text: str | None) -> dict[int, str]:
    """``herotable campaign --ai SEATS`` as ``{seat index: bot spec}`` (seat 0 the
    Orc), for the campaign's start form; ``{}`` for None.

    ``text``: as ``new --ai`` (``ai_seats``), seats 1 to 4 (the most a campaign
    has; a seat beyond a campaign's players is left out by its form). Raises
    CliError for a seat out of range, a seat given twice or an unknown bot.
    """
    seats = ai_seats(text, 4)
    return {n: s["bot"] for n, s in enumerate(seats or []) if s["kind"] == "ai"}


def game_and_players(game_id: str, players: int | None):
    """``(Game, player count)`` for a command's GAME and ``--players`` (None: the
    game's fewest); CliError for an unknown game or a count the game does not take."""
    import engine
    from .options import seat_range
    try:
        game = engine.load_game(game_id)
    except engine.EngineError as exc:
        raise CliError(str(exc)) from None
    players = game.first_players() if players is None else players
    if not game.min_players <= players <= game.max_players:
        raise CliError(f"--players must be {seat_range(game)} for {game_id}, not {players}")
    return game, players
