"""A drawing surface in millimetres that writes SVG; the only module that uses svgwrite."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextvars import ContextVar
from typing import Any

import svgwrite
from svgwrite.container import Group

from printkit.art import outlines
from printkit.errors import PrintkitError

Point = tuple[float, float]

# Paint order, bottom to top: artwork, then text, then the lines you cut and fold by.
LAYERS: tuple[str, ...] = ("art", "text", "fold", "cut")

INK = "#1a1a1a"
CUT_WIDTH = 0.25
FOLD_WIDTH = 0.25
# Print conventions: cut solid, valley fold dashed, mountain fold dash-dot.
VALLEY_DASH = "2,1.5"
MOUNTAIN_DASH = "3,1,0.6,1"
GLUE_TINT = "#dcdcdc"

_INKSCAPE_NS = "http://www.inkscape.org/namespaces/inkscape"


def fmt(value: float) -> str:
    """Format a length with at most three decimals, so SVG output is short and stable."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _path_data(points: Iterable[Point], *, closed: bool) -> str:
    """Path data through `points`; paths rather than <polygon> keep our number format."""
    d = "M" + " L".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
    return d + " Z" if closed else d


class Drawing:
    """An SVG drawing of exact size in millimetres, with the named layers in LAYERS."""

    def __init__(self, width: float, height: float, *, name: str = "drawing") -> None:
        self.width = width
        self.height = height
        self.name = name
        self._svg = svgwrite.Drawing(
            size=(f"{fmt(width)}mm", f"{fmt(height)}mm"), profile="full", debug=False
        )
        # Rounded like width and height, so the two always agree to the digit.
        self._svg.attribs["viewBox"] = f"0 0 {fmt(width)} {fmt(height)}"
        self._svg.attribs["xmlns:inkscape"] = _INKSCAPE_NS
        self._layers: dict[str, Group] = {}
        for layer in LAYERS:
            group = self._svg.g(id=layer)
            group.attribs["inkscape:groupmode"] = "layer"
            group.attribs["inkscape:label"] = layer
            self._layers[layer] = group
            self._svg.add(group)

    def layer(self, name: str) -> Group:
        """Return the group for layer `name`."""
        return self._layers[name]

    def _add(self, layer: str, element: Any) -> Any:
        self._layers[layer].add(element)
        return element

    # -- primitives ---------------------------------------------------------

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        fill: str = "none",
        stroke: str | None = None,
        stroke_width: float = 0.3,
        rx: float = 0.0,
        layer: str = "art",
        cls: str | None = None,
    ) -> None:
        """Draw an axis-aligned rectangle (`cls` names its kind, as an SVG class)."""
        attrs = _paint(fill, stroke, stroke_width)
        if rx:
            attrs["rx"] = fmt(rx)
        element = self._svg.rect((fmt(x), fmt(y)), (fmt(w), fmt(h)), **attrs)
        self._add(layer, _styled(element, cls=cls))

    def circle(
        self,
        cx: float,
        cy: float,
        r: float,
        *,
        fill: str = "none",
        stroke: str | None = None,
        stroke_width: float = 0.3,
        layer: str = "art",
        cls: str | None = None,
        dash: str | None = None,
    ) -> None:
        """Draw a circle, dashed if `dash` is an SVG dash pattern."""
        element = self._svg.circle((fmt(cx), fmt(cy)), fmt(r), **_paint(fill, stroke, stroke_width))
        self._add(layer, _styled(element, cls=cls, dash=dash))

    def polygon(
        self,
        points: Sequence[Point],
        *,
        fill: str = "none",
        stroke: str | None = None,
        stroke_width: float = 0.3,
        layer: str = "art",
        cls: str | None = None,
    ) -> None:
        """Draw a closed polygon."""
        self.path(_path_data(points, closed=True), fill=fill, stroke=stroke,
                  stroke_width=stroke_width, layer=layer, cls=cls)

    def polyline(
        self,
        points: Sequence[Point],
        *,
        stroke: str = INK,
        stroke_width: float = 0.3,
        dash: str | None = None,
        layer: str = "art",
        cls: str | None = None,
    ) -> None:
        """Draw an open line through `points`."""
        element = self._svg.path(d=_path_data(points, closed=False),
                                 **_paint("none", stroke, stroke_width))
        self._add(layer, _styled(element, cls=cls, dash=dash))

    def line(
        self,
        start: Point,
        end: Point,
        *,
        stroke: str = INK,
        stroke_width: float = 0.3,
        dash: str | None = None,
        layer: str = "art",
        cls: str | None = None,
    ) -> None:
        """Draw a straight segment."""
        self.polyline([start, end], stroke=stroke, stroke_width=stroke_width,
                      dash=dash, layer=layer, cls=cls)

    def path(
        self,
        d: str,
        *,
        fill: str = "none",
        stroke: str | None = None,
        stroke_width: float = 0.3,
        layer: str = "art",
        cls: str | None = None,
        round_caps: bool = False,
    ) -> None:
        """Draw an SVG path given as path data (`round_caps` rounds a stroke's ends)."""
        element = self._svg.path(d=d, **_paint(fill, stroke, stroke_width))
        if round_caps:
            element.attribs["stroke-linecap"] = "round"
        self._add(layer, _styled(element, cls=cls))

    def text(
        self,
        x: float,
        y: float,
        content: str,
        *,
        size: float,
        font: str = "sans",
        anchor: str = "start",
        fill: str = INK,
        rotate: float = 0.0,
        layer: str = "text",
    ) -> None:
        """Write `content` with its baseline at y; `size` is the em size in mm."""
        # Exported SVGs get outline paths, so every renderer (librsvg, Inkscape,
        # browsers) shows the bundled font without it installed; PDFs get live text.
        missing = outlines.has_glyphs(content, font)
        if missing:  # checked now, so the error points at the drawing, not at export
            raise PrintkitError(
                f"font {font!r} has no glyph for {missing!r} in text {content!r}")
        place = f"translate({fmt(x)},{fmt(y)})"
        if rotate:
            place += f" rotate({fmt(rotate)})"
        family, weight, style = FONT_FACES[font]
        live = self._svg.text(content, insert=(0, 0), fill=fill, font_family=family,
                              font_size=fmt(size), font_weight=weight, font_style=style,
                              text_anchor=anchor)
        live.attribs["transform"] = place
        outline = _Outline(self._svg, content, size, font, anchor, fill, place)
        self._add(layer, _Words(outline, live))

    # -- print conventions --------------------------------------------------

    def cut(self, points: Sequence[Point], *, closed: bool = True) -> None:
        """Draw a solid cut line along `points`."""
        if closed:
            self.polygon(points, stroke=INK, stroke_width=CUT_WIDTH, layer="cut")
        else:
            self.polyline(points, stroke=INK, stroke_width=CUT_WIDTH, layer="cut")

    def cut_circle(self, cx: float, cy: float, r: float) -> None:
        """Draw a circular cut line."""
        self.circle(cx, cy, r, stroke=INK, stroke_width=CUT_WIDTH, layer="cut")

    def fold(self, start: Point, end: Point, *, kind: str = "valley", stroke: str = INK) -> None:
        """Draw a fold line: 'valley' (dashed) or 'mountain' (dash-dot)."""
        dash = {"valley": VALLEY_DASH, "mountain": MOUNTAIN_DASH}[kind]
        self.line(start, end, stroke=stroke, stroke_width=FOLD_WIDTH, dash=dash, layer="fold",
                  cls=f"fold-{kind}")

    def glue(self, points: Sequence[Point], *, label: str = "glue", size: float = 2.2) -> None:
        """Tint a glue area and label it at its centre."""
        self.polygon(points, fill=GLUE_TINT, layer="art", cls="glue")
        cx = sum(p[0] for p in points) / len(points)
        cy = sum(p[1] for p in points) / len(points)
        if label:
            self.text(cx, cy + size * 0.35, label, size=size, anchor="middle", fill="#777777")

    # -- composition --------------------------------------------------------

    def place(
        self,
        part: Drawing,
        x: float,
        y: float,
        *,
        rotate: int = 0,
        ident: str | None = None,
    ) -> tuple[float, float]:
        """Draw `part` with its bounding box's top-left at (x, y), turned clockwise by
        `rotate` (0, 90, 180 or 270 degrees); return the placed (width, height)."""
        w, h = part.width, part.height
        if rotate == 0:
            transform = f"translate({fmt(x)},{fmt(y)})"
            size = (w, h)
        elif rotate == 90:
            transform = f"translate({fmt(x + h)},{fmt(y)}) rotate(90)"
            size = (h, w)
        elif rotate == 180:
            transform = f"translate({fmt(x + w)},{fmt(y + h)}) rotate(180)"
            size = (w, h)
        elif rotate == 270:
            transform = f"translate({fmt(x)},{fmt(y + w)}) rotate(270)"
            size = (h, w)
        else:
            raise ValueError(f"rotate must be 0, 90, 180 or 270, not {rotate}")
        base = ident or part.name
        for name in LAYERS:
            elements = part._layers[name].elements
            if not elements:
                continue
            group = self._svg.g(id=f"{base}-{name}", transform=transform)
            for element in elements:
                group.add(element)
            self._layers[name].add(group)
        return size

    def to_svg(self, *, text: str = "outlines") -> str:
        """Serialise the drawing as a standalone SVG document, its words drawn as
        `text="outlines"` (for any renderer) or as `"fonts"` (live text for cairo, which
        embeds the bundled fonts once instead of repeating every glyph's outline)."""
        token = _TEXT_AS.set(text)
        try:
            return '<?xml version="1.0" encoding="utf-8"?>\n' + self._svg.tostring() + "\n"
        finally:
            _TEXT_AS.reset(token)


