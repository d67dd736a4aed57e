"""City building rules (rulebook p.4 "New York építési szabályok"; digest "Placement rules") and
street counting (rulebook p.5 "Az utcákért járó pontok"; digest "Scoring")."""
from desktop_app.games.new_york.city import City, longest_trail

from .helpers import E_ONLY, N_ONLY, NE, NO_STREET, S_ONLY, W_ONLY, city, ring_city


def key(problem):
    return None if problem is None else problem[0]


def test_matching_sides_legal_and_illegal():
    """Rule 2: touching sides match, street against street or open against open."""
    c = city({})
    assert key(c.placement_problem(W_ONLY[0], (-1, 0))) is None  # its street faces empty land
    problem = c.placement_problem(E_ONLY[0], (-1, 0))  # its east street meets Times Square
    assert key(problem) == "street_mismatch"
    assert problem[1].format(**problem[2]) == "Its east side has a street, its neighbour's does not."
    assert (-1, 0) in c.legal_cells(W_ONLY[0]) and (-1, 0) not in c.legal_cells(E_ONLY[0])


def test_open_side_against_street_is_a_mismatch():
    """Rule 2 the other way round: an open side may not meet a neighbour's street."""
    c = city({(1, 0): N_ONLY[0]})
    problem = c.placement_problem(NO_STREET[0], (1, -1))
    assert key(problem) == "street_mismatch" and problem[2] == {"side": "south"}


def test_reachable_on_foot_legal_and_illegal():
    """Rule 3 (rulebook picture: the skyscraper reached only across a street): a tile whose only
    contact is a street shared with its neighbour cannot be walked to from Times Square."""
    c = city({(1, 0): N_ONLY[0]})
    assert key(c.placement_problem(S_ONLY[0], (1, -1))) == "not_walkable"
    assert (1, -1) not in c.legal_cells(S_ONLY[0])
    assert key(c.placement_problem(NO_STREET[0], (0, -1))) is None  # open side towards Times Square


def test_full_side_contact_legal_and_illegal():
    """Rule 4: touching along a full side; a corner is not enough."""
    c = city({})
    assert key(c.placement_problem(NO_STREET[0], (1, 1))) == "no_contact"
    assert key(c.placement_problem(NO_STREET[0], (1, 0))) is None


def test_no_rotation_streets_stay_where_printed():
    """Rule 1: tiles are never rotated, so a north street fits only where a north street fits."""
    c = city({(1, 0): N_ONLY[0]})
    # North of the street only a tile printed with a south street fits; a north-street tile would
    # need turning round, which is not allowed.
    assert (1, -1) not in c.legal_cells(N_ONLY[1])
    assert key(c.placement_problem(N_ONLY[1], (1, -1))) == "street_mismatch"
    assert (2, 0) in c.legal_cells(N_ONLY[1])


def test_hole_when_placing_legal_and_illegal():
    """Rule 5 (rulebook picture: the station that would leave an empty plot): no enclosed hole."""
    c = city({(1, 0): NO_STREET[0], (2, 0): NO_STREET[1], (0, 1): NO_STREET[2], (2, 1): NO_STREET[3],
              (0, 2): NO_STREET[4]})
    assert key(c.placement_problem(NO_STREET[5], (1, 2))) == "hole"
    assert (1, 2) not in c.legal_cells(NO_STREET[5])
    assert key(c.placement_problem(NO_STREET[5], (1, 1))) is None
    assert (1, 1) in c.legal_cells(NO_STREET[5])


def test_larger_enclosed_area_is_a_hole_too():
    """Rule 5 read as "no enclosed empty plot": two empty cells walled in count as well."""
    ring = {(1, 0), (2, 0), (3, 0), (0, 1), (3, 1), (0, 2), (1, 2), (2, 2)}
    free = iter(NO_STREET)
    c = city({cell: next(free) for cell in ring})
    assert key(c.placement_problem(next(free), (3, 2))) == "hole"  # closes (1,1)+(2,1)


def block_city() -> City:
    """Times Square at a corner of a 3x3 block of street-less buildings."""
    free = iter(NO_STREET)
    return city({(x, y): next(free) for x in range(3) for y in range(3) if (x, y) != (0, 0)})


