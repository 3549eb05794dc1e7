"""The multiclass mode (../shared/rules/no-time-for-heroes-modes.md, "Multiclass";
content/multiclass.toml for the decisions; engine/no_time_for_heroes/multiclass.py)."""
from __future__ import annotations

from collections import Counter

import pytest

import saves
from engine import Action, BadOptions, state_hash
from engine.no_time_for_heroes import horde
from engine.no_time_for_heroes.market import may_buy, penalty
from engine.no_time_for_heroes.multi_rules import multi_rules, parse_multi
from engine.core.errors import ContentError

from .conftest import GAME, act

WARRIOR_10 = ["brutal-attack"] * 2 + ["double-slash"] * 2 + ["shield"] * 2 + ["sword-strike"] * 4
A = Action.make


def mc(heroes=("valerys", "beleth-il"), seed=4):
    """A new multiclass game with these heroes, in its deck building."""
    return GAME.new_game(len(heroes), seed=seed,
                         options={"mode": "multiclass", "heroes": list(heroes)})


def build(state, cards):
    """The builder adds ``cards`` one by one (legal actions only), then builds."""
    for cid in cards:
        act(state, "mc_add", card=cid)
    act(state, "mc_done")


def built(heroes=("valerys", "beleth-il"), decks=None, seed=4):
    """A multiclass game whose decks are all built (``decks``: card ids per seat)."""
    s = mc(heroes, seed)
    for seat in range(len(heroes)):
        if decks and seat in decks:
            build(s, decks[seat])
        else:
            act(s, "mc_deal")
            act(s, "mc_done")
    return s


# ----- the option ("Multiclass (2 to 4 players)")
def test_multiclass_takes_two_to_four_players_and_refuses_one_in_a_line():
    with pytest.raises(BadOptions, match="mode=multiclass takes 2 to 4 players"):
        GAME.new_game(1, seed=1, options={"mode": "multiclass"})
    for n in (2, 3, 4):
        s = GAME.new_game(n, seed=1, options={"mode": "multiclass"})
        assert s.phase == "build" and s.current_player == 0
        assert all(not p.deck and not p.hand for p in s.players)
        assert s.market == [None] * 5 and not s.market_deck


def test_older_option_dicts_hash_as_before_the_mode():
    """Saves are a promise: a standard game's options without ``mode`` and with
    ``mode=standard`` give the same hash; multiclass is a different game."""
    plain = GAME.new_game(2, seed=9, options={"scenarios": True})
    standard = GAME.new_game(2, seed=9, options={"scenarios": True, "mode": "standard"})
    multi = GAME.new_game(2, seed=9, options={"scenarios": True, "mode": "multiclass"})
    assert state_hash(plain) == state_hash(standard) != state_hash(multi)
    assert plain.multi is None and "multiclass" not in plain.view(0)


# ----- the deck ("15 cards, exactly two classes, at least 5 of each")
def test_a_legal_deck_is_built_and_becomes_the_hero_s_deck():
    s = mc()
    build(s, WARRIOR_10 + ["rapid-shot"] * 5)
    assert s.multi["built"] == [True, False] and s.current_player == 1
    act(s, "mc_deal")
    act(s, "mc_done")
    assert s.phase == "bid" and s.multi["done"]
    p = s.players[0]
    assert sorted(s.cards[u] for u in p.deck + p.hand) == sorted(WARRIOR_10 + ["rapid-shot"] * 5)
    assert len(p.hand) == 4 and len(p.deck) == 11
    assert s.multi["classes"][0] == ["warrior", "explorer"]


