"""The state of a Heroes of Timeline game: heroes, walls, turn, points, the contract.

The rules live in setup.py (Pre-game, Deployment), battle.py (turns,
activations, Reflex Moves), movement.py, combat.py, abilities.py and
turn_end.py. Nothing is hidden in this game (rulebook: all armor and every
card are open), so ``view`` shows everything to every seat and
``determinize`` is a plain clone.
"""
from __future__ import annotations

from ..core import Action, Event, Game, Rng, State
from ..core.rules import hashed_options
from . import battle, board, setup, whynot
from .content import Content
from .model import Hero
from .view import build_view

_LEGAL = {
    "armor": setup.armor_actions, "walls": setup.wall_actions,
    "deploy": setup.deploy_actions, "reposition": setup.reposition_actions,
    "declare": battle.declare_actions, "activate": battle.activate_actions,
    "move": battle.move_actions, "face": battle.face_phase_actions,
    "attack": battle.attack_actions, "chain": battle.chain_actions,
    "bulwark": battle.bulwark_phase_actions, "vanish": battle.vanish_actions,
    "vanish_face": battle.face_phase_actions,
}
_APPLY = {
    "armor": setup.apply_armor, "walls": setup.apply_wall, "deploy": setup.apply_deploy,
    "reposition": setup.apply_deploy, "deploy_face": setup.apply_deploy_face,
    "declare": battle.apply_declare, "activate": battle.apply_activate,
    "move": battle.apply_move, "face": battle.apply_face, "attack": battle.apply_attack,
    "chain": battle.apply_chain, "bulwark": battle.apply_bulwark,
    "vanish": battle.apply_vanish, "vanish_face": battle.apply_face,
}
PHASES = ("armor", "walls", "deploy", "deploy_face", "reposition", "declare", "activate",
          "move", "face", "attack", "chain", "bulwark", "vanish", "vanish_face", "over")
WALLS_IN_BOX = 18
BOX_ARMOR = [32, 16]


