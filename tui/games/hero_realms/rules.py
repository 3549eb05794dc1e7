"""Hero Realms in our own words: the help's Rules and Glossary pages.

Written for this app from the rule sheet (../shared/rules/hero-realms.txt) and
the publisher's rulings; no sentence is copied. ``RULES`` is a list of
(heading, text) sections, ``GLOSSARY`` a list of (term, meaning) pairs; the
game screen hands both to the help screen and the command palette finds them.
Lines stay under 70 columns so the help dialog fits at 80x24.
"""
from __future__ import annotations

GOAL = "Last player with Health wins"
GOAL_TEAMS = "The team left with Health wins"

RULES: list[tuple[str, str]] = [
    ("Goal", """\
Every player starts with 50 Health. Attacks lower it; when a
player's Health reaches 0 they are out. The last player still in
the game wins. In a two-against-two game (option teams=2v2) each
team shares one Health of 75 and the team left standing wins."""),
    ("Set-up", """\
Each player has a personal deck of ten cards: seven Gold, a Ruby,
a Dagger and a Shortsword. The Market shows five cards from the
shuffled Market Deck; beside it lies the stack of 16 Fire Gems.
The first player draws 3 cards, the others draw 5."""),
    ("Your turn", """\
A turn is one Main Phase, then the Discard and Draw Phases.
In the Main Phase, in any order and as often as you can:
  - play cards from your hand (playing is free);
  - use the Expend, Ally and Sacrifice abilities of your cards;
  - spend Gold to acquire cards from the Market or a Fire Gem;
  - spend Combat to attack opponents or their champions.
Press e to end the turn; the app asks first if something would
be wasted (a setting on the help's Keys page turns that off)."""),
    ("Playing cards", """\
Actions and Items do their first (primary) ability at once and
stay in front of you until the Discard Phase. Champions stay in
play turn after turn until they are stunned or sacrificed.
Gold and Combat go into pools that last until the end of your
Main Phase; Health is added to your total straight away."""),
    ("Abilities", """\
Expend: turn a prepared champion sideways to use it; once a turn,
even on the turn it was played. Ally: works once you have another
card of the same faction in play this turn, once per turn.
Sacrifice: the card goes to the Sacrifice Pile for good and its
effect happens (a Fire Gem goes back on the Fire Gem stack)."""),
    ("Acquiring", """\
Pay a card's cost in Gold and it goes to your discard pile (not
into play); the Market slot refills from the Market Deck. Keys
1-5 acquire the Market card in that slot, g a Fire Gem."""),
    ("Attacking", """\
Spend any part of your Combat on an opponent (their Health drops)
or on a champion (it takes damage). A champion whose damage this
turn reaches its Defense is stunned: it goes to its owner's
discard pile. Damage on champions wears off at the end of the
turn. A prepared Guard protects its player: while it stands you
may attack or target only that player's guards."""),
    ("End of turn", """\
Discard Phase: unused Gold and Combat are lost, your Actions,
Items and any hand cards go to your discard pile, and your
champions are prepared again. Draw Phase: draw 5 cards. When you
must draw from an empty deck, shuffle your discard pile into a
new deck first."""),
    ("Two against two", """\
Seats 1 and 2 play against seats 3 and 4. Teammates take their
turn together and hand the decision to each other (a row of the
actions list); each keeps their own Gold, Combat and ally
abilities. Guards protect only their own player."""),
]

GLOSSARY: list[tuple[str, str]] = [
    ("Health", "Your life: 50 to start (75 shared in a 2v2 team); at 0 you are out."),
    ("Gold", "Spent to acquire cards; the Gold Pool empties at the end of your turn."),
    ("Combat", "Spent to attack opponents and champions; lost at the end of your turn."),
    ("Market", "Five face-up cards to acquire; an acquired card is replaced from the "
               "Market Deck."),
    ("Market Deck", "The face-down stack that refills the Market."),
    ("Fire Gem", "An Item for 2 Gold, always on offer (key g): play for 2 Gold, or "
                 "sacrifice for 3 Combat."),
    ("Acquire", "Pay a card's cost in Gold; it goes to your discard pile, not into play."),
    ("Action", "A card type: its effect happens when played; discarded at the end of "
               "the turn."),
    ("Item", "A card type like an Action (Gold, Ruby, weapons, Fire Gems)."),
    ("Champion", "A card that stays in play until stunned or sacrificed; it has a "
                 "Defense."),
    ("Defense", "The damage a champion must take in one turn to be stunned."),
    ("Guard", "A champion that, while prepared, shields its player and that player's "
              "other champions from attacks and targeting."),
    ("Stun", "A stunned champion leaves play for its owner's discard pile."),
    ("Prepared", "A champion standing upright, its Expend ability ready."),
    ("Expend", "Turn a prepared champion sideways to use its Expend ability; it "
               "prepares at the end of its owner's turn."),
    ("Ally", "An ability that works while you have another card of its faction in "
             "play this turn; once per turn."),
    ("Sacrifice", "Put the card in the Sacrifice Pile, gone for good; a Sacrifice "
                  "ability happens only when you choose it."),
    ("Sacrifice Pile", "Where sacrificed cards go; they never come back."),
    ("Primary ability", "What an Action or Item does as soon as it is played."),
    ("Factions", "Guild (G, blue), Imperial (I, yellow), Necros (N, magenta) and "
                 "Wild (W, green); Ally abilities look for them. A - before a name: "
                 "no faction (every starting card, the Fire Gems)."),
    ("Personal deck", "Your own deck; you draw from it and shuffle your discard pile "
                      "into it when it runs out."),
    ("Discard pile", "Face up: acquired cards and played cards go here; anyone may "
                     "look at it."),
    ("Team", "In a 2v2 game: seats 1+2 against 3+4, one shared Health per team."),
    ("Hand over", "In a 2v2 game: give the decision to your teammate within the turn."),
]
