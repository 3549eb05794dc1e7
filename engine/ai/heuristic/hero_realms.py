"""Heuristic for Hero Realms (``hero-realms``; hero-realms.txt).

``evaluate`` scores a full state as a race: each player's damage per turn
(from the average card of their whole deck and their champions in play)
times how much punishment they can take (Health behind their guards). The
``Heuristic`` bot plays the usual rules of thumb: play everything, use
every free ability, buy the best card it can afford, break guards, then hit
the weakest opponent. docs/ai.md explains every term.
"""
from __future__ import annotations

import threading


from ...core import Action
from ...hero_realms.cards import ALLY, CHAMPION, EXPEND, PRIMARY, SACRIFICE
from .common import DeterminizingHeuristic

# worth of one unit of each resource in "combat points"
GOLD, HEALTH = 0.8, 0.5
# worth of the effects that are neither Gold, Combat nor Health
OTHER = {"draw": 1.6, "stun_target": 3.0, "expend_target": 1.5, "stun_all": 3.0,
         "prepare": 2.0, "opponent_discards": 1.5, "sacrifice_cards": 1.0,
         "draw_discard": 0.8, "topdeck": 1.0, "next_acquire": 0.5,
         "stun_highest": 1.5, "expend_own": -1.0}
# how often each ability kind pays out when the card is played
ABILITY_SHARE = {PRIMARY: 1.0, EXPEND: 1.0, ALLY: 0.6, SACRIFICE: 0.25}
CHAMPION_BONUS = 1.5  # a champion keeps paying while it stays in play
GUARD_SHARE = 0.7     # a prepared guard's Defense counts as this much Health
GOLD_TO_DAMAGE = 0.8  # Gold per turn becomes this much damage per turn early on ...
LATE_GOLD = 0.25      # ... falling to this share of it as the lowest Health nears 0
FULL_GOLD_HEALTH = 40  # while every living player has this much Health, Gold counts fully
GAMMA = 2.0           # sharpness of the race
PLAYOUT_DEPTH = 20    # ISMCTS playout actions (with ``rollout``) before ``evaluate``
STARTER_JUNK = ("gold", "dagger")  # personal cards worth sacrificing to thin the deck

_YIELD: dict = {}     # card id -> (combat, gold, health, other) per play


def _effects_yield(effects, share: float, out: list) -> None:
    for e in effects:
        name = e.name
        if name in ("combat", "gold", "health"):
            out[("combat", "gold", "health").index(name)] += share * e.get("amount", 0)
        elif name == "gain_per":
            index = ("combat", "gold", "health").index(e.get("resource"))
            out[index] += share * 1.5 * e.get("amount", 0)
        elif name == "choose":
            best = max((_option_value(o), o) for o in e.options)[1] if e.options else ()
            _effects_yield(best, share, out)
        elif name in ("draw", "draw_discard"):
            out[3] += share * OTHER[name] * e.get("count", 1)
        else:
            out[3] += share * OTHER.get(name, 0.5)


def _option_value(effects) -> float:
    out = [0.0, 0.0, 0.0, 0.0]
    _effects_yield(effects, 1.0, out)
    return out[0] + GOLD * out[1] + HEALTH * out[2] + out[3]


def card_yield(d) -> tuple:
    """``(combat, gold, health, other)`` a card gives on an average play (cached by id).

    ``d``: a Hero Realms ``CardDef``. Ally abilities count 0.6 of their
    worth, sacrifice abilities 0.25 (once only); ``other`` is in combat points.
    """
    hit = _YIELD.get(d.id)
    if hit is None:
        out = [0.0, 0.0, 0.0, 0.0]
        for kind, effects in d.abilities.items():
            _effects_yield(effects, ABILITY_SHARE.get(kind, 1.0), out)
        hit = _YIELD[d.id] = tuple(out)
    return hit


def card_value(d) -> float:
    """One number for a card: combat + 0.8 gold + 0.5 health + other, champions x1.5."""
    c, g, h, o = card_yield(d)
    value = c + GOLD * g + HEALTH * h + o
    return value * CHAMPION_BONUS if d.type == CHAMPION else value


def gold_weight(state) -> float:
    """Damage per turn one Gold per turn is worth now: ``GOLD_TO_DAMAGE`` while
    every living player has 40 Health or more, falling in step with the
    lowest Health to a quarter of it (late Gold has few turns left to pay off)."""
    lowest = min(state.players[p].health for p in state.living())
    return GOLD_TO_DAMAGE * max(LATE_GOLD, min(1.0, lowest / FULL_GOLD_HEALTH))