@pytest.mark.parametrize("cards,reason", [
    (WARRIOR_10 + ["sword-strike"] * 0 + ["rapid-shot"] * 4, "has 14 cards; it needs exactly 15"),
    (WARRIOR_10[:9] + ["rapid-shot"] * 6, "only 9 warrior"),     # not refused: 9 >= 5
    (WARRIOR_10 + ["step-back"] * 1 + ["rapid-shot"] * 4, "only 4 explorer cards: at least 5"),
    (WARRIOR_10 + ["step-back"] * 2 + ["all-or-nothing", "rallying-cry", "shield-charge"],
     "exactly 2 classes; this one has 1 (warrior)"),
    (WARRIOR_10[:5] + ["rapid-shot"] * 5 + ["staff-blow"] * 4 + ["fireball"],
     "this one has 3 (warrior, explorer, mage)"),
    (["rapid-shot"] * 6 + ["sure-shot"] * 2 + ["staff-blow"] * 4 + ["fire-bolt"] * 3,
     "must be Valerys's own (warrior)"),
    (WARRIOR_10 + ["rapid-shot"] * 3 + ["wolf-companion"] * 2, "Wolf Companion: only 1 to take"),
])
def test_an_illegal_deck_is_refused_with_its_reason(cards, reason):
    """The draft is set directly (the add actions refuse most of these on the way);
    building it is not legal and ``why_not`` says why."""
    s = mc()
    s.multi["drafts"][0] = list(cards)
    done = A("mc_done")
    if reason == "only 9 warrior":                 # 9 + 6 is legal: the control case
        assert done in s.legal_actions() and s.why_not(done) is None
        return
    assert all(a.kind != "mc_done" for a in s.legal_actions())
    assert reason in s.why_not(done)


def test_adding_never_leads_away_from_a_legal_deck():
    """With 10 warrior cards the 5 left must hold 5 of a second class: an 11th
    warrior card is refused, any other class is offered; once an explorer card is
    in, only explorer cards may follow (no third class)."""
    s = mc()
    for cid in WARRIOR_10:
        act(s, "mc_add", card=cid)
    adds = {a.arg("card") for a in s.legal_actions() if a.kind == "mc_add"}
    assert "step-back" not in adds and "rapid-shot" in adds and "staff-blow" in adds
    assert "no way to a legal deck" in s.why_not(A("mc_add", card="step-back"))
    for cid in ["rapid-shot"]:
        act(s, "mc_add", card=cid)
    adds = {a.arg("card") for a in s.legal_actions() if a.kind == "mc_add"}
    assert not any(s.content.cards[c].klass in ("warrior", "mage", "rogue") for c in adds)
    assert "wolf-companion" in adds
    why = s.why_not(A("mc_add", card="staff-blow"))
    assert "no way to a legal deck" in why


def test_the_hero_s_own_class_is_required_on_the_way():
    """``hero = "own-class"``: Valerys's deck holds warrior cards, so after an explorer
    card only warrior and explorer cards may follow."""
    s = mc()
    act(s, "mc_add", card="rapid-shot")
    classes = {s.content.cards[a.arg("card")].klass for a in s.legal_actions()
               if a.kind == "mc_add"}
    assert classes == {"warrior", "explorer"}


def test_remove_and_start_again_edit_the_draft():
    s = mc()
    for cid in ("sword-strike", "sword-strike", "shield"):
        act(s, "mc_add", card=cid)
    act(s, "mc_remove", card="sword-strike")
    assert s.multi["drafts"][0] == ["shield", "sword-strike"]
    act(s, "mc_clear")
    assert s.multi["drafts"][0] == []


def test_deal_me_a_legal_deck_deals_a_legal_deck_of_the_hero_s_class():
    for seed in range(12):
        s = mc(("aranel", "neddia"), seed=seed)
        act(s, "mc_deal")
        draft = s.multi["drafts"][0]
        classes = {s.content.cards[c].klass for c in draft}
        assert len(draft) == 15 and "mage" in classes and len(classes) == 2
        assert A("mc_done") in s.legal_actions()


# ----- merged icons ("the hero has the icons of both classes")
def test_the_hero_has_both_classes_icons():
    """Neddia (rogue: Expertise, Ranged at -1) with an explorer half (Ranged, Melee at
    -1): Expertise and Ranged full, Melee at -1; the Composite Bow (Ranged; Expertise
    at -1) costs her no Damage any more."""
    s = built(("neddia", "valerys"),
              {0: ["sneak-attack"] * 3 + ["precise-crossbow"] * 3 + ["rapid-shot"] * 6
               + ["sure-shot"] * 2 + ["bullseye"]})
    hero = s.hero(0)
    assert set(hero.icons) == {"expertise", "ranged"} and hero.penalty_icons == ("melee",)
    bow = s.content.cards["composite-bow"]
    plain = s.content.heroes["neddia"]
    assert penalty(plain, bow) == 1 and penalty(hero, bow) == 0
    armour = s.content.cards["plate-armour"]
    assert not may_buy(plain, armour) and may_buy(hero, armour)
    view = s.view(1)["players"][0]
    assert set(view["hero_card"]["icons"]) == {"Expertise", "Ranged"}
    assert view["classes"] == ["explorer", "rogue"]


