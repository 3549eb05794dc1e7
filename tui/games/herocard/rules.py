"""The HeroCard duel's Rules and Glossary pages for the help screen (``?``, then r / g).

Written in our own words from "HeroCard Core Rules" and "HeroCard Glossary"
(../shared/rules/orc-wars.txt); no sentence is the rulebook's. ``RULES`` is a
list of (heading, text) sections, ``GLOSSARY`` a list of (term, meaning)
pairs; ``DuelScreen`` gives them to the help screen and the command palette.
"""
from __future__ import annotations

RULES: list[tuple[str, str]] = [
    ("Goal",
     "Win Victory Points (VP) by attacking and getting past your opponent's "
     "blocks. Each successful attack gives exactly 1 VP, and at most one VP "
     "per turn. The first hero to reach the target wins: 3 VP with two "
     "players, 5 with three, 7 with four (the new-game form may change it). "
     "The header shows the target."),
    ("Your hero",
     "A hero has three Attribute Cards: Body (B), Mind (M) and a third one, "
     "Attribute X, named by the hero (Faith for the Paladin, Rage for the "
     "Orc King...). Each has a score: the points you may have tied up in "
     "that attribute at once. The board shows free/score for each."),
    ("Action Cards and their cost",
     "Every Action Card costs points of one attribute (\"3B\" = 3 Body). A "
     "card you play goes on that attribute's Attribute Stack and keeps its "
     "points tied up until you clear it. You can only play a card when "
     "enough points of its attribute are free."),
    ("Set-up",
     "Each player shuffles their hero's Action Deck and draws seven cards. "
     "A random player starts; play goes round the table."),
    ("A turn, phase by phase",
     "1 Discard: throw away any cards from your hand you don't want.\n"
     "2 Draw: draw up to three cards; a hand never holds more than seven. "
     "An empty deck is made again from your shuffled discard pile.\n"
     "3 Clear: take up to three cards off your Attribute Stacks, always the "
     "top card of a stack first; their points are free again.\n"
     "4 Action: play cards, attack, answer; then end your turn. Instead of "
     "the Action Phase you may Refresh (see below)."),
    ("Action types: fast, restricted, exclusive",
     "fast: any number, on anyone's turn, whenever you may answer.\n"
     "restricted (rest): any number, but only in your own Action Phase.\n"
     "exclusive (excl): only one per turn, and only in your own Action "
     "Phase. Most Base Attacks are exclusive."),
    ("Attacking",
     "In your Action Phase you may play one Base Attack (some cards allow "
     "more). It starts an Attack Sequence against an opponent. Attack Mods "
     "add to it; they need a Base Attack in the same sequence, played with "
     "it as a set or after it. Special Attacks do other things (make the "
     "target discard, waste, twist...)."),
    ("Blocking",
     "The attacked hero may answer with Base Blocks (as many as their free "
     "points allow; their values add up), Block Mods (which need a Base "
     "Block of theirs in the sequence) and Special Blocks."),
    ("The Attack Sequence",
     "After every card or set, the others may answer it, one by one, with "
     "a card or a pass; you never play twice without their answer in "
     "between. When they have all passed, the answer comes back to you: "
     "you may play more (a mod, a block, a Special card) or pass. The "
     "sequence ends only when everyone in it, the last one to play "
     "included, has passed since the last card; any card starts the round "
     "of answers again. So a defender whose Special Attack is answered by a "
     "pass may still block. Each pass shows in the log (\"Player 2 "
     "passes\"), the last one with \"the Attack Sequence ends\". Games "
     "begun before this rule (rules revision 1: see the game-over or "
     "herotable saves show) keep the old ending: the sequence ended as soon "
     "as the others passed after a card. Then the totals are compared: an "
     "attack higher than the block succeeds and wins 1 VP (one per turn); "
     "a block equal to or higher than the attack stops it. The Attack "
     "panel shows both sides' cards and the totals."),
    ("Sets",
     "Bases and mods of one side may be played together as a set (select "
     "them with the digits, then Enter): a Base Attack with Attack Mods, or "
     "Base Blocks with Block Mods. The other side cannot answer between the "
     "cards of a set. Special cards and other cards are always played "
     "alone."),
    ("Refresh",
     "At the start of your Action Phase, before playing anything, you may "
     "refresh: discard your whole hand and draw as many cards. That uses up "
     "your Action Phase: you play nothing this turn. Press r (it asks "
     "first)."),
    ("Passing with nothing to play",
     "With auto-pass on (a, on the help's Keys page) a seat whose only move "
     "is a pass passes at once, with no hand-off screen. The log then says "
     "\"passes (nothing to play)\": that tells everyone the seat had no "
     "card it could play there."),
    ("Ending the turn",
     "When you are done, End turn (Space or p, or the actions list). While "
     "you could still play a card the game asks once (turn the question off "
     "on the help's Keys page with e). The next player then starts with "
     "their Discard phase."),
    ("Card text wins",
     "When a card's text says something the rules don't, the card is "
     "right. Press i to read any card in full."),
]