def _race(state, seat: int, gold_value: float) -> tuple[float, float]:
    """``(damage per turn, durability)`` of a living player (see ``evaluate``);
    ``gold_value``: what ``gold_weight`` gives."""
    player = state.players[seat]
    cycle = player.deck + player.hand + player.discard + player.in_play
    combat = gold = health = 0.0
    for uid in cycle:
        d = state.defn(uid)
        c, g, h, o = card_yield(d)
        bonus = CHAMPION_BONUS if d.type == CHAMPION else 1.0
        combat += bonus * (c + 0.5 * o)
        gold += bonus * (g + 0.2 * o)
        health += bonus * h
    n = max(5, len(cycle))
    per_turn = 5.0 / n
    combat, gold, health = combat * per_turn, gold * per_turn, health * per_turn
    guards = 0.0
    for uid in player.champions:
        d = state.defn(uid)
        c, g, h, o = card_yield(d)
        combat += c + 0.5 * o
        gold += g
        health += h
        if d.guard and uid not in state.expended:
            guards += d.defense - state.damage.get(uid, 0)
    damage = combat + gold_value * gold
    if seat == state.active:
        damage += gold_value * state.gold * 5.0 / n
    durability = player.health + GUARD_SHARE * guards + 2.0 * health
    return max(0.5, damage), max(0.5, durability)


def evaluate(state, seat: int) -> float:
    """Estimated chance in [0, 1] that ``seat`` wins (``state``: a FULL Hero Realms state).

    Finished: 1.0 for the winner, 0.0 for the others. Otherwise, for each
    living player, damage per turn D (five times the average card of its
    whole deck, plus its champions' expend abilities, plus ``gold_weight``
    per Gold)
    and durability H (Health, plus 0.7 x prepared guards' Defense left,
    plus twice the Health it gains a turn). The active player's unspent
    Combat is taken off the weakest opponent's H. Two players race: the
    one with the larger D x H kills first (rule sheet, "The Basics": the
    last one standing wins); the chance is ``seat``'s share of (D x H) ** 2.
    Eliminated players count 0.
    """
    return evaluate_all(state)[seat]


def evaluate_all(state) -> list[float]:
    """``[evaluate(state, seat) for every seat]``, computed once (what ISMCTS calls)."""
    n = state.num_players
    if state.is_over():
        winners = state.winners()
        if not winners:
            return [1.0 / n] * n
        return [1.0 if s in winners else 0.0 for s in range(n)]
    living = state.living()
    gold_value = gold_weight(state)
    race = {p: _race(state, p, gold_value) for p in living}
    if state.combat > 0:
        foes = state.opponents(state.active)
        if foes:
            weakest = min(foes, key=lambda q: race[q][1])
            damage, durability = race[weakest]
            race[weakest] = (damage, max(0.5, durability - 0.9 * state.combat))
    if state.team_mode:
        return _team_shares(state, race)
    strength = {p: (d * h) ** GAMMA for p, (d, h) in race.items()}
    total = sum(strength.values())
    return [strength.get(s, 0.0) / total for s in range(n)]


def _team_shares(state, race: dict) -> list[float]:
    """Two against two: a team races with its players' damage added up and its
    one Health (plus each player's guards and Health gain); both teammates get
    the team's chance."""
    from ...hero_realms.teams import TEAMS, team_index
    strength = []
    for team in TEAMS:
        alive = [p for p in team if p in race]
        if not alive:
            strength.append(0.0)
            continue
        health = state.players[alive[0]].health
        damage = sum(race[p][0] for p in alive)
        durability = health + sum(race[p][1] - state.players[p].health for p in alive)
        strength.append((damage * max(0.5, durability)) ** GAMMA)
    total = sum(strength) or 1.0
    return [strength[team_index(s)] / total for s in range(state.num_players)]


def candidates(state, actions: list[Action]) -> list[Action]:
    """The actions worth searching (ISMCTS asks this of every node).

    Playing a card or using a free expend or ally ability is never worse
    now than later, so while one is possible it is the only candidate (the
    first such). Otherwise: every acquire, sacrifice and end of turn; an
    attack on a player only for all the Combat that can land; an attack on
    a champion only for exactly what stuns it (damage wears off at the end
    of the turn). Pending decisions keep every answer.
    """
    if state.pending is not None:
        return actions
    for action in actions:
        if action.kind == "play" or (action.kind == "use"
                                     and action.arg("ability") in (EXPEND, ALLY)):
            return [action]
    result = []
    for action in actions:
        kind = action.kind
        if kind == "attack_player":
            if action.arg("amount") != min(state.combat,
                                           state.players[action.arg("seat")].health):
                continue
        elif kind == "attack_champion":
            uid = action.arg("card")
            if action.arg("amount") != state.defn(uid).defense - state.damage.get(uid, 0):
                continue
        result.append(action)
    return result


