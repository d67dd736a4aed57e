"""The bit-board layout analysis (layout.py) against the complete rule checks and against itself.

Random cities are grown, shrunk and rebuilt with the slow, complete checks of city.py
(placement_problem, removal_problem, swap_problem), so the fast analysis is compared with an
independent reading of the rules; and the layouts a city derives change by change must equal the
ones read afresh from its cells.
"""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.games.new_york.city import City
from desktop_app.games.new_york.components import TILE_IDS, TILE_STREETS
from desktop_app.games.new_york.layout import Layout

from .helpers import N_ONLY, NO_STREET, S_ONLY, W_ONLY

STREET_MASKS = sorted(set(TILE_STREETS[1:]))


def _neighbours(cells) -> set:
    return {(x + dx, y + dy) for x, y in cells for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - set(cells)


def _change_at_random(city: City, rng: random.Random, spare: list) -> None:
    """One legal change chosen with the slow checks only: build, take away or exchange a tile."""
    roll = rng.random()
    built = [cell for cell in city.cells if cell != (0, 0)]
    if (roll < 0.2 or not spare) and built:
        cell = rng.choice(built)
        if city.removal_problem(cell) is None:
            spare.append(city.remove(cell))
        return
    if roll < 0.4 and built:
        cell, tile = rng.choice(built), rng.choice(spare)
        if city.swap_problem(tile, cell) is None:
            spare.remove(tile)
            spare.append(city.replace(tile, cell))
        return
    tile = rng.choice(spare)
    plots = sorted(_neighbours(city.cells))
    rng.shuffle(plots)
    for cell in plots:
        if city.placement_problem(tile, cell) is None:
            spare.remove(tile)
            city.add(tile, cell)
            return


def _assert_fast_equals_slow(city: City) -> None:
    plots = _neighbours(city.cells)
    for tile in TILE_IDS[::3]:
        assert set(city.legal_cells(tile)) == {c for c in plots if city.placement_problem(tile, c) is None}
        assert set(city.swap_cells(tile)) == {c for c in city.cells if city.swap_problem(tile, c) is None}
    assert set(city.removable()) == {c for c in city.cells if city.removal_problem(c) is None}


def _assert_same_analysis(derived: Layout, fresh: Layout) -> None:
    for streets in STREET_MASKS:
        assert derived.places(streets) == fresh.places(streets)
        assert derived.swaps(streets) == fresh.swaps(streets)
    assert derived.removable() == fresh.removable()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), steps=st.integers(1, 70))
def test_fast_analysis_follows_the_complete_rules(seed, steps):
    rng = random.Random(seed)
    city, spare = City(), list(TILE_IDS)
    for step in range(steps):
        _change_at_random(city, rng, spare)
        assert city.is_valid()
        if step % 4 == 0 or step == steps - 1:
            _assert_fast_equals_slow(city)
        else:
            city.removable()  # analyse now, so the next change is derived from this layout


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), steps=st.integers(1, 90))
def test_derived_layouts_equal_fresh_ones(seed, steps):
    rng = random.Random(seed)
    city, spare = City(), list(TILE_IDS)
    for _ in range(steps):
        before = city.layout()
        _change_at_random(city, rng, spare)
        if rng.random() < 0.5:
            before.removable()  # derivations must not depend on what the old layout computed
        _assert_same_analysis(city.layout(), Layout.of(dict(city.cells)))


def test_rebuild_actions_list_places_then_removals_then_swaps():
    """The order seeded games and replays rely on: per reserve tile its plots, then the tiles
    that may go to the reserve, then per reserve tile its swaps; cells in (y, x) order."""
    rng = random.Random(4)
    city, spare = City(), list(TILE_IDS)
    while len(city.cells) < 12:
        _change_at_random(city, rng, spare)
    reserve = tuple(sorted(spare[:3]))
    expected = [("to_city", t, c) for t in reserve for c in sorted(city.legal_cells(t), key=lambda c: (c[1], c[0]))]
    expected += [("to_reserve", c) for c in sorted(city.removable(), key=lambda c: (c[1], c[0]))]
    expected += [("swap", t, c) for t in reserve for c in sorted(city.swap_cells(t), key=lambda c: (c[1], c[0]))]
    assert list(city.rebuild_actions(reserve)) == expected


def test_removals_round_a_walking_cycle_that_is_no_square():
    """Times Square at the corner of a 3x3 block whose middle tile shows streets north, east and
    south: the ring of eight is one walking cycle round it (not made of 2x2 squares), so the
    analysis has to search; only the ring tile leading into the middle is a cut vertex."""
    three_sides = next(t for t in TILE_IDS if TILE_STREETS[t] == 7)
    free = iter(NO_STREET)
    city = City({(0, 0): 0, (1, 0): S_ONLY[0], (2, 0): next(free), (2, 1): W_ONLY[0], (2, 2): next(free),
                 (1, 2): N_ONLY[0], (0, 2): next(free), (0, 1): next(free), (1, 1): three_sides})
    assert city.is_valid()
    assert set(city.removable()) == {(1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2)}
    assert set(city.removable()) == {c for c in city.cells if city.removal_problem(c) is None}
