"""Fixtures for every test: the app's hand-off guard off (Pilot and the pty driver
press Enter the moment a screen appears)."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def no_handoff_guard(monkeypatch):
    """Keys reach a hand-off screen as soon as it is up (``HEROTABLE_HANDOFF_GUARD=0``,
    also for the herotable processes a test starts): tests press Enter the moment a
    screen appears. ``tests/tui/test_tui_handoff_guard.py`` tests the guard itself."""
    monkeypatch.setenv("HEROTABLE_HANDOFF_GUARD", "0")
