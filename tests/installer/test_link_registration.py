"""tarsas:// links and .tarsas records open Tarsas from the desktop: on Windows the Inno Setup
script registers the URL protocol and the file type (and the uninstaller removes them); on Linux
the desktop entry handles x-scheme-handler/tarsas and the record's MIME type, which the shared
MIME-info file defines for *.tarsas. The .iss cannot be compiled here: it is parsed."""
import configparser
import re
import xml.etree.ElementTree as ET

from installer_helpers import INSTALLER, LINUX

ISS = (INSTALLER / "windows" / "tarsas.iss").read_text(encoding="utf-8")


def defines() -> dict[str, str]:
    return dict(re.findall(r'^#define (\w+) "([^"]*)"', ISS, re.MULTILINE))


def expand(text: str) -> str:
    """The preprocessor's {#Name} with this script's #defines."""
    names = defines()
    return re.sub(r"\{#(\w+)\}", lambda m: names[m.group(1)], text)


def parse_entry(line: str) -> dict[str, str]:
    """One section line, `Name: "value"; Name: value; ...` ("" inside quotes is one quote)."""
    entry, rest = {}, line.strip()
    pattern = re.compile(r'\s*(\w+):\s*("(?:[^"]|"")*"|[^;]*)\s*(?:;|$)')
    while rest:
        match = pattern.match(rest)
        assert match, f"cannot parse {rest!r}"
        key, value = match.group(1), match.group(2).strip()
        if value.startswith('"'):
            value = value[1:-1].replace('""', '"')
        entry[key] = expand(value)
        rest = rest[match.end():].strip()
    return entry


def section(name: str) -> list[dict[str, str]]:
    match = re.search(rf"^\[{name}\]\n(.*?)(?=^\[|\Z)", ISS, re.MULTILINE | re.DOTALL)
    assert match, f"no [{name}] section"
    return [parse_entry(line) for line in match.group(1).splitlines() if line.strip() and not line.startswith(";")]


def registry() -> dict[tuple[str, str], dict[str, str]]:
    """(subkey, value name) -> the entry writing it; every entry under the per-user/all-users root."""
    entries = section("Registry")
    assert entries and all(e["Root"] == "HKA" for e in entries)  # HKCU per user, HKLM for all users
    assert re.search(r"^PrivilegesRequired=lowest$", ISS, re.MULTILINE)  # so by default: HKCU\Software\Classes
    return {(e["Subkey"], e.get("ValueName", "")): e for e in entries}


def flags(entry) -> set[str]:
    return set(entry.get("Flags", "").split())


def test_the_tarsas_url_protocol_opens_the_app_with_the_link_and_is_removed_on_uninstall():
    keys = registry()
    exe = r"{app}" + "\\" + defines()["AppExe"]
    root = keys[(r"Software\Classes\tarsas", "")]
    assert root["ValueType"] == "string" and root["ValueData"].startswith("URL:")
    assert "uninsdeletekey" in flags(root)  # the whole tarsas key goes with the uninstaller
    marker = keys[(r"Software\Classes\tarsas", "URL Protocol")]
    assert marker["ValueType"] == "string" and marker["ValueData"] == ""
    command = keys[(r"Software\Classes\tarsas\shell\open\command", "")]
    assert command["ValueType"] == "string" and command["ValueData"] == f'"{exe}" "%1"'


def test_tarsas_records_open_on_a_double_click_and_are_removed_on_uninstall():
    keys = registry()
    exe = r"{app}" + "\\" + defines()["AppExe"]
    prog_id = keys[(r"Software\Classes\.tarsas", "")]["ValueData"]
    assert prog_id and prog_id == defines()["RecordProgId"]
    assert {"uninsdeletevalue", "uninsdeletekeyifempty"} <= flags(keys[(r"Software\Classes\.tarsas", "")])
    assert keys[(r"Software\Classes\.tarsas", "Content Type")]["ValueData"] == "application/x-tarsas"
    assert "uninsdeletevalue" in flags(keys[(r"Software\Classes\.tarsas\OpenWithProgids", prog_id)])
    described = keys[(rf"Software\Classes\{prog_id}", "")]
    assert described["ValueData"] and "uninsdeletekey" in flags(described)
    command = keys[(rf"Software\Classes\{prog_id}\shell\open\command", "")]
    assert command["ValueData"] == f'"{exe}" "%1"'
    assert keys[(rf"Software\Classes\{prog_id}\DefaultIcon", "")]["ValueData"] == f'"{exe}",0'


def test_every_registry_key_written_is_removed_by_the_uninstaller():
    """Each subkey written lies under a key the uninstaller deletes whole, or its value is deleted."""
    keys = registry()
    whole = {subkey for (subkey, _name), e in keys.items() if "uninsdeletekey" in flags(e)}
    for (subkey, name), entry in keys.items():
        under_deleted = any(subkey == k or subkey.startswith(k + "\\") for k in whole)
        assert under_deleted or "uninsdeletevalue" in flags(entry), f"{subkey} {name!r} stays after uninstall"


def test_explorer_is_told_that_associations_changed():
    assert re.search(r"^ChangesAssociations=yes$", ISS, re.MULTILINE)


def test_the_linux_desktop_entry_still_handles_links_and_records():
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read(LINUX / "tarsas.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    types = entry["MimeType"].rstrip(";").split(";")
    assert "x-scheme-handler/tarsas" in types and "application/x-tarsas" in types
    assert entry["Exec"].split()[-1] == "%u"  # one file or URL, as the app's FILE argument takes it
    mime = ET.parse(LINUX / "tarsas-mime.xml").getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    record = mime.find("m:mime-type[@type='application/x-tarsas']", ns)
    assert record is not None and record.find("m:glob[@pattern='*.tarsas']", ns) is not None
