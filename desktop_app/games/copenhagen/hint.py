"""Copenhagen's hint in words (no Qt): the move said to the player ("take red and blue") and why,
read from the position ("then you hold 3 red cards: enough for a red 3"; "completes row 2: +2").

`hint_words(state, action)` is the imperative form of the log's describe_parts; `explain_hint` is
the GameSpec.explain_hint the shared hint (engine/hints.py) calls. Templates are marked in the
"copenhagen" context; colour, ability and line names are marked words the table translates."""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from . import lines
from .components import (
    ABILITY_NAMES, ABILITY_RULES, COAT_CELLS, COAT_ROWS, COLOURS, COLS, FULL_TILE_COUNTS, WINNING_SCORE,
)
from .rules import CopenhagenState, touches_colour
from .scoring import score


def hint_words(state: CopenhagenState, action) -> tuple[str, dict]:
    """The suggested move as an instruction to the player (second person)."""
    kind = action[0]
    if kind == "take":
        params = {"cards": tuple(str(state.display[i]) for i in action[1])}
        if action[2]:
            params["abilities"] = tuple(ABILITY_NAMES[a] for a in action[2])
            return QT_TRANSLATE_NOOP("copenhagen", "take {cards} with {abilities}"), params
        return QT_TRANSLATE_NOOP("copenhagen", "take {cards}"), params
    if kind == "discard":
        return QT_TRANSLATE_NOOP("copenhagen", "discard a {colour} card"), {"colour": action[1]}
    if kind == "build":
        _, colour, size, cells, brick, pay, used = action
        params = {"colour": colour, "size": size, "n": sum(pay)}
        if used:
            params["abilities"] = tuple(ABILITY_NAMES[a] for a in used)
            return QT_TRANSLATE_NOOP("copenhagen", "build the {colour} {size} for %n cards with {abilities}"), params
        return QT_TRANSLATE_NOOP("copenhagen", "build the {colour} {size} for %n cards"), params
    if kind == "white":
        return QT_TRANSLATE_NOOP("copenhagen", "place a white tile"), {}
    if kind == "ability":
        return QT_TRANSLATE_NOOP("copenhagen", "take the {ability} ability tile"), {"ability": ABILITY_NAMES[action[1]]}
    if kind == "reactivate":
        return QT_TRANSLATE_NOOP("copenhagen", "turn your abilities active again"), {}
    if kind == "skip_build":
        return QT_TRANSLATE_NOOP("copenhagen", "build nothing this turn"), {}
    return QT_TRANSLATE_NOOP("copenhagen", "pass"), {}


def explain_hint(state: CopenhagenState, player: int, action, ranking=()) -> tuple[str, dict]:
    """Why the move is good, from what it does on this table (no hidden card is read: only the
    player's own hand, the harbour and the houses)."""
    kind = action[0]
    board = state.players[player]
    if kind in ("build", "white"):
        return _explain_placement(state, player, action)
    if kind == "take":
        return _explain_take(state, player, action)
    if kind == "ability":
        return QT_TRANSLATE_NOOP("copenhagen", "from now on: {rule}"), {"rule": ABILITY_RULES[action[1]]}
    if kind == "reactivate":
        used = tuple(ABILITY_NAMES[a] for a, on in sorted(board.abilities.items()) if not on)
        return QT_TRANSLATE_NOOP("copenhagen", "you may use {abilities} again"), {"abilities": used}
    if kind == "discard":
        held = board.hand[COLOURS.index(action[1])]
        return (QT_TRANSLATE_NOOP("copenhagen", "you hold only %n {colour} cards: the others build bigger tiles"),
                {"n": held, "colour": action[1]})
    return "", {}


def _explain_placement(state, player, action) -> tuple[str, dict]:
    board = state.players[player]
    if action[0] == "build":
        _, colour, size, cells, brick, pay, used = action
    else:
        colour, size, cells, brick = "white", 1, (tuple(action[1]),), None
    done = lines.completed_by(board, cells, brick)
    if done:
        points = sum(p for _, _, p in done)
        if score(board) + points >= WINNING_SCORE:
            return (QT_TRANSLATE_NOOP("copenhagen", "it completes {lines}: +{points}, and 12 points win at once"),
                    {"lines": lines.line_names(done), "points": points})
        return QT_TRANSLATE_NOOP("copenhagen", "it completes {lines}: +{points}"), {"lines": lines.line_names(done),
                                                                                     "points": points}
    shields = sum(1 for cell in cells if tuple(cell) in COAT_CELLS)
    shields += sum(1 for r in COAT_ROWS if _fills_row(board, cells, r))
    if shields:
        return (QT_TRANSLATE_NOOP("copenhagen", "it earns %n coat-of-arms rewards (a white tile or an ability)"),
                {"n": shields})
    closest = _nearest_line(board, cells)
    if closest is not None:
        kind, index, missing = closest
        name = lines.ROW_NAMES[index] if kind == "row" else lines.COLUMN_NAMES[index]
        return QT_TRANSLATE_NOOP("copenhagen", "then {line} lacks only %n spaces"), {"line": name, "n": missing}
    if colour != "white" and touches_colour(board, cells, colour):
        return (QT_TRANSLATE_NOOP("copenhagen", "beside your {colour} tile it costs one card less"),
                {"colour": colour})
    return QT_TRANSLATE_NOOP("copenhagen", "it fills %n spaces of your house"), {"n": size}


def _fills_row(board, cells, row) -> bool:
    new = {tuple(c) for c in cells}
    if not any(r == row for r, _ in new):
        return False
    return all((row, c) in new or board.filled(row, c) for c in range(COLS))


def _nearest_line(board, cells):
    """(kind, index, spaces still missing) of the row or column this tile brings closest to done
    (at most 2 missing), or None."""
    new = {tuple(c) for c in cells}
    best = None
    for r in sorted({r for r, _ in new}):
        missing = sum(1 for c in range(COLS) if (r, c) not in new and not board.filled(r, c))
        if missing <= 2 and (best is None or missing < best[2]):
            best = ("row", r, missing)
    return best


def _explain_take(state, player, action) -> tuple[str, dict]:
    board = state.players[player]
    hand = list(board.hand)
    taken = [state.display[i] for i in action[1]]
    for colour in taken:
        if colour in COLOURS:
            hand[COLOURS.index(colour)] += 1
    # The colour this take helps most: the one of the taken cards the player then holds most of.
    colour = max((c for c in taken if c in COLOURS), key=lambda c: (hand[COLOURS.index(c)], c), default=None)
    if colour is None:
        return "", {}
    held = hand[COLOURS.index(colour)]
    size = _biggest_tile(state, colour, held)
    if size:
        return (QT_TRANSLATE_NOOP("copenhagen", "then you hold %n {colour} cards: enough for the {colour} {size}"),
                {"n": held, "colour": colour, "size": size})
    return QT_TRANSLATE_NOOP("copenhagen", "then you hold %n {colour} cards"), {"n": held, "colour": colour}


def _biggest_tile(state, colour, held) -> int | None:
    """The biggest {colour} tile still in the supply that `held` cards pay for (full price)."""
    for size in sorted(FULL_TILE_COUNTS, reverse=True):
        if size <= held and state.tile_supply.get((colour, size), 0) > 0:
            return size
    return None
