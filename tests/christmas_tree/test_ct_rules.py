"""Christmas Tree rules: setup per mode, hidden simultaneous choices, passing, linzer, advanced
placement and travelling task cards, the two-player neutral tree, round and game end."""
import random

import pytest

from desktop_app.engine.game import IllegalMove
from desktop_app.games.christmas_tree import scoring
from desktop_app.games.christmas_tree.components import CARDS, EDGE_NEIGHBOURS, SPACES, TASKS
from desktop_app.games.christmas_tree.rules import NEUTRAL_OWNER, ChristmasTreeState


def new(players=3, mode="family", seed=3, **options):
    return ChristmasTreeState.new(players, seed, {"mode": mode, **options})


def choose_tasks(state):
    while state.phase == "task":
        state.apply(state.legal_actions()[0])


def first_place(state):
    return placements(state)[0]


def placements(state):
    return [a for a in state.legal_actions() if a[0] == "place"]


def place_all(state, rng=None):
    """Every seat still to pick picks (randomly with rng, else its first legal pick); linzer are
    kept (a pick closes a linzer window; the round's last placement asks for "done")."""
    picks, round_ = state.picks, state.round
    while state.picks == picks and state.round == round_ and not state.is_over:
        actions = placements(state)
        state.apply(rng.choice(actions) if rng else actions[0])
    while state.phase == "linzer":
        state.apply(("done",))


@pytest.mark.parametrize("mode,linzer,task_cards", [("introductory", 0, 0), ("family", 3, 4), ("advanced", 4, 5)])
def test_setup_per_mode(mode, linzer, task_cards):
    """Rulebook p.3 setup 4-5 (family: 3 linzer, 4 task cards of 1-2 bells), p.5 (introductory: no
    task cards dealt, no linzer; advanced: 5 of all task cards, 4 linzer); 8 cards a hand."""
    state = new(4, mode)
    assert state.linzer == [linzer] * 4
    assert [len(h) for h in state.task_hands] == [task_cards] * 4
    assert [len(h) for h in state.hands] == [8] * 4
    bells = {"introductory": 1, "family": 2, "advanced": 3}[mode]
    assert all(TASKS[t]["bells"] <= bells for h in state.task_hands for t in h)


def test_introductory_three_random_one_bell_tasks_each_round():
    """Rulebook p.5: only the 15 one-bell tasks; each round 3 are drawn at random and revealed."""
    state = new(3, "introductory")
    assert state.phase == "pick"
    assert len(state.round_tasks) == 3
    assert all(TASKS[t]["bells"] == 1 for t, _ in state.round_tasks)
    first = {t for t, _ in state.round_tasks}
    for _ in range(7):
        place_all(state)
    assert state.round == 1 and len(state.round_tasks) == 3
    assert not first & {t for t, _ in state.round_tasks}


def test_family_task_choice_is_hidden_until_all_have_chosen():
    """Rulebook p.3 step 2: each chooses a task card face down; all are revealed together and
    are the round's scoring rules for everyone."""
    state = new(3, "family")
    reveals = state.reveal_count
    chosen = state.task_hands[0][1]
    state.apply(("task", chosen))
    assert state.current_player == 1
    assert state.round_tasks == [] and state.reveal_count == reveals
    view = state.view_for(1)
    assert view["pending_task"][0] is True and chosen not in str(view["task_hands"][0])
    state.apply(("task", state.task_hands[1][0]))
    state.apply(("task", state.task_hands[2][0]))
    assert state.reveal_count == reveals + 1
    assert state.round_tasks[0][0] == chosen and len(state.round_tasks) == 3
    assert chosen not in state.task_hands[0] and len(state.task_hands[0]) == 3
    assert state.phase == "pick" and state.current_player == 0


def test_simultaneous_picks_hidden_then_revealed_together():
    """Rulebook p.3 step 3: everyone picks face down, all reveal together and place."""
    state = new(3, "family")
    choose_tasks(state)
    reveals = state.reveal_count
    action = first_place(state)
    state.apply(action)
    assert state.trees[0][action[2]] is None and state.current_player == 1
    assert state.reveal_count == reveals
    assert state.view_for(1)["pending_pick"][0] is True
    assert state.view_for(0)["pending_pick"][0] == list(action[1:])
    assert "picks a card" == state.describe(first_place(state))  # the log names no card
    state.apply(first_place(state))
    state.apply(first_place(state))
    assert state.reveal_count == reveals + 1
    assert state.trees[0][action[2]] == action[1]
    assert [sum(1 for s in SPACES if t[s]) for t in state.trees] == [1, 1, 1]


