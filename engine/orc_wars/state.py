"""The state of an Orc Wars game: board, figures, pools, turn flow.

One Orc player (seat 0) against 1 to 3 Elves (seats 1..3). Combat uses the
HeroCard core (engine/herocard): Elves and the Orc King fight as heroes,
each Orc clan as a pool whose scores come from its figures. Rules modules:
setup.py, turns.py, squad_phase.py, movement.py, combat.py, treasures.py,
tricks.py, victory.py; the view is in view.py.
"""
from __future__ import annotations

from ..core import Action, Event, Game, Rng
from ..herocard.cards import ATTRIBUTES, BASE_ATTACK, CardDef
from ..herocard.content import load_heroes
from ..herocard.model import Player, Pool, Sequence
from ..herocard.table import HeroCardTable, copy_plain
from . import figures as fig
from .board import load_scenario
from .board_index import board_index, tag as _tag

ORC = 0
KING_HERO = "orc-king"


class OrcWarsState(HeroCardTable):
    """An Orc Wars game in progress (built by ``OrcWars.new_game``)."""

    # Answers worked out once per ``legal_actions()`` call (clan members,
    # squads, occupied spaces, scores): nothing moves while the list is built,
    # and one call asks the same questions many times (every card's cost, every
    # target). None outside the call, so rules that change the board and tests
    # that set up a position never see a stale answer.
    _memo: dict | None = None

    def __init__(self, game: Game, seed: int, options: dict):
        super().__init__(game, seed, options)
        self.num_players = len(options["names"])
        self.scenario = load_scenario(options["scenario"])
        self.board = self.scenario.board
        self.heroes = load_heroes()
        self.figures: dict[int, fig.Figure] = {}
        self.tokens: list[dict] = []          # {"tid", "number", "hex"}
        self.tokens_left: list[int] = []      # token numbers not yet placed
        self.tokens_total = 0                 # starting Orcs the tokens add up to
        self.treasures: list[dict] = []       # {"tid", "kind", "hex", "holder", "used", "found"}
        self.tricks: list[str] = []           # dirty tricks in the Orc's hand
        self.tricks_used: list[str] = []
        self.wounds: dict[int, int] = {}
        self.wounded_turn: dict[int, int] = {}
        self.out: dict[int, str] = {}         # seat -> "dead" | "escaped"
        self.acting: int | None = None        # pool whose Action Phase is on
        self.done_pools: list[int] = []       # Orc pools that had their Action Phase
        self.clears: dict[int, int] = {}      # pool -> clears done this Clear Phase
        self.moved: dict[int, int] = {}       # fid -> moves made this Action Phase
        self.acted = False                    # the acting pool has played a card
        self.placing: dict | None = None      # Orc figures being placed (see squad_phase)
        self.ask: dict | None = None          # an Elf asked to hand over a treasure
        self.combat: dict | None = None       # {"attacker_fig", "target_fig"}
        self.round = 1
        self.prisoner: dict = {}              # {"hex", "with": seat|None, "rescued": bool}
        self.king_escaped = False
        self.last_out: str | None = None      # how the last Elf left the map
        self.result: str | None = None        # why the game ended, in words (victory.py)
        self.seq_bonus: dict = {}             # pool -> {"attack": n, "block": n} this sequence
        self.first_seat = ORC
        self.elves_at_start = self.num_players - 1
        self.pool_of_clan: dict[str, int] = {}
        self.king_pool: int | None = None
        self.elf_roles: dict[int, str] = {}
        names = options["names"]
        self.players.append(Player(seat=ORC, name=names[0], hero=KING_HERO))
        for clan in fig.CLANS:
            self.pool_of_clan[clan] = len(self.pools)
            self.pools.append(Pool(key=len(self.pools), name=fig.CLAN_NAMES[clan], owner=ORC))
        if self.scenario.uses_king:
            self.king_pool = len(self.pools)
            self.pools.append(Pool(key=self.king_pool, name="the Orc King", owner=ORC,
                                   hero=KING_HERO))
        for seat in range(1, self.num_players):
            hero = options["heroes"][seat - 1]
            role = options["roles"][seat - 1]
            self.elf_roles[seat] = role
            pool = Pool(key=len(self.pools), name=f"{names[seat]} ({role.title()})",
                        owner=seat, hero=hero)
            self.pools.append(pool)
            self.players.append(Player(seat=seat, name=names[seat], hero=hero, pool=pool))
            self.wounds[seat] = 0

    # ----- lookups ------------------------------------------------------
    def elves(self) -> list[int]:
        """Elf seats still on the map (not dead, not escaped)."""
        return [s for s in range(1, self.num_players) if s not in self.out]

    def elf_figure(self, seat: int) -> fig.Figure | None:
        """The Elf's figure, or None once it left the board."""
        if self._memo is not None:
            return self._index()[1].get(seat)
        for f in self.figures.values():
            if f.side == "elf" and f.seat == seat and f.hex is not None:
                return f
        return None

    def king_figure(self) -> fig.Figure | None:
        """The Orc King's figure on the board, or None."""
        if self._memo is not None:
            return self._index()[2]
        for f in self.figures.values():
            if f.side == "king" and f.hex is not None:
                return f
        return None

    def occupied(self) -> dict:
        """hex -> "fig:<id>" or "token:<id>" for every blocking piece on the board
        (do not change the dict: inside ``legal_actions`` it is shared)."""
        if self._memo is not None:
            return self._index()[3]
        taken = {f.hex: _tag("fig", f.fid) for f in self.figures.values() if f.hex is not None}
        for t in self.tokens:
            if t["hex"] is not None:
                taken[t["hex"]] = _tag("token", t["tid"])
        return taken

    def members(self, clan: str) -> list[fig.Figure]:
        """``figures.clan_figures`` of ``clan`` (shared inside ``legal_actions``: do
        not change the list)."""
        if self._memo is not None:
            return self._index()[0][clan]
        return fig.clan_figures(self.figures, clan)

    def enemies_of(self, f: fig.Figure) -> list[fig.Figure]:
        """The figures on the board of the other side than ``f`` (Elves against
        Orcs and the King), by id (shared inside ``legal_actions``)."""
        if self._memo is not None:
            index = self._index()
            return index[5] if f.side == "elf" else index[4]
        elf = f.side == "elf"
        # figures are added with rising ids, so the dict is already in id order
        return [g for g in self.figures.values()
                if g.hex is not None and (g.side == "elf") != elf]

    def _index(self) -> tuple:
        """Inside ``legal_actions``: ``board_index.board_index`` (members by clan,
        Elf figure by seat, the King, occupied, Elves, Orcs and King), each as
        the lookups above would give it."""
        memo = self._memo
        index = memo.get("index")
        if index is None:
            index = memo["index"] = board_index(self)
        return index

    def clan_squads(self, clan: str) -> list[list[fig.Figure]]:
        """``figures.squads`` of ``clan`` (shared inside ``legal_actions``)."""
        memo = self._memo
        if memo is None:
            return fig.squads(self.figures, clan)
        key = ("squads", clan)
        got = memo.get(key)
        if got is None:
            got = memo[key] = fig.group_squads(self.members(clan))
        return got

    def squad_with(self, fid: int) -> list[fig.Figure]:
        """``figures.squad_of`` figure ``fid`` (shared inside ``legal_actions``)."""
        if self._memo is None:
            return fig.squad_of(self.figures, fid)
        figure = self.figures[fid]
        for squad in self.clan_squads(figure.clan):
            for f in squad:
                if f.fid == fid:
                    return squad
        return [figure]

    def pool_of_figure(self, fid: int) -> int:
        """The pool that fights for figure ``fid``."""
        f = self.figures[fid]
        if f.side == "orc":
            return self.pool_of_clan[f.clan]
        if f.side == "king":
            return self.king_pool
        return self.players[f.seat].pool.key

    def clan_of_pool(self, pool: int) -> str | None:
        """The clan a pool belongs to (None for heroes and the King)."""
        for clan, key in self.pool_of_clan.items():
            if key == pool:
                return clan
        return None

    def new_figure(self, side: str, hex_, **kw) -> int:
        """Put a new figure on the board; returns its id."""
        fid = max(self.figures, default=-1) + 1
        self.figures[fid] = fig.Figure(fid, side, tuple(hex_), **kw)
        return fid

    # ----- HeroCard hooks -----------------------------------------------
    def card_defs(self, seat: int) -> dict:
        return self.heroes[self.players[seat].hero].cards

    def score(self, pool: int, attribute: str) -> int:
        clan = self.clan_of_pool(pool)
        if clan is not None:
            return fig.points(self.members(clan), attribute)
        hero = self.pools[pool].hero
        return self.heroes[hero].attributes[attribute].score

    def acting_pool(self) -> int | None:
        return self.acting

    def responders(self, seat: int) -> list[int]:
        seq = self.sequence
        if seq is not None:
            others = {self.pools[seq.attacker].owner, self.pools[seq.defender].owner} - {seat}
            return sorted(others)
        if self.played_target is not None:
            owner = self.pools[self.target_pool(self.played_target)].owner
            return [owner] if owner != seat else []
        return []

    def targets(self, pool: int, d: CardDef) -> list:
        memo = self._memo
        if memo is None:
            return combat.targets(self, pool, d)
        # combat.targets depends on the card only through "is it a Base Attack",
        # and the pools in range are those of the attack pairs: one search a pool
        base = d.kind == BASE_ATTACK
        key = ("targets", pool, base)
        got = memo.get(key)
        if got is None:
            pairs = memo.get(("targets", pool, True))
            if pairs is None:
                pairs = memo[("targets", pool, True)] = combat.attack_pairs(self, pool)
            got = memo[key] = pairs if base else combat.pools_in_range(self, pairs)
        return got

    def free(self, pool: int, attribute: str) -> int:
        memo = self._memo
        if memo is None:
            return super().free(pool, attribute)
        key = ("free", pool)
        got = memo.get(key)
        if got is None:
            got = memo[key] = self._free_all(pool)
        return got[attribute]

    def _free_all(self, pool: int) -> dict[str, int]:
        """``free(pool, a)`` for every Attribute at once (a clan's scores in one
        pass over its figures)."""
        clan = self.clan_of_pool(pool)
        if clan is None:
            return {a: HeroCardTable.free(self, pool, a) for a in ATTRIBUTES}
        scores = dict.fromkeys(ATTRIBUTES, 0)
        for f in self.members(clan):
            a = fig.KIND_ATTRIBUTE.get(f.kind)
            if a is not None:
                scores[a] += fig.POINTS_PER_FIGURE
        stacks = self.pools[pool].stacks
        return {a: max(0, scores[a] - sum(self.defn(u).cost for u in stacks[a]))
                for a in ATTRIBUTES}

    def target_pool(self, target) -> int | None:
        if isinstance(target, (tuple, list)):
            return self.pool_of_figure(target[1])
        return target

    def target_name(self, target) -> str:
        if isinstance(target, (tuple, list)):
            return combat.figure_name(self, target[1])
        return self.pool_name(target)

    def attack_started(self, pool: int, target, events: list[Event]) -> None:
        self.combat = {"attacker_fig": target[0], "target_fig": target[1]}
        self.acted = True

    def can_pay(self, pool: int, defs: list[CardDef]) -> bool:
        memo = self._memo
        if memo is None:
            return super().can_pay(pool, defs) and combat.squad_can_pay(self, pool, defs)
        # both checks depend on the cards only through their cost per Attribute
        costs: dict[str, int] = {}
        for d in defs:
            if d.cost:
                costs[d.attribute] = costs.get(d.attribute, 0) + d.cost
        key = ("pay", pool, tuple(sorted(costs.items())))
        got = memo.get(key)
        if got is None:
            got = memo[key] = (super().can_pay(pool, defs)
                               and combat.squad_can_pay(self, pool, defs))
        return got

    def attack_resolved(self, seq: Sequence, attack: int, block: int,
                        events: list[Event]) -> None:
        self.seq_bonus = {}
        combat.resolve(self, seq, attack, block, events)

    def side_bonus(self, pool: int, side: str) -> int:
        return self.seq_bonus.get(pool, {}).get(side, 0)

    def may_refresh(self) -> bool:
        return self.active != ORC

    def _shared(self) -> list:
        return [self.heroes, self.scenario, self.board]

    def copy_into(self, other: "OrcWarsState") -> None:
        """The table's copies (HeroCardTable.copy_into), then the board's:
        figures, tokens, treasures, tricks, wounds and the turn's records."""
        super().copy_into(other)
        figures = {}
        for fid, f in self.figures.items():
            g = object.__new__(fig.Figure)
            g.__dict__ = f.__dict__.copy()     # hex is a tuple: shared as it is
            figures[fid] = g
        other.figures = figures
        other.tokens = [dict(t) for t in self.tokens]
        other.treasures = [dict(t) for t in self.treasures]
        for name in ("tokens_left", "tricks", "tricks_used", "done_pools"):
            setattr(other, name, list(getattr(self, name)))
        for name in ("wounds", "wounded_turn", "out", "clears", "moved", "pool_of_clan",
                     "elf_roles"):
            setattr(other, name, dict(getattr(self, name)))
        for name in ("placing", "ask", "combat", "prisoner", "seq_bonus"):
            setattr(other, name, copy_plain(getattr(self, name)))

    # ----- phases (turns.py) --------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.phase == "over":
            return None
        if self.placing is not None:
            return ORC
        if self.ask is not None:
            return self.ask["seat"]
        return super().current_player

    def legal_actions(self) -> list[Action]:
        if self._memo is not None:      # asked again while building the list
            return self._legal_actions()
        self._memo = {}
        try:
            return self._legal_actions()
        finally:
            self._memo = None

    def _legal_actions(self) -> list[Action]:
        if self.phase != "over" and self.placing is not None:
            return squad_phase.placement_actions(self)
        if self.phase != "over" and self.ask is not None:
            return treasures.ask_actions(self)
        acts = super().legal_actions()
        if self.out and self.phase == "action" and self.priority in self.out:
            # an Elf that left the map takes no more part (ruling): only the end
            # of its turn is left to it
            return [a for a in acts if a.kind in ("end_turn", "pass")]
        if self.active == ORC and self.phase == "action" and self.sequence is None:
            acts = [a for a in acts
                    if (a.kind != "play" and a.kind != "reveal") or combat.attack_payable(self, a)]
        return acts

    def why_not(self, action_or_cards) -> str | None:
        """The contract's reasons, and Orc Wars' own: an Elf off the map plays
        nothing more; Shield Wall and the Elven Cloak need a Base Block first.
        A list of card ids (hand cards played together): ``whynot.cards_reason``
        (Action Type, sets, one Base Attack, reach, the squad's own points)."""
        if isinstance(action_or_cards, (list, tuple)) and \
                all(isinstance(c, str) for c in action_or_cards):
            from .whynot import cards_reason
            return cards_reason(self, list(action_or_cards))
        reason = super().why_not(action_or_cards)
        if reason is None or not isinstance(action_or_cards, Action):
            return reason
        seat = self.current_player
        if seat in self.out:
            return f"{self.name(seat)} has left the map and takes no more part this turn"
        from .items import load_items
        treasures, tricks = load_items()
        item = None
        if action_or_cards.kind == "trick":
            item = tricks.get(action_or_cards.arg("trick"))
        elif action_or_cards.kind == "use":
            t = next((t for t in self.treasures if t["tid"] == action_or_cards.arg("treasure")),
                     None)
            item = treasures.get(t["kind"]) if t else None
        if item is not None and item.effect == "block-bonus" and self.sequence is not None:
            return f"{item.name} adds to a block: play a Base Block in this fight first"
        return reason

    def _apply(self, action: Action) -> list[Event]:
        if self.placing is not None or self.ask is not None:
            events: list[Event] = []
            if self.placing is not None:
                squad_phase.apply_placement(self, action, events)
            else:
                treasures.apply(self, action, events)
            turns.advance(self, events)
            return events
        if action.kind in ("play", "reveal", "deploy", "trick") and self.phase == "action" \
                and self.active == ORC and self.priority == ORC:
            self.acted = True  # any card, not only an attack, ends a split clan's moves
        return super()._apply(action)

    def phase_actions(self) -> list[Action]:
        return turns.phase_actions(self)

    def apply_phase(self, action: Action, events: list[Event]) -> None:
        turns.apply_phase(self, action, events)

    def advance(self, events: list[Event]) -> None:
        turns.advance(self, events)

    def end_action_phase(self, events: list[Event]) -> None:
        turns.end_action_phase(self, events)

    def end_label(self) -> str:
        if self.active == ORC:
            return f"End the action phase of {self.pool_name(self.acting)}"
        return "End turn"

    def refresh(self, events: list[Event]) -> None:
        turns.refresh(self, events)

    def extra_actions(self, seat: int, at_rest: bool) -> list[Action]:
        acts = tricks.trick_actions(self, seat) + treasures.treasure_actions(self, seat, at_rest)
        if at_rest:
            acts += movement.move_actions(self)
        return acts

    def apply_extra(self, action: Action, events: list[Event]) -> None:
        for module in (movement, treasures, tricks):
            if module.handles(action):
                module.apply(self, action, events)
                return
        raise ValueError(action.kind)

    # ----- contract -----------------------------------------------------
    def full_data(self) -> dict:
        data = self.table_data()
        data.update({
            "figures": [self.figures[k].data() for k in sorted(self.figures)],
            "tokens": [dict(t, hex=list(t["hex"]) if t["hex"] else None) for t in self.tokens],
            "treasures": [dict(t, hex=list(t["hex"]) if t["hex"] else None)
                          for t in self.treasures],
            "tokens_left": list(self.tokens_left), "tokens_total": self.tokens_total,
            "tricks": list(self.tricks), "tricks_used": list(self.tricks_used),
            "wounds": sorted(self.wounds.items()), "wounded_turn": sorted(self.wounded_turn.items()),
            "out": sorted(self.out.items()), "acting": self.acting,
            "done_pools": list(self.done_pools), "clears": sorted(self.clears.items()),
            "moved": sorted(self.moved.items()), "acted": self.acted,
            "placing": _plain(self.placing), "ask": self.ask, "combat": self.combat, "round": self.round,
            "first_seat": self.first_seat, "prisoner": _plain(self.prisoner),
            "king_escaped": self.king_escaped, "last_out": self.last_out,
            "seq_bonus": sorted((k, sorted(v.items())) for k, v in self.seq_bonus.items()),
        })
        return data

    def view(self, seat: int | None) -> dict:
        return view.build_view(self, seat)

    def redeal_secrets(self, seat: int, rng: Rng) -> None:
        """Orc Wars' hidden things besides cards (setup.redeal_orc_secrets):
        unfound treasures for everybody; squad-token numbers and dirty tricks
        for an Elf. ``determinize`` is HeroCardTable's. A determinized copy
        (and its clones) belongs to a search, which meets the same positions
        again and again: ``_searching`` lets it keep its move lists
        (``movement.move_actions``); it is no part of the game's data."""
        setup.redeal_orc_secrets(self, rng, seat)
        self._searching = True

    def reveal_marker(self, seat: int) -> tuple:
        """HeroCardTable's (cards, the generator) and the Orc's secrets: squad
        tokens still face down, treasures found, dirty tricks played (see
        ``redeal_secrets``; rulebook "Squad Tokens", "Picking Up Treasures",
        "Dirty Tricks"). The Orc knows its own tokens and tricks, so for the Orc
        seat only the treasures count: placing a token teaches it nothing (an
        undo of the placement is fine, issue 42)."""
        if seat == ORC:
            return (super().reveal_marker(seat), sum(1 for t in self.treasures if t["found"]))
        return (super().reveal_marker(seat),
                sum(1 for t in self.tokens if t["hex"] is not None),
                sum(1 for t in self.treasures if t["found"]),
                len(self.tricks_used), len(self.tricks))


def _plain(value):
    """Tuples -> lists, recursively, for hashing."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


# The rule modules import this one (for OrcWarsState and ORC), so they come
# last: by now every name they take from here exists.
from . import (combat, movement, setup, squad_phase, treasures, tricks,  # noqa: E402
               turns, view)
