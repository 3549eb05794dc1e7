"""Every effect leaves a log line, in random games too (issue 15).

Seeded random games (2 to 4 heroes, random legal actions) run with the engine's
effect points wrapped: each card effect step, Damage step and revealed card,
the Trap at a Horde attack, the Warlord's answer to a hit, the scenario's
actions and start-of-turn offers, the Expertise (a declined reaction too) and
the Evasion's coins must add at least one line that every seat's log shows
(and a spectator's), and a card effect's lines name the card. The exact positions of the no-effect lines this
found follow.
"""
from __future__ import annotations

import random

from engine import load_game
from engine.no_time_for_heroes import attack, choices, effects, expertise, scenario_play, turn

from .conftest import act, hand_uid, play, position

GAME = load_game("no-time-for-heroes")


def _lines(state, events, first):
    """Each seat's (and a spectator's) non-empty lines of ``events[first:]``."""
    seats = list(range(state.num_players)) + [None]
    return {s: [t for t in (e.describe(s) for e in events[first:]) if t] for s in seats}


class Watch:
    """Wraps the engine's effect points; ``misses`` lists the ones that left no line."""

    def __init__(self, monkeypatch):
        self.misses: list = []
        self.counts: dict = {}
        self.mp = monkeypatch
        self.wrap(effects, "run_step", self._step)
        self.wrap(attack, "spring_trap", lambda s, a: "")     # face down: no name
        self.wrap(effects, "warlord_reprisal", self._reprisal)
        self.wrap(scenario_play, "apply", lambda s, a: s.scenario_def().name)
        self.wrap(turn, "apply_start",
                  lambda s, a: s.scenario_def().name if a[0].kind != "begin" else None)
        self.wrap(expertise, "start", lambda s, a: s.hero(s.active).name)
        self.wrap(expertise, "apply_pending", lambda s, a: "")
        self.wrap(attack, "answer", lambda s, a: "")      # a decline too
        self.wrap(choices, "finish_evasion", self._evasion)

    def wrap(self, module, name, what):
        """Replace ``module.name`` by a copy that checks the lines it adds.

        ``what(state, args)`` says the word the lines must hold ("" for any line,
        None when this call is no effect and may stay silent)."""
        inner = getattr(module, name)

        def wrapped(state, *args):
            events = args[-1]
            word = what(state, args)
            first = len(events)
            out = inner(state, *args)
            if word is not None:
                self.check(state, events, first, f"{name} {word}", word)
            return out

        self.mp.setattr(module, name, wrapped)

    def check(self, state, events, first, label, word):
        """Record a miss unless every log shows a new line (one holding ``word``)."""
        self.counts[label.split()[0]] = self.counts.get(label.split()[0], 0) + 1
        for seat, lines in _lines(state, events, first).items():
            if not lines or (word and seat is not None and
                             not any(word in t for t in lines)):
                self.misses.append((label, seat, [e.text for e in events[first:]]))
                return

    def _step(self, state, args):
        step = state.queue[0]
        if step[0] == "effect":
            e = state.defn(step[1]).effects[step[3]]
            return state.card_name(step[1]) if e.name != "set_trap" else ""
        if step[0] in ("damage", "reveal"):
            return ""
        return None                               # the card leaves play: no effect

    def _reprisal(self, state, args):
        w = state.warlord_def()
        if w.expertise == "punishing" or (w.expertise == "shrieking" and args[1].damage == 1):
            return w.name
        return None

    def _evasion(self, state, args):
        sc = state.scenario_def()
        if args[2]:
            return "Taheral"
        return sc.name if sc is not None and sc.effect == "evade-steal" else None


def _play_random(seed):
    rng = random.Random(seed)
    players = rng.choice((2, 3, 4))
    state = GAME.new_game(players, seed, {"scenarios": rng.random() < 0.8})
    steps = 0
    while not state.is_over() and steps < 2000:
        state.apply(rng.choice(state.legal_actions()))
        steps += 1


def test_every_effect_of_random_games_leaves_a_line(monkeypatch):
    watch = Watch(monkeypatch)
    for seed in range(120):
        _play_random(seed)
    assert not watch.misses, (sorted({m[0] for m in watch.misses}), watch.misses[:3])
    for point in ("run_step", "spring_trap", "warlord_reprisal", "apply", "apply_start",
                  "start", "apply_pending", "answer", "finish_evasion"):
        assert watch.counts.get(point), (point, watch.counts)     # each point was met


def _seen(state, events, seat=0):
    return [e.describe(seat) for e in events]


