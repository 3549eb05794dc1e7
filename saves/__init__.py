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
    with saves.open_exclusive(path) as held:   # campaigns: one process at a time
        held.write(state)
    held = saves.create_campaign(saves.save_dir(), ["Ana", "Bo"])   # Orc Wars campaigns:
    saves.list_campaigns(saves.save_dir())     # saves/campaign.py, docs/campaign.md

Every failure raises a :class:`SaveError` (subclasses: ``NotASaveFile``,
``CorruptSave``, ``NewerFormat``, ``UnknownGame``, ``ReplayMismatch``,
``AlreadyOpen``, ``ChangedOnDisk``, ``BrokenContent``) whose message is one
line naming the file. The layout and the trust rules are in docs/save-format.md.
"""
from .campaign import (CAMPAIGN_SUFFIX, Campaign, CampaignInfo, OpenCampaign, campaign_dir,
                       campaign_path, create_campaign, list_campaigns, open_campaign,
                       read_campaign, write_campaign)
from .errors import (AlreadyOpen, BrokenContent, ChangedOnDisk, CorruptSave, NewerFormat,
                     NotASaveFile, ReplayMismatch, SaveError, UnknownGame)
from .exclusive import OpenSave, open_exclusive
from .files import SUFFIX, save_dir
from .format import FORMAT, MAGIC, MAX_ACTIONS, MAX_FILE_BYTES, engine_version
from .game import (SavedGame, backup_path, good_backup, read, read_header, restore_backup,
                   verify, write)
from .listing import SaveInfo, autosave_path, info, list_saves, newest

__all__ = ["CAMPAIGN_SUFFIX", "Campaign", "CampaignInfo", "OpenCampaign", "campaign_dir",
           "campaign_path", "create_campaign", "list_campaigns", "open_campaign",
           "read_campaign", "write_campaign",
           "FORMAT", "MAGIC", "MAX_ACTIONS", "MAX_FILE_BYTES", "SUFFIX", "AlreadyOpen",
           "BrokenContent", "ChangedOnDisk", "CorruptSave",
           "NewerFormat", "NotASaveFile", "OpenSave", "ReplayMismatch", "SaveError",
           "SaveInfo", "SavedGame", "UnknownGame", "autosave_path", "backup_path",
           "engine_version", "good_backup", "info", "list_saves", "newest",
           "open_exclusive", "read", "read_header", "restore_backup", "save_dir",
           "verify", "write"]
