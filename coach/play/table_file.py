"""A table saved as text, so a series in progress survives a reload or a server restart.

`dumps(table)` writes JSON: the table's metadata (format, rule set, scoring list, players) and
each game of the series as its deal number and ISS record (`coach.records.iss.format_record`; the
current game last, cut off where it stands), plus per action of the current game who took it and
why (an engine's reasons, the hint the learner saw, the verdict and the decision's judgement; a
sandbox played beside the table is saved with it). `loads(text)` replays every record through
the state machine (`coach.records.iss.walk`) and raises `TableFormatError` saying what is wrong
and where: nothing half-read reaches a table. Version 1 files (a concession written as one
``RE``) still read. `judgements_text` writes the judgements of a game for an ISS record's
extension property (`judgements_from_text` reads them back exactly).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from coach.heuristic import Grade
from coach.play.players import Strength
from coach.play.table import (
    OUTSIDE_DEAL,
    MoveVerdict,
    Participant,
    PlayedGame,
    ShownHint,
    Table,
    Turn,
    deal_of,
)
from coach.records.club_record import own_rules_text
from coach.records.iss import IssFormatError, IssRecord, parse_records
from coach.records.iss_replay import position_of, walk
from coach.records.iss_writer import format_record
from coach.rules.actions import (
    Action,
    Bid,
    Concede,
    Declare,
    ExchangeDone,
    GiveUp,
    Hold,
    Kontra,
    Pass,
    PassOn,
    PickUp,
    Play,
    PlayOn,
    Push,
    Re,
    Schenken,
    Seat,
    Swap,
    TakeGift,
)
from coach.rules.cards import Card, CardSet, Suit
from coach.rules.contract import RULE_SETS, Contract, GameType, InvalidContractError, RuleSet
from coach.rules.explain import Fact, Reason, code_text
from coach.rules.rule_file import RuleSetError, rules_from_json
from coach.rules.scoring import ScoringList, seat_players
from coach.rules.values import GameValue, Level
from coach.sampled.judgement import Figure, Judged, Judgement

FORMAT = "kiebitz-table"
VERSION = 2  # 2: records by `coach.records.iss.format_record` (a concession is both defenders' RE)
READABLE = (1, 2)  # 1: a concession was one RE, by the defender who conceded


class TableFormatError(ValueError):
    """A saved table that cannot be read; `reason` (a ``table_*`` code with its facts, which
    ``words`` writes for a learner) says where and why."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(code_text(reason))
        self.reason = reason


def _unreadable(part: str, error: Exception) -> TableFormatError:
    """A part of the file (`part`: a ``table_part_*`` code) that does not read: a missing field
    is named, another fault only said (Python's own words are no learner's)."""
    if isinstance(error, KeyError):
        field = str(error.args[0]) if error.args else ""
        return TableFormatError(Reason.of("table_missing_field", part=Reason.of(part), field=field))
    return TableFormatError(Reason.of("table_unreadable", part=Reason.of(part)))


# --- writing ---------------------------------------------------------------------------------


def dumps(table: Table, trial: Table | None = None) -> str:
    """The table as JSON text (`loads` reads it back to an equal table), with the sandbox being
    played beside it (`trial`, read back by `loads_with_sandbox`)."""
    data = {"format": FORMAT, "version": VERSION, **_data(table)}
    if table.sandbox_from is not None:  # a sandbox of cards from elsewhere, with no table beside
        data["from"] = table.sandbox_from
    if trial is not None:
        if trial.sandbox_from is None:
            raise ValueError("the table saved as the sandbox is not a sandbox")
        data["sandbox"] = {**_data(trial), "from": trial.sandbox_from}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _data(table: Table) -> dict[str, Any]:
    games = [*table.past, PlayedGame(table.deal_number, table.state)]
    own = own_rules_text(table.rules)
    return {
        "rules": table.rules.name,
        **({} if own is None else {"own_rules": json.loads(own)}),
        "list": table.kind.value,
        "series": table.games,
        "players": [
            {"name": p.name, "strength": p.strength.value if p.strength else None}
            for p in table.players
        ],
        "games": [
            {
                "deal": game.deal_number,
                "judgements": [[ply, _judgement_data(j)] for ply, j in game.judgements],
                "record": format_record(
                    game.state,
                    record_id=str(i + 1),
                    names=_names(table, i),
                    actors=[turn.seat for turn in table.turns] if i == len(table.past) else None,
                ),
            }
            for i, game in enumerate(games)
        ],
        "turns": [_turn_data(turn) for turn in table.turns],
        "pending_hint": _hint_data(table.pending_hint),
    }


