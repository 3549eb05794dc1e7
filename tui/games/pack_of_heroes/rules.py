"""Pack of Heroes rules and glossary for the help screen, in our own words.

``RULES`` (heading, text) and ``GLOSSARY`` (term, meaning) become the help's
Rules and Glossary pages and the command palette's help topics; they follow
the rulebook's order (Setup, Gameplay, Powers, Game End, Weapons) and our
rulings in docs/pack-of-heroes.md. Lines stay under 70 columns.
"""
from __future__ import annotations

GOAL = "Goal: defeat every enemy hero"

RULES: list[tuple[str, str]] = [
    ("Goal", """\
Two players, five heroes each, on a 3x3 grid between their bases.
You win the moment the last enemy hero is defeated. You also win if
your opponent has no hero in play and cannot bring one in because
your heroes fill their home row (base capture)."""),
    ("Set-up", """\
Each player gets a team of 5: a set team chosen at the table (start
player first), a set team dealt at random, or a draft (players take
turns picking heroes from 3 or more teams: at most 1 Leader, 2
Fighters and 2 Sidekicks). Each player shuffles 9 power cards (3 red,
3 green, 3 blue) into a draw pile and turns one face up as the start
of the discard pile. The start player draws 1 card, the other 2.
Then both choose a starting hero in secret; it goes on the middle
space of their home row (no arrival power). The others wait in the
reserve."""),
    ("A turn", """\
1. Movement (may be skipped): move one of your heroes in play.
2. Main action: bring one hero from your reserve onto an empty space
   of your home row, OR use one power of a hero in play (pay its
   cost with power cards from your hand), OR use your weapon.
3. Un-stun: heroes stunned for a whole turn lose their stun.
4. Draw: you may draw a power card, then discard down to 3.
Constant powers may be used at any time before the draw, once each.
With no hero in play you must bring one in."""),
    ("Movement", """\
Run N: up to N steps to side-by-side spaces (not diagonal), only
through empty spaces. Fly N: the same, but over other heroes; it
must end on an empty space. Never the same space twice; a stunned
hero does not move."""),
    ("Paying for powers", """\
A power's cost is written in colours: "red" is one red card,
"red/green" one red or one green card, "blue x2" two blue cards.
Paid cards go face up on your discard pile (both piles are open).
When your draw pile is empty, shuffle your discard pile into it."""),
    ("Wounds, faint, defeat", """\
An attack puts wound markers on the hero equal to its value. A hero
with wounds equal to its health is defeated and leaves the game.
A hit that takes a hero to half its health (rounded up) or worse
makes it faint: it is stunned. Healed below half, it can faint
again."""),
    ("Defending", """\
When your hero is attacked on your opponent's turn, another of your
heroes in play may use a defend power (pay its cost): the attack
does half damage, rounded down. At most one defence per attack; a
hero never defends itself. Powers that say "gains wounds" are not
attacks and cannot be defended."""),
    ("Stalemate", """\
When each player has one hero left in play, the player on turn may
offer a stalemate before drawing. If the other accepts, the hero
with more health left wins; equal health is a draw."""),
    ("Weapons", """\
Optional (advanced game). Each player has one weapon, used once in
the game instead of a main action, for its power cost. It reaches
any enemy (attacks) or any of your heroes (heals)."""),
    ("On screen", """\
The grid: your home row is at the bottom; h j k l move the [ ]
cursor; 1-3 use that power of the hero under it. A hero shows its
name, owner (1 or 2), rank letter (L F S), wounds/health and STUN.
Bases: hand and draw counts, the discard pile as R G B letters, the
reserve. i shows every hero, your power cards and the weapons in
full; Up/Down and Enter use the Actions list."""),
]

GLOSSARY: list[tuple[str, str]] = [
    ("Leader (L)", "a gold-rank hero; at most one a team"),
    ("Fighter (F)", "a silver-rank hero; at most two a team"),
    ("Sidekick (S)", "a bronze-rank hero; at most two a team"),
    ("Health", "how many wounds a hero takes before it is defeated"),
    ("Wound", "a marker from an attack or a 'gains wounds' power"),
    ("Stun", "a stunned hero neither moves nor uses powers until the end "
             "of its owner's next turn; no second stun meanwhile"),
    ("Faint", "being stunned by a hit that reaches half health or worse"),
    ("Defeated", "wounds reach health: the hero leaves the game"),
    ("Reserve", "your heroes not yet in play; one comes in as a main action"),
    ("Home row", "the row of the grid nearest your base; heroes come in there"),
    ("Power card", "red (R), green (G) or blue (B): pays for powers"),
    ("Cost", "the cards a power needs: 'red', 'red/green' (either), "
             "'blue x2' (two)"),
    ("Arrival power", "happens when the hero is brought into play, free; "
                      "not for the starting heroes"),
    ("Force", "attack: one enemy in a space beside the attacker (not "
              "diagonal) gains wounds equal to the value"),
    ("Spread", "attack: every enemy beside the attacker, one after another"),
    ("Range", "attack: any one enemy anywhere on the grid"),
    ("Heal", "removes wounds from a wounded hero; a stun stays"),
    ("Constant", "a power usable once every turn besides the main action, "
                 "free unless its cost says otherwise"),
    ("Mandatory", "a constant power that must be used; at the end of the "
                  "turn it is done for you"),
    ("Defend", "on the opponent's turn: halves an attack on another of "
               "your heroes, rounded down"),
    ("Run", "moves through empty side-by-side spaces only"),
    ("Fly", "moves over other heroes, ending on an empty space"),
    ("Main action", "bring a hero in, or use one power, or use the weapon"),
    ("Weapon", "a single-use power of the player, not of a hero"),
    ("Base capture", "you lose if you have no hero in play and enemy heroes "
                     "fill your home row"),
    ("Stalemate", "last hero against last hero: offered and accepted, more "
                  "health left wins"),
    ("Draft", "players pick heroes one at a time from the dealt teams"),
]
