"""Orc Wars rules and glossary for the help's Rules and Glossary pages, in our
own words (the rulebook, /work/shared/rules/orc-wars.txt, is the
specification; nothing here is copied from it). Lines stay under 70
columns so the help dialog shows them whole at 80x24.
"""
from __future__ import annotations

RULES: list[tuple[str, str]] = [
    ("Goal", """\
One player leads the Orcs, the others are Elves working together.
Each scenario says what each side must do; the first side to do it
wins (the status panel shows both goals and any round limit). The
Orc always wins when no Elf is left on the map."""),
    ("Set-up", """\
The Orc puts face-down squad tokens on the map (one per tile; each
hides a number of Orcs). Then each Elf picks a start space, usually
an entrance: a half-hex on the map's edge with no tree or wall. The
Orc gets dirty tricks by experience level (3 the first time, then
2, 1, 0). Everybody draws 7 Action Cards."""),
    ("The round", """\
Turns go round the table; a round ends when every player has had a
turn. Some scenarios end after a given round ("round 7 of 15" in the
status panel)."""),
    ("Phases of a turn", """\
1 Discard: throw away any cards you do not want.
2 Draw: draw up to 3 cards (never more than 7 in hand).
3 Clear: take up to 3 cards off your Attribute Stacks, top card
  first, to free their points. The Orc clears 3 per active clan,
  and 3 more for the King.
4 (Orc only) Squad phase: wake one squad token, or reinforce.
5 Action: move and play cards. Instead of the Action phase you may
  Refresh (r): discard your hand and draw as many new cards.
e finishes the phase you are in."""),
    ("Moving", """\
In its action phase each figure moves once (the Ranger twice), up
to 3 spaces in one go, before or after its attack but never in the
middle of one. Spaces not used when it stops, or takes an action
(picking up a treasure, freeing the prisoner), are lost: an Elf
that moved onto the prisoner's cell and freed him moves on next
turn; one that stood there already still has its move. No figure
enters or crosses trees, walls, other figures or squad tokens.
Elves may walk in underbrush, Orcs may not. Walking onto a tile
with a squad token wakes that token. All squads of a clan move
before the clan plays its first card; a clan that is one squad and
has not moved may still move after attacking."""),
    ("Fighting", """\
You attack a figure in reach (next to you; the Sorcerer reaches
further) with a Base Attack, perhaps with Attack Mods. That starts
an Attack Sequence: the defender answers with Base Blocks (as many as
it can pay; they add up) and Block Mods, one at a time or together as
a set (a set of attacks holds one Base Attack only), then each side
may add cards in turn, never twice without the other's answer
between. When the other side passes, the answer comes
back to whoever played last: they may add more, or pass. The fight
ends only when both sides have passed since the last card, so an
Elf whose Special Attack is passed may still block. The log shows
every pass ("passes (nothing to play)" when a side had no card it
could play and passed without a hand-off). Games begun before this
rule (rules revision 1: see the game-over or herotable saves show)
end as soon as the other side passes after a card. The attack hits
when its total is higher than the block. A hit Elf takes one wound
(at most one a turn) and dies when its wound line is full. A hit
squad loses the Orc next to the attacker. A hit King dies."""),
    ("Paying for cards", """\
Each card costs points of Body (B), Mind (M) or X. Your spent points
are the costs of the cards on your Attribute Stacks; you can only
play a card if its cost fits in what is free. Clearing frees them.
One Exclusive card per action phase; Restricted cards only in your
own action phase; Fast cards at any time."""),
    ("Clans and squads", """\
Every Orc stands on a base of one of five clans. Touching figures of
one clan form a squad; a clan may have several squads. Each Brute
gives the clan 4 Body, each Tactician 4 Mind, each Shaman 4 X. A
card a squad plays is paid by the whole clan, but a squad may only
play what its own members could pay for. Each active clan has one
action phase and one Exclusive card a turn."""),
    ("Squad phase", """\
The Orc either turns over one squad token (its number of Orcs of one
clan appear there and around it) or reinforces: brings new Orcs of
clans already on the map onto entrance spaces, one per Elf at the
start (a True Orc: one per living Elf). A clan never has more than 5
figures on the map. Some scenarios limit where reinforcements go."""),
    ("Dirty tricks, treasures, roles", """\
Dirty tricks are the Orc's extra one-use cards (i shows what each
does). Treasures lie face down on the map: an Elf standing on one
may pick it up (a Restricted action) and then use it; some work once,
some every turn. Each Elf has a Role (Paladin, Ranger, Sorcerer)
with its own powers and wound line."""),
    ("Experience and the campaign", """\
The Orc's level sets the dirty tricks: first time 3, novice 2,
trained 1, expert and true orc 0; a true orc also reinforces only
one Orc per living Elf. A campaign plays the scenarios in order and
moves the Orc's level up as the Orc wins."""),
    ("Scenario rules", """\
The Prisoner: free the captive Elf (stand on his cell and take the
action), then walk him out by an escape space (XX, the forest spaces
the Elves came in by; the Orcs' entrances are no way out).
Orc Camp: kill the King before the end of round 12.
The Relics: find 3 treasures before the end of round 15.
Bounty Hunter: kill the King before he escapes off the top edge.
The Great Hunt: the Orcs start; an Elf must survive round 10; new
Orcs enter only 4 or more spaces from every Elf.
Race Through the Dark: the last Elf must escape by a red space at
the top; Orcs reinforce only on tiles the Elves have reached.
The inspector (i) shows the scenario card in full."""),
]

