"""Copenhagen's last log line (no Qt): how the game ended, who won with what, and the tie-break
when one decided it (digest "End": 12 points win at once; else the End-of-Game card ends it and
most points win, ties to fewer empty spaces, still tied a shared win).

Players are named by the marker "{seat<N>}" inside a param (table.text.record_text fills in the
seat's name), as Kingdom Builder's final scoring does."""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from . import scoring
from .components import WINNING_SCORE

BY_POINTS = QT_TRANSLATE_NOOP("copenhagen", "{winner} reaches %n points and wins the game at once")
END_CARD = QT_TRANSLATE_NOOP("copenhagen", "End card revealed: the game is over")
WINS = QT_TRANSLATE_NOOP("copenhagen", "{winner} wins with %n points")
TIE_BROKEN = QT_TRANSLATE_NOOP("copenhagen", "{tied} tie on %n points; {winner} wins with fewer empty spaces ({empty} against {others})")
SHARED = QT_TRANSLATE_NOOP("copenhagen", "{tied} tie on %n points and on empty spaces ({empty}): a shared win")
SCORES = QT_TRANSLATE_NOOP("copenhagen", "Final scores: {scores}")


def seat_marker(player: int) -> str:
    return "{seat%d}" % player


def end_lines(state) -> list[tuple[str, dict]]:
    """The lines the game's last action adds to the log ([] while the game goes on)."""
    if not state.is_over:
        return []
    scores = state.scores()
    final = (SCORES, {"scores": [[seat_marker(p), str(s)] for p, s in enumerate(scores)]})
    if state.winner_by_points is not None:
        winner = state.winner_by_points
        return [(BY_POINTS, {"winner": seat_marker(winner), "n": max(scores[winner], WINNING_SCORE)}), final]
    top = max(scores)
    tied = [p for p, s in enumerate(scores) if s == top]
    empty = [board.empty_cells() for board in state.players]
    winners = scoring.winners(state.players)
    if len(tied) == 1:
        result = (WINS, {"winner": seat_marker(tied[0]), "n": top})
    elif len(winners) == 1:
        others = sorted({empty[p] for p in tied if p != winners[0]})
        result = (TIE_BROKEN, {"tied": [seat_marker(p) for p in tied], "n": top, "winner": seat_marker(winners[0]),
                               "empty": empty[winners[0]], "others": [str(e) for e in others]})
    else:
        result = (SHARED, {"tied": [seat_marker(p) for p in winners], "n": top, "empty": empty[winners[0]]})
    return [(END_CARD, {}), result, final]
