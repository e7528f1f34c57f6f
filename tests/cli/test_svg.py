"""`printkit svg` as a designer meets it: the list, exact sizes, layers, and one-line errors."""

from __future__ import annotations

import dataclasses
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from printkit.art.canvas import LAYERS, fmt
from printkit.art.palette import luminance
from printkit.art.parts.dice import DiceParams
from printkit.art.svg import svg_document
from printkit.components import all_components, find_any_component

SVG = "{http://www.w3.org/2000/svg}"
INKSCAPE = "{http://www.inkscape.org/namespaces/inkscape}"
# The shared parts and every game's board and pieces, in name order: adding a game adds
# them here by itself.
NAMES = sorted(["board", "box", "calibration", "checkers", "cube", "cup", "dice", "legend",
                "pins", "tokens",
                *(n for n in all_components() if n.endswith(("-board", "-pieces")))])
NASTY = '<Gamão & "Co\'s">'


def read_svg(path: Path) -> ET.Element:
    """Parse an exported SVG and check what every export promises: a size in mm equal to
    its viewBox, the four Inkscape layers in paint order, and no raster image."""
    root = ET.fromstring(path.read_bytes())
    assert root.tag == f"{SVG}svg"
    width, height = root.get("width", ""), root.get("height", "")
    assert width.endswith("mm") and height.endswith("mm")
    assert root.get("viewBox") == f"0 0 {width[:-2]} {height[:-2]}"
    layers = [g for g in root if g.get(f"{INKSCAPE}groupmode") == "layer"]
    assert [g.get("id") for g in layers] == list(LAYERS) == ["art", "text", "fold", "cut"]
    assert [g.get(f"{INKSCAPE}label") for g in layers] == list(LAYERS)
    assert not [e for e in root.iter() if e.tag.rpartition("}")[2] == "image"]
    return root


def labels(root: ET.Element) -> list[str]:
    """Return the original strings of the outlined texts."""
    return [e.get("aria-label", "") for e in root.iter() if "aria-label" in e.attrib]


def error_lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith("Error:")]


# -- the list ------------------------------------------------------------------


def _sections(output: str) -> dict[str, list[str]]:
    """Split `printkit svg --list` into each component's parameter lines."""
    sections: dict[str, list[str]] = {}
    lines: list[str] = []
    for line in output.splitlines():
        if line.startswith("  "):
            lines.append(line.strip())
        else:
            lines = sections[line.partition(":")[0]] = []
    return sections


def test_list_shows_every_component_with_each_parameter_default_and_unit(run) -> None:
    result = run("svg", "--list")
    assert result.exit_code == 0
    sections = _sections(result.output)
    assert list(sections) == NAMES == list(all_components())
    for name, lines in sections.items():
        fields = dataclasses.fields(find_any_component(name).params)
        assert len(lines) == len(fields), name
        for line, f in zip(lines, fields, strict=True):
            option, _, rest = line.partition(" ")
            assert option == f"--{f.name.replace('_', '-')}"
            unit = f.metadata.get("unit")
            default = f"default {f.default!r}" + (f" {unit}" if unit else "")
            assert rest.strip().startswith(default + ";"), line
    assert "--edge                   default 16.0 mm; a number of mm from 8 to 40" in (
        result.output)
    assert "--pip-style              default 'round'; one of round, square" in result.output


# -- exact size ----------------------------------------------------------------


def test_dice_with_an_edge_of_18_mm(run, tmp_path: Path) -> None:
    result = run("svg", "dice", "--edge", "18", "-o", "dice.svg")
    assert result.exit_code == 0, result.output
    params = DiceParams(edge=18.0)
    assert result.output == f"dice.svg: {params.width:g} x {params.height:g} mm\n"
    root = read_svg(tmp_path / "dice.svg")
    assert root.get("width") == f"{fmt(params.width)}mm"
    assert root.get("height") == f"{fmt(params.height)}mm"
    # Every face is a square of 18 mm: six per die, nothing left at the default 16.
    faces = [(e.get("width"), e.get("height")) for e in root.iter(f"{SVG}rect")]
    assert faces.count(("18", "18")) == 6 * params.count
    assert ("16", "16") not in faces


@pytest.mark.parametrize("edge", ["18mm", "18 mm", " 18mm "])
def test_values_may_carry_their_unit(run, tmp_path: Path, edge: str) -> None:
    assert run("svg", "dice", "--edge", "18", "-o", "plain.svg").exit_code == 0
    result = run("svg", "dice", "--edge", edge, "-o", "unit.svg")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "unit.svg").read_bytes() == (tmp_path / "plain.svg").read_bytes()


@pytest.mark.parametrize("name", NAMES)
def test_every_component_exports_layers_and_no_images(run, tmp_path: Path, name: str) -> None:
    result = run("svg", name, "-o", f"{name}.svg")
    assert result.exit_code == 0, result.output
    component = find_any_component(name)
    d = component.draw(component.defaults())
    assert result.output == f"{name}.svg: {d.width:g} x {d.height:g} mm\n"
    root = read_svg(tmp_path / f"{name}.svg")
    assert root.get("width") == f"{fmt(d.width)}mm"
    assert (tmp_path / f"{name}.svg").read_bytes() == svg_document(d).encode("utf-8")


# -- text --------------------------------------------------------------------------


def test_a_title_with_xml_special_characters_stays_exact(run, tmp_path: Path) -> None:
    title = '<Gamão & "Co">'
    result = run("svg", "box", "--title", title, "-o", "box.svg")
    assert result.exit_code == 0, result.output
    found = labels(read_svg(tmp_path / "box.svg"))
    assert found.count(title) == 5  # lid, front, both side walls and the floor beneath
    assert "Backgammon" not in found