class TimelineState(State):
    """A two-player game (built by ``HeroesOfTimeline.new_game``).

    ``teams``: team id per seat; ``heroes``: every Hero (seat 0's first);
    ``at``: hex -> uid of the hero on it; ``walls``: edges with a wall;
    ``wall_box``: walls left in the box; ``armor_box``: [Regular, Superior]
    tokens in the box; ``phase``: one of PHASES; ``to_move``: the seat
    deciding; ``turn``: 0 during set-up, then 1..5; ``due``: whose activation
    it is; ``active``: uid of the hero acting (or being placed);
    ``declared``: uid -> hero primitive declared this turn; ``skill_hero``:
    per seat, the hero chosen for a declared team skill; ``dp``: Domination
    Points; ``punished``: turn -> seats punished after it; ``results``: the
    turn winners so far (None = Stalemate).
    """

    def __init__(self, game: Game, seed: int, options: dict, content: Content, teams: list):
        self.game = game
        self.seed = seed
        self.options = options
        self.num_players = 2
        self.history: list[Action] = []
        self.rng = Rng(seed)
        self.content = content
        self.teams = list(teams)
        self.heroes: list[Hero] = []
        for seat, tid in enumerate(self.teams):
            for hid in content.teams[tid].heroes:
                d = content.heroes[hid]
                self.heroes.append(Hero(len(self.heroes), seat, hid, d.name, d.superior,
                                        d.regular))
        self.at: dict = {}
        self.walls: set = set()
        self.wall_box = WALLS_IN_BOX
        self.armor_box = list(BOX_ARMOR)
        self.phase = "armor"
        self.to_move = 0
        self.first_player = 0
        self.turn = 0
        self.due = 0
        self.last_actor = 0
        self.active = None
        self.reflex = False
        self.eliminations = 0
        self.post: list = []
        self.declared: dict = {}
        self.skill_hero = [None, None]
        self.declare_queue: list = []
        self.walls_placed = [[0] * 6, [0] * 6]
        self.deploy_order: list = []
        self.deploy_step = 0
        self.dp = [0, 0]
        self.punished: dict = {}
        self.results: list = []
        self.over = False
        self.winner_seats: list = []
        self.pending_events: list = []
        self._legal = None

    # ----- lookups --------------------------------------------------------
    def name(self, seat: int) -> str:
        """The seat's player name."""
        return self.options["names"][seat]

    def label(self, hero) -> str:
        """``"Red Knight (Ana)"``: a hero with its owner, for the log."""
        return f"{hero.name} ({self.name(hero.seat)})"

    def team_def(self, seat: int):
        return self.content.teams[self.teams[seat]]

    def team_heroes(self, seat: int) -> list:
        """Every hero of ``seat`` (eliminated ones too), in team order."""
        return [h for h in self.heroes if h.seat == seat]

    def living(self, seat: int) -> list:
        """The seat's heroes still in the game."""
        return [h for h in self.heroes if h.seat == seat and h.alive]

    def skill(self, seat: int) -> str:
        """The primitive of the seat's Team Skill (team skills are never punished)."""
        return self.content.teams[self.teams[seat]].skill.primitive

    def abilities_on(self, seat: int) -> bool:
        """False in turn 3 for a seat punished after turn 2 (no hero abilities)."""
        return not (self.turn == 3 and seat in self.punished.get(2, ()))

    def ability(self, hero) -> str | None:
        """The hero's ability primitive if it works now (declared ones only once declared)."""
        if not self.abilities_on(hero.seat):
            return None
        power = self.content.heroes[hero.hid].ability
        if power.declare and self.declared.get(hero.uid) != power.primitive \
                and self.phase != "declare":
            return None
        return power.primitive

    def raging(self, hero) -> bool:
        """True while Berserk's declared Rage works."""
        return self.declared.get(hero.uid) == "rage" and self.abilities_on(hero.seat)

    def movement(self, hero) -> int:
        """Movement range now: card value, -1 when punished after turn 1 (turn 2),
        + Rage; 0 in Siege Mode."""
        power = self.ability(hero)
        if power == "siege_mode":
            return 0
        steps = self.content.heroes[hero.hid].movement
        if self.turn == 2 and hero.seat in self.punished.get(1, ()):
            steps -= 1
        if power == "rage":
            steps += self.content.heroes[hero.hid].ability.get("movement", 1)
        return max(0, steps)

    def ranged(self, hero, plain: bool = False) -> int:
        """Ranged distance now (0: no ranged attack): card value, -1 when punished after
        turn 3 (turn 4); Siege Mode adds (not to a Reflex Move: ``plain``), Rage forbids."""
        dist = self.content.heroes[hero.hid].ranged
        if dist == 0:
            return 0
        power = self.ability(hero)
        if power == "rage":
            return 0
        if power == "siege_mode" and not plain:
            dist += self.content.heroes[hero.hid].ability.get("ranged", 0)
        if self.turn == 4 and hero.seat in self.punished.get(3, ()):
            dist -= 1
        return max(0, dist)

    def move_hero(self, hero, to) -> None:
        """Put ``hero`` on tile ``to`` (free), updating ``at``."""
        del self.at[hero.hex]
        hero.hex = tuple(to)
        self.at[hero.hex] = hero.uid

    def start_battle(self) -> None:
        """After the last placement: turn 1 begins."""
        self.turn = 1
        battle.start_turn(self)

    def start_turn(self) -> None:
        battle.start_turn(self)

    # ----- contract ---------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.over else self.to_move

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self._legal is None:
            if self.phase == "deploy_face":
                self._legal = setup.face_actions(self, self.heroes[self.active])
            else:
                self._legal = _LEGAL[self.phase](self)
        return list(self._legal)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self.pending_events = events
        self._legal = None
        _APPLY[self.phase](self, action, events)
        self._legal = None
        self.pending_events = []
        return events

    def why_not(self, action_or_cards) -> str | None:
        """Plain words for why an action is not legal now (None if it is); see whynot.py."""
        return whynot.why_not(self, action_or_cards)

    def is_over(self) -> bool:
        return self.over

    def winners(self) -> list[int]:
        return list(self.winner_seats)

    def clone(self) -> "TimelineState":
        other = TimelineState.__new__(TimelineState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.rng = self.rng.clone()
        other.heroes = [h.copy() for h in self.heroes]
        other.at = dict(self.at)
        other.walls = set(self.walls)
        other.armor_box = list(self.armor_box)
        other.post = list(self.post)
        other.declared = dict(self.declared)
        other.skill_hero = list(self.skill_hero)
        other.declare_queue = list(self.declare_queue)
        other.walls_placed = [list(w) for w in self.walls_placed]
        other.dp = list(self.dp)
        other.punished = {k: list(v) for k, v in self.punished.items()}
        other.results = list(self.results)
        other.winner_seats = list(self.winner_seats)
        other.pending_events = []
        other._legal = None
        return other

    def full_data(self) -> dict:
        return {
            "game": self.game.id, "seed": self.seed, "options": hashed_options(self.options),
            "rng": self.rng.digest_data(), "teams": list(self.teams),
            "heroes": [h.data() for h in self.heroes],
            "walls": sorted(list(e) for e in self.walls), "wall_box": self.wall_box,
            "armor_box": list(self.armor_box), "phase": self.phase, "to_move": self.to_move,
            "first": self.first_player, "turn": self.turn, "due": self.due,
            "last_actor": self.last_actor, "active": self.active, "reflex": self.reflex,
            "eliminations": self.eliminations, "post": list(self.post),
            "declared": sorted([k, v] for k, v in self.declared.items()),
            "skill_hero": list(self.skill_hero), "declare_queue": list(self.declare_queue),
            "walls_placed": [list(w) for w in self.walls_placed],
            "deploy_order": [list(s) for s in self.deploy_order],
            "deploy_step": self.deploy_step, "dp": list(self.dp),
            "punished": sorted([k, list(v)] for k, v in self.punished.items()),
            "results": list(self.results), "over": self.over,
            "winners": list(self.winner_seats),
        }

    def view(self, seat: int | None) -> dict:
        """Everything, for every seat: nothing is hidden in Heroes of Timeline."""
        return build_view(self, seat)

    def reveal_marker(self, seat: int) -> tuple:
        """Nothing is hidden: only chance can teach ``seat`` anything
        (``State.reveal_marker``), so this is the generator's call count."""
        return (self.rng.calls,)

    def determinize(self, seat: int, seed: int) -> "TimelineState":
        """A plain clone: with perfect information there is nothing to re-deal."""
        return self.clone()
