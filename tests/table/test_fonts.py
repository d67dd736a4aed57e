"""The shipped fonts load, "Sans" resolves to them, every symbol the code draws is in them, and
the painted symbols (hourglass, turn marker, tick, cross) need no font at all."""
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QImage, QPainter, QRawFont

from desktop_app.table.fonts import FAMILIES, FAMILY, font_dir, load_fonts, table_font
from desktop_app.table.icons import PAINTERS, icon_pixmap

ROOT = Path(__file__).resolve().parents[2]


def test_the_fonts_and_their_licence_are_shipped():
    names = {p.name for p in font_dir().glob("*.ttf")}
    assert {"NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSansSymbols2-Regular.ttf"} <= names
    assert "SIL Open Font License" in (font_dir() / "OFL.txt").read_text()
    assert font_dir() == ROOT / "resources" / "fonts"  # the installer bundles resources/ whole


def test_load_fonts_registers_them_and_sans_resolves_to_noto(qapp):
    families = load_fonts()
    assert set(FAMILIES) <= set(families)
    assert load_fonts() is families  # once
    assert QFontInfo(QFont("Sans", 12)).family() == FAMILY
    font = table_font(14, bold=True)
    assert QFontInfo(font).family() == FAMILY and font.pixelSize() == 14 and font.bold()


def drawn(font: QFont, text: str) -> QImage:
    image = QImage(80, 40, QImage.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, 80, 40), Qt.AlignCenter, text)
    painter.end()
    return image


def test_symbols_asked_of_sans_come_from_the_shipped_symbol_font(qapp):
    load_fonts()
    assert drawn(QFont("Sans", 14), "✓◀★") == drawn(QFont("Noto Sans Symbols2", 14), "✓◀★")


def code_characters() -> set[str]:
    """Every character beyond Latin Extended-A that the app's Python code contains."""
    found: set[str] = set()
    for path in (ROOT / "desktop_app").rglob("*.py"):
        found |= {ch for ch in path.read_text(encoding="utf-8") if ord(ch) > 0x17F}
    return found


def test_every_symbol_in_the_code_is_in_a_shipped_font(qapp):
    raw = [QRawFont(str(p), 12) for p in font_dir().glob("*.ttf")]
    missing = sorted(ch for ch in code_characters() if not any(f.supportsCharacter(ord(ch)) for f in raw))
    assert missing == [], [f"U+{ord(ch):04X}" for ch in missing]


def test_the_painted_symbols_are_drawn_and_differ(qapp):
    images = []
    for kind in PAINTERS:
        pixmap = icon_pixmap(kind, 24, "#2d2a26")
        image = pixmap.toImage()
        opaque = sum(1 for x in range(image.width()) for y in range(image.height())
                     if QColor.fromRgba(image.pixel(x, y)).alpha() > 128)
        assert opaque > 20, kind
        images.append(image)
    assert len({bytes(i.constBits()) for i in images}) == len(images)
    assert icon_pixmap("hourglass", 24) is icon_pixmap("hourglass", 24)  # cached


def test_the_side_panel_shows_the_painted_hourglass_and_turn_marker(qtbot):
    """Finding 8: the thinking marker was a "⏳" glyph, an empty box without an emoji font."""
    from desktop_app.engine.game import Seat
    from desktop_app.ui.table_page import PlayerRow

    row = PlayerRow(Seat("Bence", "#00e0d0", "greedy"))
    qtbot.addWidget(row)
    row.show_state(3, current=True, thinking=True)
    assert row.name.text() == "Bence"
    assert row.marker.pixmap().toImage() == icon_pixmap("hourglass", 14).toImage()
    row.show_state(3, current=True, thinking=False)
    assert row.marker.pixmap().toImage() == icon_pixmap("turn", 14).toImage()
    row.show_state(3, current=False, thinking=False)
    assert row.marker.pixmap().isNull()
