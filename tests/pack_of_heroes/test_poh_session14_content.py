"""The two powers changed for balance in session 14 (our design; the team files say
why), from exact positions: rulebook, "Defend power" (half of an attack on another of
your heroes, for the power's cost) with our wound-back, and "Main Action -- Use 1
Power" (a cost of either of two colours)."""
from __future__ import annotations

from poh_positions import act, position, uid


def polly_hits_minuteman(card: str):
    """Poltergeist Polly's Rattle Chains (range 2, red) on Minuteman, Field Medic beside
    him and one ``card`` in the Legends' hand; the position after the attack."""
    state = position(("guild-of-ghouls", "liberty-legends"),
                     board={0: "poltergeist-polly", 7: "minuteman", 8: "field-medic"},
                     hands=[["red"], [card]])
    act(state, "use", hero=uid(state, "poltergeist-polly"), power=1,
        target=uid(state, "minuteman"), pay=["red"])
    return state


def test_cover_fire_is_paid_green_halves_the_attack_and_wounds_the_attacker():
    state = polly_hits_minuteman("green")
    assert state.pending["kind"] == "defend"
    act(state, "defend", hero=uid(state, "field-medic"), power=1, pay=["green"])
    assert state.heroes[uid(state, "minuteman")].wounds == 1          # 2 halved
    assert state.heroes[uid(state, "poltergeist-polly")].wounds == 1  # wounded back
    assert state.discards[1][-1] == "green" and state.hands[1] == []


def test_cover_fire_cannot_be_paid_with_red():
    state = polly_hits_minuteman("red")
    # no defend is offered (a lone "take it" is answered at once): the full 2 land
    assert state.pending is None
    assert state.heroes[uid(state, "minuteman")].wounds == 2
    assert state.heroes[uid(state, "poltergeist-polly")].wounds == 0


def test_ground_pound_is_paid_with_green_or_blue_and_heave_is_not():
    for colour in ("green", "blue"):
        state = position(("freak-show-five", "guild-of-ghouls"),
                         board={4: "strongwoman", 5: "banshee"}, hands=[[colour], []])
        uses = [a for a in state.legal_actions() if a.kind == "use"
                and a.arg("hero") == uid(state, "strongwoman")]
        assert {(a.arg("power"), a.arg("pay")) for a in uses} == {(1, (colour,))}
        state.apply(uses[0])
        assert state.heroes[uid(state, "banshee")].wounds == 2
