"""Text helpers every table and the shell share: translate model text and fill placeholders.

Messages are looked up in the application's installed translators (ui/i18n.py installs them)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

ENGINE = "engine"  # the context of messages shared by all games (desktop_app/engine)

# The vowel of the Hungarian ending -as/-es/-os/-ös after a number, by the last word it is said
# with: egyes, kettes, hármas, négyes, ötös, hatos, hetes, nyolcas, kilences; tízes, húszas, ...
_HU_ONES = "eeaeöoeae"      # 1-9
_HU_TENS = "eaaeeaeae"      # 10, 20, ... 90


class Numeral(int):
    """A number filled into a translation. "{price:-as}" asks for it with the Hungarian ending
    that makes it a name ("3-as", "6-os"), "{price:a -as}" with its article too ("a 3-as",
    "az 5-ös"): a translation cannot spell either, as both follow how the number is said. Any
    other format is an int's."""

    def __format__(self, spec: str) -> str:
        if spec not in ("-as", "a -as"):
            return int.__format__(self, spec)
        n = abs(int(self))
        if n % 10:
            vowel = _HU_ONES[n % 10 - 1]
        elif n % 100:
            vowel = _HU_TENS[n // 10 % 10 - 1]
        elif n:
            vowel = "a" if n % 1000 else "e"  # száz, ezer
        else:
            vowel = ""  # nullás: "0-s"
        named = f"{int(self)}-{vowel}s"
        if spec == "-as":
            return named
        digits = str(n)  # "az" before egy, öt..., ezer..., egymillió: a vowel
        article = "az" if digits[0] == "5" or (digits[0] == "1" and len(digits) % 3 == 1) else "a"
        return f"{article} {named}"


def _param(context: str, value, names=()):
    """A placeholder's value: words are translated in the same context, lists become "a, b"; a
    dict is a seat's name ({"seat": i}) or a sentence of its own ({"template", "params"}: the
    same context), and a list of sentences reads one a line (engine.game.plain_value)."""
    if isinstance(value, dict):
        if "seat" in value:
            seat = value["seat"]
            if isinstance(seat, int) and 0 <= seat < len(names):
                return names[seat]
            from desktop_app.engine.game import SEAT_FALLBACK

            return fill(QCoreApplication.translate(ENGINE, SEAT_FALLBACK), n=seat + 1 if isinstance(seat, int) else "?")
        inner = value.get("params")
        return tr(context, str(value.get("template", "")), names, **(inner if isinstance(inner, dict) else {}))
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, dict) for v in value):
        return "\n".join(str(_param(context, v, names)) for v in value)
    if isinstance(value, str):
        return QCoreApplication.translate(context, value)
    if type(value) is int:
        return Numeral(value)
    if isinstance(value, (list, tuple)):  # a list; a list of lists reads "blue 3, red 2"
        return ", ".join(" ".join(str(_param(context, x, names)) for x in v) if isinstance(v, (list, tuple))
                         else str(_param(context, v, names)) for v in value)
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


def tr(context: str, text: str, _names=(), **params) -> str:
    """Translate text and fill in its {named} placeholders, translating word params in the same
    context; `n` with a "%n" text picks the plural form. `tr("context", "literal {x}", x=...)` is
    extracted by resources/i18n/update.py (lupdate cannot read it); text held in variables must be
    marked elsewhere with QT_TRANSLATE_NOOP. `_names` are the seats' names for {"seat": i} params."""
    count = params.get("n") if "%n" in text else None
    if isinstance(count, int):
        translated = QCoreApplication.translate(context, text, None, count)
    else:
        translated = QCoreApplication.translate(context, text)
    if not params:
        return translated
    filled = {k: _param(context, v, _names) for k, v in params.items()}
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


def record_text(record, context: str, names=()) -> str:
    """A log record's text, translated when the game gave (template, params); what the action
    set off (a scoring) follows on lines of its own. A param (or an item of a list param) that
    reads "{seat2}" becomes that seat's name from `names`: a line may name players other than the
    mover ("Lords: Bence −6"); so does a {"seat": i} param (see _param)."""
    def words(template, params):
        if names:
            params = {k: _seat_names(v, names) for k, v in params.items()}
        return tr(context, template, tuple(names), **params)

    text = words(*record.parts) if record.parts else record.text
    for template, params in getattr(record, "notes", ()):
        text += "\n" + words(template, params)
    return text


def _seat_names(value, names):
    if isinstance(value, str):
        if value.startswith("{seat") and value.endswith("}") and value[5:-1].isdigit():
            seat = int(value[5:-1])
            return names[seat] if seat < len(names) else value
        return value
    if isinstance(value, (list, tuple)):
        return [_seat_names(v, names) for v in value]
    return value


def progress_text(state, context: str) -> str:
    """state.progress(), translated when the game offers progress_parts()."""
    method = getattr(state, "progress_parts", None)
    if method is None:
        return state.progress()
    template, params = method()
    return tr(context, template, **params)


def hint_reason(hint, context: str) -> str:
    """What a hint adds after the move (" — then the green 3 completes row 2, +2"), and a note when
    another move is almost as good; "" when there is no hint or the game explains nothing."""
    if hint is None:
        return ""
    words = ""
    if hint.template:
        words = " — " + tr(context, hint.template, **hint.params)
    if hint.close:
        from desktop_app.engine.hints import ALMOST_EQUAL

        words += " " + QCoreApplication.translate(ENGINE, ALMOST_EQUAL)
    return words
