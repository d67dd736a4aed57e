"""Christmas Tree scoring: final scoring, bulbs, gingerbread, every task kind, overlaps and ties."""
import pytest
from ct_helpers import TreeBuilder, empty_tree

from desktop_app.games.christmas_tree import scoring
from desktop_app.games.christmas_tree.components import (
    BULB_PAIR_EDGES,
    CARDS,
    GINGER_POINTS,
    SPACE_EDGES,
    SPACES,
    TASKS,
)

# Kluni's tree, rulebook p.6, rebuilt from our reconstructed cards: (space, card, upside down).
# Found by a search over our data so that every figure of the worked example comes out exactly.
KLUNI = [(1, 'CA03', 0), (2, 'CA04', 0), (3, 'GL02', 1), (4, 'CA08', 1), (5, 'GL49', 1), (6, 'GL25', 1),
         (7, 'GL07', 0), (8, 'GL39', 0), (9, 'GL44', 0), (10, 'GL26', 0), (11, 'GL01', 1), (12, 'GB06', 1),
         (13, 'GB12', 0), (14, 'GB08', 1), (15, 'GL23', 1), (16, 'GL29', 1), (17, 'GL55', 1),
         (18, 'GL33', 0), (19, 'CA13', 0), (20, 'GL45', 0), (21, 'GL53', 1)]


def kluni_tree():
    t = TreeBuilder()
    for space, card, turned in KLUNI:
        t.put(space, card, turned)
    return t


def test_kluni_worked_example_final_scoring():
    """Rulebook p.6 "Végső értékelés": snowflakes and candy 28, gingerbread 12 + 18 + 8 = 38,
    14 complete bulbs = 28, one unused linzer = 1. Our cards reproduce every part exactly."""
    t = kluni_tree()
    parts = scoring.final_breakdown(t.cards, t.turned, linzer=1)
    assert parts == {"snowflakes_and_candy": 28, "gingerbread": 38, "bulbs": 28, "linzer": 1}
    assert len(scoring.complete_bulbs(t.cards, t.turned)) == 14
    left, middle, right = (sum(scoring.ginger_sides(t.cards, t.turned, s)) for s in (12, 13, 14))
    assert (GINGER_POINTS[left], GINGER_POINTS[middle], GINGER_POINTS[right]) == (12, 18, 8)


def test_kluni_worked_example_round_three_tasks():
    """Rulebook p.6 "Feladatkártyák értékelése a forduló végén" on the same tree: gingerbread race
    3 x 2 = 6 (+6 if most), the diagonal pattern of three sharing a colour or shape twice = 12,
    three bulb pairs = 12 (a further pair is refused because its bulb is already paired), the
    equal-snowflake pattern once = 8 (our cards show it with 0-snowflake ornaments, as in the book)."""
    t = kluni_tree()
    assert scoring.task_points("T16", [t.tree, empty_tree()]) == [6 + 6, 0]
    assert scoring.task_points("T24", [t.tree]) == [12]
    assert scoring.task_points("T30", [t.tree]) == [12]
    assert scoring.task_points("T28", [t.tree]) == [8]
    lit = {e for e, _ in scoring.complete_bulbs(*t.tree)}
    candidates = {tuple(sorted((SPACE_EDGES[s][a], SPACE_EDGES[s][b]))) for s in SPACES
                  for a, b in BULB_PAIR_EDGES["straight"] if SPACE_EDGES[s][a] in lit and SPACE_EDGES[s][b] in lit}
    assert len(candidates) > 3  # some pairs share a bulb and are not scored
    (occurrence,) = scoring.task_occurrences("T28", *t.tree)
    assert {CARDS[t.cards[s]].snowflakes for s in occurrence} == {0}


def test_gingerbread_table_by_satisfied_sides():
    """Rulebook p.4: 0 -> 2, 1 -> 4, 2 -> 8, 3 -> 12, 4 -> 18 points; sides ask for a colour,
    a shape or a candy on the card sharing that edge. GB01: NW gold, NE purple, SE green, SW candy."""
    t = TreeBuilder()
    t.ginger(5, "GB01")
    expected = [2]
    t.glass(2, colour="gold"); expected.append(4)
    t.glass(3, colour="purple"); expected.append(8)
    t.glass(9, colour="green"); expected.append(12)
    t.candy(8); expected.append(18)
    # Rebuild step by step to read the points after each satisfied side.
    got = []
    for filled in range(5):
        partial = TreeBuilder()
        partial.ginger(5, "GB01")
        for space in (2, 3, 9, 8)[:filled]:
            partial.put(space, t.cards[space])
        got.append(scoring.final_breakdown(partial.cards, partial.turned, 0)["gingerbread"])
    assert got == expected == list(GINGER_POINTS)