def test_the_box_alone_is_no_game_s_box(run, tmp_path: Path) -> None:
    assert run("svg", "box", "-o", "box.svg").exit_code == 0
    found = " ".join(labels(read_svg(tmp_path / "box.svg")))
    assert "Backgammon" not in found and "players" not in found


def _text_parameters() -> list[tuple[str, str]]:
    return [(name, f.name.replace("_", "-"))
            for name, component in all_components().items()
            for f in dataclasses.fields(component.params)
            if isinstance(f.default, str) and not f.metadata.get("choices")
            # The key's styles are names it knows (test_legend checks), not printed words.
            and (name, f.name) != ("legend", "styles")]


@pytest.mark.parametrize(("name", "option"), _text_parameters())
def test_every_text_parameter_is_escaped_and_kept(run, tmp_path: Path, name: str,
                                                   option: str) -> None:
    # A glue tab prints its word only where it fits at 5 pt: a short one, every special kept.
    # The crop marks' label breaks in two lines where long: a short one, kept whole.
    nasty = "<&'\">" if option in ("glue-label", "crop-label") else NASTY
    # The key shows the crop marks only when asked to (a kit's key, where it cuts at them).
    shown = ["--styles", "cut crop valley mountain glue"] if name == "legend" else []
    result = run("svg", name, *shown, f"--{option}", nasty, "-o", "out.svg")
    assert result.exit_code == 0, result.output
    assert nasty in labels(read_svg(tmp_path / "out.svg"))


# -- errors --------------------------------------------------------------------


MM_8_TO_40 = "a number of mm from 8 to 40"


@pytest.mark.parametrize(("args", "message"), [
    (["dice", "--edge", "abc"], f"invalid value for edge 'abc': accepted {MM_8_TO_40}"),
    (["dice", "--edge", "3"], f"invalid value for edge '3': accepted {MM_8_TO_40}"),
    (["dice", "--edge", "nan"], f"invalid value for edge 'nan': accepted {MM_8_TO_40}"),
    (["dice", "--count", "2.5"],
     "invalid value for count '2.5': accepted a whole number from 1 to 6"),
    (["dice", "--pip-style", "star"],
     "invalid value for pip-style 'star': accepted one of round, square"),
    (["board", "--show-numbers", "maybe"],
     "invalid value for show-numbers 'maybe': accepted yes or no"),
    (["chess"], "unknown component 'chess': accepted " + ", ".join(NAMES)),
])
def test_bad_values_are_one_line_usage_errors_and_write_nothing(run, tmp_path: Path,
                                                                args: list[str],
                                                                message: str) -> None:
    result = run("svg", *args, "-o", "x.svg")
    assert result.exit_code == 2
    assert error_lines(result.output) == [f"Error: {message}"]
    assert "Traceback" not in result.output
    assert list(tmp_path.iterdir()) == []


def test_a_box_too_big_for_a_sheet_fails_in_one_line_and_writes_nothing(run, tmp_path) -> None:
    result = run("svg", "box", "--die-size", "20", "-o", "box.svg")
    assert result.exit_code == 1
    (line,) = result.output.strip().splitlines()
    assert line.startswith("Error: box module B is ") and "larger than" in line
    assert list(tmp_path.iterdir()) == []


def test_component_help_gives_each_default_once(run) -> None:
    result = run("svg", "dice", "--help")
    assert result.exit_code == 0
    text = " ".join(result.output.split())
    assert "(default 16.0)" in text and "(default 'round')" in text
    assert "[default:" not in text



# The boards framed in dark wood in the classic theme (Hex's rhombus is edged in its
# players' colours, the cut running on them).
DARK_FRAMED = ["board", "breakthrough-board", "nardy-board", "oware-board", "rastros-board",
               "snort-board", "traffic-lights-board"]


@pytest.mark.parametrize("name", DARK_FRAMED)
def test_a_boards_outer_cut_shows_on_its_dark_frame(run, tmp_path: Path, name: str) -> None:
    # A black hairline on the dark wood frame could not be seen: only the crop marks
    # guided the ruler (review s17 B, every square board). A pale band now runs under
    # the outer cut, as under the dark piece blocks' cuts; ink-saver's pale frame shows
    # the black cut by itself.
    for theme, banded in (("classic", True), ("ink-saver", False)):
        out = f"{name}-{theme}.svg"
        assert run("svg", name, "--theme", theme, "-o", out).exit_code == 0
        root = read_svg(tmp_path / out)
        layers = {g.get("id"): g for g in root if g.get(f"{INKSCAPE}groupmode") == "layer"}
        cuts = [_corners(e.get("d") or "") for e in layers["cut"].iter()
                 if (e.get("d") or "").endswith("Z")]
        bands = [e for e in layers["art"].iter() if e.get("class") == "cut-band"]
        assert cuts
        assert bool(bands) == banded, theme
        for band in bands:
            # Right under a closed cut, the board's edge, along some or all of it.
            assert any(_corners(band.get("d") or "") <= cut for cut in cuts)
            assert band.get("stroke-width") == "0.8"
            assert luminance(band.get("stroke", "")) > 0.6, band.get("stroke")


def _corners(d: str) -> set[tuple[float, float]]:
    """The points an SVG path's data names."""
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", d)]
    return set(zip(numbers[::2], numbers[1::2], strict=False))
