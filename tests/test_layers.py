"""One way down the layers: no engine reaches art, layout, render or the CLI, and the
shared art reaches no game, at any depth, counting imports inside functions too."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import printkit
from printkit.games import all_games

SOURCE = Path(printkit.__file__).parent.parent


def _file(module: str) -> Path | None:
    """The source file of a printkit module, or None if `module` names no module."""
    base = SOURCE / module.replace(".", "/")
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def _runtime_nodes(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node but those under `if TYPE_CHECKING:`, which never run."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING"):
            continue
        yield node
        yield from _runtime_nodes(node)


def imports(module: str) -> set[str]:
    """The printkit modules that importing (and running) `module` may import directly,
    the packages above each included."""
    path = _file(module)
    assert path is not None, module
    found: set[str] = set()
    for node in _runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        else:
            continue
        for name in names:
            parts = name.split(".")
            found.update(".".join(parts[:i]) for i in range(1, len(parts) + 1)
                         if parts[0] == "printkit" and _file(".".join(parts[:i])))
    return found - {module}


def reach(start: str) -> dict[str, str]:
    """Every printkit module `start` reaches, each with the module that imports it."""
    seen = {start: start}
    todo = [start]
    while todo:
        current = todo.pop()
        for name in imports(current):
            if name not in seen:
                seen[name] = current
                todo.append(name)
    return seen


def _engine_modules() -> list[str]:
    """The module of every registered game's every engine."""
    found = set()
    for game in all_games().values():
        targets = game.engine.values() if isinstance(game.engine, dict) else [game.engine]
        found.update(target.partition(":")[0] for target in targets if target)
    return sorted(found)


def _art_modules() -> list[str]:
    return sorted(".".join(path.relative_to(SOURCE).with_suffix("").parts).removesuffix(
        ".__init__") for path in (SOURCE / "printkit" / "art").rglob("*.py"))


@pytest.mark.parametrize("engine", _engine_modules())
def test_an_engine_reaches_no_art_layout_render_or_cli(engine: str) -> None:
    above = ("printkit.art", "printkit.layout", "printkit.render", "printkit.cli")
    climbs = {name: by for name, by in reach(engine).items() if name.startswith(above)}
    assert climbs == {}, f"{engine} reaches (module: imported by) {climbs}"


def test_the_shared_art_reaches_no_game() -> None:
    for module in _art_modules():
        games = {name: by for name, by in reach(module).items()
                 if name.startswith("printkit.games")}
        assert games == {}, f"{module} reaches (module: imported by) {games}"


def test_the_layer_check_sees_imports_inside_functions() -> None:
    # compose.py imports art at module level; the box maker in manifest.py, in a function.
    assert "printkit.art.parts.box" in imports("printkit.games.manifest")
    assert "printkit.art.canvas" in imports("printkit.games.compose")
    assert "printkit.games" in reach("printkit.games.hex.engine")
