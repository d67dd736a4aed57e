"""installer/icon.py draws the app icon and writes every format the platforms need."""
import pytest
from PIL import Image

from installer_helpers import load_installer_module

icon = load_installer_module("icon")


@pytest.fixture(scope="module")
def icons(tmp_path_factory):
    return icon.write_icons(tmp_path_factory.mktemp("icons"))


def test_every_png_size_is_written_square_with_alpha(icons):
    for n in icon.PNG_SIZES:
        with Image.open(icons[f"png{n}"]) as image:
            assert image.format == "PNG"
            assert image.size == (n, n)
            assert image.mode == "RGBA"


def test_corners_are_transparent_and_centre_is_opaque(icons):
    with Image.open(icons["png256"]) as image:
        assert image.getpixel((0, 0))[3] == 0
        assert image.getpixel((255, 255))[3] < 40  # only the soft shadow reaches the edge
        assert image.getpixel((128, 128))[3] == 255


def test_windows_ico_holds_the_usual_sizes(icons):
    with Image.open(icons["ico"]) as image:
        assert image.format == "ICO"
        assert {(n, n) for n in (16, 32, 48, 256)} <= set(image.info["sizes"])


def test_macos_icns_holds_retina_sizes(icons):
    with Image.open(icons["icns"]) as image:
        assert image.format == "ICNS"
        sizes = set(image.info["sizes"])
        assert (512, 512, 2) in sizes and (16, 16, 1) in sizes or (16, 16, 2) in sizes


def test_drawing_is_deterministic():
    assert icon.draw(64).tobytes() == icon.draw(64).tobytes()
