"""The effect primitives a Pack of Heroes power may name, as data for the loader.

Each entry: the power types that may use it, whether the power needs a
value, and its parameters (``Checker.effect_params`` specs). The functions
that carry the primitives out are in primitives.py (one function each, same
names); the words on the card are made by describe.py.
"""
from __future__ import annotations

from ..core.tomlcheck import REQUIRED

REACH = ("adjacent", "any")
WOUND_REACH = ("adjacent", "any", "all_adjacent")
WHO = ("any", "other", "self")
_INT1 = ("int", 1)

# name -> (types allowed, value needed, {param: ((check, detail), default)})
EFFECTS: dict[str, tuple[tuple, bool, dict]] = {
    "attack": (("force", "spread", "range", "constant"), True,
               {"reach": (("enum", REACH), "any")}),
    "attack_push": (("force", "spread"), True, {}),
    "attack_stun": (("force", "spread", "range"), True, {}),
    "attack_drain": (("force", "spread", "range"), True, {"heal": (_INT1, REQUIRED)}),
    "attack_bonus": (("force", "spread", "range"), True,
                     {"bonus": (_INT1, REQUIRED),
                      "when": (("enum", ("stunned", "wounded")), REQUIRED)}),
    "stun": (("stun", "arrival", "constant"), False, {"reach": (("enum", REACH), "adjacent")}),
    "stun_both": (("stun",), False, {"reach": (("enum", REACH), "adjacent")}),
    "heal": (("heal", "arrival", "constant"), True, {"who": (("enum", WHO), "any")}),
    "heal_all": (("heal",), True, {}),
    "repair": (("constant",), True, {}),
    "defend": (("defend",), False, {}),
    "defend_counter": (("defend",), False, {"wounds": (_INT1, REQUIRED)}),
    "wound": (("arrival", "constant", "special"), False,
              {"reach": (("enum", WOUND_REACH), REQUIRED), "wounds": (_INT1, REQUIRED)}),
    "extra_power": (("constant",), False, {}),
    "sprint": (("constant",), False, {"steps": (_INT1, REQUIRED)}),
    "swap": (("constant",), False, {"reach": (("enum", REACH), REQUIRED)}),
    "draw_power": (("arrival", "constant", "special"), False, {"count": (_INT1, 1)}),
    "recover": (("arrival", "special"), False, {}),
    "discard_random": (("arrival", "special"), False, {"count": (_INT1, 1)}),
    "beam": (("arrival", "special"), False, {"who": (("enum", ("other", "any")), "other")}),
    "rally": (("arrival", "constant", "special"), False, {}),
    "stun_proof": (("constant",), False, {}),
}
# always-on constants: never used as an action, so never counted as the hero's one
# constant power (``combat.stun_proof``)
STANDING = frozenset(("stun_proof",))

ATTACKS = frozenset(n for n in EFFECTS if n.startswith("attack"))
DEFENDS = frozenset(("defend", "defend_counter"))
