"""The suite-wide Qt guard fails a test on what a player would meet as a broken window: a Qt
warning, a Python exception inside a Qt slot or virtual method, an object used after deleteLater()
(tests/conftest.py and pyproject.toml's [tool.pytest.ini_options])."""
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBES = '''
from PySide6.QtCore import QObject, QTimer, qWarning
from PySide6.QtWidgets import QWidget


def test_qt_warning(qtbot):
    qWarning("a warning of ours")


def test_exception_in_a_timer_slot(qtbot):
    QTimer.singleShot(0, lambda: 1 / 0)
    qtbot.wait(20)


class Broken(QWidget):
    def resizeEvent(self, event):
        raise ValueError("broken virtual")


def test_exception_in_a_virtual_method(qtbot):
    widget = Broken()
    qtbot.addWidget(widget)
    widget.resize(50, 50)
    widget.show()
    widget.resize(60, 60)


KEEP = QObject()


def test_a_deferred_delete_happens_inside_the_test(qtbot):
    child = QObject(KEEP)
    child.destroyed.connect(lambda: 1 / 0)  # stands for a deletion that breaks something
    child.deleteLater()


def test_a_clean_test_passes(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
'''


def test_the_guard_fails_warnings_and_exceptions_inside_qt(tmp_path):
    """Run probe tests in a fresh pytest process with this suite's conftest and settings."""
    import subprocess
    import sys

    shutil.copy(ROOT / "tests" / "conftest.py", tmp_path / "conftest.py")
    shutil.copy(ROOT / "tests" / "qt_drive.py", tmp_path / "qt_drive.py")  # the conftest imports it
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    (tmp_path / "test_probes.py").write_text(PROBES, encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rA",
                             "test_probes.py"], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    outcome = {line.split("::")[1].split()[0]: line.split()[0] for line in result.stdout.splitlines()
               if line.startswith(("PASSED", "FAILED", "ERROR")) and "::" in line}
    assert outcome == {
        "test_qt_warning": "FAILED",
        "test_exception_in_a_timer_slot": "FAILED",
        "test_exception_in_a_virtual_method": "FAILED",
        "test_a_deferred_delete_happens_inside_the_test": "FAILED",
        "test_a_clean_test_passes": "PASSED",
    }, result.stdout[-3000:]
