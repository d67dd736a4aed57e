"""Kingdom Builder scoring: the 3 Kingdom Builder cards and the castles (digest "End and scoring")."""
from __future__ import annotations

from desktop_app.engine.caches import per_table
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from .boards import NEIGHBOURS, ROW_OF, SECTOR_OF, Board
from .components import CASTLE_GOLD, WATER


def areas(owner: list[int], cells, player: int) -> list[list[int]]:
    """The player's separate settlement areas (groups of touching settlements)."""
    # `cells` are all of the player's settlements, so "not yet grouped" is membership in `left`.
    left = set(cells)
    out = []
    for start in cells:
        if start not in left:
            continue
        left.discard(start)
        group = [start]
        stack = [start]
        while stack:
            for n in NEIGHBOURS[stack.pop()]:
                if n in left:
                    left.discard(n)
                    group.append(n)
                    stack.append(n)
        out.append(group)
    return out


def sector_counts(cells) -> list[int]:
    counts = [0, 0, 0, 0]
    for cell in cells:
        counts[SECTOR_OF[cell]] += 1
    return counts


def lords(all_counts: list[list[int]], need_one: bool) -> list[int]:
    """Per sector 12 gold to the most settlements, 6 to the next-highest count (ties share).

    With `need_one` a player needs at least one settlement in the sector to take second place."""
    gold = [0] * len(all_counts)
    for sector in range(4):
        counts = [c[sector] for c in all_counts]
        best = max(counts)
        if best == 0:
            continue  # nobody there: nobody scores
        lower = [c for c in counts if c < best and (c > 0 or not need_one)]
        second = max(lower) if lower else None
        for p, c in enumerate(counts):
            if c == best:
                gold[p] += 12
            elif c == second:
                gold[p] += 6
    return gold


def card_gold(card: str, board: Board, owner: list[int], cells, player: int,
              player_areas=None) -> tuple[int, list[int]]:
    """Gold for one card (all but Lords) and the settlements (or hexes) that earned it."""
    if card == "Fishermen":
        earned = [c for c in cells if board.near_water[c] and board.terrain[c] != WATER]
        return len(earned), earned
    if card == "Miners":
        earned = [c for c in cells if board.near_mountain[c]]
        return len(earned), earned
    if card == "Workers":
        earned = [c for c in cells if board.near_special[c]]
        return len(earned), earned
    if card == "Discoverers":
        rows = {}
        for c in cells:
            rows.setdefault(ROW_OF[c], c)
        return len(rows), list(rows.values())
    if card == "Knights":
        rows: dict[int, list[int]] = {}
        for c in cells:
            rows.setdefault(ROW_OF[c], []).append(c)
        if not rows:
            return 0, []
        best = max(rows.values(), key=lambda line: (len(line), -ROW_OF[line[0]]))
        return 2 * len(best), best
    if card == "Farmers":
        by_sector: list[list[int]] = [[], [], [], []]
        for c in cells:
            by_sector[SECTOR_OF[c]].append(c)
        fewest = min(by_sector, key=len)
        return 3 * len(fewest), fewest
    groups = player_areas if player_areas is not None else areas(owner, cells, player)
    if card == "Hermits":
        return len(groups), [g[0] for g in groups]
    if card == "Citizens":
        largest = max(groups, key=len) if groups else []
        return len(largest) // 2, largest
    if card == "Merchants":
        linked: set[int] = set()
        touching = board.specials_touching
        for group in groups:
            touched = {n for c in group for n in touching[c]}
            if len(touched) >= 2:
                linked |= touched
        return 4 * len(linked), sorted(linked)
    raise ValueError(f"unknown card {card!r}")


def castle_gold(board: Board, owner: list[int], player: int) -> tuple[int, list[int]]:
    touched = [k for k in board.castles if player in [owner[n] for n in NEIGHBOURS[k]]]
    return CASTLE_GOLD * len(touched), touched


def player_row(board: Board, cards, owner: list[int], cells, player: int) -> tuple[dict, dict]:
    """Gold per card except Lords (which depends on everybody), plus castles, and what earned it."""
    cells = sorted(cells)
    groups = areas(owner, cells, player) if AREA_CARDS & set(cards) else None
    row: dict = {}
    earned: dict = {}
    for card in cards:
        if card != "Lords":
            row[card], earned[card] = card_gold(card, board, owner, cells, player, groups)
    row["Castles"], earned["Castles"] = castle_gold(board, owner, player)
    return row, earned


# player_row results by (board layout, cards) and then (player, settlements): a search meets the
# same settlements of a player again and again (a rival's options in every world, other players'
# turns in between), about 70% of the calls in a 4-player search. Each table's is cleared when
# full, all of them when a table closes (an evening in the app) or a fifth table comes (a table
# server plays hundreds of rooms' computers in one process, and never closes a table there).
ROW_MEMO_LIMIT = 20000
ROW_MEMO_TABLES = 4
_ROW_MEMO: dict = per_table({})


def player_row_memo(board: Board, cards, owner: list[int], cells, player: int) -> tuple[dict, dict]:
    """`player_row`, remembered: the row depends only on the board, the cards and the player's own
    settlements (areas and castles are read from them; other players' hexes do not matter). The
    dicts returned are shared: read them, do not change them."""
    table = _ROW_MEMO.get((board.layout, cards))
    if table is None:
        if len(_ROW_MEMO) >= ROW_MEMO_TABLES:
            _ROW_MEMO.clear()
        table = _ROW_MEMO[(board.layout, cards)] = {}
    key = (player, frozenset(cells))
    row = table.get(key)
    if row is None:
        if len(table) >= ROW_MEMO_LIMIT:
            table.clear()
        row = table[key] = player_row(board, cards, owner, cells, player)
    return row


# Breakdown rows on the end screen besides the card names (translated with context "kingdom_builder").
BREAKDOWN_LABELS = (QT_TRANSLATE_NOOP("kingdom_builder", "Castles"), QT_TRANSLATE_NOOP("kingdom_builder", "Total"))

AREA_CARDS = frozenset({"Hermits", "Citizens", "Merchants"})


def breakdown(board: Board, cards, owner: list[int], settlements: list, lords_need_one: bool,
              rows=None) -> list[dict]:
    """Per player: gold per card (in card order), castles, total; plus "_earned" for the end screen.

    `rows` may hold each player's cached `player_row` result (None where it must be computed)."""
    players = len(settlements)
    lord_gold = lords([sector_counts(s) for s in settlements], lords_need_one) if "Lords" in cards else None
    out = []
    for p in range(players):
        partial, earned = rows[p] if rows is not None and rows[p] is not None else \
            player_row(board, cards, owner, settlements[p], p)
        row = {}
        for card in cards:
            row[card] = lord_gold[p] if card == "Lords" else partial[card]
        row["Castles"] = partial["Castles"]
        row["total"] = sum(row.values())
        if lord_gold is not None:
            earned = dict(earned, Lords=sorted(settlements[p]))
        row["_earned"] = earned
        out.append(row)
    return out
