"""Orc Wars turn structure from exact positions (rulebook "The Turn",
"Discard Phase", "Draw Phase", "Bonus Draw", "Clear Phase", "Action Phase",
"Clans and Squads"; HeroCard Core Rules "Refreshing your Hand").
"""
from __future__ import annotations

WT = "white-tusk"
VC = "venom-claw"


# ---------------------------------------------------------------- phases


def test_orc_turn_runs_discard_draw_clear_squad_action(ow):
    """The Turn: the Orc plays an extra Squad Phase between Clear and Action."""
    s = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (6, 6))], tokens=[(2, (5, 0))],
                    phase="discard", active=0, hands={0: ["brace"]},
                    decks={0: ["brace", "brace", "brace"]}, stacks={WT: {"B": ["crude-shield"]}})
    ow.act(s, "end_discard")
    assert s.phase == "draw"
    ow.act(s, "draw", count=3)
    assert s.phase == "clear" and len(ow.hand(s, 0)) == 4       # the Orc draws normally
    ow.act(s, "end_clear")
    assert s.phase == "squad"
    ow.act(s, "skip_squad")
    assert s.phase == "choose" and ow.can(s, "begin_action", pool=ow.pool(s, WT))


def test_elf_turn_has_no_squad_phase(ow):
    """Squad Phase: it concerns only the Orc player; an Elf goes from Clear to Action."""
    s = ow.position(elves={1: (4, 2)}, tokens=[(2, (5, 0))], phase="clear", active=1,
                    hands={1: ["parry"]}, stacks={1: {"B": ["parry"]}})
    ow.act(s, "end_clear")
    assert s.phase == "action" and s.acting == ow.pool(s, 1)


def test_each_active_clan_and_the_king_have_an_action_phase(ow):
    """Action Phase: on the Orc's turn each active clan (with figures on the
    board) has its own action phase, and the Orc King has his own."""
    orcs = [(WT, "brute", (6, 6)), (VC, "brute", (4, 7))]
    s = ow.position("orc-camp", elves={1: (1, 6)}, orcs=orcs, king=(9, 6), phase="choose",
                    hands={0: ["brace"]})
    offered = {a.arg("pool") for a in ow.find(s, "begin_action")}
    assert offered == {ow.pool(s, WT), ow.pool(s, VC), ow.pool(s, "king")}


def test_one_action_phase_per_clan_each_finished_before_the_next(ow):
    """Clans and Squads: a clan is entitled to one action phase; the Orc
    completes one action phase before moving on to the next."""
    orcs = [(WT, "brute", (6, 6)), (VC, "brute", (4, 7))]
    s = ow.position(elves={1: (4, 2)}, orcs=orcs, phase="choose", hands={0: ["brace"]})
    ow.act(s, "begin_action", pool=ow.pool(s, WT))
    assert s.acting == ow.pool(s, WT) and "begin_action" not in ow.kinds(s)
    ow.act(s, "end_turn")                                   # WT's phase ends
    assert s.phase == "choose"
    assert {a.arg("pool") for a in ow.find(s, "begin_action")} == {ow.pool(s, VC)}
    ow.act(s, "begin_action", pool=ow.pool(s, VC))
    ow.act(s, "end_turn")
    assert s.active == 1                                    # no phase left: the turn passes


def test_one_exclusive_action_per_clan_per_turn(ow):
    """Clans and Squads: each clan is entitled to only one Exclusive action per
    turn, whatever its number of squads; another clan still has its own."""
    orcs = [(WT, "brute", (4, 6)), (WT, "brute", (3, 6)), (WT, "shaman", (4, 5)),
            (VC, "brute", (4, 7))]                      # WT: 8 B, 4 X in one squad
    s = ow.position(elves={1: (5, 6)}, orcs=orcs, phase="choose",
                    hands={0: ["cleaver-chop", "frenzy", "skull-crusher", "savage-swipe",
                               "cleaver-chop"]})
    ow.act(s, "begin_action", pool=ow.pool(s, WT))
    ow.attack(s, "cleaver-chop", by=(4, 6), on=(5, 6))      # WT's Exclusive
    ow.pass_all(s)
    ow.play(s, "frenzy")                                    # one more Base Attack allowed
    assert ow.can_attack(s, "savage-swipe", by=(4, 6), on=(5, 6))
    assert not ow.can_attack(s, "skull-crusher", by=(4, 6), on=(5, 6))
    assert not ow.can_attack(s, "cleaver-chop", by=(4, 6), on=(5, 6))
    ow.act(s, "end_turn")
    ow.act(s, "begin_action", pool=ow.pool(s, VC))
    assert ow.can_attack(s, "cleaver-chop", by=(4, 7), on=(5, 6))   # VC's own Exclusive


