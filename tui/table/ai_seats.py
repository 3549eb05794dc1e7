"""AI seats of a hosted table: the table's AI turns (``ai_turn.py``), off the event loop.

When the deciding seat is an AI seat, or a person's seat that has been away
longer than ``ai_takeover`` seconds, the bot (``engine.ai``) chooses in a
thread (``asyncio.to_thread``) on a ``SeatWindow`` of the live state: nothing
else changes the state meanwhile (no person may act for that seat, see
``plays``). The move is applied at least ``pace`` seconds after the bot began,
so the joined players can follow. A stood-in seat goes back to its person as
soon as they return: an answer that comes after that is dropped.
"""
from __future__ import annotations

import asyncio
import time

from engine import Event
from engine.ai import make_bot

from .ai_turn import AiTurn

TAKEOVER_LEVEL = "normal"
"""The bot that stands in for a person who is away (``host --ai-takeover``)."""


class AiSeats:
    """Plays the AI seats of ``host`` (a ``tui.table.host.Host``)."""

    def __init__(self, host, *, ai_takeover: float | None = None, pace: float = 0.6) -> None:
        self.host = host
        self.ai_takeover = ai_takeover
        self.pace = pace
        self._task: asyncio.Task | None = None
        self._thinking: int | None = None   # the seat whose bot is choosing now
        self._announced: set[int] = set()    # away seats whose stand-in the log has named
        self._stopped = False                # the host stops: a bot thinking gives up
        self._last: tuple[int, int] | None = None   # AiTurn.after() of the last AI move

    def stands_in(self, seat: int) -> bool:
        """True when a person's seat has been away long enough for the takeover AI."""
        host = self.host
        if self.ai_takeover is None or host.holder(seat) is not None:
            return False
        since = host.away_since.get(seat)
        if since is None:
            return False
        return time.monotonic() - since >= self.ai_takeover

    def _announce(self, seat: int) -> None:
        """Say in everyone's log, once per absence, that the computer plays an away
        person's seat (``host --ai-takeover``), so its moves are not taken for theirs."""
        for back in [s for s in self._announced if self.host.holder(s) is not None]:
            self._announced.discard(back)
        if seat in self._announced:
            return
        self._announced.add(seat)
        name = self.host.session.seat_name(seat)
        self.host.session.log.append(Event(
            "takeover", f"{name} is away: the computer ({TAKEOVER_LEVEL}) plays for them "
                        "until they join again.", seat))

    def plays(self, seat: int | None) -> bool:
        """True when the computer plays ``seat`` now (an AI seat, a stand-in, or a
        bot still finishing a move for it)."""
        if seat is None:
            return False
        return (not self.host.session.is_human(seat) or self.stands_in(seat)
                or self._thinking == seat)

    def kick(self) -> None:
        """Start playing if an AI decides now (safe to call after every change)."""
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run())

    def cancel(self) -> None:
        """Stop (the host is stopping): a move under way is not applied."""
        self._stopped = True
        if self._task is not None:
            self._task.cancel()

    async def _run(self) -> None:
        host = self.host
        while True:
            state = host.state
            seat = state.current_player
            if state.is_over() or seat is None:
                return
            if not self.plays(seat):
                if self.ai_takeover is not None and seat in host.away_since \
                        and host.session.is_human(seat) and host.holder(seat) is None:
                    wait = host.away_since[seat] + self.ai_takeover - time.monotonic()
                    await asyncio.sleep(max(0.05, wait))   # then stand in, if still away
                    continue
                return
            await self._move(seat)

    async def _move(self, seat: int) -> None:
        """One move of ``seat``: the table's ``AiTurn`` (a remembered answer after an
        undo, else the bot in a thread; a bot that fails plays a random legal move,
        and the host's console says so), applied after the pace unless the table
        moved on, or the away person came back, meanwhile."""
        host = self.host
        state = host.state
        takeover = host.session.is_human(seat)
        bot = make_bot(TAKEOVER_LEVEL, (len(state.history) * 7919 + seat) % (2 ** 31)) \
            if takeover else None
        turn = AiTurn.begin(host.session, seat, time.monotonic(), bot=bot, last=self._last)
        self._thinking = seat
        try:
            if turn.needs_bot:
                turn.action = await asyncio.to_thread(turn.choose, lambda: self._stopped)
            if turn.action is None and not self._stopped:
                host.say(turn.fall_back())
        finally:
            self._thinking = None
        await asyncio.sleep(max(0.0, turn.wait_left(time.monotonic(), self.pace)))
        if host.state is not state or not turn.current():   # moved on, or taken back
            return
        if takeover and not self.stands_in(seat):
            await host.broadcast()   # the person came back while the bot thought: theirs again
            return
        if takeover:
            self._announce(seat)
        if not turn.play():          # refused by the engine: a random legal move instead
            host.say(turn.fall_back())
            turn.play()
        self._last = turn.after()
        await host.broadcast()
