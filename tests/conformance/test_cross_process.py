"""The same seed and actions give the same state hash in another process."""
from __future__ import annotations

import subprocess
import sys

import engine
from engine import state_hash

SCRIPT = """
import random, engine
g = engine.load_game({gid!r})
s = g.new_game(players=2, seed=11)
r = random.Random(11)
for _ in range(150):
    if s.is_over():
        break
    s.apply(r.choice(s.legal_actions()))
print(engine.state_hash(s))
"""


def test_hash_is_equal_across_processes():
    for gid in engine.GAMES:
        out = subprocess.run([sys.executable, "-c", SCRIPT.format(gid=gid)], check=True,
                             capture_output=True, text=True).stdout.strip()
        ns: dict = {}
        exec(SCRIPT.format(gid=gid).replace("print(engine.state_hash(s))",
                                            "result = engine.state_hash(s)"), ns)
        assert out == ns["result"]
