"""The review page: a game read-only on its own table scene, with a timeline and the score graph.

The scene gets a `ReviewController`: the attributes a scene reads from a GameController
(`state`, `viewer`, `match.seats`, `match.log`, `can_act`, the `changed`/`status` signals), over
the replay's position at the chosen step; every action it is asked to try is refused. A finished
game can be seen from any seat and shows everything that was hidden during play (the "Everything"
tab: every game's `desktop_app.games.<id>.hidden.hidden_parts(state)`, CONTRACTS.md); an unfinished
one only as its seat to move sees it, and never that tab."""
from __future__ import annotations

import importlib
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeySequence, QPainter, QShortcut, QTextCursor
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QListWidget, QPlainTextEdit, QTabWidget, QPushButton, QSlider, QStyle, QToolButton, QVBoxLayout, QWidget,
)

from desktop_app.engine.replay import Replay, next_mark, previous_mark
from desktop_app.table.board_view import BoardView
from desktop_app.table.text import tr

from .i18n import fill, record_text
from .progress import state_progress
from .score_graph import ScoreGraph

PAPER, INK = QColor("#f7efe2"), QColor("#2d2a26")


@dataclass
class ReviewMatch:
    """What a scene reads of `controller.match`, at one step of the replay."""
    spec: object
    seats: list
    seed: int
    options: dict
    state: object
    log: list


class ReviewController(QObject):
    changed = Signal()
    status = Signal(str)

    def __init__(self, replay: Replay, parent=None, curtain: bool = False):
        """`curtain`: the game's table had its hot-seat curtain up, so no hand is shown at all."""
        super().__init__(parent)
        self.replay = replay
        self.curtain = curtain and not replay.finished
        source = replay.match
        self.match = ReviewMatch(source.spec, list(source.seats), source.seed, dict(source.options),
                                 replay.state_at(0), [])
        self.fixed_viewer = replay.viewer()  # None: finished, any seat may be chosen
        self.chosen_viewer = self.fixed_viewer if self.fixed_viewer is not None else self._first_human()
        self.step = 0

    def _first_human(self) -> int:
        return next((i for i, s in enumerate(self.match.seats) if s.is_human), 0)

    @property
    def state(self):
        return self.match.state

    @property
    def viewer(self) -> int | None:
        if self.curtain:
            return None
        return self.fixed_viewer if self.fixed_viewer is not None else self.chosen_viewer

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s.is_human]

    can_act = False
    closed = True
    read_only = True  # a review: nothing is dragged (the table may skip its drag caches)

    def try_action(self, action) -> bool:
        self.status.emit(QCoreApplication.translate("ReviewPage", "This is a review: nothing can be played here."))
        return False

    def reason_for(self, action):
        return None

    def can_undo(self) -> bool:
        return False

    def go(self, step: int) -> None:
        self.step = max(0, min(self.replay.length, int(step)))
        self.match.state = self.replay.state_at(self.step)
        self.match.log = self.replay.log_until(self.step)

    def set_viewer(self, seat: int) -> None:
        if self.fixed_viewer is None:  # an unfinished game is seen only as its seat to move
            self.chosen_viewer = seat


