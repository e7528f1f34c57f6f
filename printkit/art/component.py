"""Art components: a parameter dataclass declared once, a pure draw function, a registry."""

from __future__ import annotations

import dataclasses
import importlib
import math
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from printkit.art.canvas import Drawing
from printkit.errors import BadValueError

# Modules that define components, imported only when a component is needed so
# that `printkit --help` stays fast.
COMPONENT_MODULES: tuple[str, ...] = (
    "printkit.art.parts.checkers",
    "printkit.art.parts.dice",
    "printkit.art.parts.cube",
    "printkit.art.parts.pins",
    "printkit.art.parts.cup",
    "printkit.art.parts.box",
    "printkit.art.parts.legend",
    "printkit.art.parts.calibration",
    "printkit.art.parts.tokens",
)


def param(
    default: Any,
    help: str,
    *,
    unit: str = "",
    low: float | None = None,
    high: float | None = None,
    choices: tuple[str, ...] | None = None,
) -> Any:
    """Declare a component parameter with its help, unit and accepted range."""
    meta = {"help": help, "unit": unit, "low": low, "high": high, "choices": choices}
    return field(default=default, metadata=meta)


@dataclass(frozen=True)
class Component:
    """A drawable part: its name, a one-line summary, its parameters and its draw function."""

    name: str
    summary: str
    params: type
    draw: Callable[[Any], Drawing]

    def defaults(self) -> Any:
        """Return the parameter dataclass with every default."""
        return self.params()

    def make(self, values: Mapping[str, str] | None = None) -> Any:
        """Return parameters from text values (as typed on the command line), checked."""
        known = {f.name: f for f in dataclasses.fields(self.params)}
        kwargs: dict[str, Any] = {}
        for key, text in (values or {}).items():
            name = key.replace("-", "_")
            if name not in known:
                accepted = ", ".join(f.name.replace("_", "-") for f in known.values())
                raise BadValueError(f"parameter for {self.name}", key, accepted)
            kwargs[name] = convert(known[name], text)
        return self.params(**kwargs)


def describe(f: dataclasses.Field[Any]) -> str:
    """Say in words what values parameter `f` accepts."""
    meta = f.metadata
    if meta.get("choices"):
        return "one of " + ", ".join(meta["choices"])
    kind = type(f.default)
    if kind is bool:
        return "yes or no"
    if kind in (int, float):
        what = "a whole number" if kind is int else "a number"
        if meta.get("unit"):
            what += f" of {meta['unit']}"
        low, high = meta.get("low"), meta.get("high")
        if low is not None and high is not None:
            what += f" from {low:g} to {high:g}"
        return what
    return "text"


def convert(f: dataclasses.Field[Any], text: str) -> Any:
    """Turn command-line text into the type of parameter `f`, or raise BadValueError."""
    meta = f.metadata
    label = f"value for {f.name.replace('_', '-')}"
    kind = type(f.default)
    if meta.get("choices"):
        if text not in meta["choices"]:
            raise BadValueError(label, text, describe(f))
        return text
    if kind is bool:
        lowered = text.strip().lower()
        if lowered in ("yes", "true", "1", "on"):
            return True
        if lowered in ("no", "false", "0", "off"):
            return False
        raise BadValueError(label, text, describe(f))
    if kind in (int, float):
        unit = meta.get("unit") or ""
        stripped = text.strip()
        if unit and stripped.endswith(unit):
            stripped = stripped[: -len(unit)].strip()
        number: type[int] | type[float] = int if kind is int else float
        try:
            value = number(stripped)
        except ValueError:
            raise BadValueError(label, text, describe(f)) from None
        low, high = meta.get("low"), meta.get("high")
        # nan passes every comparison with a bound, so refuse non-finite numbers outright.
        if (not math.isfinite(value) or (low is not None and value < low)
                or (high is not None and value > high)):
            raise BadValueError(label, text, describe(f))
        return value
    if any(unicodedata.category(char) in _NOT_TEXT for char in text):
        raise BadValueError(label, text, "text on one line, without control characters")
    if len(text) > MAX_TEXT:
        raise BadValueError(label, text, f"text of at most {MAX_TEXT} characters")
    return text


# A label, a title or a note is printed on a part: longer text cannot fit and only
# makes files no renderer will open.
MAX_TEXT = 200


# Control characters (XML 1.0 forbids most of them), lone surrogates, line and
# paragraph separators: none can be drawn, and some would make the SVG ill-formed.
_NOT_TEXT = frozenset({"Cc", "Cs", "Zl", "Zp"})


_REGISTRY: dict[str, Component] = {}


def register(component: Component) -> Component:
    """Add `component` to the registry (called at import of its module)."""
    _REGISTRY[component.name] = component
    return component


def components(modules: Iterable[str] = ()) -> dict[str, Component]:
    """Return every registered component by name, after importing the shared parts and
    `modules` (the games' own components)."""
    for module in (*COMPONENT_MODULES, *modules):
        importlib.import_module(module)
    return dict(sorted(_REGISTRY.items()))


def find_component(name: str, modules: Iterable[str] = ()) -> Component:
    """Return the component called `name` or raise BadValueError naming the accepted ones."""
    registry = components(modules)
    try:
        return registry[name]
    except KeyError:
        raise BadValueError("component", name, ", ".join(registry)) from None
