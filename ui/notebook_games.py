"""The games of the Notizbuch: saved from Spielen or imported as ISS records (``.sgf``).

Each game opens again (hands, auction, tricks, a replay trick by trick; the review of a finished
one, with its decisions to play again; an unfinished one plays on in the sandbox), keeps a note,
downloads as an ISS record and is deleted after one confirmation. The whole notebook downloads
as one file; a file of records uploads into it: the good records are added, each damaged one is
named with its line and reason, and a record already in the notebook is not added twice.
"""

from __future__ import annotations

import bz2
import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

import streamlit as st

from coach.advice import puzzles_of
from coach.play import TableFormatError, judgements_from_text
from coach.records import (
    Position,
    ReadGame,
    RecordProblem,
    learner_seat,
    parse_records,
    read_games,
    records_file,
    shorten_note,
    with_note,
)
from coach.rules import Reason
from ui.dropzone import dropzone_rules
from ui.game_view import game_view
from ui.note_editor import note_editor
from ui.plain import plain
from ui.position_links import position_links
from ui.puzzle_store import puzzles_of_store
from ui.review_view import review_section
from ui.safe_write import guarded
from ui.session import PageContext, context
from ui.store import MAX_NOTE_LENGTH, SavedGame, Store
from words import record_problem

MAX_IMPORT_BYTES = 20_000_000  # about 20,000 records
MAX_IMPORT_GAMES = 5_000  # replayed per upload: a few seconds of work
UPLOAD_LIMIT_MB = 50  # larger files Streamlit itself refuses
PAGE = 20  # games shown at once
REPORT = "games_import_report"
SHOWN = "games_shown"
OPEN = "games_open"  # the id of the game opened in full


class UploadError(ValueError):
    """An upload that is no file of ISS records; `key` names the learner's message."""

    def __init__(self, key: str, **facts: object) -> None:
        super().__init__(key)
        self.key = key
        self.facts = facts


@dataclass(frozen=True, slots=True)
class ImportReport:
    """What an upload did: games added, games already kept, the records that were damaged."""

    name: str
    added: int
    already: int
    problems: tuple[RecordProblem, ...]
    error: UploadError | None = None
    shortened: tuple[RecordProblem, ...] = ()  # imported with the comment cut to the limit


