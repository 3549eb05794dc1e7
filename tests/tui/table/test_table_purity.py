"""The table code a host runs imports no Textual (issue 40): a host is headless."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

TABLE = Path(__file__).resolve().parents[3] / "tui" / "table"


def test_no_module_of_tui_table_imports_textual_or_a_screen():
    for path in sorted(TABLE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [("." * node.level) + (node.module or "")]
            for name in names:
                assert not name.startswith(("textual", "rich")), f"{path.name} imports {name}"
                assert not name.startswith(("..screens", "..widgets", "..app", "..games")), \
                    f"{path.name} imports {name}"


def test_a_host_process_loads_no_textual():
    code = ("import sys, tui.table.host, tui.table.commands, tui.table.remote; "
            "print(any(m == 'textual' or m.startswith('textual.') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=TABLE.parents[1])
    assert out.stdout.strip() == "False"
