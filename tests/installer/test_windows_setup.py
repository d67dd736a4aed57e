"""installer/windows/tarsas.iss cannot be compiled here; check what it promises by reading it."""
import re

from installer_helpers import INSTALLER, version

ISS = (INSTALLER / "windows" / "tarsas.iss").read_text(encoding="utf-8")


def setting(name):
    match = re.search(rf"^{name}=(.*)$", ISS, re.MULTILINE)
    assert match, f"[Setup] has no {name}"
    return match.group(1).strip()


def section(name):
    match = re.search(rf"^\[{name}\]\n(.*?)(?=^\[|\Z)", ISS, re.MULTILINE | re.DOTALL)
    assert match, f"no [{name}] section"
    return [line for line in match.group(1).splitlines() if line and not line.startswith(";")]


def test_default_version_is_the_project_version():
    assert re.search(r'#define AppVersion "([^"]+)"', ISS).group(1) == version()


def test_installs_the_whole_bundle_per_user_in_64_bit_mode():
    files = section("Files")
    assert any(r'Source: "{#Root}\dist\Tarsas\*"' in line and "recursesubdirs" in line for line in files)
    assert setting("PrivilegesRequired") == "lowest"
    assert setting("DefaultDirName").startswith("{autopf}")
    assert setting("ArchitecturesInstallIn64BitMode") == "x64compatible"
    assert re.fullmatch(r"\{\{[0-9A-F-]{36}\}", setting("AppId"))


def test_start_menu_entry_and_uninstaller():
    icons = section("Icons")
    assert any(line.startswith(r'Name: "{group}\{#AppName}"') and r'{app}\{#AppExe}' in line for line in icons)
    assert any("{uninstallexe}" in line for line in icons)
    assert '#define AppExe "tarsas.exe"' in ISS
    assert setting("UninstallDisplayIcon") == r"{app}\{#AppExe}"
    assert setting("SetupIconFile").endswith(r"\build\icons\tarsas.ico")


def test_saves_are_never_deleted():
    """The user data folder (%LOCALAPPDATA%\\Tarsas) is outside {app} and never named for deletion."""
    assert "UninstallDelete" not in ISS
    assert "{localappdata}" not in ISS and "{userappdata}" not in ISS
    assert section("InstallDelete") == ['Type: filesandordirs; Name: "{app}\\_internal"']
