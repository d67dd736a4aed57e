"""Christmas Tree data: the package copy equals the shared file; counts match the rulebook."""
import json
from collections import Counter
from pathlib import Path

import pytest

from desktop_app.games.christmas_tree import components as C
from desktop_app.games.christmas_tree.rules import ChristmasTreeState

REPO = Path(__file__).resolve().parents[2]


def shared_data_file():
    for base in (REPO.parent / "shared", Path("/work/shared")):
        path = base / "rules" / "data" / "christmas_tree.json"
        if path.exists():
            return path
    return None


def test_package_copy_equals_shared_data():
    """digest "Components": the game carries a copy of ../shared/rules/data/christmas_tree.json."""
    path = shared_data_file()
    if path is None:
        pytest.skip("the shared rules folder (../shared or /work/shared) is not on this machine")
    assert json.loads(path.read_text(encoding="utf-8")) == C.DATA


def test_component_counts_match_rulebook():
    """Rulebook p.2: 106 ornament cards (72 glass, 18 gingerbread, 16 candy), 30 task cards
    (15 one-bell, 6 two-bell, 9 three-bell), a board of 21 spaces."""
    kinds = Counter(c.kind for c in C.CARDS.values())
    assert kinds == {"glass": 72, "gingerbread": 18, "candy": 16}
    assert Counter(t["bells"] for t in C.TASKS.values()) == {1: 15, 2: 6, 3: 9}
    assert len(C.SPACES) == 21
    assert all(3 <= c.value <= 6 for c in C.CARDS.values() if c.kind == "candy")
    assert all(0 <= c.snowflakes <= 2 for c in C.CARDS.values() if c.kind == "glass")


def test_every_task_kind_is_scored_by_generic_code():
    """Issue 9: task kinds with parameters; every kind in the data has a scorer."""
    from desktop_app.games.christmas_tree.scoring import BULB_KINDS, TASK_KINDS
    assert {t["kind"] for t in C.TASKS.values()} <= set(TASK_KINDS) | set(BULB_KINDS)


@pytest.mark.parametrize("name", sorted(C.PATTERN_INSTANCES))
def test_patterns_are_lattice_offsets_mirrored_not_turned(name):
    """Rulebook p.8 and digest "Task cards": a pattern may be mirrored left-right, never turned
    upside down. The data's instance lists are exactly the translations and mirror images of one
    set of lattice offsets."""
    regenerated = C.instances_from_offsets(C.pattern_offsets(name))
    assert set(regenerated) == {tuple(sorted(i)) for i in C.PATTERN_INSTANCES[name]}


def test_upside_down_pattern_is_a_different_pattern():
    """Rulebook p.8: patterns are not turned upside down; the A-shape does not match a V."""
    up = set(C.instances_from_offsets(C.pattern_offsets("TRI_UP")))
    down = set(C.instances_from_offsets(C.pattern_offsets("TRI_DOWN")))
    assert not up & down


def test_board_geometry_edges_and_tips():
    """digest "Components": cards in a row touch at tips; a card shares an edge with up to two
    cards above and two below. Our board: 30 shared edges."""
    assert len(C.EDGES) == 30
    assert C.EDGE_NEIGHBOURS[5] == (2, 3, 9, 8)
    for b in C.DATA["board"]:
        for d, n in b["edge_neighbours"].items():
            assert C.EDGE_NEIGHBOURS[b["space"]][C.DIR_INDEX[d]] == n


@pytest.mark.parametrize("players,mode,deck_after_deal", [
    (2, "family", 72 - 24), (3, "family", 72 - 24), (4, "family", 100 - 32),
    (3, "introductory", 72 - 24), (4, "advanced", 100 - 32), (2, "advanced", 72 - 24),
])
def test_deck_sizes_by_player_count_and_mode(players, mode, deck_after_deal):
    """Rulebook p.3 setup 2-3: glass and candy cards for the player count (the "4" cards only with
    4 players) plus 3 gingerbread per player; two players deal as if three (p.5). 3 players use
    63 + 9 = 72 cards, exactly 3 rounds x 3 hands x 8; with 4 players 100 cards, 4 stay unseen."""
    state = ChristmasTreeState.new(players, 7, {"mode": mode})
    assert len(state.deck) == deck_after_deal
    everything = state.deck + [c for h in state.hands for c in h]
    kinds = Counter(C.CARDS[c].kind for c in everything)
    trees = 3 if players == 2 else players
    assert kinds["gingerbread"] == 3 * trees
    assert all(not C.CARDS[c].four_player_only for c in everything) or players == 4
    assert len(set(everything)) == len(everything)
