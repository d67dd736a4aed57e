"""Copenhagen rules, each test naming its source: the Hungarian rulebook (seed 000, pages 1-6)
and the English digest (../shared/rules/copenhagen.md)."""
import pytest

from desktop_app.engine.game import IllegalMove
from desktop_app.games.copenhagen.components import (
    ADDITIONAL_CARD, ANY_CARDS, BOTH_ACTIONS, CHANGE_OF_COLORS, COLOURS, CONSTRUCTION_DISCOUNT, END_CARD,
)
from desktop_app.games.copenhagen.rules import CopenhagenState

from helpers import build, builds_at, fresh, set_hand


# ------------------------------------------------------------------ setup
@pytest.mark.parametrize("players,hands", [(2, [2, 3]), (3, [2, 3, 3]), (4, [2, 3, 3, 4])])
def test_starting_hands(players, hands):
    """Rulebook p.3 "Startkezek": 2, 3, 3, 4 cards from the first to the fourth player."""
    state = fresh(players)
    assert [b.hand_size() for b in state.players] == hands


def test_everybody_starts_with_an_active_any_cards_tile():
    """Rulebook p.2 setup step 5; digest "Setup": one Any Cards each, the rest one per player."""
    state = fresh(3)
    assert all(b.abilities == {ANY_CARDS: True} for b in state.players)
    assert state.ability_supply[ANY_CARDS] == 0
    assert state.ability_supply[BOTH_ACTIONS] == 3


def test_two_players_bury_the_end_card_in_the_bottom_ten():
    """Rulebook p.2 setup step 3: with 2 players the End card is shuffled into 9 cards put at the bottom."""
    for seed in range(20):
        state = fresh(2, seed)
        assert END_CARD in state.supply[:10] and END_CARD not in state.supply[10:]


def test_three_and_four_players_keep_the_end_card_beside_the_track_until_the_first_run_out():
    """Rulebook p.3 "A játékvége kártya": when the supply first runs out, reshuffle the discards,
    shuffle the End card into the top 9 and put those 10 at the bottom."""
    state = fresh(4)
    assert END_CARD not in state.supply and not state.end_card_in_supply
    state.supply = []
    state.discard = [4, 4, 4, 4, 4]
    drawn = state._draw()
    assert drawn in COLOURS and state.reshuffled
    assert END_CARD in state.supply[:10] and len(state.supply) == 20  # 20 cards + End - 1 drawn
    assert state.discard == [0] * 5


def test_three_players_play_with_sixty_cards():
    """Rulebook p.2 setup step 3: with 3 players two cards of each colour go back to the box."""
    state = fresh(3)
    in_play = len(state.supply) + sum(1 for c in state.display if c) + sum(b.hand_size() for b in state.players)
    assert in_play == 60


# ------------------------------------------------------------------ taking cards
def test_take_two_neighbouring_cards_without_wrap_around():
    """Rulebook p.3 "A) Kártyahúzás": two neighbouring cards; the two end cards are not neighbours."""
    state = fresh(2)
    state.players[0].abilities[ANY_CARDS] = False
    takes = {a[1] for a in state.legal_actions() if a[0] == "take"}
    assert takes == {(i, i + 1) for i in range(6)}
    with pytest.raises(IllegalMove) as error:
        state.apply(("take", (0, 6), ()))
    assert error.value.key == "not_adjacent"


def test_taking_refills_the_harbour_in_order_at_the_end_of_the_turn():
    """Rulebook p.3: after taking, the display is refilled from the supply."""
    state = fresh(2)
    top = state.supply[-2:]
    state.apply(("take", (2, 3), ()))
    assert state.display[2] == top[-1] and state.display[3] == top[-2]
    assert state.current_player == 1
    assert state.reveal_count == 2


def test_any_cards_takes_two_cards_that_are_not_neighbours():
    """Rulebook p.6 "Tetszés szerinti kártya"."""
    state = fresh(2)
    state.apply(("take", (0, 6), (ANY_CARDS,)))
    assert state.players[0].abilities[ANY_CARDS] is False


def test_additional_card_takes_a_third_card_from_anywhere():
    """Rulebook p.6 "Pluszkártya": two neighbours plus one more from any place."""
    state = fresh(2)
    state.players[0].abilities[ADDITIONAL_CARD] = True
    state._legal = None
    before = state.players[0].hand_size()
    state.apply(("take", (0, 1, 5), (ADDITIONAL_CARD,)))
    assert state.players[0].hand_size() == before + 3
    assert state.players[0].abilities[ADDITIONAL_CARD] is False


def test_hand_limit_discard_down_to_seven():
    """Rulebook p.3 "Laplimit": with 6 or 7 cards, discard 1 or 2 after taking."""
    state = fresh(2)
    set_hand(state, 0, red=4, blue=3)
    state.apply(("take", (0, 1), ()))
    assert state.phase == "discard" and state.current_player == 0
    assert all(a[0] == "discard" for a in state.legal_actions())
    state.apply(("discard", "red"))
    state.apply(("discard", "red"))
    assert state.players[0].hand_size() == 7
    assert state.current_player == 1


