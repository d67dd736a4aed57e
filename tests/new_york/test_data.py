"""Component data: the carried copy of the tile list and its invariants (digest "Components")."""
import json
from collections import Counter
from pathlib import Path

import pytest

from desktop_app.games.new_york import components as c

REPO = Path(__file__).resolve().parents[2]


def shared_data_file() -> Path | None:
    for base in (REPO.parent / "shared", Path("/work/shared")):
        path = base / "rules" / "data" / "new_york_tiles.json"
        if path.exists():
            return path
    return None


def test_carried_copy_equals_shared_file():
    """The package carries ../shared/rules/data/new_york_tiles.json unchanged."""
    shared = shared_data_file()
    if shared is None:
        pytest.skip("neither ../shared nor /work/shared holds rules/data/new_york_tiles.json")
    assert json.loads(c.DATA_FILE.read_text()) == json.loads(shared.read_text())


def test_tile_counts_per_type():
    """Digest table: 7 theatres, 7 museums, 9 stations, 9 temples, 11 parks, 11 skyscrapers (54)."""
    counts = Counter(c.TYPES[c.TILE_TYPE[t]] for t in c.TILE_IDS)
    assert [counts[name] for name in c.TYPES] == [7, 7, 9, 9, 11, 11]
    assert len(c.TILE_IDS) == 54


def test_price_ranges_per_type():
    """Digest table: prices theatre 2-8, museum 3-9, station 4-10, temple 5-11, park 6-12, skyscraper 7-13."""
    for index, (low, high) in enumerate([(2, 8), (3, 9), (4, 10), (5, 11), (6, 12), (7, 13)]):
        prices = [c.TILE_PRICE[t] for t in c.TILE_IDS if c.TILE_TYPE[t] == index]
        assert (min(prices), max(prices)) == (low, high)


def test_street_invariants():
    """Digest: 10 tiles without street, 16 with one (4 per side), 20 with two (5 per corner pair,
    never two opposite), 8 with three; 80 street edges in all."""
    by_count = Counter(bin(c.TILE_STREETS[t]).count("1") for t in c.TILE_IDS)
    assert by_count == {0: 10, 1: 16, 2: 20, 3: 8}
    singles = Counter(c.TILE_STREETS[t] for t in c.TILE_IDS if bin(c.TILE_STREETS[t]).count("1") == 1)
    assert singles == {c.NORTH: 4, c.EAST: 4, c.SOUTH: 4, c.WEST: 4}
    pairs = Counter(c.TILE_STREETS[t] for t in c.TILE_IDS if bin(c.TILE_STREETS[t]).count("1") == 2)
    assert set(pairs) == {c.NORTH | c.EAST, c.EAST | c.SOUTH, c.SOUTH | c.WEST, c.NORTH | c.WEST}
    assert set(pairs.values()) == {5}
    assert sum(bin(c.TILE_STREETS[t]).count("1") for t in c.TILE_IDS) == 80


def test_money_deck():
    """Rulebook p.1 and p.6: 108 cards (4 banks x 1-9 x 3); 72 with two players."""
    assert len(c.money_deck(3)) == 108 and len(c.money_deck(6)) == 108
    deck2 = c.money_deck(2)
    assert len(deck2) == 72 and Counter(deck2) == {card: 2 for card in set(deck2)}
    assert sum(c.card_value(x) for x in c.money_deck(4)) == 4 * 3 * 45


def test_scoring_table():
    """Digest table: A pays 1..6 to the first, B 8..13/1..6, the final 16..21/8..13/1..6."""
    assert c.SCORING_TABLE["A"][c.TYPE_INDEX["temple"]] == (4,)
    assert c.SCORING_TABLE["B"][c.TYPE_INDEX["skyscraper"]] == (13, 6)
    assert c.SCORING_TABLE["final"][c.TYPE_INDEX["park"]] == (20, 12, 5)
