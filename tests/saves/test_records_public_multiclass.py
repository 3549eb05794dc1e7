"""The public record of a No Time For Heroes multiclass game (issue 45): the decks
are built in secret, so twins whose players built different decks give the same
public lines while their full records differ (see test_records_public.py)."""
from __future__ import annotations

from record_twins import twin
from saves import record


def test_a_public_record_is_the_same_whatever_deck_was_built_in_secret():
    pair = twin("no-time-for-heroes", 2, 3, steps=30, options={"mode": "multiclass"},
                choices_only=True)
    differ = [i for i, (a, b) in enumerate(zip(pair.actions_a, pair.actions_b)) if a != b]
    assert differ and all(pair.actions_a[i].kind.startswith("mc_") for i in differ[:1])
    public_a, _ = record.action_lines(pair.start_a, pair.actions_a, public=True)
    public_b, _ = record.action_lines(pair.start_b, pair.actions_b, public=True)
    assert public_a == public_b
    full_a, _ = record.action_lines(pair.start_a, pair.actions_a, public=False)
    full_b, _ = record.action_lines(pair.start_b, pair.actions_b, public=False)
    assert full_a != full_b
