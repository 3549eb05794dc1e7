"""Test modules need unique file names: the folders are not packages, so
pytest imports every test module by its bare name and two equal names clash."""
from __future__ import annotations

import collections
import pathlib

TESTS = pathlib.Path(__file__).resolve().parent


def test_test_module_names_are_unique():
    names = collections.Counter(p.name for p in TESTS.rglob("test_*.py"))
    assert [n for n, c in names.items() if c > 1] == []
