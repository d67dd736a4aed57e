"""The protocol every game implements, and the small types all games share.

A game is a `GameSpec` plus a state class. States follow one API so the UI, the agents, saves,
undo, replays and the arena are written once:

    state = spec.new_game(seats, seed, options)
    state.current_player        -> int, or None when the game is over
    state.legal_actions()       -> list of hashable, JSON-friendly tuples
    state.apply(action)         -> raises IllegalMove and leaves the state untouched
    state.is_over, state.scores(), state.winners(), state.score_breakdown()
    state.clone(), state.to_json(), cls.from_json(data)
    state.view_for(player), state.determinize(player, rng)
    state.reveal_count          -> grows whenever hidden information becomes public (undo barrier)
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field, fields as dataclass_fields
from typing import Any, Callable, Protocol, Sequence

from .i18n import QT_TRANSLATE_NOOP

Action = tuple


class IllegalMove(Exception):
    """An action the rules forbid.

    `template` is a full English sentence with {named} placeholders, marked for translation with
    `QT_TRANSLATE_NOOP(<game id>, ...)`; `message` is it filled in with `params`. The UI translates
    the template (context: the game's id) and fills it in itself."""

    def __init__(self, key: str, template: str, **params: Any):
        message = fill_template(template, params) if params else template
        super().__init__(message)
        self.key = key
        self.template = template
        self.message = message
        self.params = params

    def __str__(self) -> str:
        return self.message

    # Every game's apply() starts with `action = IllegalMove.legal_action(self, action, self._explain)`.
    legal_action: Callable[..., Any]


@dataclass(frozen=True)
class Seat:
    name: str
    colour: str
    agent: str = "human"  # "human", "remote" (a friend on another computer), or an agent level: "random", "greedy", "hard"
    hold: str | None = None  # a remote or human seat: the agent level playing it until its player takes it back

    @property
    def is_human(self) -> bool:
        return self.agent == "human"  # a remote seat is not: no curtain, its hand never shown here

    @property
    def is_remote(self) -> bool:
        return self.agent == "remote"

    @property
    def level(self) -> str | None:
        """The agent level a computer plays this seat with now (None: a person decides)."""
        if self.is_human or self.is_remote:
            return self.hold
        return self.agent

    def to_json(self) -> dict:
        data = {"name": self.name, "colour": self.colour, "agent": self.agent}
        if self.hold is not None:
            data["hold"] = self.hold
        return data

    @classmethod
    def from_json(cls, data: dict) -> "Seat":
        hold = data.get("hold")
        return cls(str(data["name"]), str(data["colour"]), str(data.get("agent", "human")),
                   None if hold is None else str(hold))


@dataclass(frozen=True)
class GameOption:
    """One setup choice shown in the new-game dialog."""

    key: str
    label: str
    choices: tuple[tuple[str, str], ...]  # (value, label)
    default: str
    help: str = ""
    used_when: tuple[str, str] | None = None  # (other option, value): only then does this one count


class GameState(Protocol):
    current_player: int | None
    reveal_count: int

    def legal_actions(self) -> list[Action]: ...
    def apply(self, action: Action) -> None: ...
    @property
    def is_over(self) -> bool: ...
    def scores(self) -> list[int]: ...
    def winners(self) -> list[int]: ...
    def score_breakdown(self) -> list[dict[str, int]]: ...
    def clone(self) -> "GameState": ...
    def to_json(self) -> dict: ...
    def view_for(self, player: int) -> dict: ...
    def determinize(self, player: int, rng: random.Random) -> "GameState": ...
    def describe(self, action: Action) -> str: ...
    # Optional: describe_parts(action) -> (template, params), the log line as a QT_TRANSLATE_NOOP
    # template (context: the game id) with {named} params, so the UI can show it translated;
    # likewise progress_parts() -> (template, params) for progress().
    def progress(self) -> str: ...


# The seats' default colours (wine, turquoise, navy, bronze, black, forest): one set for every game,
# far (CIEDE2000 >= 25) from every game's component colours. Their letters, hatches and dash
# patterns, the part only tables need, are in desktop_app/table/seats.py.
SEAT_COLOURS_HEX = ("#560026", "#00e0d0", "#000058", "#604800", "#141414", "#00341c")


@dataclass(frozen=True)
class GameInfo:
    """What the shelf, the menus and the save list show of a game, known without loading its rules."""
    id: str
    title: str
    min_players: int
    max_players: int
    blurb: str = ""
    colours: tuple[str, ...] = SEAT_COLOURS_HEX  # the seats' default colours, in seat order

    def fields(self) -> dict:
        return {f.name: getattr(self, f.name) for f in dataclass_fields(GameInfo)}


@dataclass(frozen=True, kw_only=True)
class GameSpec(GameInfo):
    new_game: Callable[[int, int, dict], GameState]  # (players, seed, options) -> state
    from_json: Callable[[dict], GameState]
    evaluate: Callable[[GameState, int], float]  # heuristic value of a state for a player
    scene: str  # "module:Class" of the QGraphicsScene, imported lazily by the UI
    options: tuple[GameOption, ...] = ()
    # Per-game tuning of the hard agent: settings applied under the caller's own, and optionally
    # a factory (spec, rng, **settings) -> agent for a game whose search needs more than settings.
    hard_settings: tuple[tuple[str, Any], ...] = ()
    hard_agent: Callable[..., Any] | None = None
    # Expert: the hard search with more time; these settings go over hard_settings (think=6 s
    # unless a game says otherwise).
    expert_settings: tuple[tuple[str, Any], ...] = ()
    # Easy: a factory (spec, rng) -> agent for a game whose beginner needs more than the shared
    # BeginnerAgent (engine/agents/beginner.py); easy_settings tune that shared one.
    easy_agent: Callable[..., Any] | None = None
    easy_settings: tuple[tuple[str, Any], ...] = ()
    # A hint that teaches: (state, player, action, ranking) -> (template, params), where ranking
    # is the searching agent's [(action, share), ...] best first (may be empty). The template is
    # marked QT_TRANSLATE_NOOP(<game id>, ...) and phrased as advice: "take blue 6 — then ...".
    explain_hint: Callable[..., tuple[str, dict]] | None = None

    def default_options(self) -> dict:
        return {o.key: o.default for o in self.options}

    def check_options(self, options: dict | None) -> dict:
        merged = self.default_options()
        for key, value in (options or {}).items():
            option = next((o for o in self.options if o.key == key), None)
            if option is None:
                raise ValueError(f"unknown option {key!r} for {self.id}")
            if value not in {v for v, _ in option.choices}:
                raise ValueError(f"option {key!r} cannot be {value!r}")
            merged[key] = value
        return merged


def freeze(value: Any) -> Any:
    """JSON lists back into the tuples actions are made of (recursively)."""
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    return value


def rng_to_json(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Sequence) -> random.Random:
    rng = random.Random()
    rng.setstate((data[0], tuple(data[1]), data[2]))
    return rng


def shared_winners(keys: Sequence[tuple]) -> list[int]:
    """Every player whose ranking key equals the best one (a shared win on a full tie)."""
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]


