"""One Tarsas per user data folder (desktop_app/ui/single_instance.py): a real second process
(`python -m desktop_app …`, the same TARSAS_DATA_DIR) hands its invite link or record to the
MainWindow running in this test, which joins / opens it; a bare second start brings the window
forward; a socket left by a kill -9 does not block the next start; junk on the socket changes
nothing and is logged; two data folders never meet. Waits are deadlines, never timings."""
from __future__ import annotations

import json
import logging
import os
import random
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QApplication

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY
from desktop_app.ui import single_instance
from desktop_app.app import outside_argument
from desktop_app.ui.single_instance import InstanceServer, hand_over, server_name

ROOT = Path(__file__).resolve().parents[2]
DEADLINE_MS = 60_000

pytestmark = pytest.mark.skipif(os.name == "nt", reason="the socket-file checks are Unix's; Windows uses a pipe")


def second_start(*args: str, cwd: Path = ROOT, data: Path | None = None) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if data is not None:
        env["TARSAS_DATA_DIR"] = str(data)
    return subprocess.Popen([sys.executable, "-m", "desktop_app", *args], cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finished(qtbot, process: subprocess.Popen) -> tuple[int, str]:
    """The second process's exit code and stderr, the event loop running meanwhile (the window
    answers the hand-off from it)."""
    try:
        qtbot.waitUntil(lambda: process.poll() is not None, timeout=DEADLINE_MS)
    finally:
        if process.poll() is None:  # it never handed over: it runs as an instance of its own
            process.kill()
    _out, err = process.communicate()
    return process.returncode, err


@pytest.fixture
def serving(window):
    server = InstanceServer(window.handed_over)
    assert server.listen()
    yield server
    server.close()
    assert not os.path.exists(server.name)  # closing removes the socket file


def wait_path(path: str, present: bool = True, deadline_s: float = 60.0) -> bool:
    deadline = time.monotonic() + deadline_s
    while os.path.exists(path) != present:
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


# ------------------------------------------------------------------ hand-off to a running window
def test_a_second_start_with_an_invite_link_joins_in_the_running_window(window, serving, qtbot, monkeypatch):
    from online_join.helpers import PumpedBroker, ensure_remote_module, memory_host, when_join_dialog_opens

    ensure_remote_module(monkeypatch)
    broker = PumpedBroker()
    try:
        host = memory_host(broker)
        window.transport_factory = lambda invite: broker.connect()
        seen = []
        from desktop_app.ui.online import join_dialog

        shown = join_dialog.JoinDialog.showEvent

        def show_event(dialog, event):  # noted as it shows: a quick join may close it within a poll
            seen.append(dialog.edit.text())
            shown(dialog, event)

        monkeypatch.setattr(join_dialog.JoinDialog, "showEvent", show_event)
        when_join_dialog_opens(window, lambda dialog: None)  # only its deadline: a stuck join fails
        code, err = finished(qtbot, second_start(host.code))
        assert code == 0, err
        assert serving.received == [host.code]
        qtbot.waitUntil(lambda: window._table is not None and window.table.controller is not None, timeout=DEADLINE_MS)
        controller = window.table.controller
        assert getattr(controller, "remote", False) and controller.viewer == 1  # Bence's seat, from the link
        assert window.stack.currentWidget() is window.table
        assert seen == [host.code]  # the join dialog came up with the handed link in it
    finally:
        broker.stop()


def test_a_second_start_with_a_record_opens_it_in_the_running_window(window, serving, qtbot, tmp_path):
    spec = REGISTRY["copenhagen"]
    match = Match.start(spec, [Seat("Anna", spec.colours[0]), Seat("Bence", spec.colours[1])], 4)
    rng = random.Random(4)
    for _ in range(6):
        match.apply(rng.choice(match.state.legal_actions()))
    shared = tmp_path / "shared"
    SaveStore(tmp_path / "sender").export(match, shared / "evening.tarsas")
    assert window.stack.currentWidget() is window.shelf
    code, err = finished(qtbot, second_start("evening.tarsas", cwd=shared))  # relative to the second's folder
    assert code == 0, err
    assert serving.received == [str(shared / "evening.tarsas")]
    qtbot.waitUntil(lambda: window._table is not None and window.table.controller is not None, timeout=DEADLINE_MS)
    opened = window.table.controller.match
    assert window.stack.currentWidget() is window.table
    assert opened.state.to_json() == match.state.to_json() and opened.match_id != match.match_id


def test_a_bare_second_start_brings_the_running_window_forward(window, serving, qtbot):
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized, timeout=DEADLINE_MS)
    code, err = finished(qtbot, second_start())
    assert code == 0, err
    assert serving.received == [None]
    qtbot.waitUntil(lambda: not window.isMinimized(), timeout=DEADLINE_MS)
    assert window.isVisible() and window.stack.currentWidget() is window.shelf  # nothing else opened


