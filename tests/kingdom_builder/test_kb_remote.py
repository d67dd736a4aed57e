"""Issue 16 for Kingdom Builder: a remote seat's table runs on a stand-in state built only from the
host's view_for(seat) (desktop_app/games/kingdom_builder/remote.py). Named test_kb_remote.py, not
test_remote.py: this folder has no __init__.py, and other games' folders may hold a test_remote.py."""
import json
import random
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QObject, Signal

from desktop_app.engine.game import Seat, freeze
from desktop_app.games.kingdom_builder.components import BUILDABLE, CARDS_PER_TERRAIN
from desktop_app.games.kingdom_builder.remote import state_from_view
from desktop_app.games.kingdom_builder.rules import HIDDEN_CARD, KingdomBuilderState, options_from_actions
from desktop_app.games.kingdom_builder.scene import KingdomBuilderScene
from desktop_app.table.motion import LastMoveMark
from desktop_app.table.render import render_scene
from desktop_app.table.seats import SEAT_COLOURS

OPTIONS = ({}, {"board": "random", "cards": "random"}, {"board": "random", "cards": "random", "retake": "after_loss"})


def wire(value):
    """What a view looks like after the trip to the client (JSON: lists, string keys)."""
    return json.loads(json.dumps(value))


def playout(players: int, seed: int, options: dict):
    """(state, log) at every action of one random game, the finished position last."""
    state = KingdomBuilderState.new(players, seed, options)
    rng = random.Random(seed)
    log = []
    positions = [(state.clone(), [])]
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        player = state.current_player
        state.apply(action)
        log.append(SimpleNamespace(player=player, action=action))
        positions.append((state.clone(), list(log)))
    return positions


def check_stand_in(real: KingdomBuilderState, seat: int) -> KingdomBuilderState:
    view = wire(real.view_for(seat))
    stand_in = state_from_view(view, seat)
    assert wire(stand_in.view_for(seat)) == view
    assert stand_in.current_player == real.current_player and stand_in.is_over == real.is_over
    assert stand_in.phase == real.phase and stand_in.mandatory_left() == real.mandatory_left()
    assert stand_in.scores() == real.scores()
    if real.is_over:
        assert stand_in.winners() == real.winners()
    return stand_in


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_stand_in_from_any_view_gives_back_that_view(players):
    """Every seat, every few actions of random games (tiles, moves, the deck reshuffled, game
    over): the stand-in's own view is the view it was built from, and what it tells agrees."""
    phases = set()
    for seed, options in enumerate(OPTIONS):
        positions = playout(players, 100 * players + seed, options)
        for index, (real, _) in enumerate(positions):
            if index % 5 and index != len(positions) - 1:
                continue
            phases.add(real.phase)
            for seat in range(players):
                stand_in = check_stand_in(real, seat)
                # The player on turn shows its card, so the stand-in's legal actions are the host's.
                assert stand_in.legal_actions() == real.legal_actions()
                probe = stand_in.clone()  # reason_for probes a clone; it must play on
                if probe.legal_actions():
                    probe.apply(random.Random(index).choice(probe.legal_actions()))
                    probe.legal_actions()
        assert positions[-1][0].is_over
    assert phases >= {"before", "mandatory", "after"}


def test_a_stand_in_plays_on_through_its_placeholders():
    """Ending turns on a stand-in draws placeholders (and reshuffles the real discards): a clone
    of it never breaks, whatever is applied."""
    real = playout(3, 7, {})[40][0]
    stand_in = state_from_view(wire(real.view_for(1)), 1)
    rng = random.Random(1)
    for _ in range(150):
        if stand_in.is_over:
            break
        stand_in.apply(rng.choice(stand_in.legal_actions()))


def test_the_stand_in_holds_none_of_the_cards_its_seat_could_not_see():
    """Secret markers: plant canyon as every card but the one on turn (the deck too); the stand-in
    holds canyon only where its seat saw it (its own card), never in a hidden place."""
    for players in (2, 3, 4):
        real = playout(players, 11 + players, {})[25][0]
        real.deck = ["C"] * len(real.deck)
        for p in range(players):
            if p != real.current_player:
                real.hand[p] = "C"
        real._invalidate()
        for seat in range(players):
            stand_in = state_from_view(wire(real.view_for(seat)), seat)
            assert stand_in.deck == [HIDDEN_CARD] * len(real.deck)
            for p in range(players):
                seen = p in (seat, real.current_player)
                assert stand_in.hand[p] == (real.hand[p] if seen else HIDDEN_CARD)
            hidden = stand_in.deck + [stand_in.hand[p] for p in range(players) if p not in (seat, real.current_player)]
            assert not set(hidden) & set(BUILDABLE)


def test_a_seat_without_a_card_is_told_apart_from_a_hidden_card():
    """No card at all (the deck ran dry) is None in every view; a card held face down is
    HIDDEN_CARD: the stand-in's table draws the empty place and the face-down card as the host's."""
    real = KingdomBuilderState.new(3, 4, {})
    real.hand[2] = None
    view = wire(real.view_for(1))
    assert view["hand"] == [real.hand[0], real.hand[1], None]
    assert wire(real.view_for(0))["hand"] == [real.hand[0], HIDDEN_CARD, None]
    stand_in = state_from_view(view, 1)
    assert stand_in.hand[2] is None
    assert sum(card in BUILDABLE for card in real.deck + real.hand) == 5 * CARDS_PER_TERRAIN - 1


