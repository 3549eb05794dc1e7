"""herotable in a browser: ``herotable serve`` on textual-serve (the ``web`` extra).

``server.py`` the web server, ``guest_process.py`` one tab's herotable process,
``visitors.py`` visitor ids, page tokens and save folders, ``command.py`` the
command line. Nothing here is imported unless ``serve`` runs.
"""
