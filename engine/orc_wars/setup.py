"""Orc Wars set-up: decks, dirty tricks, treasures, squad tokens, Elf figures.

Rulebook: "Choosing Your Side", "Squad Tokens", "Dirty Tricks", "The Elf
Players", and each scenario's set-up. Squad tokens and Elf starts are real
decisions (phases "setup_tokens" and "setup_elves"); the rest is dealt from
the state's generator.
"""
from __future__ import annotations

import functools
import itertools

from ..core import Action, Event, Rng
from ..herocard.table import HAND_LIMIT
from .board import squad_tokens, tokens_can_make
from .hexnames import hex_name
from .state import ORC, OrcWarsState

LEVELS = ("first-time", "novice", "trained", "expert", "true-orc")
LEVEL_NAMES = {"first-time": "First time", "novice": "Novice", "trained": "Trained",
               "expert": "Expert", "true-orc": "True Orc"}
TRICKS_BY_LEVEL = {"first-time": 3, "novice": 2, "trained": 1, "expert": 0, "true-orc": 0}


def start(state: OrcWarsState) -> None:
    """Deal everything random; leave the state at the first set-up decision."""
    from . import treasures, tricks
    events: list[Event] = []
    for player in state.players:
        hero = state.heroes[player.hero]
        player.deck = [state.new_card(cid, player.seat) for cid in hero.deck_list()]
        state.rng.shuffle(player.deck)
    for player in state.players:
        state.draw(player.seat, HAND_LIMIT, events)
    tricks.deal(state, TRICKS_BY_LEVEL[state.options["level"]])
    treasures.place(state)
    king = state.board.marked("king_start")
    if state.king_pool is not None and king:
        state.new_figure("king", king[0])
    state.tokens_left = list(squad_tokens())
    state.tokens_total = state.scenario.orcs_by_elves[state.elves_at_start - 1]
    state.phase = "setup_tokens"
    state.active = ORC


def _token_hexes(state: OrcWarsState) -> list[tuple]:
    taken = state.occupied()
    board = state.board
    used_tiles = {t for tok in state.tokens for t in board.tiles_of(tok["hex"])}
    free = board.token_rule == "free"
    return [h for h in board.token_spots() if h not in taken
            and not (free and used_tiles.intersection(board.tiles_of(h)))]


def token_actions(state: OrcWarsState) -> list[Action]:
    """Place one more face-down squad token: a number and a space.

    Only numbers that still let the starting total be reached exactly with
    the tokens and spaces left are offered.
    """
    placed = sum(t["number"] for t in state.tokens)
    remaining = state.tokens_total - placed
    hexes = _token_hexes(state)
    # how many more tokens fit after this one: one per free tile ("free"), one per spot
    if state.board.token_rule == "free":
        room = len({state.board.tile_of(h) for h in hexes}) - 1
    else:
        room = len(hexes) - 1
    acts = []
    for number in sorted(set(state.tokens_left)):
        if number > remaining:
            continue
        rest = list(state.tokens_left)
        rest.remove(number)
        if not tokens_can_make(remaining - number, room, tuple(rest)):
            continue
        made = _made_token_actions(state.board, number)
        for h in hexes:
            act = made.get(h)
            if act is None:
                # args in name order, the hex a tuple, as Action.make leaves
                # them; hundreds of these, so labels are written only if read
                act = made[h] = Action("place_token", (("hex", h), ("number", number)),
                                       (_token_label, number, state.board, h))
            acts.append(act)
    return acts


def _made_token_actions(board, number: int) -> dict:
    """hex -> the "place_token" Action of ``number`` there, kept per board: an
    Action is an immutable value, so every game on the map shares one."""
    made = board.__dict__.setdefault("_token_actions", {})
    got = made.get(number)
    if got is None:
        got = made[number] = {}
    return got


def _token_label(number: int, board, h) -> str:
    return f"Place a squad token of {number} at {hex_name(board, h)}"


def _where(state: OrcWarsState, h) -> str:
    return hex_name(state.board, h)


