"""Kingdom Builder's gold in words for the log (no Qt): what a build changes in the running gold,
and the final scoring card by card, player by player.

Players are named by the marker "{seat<N>}" inside a param (table.text.record_text fills in the
seat's name), so a line can say "Lords: Bence −6" for a player who did not move."""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

CASTLE_WORD = QT_TRANSLATE_NOOP("kingdom_builder", "castle")
FINAL_SCORING = QT_TRANSLATE_NOOP(
    "kingdom_builder",
    "ends the turn: the game is over. Final scoring:\n{first}: {first_gold}\n{second}: {second_gold}\n"
    "{third}: {third_gold}\nCastles: {castle_gold}\nTotal: {total_gold}")


def seat_marker(player: int) -> str:
    return "{seat%d}" % player


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}"


def gold_rows(state) -> list[dict]:
    return [{k: v for k, v in row.items() if k not in ("_earned", "total")} for row in state._rows()]


def changes(before: list[dict], after: list[dict], mover: int) -> list:
    """What changed in the running gold: [[card, "+1"], ...] for the mover, then
    [[card + ":", seat marker, "−6"], ...] for the others (Lords or a lost majority), card order."""
    out = []
    for player in [mover] + [p for p in range(len(after)) if p != mover]:
        for key, gold in after[player].items():
            delta = gold - before[player].get(key, 0)
            if not delta:
                continue
            word = CASTLE_WORD if key == "Castles" else key
            out.append([word, signed(delta)] if player == mover else [word, seat_marker(player), signed(delta)])
    return out


def final_parts(state) -> tuple[str, dict]:
    """The game's last line: each card's gold, the castles' and the totals, player by player."""
    rows = state._rows()
    players = range(len(rows))

    def per_player(key):
        return [[seat_marker(p), str(rows[p][key])] for p in players]

    params = {}
    for slot, card in zip(("first", "second", "third"), state.cards):
        params[slot] = card
        params[f"{slot}_gold"] = per_player(card)
    params["castle_gold"] = per_player("Castles")
    params["total_gold"] = per_player("total")
    return FINAL_SCORING, params
