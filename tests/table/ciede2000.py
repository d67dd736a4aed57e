"""CIEDE2000 colour difference (Sharma, Wu, Dalal 2005), from sRGB through CIELAB (D65)."""
from __future__ import annotations

from math import atan2, cos, degrees, exp, hypot, radians, sin, sqrt


def srgb_to_lab(hex_colour: str) -> tuple[float, float, float]:
    value = hex_colour.lstrip("#")
    rgb = [int(value[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(lab1, lab2) -> float:
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c_mean = (hypot(a1, b1) + hypot(a2, b2)) / 2
    g = 0.5 * (1 - sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = hypot(a1p, b1), hypot(a2p, b2)
    h1p = degrees(atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = degrees(atan2(b2, a2p)) % 360 if c2p else 0.0
    dLp = L2 - L1
    dCp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    elif h2p - h1p > 180:
        dhp = h2p - h1p - 360
    else:
        dhp = h2p - h1p + 360
    dHp = 2 * sqrt(c1p * c2p) * sin(radians(dhp / 2))
    Lp = (L1 + L2) / 2
    Cp = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp = (h1p + h2p + 360) / 2
    else:
        hp = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * cos(radians(hp - 30)) + 0.24 * cos(radians(2 * hp))
         + 0.32 * cos(radians(3 * hp + 6)) - 0.20 * cos(radians(4 * hp - 63)))
    d_theta = 30 * exp(-(((hp - 275) / 25) ** 2))
    rc = 2 * sqrt(Cp ** 7 / (Cp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (Lp - 50) ** 2 / sqrt(20 + (Lp - 50) ** 2)
    sc = 1 + 0.045 * Cp
    sh = 1 + 0.015 * Cp * t
    rt = -sin(radians(2 * d_theta)) * rc
    return sqrt((dLp / sl) ** 2 + (dCp / sc) ** 2 + (dHp / sh) ** 2 + rt * (dCp / sc) * (dHp / sh))


def distance(hex1: str, hex2: str) -> float:
    return ciede2000(srgb_to_lab(hex1), srgb_to_lab(hex2))
