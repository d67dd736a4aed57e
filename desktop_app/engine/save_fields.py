"""Checks for the values a save file carries, so the shelf only ever shows text our code built.

Each check returns the value in its canonical type or raises `FieldError` naming the field.
Nothing here formats text taken from a file."""
from __future__ import annotations

import math
import re

from .i18n import QT_TRANSLATE_NOOP

EARLIEST = 946_684_800.0    # 2000-01-01: no save is older
LATEST = 4_102_444_800.0    # 2100-01-01
MATCH_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
SEAT_LEVELS = frozenset({"human", "random", "greedy", "hard", "expert", "uniform", "gentle", "remote"})  # engine.agents.LEVEL_LABELS + remote
HOLD_LEVELS = SEAT_LEVELS - {"human", "remote"}  # who may hold a remote seat until its player arrives
MAX_NAME = 80
MAX_THUMBNAIL = 1 << 20  # base64 characters
MAX_THUMBNAIL_SIDE = 1024

# The progress lines each game writes (its state.progress_parts() templates). A save names one of
# these; the shelf translates and fills it from the checked params. A test keeps the list in step
# with the games.
PROGRESS_TEMPLATES = {
    "copenhagen": frozenset({"Finished · {scores}", "Turn {turn} · {scores}"}),
    "kingdom_builder": frozenset({"Finished · {scores}", "Round {round} · last round · {scores}",
                                  "Round {round} · {scores}"}),
    "new_york": frozenset({"Finished · {scores}", "Round {round} · scored {done} · {scores}",
                           "Round {round} · {scores}"}),
    "christmas_tree": frozenset({"Finished · {scores}", "Round {round} · card {card}/7 · {scores}"}),
}
_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")
_WORDY_PARAM = re.compile(r"[0-9A-Za-z, –-]{0,40}")  # "12–7–3", "A, B"


class FieldError(ValueError):
    def __init__(self, template: str, **params):
        super().__init__(template.format(**params) if params else template)
        self.template = template
        self.params = params


def short(value) -> str:
    """A hostile value shown in a message: its repr, cut short and made printable."""
    text = repr(value)
    text = text if len(text) <= 40 else text[:37] + "..."
    return plain_text(text)


def plain_text(value: str, limit: int = MAX_NAME) -> str:
    """A name as safe plain text: lone surrogates and control characters replaced, cut to `limit`."""
    import unicodedata  # here and below: read when saves are listed, after the shelf's first paint

    value = value.encode("utf-16", "surrogatepass").decode("utf-16", "replace")  # lone surrogates -> U+FFFD
    value = "".join(" " if unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") else c for c in value)
    value = unicodedata.normalize("NFC", value).strip()
    return value[:limit]


def is_int(value) -> bool:
    return type(value) is int  # bool is not a number here


def integer(value, field: str, low: int, high: int) -> int:
    if not is_int(value) or not low <= value <= high:
        raise FieldError(QT_TRANSLATE_NOOP("engine", "has an invalid {field} ({value})"), field=field, value=short(value))
    return value


def boolean(value, field: str) -> bool:
    if type(value) is not bool:
        raise FieldError(QT_TRANSLATE_NOOP("engine", "has an invalid {field} ({value})"), field=field, value=short(value))
    return value


def text(value, field: str, limit: int = MAX_NAME) -> str:
    if not isinstance(value, str) or len(value) > 10 * limit:
        raise FieldError(QT_TRANSLATE_NOOP("engine", "has an invalid {field} ({value})"), field=field, value=short(value))
    return plain_text(value, limit)


def timestamp(value, field: str) -> float:
    if type(value) not in (int, float) or not math.isfinite(value) or not EARLIEST <= value <= LATEST:
        raise FieldError(QT_TRANSLATE_NOOP("engine", "has an invalid time stamp {field} ({value})"),
                         field=field, value=short(value))
    return float(value)


def hold(value, agent: str) -> str | None:
    """The level a computer plays a person's seat with for now (None: nobody holds it); only a
    remote seat or a human one (a player who had to leave) may have one."""
    if value is None:
        return None
    if agent not in ("remote", "human") or not isinstance(value, str) or value not in HOLD_LEVELS:
        raise FieldError(QT_TRANSLATE_NOOP("engine", "has an unknown computer level {level}"), level=short(value))
    return value


def match_id(value) -> str:
    if not isinstance(value, str) or not MATCH_ID.fullmatch(value):
        raise FieldError(QT_TRANSLATE_NOOP("engine", "has an invalid match id ({value})"), value=short(value))
    return value


def progress_parts(game: str, value) -> tuple[str, dict] | None:
    """A progress line as (known template, checked params), None when the save has none."""
    if value is None:
        return None
    bad = FieldError(QT_TRANSLATE_NOOP("engine", "has a progress line this Tarsas does not know"))
    if not (isinstance(value, list) and len(value) == 2 and isinstance(value[0], str) and isinstance(value[1], dict)):
        raise bad
    template, params = value
    if template not in PROGRESS_TEMPLATES.get(game, ()):
        raise bad
    names = set(_PLACEHOLDER.findall(template))
    if set(params) != names:
        raise bad
    checked = {}
    for key, param in params.items():
        if is_int(param) and 0 <= param <= 100_000:
            checked[key] = param
        elif isinstance(param, str) and _WORDY_PARAM.fullmatch(param):
            checked[key] = param
        else:
            raise bad
    return template, checked


def thumbnail(value) -> bytes:
    """The PNG bytes of a thumbnail that really decodes (checked here, in Python, so Qt never sees a
    broken or oversized image); b"" for none or a bad one: a thumbnail is never worth refusing a save."""
    if not isinstance(value, str) or not value or len(value) > MAX_THUMBNAIL:
        return b""
    import base64

    try:
        data = base64.b64decode(value, validate=True)
    except ValueError:
        return b""
    return data if png_ok(data) else b""


def png_ok(data: bytes, max_side: int = MAX_THUMBNAIL_SIDE) -> bool:
    """A complete, CRC-correct, 8-bit RGB(A)/grey PNG whose pixels inflate to exactly the size its
    header announces, at most max_side on a side."""
    import struct
    import zlib

    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        return False
    position, idat, header = 8, [], None
    while position + 12 <= len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        crc = data[position + 8 + length:position + 12 + length]
        if len(body) != length or len(crc) != 4 or zlib.crc32(kind + body) != struct.unpack(">I", crc)[0]:
            return False
        position += 12 + length
        if header is None:
            if kind != b"IHDR" or length != 13:
                return False
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    else:
        return False
    if header is None or not idat:
        return False
    width, height, depth, colour, _compression, _filter, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if not (0 < width <= max_side and 0 < height <= max_side) or depth != 8 or channels is None or interlace != 0:
        return False
    expected = height * (1 + width * channels)
    try:
        inflater = zlib.decompressobj()
        raw = inflater.decompress(b"".join(idat), expected + 1)
    except zlib.error:
        return False
    return len(raw) == expected and inflater.eof