# ----- the Market ("only cards someone at the table can use")
def test_the_market_holds_only_cards_someone_can_use():
    """Two rogue + mage decks: nobody has Melee, so the Plate Armour and the Orc
    Halberd stay out; every card left is one someone may buy."""
    rogue_mage = ["sneak-attack"] * 3 + ["precise-crossbow"] * 3 + ["staff-blow"] * 4 \
        + ["fire-bolt"] * 3 + ["frost-shot"] * 2
    s = built(("neddia", "aranel"), {0: rogue_mage, 1: rogue_mage})
    out = sorted(s.cards[u] for u in s.multi["market_out"])
    assert out == ["orc-halberd", "plate-armour"]
    offered = [u for u in s.market + s.market_deck if u is not None]
    assert len(offered) == 12
    assert all(any(may_buy(s.hero(p), s.defn(u)) for p in (0, 1)) for u in offered)


def test_a_market_everyone_can_use_is_whole():
    s = built(("valerys", "aranel"),
              {0: WARRIOR_10 + ["rapid-shot"] * 5, 1: ["staff-blow"] * 4 + ["fire-bolt"] * 3
               + ["fireball", "frost-shot", "frost-shot"] + ["sneak-attack"] * 3
               + ["precise-crossbow"] * 2})
    assert s.multi["market_out"] == []
    assert len([u for u in s.market if u is not None]) + len(s.market_deck) == 14


# ----- two Warlords ("with 4 players ... the end when every Warlord has fallen")
def test_four_players_face_two_warlords_at_the_end_of_the_horde():
    s = mc(("valerys", "beleth-il", "neddia", "aranel"))
    w1, w2 = s.warlord_uids()
    assert s.cards[w1] != s.cards[w2]
    assert multi_rules().second_warlord == "last" and s.horde[-2:] == [w2, w1]
    assert len(s.horde) + len(s.battlefield) == 27 + 2
    three = mc(("valerys", "beleth-il", "neddia"))
    assert three.warlord_uids() == (three.warlord,) and three.multi["warlord2"] is None


def test_one_fallen_warlord_does_not_end_the_battle_the_second_does():
    s = built(("valerys", "beleth-il", "neddia", "aranel"))
    w1, w2 = s.warlord_uids()
    s.horde, s.battlefield, s.enemy_wounds, s.warlord_in = [w1], [w2], {}, True
    events = []
    horde.wound_enemy(s, 0, w2, horde.fortitude(s, w2), events)
    assert not s.over and w2 in s.players[0].trophies
    assert any(e.kind == "warlord_defeated" for e in events)
    horde.bring_in(s, events)
    horde.wound_enemy(s, 1, w1, horde.fortitude(s, w1), events)
    assert s.over and s.phase == "over"
    view = s.view(0)["multiclass"]["warlords"]
    assert [w["fallen"] for w in view] == [True, True]


def test_hitting_the_second_warlord_gives_glory_and_his_own_reprisal():
    """"The Warlord Arrives!": a card that damages a Warlord gives 1 Glory; the
    Warlord's Expertise is the one of the Warlord hit (Gurdrug: one more card lost)."""
    s = built(("valerys", "beleth-il", "neddia", "aranel"))
    w1, w2 = s.warlord_uids()
    s.cards[w2] = "gurdrug"
    s.cards[w1] = "shriekknifer" if s.cards[w1] == "gurdrug" else s.cards[w1]
    s.horde, s.battlefield, s.warlord_in = [w1], [w2], True
    from engine.no_time_for_heroes.effects import damage_step
    p = s.players[s.active]
    uid = s.new_card("sword-strike", s.active)
    s.in_play.append(uid)
    deck, glory = len(p.deck), p.glory
    damage_step(s, uid, s.active, [w2], 0, [])
    assert p.glory == glory + 1 and len(p.deck) == deck - 1


# ----- hidden information ("decks are built in secret")
def test_others_see_only_that_a_deck_was_built():
    s = mc()
    events = s.apply(next(a for a in s.legal_actions() if a.kind == "mc_add"))
    assert [e.describe(1) for e in events] == [""]
    assert "You add" in events[0].describe(0)
    s.multi["drafts"][0] = WARRIOR_10 + ["rapid-shot"] * 5
    events = s.apply(A("mc_done"))
    assert events[0].describe(1) == f"{s.players[0].name} has built a deck."
    other = s.view(1)["multiclass"]
    assert other["built"] == [True, False] and other["classes"] == [None, None]
    assert "warrior" not in str(s.view(None)["multiclass"]["draft"])


