"""herotable save files: msgpack, atomic, bounded, checksummed, replayed and hash-checked.

    import saves
    path = saves.autosave_path(saves.save_dir(), state.game.id)
    saves.write(path, state, seats=[{"name": "Ana", "kind": "human", "bot": None},
                                    {"name": "Bot", "kind": "ai", "bot": "mcts"}])
    saved = saves.read(path)          # saved.state is live again
    saves.verify(path)                # the same, every action checked for legality
    saves.list_saves(saves.save_dir())   # newest first, unreadable files included
    saves.newest(saves.save_dir())       # for "Continue"
    saves.restore_backup(path)        # a damaged save's good .bak back in place
    writer = saves.BackgroundWriter(path, write)   # saving off the UI thread: newest wins
    with saves.open_exclusive(path) as held:   # campaigns: one process at a time
        held.write(state)
    held = saves.create_campaign(saves.save_dir(), ["Ana", "Bo"])   # Orc Wars campaigns:
    saves.list_campaigns(saves.save_dir())     # saves/campaign.py, docs/campaign.md
    saves.record.export_save(path, public=False)   # game records: saves/record.py,
    saves.record.import_record(record_file, folder)   # docs/record-format.md

Every failure raises a :class:`SaveError` (subclasses: ``NotASaveFile``,
``CorruptSave``, ``NewerFormat``, ``UnknownGame``, ``ReplayMismatch``,
``AlreadyOpen``, ``ChangedOnDisk``, ``BrokenContent``) whose message is one
line naming the file. The layout and the trust rules are in docs/save-format.md.
"""
import importlib

#: Each public name and the module that holds it. Names are imported at first use
#: (PEP 562), so ``import saves`` is quick and loads no game: the title screen
#: needs only the listing, a campaign screen the campaign modules.
_WHERE = {
    **dict.fromkeys(["CAMPAIGN_SUFFIX", "Campaign", "CampaignInfo", "OpenCampaign", "campaign_dir",
                     "campaign_path", "create_campaign", "list_campaigns", "open_campaign",
                     "read_campaign", "write_campaign"], "campaign"),
    **dict.fromkeys(["AlreadyOpen", "BrokenContent", "ChangedOnDisk", "CorruptSave", "NewerFormat", "NotASaveFile", "ReplayMismatch",
                     "SaveError", "UnknownGame"], "errors"),
    **dict.fromkeys(["BackgroundWriter", "flush_pending"], "background"),
    **dict.fromkeys(["copy_backup", "discard_copy", "is_backup"], "backup_copy"),
    **dict.fromkeys(["OpenSave", "open_exclusive"], "exclusive"),
    **dict.fromkeys(["SUFFIX", "save_dir"], "files"),
    **dict.fromkeys(["FORMAT", "MAGIC", "MAX_ACTIONS", "MAX_FILE_BYTES", "engine_version"], "format"),
    **dict.fromkeys(["backup_path", "read_header"], "header"),
    **dict.fromkeys(["SavedGame", "check_start", "good_backup", "read",
                     "restore_backup",
                     "verify", "write"], "game"),
    **dict.fromkeys(["SaveInfo", "autosave_path", "info", "list_saves", "newest"], "listing"),
}
_MODULES = {"background", "backup_copy", "campaign", "campaign_file", "campaign_model", "errors", "exclusive", "files",
            "format", "game", "header", "listing", "record", "record_text"}


def __getattr__(name: str):
    """Import a public name (or a submodule) of ``saves`` at first use."""
    if name in _WHERE:
        value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
    elif name in _MODULES:
        value = importlib.import_module(f".{name}", __name__)
    else:
        raise AttributeError(f"module 'saves' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))


__all__ = ["CAMPAIGN_SUFFIX", "Campaign", "CampaignInfo", "OpenCampaign", "campaign_dir",
           "campaign_path", "create_campaign", "list_campaigns", "open_campaign",
           "read_campaign", "write_campaign",
           "BackgroundWriter", "flush_pending", "copy_backup", "discard_copy", "is_backup",
           "FORMAT", "MAGIC", "MAX_ACTIONS", "MAX_FILE_BYTES", "SUFFIX", "AlreadyOpen",
           "BrokenContent", "ChangedOnDisk", "CorruptSave",
           "NewerFormat", "NotASaveFile", "OpenSave", "ReplayMismatch", "SaveError",
           "SaveInfo", "SavedGame", "UnknownGame", "autosave_path", "backup_path",
           "check_start", "engine_version", "good_backup", "info", "list_saves", "newest",
           "open_exclusive", "read", "read_header", "restore_backup", "save_dir",
           "verify", "write"]