def test_cards_may_be_placed_upside_down():
    """Rulebook p.3: "A lapok forgathatók" - cards may be placed upside down."""
    state = new(3, "introductory")
    card = state.hands[0][0]
    assert ("place", card, 1, 1) in state.legal_actions()
    state.apply(("place", card, 1, 1))
    place_all(state)
    assert state.turned[0][1] == 1


def hand_ids(state):
    return [frozenset(h) for h in state.hands]


def test_pass_left_in_family_game():
    """Rulebook p.3: the rest of the hand goes to the player on the left (the next seat)."""
    state = new(3, "family")
    choose_tasks(state)
    before = hand_ids(state)
    place_all(state)
    after = hand_ids(state)
    for seat in range(3):
        assert after[(seat + 1) % 3] < before[seat]


@pytest.mark.parametrize("round_index,step", [(0, 1), (1, -1), (2, 1)])
def test_advanced_pass_directions_left_right_left(round_index, step):
    """Rulebook p.5: hands pass left in round 1, right in round 2, left in round 3."""
    state = new(4, "advanced", seed=11)
    while state.round < round_index:
        choose_tasks(state)
        place_all(state)
    choose_tasks(state)
    before = hand_ids(state)
    place_all(state)
    after = hand_ids(state)
    for seat in range(4):
        assert after[(seat + step) % 4] < before[seat]


def test_advanced_placement_must_share_an_edge():
    """Rulebook p.5: the first card anywhere, every later card sharing an edge with a placed one."""
    state = new(3, "advanced")
    choose_tasks(state)
    assert {a[2] for a in state.legal_actions()} == set(SPACES)
    card = state.hands[0][0]
    state.apply(("place", card, 13, 0))
    place_all(state)
    legal = {a[2] for a in placements(state)}
    assert legal == {n for n in EDGE_NEIGHBOURS[13] if n}
    with pytest.raises(IllegalMove) as err:
        state.apply(("place", state.hands[0][0], 1, 0))
    assert err.value.key == "not_adjacent"


def test_family_placement_anywhere():
    """Rulebook p.3: any empty space of one's own tree."""
    state = new(3, "family")
    choose_tasks(state)
    state.apply(("place", state.hands[0][0], 13, 0))
    place_all(state)
    assert {a[2] for a in placements(state)} == set(SPACES) - {13}


def test_advanced_task_cards_travel_with_the_hands():
    """Rulebook p.5: the chosen task card goes into the hand and travels with it; a player sees
    only the task card of the hand received; once every own card is back (after 3 passes with 3
    hands) all are laid face up."""
    state = new(3, "advanced", seed=5)
    chosen = [state.task_hands[p][0] for p in range(3)]
    choose_tasks(state)
    assert state.round_tasks == [] and not state.tasks_revealed
    assert state.visible_tasks(0) == [chosen[0]]
    assert state.view_for(1)["hand_task"][0] == "hidden"
    place_all(state)  # first pass: seat 1 now holds seat 0's hand and its task card
    assert set(state.visible_tasks(1)) == {chosen[1], chosen[0]}
    assert chosen[2] not in state.visible_tasks(1)
    place_all(state)
    assert not state.tasks_revealed
    reveals = state.reveal_count
    place_all(state)  # third pass: home again, laid face up
    assert state.tasks_revealed and state.reveal_count > reveals
    assert [t for t, _ in state.round_tasks] == chosen
    assert all(set(state.visible_tasks(p)) == set(chosen) for p in range(3))


def test_advanced_task_cards_scored_at_round_end():
    """Rulebook p.5: the travelling task cards are scored at the round's end as usual."""
    state = new(4, "advanced", seed=8)
    chosen = [state.task_hands[p][0] for p in range(4)]
    choose_tasks(state)
    for _ in range(7):
        place_all(state)
    assert [t for t, _, _ in state.round_points[0]] == chosen