# ------------------------------------------------------------------ building
def test_a_tile_must_stand_on_the_ground_or_on_an_earlier_tile():
    """Rulebook p.4 "Homlokzatlapkák beépítése" rule 2, examples A-E."""
    state = fresh(2)
    set_hand(state, 0, red=2)
    assert builds_at(state, "red", 2, [(0, 0), (0, 1)])       # A: on the ground
    assert not builds_at(state, "red", 2, [(1, 0), (1, 1)])   # D: floating
    build(state, "blue", [(0, 0), (0, 1)])
    set_hand(state, 0, red=2)
    assert builds_at(state, "red", 2, [(1, 1), (1, 2)])       # C: overhang, one cell supported
    assert not builds_at(state, "red", 2, [(1, 2), (1, 3)])   # E: only touching at the side
    assert builds_at(state, "red", 2, [(1, 0), (2, 0)])       # B: standing on a tile


def test_illegal_build_explains_and_changes_nothing():
    """design.md protocol: apply raises IllegalMove with a reason and leaves the state untouched."""
    state = fresh(2)
    set_hand(state, 0, red=2)
    before = state.to_json()
    with pytest.raises(IllegalMove) as error:
        state.apply(("build", "red", 2, ((1, 0), (1, 1)), (1, 0), (2, 0, 0, 0, 0), ()))
    assert error.value.key == "unsupported"
    assert "float" in error.value.message
    assert state.to_json() == before


def test_cost_drops_by_one_beside_the_same_colour():
    """Rulebook p.4 examples: a green 3 beside a green tile costs 2 cards; not touching, 3 cards."""
    state = fresh(2)
    build(state, "green", [(0, 0), (0, 1)])
    set_hand(state, 0, green=3)
    beside = builds_at(state, "green", 3, [(0, 2), (0, 3), (0, 4)])
    assert {sum(a[5]) for a in beside if not a[6]} == {2}
    build(state, "blue", [(0, 2), (0, 3)])
    set_hand(state, 0, green=3)
    on_blue = builds_at(state, "green", 3, [(1, 2), (1, 3), (1, 4)])
    assert {sum(a[5]) for a in on_blue if not a[6]} == {3}


def test_discounts_stack_down_to_zero_cards():
    """Rulebook p.6 "Olcsóbb építés": a 2-tile beside its colour with the discount costs nothing;
    a green 5 beside green with the discount costs 3."""
    state = fresh(2)
    build(state, "green", [(0, 0), (0, 1)])
    state.players[0].abilities[CONSTRUCTION_DISCOUNT] = True
    set_hand(state, 0)
    free = builds_at(state, "green", 2, [(0, 2), (0, 3)])
    assert [a for a in free if a[5] == (0, 0, 0, 0, 0) and a[6] == (CONSTRUCTION_DISCOUNT,)]
    set_hand(state, 0, green=3)
    plus = [a for a in state.legal_actions() if a[0] == "build" and a[1:3] == ("green", 5)
            and a[6] == (CONSTRUCTION_DISCOUNT,)]
    assert plus and all(sum(a[5]) == 3 for a in plus)


def test_change_of_colors_one_colour_reading():
    """Rulebook p.6 "Színváltás" case 2: 4 green + 1 purple pay for a green 5 or a purple 5."""
    state = fresh(2)
    state.players[0].abilities[CHANGE_OF_COLORS] = True
    set_hand(state, 0, green=4, purple=1)
    pays = {(a[1], a[5]) for a in state.legal_actions() if a[0] == "build" and a[2] == 5}
    g, p = COLOURS.index("green"), COLOURS.index("purple")
    assert ("green", tuple(4 if i == g else 1 if i == p else 0 for i in range(5))) in pays
    assert ("purple", tuple(4 if i == g else 1 if i == p else 0 for i in range(5))) in pays
    assert not any(c in ("red", "yellow", "blue") for c, _ in pays)  # needs 3 colours' worth of change


def test_change_of_colors_any_mix_option():
    """Rulebook p.6 "Színváltás", the other reading (a game option): any handed-in cards count."""
    state = fresh(2, change_of_colors="any_mix")
    state.players[0].abilities[CHANGE_OF_COLORS] = True
    set_hand(state, 0, green=1, purple=1, red=1)
    reds = [a for a in state.legal_actions() if a[0] == "build" and a[1:3] == ("blue", 3)]
    assert reds and all(a[6] == (CHANGE_OF_COLORS,) for a in reds)


# ------------------------------------------------------------------ coat of arms
def test_covering_a_coat_of_arms_cell_gives_a_choice():
    """Rulebook p.5 "Címerakciók" A: covering a shield gives one coat-of-arms action."""
    state = fresh(2)
    build(state, "blue", [(0, 2), (1, 2)])
    set_hand(state, 0, red=2)
    action = next(a for a in builds_at(state, "red", 2, [(2, 2), (2, 3)]) if not a[6])
    state.apply(action)
    assert state.phase == "arms" and state.current_player == 0
    kinds = {a[0] for a in state.legal_actions()}
    assert kinds == {"white", "ability"}  # nothing used yet, so no reactivate


