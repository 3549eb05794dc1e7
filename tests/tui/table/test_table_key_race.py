"""Two terminals joining at once from one save folder both keep their seat keys (a
new user's report: one key was lost, and with it the seat for good)."""
from __future__ import annotations

import multiprocessing

from tui.table.seat_keys import KeyRing


def _remember(folder: str, seat: int, rounds: int) -> None:
    ring = KeyRing(folder)
    for n in range(rounds):
        ring.remember(f"table-{n}", seat, f"key-{seat}-{n}")


def test_concurrent_remembers_lose_no_key(tmp_path):
    context = multiprocessing.get_context("fork")
    workers = [context.Process(target=_remember, args=(str(tmp_path), seat, 40))
               for seat in range(3)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(30)
        assert worker.exitcode == 0
    ring = KeyRing(tmp_path)
    for n in range(40):
        assert ring.keys(f"table-{n}") == {s: f"key-{s}-{n}" for s in range(3)}
