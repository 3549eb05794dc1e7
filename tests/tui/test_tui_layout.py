"""The TUI's layout: every game's own code lives in ``tui/games/<game>/`` (DESIGN.md,
"Layers and folders"; issue 11). Outside ``tui/games/`` no file names a game id or
imports a game's engine package, and each registered TUI package mirrors its
engine package's name."""
from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import engine
from engine.core.registry import game_entry

import tui.games

ROOT = pathlib.Path(__file__).resolve().parents[2]
TUI = ROOT / "tui"
GAMES_DIR = TUI / "games"


def engine_packages() -> set[str]:
    """``engine.<pkg>`` of every built-in game (from its registry target, no import)."""
    return {".".join(game_entry(g).target.split(":")[0].split(".")[:2]) for g in engine.GAMES}


def shared_files() -> list[pathlib.Path]:
    """Every text file of ``tui/`` outside ``tui/games/``."""
    return [p for p in TUI.rglob("*") if p.is_file() and GAMES_DIR not in p.parents
            and p.suffix in (".py", ".tcss", ".md", ".txt")]


def test_the_engine_registry_knows_the_game_packages():
    assert {"engine.herocard", "engine.orc_wars", "engine.hero_realms"} <= engine_packages()


def test_no_game_id_outside_tui_games():
    offenders = [f"{p.relative_to(ROOT)}: {g}" for p in shared_files()
                 for g in engine.GAMES if g in p.read_text()]
    assert offenders == []


def test_no_game_engine_import_outside_tui_games():
    packages = engine_packages()
    offenders = []
    for path in shared_files():
        if path.suffix != ".py":
            continue
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            offenders += [f"{path.relative_to(ROOT)}: {n}" for n in names
                          if ".".join(n.split(".")[:2]) in packages]
    assert offenders == []


def test_each_registered_package_mirrors_its_engine_package():
    for game_id, name in tui.games.PACKAGES.items():
        assert game_id in engine.GAMES
        engine_pkg = ".".join(game_entry(game_id).target.split(":")[0].split(".")[:2])
        assert name == "tui.games." + engine_pkg.split(".")[1]
        assert (GAMES_DIR / name.split(".")[-1] / "__init__.py").is_file()


def test_every_package_in_tui_games_is_registered():
    folders = {p.name for p in GAMES_DIR.iterdir() if (p / "__init__.py").is_file()}
    assert folders == {name.split(".")[-1] for name in tui.games.PACKAGES.values()}


def test_a_game_without_a_tui_package_gets_the_common_screen(monkeypatch):
    from tui.screens.game import GameScreen
    from tui.session import GameSession
    monkeypatch.delitem(tui.games.PACKAGES, "hero-realms")
    state = engine.load_game("hero-realms").new_game(players=2, seed=1)
    screen = tui.games.game_screen(GameSession(state, [], None))
    assert type(screen) is GameScreen


def _modules_after(code: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys\n"
                          "print('\\n'.join(sorted(sys.modules)))"],
                         check=True, capture_output=True, text=True, cwd=ROOT).stdout
    return out.split()


def _game_modules(loaded: list[str]) -> list[str]:
    """Loaded modules of a game: its engine package or its TUI package beyond ``__init__``."""
    packages = engine_packages()
    return [m for m in loaded if ".".join(m.split(".")[:2]) in packages
            or (m.startswith("tui.games.") and m.count(".") >= 3)]


def test_the_title_and_load_screens_import_no_game(tmp_path):
    """Saves of every game in the folder: listing them (the Load screen, the title's
    Continue) reads headers only; building the title menu and the new-game form's
    game list imports no game (a TUI package's light ``__init__`` is allowed)."""
    import saves
    for game_id in engine.GAMES:
        game = engine.load_game(game_id)
        state = game.new_game(players=game.min_players, seed=3)
        saves.write(tmp_path / f"{game_id}.htsave", state)
    loaded = _modules_after(
        "import tui.app, saves\n"
        "from tui.screens.title import entries\nentries()\n"
        "from tui.gameinfo import game_choices\ngame_choices()\n"
        "from tui.screens.load import describe_save\n"
        f"[describe_save(i) for i in saves.list_saves({str(tmp_path)!r})]\n"
        f"saves.newest({str(tmp_path)!r})")
    assert _game_modules(loaded) == []


def test_starting_one_game_imports_that_game_only(tmp_path):
    loaded = _modules_after(
        "from pathlib import Path\nfrom tui import cli\nfrom tui.games import game_screen\n"
        "args = cli.build_parser().parse_args(['new', 'hero-realms', '--seed', '1'])\n"
        f"game_screen(cli.new_session(args, Path({str(tmp_path)!r})))")
    assert "engine.hero_realms" in loaded and "tui.games.hero_realms.screen" in loaded
    assert [m for m in _game_modules(loaded)
            if not m.startswith(("engine.hero_realms", "tui.games.hero_realms"))] == []


def test_a_finished_game_shows_as_over_from_its_header(tmp_path):
    import saves
    from tui.screens.load import describe_save
    import random
    state = engine.load_game("herocard-duel").new_game(players=2, seed=3, options={"target_vp": 1})
    pick = random.Random(5)
    for _ in range(5000):
        if state.is_over():
            break
        state.apply(pick.choice(state.legal_actions()))
    saves.write(tmp_path / "done.htsave", state)
    info = saves.list_saves(tmp_path)[0]
    assert info.over is True and info.winners == state.winners()
    assert describe_save(info).endswith("actions, over")
    # the game by its title, the players beside it; when and how far on a line of its own
    title, _, rest = describe_save(info).partition("\n")
    assert title == f"{engine.game_title('herocard-duel')}: Player 1, Player 2", title
    assert rest.startswith("  ") and f"{len(state.history)} actions, over" in rest
