"""herotable save files: msgpack, atomic, bounded, replayed and hash-checked.

    import saves
    path = saves.autosave_path(saves.save_dir(), state.game.id)
    saves.write(path, state, seats=[{"name": "Ana", "kind": "human", "bot": None},
                                    {"name": "Bot", "kind": "ai", "bot": "mcts"}])
    saved = saves.read(path)          # saved.state is live again
    saves.list_saves(saves.save_dir())   # newest first, unreadable files included
    saves.newest(saves.save_dir())       # for "Continue"

Every failure raises a :class:`SaveError` (subclasses: ``NotASaveFile``,
``CorruptSave``, ``NewerFormat``, ``UnknownGame``, ``ReplayMismatch``) whose
message is one line naming the file.
"""
from .errors import (CorruptSave, NewerFormat, NotASaveFile, ReplayMismatch, SaveError,
                     UnknownGame)
from .files import SUFFIX, save_dir
from .format import FORMAT, MAGIC, MAX_FILE_BYTES, engine_version
from .game import SavedGame, read, read_header, write
from .listing import SaveInfo, autosave_path, info, list_saves, newest

__all__ = ["FORMAT", "MAGIC", "MAX_FILE_BYTES", "SUFFIX", "CorruptSave", "NewerFormat",
           "NotASaveFile", "ReplayMismatch", "SaveError", "SaveInfo", "SavedGame",
           "UnknownGame", "autosave_path", "engine_version", "info", "list_saves",
           "newest", "read", "read_header", "save_dir", "write"]
