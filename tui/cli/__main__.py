"""``python -m tui.cli``: the ``herotable`` command (tests and the SSH wrapper use it)."""
import sys

from . import main

sys.exit(main())
