"""Rules of thumb of the Orc Wars heuristic bot: the routine choices of
set-up, the phases, squad tokens, placing Orcs and discards, which need no
lookahead (orc-wars.txt, "Squad Phase", "Action Phase", "Discard Phase").

Package-internal: other code imports these names from ``orc_wars``.

``Heuristic`` plays by rules of thumb where the choice is routine: Elves
start nearest their goal; the Orc puts its biggest squad tokens nearest the
Elves' goal, activates the token that brings most Orcs (or the one nearest
an Elf) unless a reinforcement brings more, fills fresh clans first (more
clans, more Action Phases), gives every clan a Brute first (the Orc deck
pays mostly Body), then a Shaman, a second Brute, then both in turn, each
as near an Elf as allowed, and runs its clans' Action Phases nearest-first;
everybody draws all it may, clears its costliest top cards; an Elf
discards its worst card from a hand of 6 or more, the Orc keeps at most 4
cards for his draw (Base Attacks always, then his two best Base Blocks,
Attack Mods, the rest; cards none of his pools can pay go first); keeps
its treasures, agrees to hand one over and refreshes only a hand with no
Base Attack and no Base Block.
"""
from __future__ import annotations

from ...core import Action
from ...herocard.cards import ATTACK_MOD, BASE_ATTACK, BASE_BLOCK
from ...orc_wars import figures as fig
from .orc_wars_eval import FAR, ORC, _value, distances

ORC_KEEPS = 4         # cards the Orc keeps at most after his Discard Phase


def _rating(state, uid: int) -> float:
    """How much a card in hand is worth keeping: value per point (specials 1.0);
    0 for an Orc card no pool of the Orc can pay (no figure of that kind)."""
    d = state.defn(uid)
    card = state.cards[uid]
    if card.owner == ORC:
        pools = _orc_pools(state)
        if pools and max(state.score(p, d.attribute) for p in pools) < d.cost:
            return 0.0
    if d.value is not None:
        return _value(d) / (d.cost + 1)
    return 1.0


def _orc_pools(state) -> list[int]:
    pools = [state.pool_of_clan[c] for c in fig.active_clans(state.figures)]
    if state.king_pool is not None and state.king_figure() is not None:
        pools.append(state.king_pool)
    return pools


def _elf_hexes(state) -> tuple:
    return tuple(sorted(f.hex for f in state.figures.values()
                        if f.side == "elf" and f.hex is not None))


def _goal_hexes(state) -> tuple:
    """Where the Elves want to go: prisoner, King, unfound treasures, escape spaces."""
    spots = []
    names = {t.name for t in state.scenario.elves_win}
    if "rescue-prisoner" in names and state.prisoner.get("hex") is not None:
        spots.append(tuple(state.prisoner["hex"]))
    if "kill-king" in names and state.king_figure() is not None:
        spots.append(state.king_figure().hex)
    if "find-treasures" in names or not spots:
        spots += [t["hex"] for t in state.treasures if t["hex"] is not None and not t["found"]]
    if "escape" in names or not spots:
        spots += list(state.board.marked("escape"))
    if not spots:
        spots = list(state.board.marked("elf_start"))
    return tuple(sorted(set(spots)))


def _nearest(state, side: str, targets: tuple, h) -> int:
    if not targets:
        return FAR
    return distances(state, side, targets).get(tuple(h), FAR)


def _by_arg(actions: list, kind: str, **args) -> Action | None:
    for a in actions:
        if a.kind == kind and all(a.arg(k) == v for k, v in args.items()):
            return a
    return None


def _token_choice(state, actions: list) -> Action:
    """Set-up: the biggest token allowed, on the spot nearest the Elves' goal."""
    goal = _goal_hexes(state)
    return max(actions, key=lambda a: (a.arg("number"),
                                       -_nearest(state, "elf", goal, a.arg("hex"))))


