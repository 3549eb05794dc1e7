"""Fixtures for the TUI tests: an empty save folder for every test, and quicker Pilot
idle checks."""
from __future__ import annotations

import pytest


@pytest.fixture
def save_dir(tmp_path, monkeypatch):
    """A fresh save folder, also set as HEROTABLE_SAVE_DIR."""
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setenv("HEROTABLE_SAVE_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def quick_idle_checks(monkeypatch):
    """Pilot's ``press`` and ``pause`` wait for the app to go idle by sleeping in steps
    of ``textual._wait.SLEEP_GRANULARITY`` (1/50 s) until one step passes with less
    than ``SLEEP_IDLE`` of CPU time: two or three such sleeps a key, most of a
    key-driven test's time on an idle machine. Steps of 1/200 s with the same ratio
    (CPU under 5% of a step means idle) make the same check four times as often.
    Explicit waits (``pilot.pause(0.3)``, ``workers.wait_for_complete``) are untouched.
    A Textual without these private names gets them set unused (``raising=False``)."""
    from textual import _wait
    monkeypatch.setattr(_wait, "SLEEP_GRANULARITY", 1 / 200, raising=False)
    monkeypatch.setattr(_wait, "SLEEP_IDLE", 1 / 200 / 20, raising=False)

