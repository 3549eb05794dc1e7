"""Hidden information in Orc Wars views: one test per hidden item (issue 3,
"Players and hidden information"; rulebook "Bonus Draw" (the Orc shows its
hand size), "Squad Tokens" (face down), "Picking Up Treasures" (a chest on
the hidden face), Dirty Tricks).

Each test changes the hidden item in a copy of the position and checks that
the views of the seats that may not see it do not change at all, and that the
seats that may see it do.
"""
from __future__ import annotations

WT = "white-tusk"


def _table(ow, **kw):
    """Three players: the Orc, the Paladin, the Ranger, with cards everywhere."""
    base = dict(players=3, elves={1: (5, 6), 2: (4, 2)}, orcs=[(WT, "brute", (7, 6))],
                tokens=[(3, (12, 6)), (1, (2, 0))], tricks=["loot", "sneak-attack"],
                treasures=[{"kind": "healing-draught", "at": (6, 6)},
                           {"kind": "elven-cloak", "at": (9, 2)},
                           {"kind": "boots-of-speed", "holder": 2}],
                hands={0: ["brace", "frenzy", "war-cry"], 1: ["parry", "shield-bash"],
                       2: ["sidestep"]},
                decks={0: ["savage-swipe", "thick-hide", "intimidate"],
                       1: ["tower-shield", "sanctuary"], 2: ["tumble", "ambush"]},
                active=1)
    base.update(kw)
    return ow.position(**base)


def _same_views(ow, a, b, seats):
    return all(ow.view_text(a, seat) == ow.view_text(b, seat) for seat in seats)


def test_orc_hand_hidden_from_elves_but_its_size_shown(ow):
    """Bonus Draw: the Orc must show the number of cards it holds; the cards
    themselves stay hidden from the Elves."""
    s = _table(ow)
    for seat in (1, 2, None):
        seen = s.view(seat)["players"][0]
        assert seen["hand"] is None and seen["hand_count"] == 3
    assert [c["id"] for c in s.view(0)["players"][0]["hand"]] == ["brace", "frenzy", "war-cry"]
    other = s.clone()
    for uid, cid in zip(other.players[0].hand, ["thick-hide", "thick-hide", "intimidate"]):
        other.cards[uid].cid = cid
    assert _same_views(ow, s, other, (1, 2, None))
    assert ow.view_text(s, 0) != ow.view_text(other, 0)


def test_elf_hands_hidden_from_everybody_else(ow):
    """HeroCard view rules: a hand is shown only to its owner (another Elf's too)."""
    s = _table(ow)
    other = s.clone()
    other.cards[other.players[2].hand[0]].cid = "tumble"
    assert _same_views(ow, s, other, (0, 1, None))
    assert ow.view_text(s, 2) != ow.view_text(other, 2)


def test_squad_token_numbers_hidden_from_elves(ow):
    """Squad Tokens: the tokens lie face down: the Elves see where they are, not
    their numbers; the Orc sees its own numbers."""
    s = _table(ow)
    for seat in (1, 2, None):
        assert [t["number"] for t in s.view(seat)["tokens"]] == [None, None]
    assert [t["number"] for t in s.view(0)["tokens"]] == [3, 1]
    other = s.clone()
    other.tokens[0]["number"], other.tokens[1]["number"] = 1, 3
    assert _same_views(ow, s, other, (1, 2, None))
    assert ow.view_text(s, 0) != ow.view_text(other, 0)


def test_unrevealed_treasures_hidden_from_everybody(ow):
    """Picking Up Treasures: a treasure shows its chest until picked up and
    turned over; nobody, the Orc included, sees what lies on the map. Found
    ones are shown to all."""
    s = _table(ow)
    for seat in (0, 1, 2, None):
        seen = {t["tid"]: t for t in s.view(seat)["treasures"]}
        assert seen[0]["kind"] is None and seen[1]["kind"] is None
        assert seen[2]["kind"] == "boots-of-speed"
    other = s.clone()
    other.treasures[0]["kind"], other.treasures[1]["kind"] = "warding-amulet", "elven-bread"
    assert _same_views(ow, s, other, (0, 1, 2, None))
    for seat in (0, 1, 2, None):
        text = ow.view_text(s, seat)
        assert "healing-draught" not in text and "Healing Draught" not in text
    ow.move(s, (5, 6), (6, 6))
    assert [a.label for a in ow.find(s, "pick_up")] == ["Pick up the treasure"]


def test_deck_orders_never_shown(ow):
    """HeroCard view rules: no seat sees any deck's order, its own included;
    only the number of cards."""
    s = _table(ow)
    other = s.clone()
    for player in other.players:
        player.deck.reverse()
    assert _same_views(ow, s, other, (0, 1, 2, None))
    assert s.view(0)["players"][0]["deck_count"] == 3


def test_dirty_tricks_hidden_but_counted(ow):
    """Dirty Tricks: the Elves see how many dirty tricks the Orc holds, not which."""
    s = _table(ow)
    for seat in (1, 2, None):
        seen = s.view(seat)["players"][0]
        assert seen["tricks"] is None and seen["tricks_count"] == 2
    assert s.view(0)["players"][0]["tricks"] == ["loot", "sneak-attack"]
    other = s.clone()
    other.tricks = ["berserk", "war-drums"]
    assert _same_views(ow, s, other, (1, 2, None))
    assert ow.view_text(s, 0) != ow.view_text(other, 0)