def test_hole_when_removing_legal_and_illegal():
    """Rule 5 applies to rebuilding: taking the middle tile out would leave a hole."""
    c = block_city()
    assert key(c.removal_problem((1, 1))) == "hole" and (1, 1) not in c.removable()
    assert key(c.removal_problem((2, 2))) is None and (2, 2) in c.removable()


def test_removal_may_not_disconnect():
    """Digest rule 5: a removal may not disconnect the city."""
    c = city({(1, 0): NO_STREET[0], (2, 0): NO_STREET[1]})
    assert key(c.removal_problem((1, 0))) == "disconnects" and (1, 0) not in c.removable()
    assert key(c.removal_problem((2, 0))) is None and (2, 0) in c.removable()


def test_times_square_never_moves():
    """Rulebook p.3: the start tile cannot be removed or exchanged."""
    c = city({(1, 0): NO_STREET[0]})
    assert key(c.removal_problem((0, 0))) == "start_fixed"
    assert key(c.swap_problem(NO_STREET[1], (0, 0))) == "start_fixed"
    assert (0, 0) not in c.removable() and (0, 0) not in c.swap_cells(NO_STREET[1])


def test_swap_legal_and_illegal():
    """Rulebook p.3: a reserve tile takes exactly the place of the city tile; the rules still hold."""
    c = city({(1, 0): NO_STREET[0], (2, 0): NO_STREET[1]})
    assert (1, 0) in c.swap_cells(N_ONLY[0])  # its street faces empty land
    assert key(c.swap_problem(E_ONLY[0], (1, 0))) == "street_mismatch"
    assert (1, 0) not in c.swap_cells(E_ONLY[0])


def test_street_line():
    """Streets: a straight outer street of three edges scores 3."""
    c = city({(1, 0): N_ONLY[0], (2, 0): N_ONLY[1], (3, 0): N_ONLY[2]})
    assert c.is_valid() and c.longest_street() == 3


def test_street_L():
    """Streets: a street turning a corner stays one street (3 north edges + 1 east edge)."""
    c = city({(1, 0): N_ONLY[0], (2, 0): N_ONLY[1], (3, 0): NE[0]})
    assert c.is_valid() and c.longest_street() == 4


def test_inner_streets_do_not_count():
    """Rulebook p.5: streets facing another tile are inner ("dupla utcák") and score nothing."""
    # (1,0)'s north street faces (1,-1)'s south street: one inner street, no points. (2,0)'s north
    # street faces open land: 1 point.
    c = city({(1, 0): N_ONLY[0], (0, -1): NO_STREET[0], (1, -1): S_ONLY[0], (2, 0): N_ONLY[1]})
    assert c.is_valid()
    assert c.outer_street_edges() == [((2, 0), (3, 0))]
    assert c.longest_street() == 1


def test_closed_ring_scores_its_edges():
    """Digest "Scoring": a closed ring of N edges scores N (the 3x3 block's outline: 12)."""
    c = ring_city()
    assert c.is_valid() and c.longest_street() == 12


def test_two_rings_joined_at_a_corner_score_all_edges():
    """Digest "Scoring": where four outer street edges meet at a corner, the street may pass it
    twice, so two rings touching at one corner count all 24 edges."""
    first = ring_city().cells
    second = {(x + 3, y + 3): t for (x, y), t in ring_city().cells.items() if (x, y) != (0, 0)}
    second[(3, 3)] = NO_STREET[0]
    c = City({**first, **second})
    assert c.longest_street() == 24


def test_longest_trail_four_way_corner_figure_eight():
    """Street counting on raw segments: two unit squares sharing a corner form a figure eight (8)."""
    square = lambda x, y: [((x, y), (x + 1, y)), ((x + 1, y), (x + 1, y + 1)),
                           ((x, y + 1), (x + 1, y + 1)), ((x, y), (x, y + 1))]
    assert longest_trail(square(0, 0) + square(1, 1)) == 8
    # Four dead-end edges meeting at one corner: a walk passes the corner once, using two of them.
    plus = [((0, 0), (1, 0)), ((1, 0), (2, 0)), ((1, -1), (1, 0)), ((1, 0), (1, 1))]
    assert longest_trail(plus) == 2