def test_determinize_deals_other_drafts_again_and_keeps_the_view():
    """While building, seat 1 cannot know seat 0's deck: a re-deal gives seat 0 some
    legal deck (not always the one built) and changes nothing seat 1 sees."""
    s = mc()
    build(s, WARRIOR_10 + ["rapid-shot"] * 5)
    act(s, "mc_add", card="sure-shot")
    mine = s.view(1)
    drafts = set()
    for seed in range(8):
        d = s.determinize(1, seed)
        assert d.view(1) == mine and d.legal_actions() == s.legal_actions()
        assert d.multi["drafts"][1] == ["sure-shot"]
        from engine.no_time_for_heroes.multiclass import problem
        assert problem(d, 0, d.multi["drafts"][0]) is None
        drafts.add(tuple(d.multi["drafts"][0]))
    assert len(drafts) > 1


def test_determinize_gives_other_heroes_unseen_cards_new_identities():
    """Once playing, another hero's hand and deck are re-dealt as cards of its own two
    classes (a legal deck with the cards everyone saw), the view unchanged."""
    s = built()
    while s.phase == "bid":
        s.apply(s.legal_actions()[0])
    mine = s.view(0)
    seen = set()
    for seed in range(8):
        d = s.determinize(0, seed)
        assert d.view(0) == mine
        p = d.players[1]
        cards = [d.cards[u] for u in p.hand + p.deck + p.wear + p.bid]
        classes = {d.content.cards[c].klass for c in cards if d.content.cards[c].kind == "ability"}
        assert classes == set(s.multi["classes"][1])
        from engine.no_time_for_heroes.multiclass import problem
        assert problem(d, 1, [c for c in cards if d.content.cards[c].kind == "ability"]) is None
        assert sorted(d.multi["drafts"][1]) == sorted(
            c for c in cards if d.content.cards[c].kind == "ability")
        seen.add(tuple(sorted(cards)))
    assert len(seen) > 1


# ----- saves and content
def test_a_multiclass_game_saves_and_replays_mid_build(tmp_path):
    s = mc(("valerys", "beleth-il", "neddia", "aranel"))
    build(s, WARRIOR_10 + ["rapid-shot"] * 5)
    act(s, "mc_deal")
    path = tmp_path / "mc.htsave"
    saves.write(path, s)
    loaded = saves.read(path).state
    assert state_hash(loaded) == state_hash(s) and loaded.current_player == 1


def test_the_content_file_is_checked_in_one_line():
    good = ("[multiclass]\ndeck_size = 15\nclasses = 2\nmin_per_class = 5\nhero = \"own-class\"\n"
            "pool = \"per-player\"\nwarlords_from = 4\nsecond_warlord = \"last\"\n"
            "classes_shown = \"at-start\"\n")
    assert parse_multi(good) == multi_rules()
    with pytest.raises(ContentError, match="second_warlord"):
        parse_multi(good.replace('"last"', '"first"'))
    with pytest.raises(ContentError, match="min_per_class"):
        parse_multi(good.replace("min_per_class = 5", "min_per_class = 8"))


# ----- each decision is one line of data (content/multiclass.toml)
def _rules(monkeypatch, **changes):
    from dataclasses import replace
    from engine.no_time_for_heroes import multiclass
    changed = replace(multi_rules(), **changes)
    monkeypatch.setattr(multiclass, "multi_rules", lambda: changed)


def test_pool_box_one_box_for_the_table(monkeypatch):
    """``pool = "box"``: the one Wolf Companion taken by Valerys's player is not there
    for Neddia's, who builds after."""
    _rules(monkeypatch, pool="box")
    s = mc(("valerys", "beleth-il"))
    build(s, WARRIOR_10 + ["rapid-shot"] * 4 + ["wolf-companion"])
    adds = {a.arg("card") for a in s.legal_actions() if a.kind == "mc_add"}
    assert "rapid-shot" in adds and "wolf-companion" not in adds
    s.multi["drafts"][1] = ["rapid-shot"] * 2 + ["sure-shot"] * 2 + ["wolf-companion"] \
        + ["sneak-attack"] * 3 + ["precise-crossbow"] * 3 + ["in-the-shadows"] * 2 + ["trap", "deceive"]
    assert "Wolf Companion: only 0 to take" in s.why_not(A("mc_done"))