@dataclass
class ActionRecord:
    player: int
    action: Action
    reveal_before: int
    reveal_after: int
    text: str = ""  # plain-words description for the log; rebuilt on replay, never saved
    parts: tuple | None = None  # (template, params) for a translated log line, when the game has them
    # What the action set off beyond itself (a scoring card coming up): (template, params) lines
    # the log shows under the action's own line; rebuilt on replay, never saved.
    notes: tuple = field(default=(), compare=False)

    def to_json(self) -> list:
        return [self.player, list_of(self.action), self.reveal_before, self.reveal_after]

    @classmethod
    def from_json(cls, data: Sequence) -> "ActionRecord":
        return cls(int(data[0]), freeze(data[1]), int(data[2]), int(data[3]))


def aftermath_parts(state: Any, names: Sequence[str]) -> tuple:
    """What the action just applied set off beyond itself, as (template, params) log lines, if
    the game says (its optional `aftermath_parts(names)`; names: the seats' names)."""
    method = getattr(state, "aftermath_parts", None)
    return tuple(method(list(names))) if method is not None else ()


def describe_parts(state: Any, action: Action) -> tuple[str, dict] | None:
    """The game's translatable description of an action, if it offers one."""
    method = getattr(state, "describe_parts", None)
    return method(action) if method is not None else None


# A {"seat": i} param when the table was not told the seats' names (engine context).
SEAT_FALLBACK = QT_TRANSLATE_NOOP("engine", "player {n}")


