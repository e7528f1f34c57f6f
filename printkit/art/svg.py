"""A recorded drawing written out as an SVG document; the only module that uses svgwrite."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import svgwrite

from printkit.art import outlines
from printkit.art.canvas import LAYERS, Circle, Group, Paint, Path, Rect, Text, fmt

if TYPE_CHECKING:
    from printkit.art.canvas import Drawing, Shape

_INKSCAPE_NS = "http://www.inkscape.org/namespaces/inkscape"


def svg_document(drawing: Drawing) -> str:
    """The SVG of `drawing`, sized in mm with a matching viewBox, one Inkscape layer per
    layer, and its words as outline paths from the bundled fonts."""
    width, height = fmt(drawing.width), fmt(drawing.height)
    svg = svgwrite.Drawing(size=(f"{width}mm", f"{height}mm"), profile="full", debug=False)
    # Rounded like width and height, so the two always agree to the digit.
    svg.attribs["viewBox"] = f"0 0 {width} {height}"
    svg.attribs["xmlns:inkscape"] = _INKSCAPE_NS
    writer = _Writer(svg)
    for layer in LAYERS:
        group = svg.g(id=layer)
        group.attribs["inkscape:groupmode"] = "layer"
        group.attribs["inkscape:label"] = layer
        for shape in drawing.layers[layer]:
            group.add(writer.element(shape))
        svg.add(group)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + svg.tostring() + "\n"


class _Writer:
    """Turns recorded shapes into svgwrite elements."""

    def __init__(self, svg: Any) -> None:
        self.svg = svg

    def element(self, shape: Shape) -> Any:
        """The svgwrite element of one recorded shape."""
        svg = self.svg
        if isinstance(shape, Rect):
            attrs = _paint(shape.paint)
            if shape.rx:
                attrs["rx"] = fmt(shape.rx)
            return _styled(svg.rect((fmt(shape.x), fmt(shape.y)), (fmt(shape.w), fmt(shape.h)),
                                    **attrs), shape.paint)
        if isinstance(shape, Circle):
            return _styled(svg.circle((fmt(shape.cx), fmt(shape.cy)), fmt(shape.r),
                                      **_paint(shape.paint)), shape.paint)
        if isinstance(shape, Path):
            element = svg.path(d=shape.d, **_paint(shape.paint))
            if shape.paint.round_caps:
                element.attribs["stroke-linecap"] = "round"
            return _styled(element, shape.paint)
        if isinstance(shape, Text):
            return self._outline(shape)
        if isinstance(shape, Group):
            transform = f"translate({fmt(shape.x)},{fmt(shape.y)})"
            if shape.rotate:
                transform += f" rotate({shape.rotate})"
            group = svg.g(id=shape.ident, transform=transform)
            for child in shape.shapes:
                group.add(self.element(child))
            return group
        raise TypeError(f"cannot write {shape!r} as SVG")

    def _outline(self, t: Text) -> Any:
        """The words as one outline path, so every renderer (librsvg, Inkscape, browsers)
        shows the bundled font without it installed."""
        d, width = outlines.text_path(t.content, size=t.size, font=t.font)
        dx = {"start": 0.0, "middle": -width / 2, "end": -width}[t.anchor]
        element = self.svg.path(d=d, fill=t.fill)
        element.attribs["transform"] = _place(t) + f" translate({fmt(dx)},0)"
        element.attribs["aria-label"] = t.content
        return element


def _place(t: Text) -> str:
    place = f"translate({fmt(t.x)},{fmt(t.y)})"
    if t.rotate:
        place += f" rotate({fmt(t.rotate)})"
    return place


def _styled(element: Any, paint: Paint) -> Any:
    """Set the optional class and dash pattern on a fresh svgwrite element."""
    if paint.cls:
        element.attribs["class"] = paint.cls
    if paint.dash:
        element.attribs["stroke-dasharray"] = paint.dash
    return element


def _paint(paint: Paint) -> dict[str, str]:
    attrs = {"fill": paint.fill}
    if paint.stroke:
        attrs["stroke"] = paint.stroke
        attrs["stroke_width"] = fmt(paint.width)
    return attrs
