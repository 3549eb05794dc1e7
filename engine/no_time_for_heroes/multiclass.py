"""The multiclass mode (``--option mode=multiclass``, 2 to 4 players;
../shared/rules/no-time-for-heroes-modes.md, "Multiclass"; docs/no-time-for-heroes.md,
"Multiclass"; settings in content/multiclass.toml, multi_rules.py).

The game opens with the phase ``build``: seat by seat, each player builds a
15-card Ability deck from exactly two classes, at least 5 of each, in secret
(``mc_add`` / ``mc_remove`` / ``mc_clear`` a card of the draft, ``mc_deal``: a
legal deck dealt at random, the draft thrown away; ``mc_finish``: the draft kept
and finished at random into a legal deck, offered when it can be; ``mc_done``: build the draft, legal only when the
draft is a legal deck; ``why_not`` says what is wrong). Others' logs and views
say only that the seat built a deck. When the last seat has built: every deck
is made and shuffled, each hero takes the icons of both its classes
(``merged_hero``), the Market deck keeps only cards someone at the table can
buy, 4 cards are drawn and the Leader bid follows. With ``warlords_from``
players the Horde holds a second Warlord (``second_warlord`` says where).

``state.multi``: ``drafts`` (per seat, card ids), ``built`` (per seat),
``classes`` (per seat, shown once every deck is built), ``done`` (every deck
built), ``market_out`` (Market cards nobody can use, out of the game) and
``warlord2`` (the second Warlord's uid or None).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING

from ..core import Action, Event
from .cards import CLASSES, HeroDef
from .market import may_buy
from .model import HAND_SIZE, MARKET_SLOTS
from .multi_rules import multi_rules

if TYPE_CHECKING:
    from .state import NoTimeState

A = Action.make
KINDS = ("mc_add", "mc_remove", "mc_clear", "mc_deal", "mc_finish", "mc_done")


# ------------------------------------------------------------------ set-up
def fresh(players: int) -> dict:
    """The mode's state before anyone built (``state.multi``)."""
    return {"drafts": [[] for _ in range(players)], "built": [False] * players,
            "classes": [None] * players, "done": False, "market_out": [], "warlord2": None}


def build_horde(state: "NoTimeState", hosts: list, warlord_ids: list) -> list:
    """The Horde deck (bottom first) from the shuffled ``hosts`` and the Warlords' uids:
    one Warlord last; a second one (4 players: ``warlords_from``) just before it
    (``second_warlord`` "last") or halfway up the Hosts ("middle")."""
    first = warlord_ids[0]
    if len(warlord_ids) == 1:
        return hosts + [first]
    second = warlord_ids[1]
    if multi_rules().second_warlord == "last":
        return hosts + [second, first]
    half = len(hosts) // 2
    return hosts[:half] + [second] + hosts[half:] + [first]


def warlord_count(players: int) -> int:
    """How many Warlords the multiclass Horde holds with ``players`` players."""
    return 2 if players >= multi_rules().warlords_from else 1


# ------------------------------------------------------------------ the deck rules
def class_of(state: "NoTimeState", cid: str) -> str:
    """The class of Ability card ``cid``."""
    return state.content.cards[cid].klass


def catalogue(state: "NoTimeState") -> list:
    """Every Ability card a deck may take, as (card id, class, copies in a class deck),
    class by class in the box's order."""
    return [(cid, klass, n) for klass in CLASSES for cid, n in state.content.decks[klass]]


def available(state: "NoTimeState", seat: int) -> dict:
    """Card id -> copies ``seat`` may put in its deck: a full class deck each
    (``pool`` "per-player"), or the box less what seats that built earlier took
    (``pool`` "box")."""
    out = {cid: n for cid, _, n in catalogue(state)}
    if multi_rules().pool == "box":
        for s, draft in enumerate(state.multi["drafts"]):
            if s != seat and state.multi["built"][s]:
                for cid in draft:
                    out[cid] -= 1
    return out


def _class_counts(state: "NoTimeState", draft) -> Counter:
    return Counter(class_of(state, cid) for cid in draft)


def required_class(state: "NoTimeState", seat: int) -> str | None:
    """The class a deck must include (the hero's, with ``hero`` "own-class"), or None."""
    if multi_rules().hero != "own-class":
        return None
    return state.content.heroes[state.players[seat].hero].klass


