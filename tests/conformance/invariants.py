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
            assert state.free(player.seat, attribute) >= 0, "negative free points"
        assert player.vp >= 0
    assert sorted(seen) == sorted(state.cards), "a card is lost or duplicated"
    if state.sequence is not None:
        assert state.phase == "action"


INVARIANTS = {"herocard-duel": herocard_duel}
