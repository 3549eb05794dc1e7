"""The HeroCard duel's Keys help page (its screen's ``KEYS_HELP``), in our words."""

KEYS_HELP = """\
Game screen keys
  1-9       select / unselect hand card 1-9
  Enter     use the selected cards (play, discard, deploy, choose);
            with nothing selected, apply the highlighted action
  Up/Down   move in the actions list (draw, clear, end turn, ...)
  Space, p  pass, or end your turn (may ask while a card is playable)
  r         refresh your hand (skips your actions; asks first)
  i         inspect: every card on the table in full (Left/Right)
  Esc       unselect      ctrl+p  every legal action, by name
  s         save now      a  auto-pass on/off
  L         the whole log (read back what happened)
  ?         this help     q  quit (asks first; the game is saved)
  u         take back your last move (not past a card drawn or shown,
            a roll, or another player's choice)

Hand: [x] selected, * playable now; name, kind, cost and attribute
(B, M, X), value (~ variable: its value now), type (fast, rest =
restricted, excl = exclusive). A selected card's text shows at right.
Board: free/total points per attribute, the top card of each stack
and (in brackets) how many cards the stack holds.

Pass-and-play: when another player must decide (the defender during
an attack, too), a hand-off screen hides the hands until that player
presses Enter. Auto-pass: when passing is all you can do, the game
passes for you, without a hand-off.

Orc Wars campaign: o on the title screen (or herotable campaign).
Each player's experience level as the Orc, per scenario, sets the
dirty tricks (First time 3, Novice 2, Trained 1, Expert and True Orc
0); ? on the campaign screen gives the exact definitions.
"""