def test_two_players_neutral_tree():
    """Rulebook p.5 "Kétszemélyes játék": a third, neutral tree; 3 hands of 8; its task card is
    drawn at random after both players chose, revealed at the round start; its card is picked and
    placed at random; it counts only in majority tasks (it has no score)."""
    state = new(2, "family", seed=9)
    assert len(state.hands) == 3 and len(state.trees) == 3
    choose_tasks(state)
    owners = [o for _, o in state.round_tasks]
    assert owners == [0, 1, NEUTRAL_OWNER]
    place_all(state)
    assert sum(1 for s in SPACES if state.trees[2][s]) == 1
    assert len(state.hands[2]) == 7
    assert len(state.scores()) == 2 and len(state.score_breakdown()) == 2


def test_two_players_neutral_only_counts_for_majority():
    """Rulebook p.5: the neutral tree's cards count for "most of ..." tasks only."""
    from ct_helpers import TreeBuilder
    a, n = TreeBuilder(), TreeBuilder()
    a.glass(1, colour="gold")
    for s in (1, 2, 3):
        n.glass(s, colour="gold")
    points = scoring.task_points("T01", [a.tree, TreeBuilder().tree, n.tree])
    assert points[0] == 1 + 3  # second behind the neutral tree


def test_two_players_advanced_neutral_task_revealed_at_start():
    """Rulebook p.5: the neutral task card is revealed at the round's start in every mode."""
    state = new(2, "advanced", seed=2)
    choose_tasks(state)
    assert [o for _, o in state.round_tasks] == [NEUTRAL_OWNER]


def test_two_players_introductory_has_no_neutral_task():
    """digest "Two players": in the introductory game the 3 random task cards stand."""
    state = new(2, "introductory")
    assert len(state.round_tasks) == 3 and all(o != NEUTRAL_OWNER for _, o in state.round_tasks)


def test_linzer_swap_with_turn_and_turn_alone():
    """Rulebook p.3 "Linzer": after placing, swap two placed cards (turning them if wished) or
    turn one placed card; each use costs one linzer; unused ones score 1 at the end."""
    state = new(3, "family")
    choose_tasks(state)
    state.apply(("place", state.hands[0][0], 1, 0))
    place_all(state)
    assert state.phase == "pick" and state.current_player == 0 and state.window == [True] * 3
    state.apply(("place", state.hands[0][0], 21, 1))
    place_all(state)
    a, b = state.trees[0][1], state.trees[0][21]
    state.apply(("swap", 1, 21, 1, 0))
    assert (state.trees[0][1], state.trees[0][21]) == (b, a)
    assert (state.turned[0][1], state.turned[0][21]) == (1, 1)  # b kept its turn, a was turned
    assert state.linzer[0] == 2 and state.current_player == 0
    state.apply(("turn", 21))
    assert state.turned[0][21] == 0 and state.linzer[0] == 1
    assert state.current_player == 0 and state.phase == "pick"
    state.apply(first_place(state))  # the pick closes the window: no "done" needed
    assert state.current_player == 1 and state.window == [False, True, True]


def table_place(state):
    """The placement the table sends for a player who ignores linzer: at a round's last pick the
    one without the linzer chance after it."""
    action = first_place(state)
    return action + (0,) if action + (0,) in state.legal_actions() else action


def play_round(state, place):
    """Play the current round with `place` for every pick; [(picks, seat)] of the linzer questions."""
    asked, actions = [], 0
    round_ = state.round
    while state.round == round_ and not state.is_over:
        if state.phase == "pick":  # "done" only while a window is open, and never needed
            assert (("done",) in state.legal_actions()) == state.window[state.current_player]
        if state.phase == "linzer":
            asked.append((state.picks, state.current_player))
            state.apply(("done",))
        else:
            state.apply(place(state))
        actions += 1
    return asked, actions


