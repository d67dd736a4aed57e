"""Turn structure, money, market, scoring moments, the end and two players (rulebook p.2-6)."""
import random

import pytest

from desktop_app.engine.game import IllegalMove
from desktop_app.games.new_york.components import (
    SCORING_CARD_A, SCORING_CARD_B, card, card_value,
)
from desktop_app.games.new_york.rules import NewYorkState

from .helpers import NO_STREET, blue, fresh, green, money_total, red, set_hand, tiles_everywhere, yellow


def test_start_money_at_least_20_at_most_28():
    """Rulebook p.2: cards are dealt face up until a player's total reaches 20 (so 20-28)."""
    for seed in range(30):
        state = fresh(6, seed)
        for p in state.players:
            total = sum(card_value(c) for c in p.hand)
            assert 20 <= total <= 28


def test_start_player_fewest_cards_then_lowest_total():
    """Rulebook p.2: fewest cards starts; tie: lower total; tie: the younger (here: seat order)."""
    for seed in range(30):
        state = fresh(4, seed)
        keys = [(len(p.hand), sum(card_value(c) for c in p.hand), i) for i, p in enumerate(state.players)]
        assert state.current == state.start_player == min(keys)[2]


def test_deck_piles_hold_scoring_cards_2_and_4():
    """Rulebook p.2: five piles, scoring card A shuffled into the 2nd, B into the 4th, pile 1 on top."""
    for seed in range(20):
        state = fresh(3, seed)
        assert len(state.display) == 4
        starts = state.pile_starts + [len(state.deck)]
        pile_of = lambda i: 5 - max(k for k, s in enumerate(state.pile_starts) if s <= i)
        assert pile_of(state.deck.index(SCORING_CARD_A)) == 2
        assert pile_of(state.deck.index(SCORING_CARD_B)) == 4
        sizes = [starts[k + 1] - starts[k] for k in range(5)]
        assert max(sizes) - min(sizes) <= 2  # roughly equal (+1 for a scoring card)
        assert state.deck_pile() == 1


def test_market_has_four_tiles_and_money_is_conserved():
    """Rulebook p.2: four buildings on the market; all 108 money cards accounted for."""
    state = fresh(3, 2)
    assert all(t is not None for t in state.market) and len(state.bag) == 50
    assert len(money_total(state)) == 108


def test_take_one_card_or_several_totalling_at_most_5():
    """Rulebook p.3 "Pénzfelvétel": one card, or several whose total does not exceed 5."""
    state = fresh(3, 1)
    state.display = [card(0, 2), card(1, 3), card(2, 7), card(3, 1)]
    state._legal = None
    takes = {a[1] for a in state.legal_actions() if a[0] == "take"}
    assert (2,) in takes  # a single 7 is fine
    assert (0, 1) in takes and (0, 3) in takes and (1, 3) in takes and (0, 1, 3) not in takes
    with pytest.raises(IllegalMove) as err:
        state.apply(("take", (0, 2)))
    assert err.value.key == "take_too_much"


def test_taking_money_ends_the_actions_and_refills_display():
    """Rulebook p.3-4: taking money is the turn's action; the display is refilled to four."""
    state = fresh(3, 1)
    player = state.current
    before = len(state.players[player].hand)
    state.apply(("take", (0,)))
    assert len(state.players[player].hand) == before + 1
    assert len(state.display) == 4 and state.current == (player + 1) % 3


def setup_market(state, tiles):
    for slot, tile in enumerate(tiles):
        if state.market[slot] != tile:
            if tile in state.bag:
                state.bag.remove(tile)
                state.bag.append(state.market[slot])
            state.market[slot] = tile
    state._legal = None


def test_exact_payment_chain_up_to_five_actions():
    """Rulebook p.3 note: at most 5 actions: four exact purchases, then money or a rebuild."""
    state = fresh(3, 1)
    p = state.current
    tiles = [7, 14, 22, 23]  # prices 8, 9, 9, 10
    setup_market(state, tiles)
    set_hand(state, p, blue(8) + green(9) + yellow(4, 5) + red(1, 9))
    state.apply(("buy", 0, tuple(blue(8))))
    state.apply(("buy", 1, tuple(green(9))))
    state.apply(("buy", 2, tuple(yellow(4, 5))))
    state.apply(("buy", 3, tuple(red(1, 9))))
    assert state.phase == "act" and state.current == p and state.pending == tiles
    assert not any(a[0] == "buy" for a in state.legal_actions())  # the market is not refilled yet
    state.apply(("take", (0,)))  # the fifth action ends the chain
    assert state.phase == "place" and state.current == p


