"""Guided first games (issue 44): the ``lesson`` option and lesson content files.

A lesson is a fixed, stacked position a game's ``new_game`` builds when its
options name one: ``options["lesson"] = "NAME"``. Like ``"rules"``
(``engine.core.rules``), the option is not among ``option_specs``, so no form
offers it and a game without it is exactly what it was: ``validate_options``
adds the key only when it was given, so the output, the replay and the state
hash of every game and save without a lesson are unchanged. A lesson game is
an ordinary game otherwise: it saves, replays, verifies and resumes.

The positions are engine content: ``engine/<game>/content/lessons.toml``,
one ``[[lesson]]`` table per lesson with at least ``id`` and ``title``; each
game checks its own fields on load (``LessonFile``) and raises one-line
``ContentError``s naming the file, the lesson and the field.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from . import tomlcache
from .errors import BadOptions, ContentError
from .tomlcheck import Checker

LESSON_OPTION = "lesson"


def split_lesson(options: Any, names: list[str]) -> tuple[str | None, Any]:
    """``(lesson name or None, options without "lesson")``.

    ``options``: the options map given to ``validate_options`` (None or
    anything that is not a map is passed on untouched); ``names``: the
    game's lesson ids. Raises ``BadOptions`` (one line) for a lesson the game
    does not have.
    """
    if not isinstance(options, dict) or LESSON_OPTION not in options:
        return None, options
    rest = dict(options)
    name = rest.pop(LESSON_OPTION)
    if not isinstance(name, str) or name not in names:
        known = ", ".join(names) or "none"
        raise BadOptions(f"unknown lesson {str(name)[:30]!r} (known: {known})")
    return name, rest


def lesson_of(options: Any) -> str | None:
    """The lesson a game's options name, or None for an ordinary game."""
    if isinstance(options, dict) and isinstance(options.get(LESSON_OPTION), str):
        return options[LESSON_OPTION]
    return None


class LessonFile:
    """One game's ``lessons.toml``, read and checked once.

    ``path``: the file; ``check(entry, ck) -> object``: the game's checker of
    one ``[[lesson]]`` table (``ck``: a ``Checker`` bound to the file; the
    ``id`` and ``title`` fields are already checked and must be kept).
    ``lessons()`` returns ``{id: checked object}`` in file order and raises
    ``ContentError`` (one line) for any fault, a missing file included.
    """

    def __init__(self, path: Path, check: Callable[[dict, Checker], Any]):
        self.path = Path(path)
        self.check = check
        self._lessons: dict | None = None

    def lessons(self) -> dict:
        """``{lesson id: the game's checked lesson}``, read on first use."""
        if self._lessons is None:
            self._lessons = self._read()
        return self._lessons

    def titles(self) -> dict[str, str]:
        """``{lesson id: title}`` in file order."""
        return {key: getattr(value, "title", key) for key, value in self.lessons().items()}

    def _read(self) -> dict:
        name = f"{self.path.parent.parent.name}/content/{self.path.name}"
        ck = Checker(name)
        try:
            text = self.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ContentError(name, "-", "-", f"cannot be read ({exc})") from None
        try:
            data = tomlcache.loads(text)
        except ValueError as exc:
            raise ContentError(name, "-", "-", f"is not valid TOML ({exc})") from None
        ck.keys(data, ("lesson",), "file")
        entries = data.get("lesson")
        if not isinstance(entries, list) or not entries:
            ck.fail("file", "lesson", "needs at least one [[lesson]] table")
        found: dict = {}
        for index, raw in enumerate(entries):
            entry = f"lesson {index + 1}"
            ck.table(raw, entry, "lesson")
            ck.required(raw, {"id": True, "title": True}, entry)
            ident = ck.ident(raw["id"], entry, "id")
            entry = f"lesson {ident}"
            ck.string(raw["title"], entry, "title")
            if ident in found:
                ck.fail(entry, "id", "two lessons share this id")
            found[ident] = self.check(raw, ck)
        return found
