"""Heroes of Timeline rules and glossary for the help screen, in our own words.

``RULES`` (heading, text) sections and ``GLOSSARY`` (term, meaning) pairs become
the help's Rules and Glossary pages (``?``, then r / g) and the command
palette's help topics. They follow the rulebook's order (Pre-game,
Deployment, Battle, Turn End, Winning) and our readings in
docs/heroes-of-timeline.md; lines stay under 70 columns.
"""
from __future__ import annotations

GOAL = "Goal: wipe out the enemy team, or hold more Domination Points after turn 5"

RULES: list[tuple[str, str]] = [
    ("Goal", """\
Two teams of heroes fight on a hex board for at most 5 turns.
You win at once when the last enemy hero falls. Otherwise, after
turn 5, the player with more Domination Points wins (one point for
each turn won). Equal points: more heroes left wins; equal again is
a draw (our tie rule)."""),
    ("Set-up: armor", """\
Each hero carries a number of Regular and Superior Armor tokens
(its card says how many). You plug each token on one side of the
hero's base, at most one token a side. Player 1 armors the whole
team first, then player 2, one token per action, Superior first.
Press A to put the rest of your team's tokens on as suggested
(Superior on the front, then the front-left and front-right, ...)."""),
    ("Set-up: walls", """\
The bigger team goes first (equal teams: a coin toss). Players take
turns placing walls: 2 in each of the 3 sectors on their side, 6
each. A wall lies on the edge between two hexes, and never on an
edge of a hex closer than 2 to the Key Tile."""),
    ("Set-up: heroes", """\
Players take turns placing one hero on a free hex of their
Deployment Zone (the two outer lines of their home sector, marked
::) and turning it. When teams differ by 2 or more heroes, the
smaller team may move one placed hero just before the bigger team
places its last one."""),
    ("A turn", """\
1. Pre-Turn Abilities: powers marked "declare at Turn start" are
   declared (Siege Mode, Rage, Phase Walk, Vanishing Step).
2. Activations: players take turns activating one hero each; every
   hero acts once a turn. Move, then turn, then attack.
3. Reflex Moves: a smaller team whose heroes have all acted may
   still act when its turn comes round (see Reflex Move).
The turn ends when every living hero has acted."""),
    ("Move, turn, attack", """\
Move: up to the hero's movement range, hex by hex, never through a
wall or another hero, never ending on a hero. Turn: face any side.
Attack: one ranged or melee attack, or an ability that replaces the
attack. No turning after the attack unless an ability allows it."""),
    ("Ranged attack", """\
A shot flies straight out of the hero's front side, up to its ranged
distance. A wall in the way is destroyed and stops the shot; the
first hero in the way is hit. A friendly hero in the line only stops
the shot (no friendly fire)."""),
    ("Melee attack", """\
Instead of a plain move, approach an enemy: end next to it after
fewer steps than the movement range, with no wall between you. The
attacker faces the enemy and hits the side facing it. If the enemy
is eliminated, the attacker takes its hex, keeping its facing."""),
    ("Armor", """\
A hit lands on one side of the target (which side depends on where
the attack comes from and where the target faces).
  Ranged on a bare side: eliminated. On Regular: the token goes.
  On Superior: it becomes Regular.
  Melee on a bare side or Regular: eliminated. On Superior: the
  token goes, the hero lives."""),
    ("Turn end", """\
A hero on the Key Tile wins the turn for its team. If the Key Tile
is empty, the team controlling more sectors wins (a sector is yours
when only your heroes are in it). Otherwise it is a Stalemate. The
winner gains a Domination Point; the loser (both, after a
Stalemate) takes Börd's Punishment for the next turn."""),
    ("Punishments", """\
After turn 1: -1 movement range in turn 2.
After turn 2: no hero abilities in turn 3 (team skills still work).
After turn 3: -1 ranged distance in turn 4.
After turn 4: every armor token of the team is downgraded at once
(Superior to Regular, Regular gone). Turn 5 brings none."""),
    ("On screen", """\
The board: hjkl move the [ ] cursor; the Actions list jumps to the
first action about the hex under it and Enter applies it. ( ) marks
where a hero may go, > < targets and heroes to pick, + + the line of
a shot. A "." just before a hero (and dimmed): it has acted this
turn. The Inspector panel shows the hero under the cursor; i shows
every hero, team skill, the Key Tile and sectors in full."""),
]

GLOSSARY: list[tuple[str, str]] = [
    ("Activation", "one hero's move, turn and attack; each hero once a turn"),
    ("Armor", "tokens on a hero's sides: Regular (stops a shot) or Superior "
              "(also stops a melee); at most one a side"),
    ("Regular Armor", "destroyed by a shot; a melee through it eliminates"),
    ("Superior Armor", "a shot downgrades it to Regular; a melee destroys it"),
    ("Downgrade", "Superior becomes Regular, Regular goes"),
    ("Facing", "the side a hero's arrow points to; shots leave from it"),
    ("Sides", "front, front-left, back-left, back, back-right, front-right: "
              "they turn with the hero"),
    ("Wall", "a token on the edge between two hexes: blocks moves and melee; "
             "a shot destroys it and stops"),
    ("Key Tile", "the centre hex (**): in no sector; a hero on it at turn end "
                 "wins the turn"),
    ("Sector", "one of six wedges of the board (1 North-East, 2 North, "
               "3 North-West, 4 South-West, 5 South, 6 South-East)"),
    ("Control", "a sector is yours when only your heroes stand in it"),
    ("Deployment Zone", "the two outer lines of your home sector (::) where "
                        "your heroes start"),
    ("Side (of the board)", "your home sector and the two beside it: your "
                            "walls go there"),
    ("Domination Point", "one for each turn won; more after turn 5 wins"),
    ("Stalemate", "a turn nobody wins: both players are punished"),
    ("Punishment", "Börd's penalty for the loser of a turn, for the next turn"),
    ("Reflex Move", "when your turn to activate comes but all your heroes "
                    "have acted (smaller team only): move one hero 1 hex and "
                    "turn, or shoot straight ahead, or pass; no ability "
                    "helps it but the Red Knight's Wall Breaker"),
    ("Ranged distance", "how many hexes a shot flies"),
    ("Movement range", "how many hexes a hero may walk"),
    ("Melee", "an attack after an approach shorter than the movement range"),
    ("Ability", "each hero's own power (see i); punishment 2 switches "
                "them off"),
    ("Team skill", "a power of the whole team: Dominators, Wall Raisers, "
                   "Phase Walk, Vanishing Step"),
    ("Declare at Turn start", "abilities chosen before the activations: "
                              "Siege Mode, Rage, Phase Walk, Vanishing Step"),
    ("Reposition", "the smaller team's one move of a placed hero during "
                   "set-up (teams differing by 2 or more)"),
    ("Elimination", "a hero hit where its armor does not hold leaves the game"),
]