def test_a_trap_with_no_host_to_catch_says_it_waits():
    s = position(field=("gurdrug",), horde=(), hands={0: ["shield"]}, decks={0: ["shield"] * 3})
    trap = s.new_card("trap", 0)
    s.trap = [trap, 0]
    events = act(s, "end_attack")
    assert "Trap: no Host standing: it waits for the next Horde attack." in _seen(s, events)
    assert "The face-down card stays: no Host is standing." in _seen(s, events, 1)
    assert s.trap == [trap, 0]


def test_the_warlords_answer_to_a_hit_names_him_also_when_it_does_nothing():
    s = position(hands={0: ["sword-strike"]}, decks={0: ["shield"] * 3}, field=("shriekknifer",),
                 horde=(), warlord="shriekknifer")
    events = play(s, "sword-strike", 0)
    assert "Shriekknifer: Player 1 has no card in the Wear pile to recover." in _seen(s, events)
    g = position(hands={0: ["sword-strike"]}, decks={0: ["trap", "shield", "shield"]},
                 field=("gurdrug",), horde=())
    events = play(g, "sword-strike", 0)
    assert "Gurdrug: Player 1 loses 1 card: Shield." in _seen(g, events)


def test_eque_port_and_jade_deposits_say_what_they_did():
    s = position(scenario="eque-port", phase="start", hands={0: ["shield", "survival"]},
                 decks={0: ["brutal-attack"] * 2})
    events = act(s, "port", card=hand_uid(s, 0, "shield"))
    assert _seen(s, events) == [
        "Eque Port: Player 1 discards Shield.", "Eque Port: you draw Brutal Attack.",
        "Eque Port: each enemy not blocked deals 1 more damage this turn."]
    j = position(scenario="jade-deposits", phase="start", hands={0: ["shield"]},
                 decks={0: ["brutal-attack"] * 5})
    events = act(j, "jade")
    assert "Jade Deposits: Player 1 gains 3 coins." in _seen(j, events)
    assert j.players[0].coins == 3


def test_cemenmar_waste_with_no_coin_to_take_says_so():
    s = position(("valerys", "idril"), scenario="cemenmar-waste",
                 hands={0: ["shield", "step-back"]})
    act(s, "evade", expertise=False)
    act(s, "discard", card=hand_uid(s, 0, "shield"))
    act(s, "discard", card=hand_uid(s, 0, "step-back"))
    events = act(s, "stop")
    assert "Cemenmar Waste: no other standing hero has a coin for Player 1 to take." in \
        _seen(s, events)


def test_neddia_stopping_her_swaps_says_the_market_deck_is_shuffled():
    s = position(("neddia", "valerys"), phase="market", market=["whetstone"] + [None] * 4,
                 market_deck=("orc-halberd",))
    act(s, "market_swap")
    events = act(s, "stop")
    assert _seen(s, events) == ["Player 1 (Neddia) stops swapping; the Market deck is "
                                "shuffled."]


def test_ulthar_portal_and_tears_of_aradiel_lines_name_the_scenario():
    s = position(scenario="ulthar-portal", glory={0: 1}, field=("orc-brute", "orc-runt"))
    trophy = s.new_card("orc-runt")
    s.loot[trophy] = (1, 0)
    s.players[0].trophies.append(trophy)
    events = act(s, "portal", pay="glory", slot=0, trophy=trophy)
    assert _seen(s, events)[0] == "Ulthar Portal: Player 1 pays 1 Glory."
    t = position(("valerys", "idril"), scenario="tears-of-aradiel", glory={0: 1},
                 hands={1: ["bullseye"]}, decks={0: ["shield"] * 3, 1: ["rapid-shot"] * 3})
    events = act(t, "borrow", seat=1)
    assert _seen(t, events)[0] == ("Tears of Aradiel: Player 1 pays Player 2 1 Glory and takes "
                                   "Bullseye from their hand.")


def test_a_declined_reaction_says_who_declined():
    s = position(("beleth-il", "valerys"), hands={0: ["shield"]}, decks={0: ["shield"] * 9})
    act(s, "end_attack")
    assert s.pending.kind == "take_blow"
    events = act(s, "decline")
    assert _seen(s, events)[0] == "Player 2 (Valerys) lets the Horde strike Player 1."


def test_beleth_il_keeping_the_revealed_card_says_where_it_goes():
    s = position(("beleth-il", "valerys"), hands={0: ["rapid-shot"]},
                 decks={0: ["shield", "shield"]})
    play(s, "rapid-shot", 0)
    assert s.pending.kind == "second_look"
    events = act(s, "keep")
    assert _seen(s, events) == ["Shield goes to the bottom of Player 1's deck."]
