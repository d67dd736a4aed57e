"""Text helpers every table and the shell share: translate model text and fill placeholders.

Messages are looked up in the application's installed translators (ui/i18n.py installs them)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

ENGINE = "engine"  # the context of messages shared by all games (desktop_app/engine)


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
