"""A sprint power's log line names the space moved to (issue 41): Lionheart's Prowl
(Safari Squad) logged "Player 1 uses Prowl of Lionheart (Player 1) on Lionheart
(Player 1)." (the space's number read as a hero's; in another game a hero not on the
board, Nano), when the power moves him to a space."""
from __future__ import annotations

import random

import engine


def test_prowl_is_logged_with_the_space_moved_to():
    game = engine.load_game("pack-of-heroes")
    options = game.default_options(2)
    options["teams"] = ["safari-squad", "elementeens"]
    state = game.new_game(players=2, seed=0, options=options)
    rng = random.Random(0)
    while not state.is_over():
        legal = state.legal_actions()
        prowl = [a for a in legal if "Prowl" in (a.label or "")]
        if prowl:
            break
        state.apply(rng.choice(legal))
    assert prowl, "seed 0 reaches a Prowl"
    texts = [e.text for e in state.apply(prowl[0])]
    space = prowl[0].label.rsplit(" to ", 1)[1]             # "Lionheart (Player 1): Prowl to a1"
    assert texts[0] == f"Player 1 uses Prowl of Lionheart (Player 1) to {space}.", texts
    assert texts[1].endswith(f"moves from a2 to {space}."), texts
