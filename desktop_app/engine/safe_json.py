"""The one way Tarsas reads a JSON file it did not just write: a regular file only (never a pipe,
a device or a symlink to one), at most `limit` bytes, UTF-8 with or without a byte-order mark, and
nesting bounded before the parser runs, so no file can hang, exhaust memory or overflow the stack.

Every failure is a `JsonFileError` whose `template` (marked for translation, context "engine") says
why in words; callers wrap it in their own error naming the file."""
from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

from .i18n import QT_TRANSLATE_NOOP

MAX_BYTES = 16 * 1024 * 1024  # a long finished game with its thumbnail is well under 1 MB
MAX_DEPTH = 48  # a save nests about 8 deep; the bound is far below any recursion limit

_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) \
    | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
# A JSON string (escapes included), or an unterminated one running to the end: consumed left to
# right, so the scan is linear whatever the input.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"\[\]|\{\}")


class JsonFileError(Exception):
    def __init__(self, template: str, **params):
        super().__init__(template.format(**params) if params else template)
        self.template = template
        self.params = params


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; never blocks on a FIFO or a device."""
    try:
        info = os.lstat(path)
    except OSError as error:
        raise JsonFileError(QT_TRANSLATE_NOOP("engine", "cannot be read ({detail})"),
                            detail=error.strerror or type(error).__name__) from error
    if not stat.S_ISREG(info.st_mode):
        raise JsonFileError(QT_TRANSLATE_NOOP("engine", "is not a regular file"))
    if info.st_size > limit:
        raise JsonFileError(QT_TRANSLATE_NOOP("engine", "is too large ({size} bytes; at most {limit})"),
                            size=info.st_size, limit=limit)
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as error:  # ELOOP: swapped for a symlink since lstat
        raise JsonFileError(QT_TRANSLATE_NOOP("engine", "cannot be read ({detail})"),
                            detail=error.strerror or type(error).__name__) from error
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped since lstat
            raise JsonFileError(QT_TRANSLATE_NOOP("engine", "is not a regular file"))
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:  # grew since lstat
                raise JsonFileError(QT_TRANSLATE_NOOP("engine", "is too large ({size} bytes; at most {limit})"),
                                    size=total, limit=limit)
    except OSError as error:
        raise JsonFileError(QT_TRANSLATE_NOOP("engine", "cannot be read ({detail})"),
                            detail=error.strerror or type(error).__name__) from error
    finally:
        os.close(fd)
    return b"".join(chunks)


def nesting_ok(text: str, max_depth: int = MAX_DEPTH) -> bool:
    """Whether the JSON text nests at most about `max_depth` deep (strings ignored), found without
    recursion: the innermost bracket pairs are peeled off, one layer per pass."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    passes = 0
    while brackets:
        shorter = _INNERMOST.sub("", brackets)
        if len(shorter) == len(brackets):
            break  # only unmatched brackets left: the parser reports the file as damaged
        brackets = shorter
        passes += 1
        if passes > max_depth:
            return False
    return len(brackets) <= max_depth  # unmatched openers still nest


def loads(data: bytes, max_depth: int = MAX_DEPTH):
    """Decode (UTF-8, an optional BOM) and parse, refusing deep nesting before parsing."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise JsonFileError(QT_TRANSLATE_NOOP("engine", "is not a text file")) from error
    if not nesting_ok(text, max_depth):
        raise JsonFileError(QT_TRANSLATE_NOOP("engine", "is nested too deeply"))
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise JsonFileError(QT_TRANSLATE_NOOP("engine", "is damaged or truncated (not valid JSON at line {line})"),
                            line=error.lineno) from error
    except (RecursionError, ValueError) as error:  # belt and braces: ValueError for huge ints
        raise JsonFileError(QT_TRANSLATE_NOOP("engine", "is damaged ({detail})"),
                            detail=type(error).__name__) from error


def read_json(path: Path, limit: int = MAX_BYTES, max_depth: int = MAX_DEPTH):
    return loads(read_bytes(path, limit), max_depth)
