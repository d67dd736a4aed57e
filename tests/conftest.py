"""Test configuration: Qt offscreen, saves and settings in temporary folders, hypothesis profiles,
and the suite-wide Qt guard (issue 13).

The guard: pytest-qt fails a test on any Python exception raised inside Qt (a slot, a virtual
method, a timer) and, with `qt_log_level_fail = "WARNING"` in pyproject.toml, on any Qt warning
logged while the test runs. Two gaps are closed here: objects scheduled with deleteLater() are
really deleted before the test ends (so a use-after-delete shows up inside the test, as it does in
the running app), and Qt warnings printed while fixtures tear the window down fail the test too.
"""
import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No test (nor a process a test starts) reads or writes the real user's password store: the
# "no password store" backend everywhere, as on CI; tests that want a store set a fake one.
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

from qt_drive import flush_deferred_deletes  # noqa: E402 (the tests use it too)

settings.register_profile("ci", deadline=None, print_blob=True)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(autouse=True)
def isolated_data_dir(tmp_path, monkeypatch):
    """Never touch the real user's saves: every test gets its own data directory."""
    monkeypatch.setenv("TARSAS_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path):
    """A clean profile for every test: QSettings (language, dismissed guides) in a fresh folder,
    so no test reads or writes the real user's choices and none depends on another's."""
    from PySide6.QtCore import QSettings, QStandardPaths

    old_format = QSettings.defaultFormat()
    old_path = QStandardPaths.writableLocation(QStandardPaths.GenericConfigLocation)
    folder = tmp_path / "settings"
    # The INI format, so the folder also holds the settings on Windows (registry) and macOS (plist).
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(folder))
    yield folder
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, old_path)
    QSettings.setDefaultFormat(old_format)


@pytest.fixture(autouse=True)
def isolated_password_store():
    """Passwords kept "for this session only" and a fake store set by a test end with the test."""
    yield
    import sys

    credentials = sys.modules.get("desktop_app.net.credentials")
    if credentials is not None:
        credentials.session_password = credentials.last_error = None
    if "keyring" in sys.modules:
        import keyring
        from keyring.backends import fail

        keyring.set_keyring(fail.Keyring())


@pytest.fixture
def window(qtbot, tmp_path):
    """A real main window (1280×800, offscreen) with its saves in a temporary folder."""
    from desktop_app.engine.saves import SaveStore
    from desktop_app.ui.main_window import MainWindow

    win = MainWindow(SaveStore(tmp_path))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.table.close_match()


def forget_deleted_guides() -> None:
    """Issue 13 finding 1 (desktop_app/ui/first_turn.py): a finished guide deletes itself while the
    table page keeps it, and closing the match then raises "already deleted" inside closeEvent,
    which PySide 6.11 turns into a segmentation fault that would end the whole run. The journey
    tests assert the bug itself (xfail strict); here the teardown only steps around it.
    TODO(journey): remove once the shell fix lands."""
    import shiboken6
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        return
    for win in QApplication.topLevelWidgets():
        table = getattr(win, "_table", None)
        if table is not None and table.guide is not None and not shiboken6.isValid(table.guide):
            table.guide = None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """Inside pytest-qt's exception and message capture: run the test, then let Qt delete what it
    was asked to delete, so an 'already deleted' error or a warning fails this test."""
    try:
        return (yield)
    finally:
        flush_deferred_deletes()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """pytest-qt stops collecting Qt messages when the test body ends; fixtures that close
    windows run later. Collect them here and fail on a warning that is not ignored."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    ignore = [re.compile(pattern) for pattern in item.config.getini("qt_log_ignore")]
    failing = {QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg}
    caught: list[str] = []

    def handler(kind, context, message):
        if kind in failing and not any(p.search(message) for p in ignore):
            caught.append(f"{kind.name}: {message}")

    previous = qInstallMessageHandler(handler)
    forget_deleted_guides()  # before pytest-qt closes the test's windows
    try:
        result = yield
        flush_deferred_deletes()
    finally:
        qInstallMessageHandler(previous)
    if caught:
        raise AssertionError("Qt warnings while tearing the test down:\n" + "\n".join(caught))
    return result


@pytest.hookimpl(trylast=True)
def pytest_runtest_logfinish(nodeid, location):
    """Once a window has pinned garbage collection to the UI thread (desktop_app/ui/ui_thread_gc.py),
    the collector runs only on the event loop: a test that never runs it (the model's, the
    network's) has its garbage collected here, on the main thread, as the app's timer would."""
    import sys

    pinned = sys.modules.get("desktop_app.ui.ui_thread_gc")
    if pinned is not None and pinned._collector is not None:
        pinned.collect_due()