def _fresh_clan(state, clans: list) -> str:
    """A clan with no figure on the board and all its bases, else the one with most bases."""
    reserve = fig.reserve(state.figures)["bases"]
    active = set(fig.active_clans(state.figures))
    return max(clans, key=lambda c: (c not in active, reserve[c], -fig.CLANS.index(c)))


def _kind_for(state, clan: str, kinds: set) -> str:
    """Every squad needs Body to attack and block (the Orc King's deck pays
    mostly Body) and some X for its mods: a Brute first, then a Shaman, a
    second Brute, then Shamans and Brutes in turn; Tacticians last."""
    members = fig.clan_figures(state.figures, clan) if clan else []
    brutes = sum(f.kind == "brute" for f in members)
    shamans = sum(f.kind == "shaman" for f in members)
    if brutes == 0 or (shamans >= 1 and brutes < 2) or (brutes >= 2 and shamans >= brutes):
        order = ("brute", "shaman", "tactician")
    else:
        order = ("shaman", "brute", "tactician")
    return next((k for k in order if k in kinds), next(iter(sorted(kinds))))


def _placement(state, actions: list) -> Action:
    """Placing Orcs: a fresh clan for a token; the right kind, nearest an Elf."""
    if actions[0].kind == "choose_clan":
        clan = _fresh_clan(state, [a.arg("clan") for a in actions])
        return _by_arg(actions, "choose_clan", clan=clan)
    places = [a for a in actions if a.kind == "place_orc"]
    if not places:
        return actions[0]
    elves = _elf_hexes(state)
    if state.placing["mode"] == "reinforce":
        # the smallest active clan: more clans on the board, more Action Phases
        clan = min({a.arg("clan") for a in places},
                   key=lambda c: (len(fig.clan_figures(state.figures, c)), fig.CLANS.index(c)))
        places = [a for a in places if a.arg("clan") == clan]
    clan = places[0].arg("clan")
    kind = _kind_for(state, clan, {a.arg("kind") for a in places})
    places = [a for a in places if a.arg("kind") == kind]
    return min(places, key=lambda a: (_nearest(state, "orc", elves, a.arg("hex")),
                                      a.arg("hex")))


def _squad_choice(state, actions: list) -> Action:
    """Activate the token bringing most Orcs (nearer an Elf first), unless a
    reinforcement brings more; never play a trick here."""
    from ...orc_wars.squad_phase import reinforcements
    activations = [a for a in actions if a.kind == "activate"]
    reinforce = _by_arg(actions, "reinforce")
    elves = _elf_hexes(state)
    if activations:
        def worth(a):
            token = state.tokens[a.arg("token")]
            return token["number"] * 2 - _nearest(state, "orc", elves, token["hex"]) / 3
        best_token = max(activations, key=worth).arg("token")
        number = state.tokens[best_token]["number"]
        if reinforce is None or number >= reinforcements(state) or not fig.active_clans(
                state.figures):
            mine = [a for a in activations if a.arg("token") == best_token]
            clan = _fresh_clan(state, [a.arg("clan") for a in mine])
            return _by_arg(mine, "activate", token=best_token, clan=clan)
    if reinforce is not None:
        return reinforce
    return _by_arg(actions, "skip_squad") or actions[0]


def _choose_pool(state, actions: list) -> Action:
    """The Orc's next Action Phase: the pool whose figures are nearest an Elf."""
    begins = [a for a in actions if a.kind == "begin_action"]
    refresh = _by_arg(actions, "refresh")
    if refresh is not None and not _has_base(state, ORC):
        return refresh
    if not begins:
        return _by_arg(actions, "end_turn") or actions[0]
    elves = _elf_hexes(state)

    def distance(a):
        pool = a.arg("pool")
        clan = state.clan_of_pool(pool)
        members = fig.clan_figures(state.figures, clan) if clan else [state.king_figure()]
        return min((_nearest(state, "orc", elves, f.hex) for f in members if f), default=FAR)
    return min(begins, key=distance)