def test_a_missing_file_is_refused_and_the_second_start_says_so(window, serving, qtbot, tmp_path, caplog):
    with caplog.at_level(logging.WARNING, logger="tarsas.ui.single_instance"):
        code, err = finished(qtbot, second_start(str(tmp_path / "nowhere.tarsas")))
    assert code == 2 and "already running" in err and "nowhere.tarsas" in err
    assert serving.received == [] and serving.dropped == 1
    assert any("dropped a hand-off" in r.getMessage() for r in caplog.records)
    assert window.stack.currentWidget() is window.shelf


# ------------------------------------------------------------------ junk on the socket
JUNK = [
    b"\x00\xff not json at all\n",
    b"[1, 2, 3]\n",
    json.dumps({"data": "/somewhere/else", "open": None}).encode() + b"\n",  # another profile's line
    b'{"open": "tarsas://join/ABC"}\n',  # no data folder
    b"x" * (single_instance.LINE_LIMIT + 10),  # no line end, over the limit
    None,  # "open": a file that does not exist
    None,  # "open": not a link
    None,  # "open": a control character in a link
    None,  # "open": a directory
    None,  # "open": a relative path
    None,  # "open": an over-long link
]


def junk_lines(folder: str, tmp_path: Path) -> list[bytes]:
    (tmp_path / "adir").mkdir()
    extra = [str(tmp_path / "missing.tarsas"), "https://example.com/x.tarsas", "tarsas://join/A\nB",
             str(tmp_path / "adir"), "records/game.tarsas", "tarsas://join/" + "A" * single_instance.LINK_LIMIT]
    lines = [line for line in JUNK if line is not None]
    lines += [json.dumps({"data": folder, "open": value}).encode() + b"\n" for value in extra]
    return lines


def test_junk_on_the_socket_changes_nothing_and_is_logged(window, serving, qtbot, tmp_path, caplog):
    lines = junk_lines(serving.folder, tmp_path)
    assert len(lines) == len(JUNK)
    answers = []
    with caplog.at_level(logging.WARNING, logger="tarsas.ui.single_instance"):
        for line in lines:
            client = QLocalSocket()
            client.connectToServer(serving.name)
            assert client.waitForConnected(5000)
            client.write(line)
            client.flush()
            got = bytearray()
            qtbot.waitUntil(lambda: got.extend(bytes(client.readAll().data())) or b"\n" in got
                            or client.state() == QLocalSocket.UnconnectedState, timeout=DEADLINE_MS)
            answers.append(bytes(got))
            client.abort()
    assert answers == [b"refused\n"] * len(lines)
    assert serving.received == [] and serving.dropped == len(lines)
    assert sum("dropped a hand-off" in r.getMessage() for r in caplog.records) == len(lines)
    assert window.stack.currentWidget() is window.shelf and window._table is None
    assert getattr(window, "_join_dialog", None) is None
    code, err = finished(qtbot, second_start())  # and the server still serves
    assert code == 0 and serving.received == [None], err


def test_a_connection_that_never_finishes_its_line_is_closed(window, qtbot, monkeypatch, caplog):
    monkeypatch.setattr(single_instance, "IDLE_MS", 50)
    server = InstanceServer(window.handed_over)
    assert server.listen()
    try:
        client = QLocalSocket()
        client.connectToServer(server.name)
        assert client.waitForConnected(5000)
        client.write(b'{"data": ')
        client.flush()
        with caplog.at_level(logging.WARNING, logger="tarsas.ui.single_instance"):
            qtbot.waitUntil(lambda: server.dropped == 1, timeout=DEADLINE_MS)
        qtbot.waitUntil(lambda: client.state() == QLocalSocket.UnconnectedState, timeout=DEADLINE_MS)
        assert server.received == [] and any("in time" in r.getMessage() for r in caplog.records)
    finally:
        server.close()


