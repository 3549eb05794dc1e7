"""The version constant is the installed package's version (pyproject reads it)."""
import importlib.metadata
import tomllib
from pathlib import Path

import saves
from engine.version import VERSION

ROOT = Path(__file__).resolve().parents[2]


def test_pyproject_takes_its_version_from_the_engine_constant():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "engine.version.VERSION"}


def test_the_installed_version_and_the_saves_version_are_the_constant():
    assert importlib.metadata.version("herotable") == VERSION
    assert saves.engine_version() == VERSION == "0.1.0"
