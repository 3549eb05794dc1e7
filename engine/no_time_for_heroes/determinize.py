"""Re-dealing what a seat cannot see (DESIGN.md, "state.determinize"; view.py lists it).

Other heroes' hands, face-down bids and the unknown part of their decks are
pooled per hero and dealt back in the same sizes; every deck keeps the cards
everyone saw put at its bottom; the seat's own deck is reshuffled; the Market
and Scenario decks are reshuffled; the loot of every Host not yet revealed is
re-dealt among Hosts of the same kind, and Horde cards whose front the seat
does not know trade places with each other and with the unused Hosts. Pools
are sorted before shuffling, so the result depends only on what the seat sees
and on ``seed``. In the multiclass mode other heroes' unseen cards take new
identities from a legal deck of their classes (multiclass.redeal). In the
solo mode the support decks are reshuffled (their lists are public: a full
class deck less the cards borrowed). Cards known to be in another hand (a
Market card just bought) are not tracked: a simplification for AI search,
as in Hero Realms.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Rng

if TYPE_CHECKING:
    from .state import NoTimeState


def determinize(state: "NoTimeState", seat: int, seed: int) -> "NoTimeState":
    """A clone of ``state`` with all ``seat`` cannot see re-dealt from ``seed``."""
    other = state.clone()
    rng = Rng(seed)
    if other.multi is not None:     # other decks' cards (multiclass.redeal)
        from .multiclass import redeal
        redeal(other, seat, rng)
    for p in other.players:
        k = p.known_bottom
        known, rest = p.deck[:k], sorted(p.deck[k:])
        if p.seat == seat:
            rng.shuffle(rest)
            p.deck = known + rest
            continue
        pool = sorted(p.hand + p.bid + rest)
        rng.shuffle(pool)
        h, b = len(p.hand), len(p.bid)
        p.hand, p.bid, p.deck = pool[:h], pool[h:h + b], known + pool[h + b:]
    other.market_deck = sorted(other.market_deck)
    rng.shuffle(other.market_deck)
    other.scenario_deck = sorted(other.scenario_deck)
    rng.shuffle(other.scenario_deck)
    if other.solo is not None:      # the support decks' order is never seen
        for klass in sorted(other.solo["support"]):
            deck = sorted(other.solo["support"][klass])
            rng.shuffle(deck)
            other.solo["support"][klass] = deck
    _horde(other, seat, rng)
    for s in range(other.num_players):
        if s != seat:
            other.horde_seen[s] = set()
    other.rng = Rng(rng.randrange(2 ** 31))
    return other


def _horde(state: "NoTimeState", seat: int, rng: Rng) -> None:
    known = state.horde_public | state.horde_seen[seat] | set(state.warlord_uids())
    hidden_loot = [u for u in state.battlefield + state.horde + state.box
                   if not state.is_warlord(u) and u not in state.revealed]
    by_kind: dict = {}
    for u in sorted(hidden_loot):
        by_kind.setdefault(state.cards[u], []).append(u)
    for uids in by_kind.values():
        loot = sorted(state.loot[u] for u in uids)
        rng.shuffle(loot)
        for u, value in zip(uids, loot):
            state.loot[u] = value
    free = [i for i, u in enumerate(state.horde) if u not in known]
    pool = sorted([state.horde[i] for i in free] + state.box)
    rng.shuffle(pool)
    for i, u in zip(free, pool):
        state.horde[i] = u
    state.box = pool[len(free):]
