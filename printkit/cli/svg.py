"""`printkit svg COMPONENT`: export an art component as SVG, options made from its parameters."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import click

from printkit.cli.options import OUTPUT_SVG, output_file
from printkit.errors import BadValueError, shown

# Start-up: `printkit --help` imports every command module (~62 ms in all), so what only a
# command needs is imported inside it: at the top, the SVG writer (printkit.art.svg, ~43 ms),
# the components (printkit.components and printkit.art.component, ~10 ms) and printkit.output
# (~5 ms) would add to every start.


def _component_command(name: str) -> click.Command:
    """Build the subcommand for component `name`, one option per declared parameter."""
    from printkit.art.component import describe
    from printkit.components import find_any_component

    component = find_any_component(name)

    def run(output: str, **values: Any) -> None:
        from printkit.art.svg import svg_document
        from printkit.output import atomic_write

        given = {key: str(value) for key, value in values.items() if value is not None}
        for field in dataclasses.fields(component.params):
            # Numbers (with a unit, "18mm") in ASCII digits only: the parameters' own parsing
            # (float()) would also read "１６" and "1_6" as 16.
            number = isinstance(field.default, int | float) and not isinstance(field.default, bool)
            text = given.get(field.name, "")
            if number and ("_" in text or any(c.isdigit() and not c.isascii() for c in text)):
                raise click.UsageError(f"invalid value for {field.name} "
                                       f"{shown(given[field.name])}: accepted {describe(field)}")
        try:
            params = component.make(given)
        except BadValueError as exc:
            raise click.UsageError(str(exc)) from None
        drawing = component.draw(params)
        target = output_file(output, Path(f"{name}.svg"))
        atomic_write(target, svg_document(drawing).encode("utf-8"))
        click.echo(f"{target}: {drawing.width:g} x {drawing.height:g} mm")

    params: list[click.Parameter] = [
        click.Option(["-o", "--output"], type=OUTPUT_SVG, required=True,
                     help=f"The SVG file to write (a folder ending in '/': {name}.svg in it).")
    ]
    for field in dataclasses.fields(component.params):
        unit = f" [{field.metadata['unit']}]" if field.metadata.get("unit") else ""
        names = [f"--{field.name.replace('_', '-')}"]
        if field.name == "palette":
            names.append("--theme")  # the name build and rules use for the same choice
        params.append(click.Option(
            [*names, field.name], type=str, default=None,
            help=f"{field.metadata.get('help', '')}{unit}; {describe(field)} "
                 f"(default {field.default!r})",
        ))
    return click.Command(
        name, callback=run, params=params, short_help=component.summary,
        help=f"{component.summary}.\n\n\b\nExample:\n  printkit svg {name} -o {name}.svg",
    )


class ComponentGroup(click.Group):
    """Subcommands made on demand from the component registry."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        from printkit.components import all_components

        return list(all_components())

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        from printkit.components import all_components

        if cmd_name not in all_components():
            return None
        return _component_command(cmd_name)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        from printkit.components import all_components

        name = args[0] if args else ""
        if name and not name.startswith("-") and name not in all_components():
            raise click.UsageError(
                f"unknown component {name!r}: accepted {', '.join(all_components())}", ctx
            )
        return super().resolve_command(ctx, args)


@click.group(cls=ComponentGroup, invoke_without_command=True)
@click.option("--list", "show_list", is_flag=True,
              help="List the components and their parameters with defaults and units.")
@click.pass_context
def svg(ctx: click.Context, show_list: bool) -> None:
    """Export an art component as an SVG at exact size (millimeters).

    Each component takes its parameters as options; see `printkit svg --list`.

    \b
    Examples:
      printkit svg --list
      printkit svg dice --edge 18 -o dice.svg
      printkit svg board --match-length 7 -o board.svg
    """
    if ctx.invoked_subcommand is not None:
        return
    if not show_list:
        click.echo(ctx.get_help())
        return
    from printkit.art.component import describe
    from printkit.components import all_components

    for component in all_components().values():
        click.echo(f"{component.name}: {component.summary}")
        for field in dataclasses.fields(component.params):
            unit = f" {field.metadata['unit']}" if field.metadata.get("unit") else ""
            click.echo(f"  --{field.name.replace('_', '-'):22} default {field.default!r}{unit}; "
                       f"{describe(field)}")
