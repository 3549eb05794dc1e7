"""``herotable simulate``: headless bot games, the results table, --json, bad input.

Runs real games between ``random`` bots (a few seconds in all); exact numbers
come from the ``--json`` file and are checked against the printed table.
"""
from __future__ import annotations

import json

import pytest

from tui import cli
from tui.cli import simulate
from tui.cli.simulate import Plan, game_seed, summarise, wilson_interval


def _run(capsys, tmp_path, argv):
    """Run ``herotable simulate ...`` with ``--json``; return (table text, json data)."""
    path = tmp_path / "results.json"
    code = cli.main(["simulate", *argv, "--json", str(path)])
    out, err = capsys.readouterr()
    assert code == 0, (out, err)
    assert "Traceback" not in err
    return out, json.loads(path.read_text(encoding="utf-8"))


def _row(out: str, seat_label: str) -> list[str]:
    """The cells of the table row whose Seat cell is ``seat_label``."""
    for line in out.splitlines():
        if line.strip().startswith(seat_label + " "):
            return line.strip()[len(seat_label):].split()
    raise AssertionError(f"no row for seat {seat_label!r} in\n{out}")


def _wins_per_seat(data: dict) -> list[int]:
    wins = [0] * data["players"]
    for record in data["results"]:
        for seat in record["winners"]:
            wins[seat] += 1
    return wins


def test_duel_table_and_json_agree(capsys, tmp_path):
    out, data = _run(capsys, tmp_path, ["herocard-duel", "--games", "3", "--bots", "random",
                                        "--seed", "11"])
    assert data["completed"] == 3 and not data["interrupted"]
    assert data["bots"] == ["random", "random"]
    assert [r["seed"] for r in data["results"]] == [game_seed(11, i) for i in range(3)]
    draws = sum(1 for r in data["results"] if not r["winners"])
    wins = _wins_per_seat(data)
    # a duel has one winner or none: the win counts and draws add up to the games
    assert sum(wins) + draws == 3
    assert all(r["finished"] for r in data["results"])
    for seat in (0, 1):
        games, won, _rate, _ci, drawn, length = _row(out, str(seat))[1:7]
        assert (int(games), int(won), int(drawn)) == (3, wins[seat], draws)
        mean = sum(r["actions"] for r in data["results"]) / 3
        assert float(length) == pytest.approx(mean, abs=0.05)
    assert "random" in out and "seed 11" in out


def test_hero_realms_two_specs(capsys, tmp_path):
    out, data = _run(capsys, tmp_path, ["hero-realms", "--games", "2", "--bots", "random,random",
                                        "--seed", "5"])
    assert data["completed"] == 2
    assert sum(_wins_per_seat(data)) + sum(not r["winners"] for r in data["results"]) == 2
    assert "hero-realms" in out and "random" in out
    for record in data["results"]:
        assert sum(record["decisions"]) == record["actions"]


def test_orc_wars_scenario_rotated_in_two_processes(capsys, tmp_path):
    argv = ["orc-wars", "--scenario", "orc-camp", "--games", "2", "--bots", "random",
            "--seed", "3", "--rotate"]
    out, data = _run(capsys, tmp_path, argv + ["--jobs", "2"])
    assert data["options"] == {"scenario": "orc-camp"} and data["rotate"]
    assert [r["index"] for r in data["results"]] == [0, 1]
    assert "orc-camp" in out and "0 Orc" in out and "1 Elf 1" in out
    orc = _row(out, "0 Orc")
    assert int(orc[2]) == _wins_per_seat(data)[0]
    # the same seeds in one process give the same games, game by game
    out1, data1 = _run(capsys, tmp_path, argv)
    assert [(r["winners"], r["actions"], r["decisions"]) for r in data1["results"]] == \
        [(r["winners"], r["actions"], r["decisions"]) for r in data["results"]]