# ---------------------------------------------------------------- clear


def test_orc_clears_three_cards_per_active_clan_and_three_for_the_king(ow):
    """Clear Phase: the Orc clears the top 3 cards of each active clan; the Orc
    King clears his own 3 in addition."""
    four = {"B": ["crude-shield", "crude-shield", "brace"], "X": ["war-cry"]}
    orcs = [(WT, "brute", (6, 6)), (VC, "shaman", (4, 7))]
    s = ow.position("orc-camp", elves={1: (1, 6)}, orcs=orcs, king=(9, 6), phase="clear",
                    hands={0: ["brace"]}, stacks={WT: four, VC: four, "king": four})
    for _ in range(3):
        ow.act(s, "clear", pool=ow.pool(s, WT), attribute="B")
    assert not ow.can(s, "clear", pool=ow.pool(s, WT))
    assert ow.stack(s, WT, "X") == ["war-cry"]                 # its fourth card stays
    for owner in (VC, "king"):
        for attribute in ("X", "B", "B"):
            ow.act(s, "clear", pool=ow.pool(s, owner), attribute=attribute)
        assert not ow.can(s, "clear", pool=ow.pool(s, owner))
    assert s.phase == "squad"                                 # nothing left to clear


def test_clear_phase_takes_the_top_card_first(ow):
    """HeroCard Clearing: when clearing a stack, always begin with the top card."""
    s = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (6, 6))], phase="clear",
                    hands={0: ["brace"]}, stacks={WT: {"B": ["thick-hide", "brace"]}})
    ow.act(s, "clear", pool=ow.pool(s, WT), attribute="B")
    assert ow.stack(s, WT, "B") == ["thick-hide"] and ow.discard(s, 0) == ["brace"]


def test_an_elf_clears_three_cards(ow):
    """Clear Phase: the Elves clear the top 3 cards of their stacks, as in a duel."""
    s = ow.position(elves={1: (4, 2)}, phase="clear", active=1, hands={1: ["parry"]},
                    stacks={1: {"B": ["parry", "parry", "tower-shield", "tower-shield"]}})
    for _ in range(3):
        ow.act(s, "clear", pool=ow.pool(s, 1), attribute="B")
    assert ow.stack(s, 1, "B") == ["parry"] and s.phase == "action"


# ---------------------------------------------------------------- refresh


def test_orc_refresh_means_no_action_phase(ow):
    """Action Phase: "If you wish to refresh your hand, you may not take any
    action phase"; HeroCard Refreshing: discard the hand, draw as many."""
    s = ow.position(elves={1: (4, 2)}, orcs=[(WT, "brute", (6, 6))], phase="choose",
                    hands={0: ["brace", "brace", "thick-hide"], 1: ["parry"]},
                    decks={0: ["war-cry", "frenzy", "savage-swipe", "intimidate"]})
    ow.act(s, "refresh")
    assert ow.hand(s, 0) == ["intimidate", "savage-swipe", "frenzy"]
    assert sorted(ow.discard(s, 0)) == ["brace", "brace", "thick-hide"]
    assert s.active == 1 and s.phase == "discard"           # the Orc's turn is over


def test_orc_cannot_refresh_after_an_action_phase(ow):
    """Action Phase: refreshing forgoes every action phase, so once a clan has
    had its phase the Orc can no longer refresh."""
    orcs = [(WT, "brute", (6, 6)), (VC, "brute", (4, 7))]
    s = ow.position(elves={1: (4, 2)}, orcs=orcs, phase="choose", hands={0: ["brace"]})
    assert ow.can(s, "refresh")
    ow.act(s, "begin_action", pool=ow.pool(s, WT))
    assert "refresh" not in ow.kinds(s)                     # not inside a clan's phase
    ow.act(s, "end_turn")
    assert "refresh" not in ow.kinds(s)


