"""``python -m tui``: the same as the ``herotable`` command."""
import sys

from .cli import main

sys.exit(main())
