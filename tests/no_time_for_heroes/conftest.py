"""Position building for the No Time For Heroes rules tests.

``position(...)`` starts a real game (``new_game``) and then sets an exact
position: each seat's hand, deck (TOP LAST, as the engine keeps it), Wear pile
(bottom first), the battlefield (Host ids, or the Warlord's id), the Horde deck
(``horde``: next to come out FIRST; the Warlord is put last unless it is on the
battlefield), the Market and its deck, the scenario. Loot is (0, 0) unless
``loot`` gives {battlefield slot: (coins, glory)}. The position is the active
seat's Attack phase with nothing pending, unless ``phase`` says otherwise.
``warlord_defeated_by``: a seat that already holds the Warlord as a trophy.
``act(state, kind, **args)`` applies the one legal action of that kind whose
arguments match, failing the test (listing the legal actions) otherwise.
"""
from __future__ import annotations

import pytest

from engine.no_time_for_heroes.game import NoTimeForHeroes
from engine.no_time_for_heroes.turn import fresh_turn

GAME = NoTimeForHeroes()


def position(heroes=("valerys", "beleth-il"), *, hands=None, decks=None, wears=None,
             field=("orc-runt", "orc-warrior", "orc-brute"), wounds=None, loot=None,
             horde=("orc-runt", "orc-runt", "orc-runt"), warlord="gurdrug", market=None,
             market_deck=(), scenario=None, scenario_deck=(), coins=None, glory=None,
             hero_wounds=None, active=0, phase="attack", oldest=0, warlord_defeated_by=None):
    players = len(heroes)
    options = {"heroes": list(heroes), "scenarios": scenario is not None, "oldest": oldest}
    s = GAME.new_game(players, seed=1, options=options)
    s.cards, s.owner, s.loot = [], [], {}
    s.revealed, s.horde_public = set(), set()
    for p in s.players:
        seat = p.seat
        p.hand = [s.new_card(c, seat) for c in (hands or {}).get(seat, [])]
        p.deck = [s.new_card(c, seat) for c in (decks or {}).get(seat, [])]
        p.wear = [s.new_card(c, seat) for c in (wears or {}).get(seat, [])]
        p.bid, p.bid_done, p.known_bottom = [], True, 0
        p.coins = (coins or {}).get(seat, 0)
        p.glory = (glory or {}).get(seat, 0)
        p.wounds = (hero_wounds or {}).get(seat, 0)
    s.battlefield, s.enemy_wounds, s.warlord_in = [], {}, False
    s.warlord = -1
    for slot, cid in enumerate(field):
        if cid == warlord:
            s.warlord = s.new_card(cid)
            s.warlord_in = True
            s.battlefield.append(s.warlord)
            continue
        uid = s.new_card(cid)
        s.loot[uid] = tuple((loot or {}).get(slot, (0, 0)))
        s.battlefield.append(uid)
        if (wounds or {}).get(slot):
            s.enemy_wounds[uid] = wounds[slot]
    s.horde = []
    for cid in horde:
        uid = s.new_card(cid)
        s.loot[uid] = (0, 0)
        s.horde.append(uid)
    if s.warlord < 0:
        s.warlord = s.new_card(warlord)
        if warlord_defeated_by is None:
            s.horde.append(s.warlord)
        else:
            s.warlord_in = True
            s.players[warlord_defeated_by].trophies.append(s.warlord)
    s.box = []
    market = list(market) if market is not None else [None] * 5
    s.market = [None if c is None else s.new_card(c) for c in market]
    s.market_deck = [s.new_card(c) for c in market_deck]
    s.scenario = scenario
    s.scenario_deck = list(scenario_deck)
    s.in_play, s.trap, s.removed, s.queue = [], None, [], []
    s.pending, s.attack = None, None
    s.horde_seen = [set() for _ in range(players)]
    s.phase, s.active, s.leader, s.turn = phase, active, 0, 2
    s.t = fresh_turn()
    return s


def matching(state, kind, **args):
    out = []
    for a in state.legal_actions():
        if a.kind != kind:
            continue
        if all((list(a.arg(k)) if isinstance(a.arg(k), tuple) else a.arg(k)) ==
               (list(v) if isinstance(v, tuple) else v) for k, v in args.items()):
            out.append(a)
    return out


def act(state, kind, **args):
    found = matching(state, kind, **args)
    if len(found) != 1:
        legal = "; ".join(f"{a.kind} {dict(a.args)}" for a in state.legal_actions())
        pytest.fail(f"{len(found)} legal {kind} {args}; legal now: {legal}")
    return state.apply(found[0])


def hand_uid(state, seat, cid):
    """The uid of the first card ``cid`` in ``seat``'s hand."""
    return next(u for u in state.players[seat].hand if state.cards[u] == cid)


def names(state, uids):
    return [state.cards[u] for u in uids]


def play(state, cid, *slots, seat=None):
    """The active hero plays card ``cid`` from the hand at battlefield ``slots``."""
    seat = state.active if seat is None else seat
    return act(state, "play", card=hand_uid(state, seat, cid), slots=list(slots))
