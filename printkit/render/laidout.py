"""What a text layout put where: a record per paragraph piece, heading and diagram, with
its page, column and lines, for the craft check of the rulebook's pages."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from printkit.art.canvas import Drawing, Group, Shape, Text
from printkit.units import PT_PER_MM


@dataclass(frozen=True)
class Laid:
    """One flowable as laid out: where it went and what it holds (heights in points)."""

    page: int
    frame: str  # the column's id, "col0", "col1"
    kind: str  # "paragraph", "heading" or "diagram"
    style: str  # the paragraph style's name ("body", "caption", "h1"...)
    lines: int
    top: float  # from the foot of the page
    bottom: float
    frame_top: float
    frame_bottom: float
    first: str = ""  # the first line's words
    last: str = ""  # the last line's words
    continued: bool = False  # a paragraph whose rest follows in the next column or page
    text_pt: float = 0.0  # a diagram's smallest printed character, in points
    text: str = ""  # ... and its words
    words: str = ""  # a paragraph's words, line after line


def laid(doc: Any, flowable: Any) -> Laid | None:
    """The record of `flowable`, just drawn by `doc` (a ReportLab doc template), if it is
    a paragraph or a diagram."""
    frame = doc.frame
    if frame is None:  # between pages (a page break's own call)
        return None
    # The frame's free space now starts below the flowable's space after it.
    bottom = float(frame._y) + float(flowable.getSpaceAfter())
    where = {"page": doc.page, "frame": str(frame.id), "bottom": bottom,
             "top": bottom + float(getattr(flowable, "height", 0.0)),
             "frame_top": float(frame._y2), "frame_bottom": float(frame._y1)}
    drawing = getattr(flowable, "drawing", None)
    if isinstance(drawing, Drawing):
        scale = float(getattr(flowable, "scale", 1.0))
        smallest = min(_texts(drawing), key=lambda t: t.size, default=None)
        return Laid(kind="diagram", style="diagram", lines=0, **where,
                    text_pt=smallest.size * scale * PT_PER_MM if smallest else 0.0,
                    text=smallest.content if smallest else "")
    para = getattr(flowable, "blPara", None)
    if para is None or not hasattr(flowable, "style"):
        return None
    lines = [_line_text(line) for line in para.lines]
    style = str(flowable.style.name)
    return Laid(kind="heading" if style.startswith("h") else "paragraph", style=style,
                lines=len(lines), **where, first=lines[0] if lines else "",
                last=lines[-1] if lines else "",
                continued=bool(getattr(flowable, "_splitpara", 0)), words=" ".join(lines))


def _line_text(line: Any) -> str:
    """The words of one laid-out line (a plain line is (space, words); a styled one has
    fragments)."""
    if isinstance(line, tuple):
        return " ".join(str(word) for word in line[1])
    return " ".join(str(getattr(frag, "text", frag)) for frag in line.words)


def _texts(drawing: Drawing) -> Iterator[Text]:
    for shapes in drawing.layers.values():
        yield from _group_texts(shapes)


def _group_texts(shapes: list[Shape] | tuple[Shape, ...]) -> Iterator[Text]:
    for shape in shapes:
        if isinstance(shape, Text):
            yield shape
        elif isinstance(shape, Group):
            yield from _group_texts(shape.shapes)
