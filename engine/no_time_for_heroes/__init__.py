"""No Time For Heroes (game id ``no-time-for-heroes``): 2 to 4 heroes against one Horde.

Specification: ../shared/rules/no-time-for-heroes.txt; printed components:
../shared/components/no-time-for-heroes.md; rulings where the rulebook is
silent: docs/no-time-for-heroes.md (each pinned by a test in
tests/no_time_for_heroes/). Modules: cards.py and content.py (the card model
and the strict TOML loader), content/*.toml (the published box).
"""
