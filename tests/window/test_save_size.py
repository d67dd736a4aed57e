"""Issue 22, finding 18 and the autosave's size: at QT_SCALE_FACTOR=2 on a 2560x1440 screen the
shelf shows a save's picture at two device pixels per pixel, so the autosave draws it about 390 px
wide; Kingdom Builder's textured board made that picture 165 KB and a late game's save 233 KB.
Every game's late autosave stays within 200 KB at 1x and at 2x, and its picture still fills the
shelf's frame without being enlarged (crisp)."""
import pytest

from screen_probe import probe

MAX_SAVE_KB = 200


@pytest.fixture(scope="module", params=[(1280, 720, 1), (2560, 1440, 2)], ids=["1x", "2x"])
def seen(request, tmp_path_factory):
    width, height, scale = request.param
    return probe(tmp_path_factory.mktemp(f"saves{scale}x"), width, height, scale,
                 script="late_saves_probe.py", timeout=600)


def test_a_late_kingdom_builder_autosave_is_at_most_200_kb(seen):
    kingdom = seen["games"]["kingdom_builder"]
    assert kingdom["kb"] <= MAX_SAVE_KB, f"{kingdom['kb']:.1f} KB at a pixel ratio of {seen['ratio']}"


def test_every_games_late_autosave_is_at_most_200_kb_with_a_crisp_picture(seen):
    assert set(seen["games"]) == {"copenhagen", "kingdom_builder", "new_york", "christmas_tree"}
    for game, save in seen["games"].items():
        assert save["kb"] <= MAX_SAVE_KB, f"{game}: {save['kb']:.1f} KB"
        assert save["listed"], f"{game}'s autosave is not on the shelf"
        (width, height), (frame_w, frame_h) = save["stored"], save["frame"]
        fit = min(frame_w / width, frame_h / height)  # the frame fits the picture by its binding side
        assert fit <= 1.0, f"{game}: a {width}x{height} picture is scaled {fit:.2f}x into {frame_w}x{frame_h}"
