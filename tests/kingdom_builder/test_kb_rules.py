"""Kingdom Builder turn rules: mandatory builds, adjacency, location tiles, the 8 tile actions,
the terrain deck and the end of the game. Positions are on the first-game board."""
import pytest

from desktop_app.engine.game import IllegalMove
from desktop_app.games.kingdom_builder.boards import EDGE_CELLS, NEIGHBOURS
from desktop_app.games.kingdom_builder.components import BUILDABLE
from desktop_app.games.kingdom_builder.rules import HIDDEN_CARD, NEW, READY, USED

from kb_helpers import cell, fresh, give_card, give_tile, place, targets

TAVERN_EAST = cell(6, 7)  # Tavern location hex in the top-left quadrant
TAVERN_WEST = cell(6, 2)
PADDOCK_LOC = cell(6, 11)
OASIS_LOC = cell(17, 5)
FARM_LOC = cell(11, 17)


def raises(state, action, key):
    before = state.to_json()
    with pytest.raises(IllegalMove) as info:
        state.apply(action)
    assert info.value.key == key, info.value.message
    assert state.to_json() == before
    return info.value


def finish_turn(state):
    """Play the current player's mandatory builds (first legal hex each) and end the turn."""
    while state.phase != "after":
        state.apply(next(a for a in state.legal_actions() if a[0] == "build"))
    state.apply(("end",))


# ----------------------------------------------------------------- setup
def test_setup_gives_40_settlements_one_secret_card_and_two_tiles_per_location():
    """Digest "Components and setup": 40 settlements each, 25 terrain cards, one card each; 2 tiles per location."""
    state = fresh(4)
    assert state.supply == [40] * 4
    assert len(state.deck) + len(state.hand) == 25
    assert sorted(state.deck + state.hand) == sorted("GCDFT" * 5)
    assert state.tiles_left == {loc: 2 for loc in state.board.locations} and len(state.tiles_left) == 8
    assert state.current_player == 0 and state.phase == "before"


def test_new_game_is_deterministic_per_seed():
    """Design "The model protocol": new_game is deterministic for a given seed."""
    a = fresh(3, 42, board="random", cards="random")
    b = fresh(3, 42, board="random", cards="random")
    assert a.to_json() == b.to_json()
    assert fresh(3, 43, board="random", cards="random").to_json() != a.to_json()


def test_chosen_board_and_cards_are_used_and_must_differ():
    """Digest "Board": let players choose quadrants, turns and cards too."""
    state = fresh(2, 1, board="chosen", quadrant_1="Oracle", quadrant_2="Harbor/turned", quadrant_3="Barn",
                  quadrant_4="Tower", cards="chosen", card_1="Lords", card_2="Farmers",
                  card_3="Hermits")
    assert state.board.layout == (("Oracle", False), ("Harbor", True), ("Barn", False), ("Tower", False))
    assert state.cards == ("Lords", "Farmers", "Hermits")
    with pytest.raises(ValueError):
        fresh(2, 1, board="chosen", quadrant_1="Barn", quadrant_2="Barn/turned")
    with pytest.raises(ValueError):
        fresh(2, 1, cards="chosen", card_1="Lords", card_2="Lords")


def test_suggested_first_game_uses_fishermen_merchants_knights():
    """Digest "Board": suggested first game cards Fishermen, Merchants, Knights."""
    assert fresh().cards == ("Fishermen", "Merchants", "Knights")


# ----------------------------------------------------------------- mandatory builds
def test_first_build_goes_on_any_empty_hex_of_the_card_terrain():
    """Seed p.5 rule 2 and digest "A turn" 1: build on an empty hex of your card's terrain."""
    state = fresh()
    give_card(state, 0, "G")
    grass = state.board.cells_of["G"]
    assert sorted(a[1] for a in state.legal_actions() if a[0] == "build") == sorted(grass)


def test_adjacent_if_possible_is_re_evaluated_after_each_build():
    """Seed p.5 rule 3, digest "A turn" 2: next to your own settlement if possible, re-checked each time."""
    state = fresh()
    give_card(state, 0, "G")
    state.apply(("build", cell(8, 8)))
    assert set(state.options_now()["build"]) == {cell(8, 7), cell(8, 9), cell(7, 7), cell(7, 8), cell(9, 7), cell(9, 8)}
    raises(state, ("build", cell(8, 11)), "not_adjacent")
    state.apply(("build", cell(8, 9)))
    assert cell(8, 10) in state.options_now()["build"]  # now touching the second settlement
    assert cell(8, 11) not in state.options_now()["build"]


