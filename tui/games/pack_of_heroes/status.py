"""The Pack of Heroes status panel: the decision asked for (a defend prompt, say), then
the hero under the grid cursor: rank, wounds/health, movement and every power with its
type, value and cost (``i`` reads the texts)."""
from __future__ import annotations

from rich.text import Text
from textual.dom import NoScreen

from engine.pack_of_heroes.catalogue import STANDING
from tui.widgets.status import StatusPanel

SETUP_STEPS = {"teams": "choose a set team", "draft": "draft heroes (1 L, 2 F, 2 S)",
               "weapons": "choose a weapon", "start": "choose a starting hero in secret"}
RANKS = {"leader": "Leader", "fighter": "Fighter", "sidekick": "Sidekick"}


def hero_lines(hero: dict) -> list[Text]:
    """A hero card in short: name, owner, rank, wounds/health, movement and STUNNED, then
    one line a power, numbered for the digit keys: name, type, value and cost (the
    texts are the inspector's, ``i``: in the panel they pushed powers 2 and 3 out). An
    always-on constant (Firewall) says "always on" for its cost: it is never used."""
    head = Text(f"{hero['name']}", style="bold")
    head.append(f" ({hero['owner'] + 1}) {RANKS[hero['rank']]} {hero['wounds']}/"
                f"{hero['health']}, {hero['move']} {hero['speed']}"
                + (", STUNNED" if hero.get("stunned") else ""))
    lines = [head]
    for i, p in enumerate(hero["powers"]):
        value = f" {p['value']}" if p["value"] else ""
        cost = "always on" if p.get("effect") in STANDING else p["cost"]
        lines.append(Text(f" {i + 1} {p['name']}: {p['type']}{value}, {cost}"))
    return lines


class PackStatus(StatusPanel):
    """Pending decision and the highlighted hero; ``hero`` is set by the screen."""

    hero: dict | None = None

    def _in_lesson(self) -> bool:
        """True on a guided game's screen, where the panel is shorter (issue 44)."""
        try:
            return self.screen.has_class("in-lesson")
        except NoScreen:       # not mounted on a screen (yet)
            return False

    def situation_lines(self, view: dict, names: list[str], cards: int = 2) -> list[Text]:
        """The turn step (the base adds the decision asked for), then the highlighted hero."""
        lines = []
        if view.get("pending"):
            pass                       # the base panel prints the decision asked for
        elif view.get("phase") == "play":
            step = {"move": "move or act", "main": "main action", "after": "constant powers",
                    "draw": "draw a power card?", "discard": "discard down to 3"}
            lines.append(Text(f"Turn {view['turn']}: {step.get(view['step'], view['step'])}"))
        else:
            lines.append(Text(f"Set-up: {SETUP_STEPS.get(view.get('phase'), view.get('phase'))}"))
        if self.hero and not (view.get("pending") and self._in_lesson()):
            lines += hero_lines(self.hero)   # in a lesson's short panel: the decision instead
        lines.append(Text("i: read every card in full" if self.hero else
                          "Win: defeat every enemy hero (i: read every card)", style="dim"))
        return lines