def test_gingerbread_wrong_neighbour_and_turned_gingerbread():
    """Rulebook p.4 example: a side with the wrong card scores nothing. Turned upside down, the
    gingerbread's printed SE wish (green) faces NW on the board."""
    t = TreeBuilder()
    t.ginger(5, "GB01")
    t.glass(2, colour="green")  # NW asks gold upright: wrong
    assert scoring.ginger_sides(t.cards, t.turned, 5) == (False, False, False, False)
    t.turned[5] = 1  # now NW asks for green
    assert scoring.ginger_sides(t.cards, t.turned, 5) == (True, False, False, False)


def test_bulb_completes_across_upside_down_card():
    """Rulebook p.4 "Égők": two halves of one colour meeting on an edge make a bulb; cards may lie
    upside down (p.3), which moves a half from SE to NW."""
    t = TreeBuilder()
    t.put(1, "GL02")  # SE blue
    below = t.find("glass", NW="yellow", SE="blue")  # printed SE blue faces NW once turned
    t.put(3, below, 0)
    assert scoring.complete_bulbs(t.cards, t.turned) == []
    t.turned[3] = 1
    assert [colour for _, colour in scoring.complete_bulbs(t.cards, t.turned)] == ["blue"]
    t.turned[1] = 1  # GL02 turned: its SE shows its printed NW (blue) again
    assert [colour for _, colour in scoring.complete_bulbs(t.cards, t.turned)] == ["blue"]


def test_halves_of_different_colours_are_no_bulb():
    """Rulebook p.4: only the same colour on both sides of the edge completes a bulb."""
    t = TreeBuilder()
    t.put(1, "GL01")  # SE yellow
    t.put(3, t.find("glass", NW="blue"))
    assert scoring.complete_bulbs(t.cards, t.turned) == []


# ------------------------------------------------------------------ majority
@pytest.mark.parametrize("counts,expected", [
    ([5, 3, 1], [6, 3, 0]),
    ([5, 5, 1], [6, 6, 0]),  # first-place tie: no second bonus
    ([5, 3, 3], [6, 3, 3]),  # second-place tie: all score it
    ([0, 0, 0], [0, 0, 0]),  # a count of 0 never wins
    ([2, 0, 0], [6, 0, 0]),
    ([4, 4, 4, 4], [6, 6, 6, 6]),
])
def test_majority_ties(counts, expected):
    """Rulebook p.8 "Döntetlenek" and digest "Task cards": tied firsts all get the first bonus and
    no second is given; tied seconds all get the second; a count of 0 never wins a bonus."""
    assert scoring.majority_bonus(counts, [6, 3]) == expected


def test_count_colour_task_with_majority_over_trees():
    """Rulebook p.8: 1 point per glass ornament of the colour; most +6, second +3."""
    a, b, c = TreeBuilder(), TreeBuilder(), TreeBuilder()
    for s in (1, 2, 3):
        a.glass(s, colour="gold")
    b.glass(1, colour="gold")
    b.glass(2, colour="green")
    c.candy(1)
    assert scoring.task_points("T01", [a.tree, b.tree, c.tree]) == [3 + 6, 1 + 3, 0]


def test_gingerbread_race_worked_example():
    """Rulebook p.6 task 1 "Verseny a mézeskalácsokért": 3 gingerbread = 3 x 2 = 6, +6 if most."""
    kluni, other = kluni_tree(), TreeBuilder()
    other.ginger(5, "GB01")
    assert scoring.task_points("T16", [kluni.tree, other.tree]) == [6 + 6, 2 + 3]


def test_candy_count_task():
    """Rulebook p.8: 1 point per candy, most +6, second +3."""
    a, b = TreeBuilder(), TreeBuilder()
    a.candy(1); a.candy(2)
    b.candy(1)
    assert scoring.task_points("T15", [a.tree, b.tree]) == [2 + 6, 1 + 3]


