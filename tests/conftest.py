"""Test configuration: Qt offscreen, saves in a temporary folder, hypothesis profiles."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

settings.register_profile("ci", deadline=None, print_blob=True)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(autouse=True)
def isolated_data_dir(tmp_path, monkeypatch):
    """Never touch the real user's saves: every test gets its own data directory."""
    monkeypatch.setenv("TARSAS_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


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