def apply_token(state: OrcWarsState, action: Action, events: list[Event]) -> None:
    """Put the token down; when the total is reached, the Elves place their figures."""
    number, h = action.arg("number"), tuple(action.arg("hex"))
    state.tokens_left.remove(number)
    state.tokens.append({"tid": len(state.tokens), "number": number, "hex": h})
    events.append(Event("token_placed", f"You place a squad token of {number} at "
                        f"{_where(state, h)}.", ORC, private_to=ORC,
                        public_text=f"The Orc places a squad token at {_where(state, h)}."))
    if sum(t["number"] for t in state.tokens) == state.tokens_total:
        state.phase = "setup_elves"
        state.active = 1


def elf_actions(state: OrcWarsState) -> list[Action]:
    """The Elf to place chooses a free blue entrance."""
    taken = state.occupied()
    return [Action.make("place_elf", f"Start at {_where(state, h)}", hex=list(h))
            for h in state.board.marked("elf_start") if h not in taken]


def apply_elf(state: OrcWarsState, action: Action, events: list[Event]) -> None:
    """Place the Elf; after the last one, the first turn begins."""
    from . import turns
    seat = state.active
    h = tuple(action.arg("hex"))
    state.new_figure("elf", h, seat=seat)
    events.append(Event("elf_placed", f"{state.name(seat)} enters at {_where(state, h)}.", seat))
    if seat + 1 < state.num_players:
        state.active = seat + 1
        return
    state.first_seat = 1 if state.scenario.first == "elf" else ORC
    turns.begin_turn(state, state.first_seat, events)


def redeal_orc_secrets(state: OrcWarsState, rng: Rng, seat: int) -> None:
    """For ``determinize`` from ``seat``: re-deal, in place, the Orc's secrets
    that seat cannot see, canonically (sorted before shuffling, so the result
    depends only on the view and ``rng``).

    Unfound treasures are hidden from everybody (treasures.redeal_hidden).
    From an Elf's seat also the numbers of the squad tokens on the board (and
    so which tokens were never placed: ``tokens_left``), and the dirty tricks
    in the Orc's hand (tricks.redeal_hidden). Rulebook: "Squad Tokens",
    "Dirty Tricks", "Picking Up Treasures".
    """
    from . import treasures, tricks
    treasures.redeal_hidden(state, rng)
    if seat == ORC:
        return
    redeal_token_numbers(state, rng)
    tricks.redeal_hidden(state, rng)


def redeal_token_numbers(state: OrcWarsState, rng: Rng) -> None:
    """Give the face-down squad tokens on the board numbers an Elf cannot rule out.

    An Elf knows the 11 printed numbers, the starting total and the numbers
    of tokens already turned over. The face-down ones get a random choice of
    the numbers left that adds up to what is missing (during set-up: that
    can still be completed as ``token_actions`` requires), shuffled over the
    tokens in token order; the numbers not chosen become ``tokens_left``.
    """
    hidden = [t for t in state.tokens if t["hex"] is not None]
    turned = [t["number"] for t in state.tokens if t["hex"] is None]
    left = list(squad_tokens())
    for number in turned:
        if number in left:
            left.remove(number)
    target = state.tokens_total - sum(turned)
    room = -1
    if state.phase == "setup_tokens":
        hexes = _token_hexes(state)
        room = len({state.board.tile_of(h) for h in hexes}) \
            if state.board.token_rule == "free" else len(hexes)
    choices = _token_choices(tuple(left), len(hidden), target, room)
    if not choices:
        # a position no real game reaches (built by hand): keep the numbers, re-dealt
        choices = [tuple(sorted(t["number"] for t in hidden))]
    numbers = list(choices[rng.randrange(len(choices))])
    rng.shuffle(numbers)
    for token, number in zip(hidden, numbers):
        token["number"] = number
    for number in numbers:
        if number in left:
            left.remove(number)
    state.tokens_left = left


@functools.lru_cache(maxsize=256)
def _token_choices(left: tuple, count: int, target: int, room: int) -> list[tuple]:
    """Every choice (with repeats for equal tokens) of ``count`` of the sorted
    numbers ``left`` adding up to ``target``; with ``room`` >= 0 (set-up under
    way), those adding up to at most ``target`` whose rest can still reach it
    with at most ``room`` more tokens."""
    result = []
    for combo in itertools.combinations(range(len(left)), count):
        numbers = tuple(left[i] for i in combo)
        total = sum(numbers)
        if room < 0:
            if total == target:
                result.append(numbers)
            continue
        rest = tuple(left[i] for i in range(len(left)) if i not in combo)
        if total <= target and tokens_can_make(target - total, room, rest):
            result.append(numbers)
    return result
