"""A campaign file held open is never written over once it changed behind the
holder's back (issue 19: game saves had this check, campaign files now too).
A program that ignores the ``.open`` lock rewrites the file; the holder's next
``save`` raises ``ChangedOnDisk`` in one line and leaves the other's bytes."""
from __future__ import annotations

import pytest

import saves
from saves import campaign as camp

P = "the-prisoner"


def _rewritten_behind(held: saves.OpenCampaign, players) -> bytes:
    """Another campaign's bytes put in place without the lock (as an outside program
    would); returns them."""
    other = camp.Campaign(id=held.campaign.id, players=list(players),
                          created=held.campaign.created, updated=held.campaign.updated)
    blob = camp.encode(other)
    held.path.write_bytes(blob)
    return blob


def test_a_new_campaign_changed_on_disk_is_not_written_over(tmp_path):
    held = saves.create_campaign(tmp_path, ["Ana", "Bo"])
    held.campaign.begin(P, "Ana", save_path=tmp_path / "g1.htsave", seed=5)
    held.save()                                      # its own writes: fine, again and again
    held.save()
    theirs = _rewritten_behind(held, ["Cy", "Di"])
    held.campaign.finish(tmp_path / "g1.htsave", "orc")
    with pytest.raises(saves.ChangedOnDisk) as caught:
        held.save()
    line = str(caught.value)
    assert "\n" not in line and str(held.path) in line and "changed on disk" in line
    assert held.path.read_bytes() == theirs          # the other campaign is kept
    assert saves.read_campaign(held.path).players == ["Cy", "Di"]
    held.close()


def test_an_opened_campaign_changed_on_disk_is_not_written_over(tmp_path):
    first = saves.create_campaign(tmp_path, ["Ana", "Bo"])
    first.close()
    held = saves.open_campaign(first.path)
    held.campaign.begin(P, "Bo", save_path=tmp_path / "g2.htsave", seed=6)
    held.save()
    theirs = _rewritten_behind(held, ["Ana", "Bo", "Cy"])
    with pytest.raises(saves.ChangedOnDisk):
        held.save()
    assert held.path.read_bytes() == theirs
    held.close()
    again = saves.open_campaign(first.path)          # opened afresh, it writes again
    again.save()
    assert saves.read_campaign(first.path).players == ["Ana", "Bo", "Cy"]
    again.close()


def test_a_deleted_campaign_file_is_not_made_again_by_the_holder(tmp_path):
    held = saves.create_campaign(tmp_path, ["Ana", "Bo"])
    held.path.unlink()
    with pytest.raises(saves.ChangedOnDisk):
        held.save()
    assert not held.path.exists()
    held.close()