# ------------------------------------------------------------------ stale sockets
def test_a_stale_socket_file_is_removed_and_start_up_goes_on(tmp_path):
    name = server_name(str(tmp_path / "profile"))
    stale = socket.socket(socket.AF_UNIX)
    stale.bind(name)  # a socket file nobody listens on, as a crash leaves it
    stale.close()
    assert os.path.exists(name)
    assert hand_over("tarsas://join/X", name, str(tmp_path / "profile")) is None
    assert not os.path.exists(name)


def test_after_a_kill_9_the_next_start_becomes_the_instance(tmp_path):
    data = tmp_path / "profile"
    name = server_name(str(data))
    first = second_start(data=data)
    try:
        assert wait_path(name), first.stderr.read() if first.poll() is not None else "the first never listened"
        first.send_signal(signal.SIGKILL)
        first.wait(30)
        assert os.path.exists(name)  # the crash left its socket file
        again = second_start("tarsas://join/ABC", data=data)  # a link: would hand over if anyone answered
        try:
            deadline = time.monotonic() + 60
            taken = None
            while taken is None and again.poll() is None and time.monotonic() < deadline:
                taken = hand_over(None, name, str(data))  # answered only once `again` listens
                time.sleep(0.05)
            assert taken is True, again.stderr.read() if again.poll() is not None else "never answered"
            assert again.poll() is None  # it is the running instance now
        finally:
            again.terminate()
            again.wait(30)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait(30)
        if os.path.exists(name):
            os.unlink(name)  # terminate() (SIGTERM) leaves it, as a crash would


def test_a_hung_instance_that_never_answers_does_not_block(tmp_path, monkeypatch):
    """Connected but silent (a stopped process): after ANSWER_MS the next start goes on alone."""
    monkeypatch.setattr(single_instance, "ANSWER_MS", 100)
    name = server_name(str(tmp_path / "profile"))
    silent = socket.socket(socket.AF_UNIX)
    silent.bind(name)
    silent.listen(1)  # accepts (the kernel's backlog) and never answers
    try:
        assert hand_over(None, name, str(tmp_path / "profile")) is None
        assert not os.path.exists(name)
    finally:
        silent.close()


# ------------------------------------------------------------------ profiles apart
def test_two_data_folders_never_meet(window, serving, qtbot, tmp_path):
    other = tmp_path / "other-profile"
    assert server_name(str(other)) != serving.name
    assert server_name(serving.folder) == serving.name == server_name()  # the name follows TARSAS_DATA_DIR
    process = second_start("tarsas://join/ABC", data=other)
    name = server_name(str(other))
    try:
        assert wait_path(name), "the other profile's Tarsas never started its own server"
        assert process.poll() is None  # it runs on its own: it did not hand over to us
        assert serving.received == [] and serving.dropped == 0
    finally:
        process.terminate()
        process.wait(30)
        if os.path.exists(name):
            os.unlink(name)


def test_a_second_start_while_the_first_is_still_starting_waits_for_it(window, qtbot, tmp_path):
    """A double click on an invite link: the second start comes before the first has a window,
    let alone a socket. It sees the first's instance lock (held here, as a starting instance
    holds it), waits, and hands its link over once the first listens: one window, not two."""
    from desktop_app.app import claim_instance

    data = tmp_path / "profile"
    name = server_name(str(data))
    starting = claim_instance(name)
    assert starting is not None
    handed = []
    server = InstanceServer(handed.append, name, str(data))
    process = second_start("tarsas://join/ABC", data=data)
    try:
        time.sleep(1.0)  # let it reach its wait (not asserted: any moment works the same)
        assert process.poll() is None and not os.path.exists(name)  # waiting, not an instance of its own
        assert server.listen()  # the first start's window is up: it listens now
        code, err = finished(qtbot, process)
        assert code == 0 and not err.strip(), err
        qtbot.waitUntil(lambda: handed == ["tarsas://join/ABC"], timeout=DEADLINE_MS)
    finally:
        server.close()
        starting.unlock()
        if process.poll() is None:
            process.kill()
            process.wait(30)


