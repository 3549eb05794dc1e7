"""``herotable saves list|show|verify|restore|export|import``: save files from the command line.

Everything printed here may come from a save or the command line, so each
line goes through ``saves.safe_text.shown`` (a character that is not
printable shows as ``?``) and nothing is read as Rich markup (issue 41). A
record (``saves export``) is printed as written: ``saves.record_text`` escapes
every character that is not printable in its JSON and turns them into spaces
in its comments."""
from __future__ import annotations

import argparse
import contextlib
import os
import sys
from datetime import datetime
from pathlib import Path

import saves
from saves.safe_text import shown

from .parser import CliError


def _say(line: str, err: bool = False) -> None:
    """Print one line with every character that is not printable shown as ``?``."""
    print(shown(line), file=sys.stderr if err else sys.stdout)


def _when(value) -> str:
    """"2026-01-02 10:24 UTC" from a datetime or an ISO string (UTC in saves)."""
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M")
    text = str(value or "")
    if len(text) >= 16 and text[10] == "T":
        return text[:16].replace("T", " ") + " UTC"
    return text


def _players(info) -> str:
    seats = getattr(info, "seats", None) or []
    names = [str(s.get("name", "?")) for s in seats if isinstance(s, dict)]
    return ", ".join(names) or str(getattr(info, "players", "") or "")


HEADERS = ("File", "Game", "Scenario", "Players", "Turn", "Last played", "State")
"""The columns of ``herotable saves list`` (the first line when not on a terminal)."""


def _state(info) -> str:
    """"finished" (with the winners, when known), "in play", or "" when the
    header holds no snapshot; a damaged file's row says "error: ..." instead."""
    over = getattr(info, "over", None)
    if over is None:
        return ""
    if not over:
        return "in play"
    seats = getattr(info, "seats", None) or []
    names = [str(seats[w].get("name", w + 1)) for w in getattr(info, "winners", []) or []
             if isinstance(w, int) and 0 <= w < len(seats) and isinstance(seats[w], dict)]
    return f"finished ({', '.join(names)} won)" if names else "finished"


def list_saves(folder: Path, ascii_only: bool) -> int:
    """Print the saves in ``folder``: a table on a terminal, plain lines otherwise."""
    try:
        infos = saves.list_saves(folder)
    except (saves.SaveError, OSError) as exc:
        raise CliError(str(exc)) from None
    rows = []
    for info in infos:
        if getattr(info, "error", None):
            backup = getattr(info, "backup", None)
            note = (f" (its backup reads: herotable saves restore {info.path})"
                    if backup else "")
            rows.append([Path(info.path).name, "-", "-", "-", "-", "-",
                         f"error: {info.error}{note}"])
        else:
            turn = getattr(info, "turn", None)
            rows.append([Path(info.path).name, str(info.game_id),
                         str(getattr(info, "scenario", None) or "-"), _players(info),
                         "" if turn is None else str(turn), _when(info.updated),
                         _state(info)])
    rows = [[shown(cell) for cell in row] for row in rows]   # a tab in a cell is a "?"
    if not sys.stdout.isatty():
        if rows:
            print("\t".join(HEADERS))
        for row in rows:
            print("\t".join(row))
        if not rows:
            _say(f"no saves in {folder}", err=True)
        return 0
    from rich import box
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text
    table = Table(title=Text(shown(f"Saves in {folder}")),   # Text: never read as markup
                  box=box.ASCII if ascii_only else box.ROUNDED)
    table.add_column("File", overflow="fold")
    for column in HEADERS[1:5]:
        table.add_column(column, min_width=len(column))
    table.add_column("Last played", no_wrap=True)
    table.add_column("State", overflow="fold", min_width=5, max_width=12)
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))
    Console().print(table if rows else Text(shown(f"No saves in {folder}.")))
    return 0


def _read(path: str, strict: bool = False):
    try:
        return saves.read(Path(path).expanduser(), strict=strict)
    except saves.SaveError as exc:
        raise CliError(str(exc).splitlines()[0] if str(exc) else "bad save file") from None
    except OSError as exc:
        raise CliError(f"{path}: {exc.strerror or exc}") from None


def show(path: str) -> int:
    """Print what a save holds, one fact a line."""
    import engine
    from engine.core.rules import rules_text
    saved = _read(path)
    state = saved.state
    view = state.view(None)
    seats = saved.seats or []
    names = [str(s.get("name", "?")) for s in seats] or [f"seat {i}" for i in
                                                         range(state.num_players)]
    _say(f"file: {Path(path)}")
    _say(f"game: {saved.game_id}")
    _say("players: " + ", ".join(f"{n} ({s.get('kind', 'human')})"
                                 for n, s in zip(names, seats or [{}] * len(names))))
    _say(f"seed: {state.seed}")
    _say(f"rules: {rules_text(state.game, state.options)}")
    _say(f"actions: {len(state.history)}")
    _say(f"created: {_when(saved.created)}, last played: {_when(saved.updated)}")
    _say(f"format: {saved.format_version}"
         + (" (upgraded on the next save)" if saved.format_version < saves.FORMAT else "")
         + (", checksum ok" if saved.checksum else ", no checksum")
         + (", sealed in this folder" if saved.sealed else ""))
    if view.get("turn") is not None:
        _say(f"turn: {view['turn']}, {view.get('phase', '')} phase")
    if state.is_over():
        winners = state.winners()
        _say("result: " + (" and ".join(names[w] for w in winners) + " won"
                           if winners else "draw"))
        for seat in range(state.num_players):
            score = state.seat_score(seat)      # a scored game (State.seat_score)
            if score is not None:
                title = state.score_title(seat)
                _say(f"score: {names[seat]} {score}" + (f" ({title})" if title else ""))
    else:
        _say(f"to act: {names[state.current_player]}")
    _say(f"state hash: {engine.state_hash(state)}")
    if saved.cleaned:
        _say(f"note: {saved.cleaned}")
    return 0


