"""Determinization of a HeroCard table, for AI search: a clone in which
everything one seat cannot see is re-dealt at random, consistently with
what it sees, and card uids are relabelled by place so the result depends
only on that seat's view and the seed.

``DeterminizeMixin`` gives ``HeroCardTable`` its ``determinize`` and the
steps subclasses extend (``redeal_hidden``, ``redeal_secrets``,
``card_places``, ``renumber``). DESIGN.md, "The engine contract"
(``state.determinize(seat, seed)``); Glossary, "Deploy" (what a
face-down card shows).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Rng
from .cards import ATTRIBUTES, kind_matches

if TYPE_CHECKING:
    from .table import HeroCardTable

_REDEAL_TRIES = 20


def _deal_face_down(face_down: list, cids: list, defs: dict, cards: dict) -> list:
    """Card ids for the face-down cards ``face_down`` (in order), each the first
    of ``cids`` (removed from it) that may be deployed with the same Attribute
    and cost as the card now there; that card's own id if none is left."""
    result = []
    for uid in face_down:
        shown = defs[cards[uid].cid]
        for i, cid in enumerate(cids):
            d = defs[cid]
            if d.attribute == shown.attribute and d.cost == shown.cost and d.deploy:
                result.append(cids.pop(i))
                break
        else:
            result.append(shown.id)
    return result


def _hand_fits(waiting: list, hand: list, defs: dict) -> bool:
    """Whether a hand of card ids ``hand`` leaves each pending discard or waste
    in ``waiting`` a real choice, as when it was asked (effects.py: more
    matching cards than the count, of two ids or more; one card will do for a
    game effect asked again, source < 0)."""
    for p in waiting:
        matching = [c for c in hand if kind_matches(defs[c].kind, p.filter)]
        if p.source is not None and p.source < 0:
            if not matching:
                return False
        elif len(matching) <= p.count or len(set(matching)) < 2:
            return False
    return True


