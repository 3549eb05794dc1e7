"""The Orc's Squad Phase from exact positions (rulebook "Squad Phase",
"Activating a Squad Token", "Reinforcement", "Squad Tokens", "Orc Figures").

Most positions are on The Great Hunt (tile 4's open hall, columns 4..8, rows
5..7; tile 1's forest above it) or The Relics (standard reinforcement).
"""
from __future__ import annotations

from engine import hexgrid

WT = "white-tusk"
VC = "venom-claw"
BS = "black-skull"


def _placed(ow, s):
    """Offsets offered for the next Orc placement."""
    return {ow.off(a.arg("hex")) for a in ow.find(s, "place_orc")}


# ---------------------------------------------------------------- tokens


def test_activating_one_token_turns_it_into_that_many_orcs_of_one_clan(ow):
    """Activating a Squad Token: choose one token and only one, replace it with
    as many Orcs of one clan as its number: one on the token's space, the
    others adjacent to it; any mix of Brutes, Tacticians and Shamans."""
    s = ow.position(elves={1: (4, 2)}, tokens=[(3, (6, 6)), (2, (5, 0))], phase="squad",
                    hands={0: ["brace"]})
    offered = {(a.arg("token"), a.arg("clan")) for a in ow.find(s, "activate")}
    assert offered == {(t, c) for t in (0, 1) for c in (BS, "bruised-fist", "scorcher", VC, WT)}
    ow.act(s, "activate", token=0, clan=WT)
    assert _placed(ow, s) == {(6, 6)}                          # first on the token's space
    ow.act(s, "place_orc", kind="tactician", clan=WT, hex=ow.at(6, 6))
    ring = {ow.off(h) for h in hexgrid.neighbours(ow.at(6, 6))}
    assert _placed(ow, s) == ring                              # then adjacent to it
    ow.act(s, "place_orc", kind="brute", clan=WT, hex=ow.at(7, 6))
    ow.act(s, "place_orc", kind="shaman", clan=WT, hex=ow.at(5, 6))
    assert s.placing is None and s.phase == "choose"           # one token only
    assert "activate" not in ow.kinds(s)
    wt = sorted((ow.off(f.hex), f.kind) for f in s.figures.values() if f.clan == WT)
    assert wt == [((5, 6), "shaman"), ((6, 6), "tactician"), ((7, 6), "brute")]
    assert s.tokens[0]["hex"] is None and s.tokens[1]["hex"] == ow.at(5, 0)


def test_token_figures_go_as_close_as_possible_when_no_space_is_adjacent(ow):
    """Activating a Squad Token: if the other figures cannot be adjacent to the
    first, place them as close as possible to it."""
    # (4,6): its neighbours are trees (3,5), (3,7) and four figures
    blockers = [(VC, "brute", (3, 6)), (VC, "brute", (4, 5)), (VC, "brute", (4, 7)),
                (VC, "brute", (5, 6))]
    s = ow.position(elves={1: (4, 2)}, orcs=blockers, tokens=[(2, (4, 6))], phase="squad",
                    hands={0: ["brace"]})
    ow.act(s, "activate", token=0, clan=WT)
    ow.act(s, "place_orc", kind="brute", clan=WT, hex=ow.at(4, 6))
    spots = _placed(ow, s)
    assert spots and all(hexgrid.distance(ow.at(4, 6), ow.at(*h)) == 2 for h in spots)
    assert (6, 6) in spots


def test_token_limited_by_the_bases_of_the_clan(ow):
    """Activating a Squad Token / Orc Figures: never more than 5 active figures
    in a clan; with too few bases the Orc makes do with what is left, or
    picks another clan (a full clan is not offered)."""
    four = [(WT, "brute", (4, 5)), (WT, "brute", (4, 6)), (WT, "brute", (4, 7)),
            (WT, "brute", (5, 7))]
    s = ow.position(elves={1: (4, 2)}, orcs=four,
                    tokens=[(3, (7, 6))], phase="squad", hands={0: ["brace"]})
    ow.act(s, "activate", token=0, clan=WT)
    ow.act(s, "place_orc", kind="shaman", clan=WT, hex=ow.at(7, 6))
    assert s.placing is None                                  # one base left: one figure
    assert len([f for f in s.figures.values() if f.clan == WT]) == 5
    full = ow.position(elves={1: (4, 2)}, orcs=four + [(WT, "brute", (8, 5))],
                       tokens=[(3, (7, 6))], phase="squad", hands={0: ["brace"]})
    assert WT not in {a.arg("clan") for a in ow.find(full, "activate")}