def plain_value(value: Any) -> Any:
    """A param as English text: a list joins with commas; a list of lists ("blue 3, red 2") joins
    each inner list with spaces. Two kinds of dict: {"seat": i} is that seat's name (here "player
    i+1": the model knows no names; table.text.record_text is given them), and {"template": t,
    "params": p} a sentence of its own; a list of sentences reads one a line."""
    if isinstance(value, dict):
        if "seat" in value:
            return f"player {int(value['seat']) + 1}"
        return fill_template(str(value.get("template", "")), dict(value.get("params") or {}))
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, dict) for v in value):
        return "\n".join(str(plain_value(v)) for v in value)
    if isinstance(value, (list, tuple)):
        return ", ".join(" ".join(str(plain_value(x)) for x in v) if isinstance(v, (list, tuple)) else str(plain_value(v))
                         for v in value)
    return value


def fill_template(template: str, params: dict) -> str:
    """An English template filled in (lists joined with commas, %n replaced by n; "%n cards" reads
    "1 card" for one: the translated UI takes the plural forms from the catalogues instead)."""
    values = {k: plain_value(v) for k, v in params.items()}
    text = template
    if params.get("n") == 1:
        text = re.sub(r"%n (\w+)s\b", r"%n \1", text)
    text = text.replace("%n", str(params.get("n", "%n")))
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError):
        return text


_MAX_ACTION_DEPTH = 12
_MAX_ACTION_PARTS = 256


class _Malformed(Exception):
    pass


def _canonical(value: Any, depth: int = 0) -> Any:
    """`value` with lists made tuples (saves hold JSON lists), or _Malformed when it is anything but
    nested tuples/lists of str/int/float/bool/None. An already canonical tuple is returned as is."""
    kind = type(value)
    if kind is tuple or kind is list:
        if depth >= _MAX_ACTION_DEPTH or len(value) > _MAX_ACTION_PARTS:
            raise _Malformed
        items = [_canonical(v, depth + 1) for v in value]
        if kind is tuple and all(a is b for a, b in zip(items, value)):
            return value
        return tuple(items)
    if kind is str or kind is int or kind is bool or kind is float or value is None:
        return value
    raise _Malformed


def _same(a: Any, b: Any) -> bool:
    """Equal with equal types all the way down: True is not 1, 1.0 is not 1."""
    if a is b:
        return True
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


def legal_action(state: Any, action: Any, explain: Callable[[Any], IllegalMove] | None = None) -> Action:
    """The legal action (the state's own object) equal to `action`, or IllegalMove: for ANY value,
    before anything changes. `explain(action)` gives the game's specific reason; if it fails on an
    odd value, the reason is the general one. Cheap for the agents: an action taken from
    legal_actions() is found by identity."""
    legal = state.legal_actions()
    if not legal and getattr(state, "is_over", False):
        raise IllegalMove("game_over", QT_TRANSLATE_NOOP("engine", "The game is over."))
    if type(action) is tuple:  # the hot path: usually the very object legal_actions() gave
        try:
            found = legal[legal.index(action)]
        except Exception:  # not there (ValueError), or parts that cannot even be compared
            pass
        else:
            if found is action or _same(found, action):
                return found
    try:
        canonical = _canonical(action)
    except (_Malformed, RecursionError):
        canonical = None
    else:
        try:
            found = legal[legal.index(canonical)]
        except ValueError:
            pass
        else:
            if _same(found, canonical):
                return found
    reason = None
    if explain is not None and type(canonical) is tuple and canonical and type(canonical[0]) is str:
        try:
            reason = explain(canonical)
        except Exception:  # the game's explanation was not written for this value
            reason = None
    if not isinstance(reason, IllegalMove):
        reason = IllegalMove("illegal", QT_TRANSLATE_NOOP("engine", "That move is not allowed now."))
    raise reason


IllegalMove.legal_action = staticmethod(legal_action)


def list_of(value: Any) -> Any:
    if isinstance(value, tuple):
        return [list_of(v) for v in value]
    return value


__all__ = [
    "Action", "ActionRecord", "GameOption", "GameSpec", "GameState", "IllegalMove", "Seat",
    "aftermath_parts", "describe_parts", "fill_template", "legal_action", "freeze", "plain_value", "list_of", "rng_from_json", "rng_to_json", "shared_winners",
]
