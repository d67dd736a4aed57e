"""Issue 22 finding 20: the new-game dialog remembers, per game, the last player count, who played
each seat and the options; every option's text shows whole (English, Hungarian, Spanish) and the
dialog fits a 1280x720 screen; an option the chosen game ignores is greyed out."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox

from desktop_app.games import REGISTRY
from desktop_app.ui.dialogs import NewGameDialog


def pick(qtbot, combo: QComboBox, data) -> None:
    """Choose an entry with the mouse: open the list, click the entry."""
    qtbot.mouseClick(combo, Qt.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    index = combo.model().index(combo.findData(data), 0)
    view.scrollTo(index)
    rect = view.visualRect(index)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())
    if view.isVisible():  # the list ignores a release just after it opened: the click marked the entry
        QTest.keyClick(view, Qt.Key_Return)
    qtbot.waitUntil(lambda: not view.isVisible())
    assert combo.currentData() == data


def open_dialog(win, qtbot, game: str, act) -> None:
    """Click the game's box on the shelf; `act(dialog)` runs while the dialog is up."""
    from PySide6.QtCore import QTimer

    done, failed = [], []

    def poll():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, NewGameDialog) and dialog.isVisible():
            try:
                act(dialog)
            except BaseException as error:  # noqa: BLE001  raised below, once the dialog is closed
                failed.append(error)
                dialog.reject()
            done.append(dialog)
        else:
            QTimer.singleShot(20, poll)
    QTimer.singleShot(20, poll)
    qtbot.mouseClick(win.shelf.game_buttons[game], Qt.LeftButton)
    if failed:
        raise failed[0]
    assert done


@pytest.fixture
def win(qtbot):
    from desktop_app.ui import first_turn
    from desktop_app.ui.main_window import MainWindow

    first_turn.set_dismissed("christmas_tree")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitUntil(lambda: window.shelf._listed)
    yield window
    window.table.close_match()


def test_the_dialog_remembers_the_last_choices_of_each_game(win, qtbot):
    def choose(dialog):
        qtbot.mouseClick(dialog.count, Qt.LeftButton)
        QTest.keyClick(dialog.count, Qt.Key_Up)
        assert dialog.count.value() == 3
        pick(qtbot, dialog.rows[1].agent, "random")
        pick(qtbot, dialog.rows[2].agent, "hard")
        pick(qtbot, dialog.option_boxes["mode"], "advanced")
        assert not dialog.option_boxes["family_tasks"].isEnabled(), "the advanced game ignores the family game's count"
        pick(qtbot, dialog.option_boxes["task_set"], "all")
        from PySide6.QtWidgets import QDialogButtonBox

        box = dialog.findChild(QDialogButtonBox)
        qtbot.mouseClick(box.button(QDialogButtonBox.Ok), Qt.LeftButton)
    open_dialog(win, qtbot, "christmas_tree", choose)
    qtbot.waitUntil(lambda: win.table.controller is not None)
    match = win.table.controller.match
    assert [s.agent for s in match.seats] == ["human", "random", "hard"]
    qtbot.mouseClick(win.table.shelf_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.shelf)
    seen = {}

    def look(dialog):
        seen.update(count=dialog.count.value(), agents=[r.agent.currentData() for r in dialog.rows[:3]],
                    options=dialog.options(), family_enabled=dialog.option_boxes["family_tasks"].isEnabled())
        dialog.reject()
    open_dialog(win, qtbot, "christmas_tree", look)
    assert seen["count"] == 3 and seen["agents"] == ["human", "random", "hard"]
    assert seen["options"]["mode"] == "advanced" and seen["options"]["task_set"] == "all"
    assert not seen["family_enabled"]
    other = {}
    open_dialog(win, qtbot, "copenhagen", lambda d: (other.update(count=d.count.value()), d.reject()))
    assert other["count"] == 2, "each game remembers its own"


@pytest.mark.parametrize("language", ["en", "hu", "es"])
def test_every_option_text_shows_whole_and_the_dialog_fits(win, qtbot, language):
    from desktop_app.ui.i18n import install_language

    install_language(language)
    try:
        for game, spec in REGISTRY.items():
            dialog = NewGameDialog(spec, win)
            dialog.show()
            qtbot.waitExposed(dialog)
            assert dialog.width() <= 1280 and dialog.height() <= 720, (game, dialog.size())
            for key, box in dialog.option_boxes.items():
                for index in range(box.count()):
                    box.setCurrentIndex(index)
                    option = QStyleOptionComboBox()
                    box.initStyleOption(option)
                    room = box.style().subControlRect(QStyle.CC_ComboBox, option, QStyle.SC_ComboBoxEditField, box)
                    needed = box.fontMetrics().horizontalAdvance(box.itemText(index))
                    assert needed <= room.width(), (language, game, key, box.itemText(index), needed, room.width())
            dialog.reject()
    finally:
        install_language("en")
