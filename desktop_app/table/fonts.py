"""The fonts the tables draw with, shipped in resources/fonts (Noto, SIL Open Font License 1.1):
the same letters on Linux, Windows and macOS, and symbols (✓ ✗ ◀ ▲ ≈ ★ ...) that never fall back to
an empty box. `load_fonts()` registers them with QFontDatabase and makes the generic family
"Sans" (what the scenes ask for) resolve to Noto Sans, with the symbol faces as its fallbacks.

Loaded lazily, by the first table (start-up does not pay for it); idempotent."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase

FAMILY = "Noto Sans"
SYMBOL_FAMILIES = ("Noto Sans Symbols2", "Noto Sans Math", "Noto Sans Symbols")
FAMILIES = (FAMILY, *SYMBOL_FAMILIES)
GENERIC = ("Sans", "Sans Serif", "sans-serif")  # the names scenes use, resolved to FAMILIES
_loaded: list[str] | None = None


def font_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)  # inside a PyInstaller bundle
    root = Path(frozen) if frozen else Path(__file__).resolve().parents[2]
    return root / "resources" / "fonts"


def load_fonts() -> list[str]:
    """Register the shipped fonts (once) and return the families they brought."""
    global _loaded
    if _loaded is not None:
        return _loaded
    for generic in GENERIC:  # before adding the fonts: adding them clears Qt's font cache
        QFont.insertSubstitutions(generic, list(FAMILIES))
    families: list[str] = []
    for path in sorted(font_dir().glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            print(f"tarsas: cannot load the font {path.name}", file=sys.stderr)
            continue
        families += [f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families]
    _loaded = families
    return families


def table_font(pixel_size: float, bold: bool = False) -> QFont:
    """The table's font at a pixel size in scene units (what the legibility test measures)."""
    load_fonts()
    font = QFont()
    font.setFamilies(list(FAMILIES))
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font
