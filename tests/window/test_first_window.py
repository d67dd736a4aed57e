"""Issue 22, findings 13 and 14, in a fresh process on a 1280x720 screen (the offscreen platform
with a screen of that size and window frames): the first window fits the screen's available room
with every shelf and table button on screen, it opens where the last one was closed, and the
shell's font is the shipped Noto Sans from the first paint on (it used to switch from DejaVu when
the first table loaded the fonts, and the menu bar grew 4 px)."""
import pytest

from screen_probe import probe


def inside(inner, outer) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


@pytest.fixture(scope="module")
def seen_720(tmp_path_factory):
    return probe(tmp_path_factory.mktemp("screen720"), 1280, 720)


def test_the_first_window_fits_a_1280x720_screen(seen_720):
    room = seen_720["available"]
    assert room == [0, 0, 1280, 720]
    assert inside(seen_720["frame"], room), seen_720["frame"]
    for name, where in {**seen_720["shelf_buttons"], **seen_720["table_widgets"]}.items():
        assert inside(where, room), f"{name} at {where} is not on the 1280x720 screen"
    assert seen_720["frame"][3] >= 700  # it uses the room it has, not a small window


def test_the_window_opens_where_it_was_closed(seen_720):
    assert seen_720["second"] == seen_720["moved"]


def test_the_shell_font_is_the_shipped_one_from_the_first_paint(seen_720):
    first, later = seen_720["font_first"], seen_720["font_with_table"]
    assert first["family"] == "Noto Sans" and first["shelf_family"] == "Noto Sans"
    assert first == later


@pytest.fixture(scope="module")
def seen_2x(tmp_path_factory):
    return probe(tmp_path_factory.mktemp("screen2x"), 2560, 1440, scale=2)


def test_at_scale_factor_2_a_2560x1440_screen_looks_like_1280x720_and_crisp(seen_2x, seen_720):
    """Finding 18: QT_SCALE_FACTOR=2 on 2560x1440 lays out as 1280x720 does (the same window,
    boxes and letters), with every box front drawn at two device pixels per pixel."""
    seen = seen_2x
    assert seen["available"] == [0, 0, 1280, 720]
    assert inside(seen["frame"], seen["available"])
    for name, where in {**seen["shelf_buttons"], **seen["table_widgets"]}.items():
        assert inside(where, seen["available"]), f"{name} at {where} is off the screen"
    plain, doubled = seen_720["shelf"], seen["shelf"]
    assert doubled["ratio"] == 2 and doubled["box_icon"] == plain["box_icon"]
    assert doubled["font_px"] == plain["font_px"]
    assert doubled["box_ratio"] == 2 and doubled["box_pixels"] == [2 * v for v in plain["box_icon"]]


@pytest.mark.parametrize("screen", ["seen_720", "seen_2x"])
def test_the_saved_picture_is_never_enlarged_on_the_shelf(screen, request):
    """Finding 18, thumbnails: the autosave's picture was 240 px wide, drawn into a 416 px frame
    at QT_SCALE_FACTOR=2 (soft); it is now at least as wide as the frame it fills on this screen."""
    thumbnail = request.getfixturevalue(screen)["thumbnail"]
    stored, frame = thumbnail["stored"], thumbnail["frame"]
    assert thumbnail["shown"] == frame  # the icon is drawn at the screen's device pixels
    # The picture fits the frame by its width or its height; neither may be enlarged to fill it.
    fit = min(frame[0] / stored[0], frame[1] / stored[1])
    assert fit <= 1.0, f"a {stored} picture is enlarged {fit:.2f}x into a {frame} frame"


def test_the_first_window_uses_the_room_of_a_2560x1440_screen(tmp_path):
    """The brief's item 6: a clean profile's first window on a 2560x1440 screen was 1280x800 in a
    corner of it; it takes about 80% of the room, centred, and the shelf grows with it."""
    seen = probe(tmp_path, 2560, 1440)
    room = seen["available"]
    x, y, w, h = seen["frame"]
    assert inside(seen["frame"], room), seen["frame"]
    assert 0.75 * room[2] <= w <= 0.85 * room[2] and 0.75 * room[3] <= h <= 0.85 * room[3], seen["frame"]
    assert abs((x + w / 2) - room[2] / 2) <= 2 and abs((y + h / 2) - room[3] / 2) <= 30, seen["frame"]  # centred (the frame's title bar)
    assert seen["shelf"]["box_icon"][0] > 200  # the shelf uses the room too (room_scale > 1)
    assert seen["second"] == seen["moved"]  # afterwards the remembered size and place win