def test_a_white_tile_can_chain_into_another_coat_of_arms():
    """Rulebook p.5 option 1: a white tile completing a coat-of-arms row gives a further action."""
    state = fresh(2)
    build(state, "blue", [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)])
    build(state, "green", [(1, 0), (1, 1), (1, 2)])
    build(state, "red", [(1, 3)])
    state.pending_arms = 1  # as if a build had just covered a shield
    state._resolve_arms()
    state.apply(("white", (1, 4)))  # completes coat-of-arms row 2 (0-based row 1)
    assert state.phase == "arms" and state.pending_arms == 1 and state.current_player == 0
    state.apply(("ability", BOTH_ACTIONS))
    assert state.current_player == 1


def test_abilities_are_unique_per_player_and_reactivation_restores_them():
    """Rulebook p.5 option 2 (no two of a type) and option 3 (turn used tiles active again)."""
    state = fresh(2)
    state.players[0].abilities[ANY_CARDS] = False
    state.pending_arms = 1
    state._resolve_arms()
    actions = state.legal_actions()
    assert ("ability", ANY_CARDS) not in actions
    assert ("reactivate",) in actions
    with pytest.raises(IllegalMove) as error:
        state.apply(("ability", ANY_CARDS))
    assert error.value.key == "ability_owned"
    state.apply(("reactivate",))
    assert state.players[0].abilities[ANY_CARDS] is True


def test_a_trigger_with_no_possible_reward_is_skipped():
    """Digest "Coat-of-arms actions": skip a trigger when none is possible."""
    state = fresh(2)
    state.white_supply = 0
    state.ability_supply = {k: 0 for k in state.ability_supply}
    state.pending_arms = 1
    state._resolve_arms()
    assert state.current_player == 1


# ------------------------------------------------------------------ both actions
def test_both_actions_takes_then_builds_and_refills_at_the_end():
    """Rulebook p.6 "Kártyahúzás és építés": take, discard over 7, build, refill at the end."""
    state = fresh(2)
    state.players[0].abilities[BOTH_ACTIONS] = True
    set_hand(state, 0, red=6)
    state.display[0] = state.display[1] = "red"
    state._legal = None
    state.apply(("take", (0, 1), (BOTH_ACTIONS,)))
    assert state.phase == "discard"
    state.apply(("discard", "red"))
    assert state.phase == "build" and state.display[0] is None
    action = next(a for a in builds_at(state, "red", 5, [(0, 0), (0, 1), (0, 2), (1, 1), (1, 2)]) if not a[6])
    state.apply(action)
    assert state.current_player == 1 and state.display[0] is not None


# ------------------------------------------------------------------ scoring and the end
def test_row_and_column_points():
    """Rulebook p.5 "Pontszerzés": rows 1 (2 all windows), columns 2 (4 all windows)."""
    state = fresh(2)
    board = state.players[0]
    board.place("white", tuple((0, c) for c in range(5)), None)
    assert state.scores()[0] == 2
    board.place("red", tuple((r, 0) for r in range(1, 9)), (5, 0))
    assert state.scores()[0] == 2 + 2
    board.place("white", tuple((r, 1) for r in range(1, 9)), None)
    assert state.scores()[0] == 2 + 2 + 4


def test_twelve_points_win_at_once():
    """Rulebook p.5 "A játék vége": reaching 12 points ends the game immediately; that player wins."""
    state = fresh(2)
    board = state.players[0]
    board.place("white", tuple((r, c) for r in range(9) for c in (0, 1)), None)  # 2 window columns: 8
    board.place("white", tuple((r, 2) for r in range(1, 9)), None)
    set_hand(state, 0, red=2)
    assert state.scores()[0] == 8
    action = next(a for a in builds_at(state, "red", 2, [(0, 2), (0, 3)]) if a[4] == (0, 3) and not a[6])
    state.apply(action)  # completes column 3 with windows only: +4
    assert state.scores()[0] == 12
    assert state.is_over and state.winners() == [0] and state.current_player is None


def test_end_card_ends_the_game_and_empty_cells_break_ties():
    """Rulebook p.5: the End card ends the game; on a tie fewer empty spaces wins; else shared."""
    state = fresh(2)
    state.players[0].place("white", tuple((0, c) for c in range(5)), None)
    state.players[1].place("white", tuple((0, c) for c in range(5)), None)
    state.players[1].place("red", ((1, 0), (2, 0)), (1, 0))
    state.supply = [END_CARD]
    state.apply(("take", (0, 1), ()))
    assert state.is_over and state.end_card_revealed
    assert state.scores() == [2, 2]
    assert state.winners() == [1]
    state.players[0].place("red", ((1, 0), (2, 0)), (1, 0))
    assert state.winners() == [0, 1]


def test_json_round_trip_is_exact():
    """design.md "Saves": to_json/from_json round-trip exactly, RNG included."""
    state = fresh(3, seed=5)
    state.apply(state.legal_actions()[0])
    copy = CopenhagenState.from_json(state.to_json())
    assert copy.to_json() == state.to_json()
    assert copy.legal_actions() == state.legal_actions()