def problem(state: "NoTimeState", seat: int, draft) -> str | None:
    """Why ``draft`` (card ids) is not a legal deck for ``seat``, in one line; None when it is."""
    rules = multi_rules()
    counts = _class_counts(state, draft)
    have = available(state, seat)
    for cid, n in sorted(Counter(draft).items()):
        if cid not in have:
            return f"{cid} is not an Ability card"
        if n > have[cid]:
            return f"{state.content.cards[cid].name}: only {have[cid]} to take, not {n}"
    classes = [k for k in CLASSES if counts[k]]
    if len(draft) != rules.deck_size:
        return f"the deck has {len(draft)} cards; it needs exactly {rules.deck_size}"
    if len(classes) != rules.classes:
        return (f"a deck takes exactly {rules.classes} classes; this one has "
                f"{len(classes)} ({', '.join(classes)})")
    short = [k for k in classes if counts[k] < rules.min_per_class]
    if short:
        return (f"only {counts[short[0]]} {short[0]} cards: at least "
                f"{rules.min_per_class} of each class")
    need = required_class(state, seat)
    if need is not None and need not in classes:
        hero = state.content.heroes[state.players[seat].hero]
        return f"one of the two classes must be {hero.name}'s own ({need})"
    return None


def can_add(state: "NoTimeState", seat: int, draft, cid: str) -> bool:
    """True when ``cid`` may join the draft and a legal deck can still be finished
    from it (so adding cards, whatever they are, always ends in a legal deck)."""
    rules = multi_rules()
    if len(draft) >= rules.deck_size or Counter(draft)[cid] >= available(state, seat)[cid]:
        return False
    counts = _class_counts(state, list(draft) + [cid])
    classes = set(counts)
    need = required_class(state, seat)
    if need is not None:
        classes.add(need)
    if len(classes) > rules.classes:
        return False
    left = rules.deck_size - len(draft) - 1
    short = sum(max(0, rules.min_per_class - counts[k]) for k in classes)
    short += rules.min_per_class * (rules.classes - len(classes))
    return short <= left


def deal_legal(state: "NoTimeState", seat: int, rng, classes: list | None = None) -> list:
    """A legal deck for ``seat`` drawn at random with ``rng`` (card ids, catalogue
    order): the two classes (``classes``, else the hero's and one other at random,
    or two at random with ``hero`` "any"), ``min_per_class`` of each, the rest
    from both."""
    rules = multi_rules()
    have = available(state, seat)
    if classes is None:     # classes with copies enough left (the "box" pool may run short)
        left = {k: sum(have[cid] for cid, klass, _ in catalogue(state) if klass == k)
                for k in CLASSES}
        fit = [k for k in CLASSES if left[k] >= rules.min_per_class]
        need = required_class(state, seat)
        first = need if need is not None else rng.choice(fit)
        others = [k for k in fit if k != first
                  and left[first] + left[k] >= rules.deck_size] or \
            [k for k in CLASSES if k != first]
        classes = [first, rng.choice(others)]
    copies = {k: [cid for cid, klass, _ in catalogue(state) if klass == k
                  for _ in range(have[cid])] for k in classes}
    deck = []
    for k in classes:
        rng.shuffle(copies[k])
        deck += copies[k][:rules.min_per_class]
        copies[k] = copies[k][rules.min_per_class:]
    rest = sorted(copies[classes[0]] + copies[classes[1]])
    rng.shuffle(rest)
    deck += rest[:rules.deck_size - len(deck)]
    return sort_draft(state, deck)


def sort_draft(state: "NoTimeState", draft) -> list:
    """``draft`` in catalogue order (so that a draft reads the same however built)."""
    order = {cid: i for i, (cid, _, _) in enumerate(catalogue(state))}
    return sorted(draft, key=lambda cid: order[cid])


# ------------------------------------------------------------------ the build phase
def builder(state: "NoTimeState") -> int:
    """The seat that builds now (seat order)."""
    return state.multi["built"].index(False)


def _summary(state: "NoTimeState", draft) -> str:
    counts = _class_counts(state, draft)
    return " + ".join(f"{counts[k]} {k}" for k in CLASSES if counts[k]) or "no card"


