"""A remote seat's stand-in state (issue 16, CONTRACTS "Stand-in state on a remote seat"): built
only from the seat's view, it gives back the same view, agrees on turn, end and scores, hides
nothing the view did not show, and the table draws it exactly as it draws the real state."""
from __future__ import annotations

import random

import pytest

from desktop_app.engine.game import IllegalMove, Seat, freeze
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.copenhagen.components import COLOURS, END_CARD, HIDDEN_CARD
from desktop_app.games.copenhagen.remote import state_from_view
from desktop_app.games.copenhagen.rules import CopenhagenState
from desktop_app.games.copenhagen.scene import CopenhagenScene
from desktop_app.table.motion import piece_key
from desktop_app.table.render import render_scene
from table.remote_table import Controller as RemoteController
from table.remote_table import HostList, round_trip

SPEC = REGISTRY["copenhagen"]


def stand_in(state, seat):
    return state_from_view(round_trip(state.view_for(seat)), seat, state.options)


def playout(players, seed, options=None):
    """Every position of one random game (the start, each sub-step, the end)."""
    state = CopenhagenState.new(players, seed, options or {"change_of_colors": "one_colour"})
    rng = random.Random(seed)
    positions = [state.clone()]
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        positions.append(state.clone())
    return positions


GAMES = [(players, seed) for players in (2, 3, 4) for seed in range(4)]


@pytest.mark.parametrize("players,seed", GAMES)
def test_the_stand_in_gives_back_the_view_and_agrees_on_the_game(players, seed):
    options = {"change_of_colors": "any_mix" if seed % 2 else "one_colour"}
    phases = set()
    for state in playout(players, seed, options):
        phases.add(state.phase)
        for seat in range(players):
            view = round_trip(state.view_for(seat))
            standin = state_from_view(view, seat, options)
            assert round_trip(standin.view_for(seat)) == view
            assert standin.current_player == state.current_player
            assert standin.is_over == state.is_over
            assert standin.scores() == state.scores()
            assert standin.score_breakdown() == state.score_breakdown()
            if state.is_over:
                assert standin.winners() == state.winners()
            assert standin.progress_parts() == state.progress_parts()
    assert state.is_over and "arms" in phases


def test_sub_steps_of_a_turn_are_covered():
    """Discarding down to 7, building after Both Actions and coat-of-arms choices all round-trip."""
    seen = set()
    for players, seed in GAMES + [(4, s) for s in range(4, 12)]:
        for state in playout(players, seed):
            if state.phase in seen or state.is_over:
                continue
            seen.add(state.phase)
            for seat in range(players):
                view = round_trip(state.view_for(seat))
                assert round_trip(state_from_view(view, seat).view_for(seat)) == view
    assert seen == {"turn", "discard", "build", "arms"}


def test_the_stand_in_holds_none_of_the_hidden_cards():
    """Secret markers: the other hands and the supply order are known here; none of them may be
    in the stand-in, which holds only placeholders (unknown colours, no End card)."""
    state = playout(4, 3)[40]
    for board in state.players:  # plant a hand no placeholder could match by chance
        board.hand = [7, 0, 0, 0, 0]
    state._legal = None
    for seat in range(4):
        standin = stand_in(state, seat)
        for index, board in enumerate(standin.players):
            if index == seat:
                assert board.hand == state.players[index].hand and board.hidden == 0
            else:
                assert board.hand == [0] * len(COLOURS)
                assert board.hidden == state.players[index].hand_size()
        assert standin.supply == [HIDDEN_CARD] * len(state.supply)
        assert END_CARD not in standin.supply and set(state.supply) & set(COLOURS)
        assert standin.rng.getstate() != state.rng.getstate()
        assert standin.to_json()["players"][(seat + 1) % 4]["hand"] == [0] * len(COLOURS)


@pytest.mark.parametrize("players,seed", [(2, 1), (4, 2)])
def test_a_clone_of_the_stand_in_applies_and_explains_like_the_real_state(players, seed):
    """reason_for probes a clone of the stand-in: its own turn's moves are the real ones."""
    for state in playout(players, seed)[::7]:
        seat = state.current_player
        if seat is None:
            continue
        standin = stand_in(state, seat)
        legal = state.legal_actions()
        assert sorted(standin.legal_actions()) == sorted(legal)  # the seat to move knows its own hand
        for action in random.Random(seed).sample(legal, min(6, len(legal))):
            probe = standin.clone()
            probe.apply(freeze(round_trip(action)))
            real = state.clone()
            real.apply(action)
            if real.end_card_revealed:  # where the End card lay was the supply's secret
                continue
            assert probe.current_player == real.current_player and probe.phase == real.phase
            assert probe.scores() == real.scores()
        wrong = ("build", "red", 2, ((8, 0), (8, 1)), (8, 0), (2, 0, 0, 0, 0), ())
        if wrong not in legal:
            with pytest.raises(IllegalMove) as standin_says:
                standin.clone().apply(wrong)
            with pytest.raises(IllegalMove) as real_says:
                state.clone().apply(wrong)
            assert standin_says.value.key == real_says.value.key