def test_overpaying_ends_the_actions_without_change():
    """Rulebook p.3 example: paying 11 for a 10 gives no change and no further action."""
    state = fresh(3, 1)
    p = state.current
    setup_market(state, [41, 14, 22, 23])  # park 10 in the blue slot
    set_hand(state, p, blue(4, 7))
    state.apply(("buy", 0, tuple(blue(4, 7))))
    assert state.players[p].hand == [] and state.phase == "place"
    assert card(0, 4) in state.discard and card(0, 7) in state.discard


def test_payment_must_be_in_the_slot_currency_and_enough():
    """Rulebook p.3: pay at least the price in the currency of the slot's bank."""
    state = fresh(3, 1)
    p = state.current
    setup_market(state, [41, 14, 22, 23])
    set_hand(state, p, blue(4, 3) + green(9))
    snapshot = state.to_json()
    with pytest.raises(IllegalMove) as err:
        state.apply(("buy", 0, tuple(blue(3, 4))))
    assert err.value.key == "too_little"
    with pytest.raises(IllegalMove) as err:
        state.apply(("buy", 0, tuple(green(9) + blue(4))))
    assert err.value.key == "wrong_currency"
    assert state.to_json() == snapshot


def test_bought_tiles_wait_and_are_placed_at_turn_end():
    """Rulebook p.4 "A kör vége": each bought building goes into the city or the reserve, in any
    order; a rebuild in the same turn cannot use it (it is not on the reserve)."""
    state = fresh(3, 1)
    p = state.current
    setup_market(state, [7, 14, 22, 23])
    set_hand(state, p, blue(8) + green(9))
    state.apply(("buy", 0, tuple(blue(8))))
    assert not any(a[0] in ("to_city", "swap") for a in state.legal_actions())
    state.apply(("buy", 1, tuple(green(9))))
    state.apply(("end_turn",))
    assert state.phase == "place"
    assert {a[0] for a in state.legal_actions()} == {"place", "reserve"}  # no neutral with 3 players
    state.apply(("reserve", 14))
    assert state.current == p
    state.apply(("place", 7, (1, 0)))
    assert state.players[p].reserve == [14] and state.players[p].city.cells[(1, 0)] == 7
    assert state.current == (p + 1) % 3 and state.market[0] is not None and state.market[1] is not None


def test_rebuild_moves_between_city_and_reserve():
    """Rulebook p.3 "Saját New York átépítése": reserve to city, city to reserve, swap in place."""
    state = fresh(3, 1)
    p = state.current
    player = state.players[p]
    player.city.add(NO_STREET[0], (1, 0))
    player.reserve = [NO_STREET[1]]
    state._legal = None
    assert ("to_reserve", (1, 0)) in state.legal_actions()
    assert ("swap", NO_STREET[1], (1, 0)) in state.legal_actions()
    state.apply(("swap", NO_STREET[1], (1, 0)))
    assert player.city.cells[(1, 0)] == NO_STREET[1] and player.reserve == [NO_STREET[0]]
    assert state.current != p  # a rebuild is the action of the turn


def test_exact_bonus_option_must():
    """Option "exact_bonus" = must: the extra action cannot be declined while any other exists."""
    state = fresh(3, 1, exact_bonus="must")
    p = state.current
    setup_market(state, [7, 14, 22, 23])
    set_hand(state, p, blue(8))
    state.apply(("buy", 0, tuple(blue(8))))
    assert ("end_turn",) not in state.legal_actions()
    with pytest.raises(IllegalMove) as err:
        state.apply(("end_turn",))
    assert err.value.key == "must_use_bonus"


def force_next_card(state, c):
    """Put card c on top of the money deck."""
    if c in state.deck:
        state.deck.remove(c)
    state.deck.append(c)
    state.pile_starts = [0]


def test_scoring_when_card_appears_before_market_refill():
    """Rulebook p.5: when a scoring card is turned up, the scoring happens at once, the card leaves
    and another money card replaces it; then the market is refilled (digest "Scoring")."""
    state = fresh(3, 1)
    p = state.current
    state.players[p].city.add(NO_STREET[0], (1, 0))  # a theatre 8
    force_next_card(state, SCORING_CARD_A)
    state._legal = None
    state.apply(("take", (0,)))
    assert len(state.scorings) == 1 and state.scorings[0]["round"] == "A"
    assert state.players[p].score == 1  # most theatres at A: 1 point, no street
    assert len(state.display) == 4 and SCORING_CARD_A not in state.display + state.deck