def test_passing_on_linzer_costs_no_click():
    """Issue 13 finding 12: mid-round the next pick ends the linzer window (no prompt, no
    "done" listed); after the round's last placement nobody is asked unless their last pick kept
    the chance (then once each, before the scoring), in every round of the game."""
    state = new(3, "family")
    for _ in range(3):
        choose_tasks(state)
        assert play_round(state, table_place) == ([], 7 * 3)  # 21 picks, not one click more
    assert state.is_over and state.linzer == [3, 3, 3]
    state = new(3, "family")
    choose_tasks(state)
    asked, actions = play_round(state, first_place)  # the 4-item last pick keeps the chance
    assert asked == [(7, 0), (7, 1), (7, 2)]
    assert actions == 7 * 3 + 3  # 21 picks and one "keep" a seat before the scoring


def test_the_last_pick_offers_the_linzer_chance_only_to_linzer_holders():
    """Only a round's last pick, by a seat holding linzer, comes in both forms; elsewhere the
    5-item form is refused with its reason. The choice stays hidden like the pick."""
    state = new(3, "family")
    state.linzer = [2, 0, 1]
    choose_tasks(state)
    for _ in range(6):
        assert not [a for a in state.legal_actions() if a[0] == "place" and len(a) == 5]
        with pytest.raises(IllegalMove) as err:
            state.apply(first_place(state) + (0,))
        assert err.value.key == "no_linzer_chance"
        place_all(state)
    assert state.picks == 6 and state.current_player == 0
    legal = state.legal_actions()
    assert {a + (0,) for a in placements(state) if len(a) == 4} == {a for a in legal if a[0] == "place" and len(a) == 5}
    state.apply(first_place(state) + (0,))
    assert state.view_for(1)["pending_pick"][0] is True  # others see only that a pick was made
    assert state.current_player == 2  # an open window goes first
    state.apply(first_place(state))  # seat 2 keeps its chance
    assert state.current_player == 1
    assert not [a for a in state.legal_actions() if a[0] == "place" and len(a) == 5]  # no linzer
    state.apply(first_place(state))
    assert state.phase == "linzer" and state.current_player == 2 and state.round_points == []
    assert state.asked == [False, False, True]
    state.apply(("turn", state.last_placed[2]))  # its last linzer: the round is scored at once
    assert state.linzer == [2, 0, 0] and state.phase == "task" and len(state.round_points) == 1
    assert state.asked == [False] * 3


def test_a_swap_after_the_last_placement_counts_for_the_round():
    """Rulebook p.3: linzer may follow any placement, the round's last too, before its scoring."""
    state = new(3, "family", seed=1)
    rng = random.Random(2)
    choose_tasks(state)
    while state.phase == "pick":  # random picks; the last ones keep the chance (4 items)
        state.apply(rng.choice([a for a in placements(state) if len(a) == 4]))
    assert state.phase == "linzer" and state.current_player == 0
    tasks = [t for t, _ in state.round_tasks]

    def round_points(s):
        trees = list(zip(s.trees, s.turned))
        return [scoring.task_points(t, trees) for t in tasks]
    unswapped = round_points(state)
    changes = []
    for action in state.legal_actions():
        if action[0] != "done":
            child = state.clone()
            child.apply(action)
            if round_points(child) != unswapped:
                changes.append((action, round_points(child)))
    assert changes, "some swap or turn changes this round's points"
    action, expected = changes[0]
    state.apply(action)
    while state.phase == "linzer":
        state.apply(("done",))
    assert [pts for _, _, pts in state.round_points[0]] == expected != unswapped


def test_without_linzer_there_is_no_prompt():
    """Issue 13 finding 12: a seat with no linzer left is never asked, not even at the round end;
    the introductory game has none at all."""
    state = new(3, "family")
    state.linzer = [0, 2, 0]
    choose_tasks(state)
    while state.round == 0:
        if state.phase == "linzer":
            assert state.current_player == 1 and state.picks == 7
            state.apply(("done",))
        else:
            assert state.phase == "pick"
            state.apply(first_place(state))
    intro = new(3, "introductory")
    phases = set()
    while not intro.is_over:
        phases.add(intro.phase)
        intro.apply(first_place(intro))
    assert phases == {"pick"}