# How to_svg writes words: as outline paths or as live text (set only while serialising).
_TEXT_AS: ContextVar[str] = ContextVar("text_as", default="outlines")

# Logical font -> (family, weight, style) as fontconfig knows the bundled files.
FONT_FACES: dict[str, tuple[str, str, str]] = {
    "serif": ("Gentium Book Plus", "normal", "normal"),
    "serif-italic": ("Gentium Book Plus", "normal", "italic"),
    "serif-bold": ("Gentium Book Plus", "bold", "normal"),
    "serif-bolditalic": ("Gentium Book Plus", "bold", "italic"),
    "sans": ("Lato", "normal", "normal"),
    "sans-bold": ("Lato", "bold", "normal"),
}


class _Outline:
    """A run of text as one outline path, traced from the font only when first written."""

    def __init__(self, svg: Any, content: str, size: float, font: str, anchor: str,
                 fill: str, place: str) -> None:
        self._args = (svg, content, size, font, anchor, fill, place)
        self._element: Any = None

    def element(self) -> Any:
        """The svgwrite path, made on first use (PDFs never need it)."""
        if self._element is None:
            svg, content, size, font, anchor, fill, place = self._args
            d, width = outlines.text_path(content, size=size, font=font)
            dx = {"start": 0.0, "middle": -width / 2, "end": -width}[anchor]
            self._element = svg.path(d=d, fill=fill)
            self._element.attribs["transform"] = place + f" translate({fmt(dx)},0)"
            self._element.attribs["aria-label"] = content
        return self._element


class _Words:
    """A run of text kept both as outlines and as live text; to_svg picks one."""

    elementname = "path"

    def __init__(self, outline: _Outline, live: Any) -> None:
        self.outline = outline
        self.live = live

    def get_xml(self) -> Any:
        """The outline path, or the live text while serialising with text="fonts"."""
        if _TEXT_AS.get() == "fonts":
            return self.live.get_xml()
        return self.outline.element().get_xml()


def _styled(element: Any, *, cls: str | None = None, dash: str | None = None) -> Any:
    """Set the optional class and dash pattern on a fresh svgwrite element."""
    if cls:
        element.attribs["class"] = cls
    if dash:
        element.attribs["stroke-dasharray"] = dash
    return element


def _paint(fill: str, stroke: str | None, stroke_width: float) -> dict[str, str]:
    attrs = {"fill": fill}
    if stroke:
        attrs["stroke"] = stroke
        attrs["stroke_width"] = fmt(stroke_width)
    return attrs