def test_elf_may_refresh_instead_of_acting(ow):
    """HeroCard Refreshing your Hand: an Elf may refresh instead of its action phase."""
    s = ow.position(elves={1: (4, 2)}, active=1, hands={1: ["parry", "parry"], 0: ["brace"]},
                    decks={1: ["tower-shield", "sanctuary", "shield-bash"]})
    ow.act(s, "refresh")
    assert sorted(ow.hand(s, 1)) == ["sanctuary", "shield-bash"]
    assert s.active == 0


# ---------------------------------------------------------------- bonus draw


def _elf_draws(ow, players, orc_hand, out=None):
    elves = {1: (4, 2), 2: (5, 0), 3: (1, 1)}
    s = ow.position(players=players, elves={k: v for k, v in elves.items()
                                            if k < players and k not in (out or {})},
                    out=out, phase="draw", active=1,
                    hands={0: ["brace"] * orc_hand, 1: ["parry"]},
                    decks={0: ["war-cry", "frenzy", "savage-swipe"],
                           1: ["parry", "parry", "parry"]})
    ow.act(s, "draw", count=3)
    return s


def test_no_bonus_draw_with_one_elf(ow):
    """Bonus Draw: 1 Elf player: no additional bonus cards."""
    s = _elf_draws(ow, 2, orc_hand=3)
    assert len(ow.hand(s, 0)) == 3


def test_bonus_draw_one_card_with_two_elves(ow):
    """Bonus Draw: with 2 Elf players the Orc draws 1 card at each Elf's draw
    phase (ruling: automatically and in full, with no decision)."""
    s = _elf_draws(ow, 3, orc_hand=3)
    assert ow.hand(s, 0) == ["brace"] * 3 + ["savage-swipe"]
    assert s.current_player == 1                             # the Elf goes on


def test_bonus_draw_two_cards_with_three_elves(ow):
    """Bonus Draw: with 3 Elf players the Orc draws 2 bonus cards."""
    s = _elf_draws(ow, 4, orc_hand=3)
    assert ow.hand(s, 0) == ["brace"] * 3 + ["savage-swipe", "frenzy"]


def test_bonus_draw_never_above_seven(ow):
    """Bonus Draw: the Orc still cannot exceed the maximum hand of 7 cards."""
    s = _elf_draws(ow, 4, orc_hand=6)
    assert len(ow.hand(s, 0)) == 7
    s = _elf_draws(ow, 4, orc_hand=7)
    assert len(ow.hand(s, 0)) == 7


def test_bonus_draw_counts_elves_at_the_start(ow):
    """Bonus Draw: the number of bonus cards depends on the Elf players present
    at the start, not on how many are still alive."""
    s = _elf_draws(ow, 4, orc_hand=3, out={3: "dead"})
    assert len(ow.hand(s, 0)) == 5


def test_bonus_draw_also_when_the_elf_draws_nothing(ow):
    """Bonus Draw: it takes place at the Elf's draw phase, whatever the Elf draws."""
    s = ow.position(players=3, elves={1: (4, 2), 2: (5, 0)}, phase="draw", active=1,
                    hands={0: ["brace"], 1: ["parry"]}, decks={0: ["frenzy"], 1: ["parry"]})
    ow.act(s, "draw", count=0)
    assert ow.hand(s, 0) == ["brace", "frenzy"]


def test_orc_draw_phase_has_no_bonus(ow):
    """Bonus Draw: it happens at the Elves' draw phases; the Orc's own draw is normal."""
    s = ow.position(players=4, elves={1: (4, 2), 2: (5, 0), 3: (1, 1)}, phase="draw",
                    active=0, hands={0: ["brace"]},
                    decks={0: ["war-cry", "frenzy", "savage-swipe", "intimidate", "brace"]})
    ow.act(s, "draw", count=3)
    assert len(ow.hand(s, 0)) == 4
