"""A remote seat's stand-in for New York (issue 16, CONTRACTS "Stand-in state on a remote seat"):
built only from one seat's view it gives that view back, agrees on turn, end and scores, holds
none of the money or buildings the view hid, and the table draws it exactly as the real state."""
from __future__ import annotations

import math
import random

import pytest
from PySide6.QtGui import QImage, QPainter

from desktop_app.engine.game import IllegalMove, Seat, freeze
from desktop_app.engine.match import Match
from desktop_app.games.new_york.components import SCORING_CARDS, TILE_IDS
from desktop_app.games.new_york.remote import HIDDEN_CARD, HIDDEN_TILE, state_from_view
from desktop_app.games.new_york.rules import NewYorkState
from desktop_app.games.new_york.scene import NewYorkScene
from desktop_app.games.new_york.spec import SPEC
from desktop_app.games.new_york.view.items import CityArea, Painted
from desktop_app.table.motion import ORIGIN_SLOT, LastMoveMark, piece_key
from desktop_app.table.render import render_scene
from table.remote_table import Controller as RemoteController
from table.remote_table import HostList, round_trip


def stand_in(state, seat):
    return state_from_view(round_trip(state.view_for(seat)), seat, state.options)


def options_for(seed: int) -> dict:
    return {"exact_bonus": "must" if seed % 3 == 2 else "may", "hands": "open" if seed % 4 == 3 else "hidden"}


def playout(players: int, seed: int):
    """Every position of one random game: the start, each sub-step of every turn, the end."""
    state = NewYorkState.new(players, seed, options_for(seed))
    rng = random.Random(seed)
    yield state.clone()
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        yield state.clone()


def kind_of(state) -> str:
    if state.phase == "act" and state.bonus:
        return "bonus"
    return state.phase


GAMES = [(players, seed) for players in range(2, 7) for seed in range(2)]


@pytest.mark.parametrize("players,seed", GAMES)
def test_the_stand_in_gives_back_the_view_and_agrees_on_the_game(players, seed):
    kinds = set()
    for step, state in enumerate(playout(players, seed)):
        if step % 3 and state.phase != "final_place" and not state.is_over:
            continue  # every third position, and all of the end
        kinds.add(kind_of(state))
        for seat in range(players):
            view = round_trip(state.view_for(seat))
            standin = state_from_view(view, seat, state.options)
            assert round_trip(standin.view_for(seat)) == view
            assert standin.current_player == state.current_player
            assert standin.is_over == state.is_over
            assert standin.scores() == state.scores()
            assert standin.score_breakdown() == state.score_breakdown()
            assert standin.progress_parts() == state.progress_parts()
            if state.is_over:
                assert standin.winners() == state.winners()
    assert state.is_over and {"act", "place", "over"} <= kinds


def test_every_sub_step_of_a_turn_round_trips():
    """An exact payment's extra action, placing bought buildings, the end's hand-outs, the end."""
    seen = set()
    for players, seed in GAMES + [(4, s) for s in range(2, 8)]:
        for state in playout(players, seed):
            kind = kind_of(state)
            if kind in seen:
                continue
            seen.add(kind)
            for seat in range(players):
                view = round_trip(state.view_for(seat))
                standin = state_from_view(view, seat)
                assert round_trip(standin.view_for(seat)) == view
                assert standin.current_player == state.current_player
    assert seen == {"act", "bonus", "place", "final_place", "over"}


def test_the_stand_in_holds_none_of_the_hidden_money_or_buildings():
    """Secret markers: with hidden hands, the other hands, the deck and the bag are known here;
    none of their cards or buildings may be in the stand-in's hidden places, only placeholders."""
    state = next(s for i, s in enumerate(playout(4, 5)) if i == 60)
    assert state.options["hands"] == "hidden" and not state.is_over
    for seat in range(4):
        standin = stand_in(state, seat)
        for index, player in enumerate(standin.players):
            if index == seat:
                assert player.hand == state.players[index].hand
            else:
                assert player.hand == [HIDDEN_CARD] * len(state.players[index].hand)
                assert not set(player.hand) & set(state.players[index].hand)
        assert standin.deck == [HIDDEN_CARD] * len(state.deck) and not set(standin.deck) & set(state.deck)
        assert standin.bag == [HIDDEN_TILE] * len(state.bag) and HIDDEN_TILE not in TILE_IDS
        assert not set(standin.deck) & set(SCORING_CARDS)
        assert standin.pile_starts == state.pile_starts and standin.deck_pile() == state.deck_pile()
        assert standin.rng.getstate() != state.rng.getstate()  # the view carries no generator