GLOSSARY: list[tuple[str, str]] = [
    ("Action Card", "a card of your hero's deck; you play it by paying its cost."),
    ("Action Cost", "the points of one attribute a card ties up while it is in play."),
    ("Action Phase", "the fourth phase of a turn: play cards, attack, answer, end the turn."),
    ("Action type", "when a card may be played: fast, restricted or exclusive."),
    ("Active card", "a card played in the Attack Sequence under way."),
    ("Attack Mod", "an attack card that adds its value to the Base Attack of the same "
     "sequence; it never stands alone."),
    ("Attack Sequence", "one attack from its Base Attack until everyone in it, the last "
     "to play included, has passed since the last card, with every card played in it."),
    ("Attribute", "Body (B), Mind (M) or the hero's Attribute X; each has a score of points."),
    ("Attribute Stack", "the pile of your played cards of one attribute; their costs add up "
     "to the points tied up. The board shows its top card."),
    ("Attribute X", "the hero's third attribute, named by the hero (Faith, Rage...)."),
    ("Base Attack", "the card that starts an Attack Sequence; usually one per Action Phase."),
    ("Base Block", "a block card with a value; several may be added together."),
    ("Block Mod", "a block card that adds to your Base Block in the same sequence."),
    ("Clear", "move a card from an Attribute Stack to your discard pile, freeing its "
     "points. In the Clear phase up to three, top card first. A cleared card in the "
     "attack under way stops counting."),
    ("Convert", "change what a card in play does or is worth, as if its text had been "
     "rewritten."),
    ("Deploy", "put a card face down on its Attribute Stack: it ties up its points now "
     "and does nothing until you reveal and play it later."),
    ("Discard", "put a card from your hand on your discard pile."),
    ("exclusive", "one per turn, only in your own Action Phase (excl in the hand)."),
    ("fast", "as many as your free points pay for, on anyone's turn, whenever you may "
     "answer."),
    ("Free points", "an attribute's score minus the costs of the cards in its stack."),
    ("Purge", "cancel the last card played in the Attack Sequence as if it had never "
     "been played; a purged exclusive card does not use up the turn's exclusive."),
    ("Refresh", "instead of your Action Phase: discard your hand and draw as many cards."),
    ("restricted", "as many as your free points pay for, only in your own Action Phase "
     "(rest in the hand)."),
    ("Set", "Base and Mod cards of one side played together, with no answer between them."),
    ("Special Attack", "an attack card that helps an attack in another way than its value."),
    ("Special Block", "a block card that helps a block in another way than its value."),
    ("Successful attack", "an attack whose total is higher than the block against it: "
     "1 Victory Point, at most one per turn."),
    ("Twist", "turn a card sideways: it is under a lasting effect (a twisted card of an "
     "opponent cannot be cleared) until it unwinds."),
    ("Unwind", "turn a twisted card back: its lasting effect ends."),
    ("Variable value", "a value that depends on the table (~ in the hand, with its value "
     "now)."),
    ("Victory Points", "VP: one for each successful attack, at most one per turn; the "
     "target (3 with two players) wins."),
    ("Waste", "make a player put a card from their hand on its stack with no effect: it "
     "ties up points and does nothing; one who cannot pay for it discards it."),
]