def test_when_no_hex_of_the_terrain_touches_you_any_such_hex_is_allowed():
    """Seed p.5 rule 3: if building adjacent is impossible, choose any free hex of the terrain."""
    state = fresh()
    place(state, 0, cell(8, 8))
    give_card(state, 0, "F")  # no flower hex touches (8, 8)
    empty_flowers = [c for c in state.board.cells_of["F"]]
    assert sorted(state.options_now()["build"]) == sorted(empty_flowers)


def test_three_mandatory_builds_then_tiles_or_end():
    """Seed p.4 "Kötelező akció": 3 settlements, one after another, then the card is discarded and a new one drawn."""
    state = fresh()
    raises(state, ("end",), "mandatory_first")
    finish_turn_count = 0
    while state.phase != "after":
        state.apply(next(a for a in state.legal_actions() if a[0] == "build"))
        finish_turn_count += 1
    assert finish_turn_count == 3 and state.supply[0] == 37
    raises(state, ("build", state.board.cells_of[state.hand[0]][-1]), "mandatory_done")
    card = state.hand[0]
    reveals = state.reveal_count
    state.apply(("end",))
    assert state.current_player == 1 and state.discard[-1] == card and state.reveal_count == reveals + 1


def test_with_fewer_than_three_settlements_you_build_what_you_have():
    """Digest "A turn" 4: with fewer than 3 settlements left you build what you have."""
    state = fresh()
    state.supply[0] = 2
    state._invalidate()
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert state.phase == "after" and state.supply[0] == 0


@pytest.mark.parametrize("where,key", [((3, 0), "water"), ((0, 3), "unbuildable"), ((3, 3), "unbuildable"),
                                       ((6, 2), "unbuildable"), ((0, 1), "wrong_terrain")])
def test_nothing_is_built_on_water_mountain_castle_or_location(where, key):
    """Seed p.5 rule 2: only grass, canyon, desert, flowers and forest are buildable."""
    state = fresh()
    give_card(state, 0, "G")
    raises(state, ("build", cell(*where)), key)


def test_one_settlement_per_hex():
    """Seed p.5 rule 1: only one settlement on a hex."""
    state = fresh()
    place(state, 1, cell(8, 8))
    give_card(state, 0, "G")
    raises(state, ("build", cell(8, 8)), "occupied")


# ----------------------------------------------------------------- the terrain deck
def test_no_empty_hex_of_the_card_at_the_start_of_the_turn_draws_a_new_card():
    """Seed p.5 rule 2 "Különleges eset", digest "A turn" 5: the useless card leaves the game."""
    state = fresh()
    for c in state.board.cells_of["D"]:
        state._put(0, c)  # every desert taken (supply ignored for this set-up)
    state.hand[0] = "G"
    state.hand[1] = "D"
    state.deck[-3:] = ["F", "D", "G"]  # player 0 draws G; player 1's redraw finds D (useless again), then F
    state._invalidate()
    finish_turn(state)
    assert state.current_player == 1
    assert state.hand[1] == "F" and state.removed == ["D", "D"]


def test_the_last_hex_taken_in_the_middle_of_the_builds_draws_a_new_card():
    """Digest "A turn" 5: also in the middle of the mandatory builds."""
    state = fresh()
    deserts = state.board.cells_of["D"]
    for c in deserts[:-1]:
        state._put(1, c)
    give_card(state, 0, "D")
    state.apply(("build", deserts[-1]))
    assert state.phase == "mandatory" and state.hand[0] != "D" and state.removed == ["D"]
    assert state.options_now()["build"]


def test_the_discards_are_reshuffled_when_the_deck_runs_out():
    """Seed p.4 "Megjegyzés": when the deck is used up, shuffle the discards into a new deck."""
    state = fresh()
    state.discard = state.deck[:-1]
    state.deck = state.deck[-1:]
    state._invalidate()
    finish_turn(state)  # draws the last card
    assert state.deck == [] and len(state.discard) == 22 + 1
    finish_turn(state)  # needs a card: the 23 discards become the deck
    assert len(state.deck) == 23 and len(state.discard) == 0
    assert sorted(state.deck + state.hand + state.discard) == sorted("GCDFT" * 5)


