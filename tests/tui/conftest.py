"""Fixtures for the TUI tests: an empty save folder for every test."""
from __future__ import annotations

import pytest


@pytest.fixture
def save_dir(tmp_path, monkeypatch):
    """A fresh save folder, also set as HEROTABLE_SAVE_DIR."""
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setenv("HEROTABLE_SAVE_DIR", str(folder))
    return folder