def test_reshuffle_discards_when_deck_runs_out():
    """Rulebook p.4: an empty money deck is refilled by shuffling the discards."""
    state = fresh(3, 1)
    state.discard = state.deck[:-1]
    state.discard = [c for c in state.discard if c < 100]
    state.deck = [state.deck[-1]] if state.deck[-1] < 100 else [card(0, 1)]
    total_before = len(money_total(state))
    state.apply(("take", (0,)))
    state.apply(("take", (0,)))
    assert len(money_total(state)) == total_before
    assert len(state.display) == 4


def test_game_ends_when_market_cannot_be_refilled_and_leftovers_go_to_the_richest():
    """Rulebook p.6: the bag is empty and the market cannot be refilled: each leftover market tile
    goes to the player with most money of that currency (tie: it stays); then the final scoring."""
    state = fresh(3, 1)
    p = state.current
    q, r = (p + 1) % 3, (p + 2) % 3
    state.bag = []
    setup_market(state, [7, 14, 22, 23])
    set_hand(state, p, blue(8))
    set_hand(state, q, green(9) + yellow(3))
    set_hand(state, r, green(2) + yellow(3))
    state.apply(("buy", 0, tuple(blue(8))))
    state.apply(("end_turn",))
    state.apply(("reserve", 7))
    # Slot 0 is empty and the bag too: the game ends. Green (14) goes to q; yellow (22) is tied; red
    # (23): nobody holds red, so it stays.
    assert state.phase == "final_place" and state.current == q
    assert state.final_queue == [[q, 14]]
    assert {a[0] for a in state.legal_actions()} == {"place", "reserve"}
    state.apply(("place", 14, (1, 0)))
    assert state.is_over and state.current_player is None
    assert state.market[2] == 22 and state.market[3] == 23
    assert state.scorings[-1]["round"] == "final"


def test_draws_are_shared_wins():
    """Rulebook p.6: with equal points the game is a draw."""
    state = fresh(3, 1)
    for p in state.players:
        p.score = 10
    assert state.winners() == [0, 1, 2]


def test_two_players_72_cards_and_neutral_six_tiles():
    """Rulebook p.6: one copy of each card removed (72), the neutral player gets 6 tiles at setup."""
    state = fresh(2, 3)
    assert len(money_total(state)) == 72
    assert len(state.neutral) == 6 and len(state.bag) == 54 - 4 - 6


def test_two_players_neutral_schedule():
    """Rulebook p.6: 6 more tiles for the neutral player after scoring A, a third of the bag
    (rounded down) after B; he counts in majorities, never in streets."""
    state = fresh(2, 3)
    force_next_card(state, SCORING_CARD_A)
    state._legal = None
    bag_before = len(state.bag)
    state.apply(("take", (0,)))
    assert len(state.neutral) == 12 and len(state.bag) == bag_before - 6
    force_next_card(state, SCORING_CARD_B)
    bag = len(state.bag)
    state.apply(("take", (0,)))
    assert len(state.neutral) == 12 + bag // 3
    assert len(state.scorings[1]["counts"]) == 3 and len(state.scorings[1]["streets"]) == 2


def test_two_players_may_give_a_bought_tile_to_the_neutral_player():
    """Rulebook p.6: the new rule for two: a bought building may go to the neutral player."""
    state = fresh(2, 3)
    p = state.current
    setup_market(state, [7] + [t for t in state.market[1:] if t != 7])
    set_hand(state, p, blue(8))
    state.apply(("buy", 0, tuple(blue(8))))
    state.apply(("end_turn",))
    assert ("neutral", 7) in state.legal_actions()
    state.apply(("neutral", 7))
    assert 7 in state.neutral


def test_illegal_action_leaves_the_state_untouched():
    """Engine protocol: an illegal action raises IllegalMove and changes nothing."""
    state = fresh(3, 4)
    snapshot = state.to_json()
    for action in [("place", 7, (1, 0)), ("to_reserve", (0, 0)), ("take", (9,)), ("end_turn",), ("bogus",)]:
        with pytest.raises(IllegalMove):
            state.apply(action)
        assert state.to_json() == snapshot


