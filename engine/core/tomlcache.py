"""Parsed content files kept between runs, the way Python keeps bytecode.

Parsing TOML is most of what loading content costs (the six Orc Wars
scenarios and the four heroes behind the new-game options take about 60 ms
of ``tomllib`` at every start). ``loads(text)`` is ``tomllib.loads`` that
keeps each parsed result in a cache folder, under the SHA-256 of the text
(and of this Python's version), so a file edited by hand is simply parsed
again: the cache can never give an old file's content. Nothing is cached
until ``configure`` names a folder: the engine alone, and so the test
suite, parses every time; the ``herotable`` command configures the user's
cache folder (``tui.cli``). Validation of the parsed data is the loaders'
job and runs on every load, cached or not.
"""
from __future__ import annotations

import hashlib
import marshal
import os
import sys
from pathlib import Path

#: Files kept at most; the oldest go first (a content author's edits add one each).
MAX_FILES = 400

_folder: Path | None = None
_SALT = f"herotable-toml-1 {sys.version}".encode()


def configure(folder: str | os.PathLike | None) -> None:
    """Keep parsed files in ``folder`` (made when first written), or, with
    None, keep nothing. Raises nothing: a folder that cannot be written only
    means every file is parsed."""
    global _folder
    _folder = Path(folder) if folder is not None else None


def loads(text: str) -> dict:
    """``tomllib.loads(text)``, from the cache when this exact text was parsed before.

    Raises what ``tomllib.loads`` raises (``tomllib.TOMLDecodeError``,
    ``RecursionError`` for absurd nesting); a damaged or unreadable cache
    file is ignored and parsed again. Results that ``marshal`` cannot keep
    (TOML dates and times) are not cached."""
    import tomllib   # here, not at the top: the title screen configures the cache, parses nothing
    if _folder is None:
        return tomllib.loads(text)
    key = hashlib.sha256(_SALT + text.encode("utf-8", "surrogatepass")).hexdigest()
    path = _folder / f"{key}.marshal"
    try:
        data = marshal.loads(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        data = None
    if isinstance(data, dict):
        return data
    data = tomllib.loads(text)
    _store(path, data)
    return data


def _store(path: Path, data: dict) -> None:
    try:
        raw = marshal.dumps(data)
    except ValueError:               # a date or time value: not kept
        return
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(raw)
        os.replace(tmp, path)        # readers see the whole file or none
        _prune(path.parent)
    except OSError:                  # read-only or full: parse next time too
        try:
            tmp.unlink()
        except OSError:
            pass


def _prune(folder: Path) -> None:
    files = list(folder.glob("*.marshal"))
    if len(files) <= MAX_FILES:
        return
    files.sort(key=lambda p: p.stat().st_mtime)
    for old in files[:len(files) - MAX_FILES]:
        old.unlink(missing_ok=True)
