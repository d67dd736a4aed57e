"""Scoring: the 10 Kingdom Builder cards and the castles (digest "End and scoring", seed p.5-6)."""
import pytest

from desktop_app.games.kingdom_builder import scoring
from desktop_app.games.kingdom_builder.components import CARDS

from kb_helpers import cell, fresh, place

# A chain from the castle (3, 3) to the Tavern hex (6, 7), and one from the Paddock hex (6, 11)
# to the castle (7, 15): two separate settlement areas, each linking two special hexes.
CHAIN_A = [cell(3, 4), cell(4, 4), cell(5, 4), cell(6, 5), cell(6, 6)]
CHAIN_B = [cell(6, 12), cell(6, 13), cell(6, 14), cell(6, 15)]


def gold(cards, settlements, players=2, **options):
    """Score a position on the first-game board with the given cards; returns the breakdown rows."""
    state = fresh(players, 0, cards="chosen", card_1=cards[0], card_2=cards[1], card_3=cards[2], **options)
    for player, cells in enumerate(settlements):
        place(state, player, *cells)
    return state.score_breakdown()


def card(name, settlements, players=2, **options):
    others = [c for c in ("Hermits", "Miners", "Workers") if c != name]
    cards = (name, others[0], others[1])
    return [row[name] for row in gold(cards, settlements, players, **options)]


def test_fishermen_count_settlements_next_to_water_but_not_on_water():
    """Seed p.6 "Megjegyzés": Fishermen give no gold for settlements standing on water (Harbor)."""
    # (7, 2) touches the water (7, 3); (8, 8) is dry; (3, 0) stands on water next to water.
    assert card("Fishermen", [[cell(7, 2), cell(8, 8), cell(3, 0)]]) == [1, 0]


def test_miners_count_settlements_next_to_a_mountain():
    """Digest "End and scoring": Miners, 1 per settlement next to a mountain."""
    # (0, 5) touches the mountain (0, 4), (0, 6) the mountain (1, 5); (8, 8) none.
    assert card("Miners", [[cell(0, 5), cell(0, 6), cell(8, 8)]]) == [2, 0]


def test_workers_count_settlements_next_to_a_castle_or_location():
    """Digest "End and scoring": Workers, 1 per settlement next to a location or castle hex."""
    assert card("Workers", [[cell(7, 7), cell(3, 2), cell(3, 4), cell(8, 8)]]) == [3, 0]


def test_merchants_with_two_separate_chains():
    """Digest: 4 per location/castle hex linked by a chain of your settlements to another one."""
    assert card("Merchants", [CHAIN_A + CHAIN_B]) == [16, 0]
    assert card("Merchants", [CHAIN_A]) == [8, 0]
    # A chain touching only one special hex links nothing.
    assert card("Merchants", [CHAIN_B[:2]]) == [0, 0]


def test_merchants_count_a_hex_reached_by_two_chains_once():
    """Digest: the gold is per linked hex, not per chain."""
    # (3, 2) touches the castle (3, 3) only: a third area, adds nothing.
    assert card("Merchants", [CHAIN_A + CHAIN_B + [cell(3, 2)]]) == [16, 0]


def test_discoverers_count_rows_with_a_settlement():
    """Digest: 1 per horizontal line holding at least one of your settlements."""
    assert card("Discoverers", [CHAIN_A + CHAIN_B, [cell(19, 10)]]) == [4, 1]


def test_hermits_count_separate_areas_a_lone_settlement_included():
    """Seed p.6 "települési terület": a group of connected settlements; a lone one is an area."""
    assert card("Hermits", [CHAIN_A + CHAIN_B + [cell(15, 15)], []]) == [3, 0]


@pytest.mark.parametrize("size,expected", [(5, 2), (4, 2), (3, 1), (1, 0)])
def test_citizens_score_half_the_largest_area_rounded_down(size, expected):
    """Digest: 1 per 2 settlements in your largest area (rounded down)."""
    assert card("Citizens", [CHAIN_A[:size] + [cell(15, 15)]]) == [expected, 0]


