"""The state of a No Time For Heroes game: every zone, and the contract's methods.

The rules live in turn.py (phases), effects.py (cards), attack.py (the Horde's
Attack), horde.py (the battlefield), choices.py and expertise.py (questions),
scenario_play.py, market.py, zones.py and scoring.py; view.py says what a seat
may see and determinize.py re-deals what it may not.
"""
from __future__ import annotations

from ..core import Action, Event, Game, Rng, State
from ..core.rules import hashed_options
from .solo_rules import STANDARD
from . import choices, multiclass, solo_turn, turn
from .solo_rules import score_parts
from .cards import CardDef, Content, HeroDef, ScenarioDef, WarlordDef
from .model import Pending, Player


class NoTimeState(State):
    """One game (built by ``NoTimeForHeroes.new_game``).

    Cards are uids (indexes into ``cards``, which holds card ids); ``owner``
    gives each Ability card's hero seat (a Market card's buyer). Piles are
    bottom first. ``horde``: the Horde deck (``horde[0]`` comes out next, the
    Warlord last); ``box``: Hosts not used; ``battlefield``: standing enemies,
    left to right (actions name them by slot); ``enemy_wounds``: uid -> Wounds;
    ``loot``: Host uid -> (coins, Glory) on its back, ``revealed``: Hosts whose
    loot everyone has seen; ``horde_public`` / ``horde_seen[seat]``: Horde
    cards whose front everyone / that seat knows. ``market``: 5 slots (uid or
    None), ``market_deck`` top last. ``scenario``: the active scenario id (None
    when off or gone), ``scenario_deck`` top last. ``in_play``: cards being
    resolved; ``trap``: [uid, seat that set it] or None; ``removed``: single-use
    cards out of the game. ``t``: this turn's marks (turn.fresh_turn);
    ``queue``: card steps still to resolve; ``pending``: the question asked;
    ``attack``: the Horde attack's stage while a reaction is asked.
    """

    def __init__(self, game: Game, seed: int, options: dict, content: Content):
        self.game = game
        self.seed = seed
        self.options = options
        self.num_players = len(options["names"])
        self.history: list[Action] = []
        self.rng = Rng(seed)
        self.content = content
        self.cards: list[str] = []
        self.owner: list = []
        self.players: list[Player] = []
        self.horde: list = []
        self.box: list = []
        self.battlefield: list = []
        self.enemy_wounds: dict = {}
        self.loot: dict = {}
        self.revealed: set = set()
        self.horde_public: set = set()
        self.horde_seen: list = [set() for _ in range(self.num_players)]
        self.warlord = -1
        self.warlord_in = False
        self.market: list = []
        self.market_deck: list = []
        self.scenario: str | None = None
        self.scenario_deck: list = []
        self.scenarios_out: list = []
        self.in_play: list = []
        self.trap: list | None = None
        self.removed: list = []
        self.phase = "bid"
        self.active = 0
        self.leader = 0
        self.turn = 1
        self.t: dict = turn.fresh_turn()
        self.queue: list = []
        self.pending: Pending | None = None
        self.attack: dict | None = None
        self.over = False
        self.winner_seats: list = []
        self.solo: dict | None = None      # the solo mode's support decks (solo_turn.py)
        self.multi: dict | None = None     # the multiclass mode's decks (multiclass.py)
        names = [d.name for d in content.cards.values()]
        self._twins = {n for n in names if names.count(n) > 1}   # the two Plunders

    # ----- lookups -------------------------------------------------------
    def new_card(self, cid: str, owner: int | None = None) -> int:
        """Create a copy of ``cid`` and return its uid."""
        self.cards.append(cid)
        self.owner.append(owner)
        return len(self.cards) - 1

    def defn(self, uid: int) -> CardDef:
        """The Ability or Market CardDef of ``uid``."""
        return self.content.cards[self.cards[uid]]

    def card_name(self, uid: int) -> str:
        """The printed name of any card ``uid`` (Ability, Market, Host, Warlord)."""
        cid = self.cards[uid]
        c = self.content
        for table in (c.cards, c.hosts, c.warlords):
            if cid in table:
                return table[cid].name
        return cid

    def card_label(self, uid: int) -> str:
        """A card's name for action labels; with its text when two cards share the name."""
        d = self.content.cards.get(self.cards[uid])
        if d is None or d.name not in self._twins:
            return self.card_name(uid)
        return f"{d.name} ({d.text.rstrip('.')})"

    def enemy_def(self, uid: int):
        """The HostDef or WarlordDef of enemy ``uid``."""
        cid = self.cards[uid]
        return self.content.warlords[cid] if self.is_warlord(uid) else self.content.hosts[cid]

    def hero(self, seat: int) -> HeroDef:
        """``seat``'s HeroDef (in the multiclass mode, once the decks are built, with
        the icons of both its classes: multiclass.merged_hero)."""
        if self.multi is not None and self.multi["done"]:
            return multiclass.merged_hero(self, seat)
        return self.content.heroes[self.players[seat].hero]

    def is_warlord(self, uid: int) -> bool:
        """True when ``uid`` is a Warlord (the multiclass Horde may hold two)."""
        return uid == self.warlord or (self.multi is not None and uid == self.multi["warlord2"])

    def warlord_uids(self) -> tuple:
        """The Warlords' uids: this game's Warlord first, then a second one, if any."""
        if self.multi is not None and self.multi["warlord2"] is not None:
            return (self.warlord, self.multi["warlord2"])
        return (self.warlord,)

    def warlord_def(self, uid: int | None = None) -> WarlordDef:
        """Warlord ``uid`` (default: this game's first Warlord)."""
        return self.content.warlords[self.cards[self.warlord if uid is None else uid]]

    def scenario_def(self) -> ScenarioDef | None:
        """The active scenario, or None."""
        return None if self.scenario is None else self.content.scenarios[self.scenario]

    def next_standing(self, seat: int, itself: bool = False) -> int:
        """The next standing hero after ``seat`` in turn order (``seat`` itself when it
        is the only one and ``itself``, or when nobody else stands)."""
        n = self.num_players
        for i in range(1, n + 1):
            s = (seat + i) % n
            if not self.players[s].fallen and (s != seat or itself or i == n):
                return s
        return seat

    def after_fall(self, seat: int, events: list) -> None:
        """A hero fell: its open question, if any, is dropped."""
        if self.pending is not None and self.pending.seat == seat and \
                self.pending.kind in choices.REACTIONS:
            self.pending = None

    # ----- contract ------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """Who decides: the asked seat, the next bidder, else the active hero; None when over."""
        if self.over:
            return None
        if self.pending is not None:
            return self.pending.seat
        if self.phase == "bid":
            return turn.bidder(self)
        if self.phase == "build":
            return multiclass.builder(self)
        return self.active

    def legal_actions(self) -> list[Action]:
        """The legal actions of the question asked or of the phase in force (stable order)."""
        if self.over:
            return []
        if self.pending is not None:
            return choices.pending_actions(self)
        phase = self.phase
        if phase == "bid":
            return turn.bid_actions(self)
        if phase == "mulligan":
            return solo_turn.mulligan_actions(self)
        if phase == "build":
            return multiclass.build_actions(self)
        if phase == "start":
            return turn.start_actions(self)
        if phase == "attack":
            return turn.attack_actions(self)
        if phase == "market":
            return turn.market_actions(self)
        return turn.recovery_actions(self)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.pending is not None:
            choices.apply_pending(self, action, events)
        else:
            turn.apply_main(self, action, events)
        turn.advance(self, events)
        return events

    def why_not(self, action_or_cards) -> str | None:
        """Plain words for why an ``Action`` (or a card uid of the hand: "may I play
        it?") is not legal now; None when it is. See why.py."""
        from .why import why_not
        return why_not(self, action_or_cards)

    def is_over(self) -> bool:
        """True once the battle is over (or every hero fell)."""
        return self.over

    def winners(self) -> list[int]:
        """The winning seats (ties share; [] while playing or when the Horde won)."""
        return list(self.winner_seats)

    def seat_score(self, seat: int) -> int | None:
        """The solo score of ``seat`` (the contract's optional ``State.seat_score``): the
        score the hero would have if the game ended now, final once it is over
        (solo_rules.score_parts); None in the standard game, whose result is
        ``winners()`` alone."""
        if self.solo is None:
            return None
        return score_parts(self, seat)["total"]

    def score_title(self, seat: int) -> str | None:
        """The title the solo score earns (content/solo.toml ``titles``); None in the
        standard game."""
        if self.solo is None:
            return None
        return score_parts(self, seat)["title"]

    def clone(self) -> "NoTimeState":
        """An independent copy (content and card definitions are shared, being frozen)."""
        other = NoTimeState.__new__(NoTimeState)
        d = dict(self.__dict__)
        other.__dict__ = d
        other.history = list(self.history)
        other.rng = self.rng.clone()
        other.players = [p.copy() for p in self.players]
        for name in ("cards", "owner", "horde", "box", "battlefield", "market", "market_deck",
                     "scenario_deck", "scenarios_out", "in_play", "removed", "winner_seats"):
            d[name] = list(d[name])
        other.enemy_wounds = dict(self.enemy_wounds)
        other.loot = dict(self.loot)
        other.revealed = set(self.revealed)
        other.horde_public = set(self.horde_public)
        other.horde_seen = [set(s) for s in self.horde_seen]
        other.trap = None if self.trap is None else list(self.trap)
        t = dict(self.t)
        for key in ("blocked", "hits", "first", "defeated_by", "borrowed", "to_bottom"):
            t[key] = list(t[key])
        t["hits"] = [list(h) for h in t["hits"]]
        t["corroded"] = dict(t["corroded"])
        t["played"] = dict(t["played"])
        other.t = t
        other.queue = [list(s) for s in self.queue]
        for s in other.queue:
            if s[0] == "damage":
                s[3] = list(s[3])
        other.pending = None if self.pending is None else self.pending.copy()
        other.attack = None if self.attack is None else dict(self.attack)
        if self.solo is not None:
            solo = dict(self.solo)
            solo["support"] = {k: list(v) for k, v in solo["support"].items()}
            solo["opened"] = list(solo["opened"])
            solo["out"] = dict(solo["out"])
            solo["left_out"] = list(solo["left_out"])
            other.solo = solo
        if self.multi is not None:
            multi = dict(self.multi)
            multi["drafts"] = [list(d) for d in multi["drafts"]]
            multi["built"] = list(multi["built"])
            multi["classes"] = [None if c is None else list(c) for c in multi["classes"]]
            multi["market_out"] = list(multi["market_out"])
            other.multi = multi
        return other

    def full_data(self) -> dict:
        """Everything, hidden information included, as plain data (for ``state_hash``)."""
        t = dict(self.t)
        t["corroded"] = sorted([k, v] for k, v in t["corroded"].items())
        t["played"] = sorted([k, v] for k, v in t["played"].items())
        options = hashed_options(self.options)
        if options.get("mode") == STANDARD:   # saves from before the solo mode hash as then
            options = {k: v for k, v in options.items() if k != "mode"}
        data = {
            "game": self.game.id, "seed": self.seed, "options": options,
            "rng": self.rng.digest_data(), "cards": list(self.cards), "owner": list(self.owner),
            "players": [p.data() for p in self.players], "horde": list(self.horde),
            "box": list(self.box), "battlefield": list(self.battlefield),
            "enemy_wounds": sorted([k, v] for k, v in self.enemy_wounds.items()),
            "loot": sorted([k, list(v)] for k, v in self.loot.items()),
            "revealed": sorted(self.revealed), "horde_public": sorted(self.horde_public),
            "horde_seen": [sorted(s) for s in self.horde_seen], "warlord": self.warlord,
            "warlord_in": self.warlord_in, "market": list(self.market),
            "market_deck": list(self.market_deck), "scenario": self.scenario,
            "scenario_deck": list(self.scenario_deck), "scenarios_out": list(self.scenarios_out),
            "in_play": list(self.in_play), "trap": self.trap, "removed": list(self.removed),
            "phase": self.phase, "active": self.active, "leader": self.leader, "turn": self.turn,
            "t": t, "queue": self.queue, "attack": self.attack,
            "pending": None if self.pending is None else self.pending.to_data(),
            "over": self.over, "winners": list(self.winner_seats),
        }
        if self.solo is not None:
            solo = self.solo
            data["solo"] = {"support": sorted([k, list(v)] for k, v in solo["support"].items()),
                            "opened": list(solo["opened"]), "borrowed": solo["borrowed"],
                            "out": sorted([k, v] for k, v in solo["out"].items()),
                            "left_out": list(solo["left_out"])}
        if self.multi is not None:
            multi = self.multi
            data["multi"] = {"drafts": [list(d) for d in multi["drafts"]],
                             "built": list(multi["built"]), "classes": multi["classes"],
                             "done": multi["done"], "market_out": list(multi["market_out"]),
                             "warlord2": multi["warlord2"]}
        return data

    def view(self, seat: int | None) -> dict:
        """What ``seat`` may see (view.py)."""
        from .view import build_view
        return build_view(self, seat)

    def reveal_marker(self, seat: int) -> tuple:
        """A public value that changes whenever ``seat`` may have learnt something
        hidden or random (``State.reveal_marker``): a card leaving any deck, the
        Market or Scenario deck, another hero's hand or bid changing size, a
        Host's loot or a Horde card's front shown, the generator asked (what
        ``determinize`` re-deals). Undo stops where it moves."""
        return (tuple([len(p.deck) for p in self.players]),
                tuple([(len(p.hand), len(p.bid)) for p in self.players if p.seat != seat]),
                len(self.market_deck), len(self.scenario_deck), len(self.revealed),
                len(self.horde_public), len(self.horde_seen[seat]), len(self.horde),
                len(self.box), self.rng.calls,
                None if self.solo is None else tuple(len(v) for v in self.solo["support"].values()),
                ) + (() if self.multi is None else (tuple(self.multi["built"]),))

    def determinize(self, seat: int, seed: int) -> "NoTimeState":
        """A clone with what ``seat`` cannot see re-dealt (determinize.py)."""
        from .determinize import determinize
        return determinize(self, seat, seed)