# ----------------------------------------------------------------- location tiles
def test_building_next_to_a_location_takes_a_tile_usable_from_the_next_turn():
    """Seed p.4 "Helymező és helylapkák": take a tile at once; usable from the next turn."""
    state = fresh()
    give_card(state, 0, "G")
    state.apply(("build", cell(7, 7)))  # touches the Tavern hex (6, 7)
    assert state.tiles[0] == {TAVERN_EAST: NEW} and state.tiles_left[TAVERN_EAST] == 1
    state.apply(("build", cell(7, 8)))
    state.apply(("build", cell(7, 9)))
    assert state.tiles[0] == {TAVERN_EAST: NEW}
    raises(state, ("tile", TAVERN_EAST, cell(7, 10)), "tile_new")
    state.apply(("end",))
    finish_turn(state)
    assert state.tiles[0] == {TAVERN_EAST: READY}
    assert ("tile", TAVERN_EAST, cell(7, 10)) in state.legal_actions()  # a line of 3 on row 7


def test_one_tile_per_player_per_location_hex_and_two_per_hex_in_all():
    """Seed p.4: one tile per player per location hex; digest: 2 tiles on each location hex."""
    state = fresh(3)
    give_card(state, 0, "G")
    state.apply(("build", cell(7, 7)))
    state.apply(("build", cell(7, 6)))  # touches the same hex again: no second tile
    assert state.tiles_left[TAVERN_EAST] == 1 and len(state.tiles[0]) == 1
    state._build(1, cell(5, 6))
    state._build(2, cell(6, 8))
    assert TAVERN_EAST in state.tiles[1] and TAVERN_EAST not in state.tiles[2]
    assert state.tiles_left[TAVERN_EAST] == 0


def test_two_tiles_of_the_same_kind_need_two_different_location_hexes():
    """Seed p.4 "Megjegyzés": two identical tiles only from the two hexes of that kind."""
    state = fresh()
    state._build(0, cell(7, 7))
    state._build(0, cell(7, 2))  # next to the other Tavern hex (6, 2)
    assert state.tiles[0] == {TAVERN_EAST: NEW, TAVERN_WEST: NEW}


def test_tiles_are_used_before_or_after_the_mandatory_builds_never_between():
    """Seed p.4 "Különleges akció": each tile once per turn, before or after the mandatory action."""
    state = fresh()
    place(state, 0, cell(8, 8))
    give_tile(state, 0, OASIS_LOC)
    give_card(state, 0, "G")
    oasis_moves = [a for a in state.legal_actions() if a[0] == "tile"]
    assert oasis_moves and all(state.board.terrain[a[2]] == "D" for a in oasis_moves)
    state.apply(("build", cell(8, 9)))
    raises(state, oasis_moves[0], "between_builds")
    state.apply(("build", cell(8, 10)))
    state.apply(("build", cell(8, 11)))
    move = next(a for a in state.legal_actions() if a[0] == "tile")
    state.apply(move)
    assert state.tiles[0][OASIS_LOC] == USED
    raises(state, next(iter([("tile", OASIS_LOC, c) for c in state.board.cells_of["D"] if state.owner[c] < 0])),
           "tile_used")
    state.apply(("end",))
    finish_turn(state)
    assert state.tiles[0][OASIS_LOC] == READY


def test_a_tile_is_lost_when_no_settlement_touches_its_hex_any_more():
    """Seed p.4: a tile stays only while one of your settlements touches its hex; a lost tile leaves the game."""
    state = fresh()
    state._build(0, cell(7, 7))  # takes a Tavern tile
    give_tile(state, 0, PADDOCK_LOC)
    place(state, 0, cell(7, 11))  # keeps the Paddock hex (6, 11) touched
    state.tiles[0][TAVERN_EAST] = READY
    state._invalidate()
    state.apply(("tile", PADDOCK_LOC, cell(7, 7), cell(7, 9)))
    assert TAVERN_EAST not in state.tiles[0] and state.tiles_left[TAVERN_EAST] == 1
    assert PADDOCK_LOC in state.tiles[0]
    # Never again from the same hex (digest: "at most one per player per hex, ever").
    state._build(0, cell(7, 6))
    assert TAVERN_EAST not in state.tiles[0]


