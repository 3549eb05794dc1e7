"""Drive the Hero Realms screen with key presses, as a player would (for Pilot tests).

``choose(state)`` is a simple policy that makes progress: answer decisions
(declining optional sacrifices, draws and top-decks), play every card, use
expend and ally abilities, acquire the most expensive card it can afford,
stun a guard that stands in the way, attack the opponent with all its
Combat, end the turn. ``press_for(pilot, action)`` presses the keys the
screen maps to that one action; ``play`` plays a whole game, playing the
hand with ``p`` (play all) as a player would.
"""
from __future__ import annotations

from engine import Action

from tui.games.hero_realms.attack import AttackScreen
from tui.games.hero_realms.screen import RealmScreen
from tui.screens import ConfirmScreen, GameOverScreen, HandoffScreen
from tui.games.hero_realms.hand_list import HandList
from tui.widgets import ActionList

ATTACKS = ("attack_player", "attack_champion")
DECLINED = ("sacrifice", "draw", "topdeck")


def _cost(view: dict, action: Action) -> int:
    if action.kind == "acquire_gem":
        return view["fire_gems"]["card"]["cost"]
    return view["market"][action.arg("slot")]["cost"]


def _attack(legal: list[Action], view: dict) -> Action | None:
    """All Combat at an opponent; if guards stand in the way, stun one when possible."""
    players = [a for a in legal if a.kind == "attack_player"]
    if players:
        return max(players, key=lambda a: (a.arg("amount"),
                                           -view["players"][a.arg("seat")]["health"]))
    combat = view["pools"]["combat"]
    stuns = [a for a in legal if a.kind == "attack_champion" and "(stuns it)" in a.label]
    if stuns and combat:
        return min(stuns, key=lambda a: a.arg("amount"))
    return None


def choose(state) -> Action:
    """A deterministic, progress-making choice among ``state.legal_actions()``."""
    legal = state.legal_actions()
    seat = state.current_player
    view = state.view(seat)
    pending = view.get("pending")
    if pending:
        if pending["kind"] in DECLINED:
            for action in legal:
                if action.kind == "decline":
                    return action
        return legal[0]
    for card in view["players"][seat]["hand"]:
        for action in legal:
            if action.kind == "play" and action.arg("card") == card["id"]:
                return action
    for action in legal:
        if action.kind == "use" and action.arg("ability") in ("expend", "ally"):
            return action
    buys = [a for a in legal if a.kind in ("acquire", "acquire_gem")]
    if buys:
        return max(buys, key=lambda a: (_cost(view, a), a.kind == "acquire"))
    attack = _attack(legal, view)
    if attack is not None:
        return attack
    return next(a for a in legal if a.kind == "end_turn")


async def _focus(pilot, kind) -> None:
    """Tab until a widget of ``kind`` has the focus."""
    for _ in range(4):
        if isinstance(pilot.app.focused, kind):
            return
        await pilot.press("tab")
    assert isinstance(pilot.app.focused, kind), pilot.app.focused


async def _move(pilot, listing, index: int) -> None:
    """Up/Down until row ``index`` of an option list is highlighted."""
    current = listing.highlighted or 0
    step = "down" if index > current else "up"
    for _ in range(abs(index - current)):
        await pilot.press(step)
    assert listing.highlighted == index


async def press_for(pilot, action: Action) -> None:
    """Press the keys that apply ``action`` on the Hero Realms screen."""
    screen = pilot.app.screen
    assert isinstance(screen, RealmScreen), screen
    if action.kind == "acquire":
        await pilot.press(str(action.arg("slot") + 1))
    elif action.kind == "acquire_gem":
        await pilot.press("g")
    elif action.kind == "end_turn":
        await pilot.press("e")
        await pilot.pause()
        if isinstance(pilot.app.screen, ConfirmScreen):
            await pilot.press("y")
    elif action.kind in ATTACKS:
        await pilot.press("a")
        await pilot.pause()
        dialog = pilot.app.screen
        assert isinstance(dialog, AttackScreen), dialog
        target = next(i for i, t in enumerate(dialog.targets) if action in t)
        await _move(pilot, dialog.query_one("#targets"), target)
        await pilot.press(*str(action.arg("amount")))
        assert dialog.amount == action.arg("amount")
        await pilot.press("enter")
    elif action.kind == "play":
        hand = screen.query_one(HandList)
        await _focus(pilot, HandList)
        await _move(pilot, hand, hand.ids.index(action.arg("card")))
        await pilot.press("enter")
    else:                                   # abilities and answers: the actions list
        listing = screen.query_one(ActionList)
        await _focus(pilot, ActionList)
        await _move(pilot, listing, listing.actions.index(action))
        await pilot.press("enter")


async def play(pilot, max_steps: int, stop=None) -> int:
    """Play by key presses until the game ends, ``stop(state)`` is true or the steps run out.

    A play of the first card in hand is made with ``p`` (the whole hand, up
    to a decision); every other action with ``press_for``. Each step checks
    that the chosen action was applied. Returns the number of steps.
    """
    steps = 0
    while steps < max_steps:
        await pilot.pause()
        screen = pilot.app.screen
        if isinstance(screen, HandoffScreen):
            await pilot.press("enter")
            continue
        if isinstance(screen, GameOverScreen):
            return steps
        assert isinstance(screen, RealmScreen), screen
        state = screen.session.state
        if state.is_over() or (stop is not None and stop(state)):
            return steps
        assert screen.shown_seat == state.current_player
        action = choose(state)
        before = len(state.history)
        if action.kind == "play":
            await pilot.press("p")
        else:
            await press_for(pilot, action)
        await pilot.pause()
        assert len(state.history) > before, f"not applied: {action.label}"
        assert state.history[before] == action, (state.history[before], action)
        steps += 1
    return steps
