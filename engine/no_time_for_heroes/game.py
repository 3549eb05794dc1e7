"""The `no-time-for-heroes` game: set-up and options (rulebook, "Before Going to Battle").

Set-up: a random Warlord; 19 / 23 / 27 Hosts (2 / 3 / 4 players) shuffled, the
Warlord placed to come out last; each player's hero (one side of a hero card),
its class deck shuffled, 4 cards drawn; the Market deck shuffled, 5 cards face
up; with scenarios (an option, on by default) the Scenario deck shuffled and its
first card active; 3 enemies from the bottom of the Horde; then the Leader bid.
Nobody starts with coins (ruling 2). The solo mode (option ``mode``; solo_turn.py)
changes the set-up: see docs/no-time-for-heroes.md, "Solo".
"""
from __future__ import annotations

from ..core import BadOptions, Choice, Game, OptionSpec
from ..core.lessons import lesson_of
from ..core.options import names_spec
from .content import load_content
from .horde import bring_in
from .model import BATTLEFIELD, HAND_SIZE, HOSTS_BY_PLAYERS, MARKET_SLOTS, Player
from .multi_rules import MULTICLASS
from .solo_rules import SOLO, STANDARD, solo_rules
from .state import NoTimeState
from . import multiclass, solo_turn, zones

RANDOM = "random"


