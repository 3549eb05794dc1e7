"""No Time For Heroes in our own words: the help's Rules and Glossary pages.

Written for this app from the rulebook (../shared/rules/no-time-for-heroes.txt)
and docs/no-time-for-heroes.md; no sentence is copied. ``RULES`` is a list of
(heading, text) sections, ``GLOSSARY`` a list of (term, meaning) pairs; the
game screen hands both to the help screen and the command palette finds them.
Lines stay under 70 columns so the help dialog fits at 80x24.
"""
from __future__ import annotations

def goal(fallen_count: bool) -> str:
    """The Battlefield title's winning condition: ``fallen_count`` True when a
    fallen hero's Glory counts (rules revision 3, ruling 4), False when only the
    heroes still standing can win (games begun under older rules)."""
    return "most Glory wins, fallen too" if fallen_count else "most Glory; fallen can't win"


RULES: list[tuple[str, str]] = [
    ("Goal", """\
The heroes fight the Horde together but compete for Glory. The
game ends when the Warlord and every other enemy are defeated
(or every hero has fallen). Then each hero adds up Glory: Glory
tokens, the Glory of the enemies they defeated (trophies), 1 for
every 3 coins, and 1 more if they end the game with no Wound
(Tenacious: a Wound healed before the end does not count).
Most Glory wins; on a tie, most enemies defeated. Whether a
fallen hero can win: see Wounds and falling."""),
    ("Set-up", """\
Each player picks a hero and takes that hero's Ability deck and
draws 4 cards. The Horde is a deck of Hosts (19, 23 or 27 for
2, 3 or 4 players) with the Warlord at its end; three enemies
come out onto the Battlefield. Five Market cards are on offer.
With Scenarios on, one Scenario card is in force."""),
    ("Leader bid", """\
Before the first turn everyone bids one or two hand cards at
once. The highest total Damage leads (goes first); a tie goes
to the oldest player. Bid cards go to the bottom of their
owner's deck and everyone draws back up to 4. Choose your bid
with Up/Down and press Enter: nothing is bid until you do."""),
    ("A turn", """\
Turns go round from the Leader. A turn has three phases:
1. Attack: face the Horde (play cards, then it strikes back)
   or make an Evasion (v).
2. Market: buy cards with coins (they go to your hand).
3. Recovery: draw or discard to 4 cards; refill the Battlefield."""),
    ("Attack phase", """\
Play Ability cards one at a time. A card's Damage goes to one
enemy of your choice, never split; then its effects happen from
top to bottom; then it goes to your Wear pile. An enemy whose
Wounds reach its Fortitude is defeated: you keep it as a trophy
and take its loot (coins, Glory). When you stop (e), the Horde
strikes back: you Lose cards equal to the Fortitude left on the
enemies still standing, less any Shield."""),
    ("Evasion", """\
Once per game, instead of facing the Horde, spend your Evasion
token: you take no damage this turn but play no card and must
discard at least 2 hand cards to your Wear pile."""),
    ("Market phase", """\
Buy any number of Market cards you can pay for; each goes to
your hand and is replaced. A card marked with icons needs a hero
with one of them; a penalty icon means its Damage is 1 lower for
you (unless another icon you share has no penalty). The four
icons are Melee, Ranged, Expertise and Magic; the Expertise icon
(Exp) is one of them, a class icon, and has nothing to do with
a hero's Expertise power."""),
    ("Recovery phase", """\
Draw or discard until you hold 4 cards. If no enemy is left,
3 new ones come out (and a new Scenario); if 1 or 2 are left,
one more comes out; with 3 nothing comes. Regenerating enemies
lose their Wounds."""),
    ("Wounds and falling", """\
When you must draw or Lose from an empty Ability deck, you take
a Wound, shuffle your Wear pile into a new deck and go on. A
hero can carry as many Wounds as they have hearts and still
fight (W2/2 plays on). The next Wound, one beyond their hearts,
fells them instead: they play no more. In a game begun now a
fallen hero's Glory still counts and can win; in one begun
under older rules (revision 1 or 2) only a hero standing can
win. The Battlefield's title says which. When every hero falls
the Horde wins. W2/2! on the Heroes panel and the red line under
it: the next Wound fells that hero, and what could cause it
(only what you can see: your hand, the enemies, the Scenario)."""),
    ("The Warlord", """\
The Warlord is the last card of the Horde. It fights like any
enemy but has an Expertise of its own, and gives no fixed Glory:
each card that deals it Damage gives you 1 Glory token."""),
    ("Solo mode", """One player, one hero (New game: 1 player, Mode Solo). You start
with 6 coins; the weakest Hosts (Fortitude 2) and the two
scenarios that need a second hero stay in the box. Before the
first turn you may put up to 2 cards of your hand under your
deck and draw as many. The Market shows 5 cards and a card
bought leaves its slot empty for the rest of the game."""),
    ("Support decks", """In solo the three classes your hero lacks stand by as support
decks. Open them one at a time for 3, then 5, then 6 coins.
Once a turn, in the Attack phase, pay 5 coins to take a card of
your choice from an open deck into your hand and play it like
your own. At the Recovery phase it goes back under its deck."""),
    ("Solo score", """The battle ends when the Warlord falls (the Horde is spent) or
your hero falls. Score: 1 per card in your hand and deck, 1 per
2 Glory (tokens and trophies), 1 per 5 coins, plus the hearts
you have not lost times the cards left in your deck. A fallen
hero scores too, with no heart left. Titles come at 5, 15, 30
and 50 points; the screen shows the score so far."""),
    ("Multiclass mode", """2 to 4 players (New game: Mode Multiclass). Before the bid each
player builds a deck in secret: 15 Ability cards of exactly two
classes, at least 5 of each, one of them the class of your hero
card (its hearts and Expertise stay). The others only learn that
you built a deck; the two classes show once every deck is made.
Your hero then has the icons of both classes. Enter adds or
removes the highlighted card, the list's top finishes your deck
(keeping the cards you chose) or, with none chosen, deals a
legal deck; e builds it (or says what is still wrong)."""),
    ("Multiclass battle", """The Market holds only the cards someone at the table can use
(the rest stay in the box). With 4 players the Horde has two
Warlords, the second just before the first at its end: the
battle ends only when both have fallen. Each gives 1 Glory per
card that damages him and strikes back with his own Expertise."""),
]


