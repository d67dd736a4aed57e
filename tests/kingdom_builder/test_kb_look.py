"""Issue 14 for Kingdom Builder: the table reads at 1280x720 and in greyscale, fills the view,
and paints its terrain from one cached pixmap per terrain."""
import math
import random
import statistics

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmapCache
from PySide6.QtWidgets import QGraphicsItem

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.kingdom_builder.scene import CENTRES
from desktop_app.games.kingdom_builder.view import art
from desktop_app.games.kingdom_builder.view.items import TerrainItem
from desktop_app.table.seats import SEAT_COLOURS


def open_late_game(window, players=4, moves=30, seed=3):
    """A game some turns in, on the human's turn (as the screenshots show it)."""
    spec = REGISTRY["kingdom_builder"]
    seats = [Seat(name, SEAT_COLOURS[i].colour, "human" if i == 0 else "greedy")
             for i, name in enumerate(("Anna", "Bence", "Csilla", "Dani")[:players])]
    match = Match.start(spec, seats, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        match.apply(rng.choice(match.state.legal_actions()))
    while match.state.current_player != 0:
        match.apply(rng.choice(match.state.legal_actions()))
    window.resize(1280, 720)
    window.start(match)
    window.table.view.fit()
    return window.table.scene, window.table.view


def painted_texts(view):
    """(text, on-screen px) of every QPainter.drawText the table's items make in one full paint:
    the font's pixel size times the painter's combined scale."""
    records = []
    original = QPainter.drawText

    def spy(painter, *args):
        font = painter.font()
        size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * painter.device().logicalDpiY() / 72
        scale = math.sqrt(abs(painter.combinedTransform().determinant()))
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            records.append((text, size * scale))
        return original(painter, *args)

    for item in view.scene().items():
        item.setCacheMode(QGraphicsItem.NoCache)  # every item paints now, not from a pixmap
    QPixmapCache.clear()  # nor from a sprite (desktop_app.table.sprites): its texts are drawn again
    QPainter.drawText = spy
    try:
        view.viewport().grab()
    finally:
        QPainter.drawText = original
    for item in view.scene().items():  # text items paint themselves in C++: count them too
        if hasattr(item, "font") and hasattr(item, "text") and item.isVisible() and item.text():
            font = item.font()
            size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * view.logicalDpiY() / 72
            records.append((item.text(), size * view.transform().m11() * item.sceneTransform().m11()))
    return records


def test_every_text_on_the_table_reads_at_1280x720(window, qtbot):
    scene, view = open_late_game(window)
    qtbot.wait(20)
    texts = painted_texts(view)
    assert len(texts) > 30  # names, gold, card titles and rules, counts, quadrants, the prompt
    smallest = min(px for _, px in texts)
    small = [t for t in texts if t[1] < 11]
    assert smallest >= 9, min(texts, key=lambda t: t[1])
    assert len(small) <= 0.1 * len(texts), small


def test_the_fitted_table_fills_the_view(window, qtbot):
    scene, view = open_late_game(window)
    qtbot.wait(20)
    shown = view.mapFromScene(scene.table_rect()).boundingRect()
    viewport = view.viewport().rect()
    assert shown.height() >= 0.95 * viewport.height() and shown.width() >= 0.95 * viewport.width()


def grey_hex_features(code_cells, board, scale=2.0):
    """For hexes of the board: (mean, spread, left-right and up-down change) of their grey pixels."""
    item = TerrainItem(board)
    rect = item.boundingRect()
    image = QImage(int(rect.width() * scale), int(rect.height() * scale), QImage.Format_ARGB32_Premultiplied)
    image.fill(QColor("#e9dfcf"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.scale(scale, scale)
    painter.translate(-rect.topLeft())
    item.paint(painter, None)
    painter.end()
    grey = image.convertToFormat(QImage.Format_Grayscale8)
    data, line = bytes(grey.constBits()), grey.bytesPerLine()
    out = {}
    for code, cells in code_cells.items():
        out[code] = []
        for cell in cells:
            c = (CENTRES[cell] - rect.topLeft()) * scale
            half = int(12 * scale)  # the inner square of the hex
            rows = [[data[(int(c.y()) + dy) * line + int(c.x()) + dx] for dx in range(-half, half)]
                    for dy in range(-half, half)]
            flat = [v for r in rows for v in r]
            across = statistics.mean(abs(r[i + 1] - r[i]) for r in rows for i in range(len(r) - 1))
            down = statistics.mean(abs(rows[j + 1][i] - rows[j][i]) for j in range(len(rows) - 1) for i in range(len(rows[0])))
            out[code].append((statistics.mean(flat) / 10, statistics.pstdev(flat) / 5, across / 2, down / 2))
    return out


def test_terrains_stay_distinguishable_in_greyscale(qtbot):
    """Every hex of a sample is nearer (in grey mean, spread and stroke direction) to the average
    hex of its own terrain than to any other: the rules' terrains read without colour."""
    from desktop_app.games.kingdom_builder.rules import KingdomBuilderState

    board = KingdomBuilderState.new(2, 0, {}).board
    sample = {code: board.cells_of[code][::3][:8] for code in "GCDFTWM"}
    features = grey_hex_features(sample, board)
    centroids = {code: tuple(statistics.mean(f[k] for f in fs) for k in range(4)) for code, fs in features.items()}
    for code, fs in features.items():
        for f in fs:
            nearest = min(centroids, key=lambda other: math.dist(f, centroids[other]))
            assert nearest == code, (code, nearest, f)


def grey_house(seat: int, code: str, size: float = 12.5, scale: float = 3.0):
    image = QImage(int(40 * scale), int(40 * scale), QImage.Format_ARGB32_Premultiplied)
    image.fill(QColor("#e9dfcf"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.scale(scale, scale)
    art.blit_hex(painter, code, QPointF(20, 20), 20)
    art.paint_house(painter, QPointF(20, 20), QColor(SEAT_COLOURS[seat].colour), seat, size)
    painter.end()
    grey = image.convertToFormat(QImage.Format_Grayscale8)
    data, line = bytes(grey.constBits()), grey.bytesPerLine()
    return [[data[y * line + x] for x in range(grey.width())] for y in range(grey.height())]


def test_settlements_stand_out_on_every_terrain_and_seats_differ_in_greyscale(qtbot):
    """Issue 14: a settlement's edge (dark line, light halo) contrasts with every terrain, and the
    houses of different seats differ in grey (the seat's mark on the wall), even on one terrain."""
    for code in "GCDFTWM":
        houses = {seat: grey_house(seat, code) for seat in range(4)}
        for seat, pixels in houses.items():
            ring = [pixels[y][x] for y in range(30, 90) for x in (60 - 34, 60 + 34)]  # beside the house
            edge = [v for row in pixels[20:100] for v in row[25:95]]
            terrain = statistics.mean(ring)
            assert max(edge) - terrain > 60 or terrain - min(edge) > 60, (code, seat)
            assert min(edge) < 70 and max(edge) > 215  # both the ink line and the halo are there
        for a in range(4):
            for b in range(a + 1, 4):
                wall = [abs(houses[a][y][x] - houses[b][y][x]) for y in range(62, 86) for x in range(48, 72)]
                assert statistics.mean(wall) > 20, (code, a, b)


def test_each_terrain_is_painted_from_one_cached_pixmap(qtbot):
    image = QImage(400, 400, QImage.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    art.blit_hex(painter, "G", QPointF(50, 50), 20)
    first = art.terrain_pixmap("G", 20, 1.0).cacheKey()
    for i in range(5):
        art.blit_hex(painter, "G", QPointF(50 + 30 * i, 90), 20)
    assert art.terrain_pixmap("G", 20, 1.0).cacheKey() == first
    painter.scale(2, 2)
    art.blit_hex(painter, "G", QPointF(50, 50), 20)  # zoomed: redrawn crisp at the new scale, still one
    painter.end()
    assert art.terrain_pixmap("G", 20, 2.0).width() > 2 * 30 and list(art._PIXMAPS).count("G") == 1


def test_the_box_front_is_drawn_with_the_title_once(qtbot):
    from PySide6.QtCore import QRectF

    from desktop_app.games.kingdom_builder.view.box import draw_box_front

    image = QImage(300, 220, QImage.Format_ARGB32_Premultiplied)
    image.fill(QColor("#e9dfcf"))
    texts = []
    original = QPainter.drawText

    def spy(painter, *args):
        texts.extend(a for a in args if isinstance(a, str))
        return original(painter, *args)

    QPainter.drawText = spy
    try:
        painter = QPainter(image)
        draw_box_front(painter, QRectF(10, 10, 280, 200))
        painter.end()
    finally:
        QPainter.drawText = original
    assert texts == ["Kingdom Builder"]
    colours = {image.pixel(x, y) for x in range(20, 280, 7) for y in range(60, 200, 7)}
    assert len(colours) > 40  # textured hexes, not a flat box


def test_a_rule_too_long_for_its_card_is_cut_at_a_word(qtbot):
    from PySide6.QtCore import QRectF, Qt

    from desktop_app.games.kingdom_builder.view.panel import fitted

    image = QImage(300, 100, QImage.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setFont(art.pixel_font(12))
    flags = Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap
    box = QRectF(0, 0, 244, 35)
    short = "1 gold per settlement next to a mountain."
    long = "1 arany minden település után, amely vízzel határos (a vízen álló települések nem érnek aranyat)."
    assert fitted(painter, box, short, flags) == short
    cut = fitted(painter, box, long, flags)
    assert cut.endswith("…") and long.startswith(cut[:-1]) and len(cut) < len(long)
    assert painter.fontMetrics().boundingRect(box.toRect(), int(flags), cut).height() <= box.height()
    painter.end()
