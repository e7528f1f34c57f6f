"""`printkit build` and `printkit list`."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import click

from printkit.cli.options import (
    GAME_OR_ALL,
    OUTPUT,
    FiniteFloatRange,
    WholeRange,
    allow_incomplete_option,
    back_offset_option,
    duplex_option,
    game_languages,
    language_option,
    output_file,
    paper_option,
    theme_option,
)
from printkit.errors import BadValueError
from printkit.games import Game, all_games
from printkit.units import PAPERS, find_paper

if TYPE_CHECKING:
    from collections.abc import Iterable

    from printkit.builds import BuiltKit
    from printkit.context import KitOptions

# Start-up: `printkit --help` imports every command module (~62 ms in all), so what only a
# command needs is imported inside it: at the top, the kit builder (printkit.kit, ~185 ms),
# printkit.batch (~190 ms), printkit.translation (~130 ms), printkit.compendium (~115 ms),
# printkit.components and printkit.layout.sheet (~10 ms each) and printkit.languages (~2 ms)
# would add to every start.


@click.command()
@click.argument("game", type=GAME_OR_ALL)
@language_option(allow_all=True)
@paper_option
@duplex_option
@back_offset_option
@theme_option
@click.option("-o", "--output", type=OUTPUT,
              help="Output PDF (default build/<game>-<lang>-<paper>.pdf), or a folder "
                   "ending in '/'; with --lang all or GAME all, a folder.")
@click.option("--bleed", type=FiniteFloatRange(0, 5), default=None, metavar="MM",
              help="For print shops: extend the board's art MM past its cuts and grow each "
                   "sheet page by MM around its TrimBox (the paper), as its BleedBox.")
@click.option("--print-shop", is_flag=True,
              help="For a copy shop: 3 mm bleed (unless --bleed says otherwise), trim marks "
                   "outside the page, no home-printer margin.")
@click.option("--rulebook", type=click.Choice(["pages", "booklet"]), default="pages",
              show_default=True,
              help="The rulebook on full pages, or as a half-size booklet to fold and staple.")
@click.option("-j", "--jobs", type=WholeRange(1, 64), default=None,
              help="Parallel builds for GAME all (default: one per core).")
@click.option("--games", "games", default=None, metavar="LIST",
              help="For a compendium (classics): only these of its games, comma-separated, "
                   "e.g. hex,snort (default: all of them).")
@allow_incomplete_option
def build(game: Game | str, lang: str, paper: str, duplex: str, back_offset: tuple[float, float],
          theme: str, output: str | None, bleed: float | None, print_shop: bool,
          rulebook: str, jobs: int | None, games: str | None, allow_incomplete: bool) -> None:
    """Build the printable kit PDF of GAME.

    Prints the PDF's path, its page count and which pages to print on card
    and on plain paper. GAME 'all' builds every game in every language on
    every paper (or only the --lang and --paper you give), in parallel, and
    ends with a summary table.

    \b
    Examples:
      printkit build backgammon
      printkit build backgammon --lang pt-PT --paper letter -o kits/gamao.pdf
      printkit build backgammon --lang all
      printkit build all -o kits/
      printkit build backgammon --paper a3 --print-shop
      printkit build classics --games hex,snort
    """
    from printkit.builds import backs_path, build_kit, default_output
    from printkit.chapters import chosen_games
    from printkit.context import KitOptions
    from printkit.layout.sheet import find_duplex

    only_games = _games_asked(game, games)
    if jobs is not None and isinstance(game, Game):
        # A single game's kits are built one after another: -j would be silently ignored.
        raise click.BadParameter("parallel builds are for GAME all; one game's kits are "
                                 "built one after another", param_hint="-j")
    base = KitOptions(paper=find_paper(paper), duplex=find_duplex(duplex),
                      back_offset=back_offset, theme=theme, rulebook=rulebook, bleed=bleed,
                      print_shop=print_shop, allow_incomplete=allow_incomplete)
    context = click.get_current_context()
    if not isinstance(game, Game):  # 'all'
        if only_games:
            from printkit.chapters import compendiums

            raise BadValueError("game", "all", f"a compendium ({', '.join(compendiums())}) "
                                "with --games")
        # Every language and paper, unless the user named one.
        chosen = click.core.ParameterSource.COMMANDLINE
        only_lang = lang if context.get_parameter_source("lang") == chosen else "all"
        only_paper = paper if context.get_parameter_source("paper") == chosen else None
        _build_all(_folder(output) if output else Path("build"), base, jobs, only_lang,
                   only_paper)
        return
    languages = game_languages(game, lang)
    left = _left_out([game], languages, lang, allow_incomplete)
    # The Game goes down with the chapters this build holds.
    game = replace(game, chosen=chosen_games(game, only_games))
    for language in [tag for tag in languages if (game.name, tag) not in left]:
        _say_replaced(language)
        default = default_output(game, language, paper)
        if output is not None and lang == "all":
            target = _folder(output) / default.name
        else:
            target = output_file(output, default)
        built = build_kit(game, replace(base, language=language), target)
        _report(built, duplex)
        stale = backs_path(target)
        if built.backs is None and stale.exists():
            click.echo(f"  note: {stale} is left from an earlier manual-duplex build")


def _games_asked(game: Game | str, games: str | None) -> tuple[str, ...]:
    """The names --games lists; an empty list or entry (which would quietly mean every
    game, or be dropped) is refused with the games accepted."""
    if games is None:
        return ()
    names = tuple(name.strip() for name in games.split(","))
    if not all(names):
        from printkit.chapters import compendiums

        chapters = game.chapters if isinstance(game, Game) else ()
        accepted = (f"a comma-separated list of {', '.join(chapters)}" if chapters else
                    f"a comma-separated list of a compendium's games ({', '.join(compendiums())}"
                    " has them)")
        raise BadValueError("--games", games, accepted)
    return names


def _folder(output: str) -> Path:
    """-o where it names a folder (several kits): a name like a PDF's is a mistake."""
    if Path(output).suffix.lower() == ".pdf":
        raise click.BadParameter(f"{output!r} looks like a file, but several kits are built: "
                                 "give a folder", param_hint="-o")
    return Path(output)