def upload_text(name: str, data: bytes) -> str:
    """The text of an uploaded record file (``.bz2`` decompressed); `UploadError` when it is too
    large or not text."""
    if name.endswith(".bz2"):
        try:
            data = bz2.BZ2Decompressor().decompress(data, max_length=MAX_IMPORT_BYTES + 1)
        except (OSError, ValueError):
            raise UploadError("games.upload_not_text", name=name) from None
    if len(data) > MAX_IMPORT_BYTES:
        raise UploadError("games.upload_too_large", name=name, limit=MAX_IMPORT_BYTES // 1_000_000)
    if b"\x00" in data:
        raise UploadError("games.upload_not_text", name=name)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UploadError("games.upload_not_text", name=name) from None
    if "(;" not in text:
        raise UploadError("games.upload_no_record", name=name)
    return text


def import_file(store: Store, learner_id: int, name: str, data: bytes) -> ImportReport:
    """Read an uploaded file and add its good records to the learner's notebook."""
    try:
        text = upload_text(name, data)
    except UploadError as error:
        return ImportReport(name, 0, 0, (), error)
    games, problems = read_games(text, max_games=MAX_IMPORT_GAMES)
    shortened = tuple(
        RecordProblem(
            Reason.of("games.note_cut", length=len(game.note)), game.record.line, game.record.id
        )
        for game in games
        if len(game.note) > MAX_NOTE_LENGTH
    )
    fitted = [shorten_note(game, MAX_NOTE_LENGTH) for game in games]
    added = store.import_games(learner_id, [(g.title, g.text, g.note) for g in fitted])
    return ImportReport(name, len(added.added), added.already, tuple(problems), None, shortened)


@guarded
def _on_upload() -> None:
    upload = st.session_state.get("games_upload")
    if upload is None:
        return
    ctx = context()
    st.session_state[REPORT] = import_file(
        ctx.store, ctx.learner.id, upload.name, upload.getvalue()
    )


def _problem_line(ctx: PageContext, problem: RecordProblem) -> str:
    """One damaged (or shortened) record as an item of a list: where it is and why."""
    return f"- {plain(record_problem(problem, ctx.lang))}"


def import_section(ctx: PageContext) -> None:
    """The upload of ISS records and what it did."""
    limit = ctx.t("games.upload_limit", limit=MAX_IMPORT_BYTES // 1_000_000)
    st.html(f"<style>{dropzone_rules(limit, ctx.t('games.upload_button'))}</style>")
    st.file_uploader(  # any file: a wrong one gets our own message, not Streamlit's
        ctx.t("games.upload"),
        key="games_upload",
        on_change=_on_upload,
        help=ctx.t("games.upload_help"),
        max_upload_size=UPLOAD_LIMIT_MB,
    )
    report = st.session_state.get(REPORT)
    if not isinstance(report, ImportReport):
        return
    if report.error is not None:
        facts = {name: plain(value) for name, value in report.error.facts.items()}
        st.error(ctx.t(report.error.key, **facts), icon=":material/error:")
        return
    st.success(
        ctx.t(
            "games.imported", name=plain(report.name), added=report.added, already=report.already
        ),
        icon=":material/upload_file:",
    )
    if report.shortened:
        st.warning(
            ctx.t("games.notes_shortened", count=len(report.shortened), limit=MAX_NOTE_LENGTH)
            + "\n"
            + "\n".join(_problem_line(ctx, p) for p in report.shortened),
            icon=":material/content_cut:",
        )
    if report.problems:
        st.error(
            ctx.t("games.damaged_records", count=len(report.problems))
            + "\n"
            + "\n".join(_problem_line(ctx, p) for p in report.problems),
            icon=":material/error:",
        )


def _saved(game: SavedGame) -> ReadGame | None:
    games, problems = read_games(game.record)
    return games[0] if len(games) == 1 and not problems else None


def export_text(games: list[SavedGame]) -> Callable[[], str]:
    """The download of `games` as one ``.sgf`` file (written when the button is clicked)."""

    def text() -> str:
        return records_file(_with_note(game) for game in games)

    return text


def _with_note(game: SavedGame) -> str:
    """The game's record carrying its current note (a damaged record as it is: nothing lost)."""
    try:
        (record,) = parse_records(game.record)
    except ValueError:
        return game.record
    return with_note(record.properties, game.note)


def _toggle(game_id: int) -> None:
    st.session_state[OPEN] = None if st.session_state.get(OPEN) == game_id else game_id


def _more() -> None:
    st.session_state[SHOWN] = int(st.session_state.get(SHOWN, PAGE)) + PAGE


def _review(ctx: PageContext, read: ReadGame, key: str) -> None:
    """The post-game review (`ui.review_view`) from the learner's seat, else the declarer's, with
    the judgements the record carries (those of the table: the same grades and costs)."""
    seat = review_seat(read, ctx.learner.name)
    if seat is None:
        return
    try:
        judged = judgements_from_text(read.judgements) if read.judgements else {}
    except TableFormatError:
        judged = {}  # unreadable: judged again, with the same seeds
    own = {ply: judgement for ply, judgement in judged.items() if judgement.seat == seat}
    found = review_section(
        ctx, read.state, seat, _names(read), key=key, actors=read.actors, judgements=own
    )
    if found is not None and seat == learner_seat(read.record, ctx.learner.name):
        verdicts = [(decision.ply, decision.verdict) for decision in found.decisions]
        game = hashlib.sha1(repr((read.state.deal, read.state.history)).encode()).hexdigest()
        mistakes = puzzles_of(read.state, verdicts, f"record-{game[:16]}")
        puzzles_of_store(ctx.store.engine).keep(ctx.learner.id, mistakes)


def _names(read: ReadGame) -> tuple[str, str, str]:
    """The record's player names, escaped for Markdown (a record's text is never markup)."""
    first, second, third = (plain(name) for name in read.record.players)
    return first, second, third


def game_card(
    ctx: PageContext,
    game: SavedGame,
    when: Callable[[datetime], str],
    delete_buttons: Callable[[PageContext, str, int], None],
) -> None:
    """One saved game: title, players, note; opened: the whole game and its replay."""
    with st.container(border=True, key=f"game_{game.id}"):
        st.text(game.title)  # the learner's own words or a record's names: plain text
        st.caption(ctx.t("notebook.saved_at", when=when(game.created_at)))
        read = _saved(game)
        if read is None:
            problems = read_games(game.record)[1]
            problem = (
                record_problem(problems[0], ctx.lang) if problems else ctx.t("games.not_one_record")
            )
            damage = plain(f"{game.title!r}: {problem}")
            st.warning(ctx.t("notebook.game_damaged", problem=damage))
        else:
            players = ", ".join(read.record.players)
            moves = len(read.state.history)
            st.text(ctx.t("notebook.game_players", players=players, moves=moves))
            with st.container(horizontal=True):
                shown = st.session_state.get(OPEN) == game.id
                st.button(
                    ctx.t("games.close") if shown else ctx.t("games.open"),
                    key=f"game_open_{game.id}",
                    icon=":material/visibility:",
                    on_click=_toggle,
                    args=(game.id,),
                )
                st.download_button(
                    ctx.t("games.download_one"),
                    export_text([game]),
                    file_name=f"kiebitz-game-{game.id}.sgf",
                    mime="application/x-go-sgf",
                    key=f"game_download_{game.id}",
                    icon=":material/download:",
                    on_click="ignore",
                )
            if st.session_state.get(OPEN) == game.id:
                names = _names(read)
                seat = learner_seat(read.record, ctx.learner.name)
                game_view(ctx, read.state, names, key=f"game_view_{game.id}", learner=seat)
                if read.state.is_over:
                    _review(ctx, read, f"game_review_{game.id}")
                else:  # cut off (saved mid-game, an aborted record): play on from where it stopped
                    position_links(ctx, Position.of_state(read.state), f"game_try_{game.id}")
        note_editor(ctx, "game_", game.id, game.note, ctx.store.set_game_note)
        delete_buttons(ctx, "game", game.id)


def games_section(
    ctx: PageContext,
    when: Callable[[datetime], str],
    delete_buttons: Callable[[PageContext, str, int], None],
) -> None:
    """The notebook's games: import, download all, and the newest games (more on request)."""
    st.subheader(ctx.t("notebook.games"))
    games = ctx.store.games(ctx.learner.id)
    import_section(ctx)
    if not games:
        st.caption(ctx.t("games.empty"))
        return
    st.download_button(
        ctx.t("games.download_all", count=len(games)),
        export_text(games),
        file_name="kiebitz-notebook.sgf",
        mime="application/x-go-sgf",
        key="games_download_all",
        icon=":material/download:",
        on_click="ignore",
    )
    shown = int(st.session_state.get(SHOWN, PAGE))
    for game in games[:shown]:
        game_card(ctx, game, when, delete_buttons)
    if len(games) > shown:
        st.button(
            ctx.t("games.more", shown=shown, count=len(games)), key="games_more", on_click=_more
        )


def review_seat(read: ReadGame, name: str) -> int | None:
    """The seat a review looks from: the learner's own, else the declarer's."""
    seat = learner_seat(read.record, name)
    return read.state.declarer if seat is None else seat