def verify(path: str) -> int:
    """Replay a save checking every action, then its hash; 0 when good, CliError otherwise."""
    saved = _read(path, strict=True)
    _say(f"ok: {path} ({saved.game_id}, {len(saved.state.history)} actions replayed, "
         f"state hash {saved.state_hash[:16]} matches)")
    return 0


def restore(path: str) -> int:
    """Put the good backup of a damaged save back in place (the damaged file is
    kept as ``.damaged``) and say how to resume it."""
    target = Path(path).expanduser()
    try:
        saves.restore_backup(target)
    except saves.SaveError as exc:
        raise CliError(str(exc).splitlines()[0] if str(exc) else "no good backup") from None
    except OSError as exc:
        raise CliError(f"{path}: {exc.strerror or exc}") from None
    _say(f"restored {target} from its backup (the damaged file is kept as "
         f"{target.name}.damaged); resume it with: herotable load {target}")
    return 0


def _write_new(target: Path, content: str) -> None:
    """Write ``content`` to a new file ``target``, never over an existing one: a
    temporary file in the same folder, then a hard link to the name (which
    fails when the name is taken)."""
    import tempfile
    temp = None
    try:
        fd, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(content)
            handle.flush()
            os.fsync(handle.fileno())
        os.link(temp, target)
    except FileExistsError:
        raise CliError(f"{target}: a file is already there; not overwritten") from None
    except OSError as exc:
        raise CliError(f"{target}: {exc.strerror or exc}") from None
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)


def _note_secret(path: str) -> None:
    """One line on stderr when a full record's seed would show a game in play's hands."""
    try:
        over = saves.info(Path(path).expanduser()).over
    except saves.SaveError:
        return
    if over is False:
        _say("note: this record holds the seed, so it shows every hand of a game still in "
             "play; --public shares only what every seat saw", err=True)


def export(path: str, public: bool, output: str | None) -> int:
    """Print (or write to ``output``, a new file) the game record of the save at
    ``path``; ``public``: only what every seat saw (docs/record-format.md). A
    full record of a game in play adds one note on stderr (it shows every hand)."""
    from saves import record
    target = None if output is None else Path(output).expanduser()
    if target is not None and os.path.lexists(target):
        raise CliError(f"{target}: a file is already there; not overwritten (choose "
                       f"another name)")
    try:
        content = record.export_save(Path(path).expanduser(), public=public)
    except saves.SaveError as exc:
        raise CliError(str(exc).splitlines()[0] if str(exc) else "bad save file") from None
    except OSError as exc:
        raise CliError(f"{path}: {exc.strerror or exc}") from None
    if target is None:
        sys.stdout.write(content)
    else:
        _write_new(target, content)
        _say(f"wrote {'the public record' if public else 'the record'} of {path} to {target}")
    if not public:
        _note_secret(path)
    return 0


def import_record(path: str, output: str | None, folder: Path) -> int:
    """Replay the record at ``path`` and write it as a new save (``output``, or a
    new name in ``folder``); say where, and how to resume it."""
    from saves import record
    try:
        if output is None:
            folder = Path(saves.save_dir(folder))
        made = record.import_record(Path(path).expanduser(), folder,
                                    None if output is None else Path(output).expanduser())
        saved = saves.read(made)
    except saves.SaveError as exc:
        raise CliError(str(exc).splitlines()[0] if str(exc) else "bad record") from None
    except OSError as exc:
        raise CliError(f"{path}: {exc.strerror or exc}") from None
    _say(f"imported {path} as {made} ({saved.game_id}, {saved.action_count} actions "
         f"replayed, state hash {saved.state_hash[:16]} matches); resume it with: "
         f"herotable load {made}")
    return 0


def saves_command(args: argparse.Namespace, folder: Path) -> int:
    """Dispatch ``herotable saves ...``."""
    what = getattr(args, "saves_command", None)
    if what == "list":
        return list_saves(folder, args.ascii)
    if what == "show":
        return show(args.path)
    if what == "verify":
        return verify(args.path)
    if what == "restore":
        return restore(args.path)
    if what == "export":
        return export(args.path, args.public, _output(args))
    if what == "import":
        return import_record(args.path, _output(args), folder)
    raise CliError("saves needs one of: list, show PATH, verify PATH, restore PATH, "
                   "export PATH, import FILE")


def _output(args: argparse.Namespace) -> str | None:
    """``-o``'s value; CliError for an empty one."""
    output = getattr(args, "output", None)
    if output is not None and not output.strip():
        raise CliError(f"saves {args.saves_command} -o needs a file name, not an empty one")
    return output
