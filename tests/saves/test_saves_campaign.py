"""Orc Wars campaign files (saves/campaign.py, docs/campaign.md): round trip,
damaged files, campaigns side by side, exclusive open by one process."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import msgpack
import pytest

import saves
from saves import campaign as camp
from saves import format as fmt

ROOT = Path(__file__).resolve().parents[2]
P, CAMP = "the-prisoner", "orc-camp"


def _played(folder: Path, players=("Ana", "Bo")) -> saves.OpenCampaign:
    """A held campaign with one finished game (Ana's Orc won The Prisoner) and
    Orc Camp in progress with Bo as the Orc."""
    held = saves.create_campaign(folder, list(players))
    held.campaign.begin(P, "Ana", heroes=["ranger"], roles=["sorcerer"],
                        save_path=folder / "g1.htsave", seed=5)
    held.save()
    assert held.campaign.finish(folder / "g1.htsave", "orc")
    held.campaign.begin(CAMP, "Bo", save_path=folder / "g2.htsave", seed=6)
    held.save()
    return held


def test_round_trip(tmp_path):
    held = _played(tmp_path)
    held.close()
    back = saves.read_campaign(held.path)
    assert back.path.parent == tmp_path / "campaigns"
    assert back.players == ["Ana", "Bo"]
    assert back.id == held.campaign.id
    [game] = back.history
    assert (game["scenario"], game["orc"], game["elves"], game["heroes"], game["roles"],
            game["level"], game["outcome"], game["seed"]) == \
        (P, "Ana", ["Bo"], ["ranger"], ["sorcerer"], "first-time", "orc", 5)
    assert game["save"] == "g1.htsave"                  # relative to the save folder
    assert back.save_path(game["save"]) == tmp_path / "g1.htsave"
    assert back.in_progress["scenario"] == CAMP and back.in_progress["orc"] == "Bo"
    assert back.is_in_progress(tmp_path / "g2.htsave")
    assert back.level("Ana", P) == "trained" and back.level("Bo", P) == "first-time"
    assert back.next_scenario() == CAMP                  # the game in progress
    assert back.progress() == "1 game, 1 of 6 scenarios"


def test_file_holds_results_and_levels(tmp_path):
    """The file carries each player's results per scenario and the level that
    follows, for readers of the file (docs/campaign.md)."""
    held = _played(tmp_path)
    held.close()
    data = msgpack.unpackb(held.path.read_bytes(), raw=False)
    assert data["magic"] == "herotable-campaign" and data["format"] == 2
    assert data["results"]["Ana"][P] == {"orc_played": 1, "orc_won": 1, "elf_played": 0,
                                         "elf_won": 0}
    assert data["results"]["Bo"][P]["elf_played"] == 1
    assert data["levels"]["Ana"][P] == "trained"
    assert data["levels"]["Bo"][CAMP] == "first-time"


def test_finish_only_the_game_in_progress(tmp_path):
    held = _played(tmp_path)
    assert not held.campaign.finish(tmp_path / "g1.htsave", "elves")   # already recorded
    assert held.campaign.is_recorded(tmp_path / "g1.htsave")
    assert held.campaign.finish(tmp_path / "g2.htsave", "elves")
    assert not held.campaign.finish(tmp_path / "g2.htsave", "elves")
    assert [g["outcome"] for g in held.campaign.history] == ["orc", "elves"]
    assert held.campaign.level("Bo", CAMP) == "novice"
    held.close()


def test_new_game_abandons_the_one_in_progress(tmp_path):
    """An abandoned game stays in the history but never counts toward levels."""
    held = _played(tmp_path)
    options = held.campaign.begin(CAMP, "Bo", save_path=tmp_path / "g3.htsave")
    assert options["level"] == "first-time" and options["names"] == ["Bo", "Ana"]
    assert held.campaign.history[-1]["outcome"] == "abandoned"
    held.save()
    held.close()
    back = saves.read_campaign(held.path)
    assert back.level("Bo", CAMP) == "first-time"
    assert back.progress() == "1 game, 1 of 6 scenarios"


def test_begin_refuses_unknown_scenario_and_player(tmp_path):
    held = saves.create_campaign(tmp_path, ["Ana", "Bo"])
    with pytest.raises(ValueError, match="unknown scenario"):
        held.campaign.begin("moria", "Ana")
    with pytest.raises(ValueError, match="not a player"):
        held.campaign.begin(P, "Cy")
    assert held.campaign.in_progress is None
    held.close()


@pytest.mark.parametrize("names,problem", [
    (["Ana"], "2 to 4"), (["Ana", "ana"], "same name"), (["Ana", ""], "1 to 20"),
    (["A", "B", "C", "D", "E"], "2 to 4"), (["Ana", "x" * 21], "1 to 20")])
def test_bad_player_names(tmp_path, names, problem):
    with pytest.raises(ValueError, match=problem):
        saves.create_campaign(tmp_path, names)


def test_campaign_ids_never_leave_the_folder(tmp_path):
    """Ids come from save files too: only letters, digits, - and _."""
    for bad in ("../x", "a/b", "", ".hidden", "x" * 65):
        with pytest.raises(ValueError, match="not a campaign id"):
            saves.campaign_path(tmp_path, bad)


# ----- damaged files -----------------------------------------------------------------------
def _file(tmp_path) -> Path:
    held = _played(tmp_path)
    held.close()
    return held.path


def test_truncated_file(tmp_path):
    path = _file(tmp_path)
    blob = path.read_bytes()
    path.write_bytes(blob[:len(blob) // 2])
    os.unlink(saves.backup_path(path))
    with pytest.raises(saves.CorruptSave, match="truncated") as info:
        saves.read_campaign(path)
    assert "\n" not in str(info.value) and str(path) in str(info.value)


def test_flipped_byte(tmp_path):
    path = _file(tmp_path)
    blob = bytearray(path.read_bytes())
    at = blob.index(b"Ana")
    blob[at] = ord("E")
    path.write_bytes(bytes(blob))
    with pytest.raises(saves.CorruptSave, match="checksum mismatch") as info:
        saves.read_campaign(path)
    assert info.value.backup == str(saves.backup_path(path))   # the previous write is good
    assert str(info.value).endswith("is good")


@pytest.mark.parametrize("content,error,text", [
    (b"", saves.CorruptSave, "empty"),
    (b"hello world", saves.NotASaveFile, "not a herotable campaign file"),
    (msgpack.packb({"magic": "herotable-campaign", "format": 9}), saves.NewerFormat,
     "newer herotable")])
def test_not_a_campaign(tmp_path, content, error, text):
    path = tmp_path / "x.htcampaign"
    path.write_bytes(content)
    with pytest.raises(error, match=text):
        saves.read_campaign(path)


def test_a_game_save_is_not_a_campaign(tmp_path):
    import engine
    state = engine.load_game("test-race").new_game(players=2, seed=1)
    game = saves.write(tmp_path / "g.htsave", state)
    with pytest.raises(saves.NotASaveFile, match="not a herotable campaign file"):
        saves.read_campaign(game)
    with pytest.raises(saves.SaveError, match="will not overwrite"):
        saves.write_campaign(game, saves.create_campaign(tmp_path, ["A", "B"]).campaign)


def _reseal(path: Path, change) -> None:
    """Rewrite the file with a valid checksum after ``change(data)``: a file
    whose bytes are intact but whose content is wrong."""
    data = msgpack.unpackb(path.read_bytes(), raw=False)
    del data["checksum"], data["seal"]
    change(data)
    path.write_bytes(fmt.encode_sealed(data, None))


@pytest.mark.parametrize("change,text", [
    (lambda d: d["results"]["Ana"][P].update(orc_won=0), "do not match the history"),
    (lambda d: d["history"][0].update(orc="Zed"), "'orc' must be a player"),
    (lambda d: d["history"][0].update(outcome="won"), "'outcome' must be one of"),
    (lambda d: d["history"][0].update(level="master"), "'level' must be one of"),
    (lambda d: d.update(id="../../etc"), "'id' must be"),
    (lambda d: d.update(players=["Ana"]), "2 to 4 players"),
    (lambda d: d["in_progress"].update(elves=["Bo", "Bo"]), "'in_progress': 'elves'"),
    (lambda d: d.update(extra=1), "fields must be exactly"),
])
def test_bad_fields(tmp_path, change, text):
    path = _file(tmp_path)
    _reseal(path, change)
    with pytest.raises(saves.CorruptSave, match=text):
        saves.read_campaign(path)


def test_unsafe_player_names_load_made_safe_everywhere(tmp_path):
    """Issue 41: names that a new campaign would refuse (control characters, the
    same name twice) were refused; they load made safe, and say so."""
    path = _file(tmp_path)
    rename = {"Ana": "\x1bAn\x07a", "Bo": "ana"}   # then Ana and ana: the same ignoring case

    def change(data):
        data["players"] = [rename[p] for p in data["players"]]
        for game in [*data["history"], data["in_progress"]]:
            game["orc"] = rename[game["orc"]]
            game["elves"] = [rename[e] for e in game["elves"]]
        data["results"] = {rename[k]: v for k, v in data["results"].items()}
    _reseal(path, change)
    campaign = saves.read_campaign(path)
    assert campaign.players == ["Ana", "ana 2"]
    assert campaign.history[0]["orc"] == "Ana" and campaign.in_progress["orc"] == "ana 2"
    assert campaign.level("Ana", P) != campaign.level("ana 2", P)   # results kept apart
    assert campaign.cleaned and "made safe" in campaign.cleaned
    saves.write_campaign(path, campaign)
    again = saves.read_campaign(path)
    assert again.players == ["Ana", "ana 2"] and again.cleaned is None


def test_levels_in_the_file_are_only_informative(tmp_path):
    """A file whose stored levels differ (older rules) still reads; the levels
    are recomputed from the history."""
    path = _file(tmp_path)
    _reseal(path, lambda d: d["levels"]["Ana"].update({P: "expert"}))
    assert saves.read_campaign(path).level("Ana", P) == "trained"


def test_oversized_file(tmp_path):
    path = tmp_path / "big.htcampaign"
    path.write_bytes(b"\x00" * (camp.MAX_CAMPAIGN_BYTES + 1))
    with pytest.raises(saves.NotASaveFile, match="too large"):
        saves.read_campaign(path)


# ----- side by side ------------------------------------------------------------------------
def test_two_campaigns_side_by_side(tmp_path):
    first = _played(tmp_path, ("Ana", "Bo"))
    second = saves.create_campaign(tmp_path, ["Cy", "Di", "Ed"])
    second.campaign.begin(P, "Di", save_path=tmp_path / "h1.htsave")
    second.save()
    (tmp_path / "campaigns" / "broken.htcampaign").write_bytes(b"junk")
    listed = saves.list_campaigns(tmp_path)
    assert [c.id for c in listed] == [second.campaign.id, first.campaign.id, "broken"]
    newest, older, broken = listed
    assert newest.campaign.players == ["Cy", "Di", "Ed"]
    assert newest.campaign.in_progress["orc"] == "Di"
    assert older.campaign.progress() == "1 game, 1 of 6 scenarios"
    assert older.campaign.next_scenario() == CAMP
    assert broken.campaign is None and "not a herotable campaign file" in broken.error
    first.close()
    second.close()


def test_same_names_get_a_new_id(tmp_path):
    one = saves.create_campaign(tmp_path, ["Ana", "Bo"])
    two = saves.create_campaign(tmp_path, ["Ana", "Bo"])
    assert one.campaign.id != two.campaign.id and one.campaign.id.startswith("ana-bo-")
    one.close()
    two.close()


def test_no_campaign_folder_lists_nothing(tmp_path):
    assert saves.list_campaigns(tmp_path / "nothing") == []


# ----- one process at a time --------------------------------------------------------------
def test_open_twice_in_one_process(tmp_path):
    held = _played(tmp_path)
    with pytest.raises(saves.AlreadyOpen, match="already open in this herotable"):
        saves.open_campaign(held.path)
    held.close()
    again = saves.open_campaign(held.path)
    assert again.campaign.history == held.campaign.history
    again.close()
    with pytest.raises(ValueError, match="no longer held"):
        again.save()


HOLDER = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    import saves
    held = saves.open_campaign(sys.argv[1])
    print("holding", flush=True)
    sys.stdin.readline()
""")


@pytest.mark.skipif(sys.platform == "win32", reason="flock: POSIX only")
def test_open_in_another_process(tmp_path):
    held = _played(tmp_path)
    held.close()
    proc = subprocess.Popen([sys.executable, "-c", HOLDER.format(root=str(ROOT)),
                             str(held.path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    try:
        assert proc.stdout.readline().strip() == "holding"
        with pytest.raises(saves.AlreadyOpen, match="another herotable") as info:
            saves.open_campaign(held.path)
        assert f"pid {proc.pid}" in str(info.value)
        with pytest.raises(saves.AlreadyOpen):
            saves.write_campaign(held.path, held.campaign)
        assert saves.read_campaign(held.path).id == held.campaign.id   # reading is fine
    finally:
        proc.stdin.close()
        proc.wait(timeout=30)
    saves.open_campaign(held.path).close()        # the lock went with the process
