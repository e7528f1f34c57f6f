"""Recorded drawings painted straight onto a ReportLab canvas, in vector form."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import FILL_NON_ZERO

from printkit.art.canvas import (
    LAYERS,
    Circle,
    Drawing,
    Group,
    Paint,
    Path,
    Rect,
    Shape,
    Text,
    dashes,
)
from printkit.render.text import FACES, register_fonts
from printkit.units import mm_to_pt

# SVG's default, which the exported SVGs rely on too: sharp corners are cut off
# beyond four times the line width.
MITER_LIMIT = 4


def draw(canvas: Any, drawing: Drawing, left: float, top: float, scale: float = 1.0) -> None:
    """Paint `drawing` on `canvas` with its top-left corner at (left, top) points."""
    register_fonts()
    canvas.saveState()
    canvas.translate(left, top)
    # One unit is a millimetre and y runs down the page, as in the drawing.
    unit = mm_to_pt(scale)
    canvas.scale(unit, -unit)
    canvas.setMiterLimit(MITER_LIMIT)
    for layer in LAYERS:
        _shapes(canvas, drawing.layers[layer])
    canvas.restoreState()


def _shapes(canvas: Any, shapes: Sequence[Shape]) -> None:
    for shape in shapes:
        if isinstance(shape, Text):
            _text(canvas, shape)
        elif isinstance(shape, Group):
            canvas.saveState()
            canvas.translate(shape.x, shape.y)
            if shape.rotate:
                canvas.rotate(shape.rotate)  # clockwise on the page, as y runs down
            _shapes(canvas, shape.shapes)
            canvas.restoreState()
        else:
            _figure(canvas, shape)


def _figure(canvas: Any, shape: Rect | Circle | Path) -> None:
    """Fill and stroke one rectangle, circle or path as its paint says."""
    paint = shape.paint
    fill = paint.fill != "none"
    # SVG draws no stroke of width 0, where PDF would draw the thinnest line it can.
    ink = paint.stroke if paint.stroke != "none" and paint.width > 0 else None
    stroke = ink is not None
    if not (fill or stroke):
        return
    canvas.saveState()
    if fill:
        canvas.setFillColor(colour(paint.fill))
    if ink is not None:
        _pen(canvas, ink, paint)
    if isinstance(shape, Rect):
        if shape.rx:
            canvas.roundRect(shape.x, shape.y, shape.w, shape.h, shape.rx, stroke, fill)
        else:
            canvas.rect(shape.x, shape.y, shape.w, shape.h, stroke, fill)
    elif isinstance(shape, Circle):
        canvas.circle(shape.cx, shape.cy, shape.r, stroke, fill)
    else:
        canvas.drawPath(_path(canvas, shape), stroke, fill, fillMode=FILL_NON_ZERO)
    canvas.restoreState()


def _pen(canvas: Any, ink: str, paint: Paint) -> None:
    """Set the stroke colour `ink`, and the width, dash pattern and line ends of `paint`."""
    canvas.setStrokeColor(colour(ink))
    canvas.setLineWidth(paint.width)
    if paint.dash:
        canvas.setDash(list(dashes(paint.dash)))
    if paint.round_caps:
        canvas.setLineCap(1)


def _path(canvas: Any, shape: Path) -> Any:
    """The ReportLab path of a recorded one; quadratic curves become cubic ones."""
    path = canvas.beginPath()
    here = start = (0.0, 0.0)
    for command, points in shape.segments:
        if command == "M":
            path.moveTo(*points[0])
            start = points[0]
        elif command == "L":
            path.lineTo(*points[0])
        elif command == "Q":
            (qx, qy), end = points
            # The cubic with control points two thirds of the way to the quadratic's.
            c1 = (here[0] + 2 / 3 * (qx - here[0]), here[1] + 2 / 3 * (qy - here[1]))
            c2 = (end[0] + 2 / 3 * (qx - end[0]), end[1] + 2 / 3 * (qy - end[1]))
            path.curveTo(*c1, *c2, *end)
        elif command == "C":
            path.curveTo(*points[0], *points[1], *points[2])
        else:
            path.close()
            here = start  # a closed subpath leaves the pen where it began
        if points:
            here = points[-1]
    return path


def _text(canvas: Any, t: Text) -> None:
    """Set a run of text in its bundled face, upright although the page's y runs down."""
    face = FACES[t.font]
    width = canvas.stringWidth(t.content, face, t.size)
    dx = {"start": 0.0, "middle": -width / 2, "end": -width}[t.anchor]
    canvas.saveState()
    canvas.translate(t.x, t.y)
    if t.rotate:
        canvas.rotate(t.rotate)
    canvas.scale(1, -1)
    canvas.setFillColor(colour(t.fill))
    canvas.setFont(face, t.size)
    canvas.drawString(dx, 0, t.content)
    canvas.restoreState()


@cache
def colour(value: str) -> Color:
    """The ReportLab colour of a drawing's colour, '#rrggbb' (checked when recorded)."""
    return HexColor(value)