def build_actions(state: "NoTimeState") -> list:
    """The builder's choices: deal a legal deck, build the draft (when legal), add a
    card (while a legal deck can still be finished), remove one, start again."""
    seat = builder(state)
    from .multi_finish import Probe, finish_legal
    draft = state.multi["drafts"][seat]
    out = []
    if draft and len(draft) < multi_rules().deck_size and \
            finish_legal(state, seat, Probe(), draft) is not None:
        more = multi_rules().deck_size - len(draft)
        out.append(A("mc_finish", f"Finish my deck (keep {len(draft)}, add {more})"))
    # mc_deal stays legal whatever the draft (saves made before mc_finish replay it)
    out.append(A("mc_deal", "Deal me a legal deck" + (" (a new one)" if draft else "")))
    if problem(state, seat, draft) is None:
        out.append(A("mc_done", f"Build this deck ({_summary(state, draft)})"))
    names = state.content.cards
    for cid, klass, _ in catalogue(state):
        if can_add(state, seat, draft, cid):
            out.append(A("mc_add", f"Add {names[cid].name} ({klass})", card=cid))
    for cid in dict.fromkeys(draft):
        out.append(A("mc_remove", f"Remove {names[cid].name} ({class_of(state, cid)})",
                     card=cid))
    if draft:
        out.append(A("mc_clear", "Start the deck again"))
    return out


def apply_build(state: "NoTimeState", action: Action, events: list) -> None:
    """Apply a build action (already known legal); the last deck built starts the game."""
    seat = builder(state)
    p = state.players[seat]
    multi = state.multi
    draft = list(multi["drafts"][seat])
    kind = action.kind
    if kind == "mc_add":
        draft = sort_draft(state, draft + [action.arg("card")])
        text = f"You add {state.content.cards[action.arg('card')].name}"
    elif kind == "mc_remove":
        draft.remove(action.arg("card"))
        text = f"You take out {state.content.cards[action.arg('card')].name}"
    elif kind == "mc_clear":
        draft, text = [], "You start your deck again"
    elif kind == "mc_deal":
        draft, text = deal_legal(state, seat, state.rng), "You are dealt a legal deck"
    elif kind == "mc_finish":
        from .multi_finish import finish_legal
        more = multi_rules().deck_size - len(draft)
        draft = finish_legal(state, seat, state.rng, draft)
        text = f"You finish your deck with {more} more card{'s' * (more != 1)}"
    else:
        multi["built"][seat] = True
        events.append(Event("deck_built", f"You build your deck: {_summary(state, draft)}.",
                            seat, private_to=seat, public_text=f"{p.name} has built a deck."))
        if all(multi["built"]):
            finish_build(state, events)
        return
    multi["drafts"][seat] = draft
    n = len(draft)
    events.append(Event("deck_draft", f"{text} ({n} card{'s' * (n != 1)}: "
                        f"{_summary(state, draft)}).",
                        seat, private_to=seat, public_text=""))


def finish_build(state: "NoTimeState", events: list) -> None:
    """Every deck is built: decks made and shuffled, classes shown, icons merged, the
    Market filtered and dealt, 4 cards drawn each; then the Leader bid."""
    from . import zones
    multi = state.multi
    rng = state.rng
    for p in state.players:
        draft = multi["drafts"][p.seat]
        multi["classes"][p.seat] = [k for k in CLASSES if any(class_of(state, c) == k
                                                              for c in draft)]
        p.deck = [state.new_card(cid, p.seat) for cid in draft]
        rng.shuffle(p.deck)
    multi["done"] = True
    heroes = [state.hero(s) for s in range(state.num_players)]
    market = []
    for cid, n in state.content.market:
        for _ in range(n):
            uid = state.new_card(cid)
            d = state.content.cards[cid]
            (market if any(may_buy(h, d) for h in heroes) else multi["market_out"]).append(uid)
    rng.shuffle(market)
    state.market_deck = market
    state.market = [market.pop() if market else None for _ in range(MARKET_SLOTS)]
    words = "; ".join(f"{p.name}: {' and '.join(multi['classes'][p.seat])}"
                      for p in state.players)
    events.append(Event("decks_built", f"Every deck is built ({words}).", None))
    if multi["market_out"]:
        gone = sorted({state.card_name(u) for u in multi["market_out"]})
        events.append(Event("market_filtered", "Nobody at the table can use "
                            f"{', '.join(gone)}: left out of the Market.", None))
    for p in state.players:
        zones.draw(state, p.seat, HAND_SIZE, events)
    state.phase = "bid"


