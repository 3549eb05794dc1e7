"""``OrcWarsState.why_not`` with hand cards: the plain reason a play is refused,
from exact positions (rulebook "Taking Actions" Action Type and Playing Sets,
"Attacking", "Blocking", "Resolving Attacks", "Squad Attributes"; publisher's
ruling: a squad pays only with its own members).

Orc cards are the Orc King deck's: savage-swipe (Attack, 2 B, Restricted),
dirty-blade (Attack Mod, 1 M), intimidate (Special Attack, 2 M).
Paladin cards: longsword-strike (Attack, 4 B, Exclusive), follow-through
(Attack Mod, 1 B), vigilant-guard (Base Block, 2 B), shatter-guard (Special
Attack, 3 B, Fast).
"""
from __future__ import annotations

WT = "white-tusk"


def test_no_elf_in_reach(ow):
    """Resolving Attacks: an Orc squad's target must be next to one of its figures."""
    s = ow.position(elves={1: (8, 6)}, orcs=[(WT, "brute", (4, 6))], acting=WT,
                    hands={0: ["savage-swipe"]})
    assert s.why_not(["savage-swipe"]) == "no Elf in reach of White Tusk"


def test_the_attacking_squad_has_no_mind(ow):
    """Squad Attributes: squad 1 (a Brute next to the Elf) can't pay a Mind card
    although the clan's other squad has a Tactician."""
    orcs = [(WT, "brute", (6, 6)), (WT, "tactician", (4, 5))]
    s = ow.position(elves={1: (7, 6)}, orcs=orcs, acting=WT,
                    hands={0: ["savage-swipe", "dirty-blade"]})
    assert ow.can_attack(s, "savage-swipe", by=(6, 6), on=(7, 6))
    reason = s.why_not(["savage-swipe", "dirty-blade"])
    assert reason.startswith("this squad has no Mind points left")


def test_a_clan_without_mind(ow):
    """Action Cost: a clan of Brutes has no Mind to spend."""
    s = ow.position(elves={1: (7, 6)}, orcs=[(WT, "brute", (6, 6))], acting=WT,
                    hands={0: ["intimidate"]})
    assert s.why_not(["intimidate"]) == "White Tusk has no Mind points left"


def test_attack_mod_alone(ow):
    """Attacking: an Attack Mod can't stand alone."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], active=1,
                    hands={1: ["follow-through"]})
    assert s.why_not(["follow-through"]).startswith("an Attack Mod adds to a Base Attack")


def test_only_bases_and_mods_make_a_set(ow):
    """Playing Sets: a Special Attack is always played alone."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], active=1,
                    hands={1: ["longsword-strike", "shatter-guard"]})
    assert "as a set" in s.why_not(["longsword-strike", "shatter-guard"])


def test_not_enough_body_points(ow):
    """Action Cost: the Paladin's spent Body leaves too little for the card."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], active=1,
                    hands={1: ["longsword-strike"]},
                    stacks={1: {"B": ["tower-shield", "tower-shield", "vigilant-guard"]}})
    free = ow.free(s, 1, "B")
    assert free < 4
    assert s.why_not(["longsword-strike"]).endswith(f"has {free} Body points left; these cost 4")


def test_cards_wait_for_the_action_phase(ow):
    """The Turn: cards are played in the action phase, not while discarding."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], active=1,
                    phase="discard", hands={1: ["longsword-strike"]})
    assert s.why_not(["longsword-strike"]) == ("cards are played in the action phase; "
                                               "this is the discard phase")


def test_a_legal_play_has_no_reason(ow):
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6))], active=1,
                    hands={1: ["longsword-strike"]})
    assert s.why_not(["longsword-strike"]) is None


def test_every_trick_effect_leaves_a_log_line(ow):
    """Playing Dirty Tricks: War Drums says what it did, not only that it was played."""
    s = ow.position(elves={1: (8, 6)}, orcs=[(WT, "brute", (4, 6))], acting=WT,
                    tricks=["war-drums"])
    texts = [e.text for e in ow.act(s, "trick", trick="war-drums")]
    assert "War Drums: every figure of White Tusk may move again." in texts


def test_berserk_says_what_it_gives(ow):
    """Berserk (an extra Base Attack) names the clan that gets it."""
    s = ow.position(elves={1: (8, 6)}, orcs=[(WT, "brute", (4, 6))], acting=WT,
                    tricks=["berserk"])
    texts = [e.text for e in ow.act(s, "trick", trick="berserk")]
    assert "Berserk: White Tusk may make 1 more Base Attack this phase." in texts


def test_two_base_blocks_are_one_legal_set_and_both_count(ow):
    """Core Rules "Blocking" (as many Base Blocks as the points allow, their values
    added) and Glossary "Set" (a block set may hold any mix of Base Blocks and
    Block Mods): Brace (3) and Crude Shield (4) together are legal and block 7."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6)), (WT, "brute", (7, 6))],
                    active=1, hands={1: ["shield-bash", "follow-through"],
                                     0: ["brace", "crude-shield"]})
    ow.attack(s, "shield-bash", "follow-through", by=(5, 6), on=(6, 6))
    assert s.why_not(["brace", "crude-shield"]) is None
    ow.play(s, "brace", "crude-shield")
    assert (s.view(0)["sequence"]["attack"], s.view(0)["sequence"]["block"]) == (7, 7)


def test_two_base_attacks_in_a_set_are_refused_for_the_set_not_the_phase(ow):
    """Berserk (designed) lets White Tusk make a second Base Attack this phase; a
    set still holds one Base Attack at most (Glossary "Set", Core Rules "Playing
    Sets"). The reason said "only one Base Attack per Action Phase", wrong here
    (two are allowed) and read as if no set could hold two base cards, which
    block sets may."""
    s = ow.position(elves={1: (5, 6)}, orcs=[(WT, "brute", (6, 6)), (WT, "brute", (7, 6))],
                    acting=WT, tricks=["berserk"], hands={0: ["savage-swipe", "savage-swipe"]})
    ow.act(s, "trick", trick="berserk")
    ow.pass_all(s)
    assert s.pools[ow.pool(s, WT)].base_attacks_left == 2
    reason = s.why_not(["savage-swipe", "savage-swipe"])
    assert reason == ("a set holds one Base Attack at most (a block set may hold several "
                      "Base Blocks): play the other Base Attack on its own")
    assert ow.can_attack(s, "savage-swipe", by=(6, 6), on=(5, 6))
