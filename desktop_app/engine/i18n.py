"""Marking model text for translation without importing Qt.

`QT_TRANSLATE_NOOP(context, text)` returns the text unchanged; pyside6-lupdate recognises the call
and extracts the string into resources/i18n/*.ts. The UI translates it later with the same context
(a game's id, e.g. "copenhagen", or "engine" for shared messages). Texts may hold {named}
placeholders, filled in after translation so word order can change between languages."""
from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text
