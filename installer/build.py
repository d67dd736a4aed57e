"""Build the Tarsas bundle: `uv run python installer/build.py`.

1. draws the icons (installer/icon.py) into build/icons/, and compiles the translations
   (resources/**/*.ts -> .qm beside them, with pyside6-lrelease);
2. runs PyInstaller on installer/tarsas.spec: the one-folder bundle dist/Tarsas/ (and
   dist/Tarsas.app on macOS);
3. on Linux, adds the desktop integration to the bundle: install.sh and uninstall.sh at its top,
   and share/ with the .desktop entry, the AppStream metainfo and the hicolor icons;
4. prints the bundle's size and the build time.

Options: --archive also packs dist/Tarsas-<version>-linux-<arch>.tar.gz (Linux);
--no-clean reuses PyInstaller's cache in build/pyinstaller (faster rebuilds).
"""
from __future__ import annotations

import argparse
import os
import platform
import shutil
import stat
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INSTALLER = ROOT / "installer"
DIST = ROOT / "dist"
BUNDLE = DIST / "Tarsas"
ICONS = ROOT / "build" / "icons"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

sys.path.insert(0, str(INSTALLER))
import icon  # noqa: E402  (installer/icon.py)


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def folder_size(path: Path) -> int:
    total = 0
    for dirpath, _dirs, files in os.walk(path):
        for name in files:
            file = Path(dirpath) / name
            if not file.is_symlink():
                total += file.stat().st_size
    return total


def biggest_files(path: Path, count: int = 8) -> list[tuple[int, Path]]:
    sizes = [(f.stat().st_size, f) for f in path.rglob("*") if f.is_file() and not f.is_symlink()]
    return sorted(sizes, reverse=True)[:count]


def compile_translations(resources: Path = ROOT / "resources") -> list[Path]:
    """Build every .qm from its .ts source (the .qm files are build outputs, not committed)."""
    sources = sorted(resources.rglob("*.ts")) if resources.is_dir() else []
    if not sources:
        return []
    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name("pyside6-lrelease"))
    if not Path(lrelease).exists():
        raise SystemExit("build.py: pyside6-lrelease not found; it comes with PySide6 (uv sync)")
    built = []
    for source in sources:
        target = source.with_suffix(".qm")
        partial = target.with_name(f"{target.name}.{os.getpid()}.partial")  # renamed over: see ui/i18n.py
        try:
            subprocess.run([lrelease, "-silent", str(source), "-qm", str(partial)], check=True)
            os.replace(partial, target)
        finally:
            partial.unlink(missing_ok=True)
        built.append(target)
    return built


def run_pyinstaller(clean: bool) -> None:
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm",
               "--distpath", str(DIST), "--workpath", str(ROOT / "build" / "pyinstaller"),
               str(INSTALLER / "tarsas.spec")]
    if clean:
        command.insert(3, "--clean")
    env = dict(os.environ, TARSAS_ICON_DIR=str(ICONS))
    subprocess.run(command, cwd=ROOT, env=env, check=True)


def add_linux_integration(bundle: Path, icons: Path = ICONS) -> None:
    """Put what install.sh needs into the bundle, laid out like ~/.local/share."""
    linux = INSTALLER / "linux"
    share = bundle / "share"
    if share.exists():
        shutil.rmtree(share)
    (share / "applications").mkdir(parents=True)
    (share / "metainfo").mkdir()
    shutil.copy2(linux / "tarsas.desktop", share / "applications" / "tarsas.desktop")
    shutil.copy2(linux / "org.tarsas.Tarsas.metainfo.xml", share / "metainfo" / "org.tarsas.Tarsas.metainfo.xml")
    (share / "mime" / "packages").mkdir(parents=True)  # the .tarsas record's MIME type
    shutil.copy2(linux / "tarsas-mime.xml", share / "mime" / "packages" / "tarsas.xml")
    for n in HICOLOR_SIZES:
        target = share / "icons" / "hicolor" / f"{n}x{n}" / "apps"
        target.mkdir(parents=True)
        shutil.copy2(icons / f"tarsas-{n}.png", target / "tarsas.png")
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy2(linux / script, bundle / script)
        mode = (bundle / script).stat().st_mode
        (bundle / script).chmod(mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)


def make_archive(bundle: Path) -> Path:
    archive = DIST / f"Tarsas-{version()}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(bundle, arcname="Tarsas")
    return archive


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--archive", action="store_true", help="also pack a .tar.gz of the bundle (Linux)")
    parser.add_argument("--no-clean", action="store_true", help="reuse PyInstaller's cache")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    icon.write_icons(ICONS)
    for qm in compile_translations():
        print(f"translation: {qm.relative_to(ROOT)}")
    run_pyinstaller(clean=not args.no_clean)
    if not BUNDLE.is_dir():
        print(f"build failed: {BUNDLE} was not made", file=sys.stderr)
        return 1
    if sys.platform.startswith("linux"):
        add_linux_integration(BUNDLE)
    elapsed = time.perf_counter() - started

    size = folder_size(BUNDLE)
    print()
    print(f"bundle: {BUNDLE}")
    print("largest files:")
    for n, path in biggest_files(BUNDLE):
        print(f"  {n / 1e6:7.1f} MB  {path.relative_to(BUNDLE)}")
    if sys.platform == "darwin" and (DIST / "Tarsas.app").is_dir():
        print(f"app: {DIST / 'Tarsas.app'} ({folder_size(DIST / 'Tarsas.app') / 1e6:.1f} MB)")
    if args.archive and sys.platform.startswith("linux"):
        archive = make_archive(BUNDLE)
        print(f"archive: {archive} ({archive.stat().st_size / 1e6:.1f} MB)")
    print(f"build time: {elapsed:.0f} s")
    print(f"bundle size: {size / 1e6:.1f} MB ({size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