def test_the_table_lights_exactly_the_legal_actions_it_is_given():
    """The scene's options come from legal_actions() only: rebuilt from the list, they are the
    rules' own options in every position of a random game."""
    for real, _ in playout(4, 3, {"board": "random", "cards": "random"}):
        assert options_from_actions(real.legal_actions()) == real.options_now()


class RemoteLikeState:
    """What desktop_app.ui.online.remote_controller.RemoteState does: the host's legal actions (frozen
    from JSON), every other attribute from the stand-in."""

    def __init__(self, stand_in, host_actions):
        self._stand_in, self._actions = stand_in, [freeze(a) for a in wire(host_actions)]

    def legal_actions(self):
        return list(self._actions)

    def __getattr__(self, name):
        return getattr(self._stand_in, name)


class Controller(QObject):
    """What the scene reads from a controller: one seat's table (a remote player's own)."""
    changed = Signal()
    status = Signal(str)

    def __init__(self, state, seats, log, viewer):
        super().__init__()
        self.state, self.viewer = state, viewer
        self.match = SimpleNamespace(seats=seats, log=log, state=state)
        self.humans = [viewer]

    @property
    def can_act(self):
        return self.state.current_player == self.viewer

    def try_action(self, action):
        return False

    def reason_for(self, action):
        return None


def test_the_stand_in_table_looks_exactly_like_the_hosts(qtbot):
    """render_scene of the real state and of the stand-in, for the viewer's seat, are the same
    image: at the start, mid-turn on the viewer's own turn, on another's turn, and game over."""
    positions = playout(3, 21, {"board": "random", "cards": "random"})
    seats = [Seat(name, SEAT_COLOURS[i].colour, "human" if i == 1 else "greedy")
             for i, name in enumerate(("Anna", "Bence", "Csilla"))]
    viewer = 1
    own_turn = next(i for i, (s, _) in enumerate(positions) if s.current_player == viewer and s.phase == "mandatory"
                    and any(s.tiles[viewer].values()))
    other_turn = next(i for i, (s, _) in enumerate(positions) if i > 60 and s.current_player == 2)
    for index in (0, own_turn, other_turn, len(positions) - 1):
        real, log = positions[index]
        stand_in = RemoteLikeState(state_from_view(wire(real.view_for(viewer)), viewer), real.legal_actions())
        images = []
        for state in (real, stand_in):
            scene = KingdomBuilderScene(Controller(state, seats, log, viewer))
            images.append(render_scene(scene))
        assert images[0] == images[1], f"position {index}"


def marks(scene):
    return sorted((m.seat, m.sceneBoundingRect().getRect()) for m in scene.items() if isinstance(m, LastMoveMark))


def without_marks(view):
    shown = [m for m in view.scene().items() if isinstance(m, LastMoveMark) and m.isVisible()]
    for m in shown:
        m.setVisible(False)
    image = view.viewport().grab().toImage()
    for m in shown:
        m.setVisible(True)
    return image


def test_a_table_kept_across_syncs_looks_like_one_built_afresh(qtbot):
    """Issue 17 speed: the board's items and unchanged panel elements stay across syncs and repaint
    only what changed. Stepping a table through a game (as a review does, forward and back) must
    show on screen exactly what a table opened at that position shows."""
    from desktop_app.table.board_view import BoardView

    positions = playout(3, 8, {"board": "random", "cards": "random"})
    seats = [Seat(name, SEAT_COLOURS[i].colour, "human" if i == 0 else "greedy")
             for i, name in enumerate(("Anna", "Bence", "Csilla"))]

    def shown(controller):
        scene = KingdomBuilderScene(controller)
        scene.setSceneRect(scene.table_rect())  # the same scroll range, whatever flew where
        view = BoardView()
        view.setScene(scene)
        view.resize(1024, 640)
        qtbot.addWidget(view)
        view.show()
        view.fit()
        return scene, view

    stepped = Controller(positions[0][0], seats, positions[0][1], 0)
    scene, view = shown(stepped)
    path = list(range(0, 90, 3)) + list(range(90, 40, -7)) + [len(positions) - 1]
    for index in path:
        stepped.state, stepped.match.log = positions[index]
        stepped.match.state = stepped.state
        scene.sync()
        scene.cache_items()
        scene.skip_motion()  # the computers' settlements land at once,
        scene.sync()         # and the board paints them from the next sync on (a step's repaint)
        qtbot.wait(1)
        if index % 9 and index != path[-1]:
            continue
        fresh = Controller(positions[index][0], seats, positions[index][1], 0)
        other_scene, other = shown(fresh)
        qtbot.wait(1)
        # The same last-move marks; which of two overlapping badges lies on top follows which
        # mark is newer, so the marks are compared as outlines and then left out of the images.
        assert marks(scene) == marks(other_scene)
        image, expected = without_marks(view), without_marks(other)
        if image != expected:
            image.save("/tmp/kingdom_builder/stepped.png"); expected.save("/tmp/kingdom_builder/fresh.png")
        assert image == expected, f"position {index}"
