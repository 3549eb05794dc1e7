"""Firewall, Mainframe's always-on constant (effect ``stun_proof``; our design, see
engine/pack_of_heroes/content/data-brigade.toml), from exact positions: rulebook,
"Stun power" (what a stun does), "Constant power" (constants are off while stunned),
"Making a hero faint" (a faint stuns whatever the powers say)."""
from __future__ import annotations

from engine.pack_of_heroes import combat, primitives
from engine.pack_of_heroes.why import why_not
from engine import Action

from poh_positions import act, position, uid

GHOULS_V_BRIGADE = ("guild-of-ghouls", "data-brigade")


def board(**kw):
    # the Ghouls (seat 0) face Mainframe and Tank-Bot; Count Nocturne and Mummy Max
    # stand beside Mainframe (space 4 touches 1, 3, 5 and 7)
    return position(teams=GHOULS_V_BRIGADE,
                    board={1: "count-nocturne", 3: "mummy-max", 4: "mainframe", 8: "tank-bot"},
                    **kw)


def test_stun_proof_names_firewall_on_mainframe_only():
    state = board()
    assert combat.stun_proof(state, uid(state, "mainframe")).name == "Firewall"
    assert combat.stun_proof(state, uid(state, "tank-bot")) is None
    assert combat.stun_proof(state, uid(state, "count-nocturne")) is None


def test_a_stun_power_cannot_aim_at_mainframe():
    state = board(hands=[["blue"], []])
    gazes = [a for a in state.legal_actions()
             if a.kind == "use" and "Hypnotic Gaze" in a.label]
    aims = {a.arg("target") for a in gazes}
    assert aims == {uid(state, "tank-bot")}


def test_aiming_a_stun_at_mainframe_is_refused_with_the_reason():
    state = board(hands=[["blue"], []])
    gaze = next(a for a in state.legal_actions()
                if a.kind == "use" and "Hypnotic Gaze" in a.label)
    wrong = Action.make("use", target=uid(state, "mainframe"), pay=list(gaze.arg("pay")),
                        hero=gaze.arg("hero"), power=gaze.arg("power"))
    assert wrong not in state.legal_actions()
    assert why_not(state, wrong) == "Mainframe cannot be stunned (Firewall)"


def test_an_attack_that_stuns_still_wounds_mainframe_but_does_not_stun_him():
    state = board(hands=[["green"], []])
    events = act(state, "use", hero=uid(state, "mummy-max"), power=0,
                 target=uid(state, "mainframe"), pay=["green"])
    mainframe = state.heroes[uid(state, "mainframe")]
    assert mainframe.wounds == 3 and not mainframe.stunned
    assert any("cannot be stunned (Firewall)" in e.text for e in events)


def test_fainting_still_stuns_mainframe():
    # Mainframe has 8 health: from 3 wounds to 4 (half) he faints
    state = board(wounds={"mainframe": 3})
    events = []
    primitives.carry_out(state, primitives.Use(0, uid(state, "count-nocturne"),
                                               _power("attack", value=1),
                                               uid(state, "mainframe")), events)
    mainframe = state.heroes[uid(state, "mainframe")]
    assert mainframe.wounds == 4 and mainframe.stunned


def test_firewall_is_never_offered_as_an_action_and_uplink_still_is():
    state = board(active=1, hands=[[], ["green"]], wounds={"tank-bot": 2})
    constants = [a.label for a in state.legal_actions() if a.kind == "constant"]
    assert any("Uplink" in label for label in constants)
    assert not any("Firewall" in label for label in constants)


def test_firewall_text_says_what_it_does():
    state = board()
    firewall = combat.stun_proof(state, uid(state, "mainframe"))
    assert firewall.text == ("Always on: enemy powers and weapons cannot stun this hero "
                             "(fainting still does).")


def _power(effect, value=0):
    from engine.pack_of_heroes.model import FREE, Power
    return Power("Test", "force", value, FREE, effect, (), "")


def test_status_panel_says_firewall_is_always_on():
    """The status panel's one line per power gives Firewall no cost: it is never used
    (it said "constant, free" like a constant the player may use)."""
    from tui.games.pack_of_heroes.status import hero_lines
    state = board()
    view = state.view(1)
    mainframe = next(h for h in view["players"][1]["heroes"] if h["name"] == "Mainframe")
    lines = [line.plain for line in hero_lines(mainframe)]
    assert lines[1:] == [" 1 Uplink: constant 1, G", " 2 Data Spike: range 3, B",
                         " 3 Firewall: constant, always on"]
