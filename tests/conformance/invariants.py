"""Game-specific invariants checked by the conformance suite, by game id."""
from __future__ import annotations


def herocard_duel(state) -> None:
    """Cards are conserved, points never go negative, hands hold at most seven."""
    seen = []
    for player in state.players:
        zones = player.deck + player.hand + player.discard + player.in_play()
        assert all(state.cards[u].owner == player.seat for u in zones)
        seen += zones
        assert len(player.hand) <= 7, "hand above seven"
        for attribute in "BMX":
            assert state.spent(player.seat, attribute) <= state.score(player.seat, attribute), \
                "more points spent than the Attribute score"
        assert player.vp >= 0
    assert sorted(seen) == sorted(state.cards), "a card is lost or duplicated"
    if state.sequence is not None:
        assert state.phase == "action"


def hero_realms(state) -> None:
    """Cards conserved, Health within 50 + what was gained, no negative pools or damage."""
    zones = state.market_deck + [u for u in state.market if u is not None] + state.gems \
        + state.sacrificed
    for player in state.players:
        zones += player.deck + player.hand + player.discard + player.in_play + player.champions
        assert player.health == 50 + player.gained - player.lost, "Health does not add up"
        assert player.health <= 50 + player.gained, "Health above its maximum"
        assert player.health >= 0 and player.gained >= 0 and player.lost >= 0
        assert player.out == (player.health == 0), "out exactly at 0 Health"
        assert not (player.out and player.champions), "an eliminated player keeps champions"
        assert 0 <= player.known_top <= len(player.deck)
    assert sorted(zones) == list(range(len(state.cards))), "a card is lost or duplicated"
    assert len(state.cards) == 10 * state.num_players + 16 + 80
    assert len(state.market) == 5 and len(state.gems) <= 16
    assert all(state.cards[u] == "fire-gem" for u in state.gems)
    assert state.gold >= 0 and state.combat >= 0 and state.healed >= 0, "negative pool"
    in_play = {u for p in state.players for u in p.champions}
    assert set(state.damage) <= in_play and set(state.expended) <= in_play
    for uid, damage in state.damage.items():
        assert 0 < damage < state.defn(uid).defense, "a champion at its Defense is not stunned"
    assert state.ally_used <= {u for p in state.players for u in p.champions + p.in_play}
    if state.is_over():
        assert len(state.winners()) == 1 and not state.players[state.winners()[0]].out


def no_time_for_heroes(state) -> None:
    """Every card in exactly one zone, no negative coins or Glory, wounds within hearts,
    the Warlord last in the Horde, a full Market while its deck lasts."""
    zones = state.horde + state.box + state.battlefield + state.in_play + state.removed \
        + state.market_deck + [u for u in state.market if u is not None]
    if state.trap is not None:
        zones.append(state.trap[0])
    support = 0
    if state.solo is not None:        # the solo mode's support decks (3 classes of 15)
        support = 45
        zones += state.solo["left_out"]
        for deck in state.solo["support"].values():
            zones += deck
    decks, warlords, market = 15 * state.num_players, 1, 14
    if state.multi is not None:       # multiclass: decks and Market made once all are built
        zones += state.multi["market_out"]
        warlords = len(state.warlord_uids())
        if not state.multi["done"]:
            decks = market = 0
    for p in state.players:
        zones += p.deck + p.hand + p.wear + p.bid + p.trophies
        assert p.coins >= 0 and p.glory >= 0, "negative coins or Glory"
        assert 0 <= p.wounds <= state.hero(p.seat).hearts
        assert 0 <= p.known_bottom <= len(p.deck)
        assert 0 <= p.expertise_left <= state.hero(p.seat).expertise_uses
    assert sorted(zones) == list(range(len(state.cards))), "a card is lost or duplicated"
    assert len(state.cards) == decks + 27 + warlords + market + support
    assert len(state.market) == 5
    if state.solo is None:            # solo: a bought card leaves a gap for good
        assert not state.market_deck or None not in state.market
    if state.horde and not state.warlord_in:
        assert state.horde[-1] == state.warlord, "the Warlord must come out last"
    if state.multi is not None and state.multi["done"]:
        from engine.no_time_for_heroes.multiclass import problem
        for p in state.players:           # every deck built is a legal deck
            assert problem(state, p.seat, state.multi["drafts"][p.seat]) is None
    assert all(0 < w < state.enemy_def(u).fortitude + 2 for u, w in state.enemy_wounds.items())
    assert set(state.enemy_wounds) <= set(state.battlefield)
    if state.is_over():
        assert not state.battlefield and not state.horde or all(p.fallen for p in state.players)


def heroes_of_timeline(state) -> None:
    """One hero a tile, all on the board; armor tokens conserved (box + heroes = 32 Regular,
    16 Superior); walls never more than the 18 in the box; points match the turns played."""
    from engine.heroes_of_timeline import board
    placed = {h.hex: h.uid for h in state.heroes if h.alive and h.hex is not None}
    assert placed == state.at, "the tile map disagrees with the heroes"
    assert all(h in board.ON_BOARD for h in placed)
    on = [0, 0]
    for h in state.heroes:
        assert all(a in (0, 1, 2) for a in h.armor)
        if not h.alive:
            assert h.hex is None and not any(h.armor)
        for a in h.armor:
            if a:
                on[a - 1] += 1
    assert [state.armor_box[0] + on[0], state.armor_box[1] + on[1]] == [32, 16], \
        "an armor token is lost or duplicated"
    assert state.wall_box >= 0 and len(state.walls) + state.wall_box <= 18
    assert all(board.inner_edge(e) for e in state.walls)
    played = max(0, state.turn - 1) + (1 if state.over and len(state.results) == 5 else 0)
    assert len(state.results) in (played, max(0, state.turn - 1))
    assert sum(state.dp) == sum(1 for r in state.results if r is not None)
    if not state.over:
        assert state.living(0) and state.living(1)


def pack_of_heroes(state) -> None:
    """9 power cards a seat (3 of each colour), the grid matches the heroes, wounds below
    health in play, at most 3 cards in hand outside the owner's draw step, stuns only in play."""
    from collections import Counter
    for seat in (0, 1):
        cards = state.hands[seat] + state.draws[seat] + state.discards[seat]
        if state.phase in ("play", "over") or state.discards[seat]:
            assert Counter(cards) == {"red": 3, "green": 3, "blue": 3}, "power cards lost"
        busy = state.phase == "play" and state.active == seat and state.step != "move"
        if not busy and state.phase == "play" and state.pending is None:
            assert len(state.hands[seat]) <= 3 or state.active == seat, "hand above 3"
    for hero in state.heroes:
        health = state.defs[hero.id].health
        if hero.where == "play":
            assert state.board[hero.space] == hero.uid, "grid and hero disagree"
            assert 0 <= hero.wounds < health, "a hero in play at or past its health"
        else:
            assert hero.space is None and not (hero.stunned and hero.where != "out")
    on_board = [u for u in state.board if u is not None]
    assert len(on_board) == len(set(on_board)) == sum(h.where == "play" for h in state.heroes)
    if state.phase == "play":
        assert len(state.heroes) == 10
        for seat in (0, 1):
            assert sum(h.owner == seat for h in state.heroes) == 5
    if state.is_over():
        assert state.winners() in ([], [0], [1])


INVARIANTS = {"herocard-duel": herocard_duel, "hero-realms": hero_realms,
              "no-time-for-heroes": no_time_for_heroes,
              "heroes-of-timeline": heroes_of_timeline, "pack-of-heroes": pack_of_heroes}