def _names(table: Table, index: int) -> tuple[str, str, str]:
    seats = seat_players(index, len(table.players))
    return (
        table.players[seats[0]].name,
        table.players[seats[1]].name,
        table.players[seats[2]].name,
    )


def _turn_data(turn: Turn) -> dict[str, Any]:
    return {
        "learner": turn.by_learner,
        "reasons": [_reason_data(r) for r in turn.reasons],
        "hint": _hint_data(turn.hint),
        "verdict": None
        if turn.verdict is None
        else {
            "grade": turn.verdict.grade.value,
            "reasons": [_reason_data(r) for r in turn.verdict.reasons],
            "best": _action_data(turn.verdict.best),
            "cost": turn.verdict.cost,
            "noise": turn.verdict.noise,
            "judgement": _judgement_data(turn.verdict.judgement),
        },
    }


def _hint_data(hint: ShownHint | None) -> dict[str, Any] | None:
    if hint is None:
        return None
    return {
        "action": _action_data(hint.action),
        "reasons": [_reason_data(r) for r in hint.reasons],
        "checked": hint.checked,
        "quick": [_reason_data(r) for r in hint.quick],
        "judgement": _judgement_data(hint.judgement),
    }


def _judgement_data(judgement: Judgement | None) -> dict[str, Any] | None:
    if judgement is None:
        return None
    return {
        "seat": judgement.seat,
        "seed": judgement.seed,
        "worlds": judgement.worlds,
        "options": [_judged_data(option) for option in judgement.options],
        "quick": _action_data(judgement.quick),
        "quick_reasons": [_reason_data(r) for r in judgement.quick_reasons],
        "exact": judgement.exact,
        "cut": judgement.cut,
        "refined_from": judgement.refined_from,
    }


def _judged_data(option: Judged) -> dict[str, Any]:
    return {
        "action": _action_data(option.action),
        "worlds": option.worlds,
        "wins": option.wins,
        "points": _figure_data(option.points),
        "behind": _figure_data(option.behind),
        "augen": _figure_data(option.augen),
        "augen_behind": _figure_data(option.augen_behind),
        "estimated": option.estimated,
    }


def _figure_data(figure: Figure | None) -> list[float] | None:
    return None if figure is None else [figure.mean, figure.stderr]


def judgements_text(judgements: dict[int, Judgement]) -> str:
    """The judgements of a game's decisions by ply as JSON text (`judgements_from_text`)."""
    data = {str(ply): _judgement_data(j) for ply, j in sorted(judgements.items())}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def judgements_from_text(text: str) -> dict[int, Judgement]:
    """The judgements `judgements_text` wrote; `TableFormatError` when they cannot be read."""
    try:
        data = json.loads(text)
        read = {int(ply): _judgement(item) for ply, item in data.items()}
    except (json.JSONDecodeError, KeyError, TypeError, ValueError, AttributeError) as error:
        raise _unreadable("table_part_judgements", error) from None
    return {ply: judgement for ply, judgement in read.items() if judgement is not None}


def _action_data(action: Action) -> dict[str, Any]:
    if isinstance(action, Bid):
        return {"bid": action.value}
    if isinstance(action, Declare):
        discard = None if action.discard is None else [c.name for c in action.discard]
        return {"declare": action.contract.iss_token, "discard": discard}
    if isinstance(action, Play):
        return {"play": action.card.name}
    if isinstance(action, Kontra):
        return {"kontra": action.seat}
    if isinstance(action, Schenken):
        return {"schenken": action.seat}
    if isinstance(action, PassOn):
        return {"pass_on": None if action.discard is None else [c.name for c in action.discard]}
    if isinstance(action, Swap):
        if action.first is None or action.second is None:
            return {"swap": None}
        return {"swap": [action.first.name, action.second.name]}
    return {"do": _SIMPLE_NAMES[type(action)]}


_SIMPLE: dict[
    str,
    type[Hold | Pass | PickUp | GiveUp | Concede | Re | TakeGift | PlayOn | Push | ExchangeDone],
] = {
    "hold": Hold,
    "pass": Pass,
    "pick_up": PickUp,
    "give_up": GiveUp,
    "concede": Concede,
    "re": Re,
    "take_gift": TakeGift,
    "play_on": PlayOn,
    "push": Push,
    "exchange_done": ExchangeDone,
}
_SIMPLE_NAMES = {kind: name for name, kind in _SIMPLE.items()}


