"""One browser tab's herotable: textual-serve's ``AppService`` with our own process.

``textual_serve.app_service.AppService`` (textual-serve 1.1.3) runs one shell
command string, the same for every websocket, with the server's whole
environment. A tab here runs herotable in guest mode in its visitor's own save
folder, so this subclass starts an argument list (no shell: nothing a visitor
sends is ever parsed as a command), and ends the process with SIGHUP, which
herotable answers by saving every open game first (``tui/cli/__init__.py run_app``,
``HerotableApp.save_and_exit``).
"""
from __future__ import annotations

import asyncio
import signal
from pathlib import Path

from textual_serve.app_service import AppService

EXIT_WAIT = 10.0
"""Seconds a hung-up herotable has to save and exit before it is killed (its
own watchdog, ``HerotableApp.EXIT_WATCHDOG``, ends it after 5)."""


class GuestAppService(AppService):
    """The herotable process behind one websocket.

    ``argv``: the command (a list, run without a shell); ``extra``: variables set
    over the server's environment; ``cwd``: its working folder (the visitor's save
    folder). Other keyword arguments are ``AppService``'s."""

    DROPPED = ("SSH_ORIGINAL_COMMAND", "TEXTUAL", "TEXTUAL_LOG")
    """Server variables a tab's herotable must not see: guest mode reads
    ``SSH_ORIGINAL_COMMAND`` as an SSH login's command; Textual's devtools."""

    def __init__(self, argv: list[str], extra: dict[str, str], cwd: Path,
                 failed: str = "", **kwargs) -> None:
        super().__init__(" ".join(argv), **kwargs)
        self.argv = list(argv)
        self.extra = dict(extra)
        self.cwd = Path(cwd)
        self.failed = failed
        self.drew = False

    async def on_data(self, payload: bytes) -> None:
        """Screen output for the browser (upstream), noting that the app drew."""
        self.drew = True
        await super().on_data(payload)

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        """textual-serve's environment (the server's, the web driver, the size) with
        ``extra`` set and :data:`DROPPED` taken out."""
        environment = super()._build_environment(width, height)
        for name in self.DROPPED:
            environment.pop(name, None)
        environment.update(self.extra)
        return environment

    async def _open_app_process(self, width: int = 80, height: int = 24):
        """Start ``argv`` without a shell (upstream: ``create_subprocess_shell`` of one
        string), in a session of its own so a Ctrl-C at the server's terminal reaches
        the server only, which then hangs up each tab's herotable in turn."""
        environment = self._build_environment(width=width, height=height)
        self._process = process = await asyncio.create_subprocess_exec(
            *self.argv, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE, env=environment, cwd=self.cwd,
            start_new_session=True)
        self._stdin = process.stdin
        return process

    async def run(self) -> None:
        """Relay the process's output to the browser until it ends, then close the
        websocket. Upstream closes it only when the app sends its "exit" packet,
        so a herotable that stops before drawing (a refused ``join``) would leave
        the tab on its "starting" notice for ever. Such a tab is shown ``failed``
        (a fixed text: the process's own error line may name paths of the server,
        so it goes to the server's log only)."""
        try:
            await super().run()
        finally:
            try:
                if not self.drew and self.failed:   # its own error line stays in the log
                    await self.remote_write_bytes(self.failed.encode("utf-8"))
                await self.remote_close()
            except Exception:   # the socket is gone already
                pass

    @property
    def running(self) -> bool:
        """True while the herotable process has not exited."""
        return self._process is not None and self._process.returncode is None

    async def stop(self) -> None:
        """Hang up the herotable process (SIGHUP: it saves, then exits) and wait for it;
        kill it after :data:`EXIT_WAIT` seconds. Upstream sends a "quit" packet
        through standard input, which a busy or stuck app may never read."""
        process = self._process
        if process is None:
            return
        if process.returncode is None:
            try:
                process.send_signal(signal.SIGHUP)
            except ProcessLookupError:
                pass
            try:
                await asyncio.wait_for(process.wait(), EXIT_WAIT)
            except asyncio.TimeoutError:
                process.kill()
                await process.wait()
        task, self._task = self._task, None
        if task is not None:
            await self._download_manager.cancel_app_downloads(
                app_service_id=self.app_service_id)
            await task
