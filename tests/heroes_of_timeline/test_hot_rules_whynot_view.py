"""``why_not`` reasons, the open view and determinize (rulebook: nothing is hidden)."""
from __future__ import annotations

from engine import Action, state_hash

DH, INST = "dragon-hunters", "institute"
N, R, S = 0, 1, 2


def test_why_not_names_the_rule(hot):
    s = hot.position((DH, INST), {"drakkar": ((-3, 0), 0, [S] * 6),
                                   "red-knight": ((-3, 2), 0, [S] * 6),
                                   "professor": ((0, 0), 0, [N] * 6)})
    knight = hot.uid(s, "red-knight")
    assert s.why_not(Action.make("activate", hero=knight)) is None
    assert "not your hero" in s.why_not(Action.make("activate", hero=hot.uid(s, "professor")))
    assert "not now" in s.why_not(Action.make("shoot"))
    hot.hold(s, "drakkar")
    hot.hold(s, "professor")
    drakkar = hot.uid(s, "drakkar")
    assert "already been activated" in s.why_not(Action.make("activate", hero=drakkar))
    hot.act(s, "activate", hero=knight)
    assert "too far" in s.why_not(Action.make("move", to=[3, 2]))
    assert "another hero's tile" in s.why_not(Action.make("move", to=[-3, 0]))
    assert "not on the board" in s.why_not(Action.make("move", to=[9, 9]))
    assert "not something" in s.why_not("shoot")


def test_why_not_walls(hot):
    s = hot.new((DH, INST))
    while s.phase == "armor":
        s.apply(s.legal_actions()[0])
    seat = s.to_move
    sector = 4 if seat == 0 else 1
    near = Action.make("wall", edge=[1, 0, 0], sector=0)
    assert "closer than 2 tiles" in s.why_not(near) or "your side" in s.why_not(near)
    assert "Key Tile" in s.why_not(Action.make("wall", edge=[1, 0, 0], sector=sector)) \
        or "sector" in s.why_not(Action.make("wall", edge=[1, 0, 0], sector=sector))


def test_view_is_the_same_for_both_seats_and_determinize_is_a_clone(hot):
    s = hot.position((DH, INST), {"drakkar": ((-3, 0), 0, [S, R, N, N, N, N]),
                                   "professor": ((0, 0), 0, [N] * 6)})
    a, b = s.view(0), s.view(1)
    a.pop("seat"), b.pop("seat")
    assert a == b
    drakkar = next(h for h in a["heroes"] if h["hero"] == "drakkar")
    assert drakkar["armor"] == [S, R, N, N, N, N] and drakkar["hex"] == [-3, 0]
    assert state_hash(s.determinize(0, 5)) == state_hash(s)


def test_why_not_reflex_melee_and_punished_declare(hot):
    s = hot.position((DH, INST), {"drakkar": ((-3, 0), 0, [S] * 6),
                                   "professor": ((3, -6), 3, [N] * 6),
                                   "blob": ((2, -6), 3, [N] * 6)})
    drakkar = hot.uid(s, "drakkar")
    assert "only when all your heroes have acted" in s.why_not(
        Action.make("reflex_move", hero=drakkar))
    hot.act(s, "activate", hero=drakkar)
    assert "cover less than the movement" in s.why_not(
        Action.make("melee", target=hot.uid(s, "professor"), at=[2, -5]))
    assert "enemy" in s.why_not(Action.make("melee", target=drakkar, at=[0, 0]))
    s = hot.position((DH, INST), {"berserk": ((-3, 0), 0, [S] * 6),
                                   "professor": ((3, -6), 3, [N] * 6)}, turn=3,
                     punished={2: [0]})
    s.phase, s.to_move, s.declare_queue, s._legal = "declare", 0, [0], None
    assert "punished" in s.why_not(Action.make("declare", hero=hot.uid(s, "berserk")))


def test_why_not_turning_again(hot):
    s = hot.position((DH, INST), {"drakkar": ((-3, 0), 0, [S] * 6),
                                   "professor": ((3, -6), 3, [N] * 6)})
    hot.activate(s, "drakkar")
    assert "no turning after" in s.why_not(Action.make("face", side=2))
