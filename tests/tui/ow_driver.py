"""Drive the Orc Wars screen with key presses, as a player would (for Pilot tests).

``choose(state)`` is a simple policy that makes progress in any scenario:
Elves run for the escape spaces (by walking distance) and attack an Orc in
the way on some turns, Orcs wake tokens or reinforce, close in on the
nearest Elf and attack it; defenders block with their first base block.
``press_for(pilot, action)`` presses the keys the screen maps to that one
action: map actions by moving the cursor (arrows/hjkl) and Enter, targeted
plays by digits, Enter and a target on the map, the rest in the actions
list or with their own keys. ``play`` plays until the end or a stop
condition and checks the hand-off screen shows between every change of seat.
"""
from __future__ import annotations

from collections import deque

from engine import Action, hexgrid

from tui.choices import matching_actions, named_cards
from tui.games.orc_wars.text import (figure_positions, has_map_target, move_choices, placement_choices,
                         target_choices)
from tui.screens import ChooseScreen, ConfirmScreen, GameOverScreen, HandoffScreen
from tui.games.orc_wars.screen import OrcWarsScreen
from tui.widgets import ActionList
from tui.games.orc_wars.hexmap import HexMap


# ------------------------------------------------------------------ policy

def _walk_distances(state, goals, side: str) -> dict:
    """Steps from every hex to the nearest goal over terrain passable for ``side``."""
    board = state.board
    dist = {g: 0 for g in goals}
    queue = deque(goals)
    while queue:
        h = queue.popleft()
        for n in hexgrid.neighbours(h):
            if n not in dist and board.passable_for(n, side):
                dist[n] = dist[h] + 1
                queue.append(n)
    return dist


def _figure(state, fid):
    return state.figures[fid]


def _by_kind(legal):
    found: dict[str, list[Action]] = {}
    for action in legal:
        found.setdefault(action.kind, []).append(action)
    return found


def _hand_kind(state, seat, action) -> set[str]:
    cards = {c["id"]: c["kind"] for c in state.view(seat)["players"][seat]["hand"] or []}
    return {cards.get(c) for c in named_cards(action)}


def choose(state) -> Action:
    """A deterministic, progress-making choice among ``state.legal_actions()``."""
    legal = state.legal_actions()
    seat = state.current_player
    view = state.view(seat)
    kinds = _by_kind(legal)
    for kind in ("choose_clan", "place_orc", "place_token", "place_elf", "choose_card",
                 "choose_stack", "agree"):
        if kind in kinds:
            return kinds[kind][0]
    phase, seq = view["phase"], view["sequence"]
    if phase == "discard":
        hand = view["players"][seat]["hand"] or []
        spare = [a for a in kinds.get("discard", [])
                 if _hand_kind(state, seat, a) != {"base_attack"}]
        if len(hand) >= 6 and spare:
            return spare[0]
        return kinds["end_discard"][0]
    if phase == "draw":
        return max(kinds["draw"], key=lambda a: a.arg("count"))
    if phase == "clear":
        return kinds.get("clear", kinds.get("end_clear"))[0]
    if phase == "squad":
        return kinds.get("reinforce", kinds.get("activate", kinds.get("skip_squad")))[0]
    if phase == "choose":
        return kinds.get("begin_action", kinds.get("end_turn"))[0]
    plays = [a for a in kinds.get("play", []) if a.arg("target") is not None]
    if seq is not None:
        defender = state.pools[seq["defender"]].owner
        if seat == defender:
            blocks = [a for a in kinds.get("play", [])
                      if _hand_kind(state, seat, a) == {"base_block"}]
            if blocks and seq["block"] <= seq["attack"]:
                return blocks[0]
        return kinds.get("pass", legal)[0]
    if "pass" in kinds:
        return kinds["pass"][0]
    attacks = [a for a in plays if isinstance(a.arg("target"), tuple)
               and _hand_kind(state, seat, a) == {"base_attack"}]
    if seat == 0:
        if attacks:
            return attacks[0]
        return _best_move(state, kinds, seat) or kinds["end_turn"][0]
    if "escape" in kinds:
        return kinds["escape"][0]
    if "pick_up" in kinds:
        return kinds["pick_up"][0]
    if attacks and view["turn"] % 4 == 0:
        return attacks[0]
    return _best_move(state, kinds, seat) or (attacks or kinds["end_turn"])[0]


