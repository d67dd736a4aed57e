"""Majority scoring with shared ties (rulebook p.5-6 "Értékelés" and its examples)."""
from desktop_app.games.new_york.components import SCORING_TABLE, TYPE_INDEX
from desktop_app.games.new_york.scoring import majority_points, place_points, scoring_result

from .helpers import city, ring_city

SKY, PARK, TEMPLE = TYPE_INDEX["skyscraper"], TYPE_INDEX["park"], TYPE_INDEX["temple"]


def test_most_temples_at_A_scores_4():
    """Rulebook p.5 example: whoever built the most temples gets 4 points at scoring A."""
    assert place_points([3, 1, 0], SCORING_TABLE["A"][TEMPLE]) == [4, 0, 0]


def test_two_tied_for_most_skyscrapers_at_B_get_9_each():
    """Rulebook p.5 example: Krisztina and Gábor with 4 skyscrapers each share (13+6)/2 = 9."""
    assert place_points([4, 4, 2], SCORING_TABLE["B"][SKY]) == [9, 9, 0]


def test_parks_at_the_end_16_16_2_2():
    """Rulebook p.6 example: 3,3,2,2 parks at the end: (20+12)/2 = 16 each, then 5/2 = 2 each."""
    assert place_points([3, 3, 2, 2], SCORING_TABLE["final"][PARK]) == [16, 16, 2, 2]


def test_at_least_one_building_to_score():
    """Rulebook p.5 note: a player needs at least one building of a type to score it."""
    assert place_points([2, 0, 0], SCORING_TABLE["B"][PARK]) == [12, 0, 0]
    assert place_points([0, 0, 0], SCORING_TABLE["final"][PARK]) == [0, 0, 0]


def test_next_player_takes_the_place_after_a_tied_group():
    """Digest "Scoring": after a group of three tied for first, nobody is left for 2nd/3rd."""
    assert place_points([2, 2, 2, 1], SCORING_TABLE["final"][PARK]) == [12, 12, 12, 0]
    assert place_points([3, 2, 1], SCORING_TABLE["final"][PARK]) == [20, 12, 5]


def test_majority_points_sum_per_type():
    """Every type is scored separately and the totals add up (digest "Scoring")."""
    counts = [(1, 0, 0, 0, 0, 2), (0, 0, 0, 0, 0, 1)]
    totals, per_type = majority_points(counts, "A")
    assert per_type[0][0] == 1 and per_type[0][5] == 6 and totals == [7, 0]


def test_scoring_result_adds_streets_and_counts_neutral_only_in_majorities():
    """Digest "Two players": the neutral player competes in majorities but never scores streets;
    reserve tiles do not count (rulebook p.6 note)."""
    a = ring_city()  # 8 buildings, street ring of 12
    b = city({})
    result = scoring_result([a, b], [0, 0, 0, 0, 0, 5], "A")
    assert result["streets"] == [12, 0]
    # The ring city holds 5 theatres and 3 museums: 1 + 2 points at A, plus 12 for the street.
    assert result["counts"][0] == [5, 3, 0, 0, 0, 0]
    assert result["type_points"][2][SKY] == 6  # the neutral player's skyscrapers
    assert result["points"] == [15, 0]


def test_score_breakdown_keeps_each_scoring_apart():
    """Issue 13 finding 6: the score sheet shows every scoring on its own (not summed per type):
    each scoring's majorities and streets, in order, adding up to the total."""
    import random

    from .helpers import fresh
    state = fresh(3, seed=5)
    rng = random.Random(5)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    rows = state.score_breakdown()
    rounds = [r["round"] for r in state.scorings]
    assert rounds[-1] == "final" and len(rounds) >= 2
    names = {"A": "first scoring", "B": "second scoring", "final": "final scoring"}
    expected_keys = [f"{names[r]}: {part}" for r in rounds for part in ("buildings", "streets")] + ["total"]
    for i, row in enumerate(rows):
        assert list(row) == expected_keys
        for r, result in zip(rounds, state.scorings):
            assert row[f"{names[r]}: buildings"] == result["majority"][i]
            assert row[f"{names[r]}: streets"] == result["streets"][i]
        assert sum(v for k, v in row.items() if k != "total") == row["total"] == state.scores()[i]
    sheet = state.scoring_sheet()
    assert [s["round"] for s in sheet] == rounds
    for s, result in zip(sheet, state.scorings):
        assert [sum(col) for col in zip(*(points for _, points in s["rows"]))] == result["points"]
