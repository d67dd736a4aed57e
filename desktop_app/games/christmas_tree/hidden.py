"""What hid what, for the review of a finished game (issue 17; no Qt): every card and task card
some seat could not see during play, as (template, params) items the shell translates with
desktop_app.table.text.tr("christmas_tree", template, **params).

At the end of a game the hands are empty (every round ends with the last card discarded), so what
stays hidden is: the deck's unused rest (4 players: the cards left after dealing), the discarded
last cards of the hands (face down, each seen only by the seat that held it), each player's task
cards never played, and the task cards never dealt. A hand still holding cards (a game stopped
early) is listed too."""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from .components import CANDY, CARDS, GINGER, TASKS
from .rules import card_words

GLASS_CARD = QT_TRANSLATE_NOOP("christmas_tree", "{card} · snowflakes: {n}")
CANDY_CARD = QT_TRANSLATE_NOOP("christmas_tree", "candy worth {n}")
GINGER_CARD = QT_TRANSLATE_NOOP("christmas_tree", "gingerbread man")
TASK_CARD = QT_TRANSLATE_NOOP("christmas_tree", "{task}: {words}")


def card_item(card_id: str) -> tuple[str, dict]:
    card = CARDS[card_id]
    if card.kind == CANDY:
        return CANDY_CARD, {"n": card.value}
    if card.kind == GINGER:
        return GINGER_CARD, {}
    return GLASS_CARD, {"card": [card_words(card_id)], "n": card.snowflakes}


def task_item(task_id: str) -> tuple[str, dict]:
    return TASK_CARD, {"task": task_id, "words": TASKS[task_id]["text_en"]}  # the text: a catalogue word


def hidden_parts(state) -> list[dict]:
    parts = []
    for tree, hand in enumerate(state.hands):
        if hand:
            seat = tree if tree < state.players else None  # the neutral tree has no seat
            parts.append({"seat": seat, "kind": "hand", "items": [card_item(c) for c in hand]})
    if state.deck:
        parts.append({"seat": None, "kind": "deck", "items": [card_item(c) for c in reversed(state.deck)]})
    if state.discards:
        parts.append({"seat": None, "kind": "discards", "items": [card_item(c) for c in state.discards]})
    for seat, tasks in enumerate(state.task_hands):
        if tasks:
            parts.append({"seat": seat, "kind": "task_cards", "items": [task_item(t) for t in tasks]})
    if state.task_pool:
        parts.append({"seat": None, "kind": "unused_task_cards",
                      "items": [task_item(t) for t in reversed(state.task_pool)]})
    return parts
