"""Runs a probe script in a fresh process on an offscreen screen of a chosen size and scale factor
(the tests in this folder that need a screen of their own: the first window, the saves at 2x)."""
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def probe(tmp_path, width: int, height: int, scale: int = 1, script: str = "first_window_probe.py",
          timeout: float = 120) -> dict:
    """Run `script` (in this folder) on an offscreen screen of width x height with window frames,
    at QT_SCALE_FACTOR=scale, in a clean profile; what it printed last, as JSON. Anything on
    stderr but the platform's own remark fails."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({
        "synchronousWindowSystemEvents": False, "windowFrameMargins": True,
        "screens": [{"name": "S1", "x": 0, "y": 0, "width": width, "height": height,
                     "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")  # a clean profile: QSettings live here
    env["TARSAS_DATA_DIR"] = str(tmp_path / "data")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    if scale != 1:
        env["QT_SCALE_FACTOR"] = str(scale)
    done = subprocess.run([sys.executable, str(HERE / script)], capture_output=True, text=True,
                          env=env, timeout=timeout, cwd=ROOT)
    noise = [line for line in done.stderr.splitlines() if line.strip()
             and "does not support propagateSizeHints" not in line]
    assert done.returncode == 0 and not noise, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])
