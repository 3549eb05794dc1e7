"""The herotable version, written in this one place.

``pyproject.toml`` reads it (``[tool.setuptools.dynamic]``), and every save
records it (``saves.format.engine_version``). A plain constant because
``importlib.metadata``, the other way to learn it, costs a start of the app
about 10 ms of imports and a scan of the installed distributions (issue 11).
"""

VERSION = "0.1.0"