def _say_replaced(tag: str) -> None:
    """A note when a PRINTKIT_DATA folder's language stands in for printkit's own."""
    from printkit.languages import replaced

    spoken = replaced(tag)
    if spoken is not None:
        click.echo(f"note: {tag} comes from {spoken.root} (PRINTKIT_DATA), in place of "
                   "printkit's own", err=True)


def _left_out(games: list[Game], tags: list[str], lang: str,
              allow_incomplete: bool) -> set[tuple[str, str]]:
    """The (game, language) pairs --lang all leaves out, each named: those whose catalogs
    are unfinished, unless --allow-incomplete."""
    if lang != "all" or allow_incomplete:
        return set()
    from printkit.translation import unfinished  # loads the validator: only for --lang all

    left = unfinished(games, tags)
    for name, tag in sorted(left):
        click.echo(f"note: {name} in {tag} is left out, its translation is unfinished "
                   f"(`printkit translate status {tag}`; --allow-incomplete builds it)")
    return left


def _plural(count: int, word: str) -> str:
    """`count` and `word`, with an s unless the count is one (the CLI speaks English)."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _pages(first: int, last: int) -> str:
    return f"page {first}" if first == last else f"pages {first}-{last}"


def _report(built: BuiltKit, duplex: str) -> None:
    """Say where the kit is and which pages to print on what, from the kit as built."""
    from printkit.render.kit_facts import KitFacts

    click.echo(f"{built.path}: {built.pages} pages")
    facts = built.facts
    assert isinstance(facts, KitFacts)
    if facts.calibration_page:
        click.echo(f"  print page {facts.calibration_page} first, on plain paper at 100 %, "
                   "and check its square measures 50 mm")
    two, one = facts.two_sided, facts.one_sided
    manual = facts.duplex == "manual"
    sides = "fronts here, backs in the backs file" if manual else f"both sides, {duplex}"
    if two:
        last = two[-1].front if manual else two[-1].back
        click.echo(f"  print {_pages(two[0].front, last or two[0].front)} on card "
                   f"({_plural(len(two), 'sheet')}, {sides})")
    if one:
        click.echo(f"  print {_pages(one[0].front, one[-1].front)} on card "
                   f"({_plural(len(one), 'sheet')}, one side only)")
    if facts.rulebook:
        click.echo(f"  print {_pages(*facts.rulebook)} on plain paper (the rulebook, "
                   f"{_plural(facts.paper_sheets, 'sheet')}, "
                   f"{sides if facts.rulebook_two_sided else 'one side only'})")
    if built.backs and built.back_ranges:
        (c1, c2), (r1, r2) = built.back_ranges
        card = f"{_pages(c1, c2)} on the card, " if c2 >= c1 else ""
        click.echo(f"  then turn each printed stack over on its long edge, feed it back "
                   f"in and print {built.backs}: {card}"
                   f"{_pages(r1, r2)} on the rulebook paper")
    if facts.screen_pages:
        click.echo("  page 1 is for the screen: do not print it")


def _build_all(folder: Path, base: KitOptions, jobs: int | None, lang: str,
               paper: str | None) -> None:
    """Build every kit with a progress bar, then print a table of files, pages and sizes."""
    from printkit.batch import jobs as all_jobs
    from printkit.batch import run_all

    batch = [job for job in all_jobs(folder, base)
             if lang in ("all", job.options.language)
             and paper in (None, job.options.paper.name)]
    left = _left_out(list(all_games().values()), sorted({job.options.language for job in batch}),
                     lang, base.allow_incomplete)
    batch = [job for job in batch if (job.game.name, job.options.language) not in left]
    built = []
    with click.progressbar(length=len(batch), label="Building kits") as bar:
        for kit in run_all(batch, jobs):
            built.append(kit)
            bar.update(1)
    width = max(len(str(kit.path)) for kit in built)
    click.echo(f"{'file':<{width}}  {'pages':>5}  {'card':>4}  {'paper':>5}  {'KB':>6}")
    for kit in sorted(built, key=lambda k: str(k.path)):
        size = kit.path.stat().st_size / 1000
        click.echo(f"{str(kit.path):<{width}}  {kit.pages:>5}  {kit.sheets:>4}  "
                   f"{kit.paper_sheets:>5}  {size:>6.0f}")
    total = sum(kit.path.stat().st_size for kit in built) / 1000
    click.echo(f"{len(built)} kits, {total:.0f} KB")


@click.command("list")
def list_command() -> None:
    """List the games, languages, paper sizes and components printkit knows.

    \b
    Example:
      printkit list
    """
    from printkit.components import all_components

    click.echo("Games:")
    for game in all_games().values():
        aliases = f" (also {', '.join(game.aliases)})" if game.aliases else ""
        click.echo(f"  {game.name:16} {game.title}{aliases}; {', '.join(game.languages)}")
        for variant in game.rule_sets if len(game.rule_sets) > 1 else ():
            click.echo(f"  {'':16}   engine --game {variant}")
    _list_languages(all_games().values())
    click.echo("Paper sizes:")
    for paper in PAPERS.values():
        click.echo(f"  {paper.name:12} {paper.width:g} x {paper.height:g} mm")
    click.echo("Components (printkit svg COMPONENT):")
    components = all_components()
    width = max(map(len, components))  # one column for the summaries, however long a name
    for component in components.values():
        click.echo(f"  {component.name:{width}} {component.summary}")


def _list_languages(games: Iterable[Game]) -> None:
    """Each language found and how much of each game's kit it translates."""
    from printkit.languages import languages, replaced
    from printkit.translation import game_count

    click.echo("Languages (locales/*/language.toml; `printkit translate status LANG`):")
    for tag, spoken in languages().items():
        where = f" (from {spoken.root}, in place of printkit's own)" if replaced(tag) else ""
        if spoken.source:
            click.echo(f"  {tag:12} {spoken.name} (the source language)")
            continue
        done = {game.name: game_count(game, tag).percent for game in games}
        unfinished = [f"{name} {percent}%" for name, percent in done.items() if percent < 100]
        finished = [name for name, percent in done.items() if percent == 100]
        state = "complete" if not unfinished else ", ".join(unfinished) + (
            f"; complete: {', '.join(finished)}" if finished else "")
        click.echo(f"  {tag:12} {spoken.name}: {state}{where}")