def test_linzer_window_seats_go_first_and_gone_linzer_closes_it():
    """A seat that may still spend linzer acts before those that may only pick; spending the last
    linzer closes the window (rulebook p.3: only linzer holders may use one)."""
    state = new(3, "family")
    state.linzer = [0, 1, 0]
    choose_tasks(state)
    for _ in range(3):
        state.apply(first_place(state))
    assert state.phase == "pick" and state.current_player == 1 and state.window == [False, True, False]
    state.apply(next(a for a in state.legal_actions() if a[0] == "turn"))
    assert state.phase == "pick" and state.linzer == [0, 0, 0] and state.current_player == 0
    assert not any(a[0] in ("swap", "turn") for a in state.legal_actions())


def test_an_explicit_done_stays_legal_but_is_never_required():
    """Older saves said "done" after every placement: it is accepted while a window is open and
    closes it without picking; the seat picks after the others, as the old rules had it."""
    state = new(3, "family")
    choose_tasks(state)
    place_all(state)
    legal = state.legal_actions()
    assert legal[-1] == ("done",) and all(a[0] == "place" for a in legal[:len(placements(state))])
    hands = [h[:] for h in state.hands]
    state.apply(("done",))
    assert state.current_player == 1 and state.window == [False, True, True] and state.hands == hands
    state.apply(("done",))
    state.apply(("done",))
    assert state.current_player == 0 and not any(state.window)
    with pytest.raises(IllegalMove) as err:
        state.apply(("done",))
    assert err.value.key == "linzer_closed"
    with pytest.raises(IllegalMove) as err:
        state.apply(("turn", 1))
    assert err.value.key == "linzer_closed"


def test_introductory_game_has_no_linzer_step():
    """Rulebook p.5: no linzer in the introductory game."""
    state = new(3, "introductory")
    for _ in range(3):
        state.apply(first_place(state))
    assert state.phase == "pick"


def test_illegal_actions_explain_and_change_nothing():
    """Engine protocol: an illegal action raises IllegalMove with a specific reason, untouched state."""
    state = new(3, "family")
    before = state.to_json()
    cases = {
        ("place", state.hands[0][0], 1, 0): "wrong_phase",
        ("task", "T30"): "task_not_held",
    }
    for action, key in cases.items():
        with pytest.raises(IllegalMove) as err:
            state.apply(action)
        assert err.value.key == key and str(err.value).endswith(".")
    assert state.to_json() == before
    choose_tasks(state)
    state.apply(("place", state.hands[0][0], 5, 0))
    place_all(state)
    before = state.to_json()
    cases = {
        ("place", "GB99", 1, 0): "card_not_in_hand",
        ("place", state.hands[0][0], 5, 0): "space_taken",
        ("place", state.hands[0][0], 22, 0): "no_such_space",
        ("place", state.hands[0][0], 6, 2): "bad_orientation",
        ("swap", 1, 2, 0, 0): "linzer_empty_space",
    }
    for action, key in cases.items():
        with pytest.raises(IllegalMove) as err:
            state.apply(action)
        assert err.value.key == key
    assert state.to_json() == before


def test_linzer_illegal_reasons():
    """Rulebook p.3: linzer swap or turn only placed cards."""
    state = new(3, "family")
    choose_tasks(state)
    for _ in range(3):
        state.apply(first_place(state))
    with pytest.raises(IllegalMove) as err:
        state.apply(("turn", 20))
    assert err.value.key == "linzer_empty_space"
    state.linzer[0] = 0
    state._legal = None
    with pytest.raises(IllegalMove) as err:
        state.apply(("turn", 20))
    assert err.value.key == "no_linzer"


def test_round_end_discards_last_card_and_scores_tasks():
    """Rulebook p.3 steps 3-4: 7 cards placed, the 8th discarded; the round's task cards are scored
    for every tree and then removed; one task card per player is never played."""
    state = new(3, "family", seed=21)
    rng = random.Random(1)
    choose_tasks(state)
    tasks = [t for t, _ in state.round_tasks]
    for _ in range(7):
        place_all(state, rng)
    assert len(state.discards) == 3
    trees = list(zip(state.trees, state.turned))
    assert [pts for _, _, pts in state.round_points[0]] == [scoring.task_points(t, trees) for t in tasks]
    assert state.round == 1 and state.phase == "task"
    assert all(len(h) == 8 for h in state.hands)
    while not state.is_over:
        choose_tasks(state)
        place_all(state, rng)
    assert all(all(t[s] for s in SPACES) for t in state.trees)
    assert [len(h) for h in state.task_hands] == [1, 1, 1]


