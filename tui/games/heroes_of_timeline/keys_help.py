"""The Heroes of Timeline screen's Keys page (``?``): its keys and the board's legend,
in a player's words, laid out to fit the help dialog (at most 74 columns)."""

KEYS_HELP = """\
Heroes of Timeline keys
  h / l     move the board cursor one hex west / east
  k / j     move the board cursor up / down a row
            The box beside the board shows the hero under the cursor with
            its six sides and their armor; the actions list jumps to the
            first action about that hex, so Enter applies it.
  Up/Down   move in the actions list      Enter  apply the highlighted one
            (the cursor goes to the hex it names; the box names the hex:
            "hex 46a", as the actions do)
  A         armor set-up: put the rest of the team's armor on as
            suggested (Superior armor on the front)
  e         highlight the action that ends or skips this step ("Done
            declaring", "does not attack", "stops", a pass); Enter does it
  space/p   pass, where a pass is legal (all your heroes have acted)
  i         inspect: every hero, team skill, the Key Tile, sectors, points
  ctrl+p    every legal action by name    L  the whole log
  s save now   ? this help   q quit (asks first; the game is saved)
  u         take back your last move (not past a card drawn or shown,
            a roll, or another player's choice)

Board: each hex is four characters; the board scrolls to keep the cursor
in view at 80x24. Walls: | between two hexes of a row, / and \\ on the
lines between rows (bold red). A hero: its initial (Player 1 upper case,
Player 2 lower case) and an arrow for its facing (with --ascii a keypad
digit: 6 east, 9 north-east, 7 north-west, 4 west, 1 south-west,
3 south-east). An empty hex shows its sector number (1-6), ** is the Key
Tile, :: a Deployment Zone.
Marks: [ ] the cursor, ( ) where the decision may put a hero, > < a
target, + + the ranged line, { } the hexes of the highlighted action (a
wall it would raise: between two { } hexes, in yellow); a . before a
hero: it has acted.
On a hex no action is about, the box beside the board says why not.
"""