# ------------------------------------------------------------------ merged icons
_MERGED: dict = {}


def class_icons(content, klass: str) -> tuple:
    """(full icons, icons at -1) of class ``klass``: those its heroes carry."""
    full, pen = [], []
    for h in content.heroes.values():
        if h.klass == klass:
            full += [i for i in h.icons if i not in full]
            pen += [i for i in h.penalty_icons if i not in pen]
    return tuple(full), tuple(pen)


def merged_hero(state: "NoTimeState", seat: int) -> HeroDef:
    """``seat``'s hero with the icons of both its deck's classes: an icon full in
    either class is full; one only at -1 stays at -1 (its hearts and Expertise
    are the hero card's)."""
    hero = state.content.heroes[state.players[seat].hero]
    classes = tuple(state.multi["classes"][seat])
    key = (id(state.content), hero.id, classes)
    got = _MERGED.get(key)
    if got is None:
        full, pen = list(hero.icons), list(hero.penalty_icons)
        for k in classes:
            f, p = class_icons(state.content, k)
            full += [i for i in f if i not in full]
            pen += [i for i in p if i not in pen]
        got = replace(hero, icons=tuple(full),
                      penalty_icons=tuple(i for i in pen if i not in full))
        _MERGED[key] = (state.content, got)
    else:
        got = got[1]
    return got


# ------------------------------------------------------------------ hidden decks
def redeal(state: "NoTimeState", seat: int, rng) -> None:
    """For ``determinize``: what ``seat`` cannot know of other decks is dealt again.
    Before every deck is built: another seat's draft (and, built, its classes)
    becomes a random legal deck, or stays empty while it is still building.
    After: the Ability cards of another hero that ``seat`` has not seen (hand,
    bid, deck above the known bottom) take new identities at random, keeping
    its classes and a legal deck. With ``pool`` "box" decks keep their cards
    (a later builder's choices depend on them: a simplification for AI search)."""
    multi = state.multi
    if multi_rules().pool == "box":
        return
    if not multi["done"]:
        drafts = [list(d) for d in multi["drafts"]]
        for s in range(state.num_players):
            if s != seat:
                drafts[s] = deal_legal(state, s, rng) if multi["built"][s] else []
        multi["drafts"] = drafts
        return
    drafts = [list(d) for d in multi["drafts"]]
    for p in state.players:
        if p.seat == seat:
            continue
        unseen = set(p.hand) | set(p.bid) | set(p.deck[p.known_bottom:])
        mine = [u for u in range(len(state.cards)) if state.owner[u] == p.seat
                and state.cards[u] in state.content.cards
                and state.content.cards[state.cards[u]].kind == "ability"]
        hidden = [u for u in mine if u in unseen]
        known = [state.cards[u] for u in mine if u not in unseen]
        fresh_ids = _fill(state, p.seat, known, len(hidden), rng)
        for u, cid in zip(hidden, fresh_ids):
            state.cards[u] = cid
        drafts[p.seat] = sort_draft(state, known + fresh_ids)   # the deck list agrees
    multi["drafts"] = drafts


def _fill(state: "NoTimeState", seat: int, known: list, n: int, rng) -> list:
    """``n`` card ids that, with ``known``, make a legal deck of ``seat``'s classes."""
    rules = multi_rules()
    classes = state.multi["classes"][seat]
    have = Counter({cid: c for cid, c in available(state, seat).items()})
    have.subtract(Counter(known))
    counts = _class_counts(state, known)
    pools = {k: [cid for cid, klass, _ in catalogue(state) if klass == k
                 for _ in range(max(0, have[cid]))] for k in classes}
    out = []
    for k in classes:
        rng.shuffle(pools[k])
        take = max(0, rules.min_per_class - counts[k])
        out += pools[k][:take]
        pools[k] = pools[k][take:]
    rest = sorted(pools[classes[0]] + pools[classes[1]])
    rng.shuffle(rest)
    out += rest[:n - len(out)]
    return out