def test_rotation_seats_each_bot_in_each_seat():
    plan = Plan(game_id="orc-wars", players=3, games=6, bots=["a", "b", "c"], seed=0,
                rotate=True)
    lineups = [plan.lineup(i) for i in range(6)]
    assert lineups[:3] == [["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"]]
    for seat in range(3):
        assert sorted(lineup[seat] for lineup in lineups) == ["a", "a", "b", "b", "c", "c"]
    assert Plan(game_id="x", players=2, games=2, bots=["a", "b"], seed=0).lineup(1) == ["a", "b"]


def test_game_seeds_differ_and_repeat():
    seeds = [game_seed(7, i) for i in range(50)]
    assert len(set(seeds)) == 50
    assert seeds == [game_seed(7, i) for i in range(50)]
    assert game_seed(8, 0) != game_seed(7, 0)


def _record(index, bots, winners, finished=True, actions=10):
    n = len(bots)
    return {"index": index, "bots": bots, "winners": winners, "finished": finished,
            "actions": actions, "decisions": [5] * n, "seconds": [0.01 * (s + 1) for s in range(n)],
            "max_seconds": [0.002 * (index + 1)] * n}


def test_summarise_counts_wins_draws_and_unfinished_games():
    plan = Plan(game_id="x", players=2, games=4, bots=["a", "b"], seed=0, rotate=True)
    records = [_record(0, ["a", "b"], [0]), _record(1, ["b", "a"], [0], actions=30),
               _record(2, ["a", "b"], []), _record(3, ["b", "a"], [], finished=False)]
    rows = {(r.seat, r.bot): r for r in summarise(plan, records)}
    assert set(rows) == {(0, "a"), (0, "b"), (1, "a"), (1, "b"), (None, "a"), (None, "b")}
    assert (rows[0, "a"].games, rows[0, "a"].wins, rows[0, "a"].draws) == (2, 1, 1)
    assert (rows[0, "b"].games, rows[0, "b"].wins, rows[0, "b"].draws) == (2, 1, 0)
    assert (rows[1, "a"].wins, rows[1, "b"].wins) == (0, 0)
    assert (rows[None, "a"].games, rows[None, "a"].wins) == (4, 1)
    assert rows[0, "b"].actions == 40 and rows[0, "b"].decisions == 10
    assert rows[1, "a"].seconds == pytest.approx(0.04)
    assert rows[None, "b"].max_seconds == pytest.approx(0.008)


def test_wilson_interval_known_values():
    assert wilson_interval(0, 10) == pytest.approx((0.0, 0.27753), abs=1e-5)
    assert wilson_interval(5, 10) == pytest.approx((0.23659, 0.76341), abs=1e-5)
    assert wilson_interval(45, 50) == pytest.approx((0.78640, 0.95652), abs=1e-5)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(3, 2)


def test_ctrl_c_prints_the_partial_table(capsys, tmp_path, monkeypatch):
    real = simulate.play_task

    def stop_at_third(task):
        if task["index"] == 2:
            raise KeyboardInterrupt
        return real(task)

    monkeypatch.setattr(simulate, "play_task", stop_at_third)
    path = tmp_path / "partial.json"
    code = cli.main(["simulate", "herocard-duel", "--games", "5", "--bots", "random",
                     "--seed", "2", "--json", str(path)])
    out, err = capsys.readouterr()
    assert code == 130
    assert "2 of 5 games (interrupted)" in out
    assert err.strip() == "herotable: interrupted after 2 of 5 games"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["completed"], data["interrupted"]) == (2, True)
    assert int(_row(out, "0")[1]) == 2


