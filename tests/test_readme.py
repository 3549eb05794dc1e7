"""The README's Quick start is what CI runs: `.ci/run` types its test command as written."""
from __future__ import annotations

import pathlib

TOP = pathlib.Path(__file__).resolve().parent.parent


def _quick_start_commands() -> list[str]:
    text = (TOP / "README.md").read_text(encoding="utf-8")
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return [line.strip() for line in section.splitlines() if line.startswith("    ")]


def test_ci_runs_the_readme_test_command_exactly():
    commands = _quick_start_commands()
    test_command = next(c for c in commands if "pytest" in c)
    ci = (TOP / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test_command in [line.strip() for line in ci]


def test_quick_start_commands_make_their_own_virtual_environment():
    # a fresh Debian or Ubuntu refuses `pip install` into the system Python
    for command in _quick_start_commands():
        assert command.startswith("python3 -m venv .venv && .venv/bin/python -m pip install")


def _layout() -> str:
    text = (TOP / "README.md").read_text(encoding="utf-8")
    return text.split("## Layout", 1)[1].split("\n## ", 1)[0]


def test_layout_names_every_engine_package_and_every_doc():
    # issue 41: it named three of the six game packages and seven of the ten docs
    layout = " ".join(_layout().split())
    packages = sorted(p.parent.name for p in (TOP / "engine").glob("*/__init__.py"))
    assert [p for p in packages if f"{p}/" not in layout] == []
    docs = sorted(p.name for p in (TOP / "docs").glob("*.md"))
    assert [d for d in docs if f"docs/{d}" not in layout] == []


def test_playing_lists_version():
    assert "herotable --version" in (TOP / "README.md").read_text(encoding="utf-8")