def test_the_retake_option_allows_a_new_tile_after_a_loss():
    """GameOption "retake": house rule for taking again from a hex whose tile you lost."""
    state = fresh(retake="after_loss")
    state._build(0, cell(7, 7))
    give_tile(state, 0, PADDOCK_LOC)
    place(state, 0, cell(7, 11))
    state.apply(("tile", PADDOCK_LOC, cell(7, 7), cell(7, 9)))
    assert TAVERN_EAST not in state.tiles[0]
    state._build(0, cell(7, 6))
    assert state.tiles[0][TAVERN_EAST] == NEW and state.tiles_left[TAVERN_EAST] == 0


def test_moving_next_to_a_location_takes_a_tile():
    """Digest "A turn" 3: building (or moving) next to a location hex takes one of its tiles."""
    state = fresh()
    give_tile(state, 0, PADDOCK_LOC)
    place(state, 0, cell(7, 11), cell(7, 5))
    state.apply(("tile", PADDOCK_LOC, cell(7, 5), cell(7, 7)))  # lands next to the Tavern hex
    assert state.tiles[0][TAVERN_EAST] == NEW


# ----------------------------------------------------------------- the eight tiles
def test_oracle_builds_on_the_card_terrain_adjacent_if_possible():
    """Seed p.7 "Jósda": one settlement on the terrain of the played card, adjacent if possible."""
    state = fresh(board="chosen", quadrant_1="Oracle", quadrant_2="Paddock", quadrant_3="Oasis", quadrant_4="Farm")
    oracle = next(loc for loc, kind in state.board.locations.items() if kind == "Oracle")
    give_tile(state, 0, oracle)
    give_card(state, 0, "G")
    place(state, 0, cell(1, 1))
    grass_next = {c for c in state.board.cells_of["G"] if state.near[0][c]}
    assert set(targets(state, oracle)) == grass_next


def test_farm_builds_on_grass_and_lapses_without_empty_grass():
    """Seed p.7 "Farm": on grass, adjacent if possible; no empty grass: the action lapses."""
    state = fresh()
    give_tile(state, 0, FARM_LOC)
    give_card(state, 0, "C")
    assert set(targets(state, FARM_LOC)) == set(state.board.cells_of["G"])
    for c in state.board.cells_of["G"]:
        state._put(1, c)
    state._invalidate()
    assert targets(state, FARM_LOC) is None
    assert not any(a[0] == "tile" for a in state.legal_actions())


def test_oasis_builds_on_desert_adjacent_if_possible():
    """Seed p.7 "Oázis": on desert, adjacent if possible."""
    state = fresh()
    give_tile(state, 0, OASIS_LOC)
    place(state, 0, cell(8, 2))
    assert set(targets(state, OASIS_LOC)) == {cell(8, 1), cell(7, 1), cell(9, 1)}


def test_tower_builds_on_the_board_edge_adjacent_if_possible():
    """Seed p.7 "Torony", digest: any buildable hex at the board edge, adjacent if possible."""
    board_edge = fresh()
    tower_state = fresh(board="chosen", quadrant_1="Tower", quadrant_2="Paddock", quadrant_3="Oasis", quadrant_4="Farm")
    tower = next(loc for loc, kind in tower_state.board.locations.items() if kind == "Tower")
    give_tile(tower_state, 0, tower)
    everywhere = set(targets(tower_state, tower))
    assert everywhere == {c for c in EDGE_CELLS if tower_state.board.terrain[c] in "GCDFT"}
    place(tower_state, 0, cell(0, 2))
    assert set(targets(tower_state, tower)) == {cell(0, 1), cell(0, 3)}
    raises(tower_state, ("tile", tower, cell(5, 3)), "not_edge")
    assert board_edge.board.edge_buildable


def test_tavern_builds_at_either_end_of_a_line_of_three_on_all_three_axes():
    """Seed p.7 "Taverna", digest: the row and both diagonal axes, both ends, buildable hexes only."""
    state = fresh()
    give_tile(state, 0, TAVERN_EAST)
    place(state, 0, cell(8, 8), cell(8, 9))
    assert targets(state, TAVERN_EAST) is None  # two in a line are not enough
    place(state, 0, cell(8, 10))
    assert set(targets(state, TAVERN_EAST)) == {cell(8, 7), cell(8, 11)}
    diagonal = fresh()
    give_tile(diagonal, 0, TAVERN_EAST)
    place(diagonal, 0, cell(8, 8), cell(7, 8), cell(6, 9))  # north-east axis
    assert set(targets(diagonal, TAVERN_EAST)) == {cell(5, 9), cell(9, 7)}
    other = fresh()
    give_tile(other, 0, TAVERN_EAST)
    place(other, 0, cell(8, 8), cell(9, 8), cell(10, 9))  # south-east axis
    assert set(targets(other, TAVERN_EAST)) == {cell(7, 7), cell(11, 9)}
    raises(other, ("tile", TAVERN_EAST, cell(7, 8)), "no_line")


