"""Where a host's socket lives, and the checks a client makes before trusting it.

A host makes its run folder ``herotable/`` in ``XDG_RUNTIME_DIR`` (else
``run/`` in the save folder), mode 0700, owned by its account; its socket is
``<run folder>/<table name>.sock``. Before a client sends anything secret (a
seat key) it checks, with ``lstat`` so no symlink is followed, that the
folder is a real folder owned by this account and closed to every other
(``check_folder``), and that the process at the other end of the socket runs
as that same account (``peer_uid``, the kernel's ``SO_PEERCRED``). A fake
host in a shared folder gets nothing.
"""
from __future__ import annotations

import os
import socket
import stat
import struct
import tempfile
from pathlib import Path

SUFFIX = ".sock"


class RunFolderError(Exception):
    """The run folder or a socket in it is not safe to use (one line)."""


def run_folder(save_folder: Path, environ=os.environ) -> Path:
    """The run folder for this account: ``$HEROTABLE_RUN_DIR`` when it is set to an
    absolute path (``herotable serve --join`` sets it for its tabs, whose save
    folders are the visitors'), else ``$XDG_RUNTIME_DIR/herotable``, else
    ``<save folder>/run`` (not made here). Every folder is checked before use."""
    given = environ.get("HEROTABLE_RUN_DIR")
    if given and os.path.isabs(given):
        return Path(given)
    runtime = environ.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isabs(runtime) and os.path.isdir(runtime):
        return Path(runtime) / "herotable"
    return Path(save_folder) / "run"


def make_folder(folder: Path) -> Path:
    """Make ``folder`` (mode 0700) if missing, then ``check_folder`` it; returns it."""
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as exc:
        raise RunFolderError(f"cannot make the run folder {folder}: {exc.strerror or exc}") \
            from None
    check_folder(folder)
    return folder


def group_folder(gid: int) -> Path:
    """The run folder of tables opened to Unix group ``gid`` (``host --group``):
    ``<temp folder>/herotable-group-<gid>``, mode 0770, owned by the hosting account."""
    return Path(tempfile.gettempdir()) / f"herotable-group-{gid}"


def make_group_folder(gid: int) -> Path:
    """Make (or reuse) the group run folder for ``gid``; RunFolderError when a folder of
    another account, a symlink or a folder open to others is in the way."""
    folder = group_folder(gid)
    try:
        folder.mkdir(mode=0o700)
        os.chown(folder, -1, gid)
        os.chmod(folder, 0o770)
    except FileExistsError:
        pass
    except OSError as exc:
        raise RunFolderError(f"cannot make the group run folder {folder}: "
                             f"{exc.strerror or exc}") from None
    check_folder(folder, group=gid)
    info = os.lstat(folder)
    if info.st_uid != os.getuid():
        raise RunFolderError(f"{folder} belongs to another account; not used")
    return folder


def check_folder(folder: Path, group: int | None = None) -> None:
    """RunFolderError unless ``folder`` is a real folder (not a symlink), closed to
    others, and either owned by this account with no group access, or (``group``: a
    gid) open to that group only and that group is one of this account's."""
    try:
        info = os.lstat(folder)
    except FileNotFoundError:
        raise RunFolderError(f"no table is open here (no run folder {folder})") from None
    except OSError as exc:
        raise RunFolderError(f"cannot read the run folder {folder}: {exc.strerror}") from None
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        raise RunFolderError(f"{folder} is not a plain folder; not trusted")
    if group is not None:
        if info.st_gid != group or info.st_mode & 0o007:
            raise RunFolderError(f"{folder} is open to others than its group "
                                 f"(mode {stat.S_IMODE(info.st_mode):o}); not trusted")
        if group not in (os.getgid(), *os.getgroups()) and info.st_uid != os.getuid():
            raise RunFolderError(f"{folder} is for a group you are not in")
        return
    if info.st_uid != os.getuid():
        raise RunFolderError(f"{folder} belongs to another account; not trusted")
    if info.st_mode & 0o077:
        raise RunFolderError(f"{folder} is open to other accounts "
                             f"(mode {stat.S_IMODE(info.st_mode):o}); not trusted")


def table_folders(save_folder: Path, environ=os.environ) -> list[tuple[Path, int | None]]:
    """Where this account may find tables: its own run folder, then the group run
    folder of each of its groups that exists, as ``(folder, gid or None)``."""
    found: list[tuple[Path, int | None]] = [(run_folder(save_folder, environ), None)]
    for gid in sorted({os.getgid(), *os.getgroups()}):
        folder = group_folder(gid)
        if folder.is_dir() and not folder.is_symlink():
            found.append((folder, gid))
    return found


def socket_path(folder: Path, table: str) -> Path:
    """The socket of table ``table`` in ``folder``."""
    return Path(folder) / f"{table}{SUFFIX}"


def table_names(folder: Path) -> list[str]:
    """The tables whose sockets are in ``folder`` (sorted; [] when there is no folder)."""
    try:
        entries = os.listdir(folder)
    except OSError:
        return []
    names = []
    for entry in entries:
        if entry.endswith(SUFFIX):
            try:
                if stat.S_ISSOCK(os.lstat(Path(folder) / entry).st_mode):
                    names.append(entry[:-len(SUFFIX)])
            except OSError:
                continue
    return sorted(names)


def peer_uid(sock: socket.socket) -> int:
    """The account (uid) of the process at the other end of a Unix socket."""
    creds = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", creds)
    return uid
