"""Pack of Heroes (game id ``pack-of-heroes``): two teams of 5 heroes on a 3x3 grid.

Specification: ../shared/rules/pack-of-heroes.txt. The 8 teams of heroes
and the 12 weapons are our design (content/*.toml; docs/pack-of-heroes.md).
Modules: game.py (options, new game), state.py (the contract), setup.py
(teams, draft, weapons, secret starting heroes), turn.py (a turn and the
decisions it waits for), combat.py (attacks, defend, wounds, faint,
defeat), primitives.py (one function per power primitive), grid.py (the
3x3 grid), model.py / pieces.py (definitions and heroes in a game),
content.py / catalogue.py / describe.py (the strict TOML loader and the
words on the cards), view.py (what a seat sees), why.py (why_not).

Action kinds. Set-up: ``choose_team`` (team), ``draft`` (hero id),
``draft_weapon`` / ``choose_weapon`` (weapon id), ``choose_start`` (hero
uid). Turn: ``move`` (hero, to), ``bring`` (hero, space), ``use`` (hero,
power index, target, pay), ``constant`` (hero, target, pay), ``weapon``
(target, pay), ``offer_stalemate``, ``end`` (to the draw), ``draw`` /
``no_draw``, ``discard`` (colour). Decisions: ``defend`` (hero, power,
pay) / ``no_defend`` (the defender, on the opponent's turn),
``spread_target`` (target), ``arrival`` (target) / ``skip_arrival``,
``accept_stalemate`` / ``refuse_stalemate``. Targets are hero uids,
spaces 0-8, colours or [hero uid, space]; ``pay`` lists the colours paid.

Our rulings where the rulebook is silent are listed, each with its test,
in docs/pack-of-heroes.md.
"""
