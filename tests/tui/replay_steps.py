"""Steps the replay tests share: short random saves, the screen as text, a state
rebuilt on its own (not through the replay table) to compare with."""
from __future__ import annotations

import random
from pathlib import Path

import engine
import saves

PLAYERS = {"orc-wars": 2, "herocard-duel": 2, "hero-realms": 2, "no-time-for-heroes": 2,
           "pack-of-heroes": 2, "heroes-of-timeline": 2}


def random_save(folder: Path, game_id: str, seed: int, most: int, name: str = "") -> Path:
    """A game of ``game_id`` played at random (choices seeded) for at most ``most``
    actions, written to ``folder``; its path."""
    game = engine.load_game(game_id)
    state = game.new_game(players=PLAYERS[game_id], seed=seed)
    rng = random.Random(seed)
    while not state.is_over() and len(state.history) < most:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    path = Path(folder) / f"{name or game_id}.htsave"
    saves.write(path, state)
    return path


def rebuilt(path: Path, position: int):
    """The saved game after ``position`` actions, replayed here from the file's seed
    (independent of ``ReplayTable``)."""
    saved = saves.read(path)
    state = saved.state.game.new_game(players=saved.players, seed=saved.seed,
                                      options=saved.options)
    for action in saved.state.history[:position]:
        state.apply(action)
    return state


def screen_text(app) -> str:
    """Every row of the screen on top, as plain text."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def hand_names(view: dict, seat: int) -> list[str]:
    """The names of the cards in ``seat``'s hand in ``view`` ([] when none is shown), as
    the hand panel words them (Pack of Heroes: "red power card")."""
    players = view.get("players") or []
    player = players[seat] if seat < len(players) and isinstance(players[seat], dict) else {}
    hand = player.get("hand")
    if not isinstance(hand, list):
        return []
    return [f"{c['colour']} power card" if c.get("letter") and c.get("colour")
            else str(c.get("name")) for c in hand if isinstance(c, dict) and c.get("name")]
