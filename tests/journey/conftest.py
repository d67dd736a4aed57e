"""The journey fixture: a clean profile (fresh settings and data folders from tests/conftest.py),
the application named as `tarsas` names it, and a real MainWindow driven by journey.driver."""
import pytest
from PySide6.QtCore import QCoreApplication

from journey_driver import Journey, fast_motions


@pytest.fixture
def journey(qtbot, request, isolated_settings, isolated_data_dir):
    from desktop_app.ui.i18n import chosen_language, install_language

    names = (QCoreApplication.organizationName(), QCoreApplication.applicationName())
    QCoreApplication.setOrganizationName("Tarsas")  # as desktop_app.app.make_app does
    QCoreApplication.setApplicationName("Tarsas")
    install_language(chosen_language())
    restore_motions = fast_motions()
    made = []

    def start(game_id: str, label: str = "") -> Journey:
        j = Journey(game_id, label=label)
        qtbot.addWidget(j.window)
        capture = getattr(request.node, "qt_exception_capture_manager", None)
        if capture is not None:  # a KnownBug already reports the exceptions it explains
            j.on_exceptions_taken = capture.exceptions.clear
        made.append(j)
        return j
    yield start
    for j in made:
        j.close()
    restore_motions()
    install_language("en")
    QCoreApplication.setOrganizationName(names[0])
    QCoreApplication.setApplicationName(names[1])