def test_count_shape_task():
    """Rulebook p.8: shape variant of the counting task."""
    a = TreeBuilder()
    a.glass(1, shape="ball"); a.glass(2, shape="ball"); a.glass(3, shape="star")
    assert scoring.task_points("T05", [a.tree, empty_tree()]) == [2 + 6, 0]


def test_bulb_colour_task():
    """Rulebook p.8: 3 points per complete bulb of the card's colour."""
    t = TreeBuilder()
    t.put(1, "GL01")  # SE yellow, SW red
    t.put(3, t.find("glass", NW="yellow"))
    t.put(2, t.find("glass", NE="red"))
    assert scoring.task_points("T07", [t.tree]) == [3]
    assert scoring.task_points("T08", [t.tree]) == [3]
    assert scoring.task_points("T09", [t.tree]) == [0]


def test_row_all_three_colours_anywhere_in_row():
    """Rulebook p.8: 6 points per row holding all three colours, order and adjacency irrelevant."""
    t = TreeBuilder()
    t.glass(16, colour="purple"); t.glass(19, colour="gold"); t.glass(21, colour="green")
    t.glass(4, colour="gold"); t.glass(5, colour="gold"); t.glass(6, colour="green")
    assert scoring.task_points("T10", [t.tree]) == [6]
    t.candy(18)
    assert scoring.task_points("T10", [t.tree]) == [6]


def test_row_all_three_shapes():
    """Rulebook p.8: the shape variant."""
    t = TreeBuilder()
    t.glass(4, shape="star"); t.glass(5, shape="ball"); t.glass(6, shape="spiral")
    assert scoring.task_points("T11", [t.tree]) == [6]


def test_line_snowflakes_rulebook_example_row_three():
    """Rulebook p.8: "if row/diagonal III shows at least 4, that is worth 5". Row III needs 4."""
    t = TreeBuilder()
    t.glass(4, snowflakes=2); t.glass(5, snowflakes=1)
    assert scoring.task_points("T19", [t.tree]) == [0]
    t.glass(6, snowflakes=1)
    assert scoring.task_points("T19", [t.tree]) == [5]
    t2 = TreeBuilder()  # candy values are no snowflakes
    t2.glass(4, snowflakes=2); t2.glass(5, snowflakes=1); t2.candy(6)
    assert scoring.task_points("T19", [t2.tree]) == [0]


def test_diagonal_snowflakes_both_directions():
    """digest "Task cards": the diagonal task counts falling and rising diagonals; the length-2
    diagonals need 3 snowflakes."""
    t = TreeBuilder()
    t.glass(11, snowflakes=2); t.glass(17, snowflakes=1)  # falling diagonal (11, 17)
    t.glass(15, snowflakes=2); t.glass(20, snowflakes=2)  # rising diagonal (15, 20)
    assert scoring.task_points("T22", [t.tree]) == [10]


def test_row_ends_identical():
    """Rulebook p.8: 5 points per row whose two end cards match in colour and shape."""
    t = TreeBuilder()
    t.glass(7, colour="green", shape="ball"); t.glass(10, colour="green", shape="ball")
    t.glass(4, colour="green", shape="star"); t.glass(6, colour="green", shape="ball")
    assert scoring.task_points("T20", [t.tree]) == [5]


def test_pair_same_overlap_uses_each_card_once():
    """Rulebook p.8: a card counts once per task card. Four identical ornaments in a row make
    three side-by-side pairs but only two disjoint ones."""
    t = TreeBuilder()
    for s in (16, 17, 18, 19):
        t.glass(s, colour="gold", shape="star")
    assert len(scoring.task_occurrences("T13", *t.tree)) == 2
    assert scoring.task_points("T13", [t.tree]) == [8]


def test_pair_same_edge_and_column_patterns():
    """digest "Task cards": identical pairs sharing an edge (T12) or one above the other (T14)."""
    t = TreeBuilder()
    t.glass(1, colour="purple", shape="ball"); t.glass(3, colour="purple", shape="ball")
    t.glass(5, colour="purple", shape="ball")
    assert scoring.task_points("T12", [t.tree]) == [4]  # 1-3 or 3-5, one card shared
    assert scoring.task_points("T14", [t.tree]) == [4]  # 1 above 5
    t.glass(2, colour="purple", shape="star")  # same colour, other shape: no pair
    assert scoring.task_points("T12", [t.tree]) == [4]


