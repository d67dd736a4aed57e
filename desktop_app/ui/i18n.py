"""Languages: build the .qm catalogues from the .ts sources, install translators, translate model text.

The .ts files in resources/i18n are the sources (edited by translators, extracted by
pyside6-lupdate); the .qm files are build outputs made by pyside6-lrelease, here at start-up when
missing or older than their source, and by the installer at build time."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

ENGINE = "engine"  # the context of messages shared by all games (desktop_app/engine)
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

        result = subprocess.run([*command, str(source), "-qm", str(target)], capture_output=True, text=True)
        if result.returncode == 0:
            built.append(target)
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


def _param(context: str, value):
    """A placeholder's value: words are translated in the same context, lists become "a, b"."""
    if isinstance(value, str):
        return QCoreApplication.translate(context, value)
    if isinstance(value, (list, tuple)):  # a list; a list of lists reads "blue 3, red 2"
        return ", ".join(" ".join(str(_param(context, x)) for x in v) if isinstance(v, (list, tuple))
                         else str(_param(context, v)) for v in value)
    return value


def fill(text: str, **params) -> str:
    """Fill {named} placeholders into an already translated text; a broken translation (a
    placeholder it does not know) shows the text unfilled rather than crashing."""
    if not params:
        return text
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


def tr(context: str, text: str, **params) -> str:
    """Translate text and fill in its {named} placeholders, translating word params in the same
    context; `n` with a "%n" text picks the plural form. `tr("context", "literal {x}", x=...)` is
    extracted by resources/i18n/update.py (lupdate cannot read it); text held in variables must be
    marked elsewhere with QT_TRANSLATE_NOOP."""
    count = params.get("n") if "%n" in text else None
    if isinstance(count, int):
        translated = QCoreApplication.translate(context, text, None, count)
    else:
        translated = QCoreApplication.translate(context, text)
    if not params:
        return translated
    filled = {k: _param(context, v) for k, v in params.items()}
    try:
        return translated.format(**filled)
    except (KeyError, IndexError, ValueError):
        try:
            return text.replace("%n", str(count)).format(**filled)
        except (KeyError, IndexError, ValueError):
            return text


def translate_error(error, context: str) -> str:
    """An IllegalMove's reason in the player's language (the game's context, then the engine's)."""
    translated = tr(context, error.template, **error.params)
    if QCoreApplication.translate(context, error.template) == error.template and context != ENGINE:
        translated = tr(ENGINE, error.template, **error.params)
    return translated or error.message


def describe_action(state, action, context: str) -> str:
    """A move in words, in the player's language when the game offers describe_parts()."""
    method = getattr(state, "describe_parts", None)
    if method is None:
        return state.describe(action)
    template, params = method(action)
    return tr(context, template, **params)


def record_text(record, context: str) -> str:
    """A log record's text, translated when the game gave (template, params)."""
    if record.parts:
        template, params = record.parts
        return tr(context, template, **params)
    return record.text


def progress_text(state, context: str) -> str:
    """state.progress(), translated when the game offers progress_parts()."""
    method = getattr(state, "progress_parts", None)
    if method is None:
        return state.progress()
    template, params = method()
    return tr(context, template, **params)


def save_error_text(error) -> str:
    """A SaveError in the player's language: the file's name, then why it cannot be read."""
    template = getattr(error, "template", None)
    if template is None:
        return str(error)
    reason = QCoreApplication.translate(ENGINE, template)
    # params are details (file names, numbers, system messages), filled in untranslated
    reason = fill(reason, **error.params) if error.params else reason
    return f"{error.path.name}: {reason}"