def _reason_data(reason: Reason) -> dict[str, Any]:
    return {"code": reason.code, "facts": [[name, _fact_data(v)] for name, v in reason.facts]}


def _fact_data(value: Fact) -> Any:
    if isinstance(value, Card):
        return {"card": value.name}
    if isinstance(value, CardSet):
        return {"cards": [card.name for card in value]}
    if isinstance(value, tuple):
        return {"line": [card.name for card in value]}
    if isinstance(value, Suit):
        return {"suit": value.name}
    if isinstance(value, GameType):
        return {"game": value.value}
    if isinstance(value, Contract):
        return {"contract": value.iss_token}
    if isinstance(value, GameValue):
        return {
            "game_value": {
                "contract": value.contract.iss_token,
                "matadors": value.matadors,
                "base": value.base,
                "levels": [level.value for level in value.levels],
                "value": value.value,
            }
        }
    if isinstance(value, Reason):
        return {"reason": _reason_data(value)}
    return value


# --- reading ---------------------------------------------------------------------------------


def loads(text: str) -> Table:
    """The table saved in `text`; raises `TableFormatError` saying what is wrong and where."""
    return loads_with_sandbox(text)[0]


def loads_with_sandbox(text: str) -> tuple[Table, Table | None]:
    """The table saved in `text` and the sandbox saved beside it (None: no sandbox)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise TableFormatError(Reason.of("table_not_json", line=error.lineno)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TableFormatError(Reason.of("table_no_format", format=FORMAT))
    if data.get("version") not in READABLE:
        version = str(data.get("version"))
        raise TableFormatError(Reason.of("table_version", version=version, expected=VERSION))
    try:
        table = _table(data)
        if "from" in data:
            table = replace(table, sandbox_from=_sandbox_start(data))
        if table.deal_number == OUTSIDE_DEAL and not table.is_sandbox:
            raise TableFormatError(Reason.of("table_outside_not_sandbox"))
        trial = data.get("sandbox")
        if trial is None:
            return table, None
        try:
            nested = {**trial, "version": data["version"]}
            return table, replace(_table(nested), sandbox_from=_sandbox_start(trial))
        except TableFormatError as error:
            raise TableFormatError(Reason.of("table_in_sandbox", why=error.reason)) from None
    except TableFormatError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        raise _unreadable("table_part_table", error) from None


def _sandbox_start(data: dict[str, Any]) -> int:
    start = data["from"]
    if not isinstance(start, int) or not 0 <= start <= len(data["turns"]):
        raise TableFormatError(Reason.of("table_sandbox_start", start=str(start)))
    return start


def _table(data: dict[str, Any]) -> Table:
    rules = RULE_SETS.get(data["rules"])
    if "own_rules" in data:
        try:
            rules = rules_from_json(json.dumps(data["own_rules"]))
        except RuleSetError as error:
            raise TableFormatError(Reason.of("table_own_rules", why=error.reason)) from None
    if rules is None:
        known = ", ".join(RULE_SETS)
        raise TableFormatError(
            Reason.of("table_unknown_rules", name=str(data["rules"]), known=known)
        )
    players = tuple(
        Participant(str(p["name"]), None if p["strength"] is None else Strength(p["strength"]))
        for p in data["players"]
    )
    if len(players) != 3:
        raise TableFormatError(Reason.of("table_players", count=len(players)))
    games = _list(data["games"], "games")
    if not games:
        raise TableFormatError(Reason.of("table_no_game"))
    played = [_game(game, rules, i + 1, data["version"]) for i, game in enumerate(games)]
    *past, (current, actors) = played
    if current.state.rules != rules:
        why = Reason.of(
            "table_game_rules", game=len(played), rules=current.state.rules.name, table=rules.name
        )
        raise TableFormatError(why)
    for index, (game, _) in enumerate(past):
        if not game.state.is_over:
            raise TableFormatError(Reason.of("table_unfinished", game=index + 1))
        if game.deal_number == OUTSIDE_DEAL:
            raise TableFormatError(Reason.of("table_outside_not_last", game=index + 1))
    state = current.state
    saved = _list(data["turns"], "turns")
    if len(saved) != len(actors):
        raise TableFormatError(Reason.of("table_turns", actions=len(actors), turns=len(saved)))
    turns = tuple(_turn(t, actors[i], state.history[i]) for i, t in enumerate(saved))
    table = Table(
        rules,
        (players[0], players[1], players[2]),
        ScoringList(data["list"]),
        current.deal_number,
        state,
        tuple(game for game, _ in past),
        turns,
        _hint(data.get("pending_hint")),
        games=_series(data.get("series"), len(played)),
    )
    _check_turns(table)
    return table


def _series(value: Any, played: int) -> int | None:
    """The series' length (saves before series had none); never shorter than what was played."""
    if value is None:
        return None
    if not isinstance(value, int) or value < played:
        raise TableFormatError(Reason.of("table_series", games=str(value), played=played))
    return value


