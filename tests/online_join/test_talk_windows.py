"""Table talk in two real windows (issue 24 point 4): the host's window and a friend's joined
window on one broker; each types a line under the log and sees the other's; hot-seat tables show
no talk; the lines are saved with the game and Review shows them."""
from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match

from tests.online.helpers import code_of, host_with_memory_broker
from tests.online.test_host import SPEC

from .test_join_table import join_through_dialog, landed, new_window


def type_line(qtbot, chat, text: str) -> None:
    QTest.mouseClick(chat.edit, Qt.LeftButton)
    QTest.keyClicks(chat.edit, text)
    QTest.keyClick(chat.edit, Qt.Key_Return)


def test_host_and_friend_talk_across_two_windows_and_review_shows_it(window, qtbot, tmp_path, broker):
    window.start(Match.start(SPEC, [Seat("Host", "#d35400"), Seat("Csilla", "#16a085")], 5))
    assert not window.table.chat.isVisible()  # a hot-seat table: no talk
    host_with_memory_broker(window, broker)
    match = Match.start(SPEC, [Seat("Host", "#d35400"), Seat("Anna", "#16a085", "remote")], 5)
    window.start(match)
    host = window.table
    qtbot.waitUntil(host.waiting_room.isVisible)
    friend = new_window(qtbot, tmp_path, broker)
    opened, _message = join_through_dialog(qtbot, friend, code_of(window, 1))
    assert opened
    landed(qtbot, friend)
    qtbot.waitUntil(host.waiting_room.start_button.isEnabled, timeout=5000)
    host.waiting_room.start_button.click()
    joined = friend.table
    assert host.chat.isVisible() and joined.chat.isVisible()
    type_line(qtbot, joined.chat, "hello from Anna")
    qtbot.waitUntil(lambda: "Anna: hello from Anna" in host.chat.texts(), timeout=5000)
    assert joined.chat.edit.text() == ""
    type_line(qtbot, host.chat, "welcome, Anna")
    qtbot.waitUntil(lambda: joined.chat.texts() == ["Anna: hello from Anna", "Host: welcome, Anna"], timeout=5000)
    # saved with the game (the host's autosave), and Review shows the talk
    saved = json.loads(window.store.autosave_path(match).read_text())
    assert [line[1:3] for line in saved["talk"]] == [[1, "hello from Anna"], [0, "welcome, Anna"]]
    window.review(match)
    review = window.review_page
    assert review.tabs.isTabVisible(2)
    assert [review.talk.item(i).text() for i in range(review.talk.count())] == ["Anna: hello from Anna",
                                                                                "Host: welcome, Anna"]