def test_a_finished_game_shows_every_hand_to_everyone():
    """At the end the table shows each seat's money per bank, so every view carries the hands."""
    *_, end = playout(3, 0)
    assert end.is_over and end.options["hands"] == "hidden"
    for seat in range(3):
        assert [p.hand for p in stand_in(end, seat).players] == [p.hand for p in end.players]


@pytest.mark.parametrize("players,seed", [(2, 1), (4, 0), (6, 2)])
def test_a_clone_of_the_stand_in_applies_and_explains_like_the_real_state(players, seed):
    """reason_for probes a clone of the stand-in: on the seat's own turn its moves are the real ones."""
    rng = random.Random(seed)
    for step, state in enumerate(playout(players, seed)):
        seat = state.current_player
        if step % 5 or seat is None:
            continue
        standin = stand_in(state, seat)
        legal = state.legal_actions()
        assert standin.legal_actions() == legal  # everything a seat's own turn needs is in its view
        for action in rng.sample(legal, min(4, len(legal))):
            probe = standin.clone()
            probe.apply(freeze(round_trip(action)))
            real = state.clone()
            real.apply(action)
            assert (probe.current_player, probe.phase) == (real.current_player, real.phase)
            if len(real.scorings) == len(state.scorings):  # the deck's scoring cards are hidden
                assert probe.scores() == real.scores()
        for wrong in [("take", (0, 1, 2, 3)), ("place", 1, (40, 40)), ("to_reserve", (0, 0)), ("end_turn",)]:
            if wrong in legal:
                continue
            with pytest.raises(IllegalMove) as standin_says:
                standin.clone().apply(wrong)
            with pytest.raises(IllegalMove) as real_says:
                state.clone().apply(wrong)
            assert standin_says.value.message == real_says.value.message


def test_probes_that_draw_from_the_placeholders_stay_playable():
    """Ending a turn on a clone refills the display and the market with placeholders: the clone
    plays on (other seats' placeholder money buys nothing) instead of failing."""
    standin = stand_in(NewYorkState.new(3, 4, {}), 1)
    for _ in range(12):
        probe = standin.legal_actions()
        standin.apply(next((a for a in probe if a[0] == "take"), probe[0]))
    assert HIDDEN_CARD in standin.display
    assert all(a[0] != "buy" for a in standin.legal_actions()) or standin.current_player == 1


# ---------------------------------------------------------------- the table of a remote seat
class Controller(RemoteController):
    def __init__(self, match, state, viewer):
        super().__init__(match, state, viewer, reason="message")


NAMES = ("Anna", "Bence", "Csilla", "Dani", "Emese", "Feri")


def played(players: int, seed: int, moves: int, seat: int | None = None) -> Match:
    """A match after `moves` random actions, then on until `seat` is to move (if given)."""
    seats = [Seat(NAMES[i], SPEC.colours[i]) for i in range(players)]
    match = Match.start(SPEC, seats, seed, options_for(seed))
    rng = random.Random(seed)
    while not match.state.is_over and (moves > 0 or (seat is not None and match.state.current_player != seat)):
        match.apply(rng.choice(match.state.legal_actions()))
        moves -= 1
    return match


@pytest.fixture
def own_legal_only(monkeypatch):
    """Fail if a scene computes legal actions on the stand-in itself (clones may: they are probes)."""
    guarded: list = []
    compute = NewYorkState._compute_legal

    def checked(state):
        assert all(state is not g for g in guarded), "the scene recomputed legal actions instead of asking the state"
        return compute(state)
    monkeypatch.setattr(NewYorkState, "_compute_legal", checked)
    return guarded


