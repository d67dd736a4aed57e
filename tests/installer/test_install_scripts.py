"""installer/linux/install.sh and uninstall.sh, run on a stand-in bundle in a temporary home.

The real bundle goes through the same scripts in test_bundle.py (slow)."""
import os
import subprocess

import pytest
from PIL import Image

from installer_helpers import LINUX, load_installer_module

build = load_installer_module("build")


@pytest.fixture
def bundle(tmp_path):
    """A folder shaped like dist/Tarsas: an executable `tarsas`, _internal/, and share/ as
    build.py lays it out."""
    icons = tmp_path / "icons"
    icons.mkdir()
    for n in build.HICOLOR_SIZES:
        Image.new("RGBA", (n, n), (200, 100, 50, 255)).save(icons / f"tarsas-{n}.png")
    folder = tmp_path / "dist" / "Tarsas"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "libstandin.so").write_bytes(b"\0" * 64)
    (folder / "_internal" / "libstandin.so.1").symlink_to("libstandin.so")
    exe = folder / "tarsas"
    exe.write_text('#!/bin/sh\necho "stand-in tarsas $*"\n')
    exe.chmod(0o755)
    build.add_linux_integration(folder, icons)
    return folder


@pytest.fixture
def home(tmp_path):
    path = tmp_path / "home"
    path.mkdir()
    return path


def run(script, home, *args):
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["HOME"] = str(home)
    return subprocess.run(["sh", str(script), *map(str, args)], env=env, capture_output=True,
                          text=True, timeout=60, check=True)


def installed_files(home):
    """Every file under home, except the desktop's shared caches that the scripts refresh."""
    return sorted(str(p.relative_to(home)) for p in home.rglob("*")
                  if (p.is_file() or p.is_symlink()) and not p.name.endswith(".cache"))


def test_build_lays_out_share_and_scripts(bundle):
    assert (bundle / "share/applications/tarsas.desktop").is_file()
    assert (bundle / "share/metainfo/org.tarsas.Tarsas.metainfo.xml").is_file()
    assert (bundle / "share/mime/packages/tarsas.xml").is_file()
    assert (bundle / "share/icons/hicolor/256x256/apps/tarsas.png").is_file()
    for script in ("install.sh", "uninstall.sh"):
        assert os.access(bundle / script, os.X_OK)


def test_install_puts_app_menu_entry_and_icons_under_local(bundle, home):
    out = run(bundle / "install.sh", home).stdout  # the copy inside the bundle finds its bundle
    local = home / ".local"
    lib = local / "lib" / "tarsas"
    assert os.access(lib / "tarsas", os.X_OK)
    assert (lib / "_internal" / "libstandin.so.1").is_symlink()  # links stay links
    assert os.access(lib / "uninstall.sh", os.X_OK)
    link = local / "bin" / "tarsas"
    assert link.is_symlink() and os.readlink(link) == str(lib / "tarsas")
    assert subprocess.run([str(link), "--list-saves"], capture_output=True, text=True).stdout.strip() \
        == "stand-in tarsas --list-saves"
    desktop = (local / "share/applications/tarsas.desktop").read_text()
    assert f'Exec="{lib}/tarsas" %u' in desktop.splitlines()  # %u: files and tarsas:// links
    assert (local / "share/mime/packages/tarsas.xml").is_file()  # a .tarsas record opens in Tarsas
    assert "Icon=tarsas" in desktop.splitlines()
    for n in build.HICOLOR_SIZES:
        assert (local / f"share/icons/hicolor/{n}x{n}/apps/tarsas.png").is_file()
    assert (local / "share/metainfo/org.tarsas.Tarsas.metainfo.xml").is_file()
    assert "uninstall" in out


def test_install_from_the_source_tree_finds_dist(bundle, home, tmp_path):
    """installer/linux/install.sh with a bundle argument (the README's build-then-install path)."""
    run(LINUX / "install.sh", home, bundle)
    assert os.access(home / ".local/lib/tarsas/tarsas", os.X_OK)


def test_install_without_a_bundle_fails_clearly(home, tmp_path):
    with pytest.raises(subprocess.CalledProcessError) as error:
        run(LINUX / "install.sh", home, tmp_path)
    assert "no Tarsas bundle" in error.value.stderr


def test_upgrade_and_uninstall_keep_saves(bundle, home):
    saves = home / ".local/share/Tarsas/saves"
    saves.mkdir(parents=True)
    (saves / "mine.json").write_text("{}")
    run(bundle / "install.sh", home)
    (home / ".local/lib/tarsas/_internal/stale-from-old-version").write_text("x")
    run(bundle / "install.sh", home)  # an upgrade replaces the app folder whole
    assert not (home / ".local/lib/tarsas/_internal/stale-from-old-version").exists()
    assert (saves / "mine.json").read_text() == "{}"

    out = run(home / ".local/lib/tarsas/uninstall.sh", home).stdout
    assert installed_files(home) == [".local/share/Tarsas/saves/mine.json"]
    assert "saves are still in" in out


def test_uninstall_leaves_someone_elses_tarsas_command(home):
    other = home / ".local/bin/tarsas"
    other.parent.mkdir(parents=True)
    other.write_text("#!/bin/sh\n")
    run(LINUX / "uninstall.sh", home)
    assert other.is_file()
