"""When the garbage collector runs: between key presses, not in the middle of one.

Measured (issue 17, ``bench/bench_keys.py``): a full collection walked every
object alive, the imported modules and the app's styles included, and took
70-170 ms; Python starts one whenever enough objects have piled up, so it ran
inside whichever key press came then, and that key missed the 50 ms target.

- :func:`start` (the app is mounted) freezes what is alive then
  (``gc.freeze``: modules, the app, its styles; none of it garbage, all of it
  lives as long as the app) so no collection walks it again, and raises the
  threshold of full collections (``gc.set_threshold``'s third value) tenfold, as
  a backstop only.
- :func:`collect_after_frame` (the game screen, after every action applied or
  hand-off, by a key or an AI seat) asks for one full collection after the next
  frame, done only when Python's own rule would have done one by now: the player
  sees the key's result first.
- After an earlier app in the same process (the tests, the benches), the freeze
  waits for that first collection after a frame: at mount, the earlier app can
  still be referenced (its caller's ``pilot``, a pending callback of its loop), so
  a collection then does not free it and a freeze would pin a whole finished game
  until this app ended (``bench/bench_keys.py`` kept game N-1 alive all through
  game N: +50,000 objects, most of the RSS growth from action 50 to 500).
- :func:`stop` (the app is unmounted) undoes both, so another app in the same
  process (the tests) starts from Python's defaults.

Young collections (generations 0 and 1, a millisecond or so) keep their
automatic thresholds.
"""
from __future__ import annotations

import gc

BACKSTOP = 10
"""How many times Python's own threshold of full collections may pass before one
runs anyway (a worker allocating while no frame is drawn, as an AI turn)."""

_saved: tuple[int, int, int] | None = None
_ran_before = False   # an app ended in this process already (the tests, the benches)
_freeze_later = False  # the freeze waits for the first collection after a frame


def start() -> None:
    """Freeze what is alive now and make full collections wait for a frame.

    After an earlier app in this process, the freeze waits for the first
    :func:`collect_after_frame`, which collects what is left of that app first:
    frozen, that garbage would stay until this app ends (one app per process, as
    ``herotable`` runs, freezes at once and pays no collection here)."""
    global _saved, _ran_before, _freeze_later
    if _saved is not None:
        return
    _freeze_later = _ran_before
    if not _ran_before:
        gc.freeze()
    _ran_before = True
    _saved = gc.get_threshold()
    young, middle, full = _saved
    gc.set_threshold(young, middle, full * BACKSTOP)


def stop() -> None:
    """Undo :func:`start`: unfreeze, restore the thresholds."""
    global _saved, _freeze_later
    if _saved is None:
        return
    _freeze_later = False
    gc.unfreeze()
    gc.set_threshold(*_saved)
    _saved = None


def due() -> bool:
    """True when Python's default rule would have run a full collection by now
    (as many generation-1 collections since the last full one as its threshold)."""
    return _saved is not None and gc.get_count()[2] >= _saved[2]


def collect_after_frame(app) -> None:
    """Ask ``app`` for a full collection after its next frame, if one is due then
    or the freeze of :func:`start` still waits (one request waits at a time)."""
    if _saved is None or getattr(app, "_gc_requested", False):
        return
    app._gc_requested = True

    def collect() -> None:
        global _freeze_later
        app._gc_requested = False
        if _freeze_later and _saved is not None:
            _freeze_later = False
            gc.collect()
            gc.freeze()
        elif due():
            gc.collect()
    app.call_after_refresh(collect)