_PLAYOUT_BOTS = threading.local()   # one easy bot per thread (AI turns, hints, host)


def rollout(state, actions: list[Action], rng) -> Action:
    """Playout policy for ISMCTS: the easy bot's own choice (``Heuristic.decide``).

    Issue 46: with the former cheap policy (play, use, buy the dearest card,
    attack, end the turn; one time in ten at random) ``normal`` won 7 of 16
    against ``easy`` in the issue and 4 of 8 here; with the heuristic's own
    choices in the playouts, 12 of 16 (docs/ai.md)."""
    bot = getattr(_PLAYOUT_BOTS, "bot", None)
    if bot is None:
        bot = _PLAYOUT_BOTS.bot = Heuristic(0)
    return bot.decide(state, state.current_player, actions)


def _arg(action: Action, name: str):
    return action.arg(name)


class Heuristic(DeterminizingHeuristic):
    """Easy Hero Realms bot: fixed priorities read from its own seat's information.

    Order each turn: play every card; use every expend and ally ability;
    use sacrifice abilities only when their Combat makes a knock-out
    possible; acquire the best affordable card (``card_value``, then cost;
    a Fire Gem when nothing better is affordable); spend Combat: stun guards
    in the way, stun a valuable champion when it is cheap to do, hit the
    weakest opponent; end the turn. Pending choices: the best option or
    target, thin the deck of Gold and Daggers, draw as much as allowed.
    It determinizes the window (``seed``) only to read card definitions,
    its hand, the Market and the table; hidden cards play no part.
    ``stats``: ``choices``, ``rule`` (which rule chose).
    """

    def decide(self, state, seat: int, actions: list[Action]) -> Action:
        """The pending choice, else the main-phase priorities (see the class docstring)."""
        if state.pending is not None:
            rule, action = "pending", self._pending(state, seat, actions)
        else:
            rule, action = self._main(state, seat, actions)
        self.stats["rule"] = rule
        return action

    # ----- main phase -------------------------------------------------
    def _main(self, state, seat: int, actions: list[Action]) -> tuple[str, Action]:
        by_kind: dict = {}
        for action in actions:
            by_kind.setdefault(action.kind, []).append(action)
        if "play" in by_kind:
            return "play", by_kind["play"][0]
        uses = by_kind.get("use", [])
        for action in uses:
            if _arg(action, "ability") in (EXPEND, ALLY):
                return "ability", action
        lethal = self._lethal_sacrifice(state, seat, uses)
        if lethal is not None:
            return "sacrifice for a knock-out", lethal
        buy = self._best_buy(state, by_kind)
        if buy is not None:
            return "acquire", buy
        attack = self._attack(state, seat, by_kind)
        if attack is not None:
            return "attack", attack
        return "end", next(a for a in actions if a.kind == "end_turn")

    def _lethal_sacrifice(self, state, seat: int, uses: list[Action]) -> Action | None:
        """A sacrifice ability whose Combat, with the pool, knocks out an unguarded opponent."""
        sacrifices = [a for a in uses if _arg(a, "ability") == SACRIFICE]
        if not sacrifices:
            return None
        extra = {a: card_yield(state.defn(_arg(a, "card")))[0] / ABILITY_SHARE[SACRIFICE]
                 for a in sacrifices}
        total = state.combat + sum(extra.values())
        for q in state.opponents(seat):
            if not state.protected(q) and state.combat < state.players[q].health <= total:
                best = max(sacrifices, key=lambda a: extra[a])
                return best if extra[best] > 0 else None
        return None

    def _best_buy(self, state, by_kind: dict) -> Action | None:
        options = []
        for action in by_kind.get("acquire", []):
            d = state.defn(state.market[_arg(action, "slot")])
            options.append(((card_value(d), d.cost), action))
        for action in by_kind.get("acquire_gem", []):
            d = state.defn(state.gems[-1])
            options.append(((card_value(d), d.cost), action))
        if not options:
            return None
        return max(options, key=lambda o: o[0])[1]

    def _attack(self, state, seat: int, by_kind: dict) -> Action | None:
        """Spend Combat: guards in the way, then cheap valuable champions, then Health."""
        at_player = {(_arg(a, "seat"), _arg(a, "amount")): a
                     for a in by_kind.get("attack_player", [])}
        at_champion = {(_arg(a, "card"), _arg(a, "amount")): a
                       for a in by_kind.get("attack_champion", [])}
        if not at_player and not at_champion:
            return None
        combat = state.combat
        foes = sorted(state.opponents(seat), key=lambda q: (state.players[q].health, q))
        for q in foes:   # a knock-out first
            health = state.players[q].health
            if (q, health) in at_player:
                return at_player[(q, health)]

        def need(uid: int) -> int:
            return state.defn(uid).defense - state.damage.get(uid, 0)

        for q in foes:
            if state.protected(q):
                guards = [u for u in state.players[q].champions
                          if state.defn(u).guard and u not in state.expended
                          and (u, need(u)) in at_champion]
                if guards:
                    uid = max(guards, key=lambda u: (card_value(state.defn(u)), -need(u), -u))
                    return at_champion[(uid, need(uid))]
                continue
            worth = [u for u in state.players[q].champions if (u, need(u)) in at_champion
                     and 2.0 * card_value(state.defn(u)) >= need(u)]
            if worth:
                uid = max(worth, key=lambda u: (card_value(state.defn(u)), -u))
                return at_champion[(uid, need(uid))]
            amount = min(combat, state.players[q].health)
            if (q, amount) in at_player:
                return at_player[(q, amount)]
        if at_champion:   # nobody reachable: stun whatever can be stunned
            stunnable = [(u, n) for (u, n) in at_champion if n == need(u)]
            if stunnable:
                uid, amount = max(stunnable, key=lambda k: (card_value(state.defn(k[0])), -k[0]))
                return at_champion[(uid, amount)]
        return None

    # ----- pending decisions --------------------------------------------
    def _pending(self, state, seat: int, actions: list[Action]) -> Action:
        kind = state.pending.kind
        player = state.players[seat]
        if kind == "choose":
            from ...hero_realms.effects import effect_at
            effect = effect_at(state, state.pending.step)
            low = player.health < 15
            def option_worth(a: Action) -> float:
                out = [0.0, 0.0, 0.0, 0.0]
                _effects_yield(effect.options[_arg(a, "option")], 1.0, out)
                return out[0] + GOLD * out[1] + (1.2 if low else HEALTH) * out[2] + out[3]
            return max(actions, key=lambda a: (a.kind == "choose", option_worth(a)))
        if kind in ("stun", "expend"):
            targets = [a for a in actions if a.kind == "target"]
            if targets:
                return max(targets, key=lambda a: (card_value(state.defn(_arg(a, "card"))),
                                                   -_arg(a, "card")))
        if kind == "stun_highest":     # a tie: an opponent's best, else our least
            def worth(a: Action) -> tuple:
                uid = _arg(a, "card")
                mine = state.owner_of_champion(uid) == seat
                value = card_value(state.defn(uid))
                return (not mine, -value if mine else value, -uid)
            return max(actions, key=worth)
        if kind == "expend_own":       # give up the least useful expend
            return min(actions, key=lambda a: (card_value(state.defn(_arg(a, "card"))),
                                               _arg(a, "card")))
        if kind == "prepare":
            targets = [a for a in actions if a.kind == "target"]
            if targets:
                return max(targets, key=lambda a: (card_value(state.defn(_arg(a, "card"))),
                                                   -_arg(a, "card")))
        if kind == "opponent":
            return min(actions, key=lambda a: (a.kind != "choose_player",
                                               state.players[_arg(a, "seat") or 0].health))
        if kind == "discard":
            return min(actions, key=lambda a: (card_value(state.defs[_arg(a, "card")]),
                                               _arg(a, "card")))
        if kind == "sacrifice":
            junk = [a for a in actions if a.kind == "sacrifice_card"
                    and _arg(a, "card") in STARTER_JUNK]
            if junk:
                return min(junk, key=lambda a: (_arg(a, "zone") != "discard",
                                                STARTER_JUNK.index(_arg(a, "card"))))
        if kind == "topdeck":
            tops = [a for a in actions if a.kind == "topdeck"]
            if tops:
                return max(tops, key=lambda a: (card_value(state.defs[_arg(a, "card")]),
                                                _arg(a, "card")))
        if kind == "draw":
            draws = [a for a in actions if a.kind == "draw"]
            if draws:
                return max(draws, key=lambda a: _arg(a, "count"))
        declines = [a for a in actions if a.kind == "decline"]
        return declines[0] if declines else actions[0]