def _has_base(state, seat: int) -> bool:
    kinds = {state.defn(u).kind for u in state.players[seat].hand}
    return BASE_ATTACK in kinds or BASE_BLOCK in kinds


def _worst(state, actions: list, kind: str) -> Action | None:
    hand = state.players[state.current_player].hand
    if state.pending:
        hand = state.players[state.pools[state.pending[0].target].owner].hand
    offered = {a.arg("card"): a for a in actions if a.kind == kind}
    ranked = sorted((u for u in hand if state.cards[u].cid in offered),
                    key=lambda u: (_rating(state, u), state.cards[u].cid))
    return offered[state.cards[ranked[0]].cid] if ranked else None


def _orc_keep(state, uid: int, blocks: list) -> float:
    """How much the Orc wants to keep a card: Base Attacks above all (one per
    clan a turn, and only 7 in the deck), then his two best Base Blocks,
    Attack Mods, the rest; nothing for a card none of his pools can pay."""
    d = state.defn(uid)
    if _rating(state, uid) == 0:
        return 0.0
    value = _value(d)
    if d.kind == BASE_ATTACK:
        return 100.0 + value
    if d.kind == BASE_BLOCK and uid in blocks[:2]:
        return 50.0 + value
    if d.kind == ATTACK_MOD:
        return 30.0 + value
    return 10.0 + value


def _orc_discard(state, actions: list) -> Action:
    """The Orc keeps 4 cards at most after discarding (room for a full draw),
    never a Base Attack: he fights with many clans from one hand."""
    hand = state.players[ORC].hand
    blocks = sorted((u for u in hand if state.defn(u).kind == BASE_BLOCK),
                    key=lambda u: -_value(state.defn(u)))
    ranked = sorted(hand, key=lambda u: (_orc_keep(state, u, blocks), state.cards[u].cid))
    if ranked and (len(hand) > ORC_KEEPS or _orc_keep(state, ranked[0], blocks) == 0) \
            and state.defn(ranked[0]).kind != BASE_ATTACK:
        found = _by_arg(actions, "discard", card=state.cards[ranked[0]].cid)
        if found is not None:
            return found
    return _by_arg(actions, "end_discard") or actions[-1]


def _rule_choice(state, seat: int, actions: list) -> Action | None:
    """The routine choices (see the module docstring); None: look ahead."""
    kinds = {a.kind for a in actions}
    if state.placing is not None:
        return _placement(state, actions)
    if kinds <= {"agree", "refuse"}:
        return _by_arg(actions, "agree") or actions[0]
    if kinds == {"choose_card"}:
        return _worst(state, actions, "choose_card")
    phase = state.phase
    if phase == "setup_tokens":
        return _token_choice(state, actions)
    if phase == "setup_elves":
        goal = _goal_hexes(state)
        return min(actions, key=lambda a: (_nearest(state, "elf", goal, a.arg("hex")),
                                           a.arg("hex")))
    if phase == "discard":
        hand = state.players[seat].hand
        if seat == ORC:
            return _orc_discard(state, actions)
        worst = _worst(state, actions, "discard")
        if worst is not None and len(hand) >= 6:
            return worst
        return _by_arg(actions, "end_discard") or actions[-1]
    if phase == "draw":
        return max(actions, key=lambda a: a.arg("count", 0))
    if phase == "clear":
        clears = [a for a in actions if a.kind == "clear"]
        if not clears:
            return actions[-1]

        def cost(a):
            top = state.pools[a.arg("pool")].stacks[a.arg("attribute")][-1]
            twist = state.cards[top].twist
            return (not (twist and twist["mode"] == "stance"), state.defn(top).cost)
        return max(clears, key=cost)
    if phase == "squad":
        return _squad_choice(state, actions)
    if phase == "choose":
        return _choose_pool(state, actions)
    if "refresh" in kinds and not _has_base(state, seat):
        return _by_arg(actions, "refresh")
    return None
