"""Draw the Tarsas icon with Pillow and write every format the platforms need.

    uv run python installer/icon.py [OUT_DIR]      (default: build/icons)

The picture: a wooden tray with green felt, and on it a hexagonal game tile made of three
coloured rhombi (it reads as a tile and as a cube). It is drawn once at 1024 px, twice
oversampled, and scaled down for each size, so every size is crisp. The outputs are build
products: tarsas-<N>.png for each size, tarsas.ico (Windows) and tarsas.icns (macOS).
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
MASTER = 1024
OVERSAMPLE_PX = 2048  # drawn at least this large, then scaled down

WOOD_LIGHT = (176, 118, 62)
WOOD_DARK = (112, 68, 30)
FELT_CENTRE = (58, 132, 98)
FELT_EDGE = (28, 84, 62)
TILE_RIM = (247, 236, 212)
RHOMBUS_COLOURS = ((214, 72, 58), (242, 186, 52), (52, 112, 190))  # top, left, right faces
INK = (40, 30, 22)


def _vertical_gradient(size: int, top: tuple, bottom: tuple) -> Image.Image:
    column = Image.new("RGB", (1, size))
    for y in range(size):
        t = y / max(1, size - 1)
        column.putpixel((0, y), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)))
    return column.resize((size, size))


def _radial_gradient(size: int, centre: tuple, edge: tuple) -> Image.Image:
    # A small radial ramp scaled up smoothly; cheap and band-free after the final downscale.
    n = 64
    small = Image.new("RGB", (n, n))
    for y in range(n):
        for x in range(n):
            d = min(1.0, math.hypot(x - n / 2 + 0.5, y - n / 2 + 0.5) / (n * 0.62))
            small.putpixel((x, y), tuple(round(a + (b - a) * d * d) for a, b in zip(centre, edge)))
    return small.resize((size, size), Image.BICUBIC)


def _rounded_mask(size: int, box: tuple, radius: float) -> Image.Image:
    mask = Image.new("L", (size, size), 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=round(radius), fill=255)
    return mask


def _hexagon(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Pointy-top hexagon, vertices clockwise from the top."""
    return [(cx + r * math.sin(math.radians(a)), cy - r * math.cos(math.radians(a)))
            for a in range(0, 360, 60)]


def draw(size: int = MASTER) -> Image.Image:
    """The icon as an RGBA image of size x size pixels."""
    s = max(OVERSAMPLE_PX, size * 2)
    unit = s / 100.0  # the drawing is laid out on a 100 x 100 grid
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))

    # Soft shadow under the tray.
    tray = (6 * unit, 6 * unit, 94 * unit, 94 * unit)
    shadow = _rounded_mask(s, (tray[0], tray[1] + 2 * unit, tray[2], tray[3] + 2 * unit), 20 * unit)
    shadow = shadow.filter(ImageFilter.GaussianBlur(2.2 * unit)).point(lambda v: v * 0.45)
    image.paste((0, 0, 0, 255), (0, 0), shadow)

    # Wooden tray.
    wood = _vertical_gradient(s, WOOD_LIGHT, WOOD_DARK)
    image.paste(wood, (0, 0), _rounded_mask(s, tray, 20 * unit))

    # Felt inside the tray, with a thin dark inner edge.
    felt_box = (13 * unit, 13 * unit, 87 * unit, 87 * unit)
    image.paste(INK + (255,), (0, 0), _rounded_mask(s, felt_box, 14 * unit))
    inner = (felt_box[0] + 0.8 * unit, felt_box[1] + 0.8 * unit, felt_box[2] - 0.8 * unit, felt_box[3] - 0.8 * unit)
    image.paste(_radial_gradient(s, FELT_CENTRE, FELT_EDGE), (0, 0), _rounded_mask(s, inner, 13.3 * unit))

    # The tile: a shadow, a cream rim, then three rhombi meeting in the middle.
    cx, cy, r = 50 * unit, 50 * unit, 30 * unit
    tile_shadow = Image.new("L", (s, s), 0)
    ImageDraw.Draw(tile_shadow).polygon(_hexagon(cx + 1.2 * unit, cy + 2.4 * unit, r), fill=255)
    tile_shadow = tile_shadow.filter(ImageFilter.GaussianBlur(1.6 * unit)).point(lambda v: v * 0.55)
    image.paste((0, 0, 0, 255), (0, 0), tile_shadow)

    d = ImageDraw.Draw(image)
    d.polygon(_hexagon(cx, cy, r), fill=TILE_RIM + (255,), outline=INK + (255,), width=round(1.2 * unit))
    hx = _hexagon(cx, cy, r - 4.2 * unit)  # top, upper right, lower right, bottom, lower left, upper left
    centre = (cx, cy)
    top = [hx[5], hx[0], hx[1], centre]
    right = [centre, hx[1], hx[2], hx[3]]
    left = [hx[5], centre, hx[3], hx[4]]
    line = round(1.0 * unit)
    for face, colour in zip((top, left, right), RHOMBUS_COLOURS):
        d.polygon(face, fill=colour + (255,), outline=INK + (255,), width=line)
    # A light glint on the top face so the cube reads at small sizes.
    glint = [((a[0] * 3 + centre[0]) / 4, (a[1] * 3 + centre[1]) / 4 + 0.4 * unit) for a in top]
    glint_layer = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    ImageDraw.Draw(glint_layer).polygon(glint, fill=(255, 255, 255, 45))
    glint_mask = Image.new("L", (s, s), 0)
    ImageDraw.Draw(glint_mask).polygon(top, fill=255)
    glint_layer.putalpha(ImageChops.multiply(glint_layer.getchannel("A"), glint_mask))
    image = Image.alpha_composite(image, glint_layer)

    return image.resize((size, size), Image.LANCZOS)


def write_icons(out_dir: Path) -> dict[str, Path]:
    """Write tarsas-<N>.png for every size, tarsas.ico and tarsas.icns into out_dir."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    master = draw(MASTER)
    written: dict[str, Path] = {}
    for n in PNG_SIZES:
        path = out_dir / f"tarsas-{n}.png"
        (master if n == MASTER else master.resize((n, n), Image.LANCZOS)).save(path, optimize=True)
        written[f"png{n}"] = path
    ico = out_dir / "tarsas.ico"
    master.save(ico, sizes=[(n, n) for n in ICO_SIZES])
    written["ico"] = ico
    icns = out_dir / "tarsas.icns"
    master.save(icns)  # Pillow writes every ICNS size from the 1024 px master
    written["icns"] = icns
    return written


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "build" / "icons"
    for path in write_icons(out).values():
        print(f"{path}  {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