def test_tavern_needs_a_buildable_empty_end():
    """Seed p.7 "Taverna": only on a buildable hex."""
    state = fresh()
    give_tile(state, 0, TAVERN_EAST)
    place(state, 0, cell(8, 4), cell(8, 5), cell(8, 6))  # west end (8, 3) is water
    assert set(targets(state, TAVERN_EAST)) == {cell(8, 7)}
    place(state, 1, cell(8, 7))
    assert targets(state, TAVERN_EAST) is None


def test_barn_lifts_first_then_moves_to_the_card_terrain_adjacent_if_possible():
    """Seed p.7 "Pajta", digest: move to the card's terrain; the settlement is lifted first."""
    state = fresh()
    barn = fresh(board="chosen", quadrant_1="Barn", quadrant_2="Paddock", quadrant_3="Oasis", quadrant_4="Tavern")
    loc = next(loc for loc, kind in barn.board.locations.items() if kind == "Barn")
    give_tile(barn, 0, loc)
    give_card(barn, 0, "D")
    place(barn, 0, cell(0, 3))
    # A lone settlement, once lifted, touches nothing: any empty desert hex except its own.
    moves = targets(barn, loc)
    assert set(moves[cell(0, 3)]) == set(barn.board.cells_of["D"]) - {cell(0, 3)}
    place(barn, 0, cell(0, 5))
    moves = targets(barn, loc)
    # Moving (0, 3): it must land next to (0, 5); (0, 4) touches both, (0, 2) only the lifted one.
    assert set(moves[cell(0, 3)]) == {cell(0, 4), cell(0, 6), cell(1, 4), cell(1, 5)} & set(barn.board.cells_of["D"])
    assert cell(0, 2) not in moves[cell(0, 3)]
    assert state.board.layout != barn.board.layout


def test_harbor_moves_onto_water_only_adjacent_if_possible():
    """Seed p.7 "Kikötő": onto water, the only way onto water, adjacent if possible."""
    state = fresh(board="chosen", quadrant_1="Harbor", quadrant_2="Paddock", quadrant_3="Oasis", quadrant_4="Farm")
    loc = next(loc for loc, kind in state.board.locations.items() if kind == "Harbor")
    give_tile(state, 0, loc)
    place(state, 0, cell(2, 3), cell(3, 3))  # forest hexes beside the water column
    moves = targets(state, loc)
    water = set(state.board.cells_of["W"])
    assert all(set(to) <= water for to in moves.values())
    # Lifting (2, 3) first: only water touching (3, 3) counts as adjacent.
    assert set(moves[cell(2, 3)]) == {c for c in water if c in NEIGHBOURS[cell(3, 3)]}
    frm, tos = next(iter(moves.items()))
    state.apply(("tile", loc, frm, tos[0]))
    assert state.owner[tos[0]] == 0 and state.board.terrain[tos[0]] == "W"


def test_paddock_moves_exactly_two_in_a_line_jumping_anything_without_adjacency():
    """Seed p.7 "Karám", digest: exactly 2 hexes in a straight line, jumping, onto an empty buildable hex."""
    state = fresh()
    give_tile(state, 0, PADDOCK_LOC)
    place(state, 0, cell(7, 11), cell(7, 2))
    place(state, 1, cell(7, 0))
    moves = targets(state, PADDOCK_LOC)
    # From (7, 2): over the water (7, 3) to (7, 4); (9, 3) and (5, 3) are water; (7, 0) is taken.
    assert set(moves[cell(7, 2)]) == {cell(7, 4), cell(9, 1), cell(5, 1)}
    raises(state, ("tile", PADDOCK_LOC, cell(7, 2), cell(7, 3)), "paddock_distance")
    raises(state, ("tile", PADDOCK_LOC, cell(7, 2), cell(9, 3)), "unbuildable")
    raises(state, ("tile", PADDOCK_LOC, cell(7, 2), cell(7, 0)), "occupied")
    raises(state, ("tile", PADDOCK_LOC, cell(7, 0), cell(7, 2)), "not_yours")
    state.apply(("tile", PADDOCK_LOC, cell(7, 2), cell(5, 1)))  # lands far from every own settlement
    assert state.owner[cell(5, 1)] == 0 and state.owner[cell(7, 2)] == -1


