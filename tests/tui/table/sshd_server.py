"""An unprivileged OpenSSH server for the tests (issues 40 and 43).

``running_sshd(folder)`` starts ``/usr/sbin/sshd`` as the current account on
127.0.0.1 at a free high port, with a config, a host key and a client key made in
``folder``; ``config`` adds lines to its ``sshd_config`` (a ``ForceCommand``) and
``key_options`` goes before the client key in ``authorized_keys`` (a ``command=``).
It yields ``(USER@127.0.0.1, ssh options that reach it, folder)`` and stops sshd at
the end. Skips the test when OpenSSH is missing (``.ci/run`` installs it).
"""
from __future__ import annotations

import contextlib
import getpass
import os
import shutil
import socket
import subprocess
from pathlib import Path

import pytest

from table_host import wait_until

SSHD = "/usr/sbin/sshd"


def free_port() -> int:
    """A TCP port on 127.0.0.1 nobody listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def keygen(path: Path) -> None:
    """An ed25519 key pair without a passphrase at ``path`` (and ``path.pub``)."""
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(path)],
                   check=True, stdin=subprocess.DEVNULL)


@contextlib.contextmanager
def running_sshd(folder: Path, config: str = "", key_options: str = ""):
    """A running sshd for this account (see the module's text)."""
    if not os.path.exists(SSHD) or shutil.which("ssh") is None:
        pytest.skip("needs OpenSSH (/usr/sbin/sshd and ssh); .ci/run installs it")
    folder.mkdir(exist_ok=True)
    keygen(folder / "host_key")
    keygen(folder / "client_key")
    public = (folder / "client_key.pub").read_text()
    (folder / "authorized_keys").write_text(f"{key_options} {public}" if key_options
                                            else public)
    os.chmod(folder / "authorized_keys", 0o600)
    if os.geteuid() == 0:   # sshd as root wants its privilege separation folder
        os.makedirs("/run/sshd", mode=0o755, exist_ok=True)
    port = free_port()
    (folder / "sshd_config").write_text(
        f"Port {port}\nListenAddress 127.0.0.1\nHostKey {folder / 'host_key'}\n"
        f"AuthorizedKeysFile {folder / 'authorized_keys'}\nPidFile {folder / 'sshd.pid'}\n"
        "PubkeyAuthentication yes\nPasswordAuthentication no\n"
        "KbdInteractiveAuthentication no\nUsePAM no\nStrictModes no\n"
        "PermitRootLogin yes\n"    # CI runs as root
        "SetEnv HEROTABLE_HANDOFF_GUARD=0\n"   # the tests press Enter at once (conftest)
        + config)
    log = open(folder / "sshd.log", "wb")
    proc = subprocess.Popen([SSHD, "-D", "-e", "-f", str(folder / "sshd_config")],
                            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
    try:
        def listening() -> bool:
            assert proc.poll() is None, (folder / "sshd.log").read_text()
            return b"Server listening" in (folder / "sshd.log").read_bytes()
        assert wait_until(listening, 10), (folder / "sshd.log").read_text()
        options = ["-i", str(folder / "client_key"), "-p", str(port),
                   "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes",
                   "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
                   "-o", "LogLevel=ERROR", "-o", "ConnectTimeout=10", "-F", "/dev/null"]
        yield f"{getpass.getuser()}@127.0.0.1", options, folder
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()