def test_second_warlord_middle_goes_halfway_up_the_horde(monkeypatch):
    _rules(monkeypatch, second_warlord="middle")
    s = mc(("valerys", "beleth-il", "neddia", "aranel"))
    w1, w2 = s.warlord_uids()
    hosts = 27 - 3                      # 3 came out onto the Battlefield
    assert s.horde[-1] == w1 and s.horde.index(w2) == 27 // 2 - 3
    assert len(s.horde) == hosts + 2


def test_hero_any_lets_a_deck_leave_the_hero_s_class(monkeypatch):
    _rules(monkeypatch, hero="any")
    s = mc()
    build(s, ["rapid-shot"] * 6 + ["sure-shot"] * 2 + ["staff-blow"] * 4 + ["fire-bolt"] * 3)
    assert s.multi["built"][0]


# ----- finishing a hand-picked draft (a new player's 14 cards were thrown away)
def test_finish_my_deck_keeps_the_chosen_cards_and_makes_a_legal_deck():
    """14 cards chosen: the list's top is "Finish my deck", which keeps all 14 and
    adds one; "Deal me a legal deck" (a new one) is still offered after it."""
    chosen = WARRIOR_10 + ["rapid-shot"] * 2 + ["sure-shot"] * 2
    for seed in range(6):
        s = mc(seed=seed)
        for cid in chosen:
            act(s, "mc_add", card=cid)
        kinds = [a.kind for a in s.legal_actions()]
        assert kinds[:2] == ["mc_finish", "mc_deal"], kinds[:3]
        assert s.legal_actions()[0].label.startswith("Finish my deck")
        assert s.legal_actions()[1].label.startswith("Deal me a legal deck")
        events = act(s, "mc_finish")
        draft = s.multi["drafts"][0]
        assert len(draft) == 15 and not (Counter(chosen) - Counter(draft))
        from engine.no_time_for_heroes.multiclass import problem
        assert problem(s, 0, draft) is None and A("mc_done") in s.legal_actions()
        assert [e.describe(1) for e in events] == [""]


def test_finish_from_one_class_adds_a_second_and_the_hero_s_own():
    """5 explorer cards for Valerys (a warrior): finishing adds 10 cards, warrior
    ones among them (the hero's class is required), each class 5 or more."""
    s = mc()
    for cid in ["rapid-shot"] * 5:
        act(s, "mc_add", card=cid)
    act(s, "mc_finish")
    draft = s.multi["drafts"][0]
    counts = Counter(s.content.cards[c].klass for c in draft)
    assert len(draft) == 15 and set(counts) == {"explorer", "warrior"}
    assert min(counts.values()) >= 5 and draft.count("rapid-shot") >= 5


def test_deal_is_offered_alone_when_there_is_nothing_to_finish():
    """No card chosen, or a full deck: no "Finish my deck"; the engine says why."""
    s = mc()
    kinds = [a.kind for a in s.legal_actions()]
    assert "mc_finish" not in kinds and kinds[0] == "mc_deal"
    assert s.legal_actions()[0].label == "Deal me a legal deck"
    assert "nothing to finish" in s.why_not(A("mc_finish"))
    act(s, "mc_deal")
    assert "mc_finish" not in [a.kind for a in s.legal_actions()]
    assert "already has 15" in s.why_not(A("mc_finish"))


def test_deal_still_deals_afresh_over_a_draft_as_saves_made_before_finish_replay():
    """``mc_deal`` on a draft of 14 keeps its old meaning (a fresh deal, the draft
    dropped), so a game saved before ``mc_finish`` replays to the same hash."""
    chosen = WARRIOR_10 + ["rapid-shot"] * 2 + ["sure-shot"] * 2
    s, t = mc(seed=3), mc(seed=3)
    for cid in chosen:
        act(s, "mc_add", card=cid)
        act(t, "mc_add", card=cid)
    act(s, "mc_deal")
    t.multi["drafts"][0] = []            # the fresh deal does not look at the draft
    act(t, "mc_deal")
    assert s.multi["drafts"][0] == t.multi["drafts"][0]