class NoTimeForHeroes(Game):
    """Game mode "no-time-for-heroes". Options: ``names``, ``heroes`` (per seat: a hero
    id or "random"; two seats cannot share a hero card), ``scenarios`` (bool),
    ``oldest`` (the seat that wins a tied bid), ``mode`` ("standard" for 2 to 4
    players, "solo" for exactly one: the default follows the player count;
    "multiclass" for 2 to 4, each building a deck of two classes: multiclass.py)."""

    id = "no-time-for-heroes"
    title = "No Time For Heroes"
    min_players = 1      # one only in the solo mode (option ``mode``)
    max_players = 4
    usual_players = 2    # a form or command line given no count starts here
    rules_revision = 3   # engine.core.rules: options["rules"]
    rules_notes = {
        1: "a borrowed Trap never draws for its owner, a borrowed single-use card goes "
           "to its owner's Wear pile, a Rapid Shot on an empty deck rebuilds it (a wound), "
           "a fallen hero cannot win",
        2: "a borrowed card always draws 1 for its owner and a single-use one leaves the "
           "game; a Rapid Shot reveals nothing from an empty deck (rulings 16, 22); "
           "a fallen hero cannot win",
        3: "a fallen hero's Glory counts: the most Glory wins, fallen or not (ruling 4); "
           "a borrowed card draws 1 for its owner, a single-use one leaves the game, "
           "a Rapid Shot reveals nothing from an empty deck (rulings 16, 22)",
    }
    scenarios: list[str] = []

    def option_specs(self, players: int = 2) -> list[OptionSpec]:
        """names, heroes, scenarios, oldest, mode (see the class docstring); ``BadOptions``
        for a player count outside 1 to 4."""
        self.check_players(players)
        heroes = load_content().heroes
        hero_choices = (Choice(RANDOM, "Random"),) + tuple(
            Choice(h.id, f"{h.name} ({h.klass.title()})") for h in heroes.values())
        seats = tuple(Choice(i, f"Player {i + 1}") for i in range(players))
        return [names_spec(players),
                OptionSpec("heroes", "Hero", "choice", [RANDOM] * players, hero_choices,
                           per_seat=True, help="each seat's hero; two seats cannot share a "
                           "hero card"),
                OptionSpec("scenarios", "Scenarios", "bool", True,
                           help="play with the Scenario deck (one active scenario)"),
                OptionSpec("oldest", "Oldest player", "choice", 0, seats,
                           help="wins a tied Leader bid (seat order if nobody says)"),
                OptionSpec("mode", "Mode", "choice", SOLO if players == 1 else STANDARD,
                           (Choice(STANDARD, "Standard (2-4)"), Choice(SOLO, "Solo (1)"),
                            Choice(MULTICLASS, "Multiclass (2-4)")),
                           help="standard: 2 to 4 heroes; solo: one hero, scored; "
                           "multiclass: each builds a deck of two classes in secret")]

    def default_options(self, players: int = 2) -> dict:
        """Every option at its default (equal to ``validate_options(players, None)``)."""
        return self.validate_options(players, None)

    def validate_options(self, players: int, options) -> dict:
        """The options checked and completed; ``BadOptions`` when two seats share a hero
        card, or when the mode does not fit the player count (solo: exactly one).
        With ``"lesson"`` (``lessons()``): the lesson's heroes and no scenarios, for
        its player count in the standard mode (else ``BadOptions``)."""
        full = super().validate_options(players, options)
        if full["mode"] == SOLO and players != 1:
            raise BadOptions(f"mode=solo is for exactly 1 player, not {players}")
        if full["mode"] == STANDARD and players == 1:
            raise BadOptions("one player plays mode=solo; mode=standard takes 2 to 4 players")
        if full["mode"] == MULTICLASS and players == 1:
            raise BadOptions("mode=multiclass takes 2 to 4 players; one player plays mode=solo")
        full["names"] = self.clean_names(full["names"], players)
        name = lesson_of(full)
        if name is not None:   # a guided game: standard, the lesson's heroes, no scenarios
            from .lessons import ntfh_lessons
            lesson = ntfh_lessons()[name]
            if players != lesson.players or full["mode"] != STANDARD:
                raise BadOptions(f"lesson {name} is for {lesson.players} players, "
                                 "mode=standard")
            full["heroes"] = list(lesson.heroes)
            full["scenarios"] = False
        heroes = load_content().heroes
        cards = [heroes[h].card for h in full["heroes"] if h != RANDOM]
        if len(set(cards)) != len(cards):
            raise BadOptions("two seats chose heroes of the same hero card")
        return full

    def lessons(self) -> dict[str, str]:
        """``{lesson id: title}`` of the guided first games (content/lessons.toml)."""
        from .lessons import ntfh_lessons
        return {key: lesson.title for key, lesson in ntfh_lessons().items()}

    def new_game(self, players: int = 2, seed: int = 0,
                 options: dict | None = None) -> NoTimeState:
        """A game set up as the module docstring says; ``engine.BadOptions`` for bad input.

        With ``options["lesson"]`` (``lessons()``): the lesson's heroes, hands, deck
        tops, Warlord, Battlefield, next Horde cards and Market, without scenarios
        (engine/no_time_for_heroes/lessons.py), the rest shuffled from ``seed``."""
        self.check_players(players)
        self.check_seed(seed)
        full = self.validate_options(players, options)
        content = load_content()
        solo = full["mode"] == SOLO
        multi = full["mode"] == MULTICLASS
        state = NoTimeState(self, seed, full, content)
        if multi:
            state.multi = multiclass.fresh(players)
        rng = state.rng
        heroes = _pick_heroes(full["heroes"], content, rng)
        for seat, hero_id in enumerate(heroes):
            hero = content.heroes[hero_id]
            p = Player(seat, full["names"][seat], hero_id, hero.expertise_uses)
            if not multi:       # multiclass: decks are built first (multiclass.py)
                p.deck = [state.new_card(cid, seat) for cid, n in content.decks[hero.klass]
                          for _ in range(n)]
                rng.shuffle(p.deck)
            state.players.append(p)
        warlord_id = rng.choice(sorted(content.warlords))
        hosts = []
        for host in content.hosts.values():
            for loot in host.loot:
                uid = state.new_card(host.id)
                state.loot[uid] = loot
                hosts.append(uid)
        left_out = []
        if solo:
            kept = solo_turn.hosts_for_horde(state, hosts)
            left_out = [u for u in hosts if u not in kept]
            hosts = kept
        rng.shuffle(hosts)
        size = solo_rules().hosts if solo else HOSTS_BY_PLAYERS[players]
        state.warlord = state.new_card(warlord_id)
        state.horde = hosts[:size] + [state.warlord]
        state.box = hosts[size:]
        if multi:
            if multiclass.warlord_count(players) > 1:
                second = rng.choice(sorted(w for w in content.warlords if w != warlord_id))
                state.multi["warlord2"] = state.new_card(second)
                state.horde = multiclass.build_horde(
                    state, hosts[:size], [state.warlord, state.multi["warlord2"]])
            state.market = [None] * MARKET_SLOTS    # dealt once the decks are built
        else:
            state.market_deck = [state.new_card(cid) for cid, n in content.market
                                 for _ in range(n)]
            rng.shuffle(state.market_deck)
            state.market = [state.market_deck.pop() for _ in range(MARKET_SLOTS)]
        if full["scenarios"]:
            state.scenario_deck = sorted(s for s in content.scenarios
                                         if not solo or s not in solo_rules().scenarios_out)
            rng.shuffle(state.scenario_deck)
            state.scenario = state.scenario_deck.pop()
        events: list = []
        if not multi:
            for p in state.players:
                zones.draw(state, p.seat, HAND_SIZE, events)
        for _ in range(BATTLEFIELD):
            bring_in(state, events)
        name = lesson_of(full)
        if name is not None:   # a guided game: the lesson's stacked position
            from .lessons import deal, ntfh_lessons
            deal(state, ntfh_lessons()[name])
        if multi:
            state.phase = "build"
        if solo:
            solo_turn.setup(state, events, left_out)
        return state


def _pick_heroes(wanted: list, content, rng) -> list:
    """Each seat's hero: as asked, "random" ones from the hero cards nobody took."""
    taken = {content.heroes[h].card for h in wanted if h != RANDOM}
    out = []
    for h in wanted:
        if h == RANDOM:
            free = sorted({x.card for x in content.heroes.values()} - taken)
            card = rng.choice(free)
            taken.add(card)
            h = rng.choice(sorted(x.id for x in content.heroes.values() if x.card == card))
        out.append(h)
    return out
