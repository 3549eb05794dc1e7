"""``herotable saves export --public``: what every seat saw and nothing more.

Hidden information is sacred, so the public record is tested three ways:

* it holds no seed, no state hash and no action data (every game);
* re-dealt secrets do not change it: twin games (record_twins.py) whose
  spectator words are the same while what the seats hide differs, B re-dealt
  from A with ``state.determinize``, give byte-identical public lines, though a
  record that wrote the acting seat's own words or the actions' labels would
  differ between them (asserted too, so the test has teeth); and twins dealt
  the same cards that chose differently in secret (a bid, a squad token's
  number, a starting hero) give the same public lines while their full
  records differ (so a label or an action's arguments in a public line
  would fail it);
* it names no card a spectator never saw: every text in any seat's view that
  is in no spectator view and in no spectator's log line of the game is looked
  for in the public record, and must not be there, while a record written from
  the acting seat's words and labels would name some.

Heroes of the Timeline hides nothing (every view is the spectator's), so only
the first applies to it.
"""
from __future__ import annotations

import random
import re

import pytest

import engine
import saves
from record_twins import twin
from saves import record
from saves.record_text import parse
from tui import cli

from test_records import orc_options, played

HIDING = ["herocard-duel", "orc-wars", "hero-realms", "no-time-for-heroes", "pack-of-heroes"]
BIG_SEED = 7_306_551_938_112_407_021


def _options(game_id: str):
    return orc_options(1) if game_id == "orc-wars" else None


@pytest.mark.parametrize("game_id", engine.GAMES)
def test_a_public_record_has_no_seed_no_hash_and_no_action_data(tmp_path, capsys, game_id):
    state = played(game_id, 2, seed=BIG_SEED, actions=150, options=_options(game_id))
    save = saves.write(tmp_path / "game.htsave", state)
    assert cli.main(["saves", "export", str(save), "--public"]) == 0
    text = capsys.readouterr().out
    digest = engine.state_hash(state)
    assert "Seed" not in text and str(BIG_SEED) not in text and str(BIG_SEED)[:8] not in text
    assert "StateHash" not in text and digest not in text and digest[:16] not in text
    parsed = parse(text)
    assert parsed.public and len(parsed.actions) == len(state.history)
    assert all(item.data is None for item in parsed.actions)
    replay = state.game.new_game(players=2, seed=state.seed, options=dict(state.options))
    for item, action in zip(parsed.actions, state.history):   # the seat a spectator saw act
        view = replay.view(None)
        assert item.seat == view.get("current_player", view.get("to_move"))
        replay.apply(action)


TWINS = [("herocard-duel", 1, 100), ("orc-wars", 1, 100), ("hero-realms", 1, 100),
         ("no-time-for-heroes", 2, 8), ("pack-of-heroes", 1, 100)]


def _leaky_lines(start, actions) -> list[str]:
    """What a careless record would write: the acting seat's own words and labels."""
    state, lines = start.clone(), []
    for action in actions:
        seat = state.current_player
        words = [e.describe(seat) for e in state.apply(action)]
        lines.append(f"{seat} {action.label} {words}")
    return lines


@pytest.mark.parametrize("game_id,seed,length", TWINS)
def test_a_public_record_is_the_same_when_the_secrets_are_dealt_again(game_id, seed, length):
    pair = twin(game_id, 2, seed, steps=length, options=_options(game_id))
    assert len(pair.actions_a) == len(pair.actions_b) >= length
    public_a, end_a = record.action_lines(pair.start_a, pair.actions_a, public=True)
    public_b, end_b = record.action_lines(pair.start_b, pair.actions_b, public=True)
    assert public_a == public_b
    assert _leaky_lines(pair.start_a, pair.actions_a) != _leaky_lines(pair.start_b,
                                                                      pair.actions_b)
    assert any(end_a.view(s) != end_b.view(s) for s in range(2)) or pair.actions_a != \
        pair.actions_b


def _texts(value, out: set) -> set:
    """Every text of 4 or more characters with a capital letter (card names, not ids)."""
    if isinstance(value, str):
        if len(value) >= 4 and any(ch.isupper() for ch in value):
            out.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            _texts(item, out)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _texts(item, out)
    return out


def _names(text: str, names: set) -> set:
    return {n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text)}


def _seen(state) -> tuple[set, set]:
    """(texts some seat's view shows, texts the spectator's view shows)."""
    private = set()
    for seat in range(state.num_players):
        _texts(state.view(seat), private)
    return private, _texts(state.view(None), set())


@pytest.mark.parametrize("game_id,seed", [(g, s) for g in HIDING[:4] for s in (2, 3)])
def test_a_public_record_names_no_card_a_spectator_never_saw(game_id, seed):
    """Position by position: a name some seat sees before or after an action, that
    the spectator's view shows at neither moment and no spectator's log line has
    said so far, is hidden there; the record's line for that action must not
    name it, where the acting seat's own words and labels would (somewhere)."""
    state = played(game_id, 2, seed=seed, actions=0, options=_options(game_id))
    chooser = random.Random(seed)
    said, hidden_at, every_hidden = "", [], set()
    private, spectator = _seen(state)
    while not state.is_over() and len(state.history) < 200:
        events = state.apply(chooser.choice(state.legal_actions()))
        said += "\n" + "\n".join(e.describe(None) for e in events)
        private_after, spectator_after = _seen(state)
        hidden = (private | private_after) - spectator - spectator_after
        hidden -= _names(said, hidden)
        hidden_at.append(hidden)
        every_hidden |= hidden
        private, spectator = private_after, spectator_after
    text = record.record_of(state, public=True)
    lines = parse(text).actions
    assert len(lines) == len(hidden_at) and len(every_hidden) >= 5
    assert [(item.number, _names(item.words, hidden))
            for item, hidden in zip(lines, hidden_at) if _names(item.words, hidden)] == []
    head = text.split("\n\n")[0]   # the tags: seats, options, result
    assert _names(head, every_hidden) == set()
    start = state.game.new_game(players=2, seed=state.seed, options=dict(state.options))
    leaky = _leaky_lines(start, state.history)
    assert any(_names(line, hidden) for line, hidden in zip(leaky, hidden_at))


@pytest.mark.parametrize("game_id,seed", [("orc-wars", 1), ("no-time-for-heroes", 1),
                                          ("pack-of-heroes", 1)])
def test_a_public_record_is_the_same_whatever_was_chosen_in_secret(game_id, seed):
    """Twins dealt the same cards whose players chose differently in secret (squad
    token numbers, bids face down, a starting hero): same public lines, though
    the full records (the choices, their labels) differ."""
    pair = twin(game_id, 2, seed, steps=40, options=_options(game_id), choices_only=True)
    assert sum(a != b for a, b in zip(pair.actions_a, pair.actions_b)) >= 1
    public_a, _ = record.action_lines(pair.start_a, pair.actions_a, public=True)
    public_b, _ = record.action_lines(pair.start_b, pair.actions_b, public=True)
    assert public_a == public_b
    full_a, _ = record.action_lines(pair.start_a, pair.actions_a, public=False)
    full_b, _ = record.action_lines(pair.start_b, pair.actions_b, public=False)
    assert full_a != full_b