def _best_move(state, kinds, seat):
    """The move that most shortens the way: Elves to an escape space, Orcs to an Elf."""
    moves = kinds.get("move", [])
    if not moves:
        return None
    if seat == 0:
        goals = [f.hex for f in state.figures.values() if f.side == "elf" and f.hex]
        dist = _walk_distances(state, goals, "orc")
    else:
        goals = list(state.board.marked("escape")) or list(state.board.entrances())
        dist = _walk_distances(state, goals, "elf")
    far = 10 ** 6

    def gain(a):
        return dist.get(_figure(state, a.arg("fig")).hex, far) - dist.get(tuple(a.arg("to")), far)
    best = max(moves, key=gain)
    return best if gain(best) > 0 else None


# ------------------------------------------------------------------ positions

def _kinds(state) -> set[str]:
    return {a.kind for a in state.legal_actions()}


def clan_of_two_squads_moves(state) -> bool:
    """The Orc's acting clan is split in two squads and may still move."""
    view = state.view(None)
    if view["phase"] != "action" or state.current_player != 0 or view["sequence"]:
        return False
    pool = view["pools"][view["acting"]]
    return len(pool.get("squads") or []) > 1 and "move" in _kinds(state)


def elf_moves_among_orcs(state) -> bool:
    """Elf 1's action phase, moves open, at least four Orcs on the map."""
    view = state.view(None)
    return (view["phase"] == "action" and state.current_player == 1 and not view["sequence"]
            and "move" in _kinds(state)
            and sum(f["side"] == "orc" for f in view["figures"]) >= 4)


def orc_answers_attack(state) -> bool:
    """An Elf attacks; the Orc must answer."""
    return state.view(None)["sequence"] is not None and state.current_player == 0


# ------------------------------------------------------------------ keys

async def _goto(pilot, pos) -> None:
    """Move the map cursor to ``pos`` with the arrow keys (hjkl on odd steps)."""
    screen = pilot.app.screen
    hexmap = screen.query_one(HexMap)
    if pilot.app.focused is not hexmap:
        await pilot.press("tab")
    assert pilot.app.focused is hexmap
    for step in range(300):
        cursor = hexmap.cursor
        if cursor == pos:
            return
        if cursor[1] != pos[1]:
            key = ("down", "j") if pos[1] > cursor[1] else ("up", "k")
        else:
            key = ("right", "l") if pos[0] > cursor[0] else ("left", "h")
        await pilot.press(key[step % 2])
    raise AssertionError(f"cursor stuck at {hexmap.cursor}, wanted {pos}")


async def _enter_and_pick(pilot, action: Action, choices: list[Action]) -> None:
    """Enter; if a dialog asks which, pick ``action`` by its digit."""
    await pilot.press("enter")
    await pilot.pause()
    if isinstance(pilot.app.screen, ChooseScreen) and \
            pilot.app.screen.title_text.startswith("Leave the map"):
        await pilot.press("2")          # its first line (Enter) stays on the map
    elif isinstance(pilot.app.screen, ChooseScreen):
        index = choices.index(action)
        if index < 9:
            await pilot.press(str(index + 1))
        else:
            for _ in range(index):
                await pilot.press("down")
            await pilot.press("enter")
    else:
        assert choices == [action], (choices, action)


async def _from_list(pilot, action: Action) -> None:
    screen = pilot.app.screen
    listing = screen.query_one(ActionList)
    if pilot.app.focused is not listing:
        await pilot.press("tab")
    assert pilot.app.focused is listing
    target = listing.actions.index(action)
    if listing.highlighted is None:     # nothing highlighted (no Enter trap): down = line 1
        await pilot.press("down")
    current = listing.highlighted or 0
    step = "down" if target > current else "up"
    for _ in range(abs(target - current)):
        await pilot.press(step)
    await pilot.press("enter")
    await _say_yes(pilot)