def remote_state(match, seat, guarded):
    standin = stand_in(match.state, seat)
    guarded.append(standin)
    return HostList(standin, match.state.legal_actions() if match.state.current_player == seat else [])


@pytest.mark.parametrize("players,seed,moves,seat", [
    (2, 1, 0, 1), (3, 4, 30, 0), (4, 2, 60, 2), (6, 0, 90, 5), (6, 3, 45, 1), (4, 7, 10**4, 3), (2, 5, 10**4, 0)])
def test_the_table_draws_the_stand_in_as_the_real_state(qtbot, own_legal_only, players, seed, moves, seat):
    match = played(players, seed, moves, None if moves >= 10**4 else seat)
    real = NewYorkScene(Controller(match, match.state, seat))
    remote = NewYorkScene(Controller(match, remote_state(match, seat, own_legal_only), seat))
    assert render_scene(remote) == render_scene(real)
    assert remote.legal == real.legal and remote.after_end == real.after_end


def test_the_extra_action_is_declined_and_the_building_placed_when_the_host_allows_it(qtbot, own_legal_only):
    """Dropping a bought building while an exact payment's extra action is open sends "end_turn";
    on a remote seat the placement waits for the host's next list and is sent once it is legal."""
    match = played(3, 0, 0, 0)
    rng = random.Random(3)
    while not (match.state.phase == "act" and match.state.bonus and match.state.pending
               and match.state.options["exact_bonus"] == "may"):
        if match.state.is_over:
            pytest.fail("no exact payment in this game")
        match.apply(rng.choice(match.state.legal_actions()))
    seat = match.state.current_player
    controller = Controller(match, remote_state(match, seat, own_legal_only), seat)
    scene = NewYorkScene(controller)
    place = sorted(a for a in scene.after_end if a[0] == "place")[0]
    target = scene._target(place, scene.areas[seat].cell_rect(place[2]).topLeft(), "")
    assert target.legal and scene.drop(("pending", place[1]), target)
    assert controller.tried == [("end_turn",)]  # the host has not answered yet
    match.apply(("end_turn",))
    controller.state = remote_state(match, seat, own_legal_only)
    scene.sync()
    qtbot.waitUntil(lambda: controller.tried == [("end_turn",), place], timeout=1000)


# ---------------------------------------------------------------- items kept from sync to sync
class Position:
    """What a scene reads of `controller.match` at one step of a finished game."""

    def __init__(self, seats, log):
        self.seats, self.log = seats, log


@pytest.mark.parametrize("players,seed,viewer", [(4, 11, 1), (6, 12, 5), (2, 13, 0)])
def test_a_table_stepped_through_a_game_draws_each_position_as_a_fresh_table(qtbot, players, seed, viewer):
    """A sync takes the previous sync's items of the same look again (issue 17): stepping a
    review forward, back and by jumps must draw exactly what a table built afresh draws."""
    match = played(players, seed, 10**4)
    states, state = [], NewYorkState.new(players, seed, options_for(seed))
    states.append(state.clone())
    for record in match.log:
        state.apply(record.action)
        states.append(state.clone())
    rng = random.Random(seed)
    step = players * 4  # every seat has a last move from here on
    walk = []
    while len(walk) < 40:
        run = rng.choice((1, -1)) * rng.randint(1, 5)
        for _ in range(abs(run)):
            step = max(players * 4, min(len(states) - 1, step + (1 if run > 0 else -1)))
            walk.append(step)
        if rng.random() < 0.2:
            walk.append(rng.randrange(players * 4, len(states)))
    walk.append(len(states) - 1)
    controller = Controller(Position(match.seats, match.log[:walk[0]]), states[walk[0]], viewer)
    stepped = NewYorkScene(controller)
    for step in walk:
        controller.state, controller.match.log = states[step], match.log[:step]
        stepped.sync()
        stepped.skip_motion()
        fresh = NewYorkScene(Controller(Position(match.seats, match.log[:step]), states[step], viewer))
        # The same outlines; an unchanged one is not rebuilt, so where two seats' outlines cross,
        # which lies on top may differ: the pictures are compared without them.
        assert {s: (m[0], m[1].name()) for s, m in stepped._marks.items()} == \
            {s: (m[0], m[1].name()) for s, m in fresh._marks.items()}, step
        assert render_scene(without_marks(stepped)) == render_scene(without_marks(fresh)), step
        assert len(stepped.items()) == len(fresh.items()), step
        # Parts taken back whole (scene._part) must also answer the hand as a fresh table does.
        assert item_facts(stepped) == item_facts(fresh), step
        for item in stepped.items():
            if isinstance(item, LastMoveMark):
                item.setVisible(True)