# ----------------------------------------------------------------- the end
def test_the_round_is_finished_after_someone_builds_the_last_settlement():
    """Seed p.5 "A játék vége": the game ends after the round in which a supply ran out."""
    state = fresh(3)
    finish_turn(state)
    state.supply[1] = 2
    state._invalidate()
    finish_turn(state)  # builds its last two settlements
    assert state.final_round and not state.is_over and state.current_player == 2
    finish_turn(state)
    assert state.is_over and state.current_player is None
    assert state.legal_actions() == []
    raises(state, ("end",), "game_over")


def test_the_start_player_running_out_lets_the_others_finish_the_round():
    """Seed p.5: the round is played out, ending with the player right of the start player."""
    state = fresh(2)
    state.supply[0] = 3
    state._invalidate()
    finish_turn(state)
    assert state.final_round and state.current_player == 1
    finish_turn(state)
    assert state.is_over


# ----------------------------------------------------------------- hidden information
def test_view_hides_other_cards_and_the_deck_order():
    """Digest "Components and setup": each player's terrain card is secret; the deck is face down."""
    state = fresh(3)
    view = state.view_for(1)
    assert view["hand"][0] == state.hand[0]  # the current player's card is face up
    assert view["hand"][1] == state.hand[1] and view["hand"][2] == HIDDEN_CARD  # held, face down
    assert state.hand[2] in BUILDABLE  # the stand-in is none of the real cards
    assert view["deck"] == len(state.deck) and "rng" not in view


def test_determinize_redeals_only_the_hidden_cards():
    """Design "The model protocol": a full state consistent with the view."""
    import random
    state = fresh(4, 3)
    other = state.determinize(1, random.Random(5))
    assert other.hand[0] == state.hand[0] and other.hand[1] == state.hand[1]
    assert sorted(other.deck + other.hand) == sorted(state.deck + state.hand)
    assert other.view_for(1) == state.view_for(1)
    other.apply(other.legal_actions()[0])


def test_describe_and_progress_are_plain_words():
    """Design "The model protocol": describe() for the log, progress() for the shelf."""
    state = fresh()
    give_card(state, 0, "G")
    # Issue 22 finding 5: the gold a build changes is said with it.
    assert state.describe(("build", cell(8, 8))) == "builds on grass in the Tavern quadrant; gold: Knights +2"
    # Issue 14 "Log in the game's words": a landmark or the quadrant, never a row and a column.
    assert state.describe(("build", cell(8, 8))).split("; gold: ")[0] == "builds on grass in the Tavern quadrant"
    assert state.describe(("build", cell(7, 7))).split("; gold: ")[0] == "builds on grass beside the Tavern"
    assert state.describe(("build", cell(3, 4))).split("; gold: ")[0] == "builds on grass beside the castle"
    assert state.describe(("tile", cell(15, 12), cell(15, 11))).split("; gold: ")[0] == "uses the Farm: builds on grass beside the Farm"
    assert state.progress().startswith("Round 1")


def test_when_no_card_can_be_built_the_mandatory_builds_lapse():
    """Digest "A turn" 5 taken to its end: if no card left has an empty hex, nothing is built."""
    state = fresh()
    for c in state.board.cells_of["D"]:
        state._put(1, c)
    state.hand[0] = "D"
    state.deck = []
    state.discard = ["D", "D"]
    state._start_turn()
    state._invalidate()
    assert state.hand[0] is None and state.phase == "after"
    assert state.legal_actions() == [("end",)]
    assert state.removed == ["D"]


def test_clones_draw_the_same_reshuffles_without_disturbing_each_other():
    """Clones share the random generator until one reshuffles; each then keeps its own copy."""
    state = fresh(2, 3)
    state.discard, state.deck = state.deck[:], []
    twin = state.clone()
    first = [state._draw() for _ in range(5)]
    assert [twin._draw() for _ in range(5)] == first
    third = twin.clone()
    third.deck, third.discard = [], ["G", "C", "D", "F", "T"] * 3
    twin.deck, twin.discard = [], ["G", "C", "D", "F", "T"] * 3
    assert [third._draw() for _ in range(6)] == [twin._draw() for _ in range(6)]