def test_view_hides_hands_deck_and_bag_and_determinize_keeps_the_view():
    """Digest "Information": deck and bag order are hidden; hands show as counts unless "open"."""
    state = fresh(3, 4)
    view = state.view_for(0)
    assert view["players"][1]["hand"] is None and view["players"][1]["hand_size"] == len(state.players[1].hand)
    assert view["players"][0]["hand"] == state.players[0].hand
    assert isinstance(view["deck"], int) and isinstance(view["bag"], int) and "rng" not in view
    other = state.determinize(0, random.Random(9))
    assert other.view_for(0) == view
    assert sorted(other.deck) == sorted(state.deck) and sorted(other.bag) == sorted(state.bag)
    open_view = fresh(3, 4, hands="open").view_for(0)
    assert open_view["players"][1]["hand"] == state.players[1].hand


def test_determinize_keeps_scoring_cards_in_their_piles():
    """Digest "Setup": A is in pile 2 and B in pile 4; a sampled deck must respect that."""
    state = fresh(4, 8)
    other = state.determinize(1, random.Random(3))
    pile = lambda s, c: s.deck_pile() and 5 - max(k for k, st in enumerate(s.pile_starts) if st <= s.deck.index(c))
    assert pile(other, SCORING_CARD_A) == 2 and pile(other, SCORING_CARD_B) == 4


def test_json_round_trip_and_new_is_deterministic():
    """Engine protocol: same seed, same game; to_json/from_json is exact."""
    a, b = fresh(4, 11), fresh(4, 11)
    assert a.to_json() == b.to_json()
    assert NewYorkState.from_json(a.to_json()).to_json() == a.to_json()


def test_tiles_conserved_at_setup():
    """Components: all 54 buildings are somewhere."""
    assert tiles_everywhere(fresh(2, 1)) == list(range(1, 55))
    assert tiles_everywhere(fresh(5, 1)) == list(range(1, 55))


def test_rebuild_into_the_city_may_not_make_a_hole():
    """Rulebook p.3 note + digest rule 5: rebuilding follows the building rules, holes included."""
    state = fresh(3, 1)
    p = state.current
    player = state.players[p]
    layout = {(1, 0): NO_STREET[0], (2, 0): NO_STREET[1], (0, 1): NO_STREET[2], (2, 1): NO_STREET[3],
              (0, 2): NO_STREET[4]}
    for cell, tile in layout.items():
        if tile in state.market:
            state.market[state.market.index(tile)] = state.bag.pop()
        else:
            state.bag.remove(tile)
        player.city.add(tile, cell)
    reserve_tile = NO_STREET[5]
    if reserve_tile in state.market:
        state.market[state.market.index(reserve_tile)] = state.bag.pop()
    else:
        state.bag.remove(reserve_tile)
    player.reserve = [reserve_tile]
    state._legal = None
    assert ("to_city", reserve_tile, (1, 1)) in state.legal_actions()
    assert ("to_city", reserve_tile, (1, 2)) not in state.legal_actions()
    with pytest.raises(IllegalMove) as err:
        state.apply(("to_city", reserve_tile, (1, 2)))
    assert err.value.key == "hole"
    assert tiles_everywhere(state) == list(range(1, 55))


def _play_on(state, seed: int, steps: int = 10_000):
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_clones_are_independent_though_they_share_until_a_change():
    """clone() shares players and the random generator copy-on-write: playing on a clone (through
    money reshuffles to the end) leaves the original as it was, and both then play alike."""
    reshuffled = False
    for seed in range(6):
        state = _play_on(fresh(3, seed), seed, 40 + 20 * seed)
        before = state.to_json()
        twin = _play_on(state.clone(), 100 + seed)
        reshuffled = reshuffled or twin.pile_starts == [0]
        assert state.to_json() == before
        grandchild = state.clone()
        assert _play_on(state, 100 + seed).to_json() == twin.to_json()
        assert grandchild.to_json() == before
    assert reshuffled  # the money deck ran out at least once, so the generator was drawn from


def test_the_log_says_where_a_building_goes_in_the_city_s_words():
    """Issue 14: the log names the neighbour and the side, not grid coordinates."""
    from .helpers import NO_STREET, fresh
    state = fresh(3, seed=1)
    player = state.players[state.current]
    tile, other = NO_STREET[0], NO_STREET[1]
    for t in (tile, other):
        if t in state.market:
            state.market[state.market.index(t)] = state.bag.pop()
        else:
            state.bag.remove(t)
    player.city.add(other, (1, 0))
    state.pending = [tile]
    state.phase = "place"
    state._legal = None
    assert state.describe(("place", tile, (0, -1))) == "builds the theatre 8 north of Times Square"
    assert state.describe(("place", tile, (1, -1))) == "builds the theatre 8 north of the museum 9"