def test_a_score_row_is_drawn_again_when_only_its_score_changes(qtbot):
    """A score row's look names its score: a kept row (and its sprite) must not show the old
    score when nothing else on the row changed."""
    match = played(4, 31, 40)
    state = match.state.clone()
    scene = NewYorkScene(Controller(match, state, None))

    def row(seat):
        return next(item for item in scene.items() if piece_key(item) == ("score", seat))
    before = row(0).look
    state.players[0].score += 1  # a score board row and the city's header show it
    scene.sync()
    assert row(0).look != before
    assert row(0).look[0][4] == state.players[0].score


def item_facts(scene) -> list:
    """What each item tells the player besides its picture: where it is and how high, its tooltip,
    which presses it takes and which handlers it has, the piece it stands for, its guide role."""
    facts = []
    for item in scene.items():
        if isinstance(item, LastMoveMark):
            continue
        handlers = tuple(getattr(item, name, None) is not None for name in ("on_click", "on_drag", "on_refused"))
        facts.append(repr((type(item).__name__, round(item.x(), 3), round(item.y(), 3), item.zValue(), item.toolTip(),
                           int(item.acceptedMouseButtons().value), item.cursor().shape().value if item.hasCursor() else None,
                           handlers, piece_key(item), item.data(ORIGIN_SLOT), getattr(item, "role", None),
                           getattr(item, "look", None))))
    return sorted(facts)


def without_marks(scene):
    """The table without what only a change shows for a moment (last-move marks, a flash, the
    scoring banner): a fresh table has none of them."""
    from desktop_app.games.new_york.scene import ScoringBanner
    from desktop_app.table.scene import FlashItem
    for item in scene.items():
        if isinstance(item, LastMoveMark):
            item.setVisible(False)
        elif isinstance(item, (ScoringBanner, FlashItem)):  # they go by themselves
            scene.removeItem(item)
    return scene


def picture(paint, bounds) -> bytes:
    image = QImage(math.ceil(bounds.width()), math.ceil(bounds.height()), QImage.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
    painter.translate(-bounds.topLeft())
    paint(painter)
    painter.end()
    return bytes(image.constBits())


@pytest.mark.parametrize("players,seed", [(4, 21), (6, 22), (2, 23)])
def test_a_look_names_everything_its_picture_depends_on(qtbot, players, seed):
    """Items are taken again, and sprites blitted, by look: two items with the same look must
    paint the same picture (painted directly, no cache), over a whole game and every viewer."""
    match = played(players, seed, 10**4)
    state = NewYorkState.new(players, seed, options_for(seed))
    seen: dict = {}
    checked = 0
    for step, record in enumerate(match.log):
        state.apply(record.action)
        if step % 20:
            continue
        viewer = step % players
        scene = NewYorkScene(Controller(Position(match.seats, match.log[:step + 1]), state.clone(), viewer))
        for item in scene.items():
            if isinstance(item, CityArea):
                key, paint = ("city", item.look), lambda p, item=item: item._paint_frame(p, item.boundingRect())
            elif isinstance(item, Painted) and item.look is not None:
                key, paint = item.look, lambda p, item=item: item.painter_fn(p, item.box)
            else:
                continue
            digest = picture(paint, item.boundingRect())
            assert seen.setdefault(key, digest) == digest, key
            checked += 1
    assert checked > 300 and len(seen) > 100
