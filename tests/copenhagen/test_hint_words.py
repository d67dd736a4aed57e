"""A hint that teaches (issue 25, point 4): the reason is read from the position, and no level
reads what its seat may not see."""
import random

import pytest

from desktop_app.engine.agents import make_agent
from desktop_app.engine.hints import explain
from desktop_app.games import REGISTRY
from desktop_app.table.text import hint_reason, tr
from agent_checks import PUBLIC, RealStateGuard
from helpers import build, fresh, set_hand

SPEC = REGISTRY["copenhagen"]


def take_of(state, colours):
    """A plain take of two neighbouring harbour cards of these colours."""
    for i in range(len(state.display) - 1):
        if sorted(state.display[i:i + 2]) == sorted(colours):
            return ("take", (i, i + 1), ())
    return None


def a_take_position():
    for seed in range(1, 200):
        state = fresh(seed=seed)
        action = take_of(state, ("red", "red"))
        if action is not None:
            set_hand(state, red=1, blue=1)
            return state, action
    raise AssertionError("no harbour with two red neighbours")


def test_two_positions_give_two_explanations_built_from_them():
    state, take = a_take_position()
    hint = explain(SPEC, state, 0, take)
    assert (hint.template, hint.params) == ("then you hold %n {colour} cards: enough for the {colour} {size}",
                                            {"n": 3, "colour": "red", "size": 3})
    assert hint_reason(hint, "copenhagen") == " — then you hold 3 red cards: enough for the red 3"

    other = fresh(seed=3)
    build(other, "green", [(0, 0), (0, 1), (0, 2)])
    set_hand(other, red=2)
    row = next(a for a in other.legal_actions() if a[0] == "build" and a[1] == "red" and a[3] == ((0, 3), (0, 4)))
    words = hint_reason(explain(SPEC, other, 0, row), "copenhagen")
    assert words == " — it completes row 1: +1"
    # The same build where it completes nothing says what it does there instead.
    apart = next(a for a in other.legal_actions() if a[0] == "build" and a[1] == "red" and a[3] == ((0, 3), (1, 3)))
    assert hint_reason(explain(SPEC, other, 0, apart), "copenhagen") != words


@pytest.mark.parametrize("lang, expected", [("hu", " — ezzel kész az 1. sor: +1"), ("es", " — completa la fila 1: +1")])
def test_the_reason_is_said_in_the_players_language(qapp, lang, expected):
    from desktop_app.ui.i18n import install_language

    install_language(lang)
    try:
        other = fresh(seed=3)
        build(other, "green", [(0, 0), (0, 1), (0, 2)])
        set_hand(other, red=2)
        row = next(a for a in other.legal_actions() if a[0] == "build" and a[1] == "red" and a[3] == ((0, 3), (0, 4)))
        assert hint_reason(explain(SPEC, other, 0, row), "copenhagen") == expected
        template, params = SPEC.explain_hint(other, 0, row, ())
        assert tr("copenhagen", template, **params) == expected[3:]
    finally:
        install_language("en")


@pytest.mark.parametrize("level", ["random", "greedy", "hard", "expert"])
def test_no_level_reads_hidden_information(level):
    state = fresh(players=3, seed=5)
    rng = random.Random(5)
    for _ in range(9):
        state.apply(rng.choice(state.legal_actions()))
    guard = RealStateGuard(state)
    settings = {"think": None, "iterations": 30} if level in ("hard", "expert") else {}
    action = make_agent(level, SPEC, 1, **settings).choose(guard)
    assert action in state.legal_actions()


def test_hard_spends_a_quarter_of_its_time_on_a_discard():
    """Issue 25, point 2: no long thinking over a small choice (which card to drop over the limit)."""
    state = fresh(seed=4)
    set_hand(state, red=3, blue=3, green=2)
    state.phase = "discard"
    state._legal = None
    agent = make_agent("hard", SPEC, 1)
    assert agent.budget_for(state) == pytest.approx(agent.think / 4)
    assert agent.budget_for(fresh(seed=4)) == agent.think  # a real turn: the whole budget
    expert = make_agent("expert", SPEC, 1)
    assert expert.think == 6.0 and expert.budget_for(state) == pytest.approx(1.5)
    action = make_agent("hard", SPEC, 1, think=None, iterations=20).choose(RealStateGuard(state))
    assert action[0] == "discard"