def test_a_failing_game_is_one_line_naming_its_seed(capsys, monkeypatch):
    def broken(task):
        raise RuntimeError("boom\nsecond line")

    monkeypatch.setattr(simulate, "play_task", broken)
    code = cli.main(["simulate", "herocard-duel", "--games", "2", "--bots", "random",
                     "--seed", "4"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.strip() == (f"herotable: game 0 (seed {game_seed(4, 0)}, bots random,random) "
                           "failed: RuntimeError: boom second line")


@pytest.mark.parametrize("argv, words", [
    (["nosuch", "--games", "2", "--bots", "random"], "nosuch"),
    (["herocard-duel", "--games", "2", "--bots", "wizard"], "unknown bot 'wizard'"),
    (["herocard-duel", "--games", "2", "--bots", "ismcts:0s"], "seconds"),
    (["herocard-duel", "--games", "2", "--bots", "random,,random"], "empty bot spec"),
    (["herocard-duel", "--games", "0", "--bots", "random"], "--games must be at least 1"),
    (["herocard-duel", "--games", "2", "--bots", "random", "--jobs", "0"], "--jobs"),
    (["herocard-duel", "--games", "2", "--bots", "random", "--players", "5"], "--players must be 2-4"),
    (["orc-wars", "--games", "2", "--bots", "random", "--players", "1"], "--players must be 2-4"),
    (["pack-of-heroes", "--games", "2", "--bots", "random", "--players", "3"],
     "--players must be exactly 2 for pack-of-heroes, not 3"),
    (["herocard-duel", "--games", "2", "--bots", "random,random,random"], "3 bots for 2 players"),
    (["herocard-duel", "--games", "2", "--bots", "random", "--scenario", "orc-camp"],
     "herocard-duel has no scenarios"),
    (["orc-wars", "--games", "2", "--bots", "random", "--scenario", "moon"], "unknown scenario 'moon'"),
    (["herocard-duel", "--games", "x", "--bots", "random"], "invalid int"),
    (["herocard-duel", "--bots", "random"], "required"),
    (["herocard-duel", "--games", "2", "--bots", "random", "--json", "/no/such/dir/r.json"],
     "--json"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, argv, words):
    code = cli.main(["simulate", *argv])
    out, err = capsys.readouterr()
    assert code == 2, (out, err)
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("herotable: ") and words in lines[0], lines[0]


def test_ascii_table_is_plain_ascii(capsys):
    code = cli.main(["--ascii", "simulate", "herocard-duel", "--games", "2", "--bots", "random",
                     "--seed", "9"])
    out, _err = capsys.readouterr()
    assert code == 0
    assert out.isascii() and "|random |" in out and "seed 9" in out



def test_a_solo_run_reports_the_score_distribution(capsys, tmp_path):
    """No Time For Heroes' solo mode: each record has its score (``State.seat_score``)
    and a second table gives their distribution (issue 45)."""
    out, data = _run(capsys, tmp_path, ["no-time-for-heroes", "--players", "1", "--option",
                                        "mode=solo", "--games", "3", "--bots", "random",
                                        "--seed", "5"])
    scores = sorted(r["scores"][0] for r in data["results"])
    assert len(scores) == 3 and all(isinstance(s, int) for s in scores)
    assert "no-time-for-heroes scores" in out
    # a lost solo game (the hero fell: no winner) is no draw
    wins = sum(1 for r in data["results"] if r["winners"] == [0])
    assert _row(out, "0")[:3] == ["random", "3", str(wins)] and _row(out, "0")[5] == "0"
    assert " 0 draws " in out
    tail = out[out.index("no-time-for-heroes scores"):]
    cells = _row(tail, "0")
    assert cells[:3] == ["random", "3", f"{sum(scores) / 3:.1f}"]
    assert cells[3] == str(scores[0]) and cells[5] == f"{scores[1]:g}"
    assert cells[-1] == str(scores[-1])


def test_an_unscored_game_has_no_score_table(capsys, tmp_path):
    out, data = _run(capsys, tmp_path, ["herocard-duel", "--games", "1", "--bots", "random",
                                        "--seed", "2"])
    assert "scores" not in out and "scores" not in data["results"][0]


def test_solo_with_two_players_is_one_line(capsys):
    code = cli.main(["simulate", "no-time-for-heroes", "--players", "2", "--option",
                     "mode=solo", "--games", "1", "--bots", "random"])
    out, err = capsys.readouterr()
    assert code == 2 and "mode=solo is for exactly 1 player, not 2" in err
    assert len(err.strip().splitlines()) == 1
