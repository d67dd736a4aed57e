"""`python -m bench.thumbnail_cost GAME WIDTH`: the save picture's CPU time and size with its
colours rounded (ui/thumbnails.py ROUNDED) and without, alternated in one process on the same
late-game scene, so both see the same machine load. Offscreen; medians of 11."""
from __future__ import annotations

import statistics
import sys
import time


def main(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication([sys.argv[0]])  # noqa: F841  (kept alive while the scene paints)
    from desktop_app.games import REGISTRY
    from desktop_app.ui import thumbnails

    from .common import late_match

    game, width = argv[0], int(argv[1])
    match = late_match(REGISTRY[game])
    seat = thumbnails.viewing_seat(match)
    controller = thumbnails.StillController(match, thumbnails.still_state(match, seat), seat)
    scene = thumbnails.scene_class(match.spec)(controller)
    tables = {"plain": bytes(range(256)), "rounded": thumbnails.ROUNDED}
    times, sizes = {name: [] for name in tables}, {}
    try:
        for _ in range(11):
            for name, table in tables.items():
                thumbnails.ROUNDED = table
                start = time.thread_time()
                picture = thumbnails.png_base64(scene, width)
                times[name].append(time.thread_time() - start)
                sizes[name] = len(picture) / 1024
    finally:
        thumbnails.ROUNDED = tables["rounded"]
    for name in tables:
        print(f"{game} {width} px {name}: CPU {1000 * statistics.median(times[name]):.1f} ms, "
              f"picture {sizes[name]:.1f} KB in base64")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