def test_final_scoring_at_game_end():
    """Rulebook p.4: the final scoring adds snowflakes, candy, gingerbread, bulbs and linzer to the
    task points; most points wins, ties share."""
    state = new(3, "family", seed=4)
    rng = random.Random(2)
    while not state.is_over:
        choose_tasks(state)
        place_all(state, rng)
    assert state.current_player is None and state.legal_actions() == []
    for p, row in enumerate(state.score_breakdown()):
        final = scoring.final_breakdown(state.trees[p], state.turned[p], state.linzer[p])
        assert all(row[k] == v for k, v in final.items())
        assert row["total"] == state.task_score(p) + sum(final.values()) == state.scores()[p]
    best = max(state.scores())
    assert state.winners() == [p for p, s in enumerate(state.scores()) if s == best]


def test_undo_is_refused_across_a_reveal():
    """Engine protocol: reveal_count grows at a reveal, and Match refuses undo across it."""
    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.games.christmas_tree.spec import SPEC
    seats = [Seat("A", "#c0392b"), Seat("B", "#2e86c1", "random"), Seat("C", "#e67e22", "random")]
    match = Match.start(SPEC, seats, 5, {"mode": "introductory"})
    match.apply(first_place(match.state))
    match.apply(first_place(match.state))
    match.apply(first_place(match.state))
    assert match.state.current_player == 0 and match.undoable() == 0


def test_progress_and_describe_words():
    """The log and status bar texts are plain English."""
    state = new(3, "family")
    assert state.progress().startswith("Round 1 · card 1/7")
    assert state.describe(("task", state.task_hands[0][0])) == "chooses a task card"
    choose_tasks(state)
    state.trees[0][1], state.trees[0][2] = "CA01", "GB01"
    glass = next(c for c in CARDS.values() if c.kind == "glass" and c.colour == "gold" and c.shape == "star")
    state.trees[0][3] = glass.id
    # issue 22 finding 9: a swap names the spaces (two cards of one kind read apart)
    assert state.describe(("swap", 1, 2, 0, 0)).startswith("spends a linzer: swaps the candy on space 1 and the gingerbread on space 2")
    assert state.describe(("turn", 3)).startswith("spends a linzer: turns the gold star on space 3 upside down")
    assert "turning the gingerbread from space 2" in state.describe(("swap", 2, 3, 1, 0))


def test_two_player_introductory_option_adds_a_neutral_task():
    """Rulebook p.5 reveals the neutral tree's task card "in every variant"; the option follows
    that reading in the introductory game with a 4th random one-bell task card."""
    state = new(2, "introductory", intro_neutral_task="extra")
    assert [o for _, o in state.round_tasks][-1] == NEUTRAL_OWNER and len(state.round_tasks) == 4
    assert all(TASKS[t]["bells"] == 1 for t, _ in state.round_tasks)


def test_family_with_five_task_cards_and_all_task_set_options():
    """Rulebook p.7 tips: the family game may be played with 5 task cards, and the bell marks may be
    ignored."""
    state = new(3, "family", family_tasks="5", task_set="all")
    assert [len(h) for h in state.task_hands] == [5, 5, 5]
    pool = state.task_pool + [t for h in state.task_hands for t in h]
    assert len(pool) == 30


def test_the_log_lays_each_task_card_face_up_once():
    """Issue 22 finding 5 (advanced): a task card turned face up is logged when it turns, once."""
    from desktop_app.games.christmas_tree.rules import ChristmasTreeState
    import random as _random

    state = ChristmasTreeState.new(2, 9, {"mode": "advanced"})
    rng = _random.Random(9)
    said = []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        said += [line for line in state.describe(action).split("\n") if line.startswith("Task cards face up")]
        state.apply(action)
    named = [t for line in said for t in line.split(": ", 1)[1].split(", ")]
    assert len(named) == len(set(named)) == 3 * 3  # each round: two own task cards and the neutral's
