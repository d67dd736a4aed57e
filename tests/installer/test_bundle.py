"""The PyInstaller bundle, built for real (slow: about a minute and a half on two cores).

Builds dist/Tarsas with installer/build.py once per session, then checks that the bundle plays
every game offscreen, reads saves written by the source run, carries the package's data and only
the Qt it needs, stays small, and installs and uninstalls per user without touching saves."""
import os
import re
import subprocess
import sys

import pytest

from installer_helpers import BUNDLE, INSTALLER, ROOT, write_save_from_source

pytestmark = pytest.mark.slow
MAX_BUNDLE_MB = 150
EXE = BUNDLE / ("tarsas.exe" if sys.platform == "win32" else "tarsas")


def clean_env(**extra):
    env = {k: v for k, v in os.environ.items() if k not in ("TARSAS_DATA_DIR", "XDG_DATA_HOME")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update({k: str(v) for k, v in extra.items()})
    return env


@pytest.fixture(scope="session")
def build_output(pytestconfig, tmp_path_factory):
    log = tmp_path_factory.mktemp("build") / "build.log"
    with log.open("w") as handle:
        result = subprocess.run([sys.executable, str(INSTALLER / "build.py")], cwd=ROOT, stdout=handle,
                                stderr=subprocess.STDOUT, text=True, timeout=1200)
    output = log.read_text()
    assert result.returncode == 0, f"the build failed; its log ends:\n{output[-5000:]}"
    # Show the figures in the test run's output (CI logs), past pytest's output capture.
    reporter = pytestconfig.pluginmanager.getplugin("terminalreporter")
    capture = pytestconfig.pluginmanager.getplugin("capturemanager")
    if reporter and capture:
        with capture.global_and_fixture_disabled():
            for line in output.splitlines():
                if line.startswith(("build time:", "bundle size:")):
                    reporter.write_line(f"installer: {line}")
    return output


@pytest.fixture
def bundle(build_output):
    return BUNDLE


def test_build_reports_a_size_under_the_budget(build_output, bundle):
    size_mb = float(re.search(r"^bundle size: ([\d.]+) MB", build_output, re.MULTILINE).group(1))
    assert size_mb < MAX_BUNDLE_MB
    assert EXE.is_file() and os.access(EXE, os.X_OK)


def test_bundle_passes_the_smoke_test_offscreen(bundle, tmp_path):
    result = subprocess.run([str(EXE), "--smoke-test"], env=clean_env(TARSAS_DATA_DIR=tmp_path),
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test: all games passed" in result.stdout


def test_bundle_lists_a_save_written_by_the_source_run(bundle, tmp_path):
    file_name, game = write_save_from_source(tmp_path, "Made before installing")
    result = subprocess.run([str(EXE), "--list-saves"], env=clean_env(TARSAS_DATA_DIR=tmp_path),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [f"{file_name}\t{game}\tMade before installing"]
    assert "unreadable" not in result.stderr


def test_bundle_carries_the_package_data_resources_and_icons(bundle):
    """Every tracked non-Python file of the package and of resources/ is in the bundle at the
    same place (a translation's .ts source as its compiled .qm)."""
    tracked = subprocess.run(["git", "ls-files", "desktop_app", "resources"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.split()
    internal = bundle / "_internal"
    expected = [f[:-3] + ".qm" if f.endswith(".ts") else f for f in tracked if not f.endswith(".py")]
    missing = [f for f in expected if not (internal / f).is_file()]
    assert not missing, f"left out of the bundle: {missing}"
    assert not list(internal.glob("resources/**/*.ts")), "translation sources are not shipped"
    assert (internal / "resources" / "icons" / "tarsas-256.png").is_file()


def test_bundle_holds_only_the_qt_it_uses(bundle):
    pyside = bundle / "_internal" / "PySide6"
    modules = sorted(p.name.split(".")[0] for p in pyside.glob("Qt*.*") if p.suffix in (".so", ".pyd"))
    assert modules == ["QtCore", "QtGui", "QtNetwork", "QtWidgets"]  # QtNetwork: the single-instance socket
    unwanted = re.compile(r"Qt6?(Qml|Quick|NetworkAuth|WebEngine|3D|Pdf|Sql|Test|Designer|Multimedia)", re.I)
    offenders = [str(p.relative_to(bundle)) for p in bundle.rglob("*") if unwanted.search(p.name)]
    assert not offenders


@pytest.mark.skipif(sys.platform == "win32", reason="waits for the Unix socket file")
def test_a_second_bundle_start_hands_over_to_the_first(bundle, tmp_path):
    """The frozen app carries what the single-instance hand-off needs (QtNetwork): a second start
    of the bundle finds the first, hands over and exits 0 while the first keeps running."""
    import time

    from desktop_app.app import server_name

    env = clean_env(TARSAS_DATA_DIR=tmp_path)
    name = server_name(os.path.abspath(tmp_path))
    first = subprocess.Popen([str(EXE)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120
        while not os.path.exists(name) and first.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert os.path.exists(name), first.communicate(timeout=30)[1][-2000:] if first.poll() is not None else "no socket"
        second = subprocess.run([str(EXE)], env=env, capture_output=True, text=True, timeout=120)
        assert second.returncode == 0 and "Traceback" not in second.stderr, second.stderr[-2000:]
        assert first.poll() is None  # the first took the hand-off and runs on
    finally:
        first.terminate()
        first.wait(30)
        if os.path.exists(name):
            os.unlink(name)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux per-user install")
def test_install_upgrade_uninstall_keep_saves(bundle, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    saves_root = home / ".local" / "share" / "Tarsas"  # platformdirs' user data dir for this HOME
    file_name, game = write_save_from_source(saves_root, "Kept across installs")
    env = clean_env(HOME=home)
    expected = [f"{file_name}\t{game}\tKept across installs"]

    def installed_list():
        result = subprocess.run([str(home / ".local" / "bin" / "tarsas"), "--list-saves"], env=env,
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr
        return result.stdout.splitlines()

    subprocess.run(["sh", str(bundle / "install.sh")], env=env, check=True, capture_output=True)
    assert installed_list() == expected
    subprocess.run(["sh", str(bundle / "install.sh")], env=env, check=True, capture_output=True)
    assert installed_list() == expected
    subprocess.run(["sh", str(home / ".local/lib/tarsas/uninstall.sh")], env=env, check=True,
                   capture_output=True)
    assert not (home / ".local" / "lib" / "tarsas").exists()
    assert not (home / ".local" / "share" / "applications" / "tarsas.desktop").exists()
    assert (saves_root / "saves" / file_name).is_file()


def test_bundle_carries_only_the_qt_translations_and_plugins_the_app_loads(bundle):
    """Issue 13: Qt's translations only for the app's own languages, no image-format plugins
    (the app reads and writes PNG, which QtGui handles itself)."""
    internal = bundle / "_internal"
    translations = sorted(p.name for p in internal.rglob("PySide6/**/translations/*.qm"))
    languages = sorted(p.stem.split("_", 1)[1] for p in (ROOT / "resources" / "i18n").glob("tarsas_*.ts"))
    assert translations == [f"qtbase_{code}.qm" for code in languages if code != "en"]
    assert not [p for p in internal.rglob("plugins/imageformats/*") if p.is_file()]
    assert not [p for p in internal.rglob("plugins/iconengines/*") if p.is_file()]