def test_candy_gingerbread_touching_at_tips():
    """Rulebook p.8: 6 per candy and gingerbread in the pattern, touching at tips; sharing an edge
    is not touching at tips."""
    t = TreeBuilder()
    t.candy(12); t.ginger(13, "GB01")
    t.ginger(8, "GB02")  # edge neighbour of 12 and 13: not a tip pattern with the candy
    assert scoring.task_points("T17", [t.tree]) == [6]
    assert scoring.task_points("T18", [t.tree]) == [0]
    t.candy(18)  # below 8 at the tip (column)
    assert scoring.task_points("T18", [t.tree]) == [6]


def test_triple_share_overlap_worked_example():
    """Rulebook p.6 task 2 "Alakzat": two triples on a diagonal score 2 x 6; a further triple that
    reuses a card of a scored one scores nothing. Five in a line hold only one disjoint triple."""
    t = TreeBuilder()
    for s in (1, 3, 6, 10, 15):
        t.glass(s, colour="green")
    assert scoring.task_points("T24", [t.tree]) == [6]
    t.glass(21, shape="spiral", colour="gold")
    assert scoring.task_points("T24", [t.tree]) == [6]  # 10-15-21: no shared colour or shape
    t2 = TreeBuilder()
    for s in (1, 3, 6, 10, 15, 21):
        t2.glass(s, shape="ball")
    assert scoring.task_points("T24", [t2.tree]) == [12]


def test_triple_share_mixed_colour_same_shape_and_mirror():
    """Rulebook p.8: three sharing a colour OR a shape; patterns may be mirrored left-right."""
    t = TreeBuilder()
    t.glass(2, colour="gold", shape="star"); t.glass(3, colour="green", shape="star")
    t.glass(5, colour="purple", shape="star")
    assert scoring.task_points("T25", [t.tree]) == [6]  # V shape 2,3 over 5
    assert scoring.task_points("T26", [t.tree]) == [0]  # the A shape is not the V turned over
    t3 = TreeBuilder()
    t3.glass(4, shape="ball"); t3.glass(7, shape="ball"); t3.glass(11, shape="ball")
    assert scoring.task_points("T24", [t3.tree]) == [6]  # the mirrored (rising) diagonal


def test_equal_snowflakes_worked_example():
    """Rulebook p.6 task 4 "Hópelyhes alakzat": the pattern made of three 0-snowflake ornaments."""
    t = TreeBuilder()
    t.glass(1, snowflakes=0); t.glass(2, snowflakes=0); t.glass(3, snowflakes=0)
    assert scoring.task_points("T29", [t.tree]) == [8]
    t.turned[2] = 1  # orientation does not matter for snowflakes
    assert scoring.task_points("T29", [t.tree]) == [8]


def test_chain_zero_one_two():
    """Rulebook p.8: 6 per chain of edge-touching glass 0 -> 1 -> 2."""
    t = TreeBuilder()
    t.glass(1, snowflakes=0); t.glass(3, snowflakes=1); t.glass(6, snowflakes=2)
    assert scoring.task_points("T23", [t.tree]) == [6]
    t2 = TreeBuilder()
    t2.glass(1, snowflakes=1); t2.glass(3, snowflakes=0); t2.glass(6, snowflakes=2)
    assert scoring.task_points("T23", [t2.tree]) == [0]  # the 1 must be in the middle


def lit_card_at_5(lit_edges):
    """A four-bulb card on space 5 with complete bulbs on the given edges."""
    t = TreeBuilder()
    t.put(5, "GL01")  # NW yellow, NE red, SE yellow, SW red
    halves = {"NW": (2, "SE", "yellow"), "NE": (3, "SW", "red"), "SE": (9, "NW", "yellow"),
              "SW": (8, "NE", "red")}
    for edge in lit_edges:
        space, facing, colour = halves[edge]
        t.put(space, t.find("glass", **{facing: colour}))
    return t


