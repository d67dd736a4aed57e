"""The Linux desktop entry and AppStream metainfo agree with each other and with the app."""
import configparser
import xml.etree.ElementTree as ET

from installer_helpers import LINUX, ROOT, version


def desktop_entry():
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(LINUX / "tarsas.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_launches_tarsas_from_the_games_menu():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Tarsas"
    assert entry["Exec"].split()[0] == "tarsas"  # install.sh rewrites it to the installed path
    assert entry["Icon"] == "tarsas"
    assert entry["Terminal"] == "false"
    categories = entry["Categories"].rstrip(";").split(";")
    assert categories[0] == "Game" and "BoardGame" in categories
    assert entry["Categories"].endswith(";") and entry["Keywords"].endswith(";")


def test_desktop_file_name_matches_the_app(qapp):
    """The app's desktop file name (its Wayland app id) and WM class must name this entry."""
    from desktop_app.app import make_app

    app = make_app(["tarsas"])
    assert app.desktopFileName() + ".desktop" == "tarsas.desktop"
    assert desktop_entry()["StartupWMClass"] == app.applicationName() == "Tarsas"  # the X11 WM_CLASS class


def test_metainfo_points_at_the_desktop_entry_and_current_version():
    root = ET.parse(LINUX / "org.tarsas.Tarsas.metainfo.xml").getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("name") == "Tarsas"
    assert root.find("launchable[@type='desktop-id']").text == "tarsas.desktop"
    assert root.findtext("provides/binary") == "tarsas"
    releases = [r.get("version") for r in root.findall("releases/release")]
    assert releases and releases[0] == version(), "add a <release> for the pyproject version"
    assert root.find("description/p") is not None


def test_install_scripts_are_executable_posix_shell():
    for script in ("install.sh", "uninstall.sh"):
        path = LINUX / script
        assert path.read_text(encoding="utf-8").startswith("#!/bin/sh\n")
        assert path.stat().st_mode & 0o111, f"{script} is not executable"


def test_readme_has_an_install_section():
    assert "\n## Install\n" in (ROOT / "README.md").read_text(encoding="utf-8")