class DeterminizeMixin:
    """``determinize`` and its steps for ``HeroCardTable`` (which lists it
    among its bases); it reads the table's attributes and hooks
    (``clone``, ``card_defs``)."""

    def determinize(self, seat: int, seed: int) -> "HeroCardTable":
        """A clone in which everything ``seat`` cannot see is re-dealt from ``seed``.

        Canonical: the result depends only on what ``seat`` can see (its
        ``view``, and public records such as whose Victory Point came when)
        and on ``seed``, never on the hidden order or identity of cards, so
        two states ``seat`` cannot tell apart give the same state hash.
        Steps: ``redeal_hidden`` (cards), ``redeal_secrets`` (a game's other
        hidden things), ``relabel_cards`` (card uids by position); then the
        clone's generator is reseeded from ``seed``, its ``seed`` becomes
        ``seed`` (the real seed would tell every shuffle) and its ``history``
        is empty (the real actions would tell hidden choices, and the clone
        was never reached by them). DESIGN.md, "The engine contract".
        """
        other = self.clone()
        rng = Rng(seed)
        other.redeal_hidden(seat, rng)
        other.redeal_secrets(seat, rng)
        other.relabel_cards()
        other.rng = Rng(rng.randrange(2 ** 31))
        other.seed = seed
        other.history = []
        return other

    def determinizer(self, seat: int):
        """A function ``seed -> state``, the same state as ``determinize(seat,
        seed)`` (to the state hash), for the many seeds a search draws from one
        position; the position must not change while it is used.

        ``determinize`` renumbers card uids by place after the re-deal; the
        re-deal moves no card, only gives cards other ids, so renumbering once
        before it (a copy kept for the purpose, with no history) leaves nothing
        to do after, and each call saves that and the history's copy.
        ``tests/ai/test_ai_determinizer.py`` compares the two ways.
        """
        base = self.clone()
        base.history = []
        base.relabel_cards()

        def deal(seed: int) -> "HeroCardTable":
            other = base.clone()
            rng = Rng(seed)
            other.redeal_hidden(seat, rng)
            other.redeal_secrets(seat, rng)
            other.rng = Rng(rng.randrange(2 ** 31))
            other.seed = seed
            return other
        return deal

    def redeal_secrets(self, seat: int, rng: Rng) -> None:
        """Re-deal what ``seat`` cannot see besides cards (none in a duel)."""

    def reveal_marker(self, seat: int) -> tuple:
        """A public value that changes whenever ``seat`` may have learnt something
        hidden or random: a card leaving a deck, another player's hand growing
        or shrinking, another player's face-down card count changing, the
        generator asked (``Rng.calls``). Subclasses add their own secrets.

        For a search (``engine.ai.ismcts``): two determinizations of one
        window for ``seat`` (``determinize``), after the same actions of
        ``seat`` alone with this value unchanged, give ``seat`` the same legal
        actions, so a search may list them once per node.
        ``tests/ai/test_ai_reveal_marker.py`` plays that out from random
        positions of every game that has the hook.
        """
        cards = self.cards
        hidden = 0
        for pool in self.pools:
            for stack in pool.stacks.values():
                for u in stack:
                    card = cards[u]
                    if card.face_down and card.owner != seat:
                        hidden += 1
        return (tuple([len(p.deck) for p in self.players]),
                tuple([len(p.hand) for p in self.players if p.seat != seat]),
                hidden, self.rng.calls)

    def redeal_hidden(self, seat: int, rng: Rng) -> None:
        """Re-deal, in place, every card ``seat`` cannot see (for ``determinize``).

        ``seat``'s own deck is dealt again from its cards sorted by id. For
        every other player, the cards of its hand, deck and face-down
        deployed cards are pooled, sorted by card id and shuffled; each
        face-down card (in pool, stack and position order) then takes the
        first card of the pool with the same Attribute and cost that may be
        deployed (what its owner's opponents see of it), and the rest go to
        the hand and the deck in order, in the same sizes. Sorting first
        makes the result independent of the hidden order. A discard or waste
        the player must choose now stays a choice (the deal is redrawn until
        the hand allows it): what is public about a hand is kept.
        """
        cards = self.cards
        for player in self.players:
            if player.seat == seat:
                cids = sorted(cards[u].cid for u in player.deck)
                rng.shuffle(cids)
                for uid, cid in zip(player.deck, cids):
                    cards[uid].cid = cid
                continue
            face_down = [u for pool in self.pools for a in ATTRIBUTES for u in pool.stacks[a]
                         if cards[u].face_down and cards[u].owner == player.seat]
            places = player.hand + player.deck
            pooled = sorted(cards[u].cid for u in face_down + places)
            defs = self.card_defs(player.seat)
            waiting = [p for p in self.pending if p.kind in ("discard", "waste")
                       and self.pools[p.target].owner == player.seat]
            # a choice the player is asked to make must stay a choice: deal again
            # (a few times, then with matching cards first) until the hand allows it
            for attempt in range(1 + _REDEAL_TRIES * bool(waiting)):
                cids = list(pooled)
                rng.shuffle(cids)
                shown = _deal_face_down(face_down, cids, defs, cards)
                if not waiting or _hand_fits(waiting, cids[:len(player.hand)], defs):
                    break
            else:
                cids.sort(key=lambda c: not any(kind_matches(defs[c].kind, p.filter)
                                                for p in waiting))
            for uid, cid in zip(face_down, shown):
                cards[uid].cid = cid
            for uid, cid in zip(places, cids):
                cards[uid].cid = cid

    def card_places(self) -> list[int]:
        """Every card uid in a canonical order of places: each pool's stacks
        (by pool, Attribute, bottom first), then each player's discard stack,
        hand and deck (by seat)."""
        order: list[int] = []
        for pool in self.pools:
            for attribute in ATTRIBUTES:
                order.extend(pool.stacks[attribute])
        for player in self.players:
            order.extend(player.discard)
            order.extend(player.hand)
            order.extend(player.deck)
        return order

    def relabel_cards(self) -> None:
        """Renumber card uids by place (``card_places``), in place.

        uids are hidden (views and actions name cards by id), so two states
        a seat cannot tell apart may hold equal cards under other uids; after
        this, a card's uid depends only on where it lies. Every reference is
        renumbered (zones, stacks, sequence, queue, pending sources, the play
        being resolved, Exclusive records; subclasses add theirs in
        ``renumber``).
        """
        order = self.card_places()
        if len(set(order)) != len(order):
            return  # a card in two places would be a bug elsewhere: keep the labels
        seen = set(order)
        order += sorted(u for u in self.cards if u not in seen)
        labels = sorted(self.cards)
        mapping = {old: labels[i] for i, old in enumerate(order)}
        if all(old == new for old, new in mapping.items()):
            return
        self.renumber(mapping)

    def renumber(self, m: dict) -> None:
        """Apply the uid map ``m`` (old -> new, a permutation) to every reference."""
        cards = {}
        for old, card in self.cards.items():
            card.uid = m[old]
            cards[card.uid] = card
        self.cards = {u: cards[u] for u in sorted(cards)}
        for player in self.players:
            player.deck = [m[u] for u in player.deck]
            player.hand = [m[u] for u in player.hand]
            player.discard = [m[u] for u in player.discard]
        for pool in self.pools:
            for attribute, stack in pool.stacks.items():
                pool.stacks[attribute] = [m[u] for u in stack]
            if pool.exclusive_uid is not None:
                pool.exclusive_uid = m.get(pool.exclusive_uid, pool.exclusive_uid)
        if self.sequence is not None:
            self.sequence.cards = [m[u] for u in self.sequence.cards]
        for p in self.pending:
            p.source = m.get(p.source, p.source)
        for step in self.queue:
            step[0] = m.get(step[0], step[0])
        self.played = [m[u] for u in self.played]
