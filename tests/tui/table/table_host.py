"""A host in a thread of the test process, for the table tests.

``HostThread(session, folder)`` starts ``tui.table.host.Host`` on its own
asyncio loop in a thread, so the tests can use the blocking clients
(``tui.table.remote``) and raw sockets from the main thread.
"""
from __future__ import annotations

import asyncio
import socket
import threading
import time
from pathlib import Path

from tui.table.host import Host
from tui.table.remote import connect_local, open_table
from tui.table.seat_keys import KeyRing


class HostThread:
    """Runs a ``Host`` for ``session`` in run folder ``folder``; ``stop()`` ends it."""

    def __init__(self, session, folder: Path, name: str = "t-test", **kwargs) -> None:
        self.folder = Path(folder)
        self.name = name
        self.lines: list[str] = []
        self.loop = asyncio.new_event_loop()
        self.host = None
        started = threading.Event()

        def run() -> None:
            asyncio.set_event_loop(self.loop)

            async def main():
                self.host = Host(session, self.folder, name, say=self.lines.append,
                                 pace=0.0, **kwargs)
                await self.host.start()
                started.set()
                await self.host.stopped.wait()
            self.loop.run_until_complete(main())

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        assert started.wait(10), "the host did not start"

    def call(self, func):
        """Run ``func()`` on the host's loop and return its result."""
        async def wrapped():
            return func()
        return asyncio.run_coroutine_threadsafe(wrapped(), self.loop).result(10)

    def stop(self) -> None:
        if not self.host.stopped.is_set():
            asyncio.run_coroutine_threadsafe(self.host.stop(), self.loop).result(10)
        self.thread.join(10)

    def join(self, keys_folder: Path, **kwargs):
        """A ``RemoteTable`` for a seat (kwargs of ``open_table``)."""
        return open_table(connect_local(self.folder, self.name), KeyRing(keys_folder), **kwargs)

    def raw(self) -> socket.socket:
        """A plain connected socket (for junk)."""
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.connect(str(self.folder / f"{self.name}.sock"))
        return sock


def wait_until(predicate, timeout: float = 10.0) -> bool:
    """Poll ``predicate`` until true (True) or ``timeout`` seconds pass (False)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.01)
    return bool(predicate())