async def _say_yes(pilot) -> None:
    """Answer yes to the question ending a turn or refreshing asks (issue 15)."""
    await pilot.pause()
    if isinstance(pilot.app.screen, ConfirmScreen):
        await pilot.press("y")


async def press_for(pilot, action: Action) -> None:
    """Press the keys that apply ``action`` on the Orc Wars screen."""
    screen = pilot.app.screen
    assert isinstance(screen, OrcWarsScreen), screen
    state = screen.session.state
    legal = state.legal_actions()
    view = screen.view()
    if action.kind in ("place_token", "place_elf", "place_orc", "activate"):
        pos = next(p for p, acts in placement_choices(legal, view).items() if action in acts)
        await _goto(pilot, pos)
        await _enter_and_pick(pilot, action, placement_choices(legal, view)[pos])
        return
    if action.kind in ("move", "escape"):
        fid = action.arg("fig")
        if screen.chosen_fig != fid:
            await _goto(pilot, figure_positions(view)[fid])
            await pilot.press("enter")
            await pilot.pause()
        assert screen.chosen_fig == fid
        choices = move_choices(legal, view, fid)
        pos = next(p for p, acts in choices.items() if action in acts)
        await _goto(pilot, pos)
        await _enter_and_pick(pilot, action, choices[pos])
        return
    if action.kind == "pass":
        await pilot.press("space")
        return
    if action.kind == "refresh":
        await pilot.press("r")
        await _say_yes(pilot)
        return
    if action.kind == "end_turn" and not any(a.kind in ("end_discard", "end_clear", "skip_squad",
                                                          "done_placing") for a in legal):
        await pilot.press("e")
        await _say_yes(pilot)
        return
    if action.kind in ("play", "discard", "deploy") and set(named_cards(action)) <= \
            {c["id"] for c in screen.hand()} and action not in screen.query_one(ActionList).actions:
        hand = [c["id"] for c in screen.hand()]
        used: list[int] = []
        for card in named_cards(action):
            index = next(i for i, cid in enumerate(hand) if cid == card and i not in used)
            used.append(index)
            await pilot.press(str(index + 1))
        found = matching_actions(legal, [hand[i] for i in used])
        if len(found) > 1 and all(has_map_target(a) for a in found):
            await pilot.press("enter")
            await pilot.pause()
            assert screen.targeting == found
            targets = target_choices(found, view)
            pos = next(p for p, acts in targets.items() if action in acts)
            await _goto(pilot, pos)
            await _enter_and_pick(pilot, action, targets[pos])
        else:
            await _enter_and_pick(pilot, action, found)
        return
    await _from_list(pilot, action)


async def play(pilot, max_steps: int, stop=None, record=None) -> int:
    """Play by key presses until the game ends, ``stop(state)`` is true or the steps run out.

    Hand-off screens are passed with Enter; the seat on screen may change only
    through one. ``record`` (a dict) collects "handoffs" and "seats" counts.
    Each chosen action is checked to have been applied as that action.
    Returns the number of actions chosen.
    """
    record = record if record is not None else {}
    steps = 0
    handed = True
    last = None
    while steps < max_steps:
        await pilot.pause()
        screen = pilot.app.screen
        if isinstance(screen, HandoffScreen):
            record["handoffs"] = record.get("handoffs", 0) + 1
            handed = True
            await pilot.press("enter")
            continue
        if isinstance(screen, GameOverScreen):
            return steps
        assert isinstance(screen, OrcWarsScreen), screen
        state = screen.session.state
        if state.is_over() or (stop is not None and stop(state)):
            return steps
        assert screen.shown_seat == state.current_player
        if screen.shown_seat != last:
            assert handed, f"seat {last} -> {screen.shown_seat} without a hand-off"
            record["seats"] = record.get("seats", 0) + 1
        last, handed = screen.shown_seat, False
        action = choose(state)
        before = len(state.history)
        await press_for(pilot, action)
        await pilot.pause()
        assert len(state.history) > before, f"not applied: {action.label}"
        assert state.history[before] == action, (state.history[before], action)
        steps += 1
    return steps
