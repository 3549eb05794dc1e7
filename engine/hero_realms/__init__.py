"""Hero Realms (game id ``hero-realms``): free-for-all deck-building, 2 to 4 players.

Specification: ../shared/rules/hero-realms.txt (the rule sheet). Modules:
game.py (set-up, options), state.py (zones and the engine contract),
turn.py (Main, Discard and Draw Phases), effects.py (effect primitives),
choices.py (pending decisions), teams.py (two against two, option
``teams = "2v2"`` with 4 players), view.py (what a seat may see), cards.py and
content.py (the card model and the strict TOML loader), content/*.toml (our
144-card set).

Action kinds. Main Phase: ``play`` (card id from hand), ``use`` (card uid in
play, ability "expend" / "ally" / "sacrifice"), ``acquire`` (market slot
0-4), ``acquire_gem``, ``attack_player`` (seat, amount), ``attack_champion``
(champion uid, amount), ``end_turn`` (runs the Discard and Draw Phases),
``hand_over`` (seat: two against two, the decision goes to the teammate).
Pending decisions: ``choose`` (option), ``target`` (champion uid),
``choose_player`` (seat), ``discard`` (card id), ``sacrifice_card`` (card
id, zone), ``topdeck`` (card id), ``draw`` (count), ``decline``.

Rulings where the rule sheet is silent (each pinned by a test in
tests/hero_realms/, named in brackets):

1. Opening hands with 3 or 4 players: 3, 4, then 5 cards in turn order, the
   publisher's free-for-all rule [test_opening_hands_with_more_players].
2. Free-for-all: anyone may attack or target anyone; an "opponent discards"
   effect lets the player pick which opponent
   [test_with_more_players_you_pick_who_discards].
3. A forced discard happens at once (hands are full during others' turns)
   and the discarding player chooses the card; no question is asked when
   there is no real choice [test_opponent_chooses_what_to_discard,
   test_no_real_choice_discards_at_once].
4. "Target champion" means an opposing champion [test_your_own_champions_
   are_never_targets]. Only prepared guards protect; they stop attacks on
   their player and attacks on and targeting of that player's non-guard
   champions, not discards nor effects that do not target (publisher,
   "Guards and Non-Targeting Abilities") [test_expended_guard_does_not_
   protect, test_guards_do_not_stop_discards, test_stun_all_does_not_target_
   so_guards_do_not_stop_it].
5. A targeted clause with nothing to target is ignored and the rest of the
   ability resolves (publisher, "Nothing to Target"); a mandatory clause with
   exactly one possible target is applied without asking
   [test_nothing_to_target_ignores_only_that_clause].
6. Effects that expend or prepare a champion do not use its expend ability
   (publisher, "Expending Cards"); champions prepare only at the end of their
   owner's turn, so an expended opposing guard stays down until then
   [test_expend_target_does_not_use_the_expend_ability,
   test_champions_prepare_at_the_end_of_their_owners_turn_only].
7. Attacks choose a target and an amount from 1 to what the target can take
   (a player's Health, what a champion still needs to be stunned); more
   would be lost anyway [test_attack_an_opponent_with_any_amount,
   test_stun_at_defense_in_one_turn_damage_does_not_carry_over].
8. Health has no maximum [test_health_has_no_maximum].
9. An ally ability needs the other card of its faction in play when it is
   used; champions in play count, expended or not
   [test_ally_checked_when_used_not_when_played,
   test_champions_in_play_count_for_allies_and_have_allies].
10. An empty Market Deck leaves the Market slot empty
    [test_empty_market_deck_leaves_the_slot_empty].
11. "The next card you acquire" effects: the earliest matching one is used
    up, all end with the turn; a Fire Gem counts [test_next_card_acquired_
    on_top_of_the_deck, test_fire_gem_acquired_counts_as_the_next_card].
12. "Draw up to N, then discard as many": discard as many as were actually
    drawn [test_draw_then_discard_counts_what_was_drawn].
13. An eliminated player's champions leave play (to their discard pile),
    their turns are skipped and nobody can attack or target them
    [test_free_for_all_elimination_continues_the_game].
14. Choices inside an ability (choose one, targets) are made when that
    effect resolves, in the order the card lists them [test_choose_one].

Later rulings (card-set coverage, two against two) are in docs/hero-realms.md.

``determinize`` keeps cards everyone saw put on top of a deck in place but
does not track other known cards in hands (a simplification for AI search).
"""