def test_no_tokens_left_means_no_activation(ow):
    """Activating a Squad Token: with no squad token on the board that option is gone."""
    s = ow.position("the-relics", elves={1: (12, 6)}, orcs=[(WT, "brute", (4, 2))],
                    phase="squad", hands={0: ["brace"]})
    assert "activate" not in ow.kinds(s) and "reinforce" in ow.kinds(s)


# ---------------------------------------------------------------- reinforcement


def _reinforce(ow, players, level="first-time", out=None, scenario="the-relics", **kw):
    elves = {1: (12, 6), 2: (9, 6), 3: (14, 6)}
    on_map = {k: v for k, v in elves.items() if k < players and k not in (out or {})}
    kw.setdefault("orcs", [(WT, "brute", (4, 2))])
    s = ow.position(scenario, players=players, level=level, elves=on_map, out=out,
                    phase="squad", hands={0: ["brace"]}, **kw)
    ow.act(s, "reinforce")
    return s


def _bring_in_all(ow, s, clan=WT):
    n = 0
    while s.placing is not None:
        spot = sorted(_placed(ow, s))[0]
        ow.act(s, "place_orc", kind="brute", clan=clan, hex=ow.at(*spot))
        n += 1
    return n


def test_reinforcement_by_elves_at_the_start(ow):
    """Reinforcement: 1, 2 or 3 Orcs for 1, 2 or 3 Elf players."""
    for players in (2, 3, 4):
        s = _reinforce(ow, players)
        assert s.view(0)["placing"]["left"] == players - 1
        assert _bring_in_all(ow, s) == players - 1
        assert s.phase == "choose"


def test_reinforcement_counts_elves_at_the_start_after_one_died(ow):
    """Reinforcement, example: 3 Elf players at the start; even if one is
    eliminated the Orc still adds 3 figures."""
    s = _reinforce(ow, 4, out={3: "dead"})
    assert _bring_in_all(ow, s) == 3


def test_true_orc_reinforces_by_living_elves(ow):
    """Reinforcement: a True Orc's reinforcement is limited to the number of
    Elf players still alive (3 at the start, one dead: 2)."""
    s = _reinforce(ow, 4, level="true-orc", out={3: "dead"})
    assert _bring_in_all(ow, s) == 2
    alive = _reinforce(ow, 4, level="true-orc")
    assert _bring_in_all(ow, alive) == 3


def test_true_orc_counts_escaped_elves_as_living(ow):
    """Reinforcement, ruling: an Elf that escaped is not dead, so it still
    counts for a True Orc's reinforcement (The Prisoner, 3 Elves, one out)."""
    s = ow.position("the-prisoner", players=4, level="true-orc", elves={1: (4, 6), 2: (8, 6)},
                    out={3: "escaped"}, orcs=[(WT, "brute", (2, 6))], phase="squad",
                    hands={0: ["brace"]})
    ow.act(s, "reinforce")
    assert s.view(0)["placing"]["left"] == 3


def test_reinforcements_enter_on_entrances_only(ow):
    """Reinforcement: reinforcement figures must be placed on an entrance space."""
    s = _reinforce(ow, 2)
    entrances = {ow.off(h) for h in s.board.entrances()}
    assert _placed(ow, s) == entrances


def test_reinforcement_only_for_clans_on_the_board(ow):
    """Reinforcement: any figure of any clan, but only of a clan already on the
    board; with Venom Claw and White Tusk on the board, 2 reinforcements may be
    one of each or two of one."""
    s = _reinforce(ow, 3, orcs=[(WT, "brute", (4, 2)), (VC, "shaman", (9, 3))])
    assert {a.arg("clan") for a in ow.find(s, "place_orc")} == {WT, VC}
    assert {a.arg("kind") for a in ow.find(s, "place_orc")} == {"brute", "tactician", "shaman"}
    ow.act(s, "place_orc", kind="tactician", clan=VC, hex=ow.at(0, 0))
    ow.act(s, "place_orc", kind="shaman", clan=WT, hex=ow.at(0, 4))
    assert s.phase == "choose"
    empty = ow.position("the-relics", elves={1: (12, 6)}, phase="squad", hands={0: ["brace"]})
    assert "reinforce" not in ow.kinds(empty)                # no clan on the board


def test_reinforcement_respects_the_bases(ow):
    """Reinforcement: "you cannot have more than 5 active figures on the board
    for one clan"."""
    four = [(WT, "brute", (4, 2)), (WT, "brute", (3, 2)), (WT, "brute", (2, 2)),
            (WT, "brute", (1, 2))]
    s = _reinforce(ow, 4, orcs=four + [(VC, "brute", (9, 3))])
    ow.act(s, "place_orc", kind="brute", clan=WT, hex=ow.at(0, 0))
    assert {a.arg("clan") for a in ow.find(s, "place_orc")} == {VC}