def test_bulb_pair_straight_card_lit_on_four_edges_scores_twice():
    """Rulebook p.8: bulb-pair tasks count bulbs, not cards, so a card with four lit edges can
    fulfil the task twice."""
    t = lit_card_at_5(["NW", "NE", "SE", "SW"])
    assert len(scoring.complete_bulbs(*t.tree)) == 4
    assert scoring.task_points("T30", [t.tree]) == [8]
    assert scoring.task_points("T21", [t.tree]) == [8]


def test_bulb_pair_each_bulb_once_worked_example():
    """Rulebook p.6 task 3 "Égőpárok": a pair whose bulb is already paired scores nothing. Three
    lit edges of one card form two corner pairs sharing a bulb: only one scores."""
    t = lit_card_at_5(["NW", "NE", "SE"])
    occurrences = scoring.task_occurrences("T21", *t.tree)
    assert len(occurrences) == 1
    assert scoring.task_points("T21", [t.tree]) == [4]
    assert scoring.task_points("T30", [t.tree]) == [4]  # NW with SE


def test_max_packing_is_optimal_not_first_found():
    """Rulebook p.8 "each card once": the largest set of disjoint occurrences is scored."""
    masks = [0b0110, 0b0011, 0b1100]  # the middle-first choice would allow only one
    assert sorted(scoring.max_packing(masks)) == [1, 2]
    assert scoring.max_packing([]) == []


def test_every_task_card_scores_zero_on_an_empty_tree():
    """A count of 0 never wins a bonus (rulebook p.8)."""
    for task_id in TASKS:
        assert scoring.task_points(task_id, [empty_tree(), empty_tree()]) == [0, 0]


def test_card_attributes_used_by_scoring():
    """Rulebook p.4: glass end points are their snowflakes; candy points are their value."""
    assert CARDS["CA13"].end_points == 6
    assert CARDS["GL06"].end_points == 2
    assert CARDS["GB01"].end_points == 0


def test_crossing_diagonals_may_not_share_a_card():
    """Rulebook p.8 "egy díszkártya egy feladatkártyához csak egyszer használható fel": two
    diagonals that both reach their number but cross on one card score once for one task card."""
    t = TreeBuilder()
    t.glass(4, snowflakes=2); t.glass(8, snowflakes=2); t.glass(13, snowflakes=1)  # falling 4-8-13-19: 5
    t.glass(6, snowflakes=2); t.glass(9, snowflakes=2)  # rising 6-9-13-18: 5, shares 13
    assert len(scoring._line_snow(scoring.card_objects(t.cards), TASKS["T22"]["params"])) == 1
    assert scoring.task_points("T22", [t.tree]) == [5]


def test_candy_gingerbread_overlap_uses_the_candy_once():
    """Rulebook p.8: one candy between two gingerbread in a row makes two side-by-side pairs, but
    the candy counts once for the task card."""
    t = TreeBuilder()
    t.ginger(11, "GB01"); t.candy(12); t.ginger(13, "GB02")
    assert len(scoring.task_occurrences("T17", *t.tree)) == 1
    t.candy(14)
    assert scoring.task_points("T17", [t.tree]) == [12]  # 11-12 and 13-14


def test_chain_overlap_uses_each_card_once():
    """Rulebook p.8: two 0-1-2 chains through one shared 1 score once."""
    t = TreeBuilder()
    t.glass(5, snowflakes=1)
    t.glass(2, snowflakes=0); t.glass(9, snowflakes=2)
    t.glass(3, snowflakes=0); t.glass(8, snowflakes=2)
    assert scoring.task_points("T23", [t.tree]) == [6]


def test_equal_snowflakes_overlap_and_mixed_values():
    """Rulebook p.8 / p.6 example: equal snowflakes (any value), each card once per task card."""
    t = TreeBuilder()
    for s in (1, 3, 6, 10):
        t.glass(s, snowflakes=1)
    assert scoring.task_points("T28", [t.tree]) == [8]  # 1-3-6 and 3-6-10 share two cards
    t2 = TreeBuilder()
    t2.glass(1, snowflakes=0); t2.glass(3, snowflakes=1); t2.glass(6, snowflakes=0)
    assert scoring.task_points("T28", [t2.tree]) == [0]