GLOSSARY: list[tuple[str, str]] = [
    ("Action Card", "a card of your deck; it costs B, M or X points"),
    ("Attack Sequence", "one attack and every card both sides add to it, "
     "until both have passed since the last card"),
    ("Base Attack", "the card that starts an attack (one a phase)"),
    ("Attack Mod", "adds to a Base Attack already played"),
    ("Base Block", "a card that blocks some attack points"),
    ("Block Mod", "adds to a Base Block already played"),
    ("Special Attack/Block", "helps a fight without a value of its own"),
    ("Attribute", "Body (B), Mind (M) or X: the points cards cost"),
    ("Attribute Stack", "your played cards of one attribute; they spend it"),
    ("Clear", "take the top card off a stack to free its points"),
    ("Refresh", "skip the action phase: new hand of the same size"),
    ("Exclusive", "at most one a phase, only in your action phase"),
    ("Restricted", "any number, only in your own action phase"),
    ("Fast", "any number, at any time you may play"),
    ("Clan", "all Orcs on one kind of base; one action phase each"),
    ("Squad", "touching Orcs of one clan; pays from its own members"),
    ("Squad Token", "face-down Orcs waiting on the map"),
    ("Reinforcement", "new Orcs of an active clan put on entrances"),
    ("Brute / Tactician / Shaman", "Orcs that give their clan 4 Body, 4 Mind or 4 X "
     "each (on the map: B, T, S before the clan's letter)"),
    ("Dirty Trick", "an extra one-use card of the Orc"),
    ("Treasure", "token an Elf picks up; it gives a power"),
    ("Role", "an Elf's part: powers and the wound line"),
    ("Wound line", "wounds an Elf can take before it dies"),
    ("Entrance", "edge half-hex with no tree or wall"),
    ("Escape space", "where an Elf (or the King) may leave the map"),
    ("Underbrush", "Elves may walk through it, Orcs not"),
    ("Purge", "cancel the last card of the fight as if never played"),
    ("Waste", "make a foe play a card for no effect"),
    ("Deploy", "play a card face down; it pays now, acts later"),
    ("Twist", "turn a card sideways for a lasting effect"),
    ("Unwind", "turn a twisted card back: the effect ends"),
    ("Convert", "change what a card does, as its text says"),
    ("Experience level", "first time, novice, trained, expert, true orc"),
]
