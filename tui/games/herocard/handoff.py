"""Hand-off words for the duel: who must decide and why, in the middle of an Attack
Sequence too ("Ana blocked; Bo may add to the attack, 8 against 7")."""
from __future__ import annotations


def duel_handoff_reason(view: dict, names: list[str], seat: int) -> str | None:
    """Public words for why ``seat`` decides now while an Attack Sequence is open;
    None without one (or for a pending choice: the common words say it)."""
    seq = view.get("sequence")
    pending = view.get("pending")
    if not seq or (pending and pending.get("seat") == seat):
        return None
    att, dfn = seq.get("attacker"), seq.get("defender")
    attack, block = seq.get("attack", 0), seq.get("block", 0)

    def name(s) -> str:
        return names[s] if isinstance(s, int) and 0 <= s < len(names) else "?"
    cards = seq.get("cards") or []
    last = cards[-1] if cards else None
    if last is None:
        before = f"{name(att)} attacks {name(dfn)}"
    else:
        who = last.get("seat")
        run = []                      # the last cards in a row by the same side
        for entry in reversed(cards):
            if entry.get("seat") != who:
                break
            run.insert(0, (entry.get("card") or {}).get("name") or "a face-down card")
        earlier = cards[:len(cards) - len(run)]
        if who == att:
            verb = "added" if earlier else "attacked with"
        else:
            verb = "blocked with"
        before = f"{name(who)} {verb} {' + '.join(run)}"
    if seat == dfn:
        now = f"{name(dfn)} may block or pass, {block} against {attack}"
    elif seat == att:
        now = f"{name(att)} may add to the attack or pass, {attack} against {block}"
    else:
        now = f"{name(seat)} may answer, attack {attack} against block {block}"
    return f"{before}; {now}."