def _list(value: Any, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise TableFormatError(Reason.of("table_not_a_list", field=name))
    return value


def _game(
    data: dict[str, Any], rules: RuleSet, game: int, version: int
) -> tuple[PlayedGame, tuple[Seat, ...]]:
    """One saved game replayed under the rule set its record names (the table's, when it names
    none: a table may change its rule set between games), with the seat of each action."""
    number = int(data["deal"])
    try:
        (record,) = parse_records(data["record"])
        rules = record.rules or rules
        walked = walk(_upgraded(record, rules) if version == 1 else record, rules)
    except IssFormatError as error:
        problem = error.problem
        why = Reason.of("table_game_record", game=game, why=problem.reason)
        if problem.move is not None:
            why = Reason.of(
                "table_game_move",
                game=game,
                move=problem.move,
                token=problem.token,
                why=problem.reason,
            )
        raise TableFormatError(why) from None
    if number != OUTSIDE_DEAL and record.deal != deal_of(number):
        raise TableFormatError(Reason.of("table_wrong_cards", game=game, deal=number))
    if walked.abort is not None or walked.unknown_cards:
        raise TableFormatError(Reason.of("table_game_aborted", game=game))
    judged = tuple((int(ply), _judgement(item)) for ply, item in data.get("judgements", []))
    kept = tuple((ply, judgement) for ply, judgement in judged if judgement is not None)
    return PlayedGame(number, walked.state, kept), walked.actors


def _upgraded(record: IssRecord, rules: RuleSet) -> IssRecord:
    """A version 1 record: a concession, one defender's RE at the end, gets its second RE."""
    if not record.moves or record.moves[-1][1] != "RE":
        return record
    conceded = position_of(replace(record, moves=record.moves[:-1]), rules)
    seat = int(record.moves[-1][0])
    if conceded.declarer is None or seat == conceded.declarer:
        return record
    other = next(s for s in conceded.defenders if s != seat)
    return replace(record, moves=(*record.moves, (str(other), "RE")))


def _turn(data: dict[str, Any], seat: Seat, action: Action) -> Turn:
    verdict = data.get("verdict")
    return Turn(
        seat=seat,
        action=action,
        by_learner=bool(data["learner"]),
        reasons=_reasons(data["reasons"]),
        hint=_hint(data.get("hint")),
        verdict=None
        if verdict is None
        else MoveVerdict(
            Grade(verdict["grade"]),
            _reasons(verdict["reasons"]),
            _action(verdict["best"]),
            None if verdict["cost"] is None else float(verdict["cost"]),
            None if verdict.get("noise") is None else float(verdict["noise"]),
            _judgement(verdict.get("judgement")),
        ),
    )


def _check_turns(table: Table) -> None:
    for index, turn in enumerate(table.turns):
        if turn.by_learner != (turn.seat == table.learner_seat):
            code = "table_turn_learner" if turn.by_learner else "table_turn_engine"
            raise TableFormatError(Reason.of(code, turn=index + 1))


def _hint(data: Any) -> ShownHint | None:
    if data is None:
        return None
    reasons = _reasons(data["reasons"])
    quick = _reasons(data.get("quick", []))  # older saves have none
    judgement = _judgement(data.get("judgement"))
    return ShownHint(_action(data["action"]), reasons, bool(data["checked"]), quick, judgement)


def _judgement(data: Any) -> Judgement | None:
    if data is None:
        return None
    refined = data.get("refined_from")
    return Judgement(
        seat=int(data["seat"]),
        seed=int(data["seed"]),
        worlds=int(data["worlds"]),
        options=tuple(_judged(item) for item in _list(data["options"], "judgement options")),
        quick=_action(data["quick"]),
        quick_reasons=_reasons(data["quick_reasons"]),
        exact=bool(data["exact"]),
        cut=bool(data["cut"]),
        refined_from=None if refined is None else int(refined),
    )


def _judged(data: dict[str, Any]) -> Judged:
    points, behind = _figure(data["points"]), _figure(data["behind"])
    if points is None or behind is None:
        raise TableFormatError(Reason.of("table_option_figures"))
    return Judged(
        _action(data["action"]),
        int(data["worlds"]),
        int(data["wins"]),
        points,
        behind,
        _figure(data.get("augen")),
        _figure(data.get("augen_behind")),
        bool(data["estimated"]),
    )


def _figure(data: Any) -> Figure | None:
    if data is None:
        return None
    mean, stderr = data
    return Figure(float(mean), float(stderr))


def _action(data: dict[str, Any]) -> Action:
    if "bid" in data:
        return Bid(int(data["bid"]))
    if "declare" in data:
        contract = _contract(data["declare"])
        discard = data.get("discard")
        cards = None if discard is None else (_card(discard[0]), _card(discard[1]))
        return Declare(contract, cards)
    if "play" in data:
        return Play(_card(data["play"]))
    if "kontra" in data:
        return Kontra(_seat(data["kontra"]))
    if "schenken" in data:
        return Schenken(_seat(data["schenken"]))
    if "pass_on" in data:
        passed = data["pass_on"]
        return PassOn(None if passed is None else (_card(passed[0]), _card(passed[1])))
    if "swap" in data:
        pair = data["swap"]
        return Swap(None, None) if pair is None else Swap(_card(pair[0]), _card(pair[1]))
    kind = _SIMPLE.get(data.get("do", ""))
    if kind is None:
        raise TableFormatError(Reason.of("table_unknown_action", action=json.dumps(data)))
    return kind()


def _seat(value: Any) -> Seat:
    if value not in (0, 1, 2):
        raise TableFormatError(Reason.of("table_not_a_seat", value=str(value)))
    seat: Seat = value
    return seat


def _contract(token: Any) -> Contract:
    try:
        return Contract.from_iss(str(token))
    except InvalidContractError as error:
        why = error.reason or Reason.of("iss_bad_game", token=str(token))
        raise TableFormatError(Reason.of("table_contract", token=str(token), why=why)) from None


def _card(name: Any) -> Card:
    try:
        return Card[name]
    except KeyError:
        raise TableFormatError(Reason.of("table_unknown_card", name=str(name))) from None


def _reasons(data: Any) -> tuple[Reason, ...]:
    """Reasons read back: their codes were emitted (and checked for words) when first made."""
    return tuple(
        Reason(code=str(r["code"]), facts=tuple((str(k), _fact(v)) for k, v in r["facts"]))
        for r in data
    )


_TAGGED: dict[str, Callable[[Any], Fact]] = {
    "card": _card,
    "cards": lambda names: CardSet.of(_card(n) for n in names),
    "line": lambda names: tuple(_card(n) for n in names),
    "suit": lambda name: Suit[name],
    "game": lambda letter: GameType(letter),
    "contract": lambda token: _contract(token),
    "game_value": lambda data: GameValue(
        _contract(data["contract"]),
        int(data["matadors"]),
        int(data["base"]),
        tuple(Level(level) for level in data["levels"]),
        int(data["value"]),
    ),
    "reason": lambda data: _reasons([data])[0],
}


def _fact(value: Any) -> Fact:
    if isinstance(value, dict):
        ((tag, inner),) = value.items()
        return _TAGGED[tag](inner)
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise TableFormatError(Reason.of("table_unknown_fact", value=str(value)))


def reason_json(reason: Reason) -> str:
    """One reason with its facts as JSON text (`reason_from_json` reads it back)."""
    return json.dumps(_reason_data(reason), ensure_ascii=False, separators=(",", ":"))


def reason_from_json(text: str) -> Reason:
    """A reason `reason_json` wrote; raises `TableFormatError` when it cannot be read."""
    try:
        return _reasons([json.loads(text)])[0]
    except (json.JSONDecodeError, KeyError, TypeError, ValueError) as error:
        raise _unreadable("table_part_reason", error) from None