def test_knights_score_one_line_only():
    """Seed p.6 "Megjegyzés": with several equally full lines only one is scored; 2 per settlement."""
    assert card("Knights", [CHAIN_A + CHAIN_B]) == [12, 0]  # row 6 holds 6
    # Seed p.6 example: three settlements in the best line give 6 gold.
    assert card("Knights", [[cell(8, 8), cell(8, 9), cell(8, 10), cell(10, 1), cell(10, 2), cell(10, 3)]]) == [6, 0]


def test_lords_8_8_6_2_score_12_12_6_0():
    """Seed p.6 "Megjegyzés", digest: ties for most share 12, ties for second share 6."""
    assert scoring.lords([[8, 0, 0, 0], [8, 0, 0, 0], [6, 0, 0, 0], [2, 0, 0, 0]], False) == [12, 12, 6, 0]


def test_lords_zero_settlements_can_be_second_by_default():
    """Digest: 5/0/0 -> 12/6/6 by default; "need at least one settlement" as an option."""
    assert scoring.lords([[5, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], False) == [12, 6, 6]
    assert scoring.lords([[5, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], True) == [12, 0, 0]


def test_lords_nobody_scores_an_empty_sector():
    """Digest: nobody scores Lords in a sector where nobody has a settlement."""
    assert scoring.lords([[0, 0, 0, 0], [0, 0, 0, 0]], False) == [0, 0]


def test_lords_from_a_position_and_the_option():
    """Digest "End and scoring": Lords per sector (quadrant) from the board position."""
    top_left = [cell(8, c) for c in range(5, 10)]  # 5 in the Tavern quadrant
    # Top left: 12 / 6 / 6 (zero counts as second); bottom right: 6 / 12 / 6.
    assert card("Lords", [top_left, [cell(15, 15)], []], players=3) == [18, 18, 12]
    assert card("Lords", [top_left, [cell(15, 15)], []], players=3, lords_zero="need_one") == [12, 12, 0]


def test_farmers_score_the_sector_with_fewest_settlements():
    """Seed p.6 example: fewest settlements in one quadrant is 4: 4 x 3 = 12 gold."""
    per_sector = [[cell(0, c) for c in range(4)] + [cell(1, 0)], [cell(0, c) for c in range(12, 16)],
                  [cell(19, c) for c in range(5)] + [cell(18, 0)], [cell(19, c) for c in range(12, 18)]]
    assert card("Farmers", [sum(per_sector, [])]) == [12, 0]


def test_farmers_score_nothing_with_a_missing_sector():
    """Seed p.6: you need a settlement in every quadrant to score Farmers."""
    assert card("Farmers", [[cell(0, 0), cell(0, 12), cell(19, 0)]]) == [0, 0]


def test_castles_give_3_gold_each_once_however_many_settlements_touch():
    """Seed p.4 "Vármező": 3 gold per castle hex touched, even by several settlements."""
    rows = gold(("Hermits", "Miners", "Workers"), [[cell(3, 2), cell(3, 4), cell(6, 15)], []])
    assert rows[0]["Castles"] == 6 and rows[1]["Castles"] == 0


def test_total_is_the_sum_and_winners_share_ties():
    """Seed p.5: most gold wins; a tie has several winners."""
    state = fresh(3)
    place(state, 0, cell(3, 2))
    place(state, 1, cell(6, 15))
    rows = state.score_breakdown()
    assert all(row["total"] == sum(v for k, v in row.items() if k != "total") for row in rows)
    assert set(rows[0]) == {"Fishermen", "Merchants", "Knights", "Castles", "total"}
    assert state.scores()[0] == state.scores()[1] and state.winners() == [0, 1]


def test_every_card_is_scored_without_error_on_a_random_position():
    """All 10 cards of the digest table can be scored; earned cells are the player's settlements or hexes."""
    state = fresh(3)
    for i, c in enumerate(range(40, 400, 9)):
        if state.board.terrain[c] in "GCDFTW":
            place(state, i % 3, c)
    for name in CARDS:
        groups = scoring.areas(state.owner, sorted(state.settlements[0]), 0)
        value, earned = scoring.card_gold(name, state.board, state.owner, sorted(state.settlements[0]), 0, groups) \
            if name != "Lords" else (0, [])
        assert value >= 0 and isinstance(earned, list)
    assert len(state.earned_cells()) == 3