def test_a_refill_from_the_placeholder_supply_keeps_the_clone_playable():
    """A take on a clone refills the harbour with placeholders; taking one of those holds it as a
    card of unknown colour rather than failing."""
    state = CopenhagenState.new(2, 5, {})
    standin = stand_in(state, 0)
    take = next(a for a in standin.legal_actions() if a[0] == "take" and not a[2])
    standin.apply(take)
    assert standin.display.count(HIDDEN_CARD) == 2 and standin.current_player == 1
    pair = tuple(i for i, c in enumerate(standin.display) if c == HIDDEN_CARD)
    standin.current, standin.phase, standin._legal = 0, "turn", None
    size = standin.players[0].hand_size()
    standin._do_take(pair, ())
    assert standin.players[0].hidden == 2 and standin.players[0].hand_size() == size + 2


# ---------------------------------------------------------------- the table of a remote seat
class Controller(RemoteController):
    def __init__(self, match, state, viewer):
        super().__init__(match, state, viewer, accept_any=True, reason="key")  # the host answers later


def played(players, seed, moves):
    seats = [Seat(n, SPEC.colours[i]) for i, n in enumerate(("Anna", "Bence", "Csilla", "Dani")[:players])]
    match = Match.start(SPEC, seats, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.state.is_over:
            break
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def remote_state(match, seat):
    standin = stand_in(match.state, seat)
    def refuse(*_):
        raise AssertionError("the scene recomputed legal actions instead of asking the state")
    standin._generate = refuse
    return HostList(standin, match.state.legal_actions() if match.state.current_player == seat else [])


@pytest.mark.parametrize("players,seed,moves,seat", [(2, 1, 0, 1), (3, 4, 25, 0), (4, 2, 40, 2), (4, 7, 400, 3)])
def test_the_table_draws_the_stand_in_as_the_real_state(qtbot, players, seed, moves, seat):
    match = played(players, seed, moves)
    if moves < 400:  # a position where the viewer is to move, so its lit choices show too
        while match.state.current_player != seat:
            match.apply(random.Random(seed).choice(match.state.legal_actions()))
    real = CopenhagenScene(Controller(match, match.state, seat))
    remote = CopenhagenScene(Controller(match, remote_state(match, seat), seat))
    assert render_scene(remote) == render_scene(real)
    assert sorted(map(repr, remote.pieces)) == sorted(map(repr, real.pieces))


def test_the_remote_table_takes_its_choices_from_the_host_list(qtbot):
    """Only the host's list lights and offers moves: with just one take in it, nothing can be
    built and the pick of that pair is what the table sends."""
    match = played(2, 3, 0)
    standin = remote_state(match, 0)
    take = next(a for a in match.state.legal_actions() if a[0] == "take" and not a[2])
    standin._legal = [take]
    controller = Controller(match, standin, 0)
    scene = CopenhagenScene(controller)
    assert not scene._builds
    for index in take[1]:
        scene.click_card(index)
    assert controller.tried == [take]


def test_a_take_seen_from_another_seat_flies_from_the_harbour_into_the_hidden_hand(qtbot):
    """The client's stand-in hand is colourless, but the cards it saw taken keep their ids: they
    travel from the harbour into the fan, not out of the deck."""
    match = played(2, 6, 0)
    controller = Controller(match, remote_state(match, 1), 1)
    scene = CopenhagenScene(controller)
    take = next(a for a in match.state.legal_actions() if a[0] == "take" and not a[2])
    harbour = {scene._ids.display[i] for i in take[1]}
    match.apply(take)
    controller.state = remote_state(match, 1)
    scene.sync()
    fan = {card for _, card in scene._ids.hand(0, by_colour=False)}
    assert harbour <= fan and len(fan) == match.state.players[0].hand_size()
    assert all(scene.pieces[("card", card)][1] is None for card in harbour)  # not from the deck
    assert {piece_key(item) for item, _ in scene.pieces.values()} >= {("card", card) for card in harbour}
