"""Workarounds for upstream bugs and limits, one module each, every one naming
its upstream cause and guarded by a test that notices when it is no longer needed
or comes back: ``key_order`` (keys handled out of order when many arrive in one
read), ``escape_keys`` (Esc followed at once by a key read as an Alt chord),
``gc_pacing`` (full collections inside a key press), ``styles_cache_leak``
(removed widgets' lines kept by a cache). The footer's own fixes live beside it,
in ``tui/widgets/footer.py``."""
