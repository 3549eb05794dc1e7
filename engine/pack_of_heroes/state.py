"""The state of a Pack of Heroes game and the engine contract's methods.

The rules live in setup.py (teams, draft, weapons, secret starting heroes),
turn.py (movement, main action, un-stun, draw, decisions), combat.py
(attacks, defend, wounds, faint, defeat) and primitives.py (power effects).
"""
from __future__ import annotations

from ..core import Action, Event, Game, Rng, State
from ..core.rules import hashed_options
from . import combat, grid, setup, turn
from .model import Content
from .pieces import HAND, OUT, PLAY, RESERVE, Hero
from .view import build_view


class PackState(State):
    """A 2-player Pack of Heroes game (built by ``PackOfHeroes.new_game``).

    ``phase``: "teams", "draft", "weapons", "start", "play" or "over";
    ``step``: the turn step (turn.py). ``heroes``: every hero of both teams
    (uids 0-9 once teams are known); ``board``: 9 spaces, a hero uid or
    None. Power cards are colour names: ``hands``, ``draws`` (top last) and
    ``discards`` (newest last) per seat. ``secret``: each seat's starting
    hero before the reveal. ``pending``: a decision waiting (dict with
    ``kind`` and ``seat``); ``queue``: steps of a power still to carry out.
    """

    def __init__(self, game: Game, seed: int, options: dict, content: Content):
        self.game, self.seed, self.options = game, seed, options
        self.num_players = 2
        self.names = list(options["names"])
        self.history: list[Action] = []
        self.rng = Rng(seed)
        self.content = content
        self.defs = content.heroes
        self.phase = "teams"
        self.step = ""
        self.start_player = 0
        self.active = 0
        self.turn = 0
        self.teams: list = [None, None]
        self.draft_pool: list = []
        self.picks: list = [[], []]
        self.weapons: list = [None, None]
        self.weapon_offer: list = []
        self.weapon_used = [False, False]
        self.heroes: list[Hero] = []
        self.board: list = [None] * 9
        self.hands: list = [[], []]
        self.draws: list = [[], []]
        self.discards: list = [[], []]
        self.secret: list = [None, None]
        # how often an attack's course showed whether a hidden hand could pay for a
        # Defend power (combat.run): a reveal for ``reveal_marker``; derived from the
        # history, so not part of ``full_data`` (clone copies it as an int)
        self.defend_checks = 0
        self.main_done = False
        self.extra_powers = 0
        self.constants_used: set = set()
        self.stalemate_offered = False
        self.pending: dict | None = None
        self.queue: list = []
        self.over = False
        self.winner_seats: list[int] = []
        self.end_reason = ""
        self._legal: list | None = None   # legal actions of this position, once computed

    # ----- lookups -------------------------------------------------------
    def hero_name(self, uid: int) -> str:
        """A hero's name and owner: "Blaze (Ana)"."""
        return combat.name(self, uid)

    def in_play(self, seat: int) -> list[int]:
        """Uids of ``seat``'s heroes in play, in uid order."""
        return [h.uid for h in self.heroes if h.owner == seat and h.where == PLAY]

    def reserve(self, seat: int) -> list[int]:
        """Uids of ``seat``'s heroes in reserve, in uid order."""
        return [h.uid for h in self.heroes if h.owner == seat and h.where == RESERVE]

    # ----- changes used by the rules --------------------------------------
    def draw(self, seat: int, count: int, events: list) -> int:
        """Draw up to ``count`` power cards; an empty pile is first rebuilt from the
        shuffled discard pile (rulebook, "Draw Power"). Returns how many were drawn."""
        drawn = []
        for _ in range(count):
            if not self.draws[seat]:
                if not self.discards[seat]:
                    break
                self.draws[seat], self.discards[seat] = self.discards[seat], []
                self.rng.shuffle(self.draws[seat])
                events.append(Event("reshuffle", f"{self.names[seat]} shuffles their discard "
                                    f"pile into a new draw pile ({len(self.draws[seat])} cards).",
                                    seat))
            drawn.append(self.draws[seat].pop())
        if drawn:
            self.hands[seat] += drawn
            self.hands[seat].sort()
            n = len(drawn)
            events.append(Event("drew", f"You draw {', '.join(drawn)}.", seat, private_to=seat,
                                public_text=f"{self.names[seat]} draws {n} power card"
                                f"{'s' * (n != 1)}.", data={"count": n}))
        return len(drawn)

    def pay(self, seat: int, pay: list, events: list, what: str) -> None:
        """Discard the cards ``pay`` (colours) from ``seat``'s hand, face up."""
        for colour in pay:
            self.hands[seat].remove(colour)
            self.discards[seat].append(colour)
        if pay:
            events.append(Event("paid", f"{self.names[seat]} discards {' and '.join(pay)} for "
                                f"{what}.", seat, data={"colours": list(pay)}))

    def move_hero(self, uid: int, space: int, events: list) -> None:
        """Slide hero ``uid`` to the empty ``space`` with its markers."""
        hero = self.heroes[uid]
        self.board[hero.space], self.board[space] = None, uid
        frm, hero.space = hero.space, space
        events.append(Event("moved", f"{self.hero_name(uid)} moves from {grid.name(frm)} to "
                            f"{grid.name(space)}.", hero.owner,
                            data={"hero": uid, "from": frm, "to": space}))

    def check_last_hero(self, seat: int, events: list) -> None:
        """End the game when ``seat`` has no hero left (rulebook, "Game End")."""
        if not any(h.owner == seat and h.where != OUT for h in self.heroes):
            self.finish([1 - seat], "last hero defeated", events)

    def finish(self, winners: list, reason: str, events: list) -> None:
        """The game is over: ``winners`` ([] for a draw) and why."""
        self.over, self.winner_seats, self.end_reason = True, list(winners), reason
        self.phase, self.pending, self.queue = "over", None, []
        who = "a draw" if not winners else f"{self.names[winners[0]]} wins"
        events.append(Event("game_over", f"Game over ({reason}): {who}.", None,
                            data={"winners": list(winners), "reason": reason}))

    # ----- contract ------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.over:
            return None
        if self.pending is not None:
            return self.pending["seat"]
        if self.phase != "play":
            return setup.chooser(self)
        return self.active

    def legal_actions(self) -> list[Action]:
        """Every legal action now (computed once per position: see ``changed``)."""
        if self._legal is None:
            if self.over:
                self._legal = []
            elif self.pending is not None:
                self._legal = turn.pending_actions(self)
            elif self.phase != "play":
                self._legal = setup.setup_actions(self)
            else:
                self._legal = turn.play_actions(self)
        return list(self._legal)

    def changed(self) -> None:
        """Forget the cached legal actions (call after changing the state by hand)."""
        self._legal = None

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        events: list[Event] = []
        if self.pending is not None:
            turn.apply_pending(self, action, events)
        elif self.phase != "play":
            setup.apply_setup(self, action, events)
        else:
            turn.apply_play(self, action, events)
        if self.phase == "play" and self.pending is None and not self.queue:
            turn.settle(self, events)
        return events

    def why_not(self, action_or_cards) -> str | None:
        """Plain words for why an action is not legal now (None if it is); see why.py."""
        from .why import why_not
        return why_not(self, action_or_cards)

    def is_over(self) -> bool:
        return self.over

    def winners(self) -> list[int]:
        return list(self.winner_seats)

    def clone(self) -> "PackState":
        other = PackState.__new__(PackState)
        d = other.__dict__
        d.update(self.__dict__)
        other.history = list(self.history)
        other.rng = self.rng.clone()
        other.names = list(self.names)
        for key in ("teams", "draft_pool", "weapons", "weapon_offer", "weapon_used", "board",
                    "secret", "winner_seats"):
            d[key] = list(d[key])
        other.picks = [list(p) for p in self.picks]
        other.hands = [list(h) for h in self.hands]
        other.draws = [list(h) for h in self.draws]
        other.discards = [list(h) for h in self.discards]
        other.heroes = [h.copy() for h in self.heroes]
        other.constants_used = set(self.constants_used)
        other.queue = [list(s) for s in self.queue]
        other.pending = None if self.pending is None else dict(self.pending)
        return other

    def full_data(self) -> dict:
        return {
            "game": self.game.id, "seed": self.seed, "options": hashed_options(self.options),
            "rng": self.rng.digest_data(), "phase": self.phase, "step": self.step,
            "start": self.start_player, "active": self.active, "turn": self.turn,
            "teams": list(self.teams), "pool": list(self.draft_pool),
            "picks": [list(p) for p in self.picks], "weapons": list(self.weapons),
            "offer": list(self.weapon_offer), "weapon_used": list(self.weapon_used),
            "heroes": [h.data() for h in self.heroes], "board": list(self.board),
            "hands": [list(h) for h in self.hands], "draws": [list(d) for d in self.draws],
            "discards": [list(d) for d in self.discards], "secret": list(self.secret),
            "main_done": self.main_done, "extra": self.extra_powers,
            "constants": sorted(self.constants_used), "offered": self.stalemate_offered,
            "pending": self.pending, "queue": self.queue, "over": self.over,
            "winners": list(self.winner_seats), "reason": self.end_reason,
        }

    def view(self, seat: int | None) -> dict:
        return build_view(self, seat)

    def reveal_marker(self, seat: int) -> tuple:
        """A public value that changes whenever ``seat`` may have learnt something
        hidden or random (``State.reveal_marker``): a card leaving a draw pile,
        the opponent's hand changing size, the phase moving on (the secret
        starting heroes are shown), the generator asked. Undo stops where it
        moves; an attack whose course turned on whether the defender's hand
        can pay for a Defend power, too)."""
        return (len(self.draws[0]), len(self.draws[1]), len(self.hands[1 - seat]),
                self.phase, getattr(self, "defend_checks", 0), self.rng.calls)

    def determinize(self, seat: int, seed: int) -> "PackState":
        """A clone where all ``seat`` cannot see is re-dealt at random.

        Hidden: the order of both draw piles, the opponent's hand (dealt
        again from their hand and draw pile together, same sizes) and the
        opponent's secret starting hero while ``seat`` has not seen it. Each
        pool is sorted before it is shuffled, so the result depends only on
        what ``seat`` sees and on ``seed``. The generator is reseeded.
        """
        other = self.clone()
        rng = Rng(seed)
        foe = 1 - seat
        own = sorted(other.draws[seat])
        rng.shuffle(own)
        other.draws[seat] = own
        pool = sorted(other.hands[foe] + other.draws[foe])
        rng.shuffle(pool)
        size = len(other.hands[foe])
        other.hands[foe] = sorted(pool[:size])
        other.draws[foe] = pool[size:]
        if other.phase == "start" and other.secret[foe] is not None:
            mine = sorted(h.uid for h in other.heroes if h.owner == foe and h.where == HAND)
            other.secret[foe] = rng.choice(mine)
        other.rng = Rng(rng.randrange(2 ** 31))
        other._legal = None
        return other