def solo_goal() -> str:
    """The Battlefield title's goal in the solo mode."""
    return "solo: beat the Horde, score high"

GLOSSARY: list[tuple[str, str]] = [
    ("Horde", "The enemy deck: Hosts, with the Warlord last; enemies come from it."),
    ("Host", "An ordinary enemy card: Fortitude, Glory and sometimes an icon or text."),
    ("Warlord", "The final enemy, last out of the Horde; 1 Glory per card that damages it."),
    ("Battlefield", "Where up to 3 enemies stand, facing the hero whose turn it is."),
    ("Fortitude", "An enemy's strength: Wounds to defeat it, and what it hits for."),
    ("Wound", "A token: on enemies from Damage; on heroes when their deck runs out."),
    ("Damage", "What a card deals to one enemy; a hero's damage is cards Lost."),
    ("Lose", "Move cards from the top of your Ability deck to your Wear pile "
             "(never from the hand)."),
    ("Wear pile", "Your used and lost cards; shuffled into a new deck, with a Wound, "
                  "when the deck runs out."),
    ("Recover", "Put cards from the bottom of your Wear pile (or a named card) at the "
                "bottom of your Ability deck."),
    ("Ability deck", "Your hero's own deck of cards; you draw from it."),
    ("Glory", "Victory points: tokens, trophies' Glory, 1 per 3 coins, Tenacious."),
    ("Trophy", "A defeated enemy you keep; its Glory counts at the end."),
    ("Loot", "Coins and/or Glory shown on an enemy's back, taken when you defeat it."),
    ("Coins", "Money for the Market; every 3 left at the end give 1 Glory."),
    ("Evasion", "A once-per-game token: skip facing the Horde, take no damage, "
                "discard 2 or more."),
    ("Expertise", "Each hero's own power, with 1 or 2 uses a game (x on the Heroes "
                  "panel); the Warlord has one too. Not the Expertise icon."),
    ("Hearts", "How many Wounds a hero can carry and still fight; one more fells them."),
    ("Tenacious", "1 Glory at the end for a hero with no Wound left then (a healed "
                  "Wound does not count)."),
    ("Shield", "Stops that many cards of the Horde's attack on you this turn."),
    ("Ends the attack", "No more cards this turn; the Horde strikes back at once."),
    ("Once per turn", "Several copies played in one turn: only the first does it."),
    ("Single use", "Removed from the game after use, not put on the Wear pile."),
    ("Leader", "The first player, chosen by the bid."),
    ("Scenario", "A card in force changing the rules until the Battlefield empties."),
    ("Icons", "Melee, Ranged, Expertise, Magic: a Market card needs one its hero has."),
    ("Expertise icon", "A class icon (Exp) that the Rogues carry; a Market card may "
                       "need it. Not the hero's Expertise power."),
    ("Regeneration", "regen: the enemy's Wounds go away at the end of Recovery."),
    ("Magic resistance", "mresN: hits a Magic hero for N less."),
    ("Support deck", "Solo: another class's deck; open it with coins, then borrow "
                     "from it."),
    ("Borrow", "Solo: once a turn, 5 coins for a card of an open support deck; it "
               "goes back under it at the Recovery phase."),
    ("Solo score", "Cards in hand and deck, Glory / 2, coins / 5, and hearts left x "
                   "deck."),
    ("Mulligan", "Solo: before the first turn, up to 2 cards under the deck, as many "
                 "drawn."),
]