class PositionLine(QWidget):
    """The line under the table (step, round, scores). Not a QLabel: a label's new text asks the
    whole window to lay out again, on every step; this one only repaints itself."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._text = ""
        font = QFont(self.font())
        font.setPixelSize(14)
        self.setFont(font)
        self.setFixedHeight(QFontMetrics(font).height() + 8)
        self.setAttribute(Qt.WA_OpaquePaintEvent)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.setAccessibleName(text)
            self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), PAPER)
        painter.setPen(INK)
        area = self.rect().adjusted(10, 0, -10, 0)
        painter.drawText(area, Qt.AlignVCenter | Qt.AlignLeft,
                         painter.fontMetrics().elidedText(self._text, Qt.ElideRight, area.width()))
        painter.end()


class ReviewPage(QWidget):
    closed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.controller: ReviewController | None = None
        self.scene = None
        self.replay: Replay | None = None
        self._table_pending = False
        self._marks_stale = False
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        left = QVBoxLayout()
        self.view = BoardView()
        left.addWidget(self.view, 1)
        bar = QHBoxLayout()
        bar.setContentsMargins(6, 2, 6, 4)
        style = self.style()
        self.buttons: dict[str, QToolButton] = {}
        for key, icon in (("start", QStyle.SP_MediaSkipBackward), ("prev_round", QStyle.SP_ArrowUp),
                          ("prev_turn", QStyle.SP_MediaSeekBackward), ("back", QStyle.SP_ArrowLeft)):
            bar.addWidget(self._button(key, style.standardIcon(icon)))
        self.slider = QSlider(Qt.Horizontal)
        self.slider.setFocusPolicy(Qt.NoFocus)  # the arrow keys belong to the page's shortcuts
        self.slider.valueChanged.connect(self.go)
        bar.addWidget(self.slider, 1)
        for key, icon in (("forward", QStyle.SP_ArrowRight), ("next_turn", QStyle.SP_MediaSeekForward),
                          ("next_round", QStyle.SP_ArrowDown), ("next_scoring", QStyle.SP_DialogApplyButton),
                          ("end", QStyle.SP_MediaSkipForward)):
            bar.addWidget(self._button(key, style.standardIcon(icon)))
        left.addLayout(bar)
        self.position = PositionLine()
        left.addWidget(self.position)
        layout.addLayout(left, 1)
        side_widget = QWidget()
        side_widget.setFixedWidth(290)  # the table keeps most of the window; the graph still reads
        side = QVBoxLayout(side_widget)
        self.title = QLabel()
        self.title.setStyleSheet("font-size:18px; font-weight:bold;")
        side.addWidget(self.title)
        self.seen_as = QLabel()
        self.seen_as.setWordWrap(True)
        self.seen_as.setTextFormat(Qt.PlainText)
        side.addWidget(self.seen_as)
        self.seat_choice = QComboBox()
        self.seat_choice.currentIndexChanged.connect(self._choose_seat)
        side.addWidget(self.seat_choice)
        self.graph = ScoreGraph()
        self.graph.step_clicked.connect(self.go)
        self.graph.step_dragged.connect(self.go)
        side.addWidget(self.graph)
        self.tabs = QTabWidget()  # the log; for a finished game also everything that was hidden
        self.tabs.setDocumentMode(True)
        self.tabs.setFocusPolicy(Qt.NoFocus)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.NoFocus)
        self.log.setAutoScroll(False)  # the page keeps the lit line in sight itself (_keep_in_sight)
        self.log.itemClicked.connect(lambda item: self.go(self.log.row(item) + 1))
        self.tabs.addTab(self.log, "")
        self.everything = QPlainTextEdit()
        self.everything.setReadOnly(True)
        self.everything.setFocusPolicy(Qt.NoFocus)  # the arrow keys stay the timeline's
        self.tabs.addTab(self.everything, "")
        self.tabs.setTabVisible(1, False)
        self.talk = QListWidget()  # an online game's table talk (issue 24), kept with its record
        self.talk.setWordWrap(True)
        self.talk.setFocusPolicy(Qt.NoFocus)
        self.tabs.addTab(self.talk, "")
        self.tabs.setTabVisible(2, False)
        self.tabs.currentChanged.connect(lambda _index: self._show_everything())
        side.addWidget(self.tabs, 1)
        self._hidden_parts = None  # the game's hidden_parts function, or None when it has none
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.closed)
        side.addWidget(self.back_button)
        layout.addWidget(side_widget)
        keys = {"back": Qt.Key_Left, "forward": Qt.Key_Right, "start": Qt.Key_Home, "end": Qt.Key_End,
                "prev_turn": Qt.Key_PageUp, "next_turn": Qt.Key_PageDown, "prev_round": Qt.Key_Up,
                "next_round": Qt.Key_Down}
        for key, sequence in keys.items():
            shortcut = QShortcut(QKeySequence(sequence), self, context=Qt.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda k=key: self.move(k))
        self.retranslate()

    def _button(self, key: str, icon) -> QToolButton:
        button = QToolButton()
        button.setIcon(icon)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.NoFocus)
        button.clicked.connect(lambda: self.move(key))
        self.buttons[key] = button
        return button

    def retranslate(self) -> None:
        tips = {
            "start": self.tr("To the start (Home)"), "prev_round": self.tr("Previous round (Up)"),
            "prev_turn": self.tr("Previous turn (Page Up)"), "back": self.tr("One step back (Left)"),
            "forward": self.tr("One step forward (Right)"), "next_turn": self.tr("Next turn (Page Down)"),
            "next_round": self.tr("Next round (Down)"), "next_scoring": self.tr("Next scoring"),
            "end": self.tr("To the end (End)"),
        }
        for key, tip in tips.items():
            self.buttons[key].setToolTip(tip)
            self.buttons[key].setAccessibleName(tip)
        self.tabs.setTabText(0, self.tr("Log"))
        self.tabs.setTabText(1, self.tr("Everything"))
        self.tabs.setTabText(2, self.tr("Table talk"))
        self.tabs.setTabToolTip(1, self.tr("All hands and the deck order at this step (a finished game hides nothing)"))
        self.back_button.setText(self.tr("Close the review"))
        if self.replay is not None:
            self._describe_viewer()
            self._fill_log()
            self.go(self.controller.step, force=True)

    # ------------------------------------------------------------ opening
    def open(self, match, step: int | None = None, curtain: bool = False) -> ReviewController:
        from .thumbnails import scene_class

        self.close_review()
        self.replay = Replay(match)
        self.controller = ReviewController(self.replay, self, curtain)
        self.scene = scene_class(match.spec)(self.controller)
        self.scene.travels = False  # a review shows positions: nothing travels between them
        self.view.setScene(self.scene)
        self.title.setText(fill(self.tr("Review: {game}"), game=QCoreApplication.translate(match.spec.id, match.spec.title)))
        self.seat_choice.blockSignals(True)
        self.seat_choice.clear()
        for seat in match.seats:
            self.seat_choice.addItem(seat.name)
        self.seat_choice.setCurrentIndex(self.controller.viewer or 0)
        self.seat_choice.setVisible(self.replay.finished)
        self.seat_choice.blockSignals(False)
        self._describe_viewer()
        # Everything that was hidden: only for a finished game whose rules can list it.
        self._hidden_parts = hidden_parts_function(match.spec.id) if self.replay.finished else None
        self.tabs.setCurrentIndex(0)
        self.tabs.setTabVisible(1, self._hidden_parts is not None)
        self.everything.clear()
        from .online.chat_panel import talk_text

        self.talk.clear()
        for line in match.talk:
            self.talk.addItem(talk_text(line, [s.name for s in match.seats]))
        self.tabs.setTabVisible(2, bool(match.talk))
        self.graph.set_data(self.replay.scores, [s.colour for s in match.seats], [s.name for s in match.seats],
                            self.replay.round_starts(), self.replay.scorings())
        self._fill_log()
        self.slider.blockSignals(True)
        self.slider.setRange(0, self.replay.length)
        self.slider.blockSignals(False)
        self.go(self.replay.length if step is None else step, force=True)
        self.render_table()  # the first table now, so the view fits it
        self.view.fit()
        return self.controller

    def _describe_viewer(self) -> None:
        if self.replay.finished:
            self.seen_as.setText(self.tr("Finished game: nothing is hidden any more. Show the hand of:"))
        elif self.controller.curtain:
            self.seen_as.setText(self.tr("Unfinished game, between two players' turns: no hand is shown."))
        else:
            name = self.replay.match.seats[self.controller.viewer].name
            self.seen_as.setText(fill(self.tr("Unfinished game: seen only as {name} sees it."), name=name))

    def _fill_log(self) -> None:
        self.log.clear()
        match = self.replay.match
        for record in self.replay.records:
            self.log.addItem(fill(QCoreApplication.translate("TablePage", "{player} {action}"),
                                  player=match.seats[record.player].name, action=record_text(record, match.spec.id, [s.name for s in match.seats])))

    def _choose_seat(self, index: int) -> None:
        if self.controller is not None and index >= 0:
            self.controller.set_viewer(index)
            self._render()

    # ------------------------------------------------------------ moving
    @property
    def step(self) -> int:
        return self.controller.step if self.controller else 0

    def target(self, key: str) -> int | None:
        replay, step = self.replay, self.step
        if key == "back":
            return step - 1 if step > 0 else None
        if key == "forward":
            return step + 1 if step < replay.length else None
        if key == "start":
            return 0 if step > 0 else None
        if key == "end":
            return replay.length if step < replay.length else None
        marks = {"turn": replay.turn_starts, "round": replay.round_starts, "scoring": replay.scorings}[key.split("_")[1]]()
        return (previous_mark if key.startswith("prev") else next_mark)(marks, step)

    def move(self, key: str) -> None:
        if self.replay is None:
            return
        target = self.target(key)
        if target is not None:
            self.go(target)

    def go(self, step: int, force: bool = False) -> None:
        if self.controller is None:
            return
        step = max(0, min(self.replay.length, int(step)))
        if step == self.controller.step and not force:
            return
        if step < self.controller.step:  # back in time: a seat's mark may be of a move not made yet
            self._marks_stale = True
        self.controller.go(step)
        self._render()

    def _render(self) -> None:
        """Show the position: the timeline, the graph and the log line of the action that led
        here at once; the table on the next turn of the event loop, so a held arrow key (whose
        repeats queue up faster than a table repaints) redraws the table once for the lot."""
        controller, replay = self.controller, self.replay
        step = controller.step
        if not self._table_pending:
            self._table_pending = True
            QTimer.singleShot(0, self, lambda: self._table_pending and self.render_table())
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        previous = self.graph.step
        self.graph.set_step(step)
        self.log.setCurrentRow(step - 1)  # -1 at the setup: nothing lit
        if step:
            self._keep_in_sight(step - 1, previous - 1)
        else:
            self.log.scrollToTop()  # the setup: the log starts at its first line
        # The game's own progress line, each score beside its seat's name ("Turn 4 · Anna 2,
        # Bence 1"): the bare "0–0–0" it held before said nobody's points.
        progress = state_progress(controller.state, replay.match.spec.id, [s.name for s in replay.match.seats])
        self.position.setText(fill(self.tr("Step {step} of {total} · {progress}"), step=step,
                                   total=replay.length, progress=progress))
        for key, button in self.buttons.items():
            button.setEnabled(self.target(key) is not None)
        self._show_everything()

    def _show_everything(self) -> None:
        """The hidden parts of the position shown, when their tab is open (a closed tab costs a
        step nothing). Never for an unfinished game: `_hidden_parts` is None for it."""
        if self._hidden_parts is None or self.tabs.currentIndex() != 1 or self.controller is None:
            return
        lines = everything_text(self.replay.match, self._hidden_parts(self.controller.state)).split("\n")
        document = self.everything.document()
        if document.blockCount() != len(lines):
            self.everything.setPlainText("\n".join(lines))
            return
        for number, line in enumerate(lines):  # a step changes a hand or two: only their lines
            block = document.findBlockByNumber(number)
            if block.text() != line:
                cursor = QTextCursor(block)
                cursor.movePosition(QTextCursor.EndOfBlock, QTextCursor.KeepAnchor)
                cursor.insertText(line)

    def _keep_in_sight(self, row: int, previous: int) -> None:
        """Stepping along, the lit line and the one after it in the direction of travel stay in
        sight, the list scrolling a line at a time (a cheap repaint); a jump out of sight puts
        the lit line in the middle."""
        log = self.log
        item = log.item(row)
        shown, rect = log.viewport().rect(), log.visualItemRect(item)
        if abs(row - previous) > 1 and not shown.contains(rect):
            log.scrollToItem(item, QListWidget.PositionAtCenter)
            return
        ahead = log.item(row + (1 if row >= previous else -1))
        for each in (ahead, item):  # the lit line wins when both do not fit
            if each is not None and not shown.contains(log.visualItemRect(each)):
                log.scrollToItem(each, QListWidget.EnsureVisible)
                shown = log.viewport().rect()

    def render_table(self) -> None:
        self._table_pending = False
        if self.scene is not None:
            if self._marks_stale:  # each seat's mark is made again from the moves up to this step
                self._marks_stale = False
                self.scene.clear_last_moves()
            self.scene.sync()  # now, and without travelling pieces (travels is off)
            self.scene.cache_items()

    def close_review(self) -> None:
        if self.scene is not None:
            self.view.setScene(None)
            self.scene.deleteLater()
        if self.controller is not None:
            self.controller.deleteLater()
        self.scene = self.controller = self.replay = None
        self._hidden_parts = None
        self.tabs.setTabVisible(1, False)
        self.everything.clear()


def hidden_parts_function(game_id: str):
    """The game's `hidden_parts(state)` (desktop_app/games/<id>/hidden.py), imported when first
    needed; None for a game that has no such module."""
    name = f"desktop_app.games.{game_id}.hidden"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:  # the module is there but something it imports is not: a bug
            raise
        return None
    return module.hidden_parts


def part_title(match, part: dict) -> str:
    """A hidden part's heading: whose it is and what (the kinds the games list, in the shell's
    words; another kind in its game's catalogue, or its own name made readable)."""
    game_id, seat, kind = match.spec.id, part.get("seat"), part["kind"]
    name = match.seats[seat].name if seat is not None and 0 <= seat < len(match.seats) else None
    if kind == "hand":
        return tr("ReviewPage", "{name}'s hand", name=name) if name else tr("ReviewPage", "The hand of no seat")
    if kind == "task_cards" and name:
        return tr("ReviewPage", "{name}'s task cards", name=name)
    titles = {"deck": tr("ReviewPage", "The deck (top first)"),
              "bag": tr("ReviewPage", "The bag (drawn next first)"),
              "discards": tr("ReviewPage", "Face-down discards"),
              "unused_task_cards": tr("ReviewPage", "Task cards never dealt")}
    what = titles.get(kind) or QCoreApplication.translate(game_id, kind)
    if what == kind:  # the game has no words for it: its name, readable
        what = kind.replace("_", " ").capitalize()
    return tr("ReviewPage", "{what}: {name}", what=what, name=name) if name else what


def everything_text(match, parts: list[dict]) -> str:
    """Each hidden part as a title line and its items, in the order the game lists them."""
    game_id, blocks = match.spec.id, []
    for part in parts:
        items = [tr(game_id, template, **dict(params or {})) for template, params in part["items"]]
        body = ", ".join(items) if items else tr("ReviewPage", "(nothing)")
        blocks.append(f"{part_title(match, part)}\n{body}")
    return "\n\n".join(blocks)
