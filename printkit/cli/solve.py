"""`printkit engine solve`: who wins a position with best play, and the moves that keep it."""

from __future__ import annotations

import json

import click

from printkit.cli.engine import (
    PositionCommand,
    _game_position,
    _one_position,
    _rules,
    position_argument,
)
from printkit.errors import PrintkitError


@click.command(cls=PositionCommand)
@click.option("--game", "-g", metavar="GAME", required=True,
              help="A game without dice: breakthrough, snort, rastros, traffic-lights, hex or "
                   "oware (see `printkit list`).")
@position_argument
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="json: {side, value, winner, keeps, moves, nodes}.")
@click.option("--limit", type=click.IntRange(min=1), default=None, metavar="NODES",
              help="Positions to search at most before giving up (default 1,000,000).")
def solve(game: str, position: str | None, position_option: str | None, fmt: str,
          limit: int | None) -> None:
    """Solve POSITION: its value for the side to move (win, loss or draw) with best
    play by both sides, and the moves that keep that value.

    The search is exact (alpha-beta with a transposition table), never cut at a
    depth: a position with too many lines of play is refused, so solve endings,
    not openings. Oware's endless circling ends with the larger store winning.
    The rulebook claims best:, then:, keeps: and loses: are checked with it.

    \b
    Examples:
      printkit engine solve --game rastros "7/7/4x2/4xx1/4x2/2oxx2/3xx2 1"
        1 to move: win (1 wins)
        keeps: c1
      printkit engine solve --game snort --format json \\
        "dd1cc2c/1dd2dd1/1d1c1d2/dd1cc1c1/d2c1d1d/1c3d2/c1dd2cc/cc2cc2 c"
    """
    from printkit.games.solve import LIMIT, Solver

    rules = _rules(game)
    at = _game_position(rules, _one_position(position, position_option))
    try:
        solution = Solver(rules, limit or LIMIT).solve(at)
    except PrintkitError as exc:
        raise click.ClickException(str(exc)) from None
    if fmt == "json":
        click.echo(json.dumps({
            "side": solution.side, "value": solution.result, "winner": solution.winner,
            "keeps": list(solution.keeps),
            "moves": [{"move": move, "value": {1: "win", 0: "draw", -1: "loss"}[value]}
                      for move, value in solution.moves],
            "nodes": solution.nodes}, ensure_ascii=False))
        return
    won = "" if solution.winner == "draw" else f" ({solution.winner} wins)"
    click.echo(f"{solution.side} to move: {solution.result}{won}")
    if solution.moves:
        click.echo(f"keeps: {'; '.join(solution.keeps)}")
    else:
        click.echo("the game is over")
