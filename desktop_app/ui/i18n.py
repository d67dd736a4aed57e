"""Languages: build the .qm catalogues from the .ts sources, install translators, translate model text.

The .ts files in resources/i18n are the sources (edited by translators, extracted by
pyside6-lupdate); the .qm files are build outputs made by pyside6-lrelease, here at start-up when
missing or older than their source, and by the installer at build time."""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from desktop_app.table.text import (  # noqa: F401  (re-exported for the shell)
    ENGINE, describe_action, fill, progress_text, record_text, tr, translate_error)

LANGUAGES = {"en": "English", "hu": "Magyar", "es": "Español"}


def i18n_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)  # inside a PyInstaller bundle
    root = Path(frozen) if frozen else Path(__file__).resolve().parents[2]
    return root / "resources" / "i18n"


def lrelease_command() -> list[str] | None:
    exe = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name("pyside6-lrelease"))
    return [exe] if Path(exe).exists() else None


def build_catalogues(folder: Path | None = None, force: bool = False) -> list[Path]:
    """Compile every tarsas_*.ts into a .qm beside it when the .qm is missing or stale."""
    folder = folder or i18n_dir()
    built = []
    command = lrelease_command()
    for source in sorted(folder.glob("tarsas_*.ts")):
        target = source.with_suffix(".qm")
        if not force and target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
            continue
        if command is None:
            break
        import subprocess  # here, not at the top: it costs ~10 ms of every start-up

        # Written beside the target and renamed over it: a running Tarsas (another window, another
        # test worker) has the old .qm memory-mapped, and rewriting that file in place kills it
        # with SIGBUS; a rename leaves its mapping whole.
        partial = target.with_name(f"{target.name}.{os.getpid()}.partial")
        try:
            result = subprocess.run([*command, str(source), "-qm", str(partial)], capture_output=True, text=True)
            if result.returncode == 0:
                os.replace(partial, target)
                built.append(target)
        finally:
            partial.unlink(missing_ok=True)
    return built


_installed: list[QTranslator] = []


def chosen_language() -> str:
    """The saved choice, else the system locale's language if we have it, else English."""
    saved = QSettings().value("language", "", type=str)
    if saved in LANGUAGES:
        return saved
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else "en"


def install_language(language: str) -> str:
    """Swap the application's translators (ours and Qt's own) for this language.

    English loads our catalogue too: it holds only the plural forms ("1 card", "2 cards")."""
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    try:
        build_catalogues()
    except OSError:
        pass  # a read-only install ships its .qm files already built
    ours = QTranslator()
    if ours.load(str(i18n_dir() / f"tarsas_{language}.qm")):
        app.installTranslator(ours)
        _installed.append(ours)
    if language != "en":
        qt = QTranslator()
        if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
    QLocale.setDefault(QLocale(language))
    return language


def save_language(language: str) -> None:
    QSettings().setValue("language", language)


def save_error_text(error) -> str:
    """A SaveError in the player's language: the file's name, then why it cannot be read."""
    template = getattr(error, "template", None)
    if template is None:
        return str(error)
    reason = QCoreApplication.translate(ENGINE, template)
    # params are details (file names, numbers, system messages), filled in untranslated
    reason = fill(reason, **error.params) if error.params else reason
    return f"{getattr(error, 'display_name', error.path.name)}: {reason}"  # printable, whatever the file's bytes
