"""The state of a HeroCard duel (Core Rules, "Head-to-Head Duels").

Every player is one hero with one pool. Phases are in phases.py; the Action
Phase, sets, windows and sequences in plays.py (shared with Orc Wars).
"""
from __future__ import annotations

from ..core import Action, Event, Game
from .content import load_heroes
from .model import Player, Pool, Sequence
from .table import HAND_LIMIT, HeroCardTable

__all__ = ["DuelState", "HAND_LIMIT"]


class DuelState(HeroCardTable):
    """A HeroCard duel between 2 to 4 heroes.

    Built by ``HeroCardDuel.new_game``; see docs/herocard-engine.md for the
    action kinds, the view layout and the rulings.
    """

    def __init__(self, game: Game, seed: int, options: dict):
        super().__init__(game, seed, options)
        self.num_players = len(options["heroes"])
        self.heroes = load_heroes()
        for seat, hero in enumerate(options["heroes"]):
            name = options["names"][seat]
            pool = Pool(key=seat, name=name, owner=seat)
            self.pools.append(pool)
            self.players.append(Player(seat=seat, name=name, hero=hero, pool=pool))
        self.target_vp = options["target_vp"]
        self.first_player = 0
        self.clears_done = 0

    # ----- hooks ---------------------------------------------------------
    def card_defs(self, seat: int) -> dict:
        return self.heroes[self.players[seat].hero].cards

    def score(self, pool: int, attribute: str) -> int:
        # a duel hero's pool scores are its player's Attribute Cards
        return self.heroes[self.players[pool].hero].attributes[attribute].score

    def attack_resolved(self, seq: Sequence, attack: int, block: int,
                        events: list[Event]) -> None:
        """One Victory Point for a successful attack, at most one per turn.

        Core Rules, "Head-to-Head Duels": only one point whatever the margin,
        and points come from separate successful attacks on separate turns.
        """
        attacker = self.players[self.pools[seq.attacker].owner]
        defender = self.pool_name(seq.defender)
        if attack <= block:
            events.append(Event("attack_blocked", f"{defender} blocks the attack ({block} "
                                f"against {attack}).", self.pools[seq.defender].owner,
                                data={"attack": attack, "block": block}))
            return
        if attacker.vp_turn == self.turn:
            events.append(Event("attack_succeeds", f"{attacker.name}'s attack succeeds ({attack} "
                                f"against {block}), but only one Victory Point can be won "
                                "per turn.", attacker.seat, data={"attack": attack, "block": block}))
            return
        attacker.vp += 1
        attacker.vp_turn = self.turn
        events.append(Event("victory_point", f"{attacker.name}'s attack succeeds ({attack} against "
                            f"{block}): {attacker.name} has {attacker.vp} Victory Point"
                            f"{'s' * (attacker.vp != 1)}.", attacker.seat,
                            data={"attack": attack, "block": block, "vp": attacker.vp}))
        if attacker.vp >= self.target_vp:
            self.phase = "over"
            self.priority = None
            self.winner_seats = [attacker.seat]
            events.append(Event("game_over", f"{attacker.name} wins the duel with "
                                f"{attacker.vp} Victory Points!", attacker.seat))

    def attribute_name(self, pool: int, attribute: str) -> str:
        """"Body", "Mind", or the hero's own name for Attribute X ("Rage", "Faith"),
        as the board shows them."""
        if attribute == "X":
            return self.heroes[self.players[self.pools[pool].owner].hero].x_name or "X"
        return super().attribute_name(pool, attribute)

    def phase_actions(self) -> list[Action]:
        return phases.phase_actions(self)

    def apply_phase(self, action: Action, events: list[Event]) -> None:
        phases.apply_phase(self, action, events)

    def advance(self, events: list[Event]) -> None:
        phases.advance(self, events)

    def end_action_phase(self, events: list[Event]) -> None:
        events.append(Event("end_turn", f"{self.name(self.active)} ends the turn.", self.active))
        phases.end_turn(self, events)

    def refresh(self, events: list[Event]) -> None:
        phases.refresh(self, events)

    def _shared(self) -> list:
        return [self.heroes]

    # ----- contract ------------------------------------------------------
    def full_data(self) -> dict:
        data = self.table_data()
        data.update({"first": self.first_player, "clears_done": self.clears_done,
                     "target_vp": self.target_vp})
        return data

    def view(self, seat: int | None) -> dict:
        return build_view(self, seat)


# last: phases.py and view.py refer back to this module
from . import phases  # noqa: E402
from .view import build_view  # noqa: E402
