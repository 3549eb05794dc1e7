"""Snapshot of No Time For Heroes' multiclass deck builder at 80x24 (issue 45): Ana
(Valerys) part-way through her deck, the rules and what is still wrong, her
draft, the cards she may add. Regenerate with ``--snapshot-update`` and look at
the SVG."""
from __future__ import annotations

from tui.app import HerotableApp
from tui.screens import HandoffScreen
from tui.session import GameSession

from tui_driver import settle

PICKS = ["brutal-attack", "brutal-attack", "double-slash", "shield", "sword-strike",
         "sword-strike", "rapid-shot", "rapid-shot"]


def _building(save_dir) -> GameSession:
    session = GameSession.new("no-time-for-heroes", 2, 6,
                              {"names": ["Ana", "Ben"], "mode": "multiclass",
                               "heroes": ["valerys", "neddia"], "scenarios": False},
                              save_dir)
    for cid in PICKS:
        state = session.state
        session.apply(next(a for a in state.legal_actions()
                           if a.kind == "mc_add" and a.arg("card") == cid))
    return session


async def _past_handoff(pilot):
    await settle(pilot)
    if isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await settle(pilot)


def test_deck_builder_80x24(snap_compare, save_dir):
    session = _building(save_dir)
    assert len(session.state.multi["drafts"][0]) == 8
    assert snap_compare(HerotableApp(session), run_before=_past_handoff,
                        terminal_size=(80, 24))
