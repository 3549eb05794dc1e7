"""Drive the herotable app with key presses, as a player would (for Pilot tests).

``choose(state)`` is a simple policy that makes progress: attack whenever a
Base Attack can be played, add mods when blocked, block on some turns, draw
as much as allowed, clear stacks, discard one card from a full hand.
``press_for(pilot, action)`` presses the keys the UI maps to that action.
Hero Realms has its own screen, keys and policy: realm_driver.py (both
functions hand over to it on that screen); on the Orc Wars screen
``press_for`` hands over to ow_driver.py.
"""
from __future__ import annotations

from engine import Action

from tui.choices import matching_actions, named_cards
from tui.games.hero_realms.screen import RealmScreen
from tui.games.orc_wars.screen import OrcWarsScreen
from tui.screens import ChooseScreen, GameOverScreen, GameScreen, HandoffScreen
from tui.screens.dialogs import ConfirmScreen
from tui.widgets import ActionList

import ow_driver
import realm_driver


def _hand(state) -> list[dict]:
    seat = state.current_player
    return list(state.view(seat)["players"][seat].get("hand") or [])


def choose(state) -> Action:
    """A deterministic, progress-making choice among ``state.legal_actions()``."""
    legal = state.legal_actions()
    view = state.view(state.current_player)
    seat = state.current_player
    hand = _hand(state)
    kinds = {c["id"]: c["kind"] for c in hand}

    def plays(*wanted: str) -> list[Action]:
        found = [a for a in legal if a.kind == "play"
                 and any(kinds.get(c) in wanted for c in named_cards(a))]
        return sorted(found, key=lambda a: -len(named_cards(a)))

    by_kind: dict[str, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    for kind in ("choose_card", "choose_stack"):
        if kind in by_kind:
            return by_kind[kind][0]
    phase, seq = view.get("phase"), view.get("sequence")
    if phase == "discard":
        if len(hand) >= 6 and "discard" in by_kind:
            return by_kind["discard"][-1]
        return by_kind.get("end_discard", legal)[0]
    if phase == "draw":
        return max(by_kind.get("draw", legal), key=lambda a: a.arg("count") or 0)
    if phase == "clear":
        return by_kind.get("clear", by_kind.get("end_clear", legal))[0]
    if seq is None and seat == view.get("active"):
        attacks = plays("base_attack")
        if attacks:
            return attacks[0]
        if "refresh" in by_kind and "base_attack" not in kinds.values():
            return by_kind["refresh"][0]
        return by_kind.get("end_turn", by_kind.get("pass", legal))[0]
    if seq is not None and seq.get("defender") == seat and view.get("turn", 0) % 3 == 0:
        blocks = plays("base_block", "block_mod")
        if blocks and seq.get("block", 0) <= seq.get("attack", 0):
            return blocks[0]
    if seq is not None and seq.get("attacker") == seat and seq.get("block", 0) >= seq.get("attack", 0):
        mods = plays("attack_mod")
        if mods:
            return mods[0]
    return by_kind.get("pass", by_kind.get("end_turn", legal))[0]


async def press_for(pilot, action: Action) -> None:
    """Press the keys that apply ``action`` on the game screen."""
    screen = pilot.app.screen
    if isinstance(screen, RealmScreen):
        await realm_driver.press_for(pilot, action)
        return
    if isinstance(screen, OrcWarsScreen):
        await ow_driver.press_for(pilot, action)
        return
    assert isinstance(screen, GameScreen), screen
    state = screen.session.state
    legal = state.legal_actions()
    if action.kind == "pass":
        await pilot.press("space")
        return
    if action.kind == "refresh":
        await pilot.press("r")
        await _answer_yes(pilot)          # r asks first (issue 15)
        return
    listing = screen.query_one(ActionList)
    if action in listing.actions:
        await _highlight(pilot, listing, listing.actions.index(action))
        await pilot.press("enter")
        await _answer_yes(pilot)          # ending the turn with playable cards asks first
        return
    # a hand action: select its cards by number, then Enter
    hand = [c["id"] for c in _hand(state)]
    used: set[int] = set()
    for card in named_cards(action):
        index = next(i for i, cid in enumerate(hand) if cid == card and i not in used)
        used.add(index)
        await pilot.press(str(index + 1))
    await pilot.press("enter")
    await pilot.pause()
    if isinstance(pilot.app.screen, ChooseScreen):
        found = matching_actions(legal, [hand[i] for i in used])
        await pilot.press(str(found.index(action) + 1))
    await _answer_yes(pilot)              # a deploy asks first


async def _highlight(pilot, listing, target: int) -> None:
    """Move the action list's highlight to row ``target`` as a player would: Page Down
    or Page Up while the row is more than a page away (long lists: Heroes of Timeline
    lists up to 180 actions), then Down or Up."""
    if listing.highlighted is None:       # nothing highlighted (issue 15): Down picks the first
        await pilot.press("down")
    page = max(1, listing.scrollable_content_region.height - 1)
    for _ in range(len(listing.actions)):
        current = listing.highlighted or 0
        if abs(target - current) <= page:
            break
        await pilot.press("pagedown" if target > current else "pageup")
        if listing.highlighted == current:
            break
    current = listing.highlighted or 0
    step = "down" if target > current else "up"
    for _ in range(abs(target - current)):
        await pilot.press(step)
    assert listing.highlighted == target, (listing.highlighted, target)


async def _answer_yes(pilot) -> None:
    """Say yes to the question the duel asks before ending a turn, refreshing or
    deploying (``ConfirmScreen``), if one is open."""
    await pilot.pause()
    if isinstance(pilot.app.screen, ConfirmScreen):
        await pilot.press("y")
        await pilot.pause()


async def settle(pilot) -> None:
    """Let screens open and close."""
    await pilot.pause()


async def play(pilot, max_steps: int, stop=None) -> int:
    """Play by key presses until the game ends, ``stop(state)`` is true or the steps run out.

    Hand-off screens are passed with Enter. Returns the number of actions chosen.
    Each chosen action is checked to have been applied as that action.
    """
    steps = 0
    while steps < max_steps:
        await settle(pilot)
        screen = pilot.app.screen
        if isinstance(screen, HandoffScreen):
            await pilot.press("enter")
            continue
        if isinstance(screen, GameOverScreen):
            return steps
        if isinstance(screen, RealmScreen):
            return steps + await realm_driver.play(pilot, max_steps - steps, stop)
        assert isinstance(screen, GameScreen), screen
        state = screen.session.state
        if state.is_over():
            return steps
        if stop is not None and stop(state):
            return steps
        assert screen.shown_seat == state.current_player
        action = choose(state)
        before = len(state.history)
        await press_for(pilot, action)
        await settle(pilot)
        assert len(state.history) > before, f"not applied: {action.label}"
        assert state.history[before] == action, (state.history[before], action)
        steps += 1
    return steps