def test_reinforce_or_activate_not_both(ow):
    """Squad Phase: the Orc chooses one of 2 options, reinforce or activate a token."""
    s = _reinforce(ow, 2, tokens=[(2, (14, 3))])
    _bring_in_all(ow, s)
    assert s.phase == "choose" and "activate" not in ow.kinds(s)


def test_orc_may_stop_reinforcing_early(ow):
    """Reinforcement: the Orc "may add" up to that many figures."""
    s = _reinforce(ow, 4)
    ow.act(s, "place_orc", kind="brute", clan=WT, hex=ow.at(0, 0))
    ow.act(s, "done_placing")
    assert s.placing is None and s.phase == "choose"


# ---------------------------------------------------------------- woken by an Elf


def test_an_elf_entering_a_tile_with_a_token_activates_it(ow):
    """Squad Tokens / Activating a Squad Token: "each time an Elf enters a tile
    containing a squad token, that token is activated" -- the tile, not the
    token's space (issue 3 says space; the rulebook says tile; the engine
    follows the rulebook)."""
    s = ow.position(elves={1: (4, 2)}, tokens=[(2, (8, 7))], active=1,
                    hands={0: ["brace"], 1: ["parry"]})
    assert s.board.tiles_of(ow.at(8, 7)) == (4,) and 4 in s.board.tiles_of(ow.at(4, 4))
    assert hexgrid.distance(ow.at(4, 4), ow.at(8, 7)) > 3
    events = ow.move(s, (4, 2), (4, 4))                       # onto tile 4, far from the token
    assert "token_woken" in ow.event_kinds(events)
    assert s.current_player == 0 and s.placing is not None
    ow.act(s, "choose_clan", clan=VC)
    ow.act(s, "place_orc", kind="brute", clan=VC, hex=ow.at(8, 7))
    ow.act(s, "place_orc", kind="brute", clan=VC, hex=ow.at(8, 6))
    assert s.placing is None
    assert s.phase == "action" and s.current_player == 1      # the Elf's phase goes on
    assert len([f for f in s.figures.values() if f.clan == VC]) == 2


def test_an_elf_moving_on_other_tiles_wakes_nobody(ow):
    """Squad Tokens: a token wakes only when an Elf enters its tile."""
    s = ow.position(elves={1: (4, 2)}, tokens=[(2, (8, 7))], active=1, hands={0: ["brace"]})
    assert s.board.tiles_of(ow.at(4, 1)) == (1,)
    events = ow.move(s, (4, 2), (4, 1))
    assert "token_woken" not in ow.event_kinds(events) and s.tokens[0]["hex"] is not None


def test_every_token_on_entered_tiles_wakes(ow):
    """Squad Tokens: a straddling space lies on all its tiles; stepping on it
    enters each of them, waking their tokens one after the other."""
    s = ow.position(elves={1: (4, 2)}, tokens=[(1, (8, 7)), (1, (2, 0))], active=1,
                    hands={0: ["brace"]})
    assert s.board.tiles_of(ow.at(4, 4)) == (1, 4)
    ow.move(s, (4, 2), (4, 4))
    ow.act(s, "choose_clan", clan=VC)
    ow.act(s, "place_orc", kind="brute", clan=VC, hex=ow.at(8, 7))
    ow.act(s, "choose_clan", clan=WT)
    ow.act(s, "place_orc", kind="brute", clan=WT, hex=ow.at(2, 0))
    assert s.placing is None and all(t["hex"] is None for t in s.tokens)


def test_a_step_inside_the_elfs_own_tile_wakes_its_token(ow):
    """Ruling (Squad Tokens; the rulebook is silent about Elves that start on a
    token's tile): every space an Elf steps onto counts as entering its tiles,
    so moving inside a tile that holds a token wakes it."""
    s = ow.position(elves={1: (4, 2)}, tokens=[(2, (2, 0))], active=1, hands={0: ["brace"]})
    events = ow.move(s, (4, 2), (4, 1))
    assert "token_woken" in ow.event_kinds(events)


def test_crossing_a_tile_on_the_way_wakes_its_token(ow):
    """Ruling (Squad Tokens: "enters a tile"): every space a move crosses
    counts, not only where it ends: from (3,10) to (2,8), both on tile 6, the
    Elf goes through the door (3,8) that lies on tile 4 too."""
    s = ow.position(elves={1: (3, 10)}, tokens=[(2, (8, 7))], active=1, hands={0: ["brace"]})
    assert s.board.tiles_of(ow.at(2, 8)) == (6,) and s.board.tiles_of(ow.at(3, 8)) == (4, 6)
    events = ow.move(s, (3, 10), (2, 8))
    assert "token_woken" in ow.event_kinds(events)
