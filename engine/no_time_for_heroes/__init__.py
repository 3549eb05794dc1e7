"""No Time For Heroes (game id ``no-time-for-heroes``): 2 to 4 heroes against one Horde,
or one alone in the solo mode (option ``mode``).

Specification: ../shared/rules/no-time-for-heroes.txt; printed components:
../shared/components/no-time-for-heroes.md; rulings where the rulebook is
silent: docs/no-time-for-heroes.md (each pinned by a test in
tests/no_time_for_heroes/), which also lists every action kind.

Modules: game.py (set-up, options), state.py (zones, the engine contract),
turn.py (the bid and the phases), effects.py (playing a card) and
primitives.py (its effects), attack.py (the Horde's attack and reactions),
horde.py (the battlefield, defeat, refills), market.py, zones.py (deck, hand,
Wear pile, wounds), expertise.py, scenario_play.py, choices.py (questions),
scoring.py, view.py, determinize.py, why.py; solo_turn.py and solo_rules.py
(the solo mode: set-up, mulligan, support decks, the score; content/solo.toml);
cards.py and content.py (the card model and the strict TOML loader),
content/*.toml (the published box).
"""