def test_a_start_waiting_on_a_starting_instance_that_goes_away_becomes_the_instance(tmp_path):
    from desktop_app.app import claim_instance

    data = tmp_path / "profile"
    name = server_name(str(data))
    starting = claim_instance(name)
    waiting = second_start(data=data)
    try:
        time.sleep(1.0)  # let it reach its wait (not asserted)
        assert waiting.poll() is None and not os.path.exists(name)
        starting.unlock()  # the first start gave up before it ever listened
        assert wait_path(name), waiting.stderr.read() if waiting.poll() is not None else "it never listened"
        deadline = time.monotonic() + 60
        taken = None
        while taken is None and time.monotonic() < deadline:
            taken = hand_over(None, name, str(data))
            time.sleep(0.05)
        assert taken is True and waiting.poll() is None  # it is the running instance now
        assert claim_instance(name) is None  # and holds the lock
    finally:
        waiting.terminate()
        waiting.wait(30)
        if os.path.exists(name):
            os.unlink(name)


def test_names_differ_per_folder_and_fit_a_unix_socket(tmp_path):
    names = {server_name(str(tmp_path / f"p{i}")) for i in range(50)}
    assert len(names) == 50
    assert all(len(os.fsencode(n)) < 104 for n in names)  # sun_path: 108 on Linux, 104 on macOS


def test_outside_argument_resolves_what_another_process_can_open(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert outside_argument(None) is None
    assert outside_argument("tarsas://join/ABC?broker=mqtt://h:1") == "tarsas://join/ABC?broker=mqtt://h:1"
    assert outside_argument("game.tarsas") == str(tmp_path / "game.tarsas")
    assert outside_argument("file:///tmp/my%20game.tarsas") == "/tmp/my game.tarsas"


FIRST_PAINT = """
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([sys.argv[0]])
class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint and isinstance(obj, QWidget) and type(obj.window()).__name__ == "MainWindow":
            print("QtNetwork" in " ".join(sys.modules), "desktop_app.ui.single_instance" in sys.modules, flush=True)
            os._exit(0)
        return False
watch = Watch()
app.installEventFilter(watch)
QTimer.singleShot(60_000, lambda: os._exit(3))
from desktop_app.app import main
main([])
"""


def test_a_first_bare_start_paints_before_loading_qtnetwork(tmp_path):
    """Start-up cost: with no instance running, QtNetwork (~7 ms) and the hand-off module load only
    after the first paint."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TARSAS_DATA_DIR=str(tmp_path / "fresh"))
    done = subprocess.run([sys.executable, "-c", FIRST_PAINT], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "False False"


def test_a_hand_off_waits_while_a_dialog_of_ours_is_up(window, qtbot, tmp_path):
    """A nested modal would run inside the open one: the record opens once the dialog closes."""
    from PySide6.QtWidgets import QDialog

    spec = REGISTRY["new_york"]
    match = Match.start(spec, [Seat("Anna", spec.colours[0]), Seat("Bence", spec.colours[1])], 2)
    path = SaveStore(tmp_path / "sender").export(match, tmp_path / "city.tarsas")
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
    window.handed_over(str(path))
    qtbot.wait(600)  # two retries' worth: still waiting for the dialog
    assert window._table is None or window.table.controller is None
    dialog.reject()
    qtbot.waitUntil(lambda: window._table is not None and window.table.controller is not None, timeout=DEADLINE_MS)
    assert window.table.controller.match.spec.id == "new_york"


def test_listening_over_a_stale_socket_file_takes_the_name(window, tmp_path):
    name = server_name(str(tmp_path / "profile"))
    stale = socket.socket(socket.AF_UNIX)
    stale.bind(name)
    stale.close()
    server = InstanceServer(window.handed_over, name, str(tmp_path / "profile"))
    try:
        assert server.listen() and server.server.isListening()
    finally:
        server.close()
    assert not os.path.exists(name)


def test_nothing_is_handed_to_a_socket_of_another_user(tmp_path, monkeypatch, caplog):
    """In a shared /tmp another user could sit on the name: an invite link (a seat's secret) is
    never sent there, and the file is not ours to remove."""
    name = server_name(str(tmp_path / "profile"))
    listening = socket.socket(socket.AF_UNIX)
    listening.bind(name)
    listening.listen(1)
    try:
        monkeypatch.setattr(os, "getuid", lambda: os.stat(name).st_uid + 1)
        with caplog.at_level(logging.WARNING, logger="tarsas.ui.single_instance"):
            assert hand_over("tarsas://join/SECRET", name, str(tmp_path / "profile")) is None
        listening.settimeout(0.2)
        with pytest.raises(socket.timeout):
            listening.accept()  # nobody connected
        assert os.path.exists(name) and any("not this user's" in r.getMessage() for r in caplog.records)
    finally:
        listening.close()
        os.unlink(name)
