"""The Linux MIME type of a .tarsas record: the desktop entry claims it and passes the file on,
and the shared-mime-info package gives it the suffix Export game… writes."""
import configparser
import xml.etree.ElementTree as ET
from pathlib import Path

from desktop_app.ui.records import SUFFIX

LINUX = Path(__file__).resolve().parents[2] / "installer" / "linux"
NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}


def test_desktop_entry_opens_the_record_type():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(LINUX / "tarsas.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Exec"].split() == ["tarsas", "%u"]  # a file (given as file://) or a tarsas:// link
    types = entry["MimeType"].rstrip(";").split(";")
    root = ET.parse(LINUX / "tarsas-mime.xml").getroot()
    declared = root.find("m:mime-type", NS)
    assert declared.get("type") in types and entry["MimeType"].endswith(";")
    assert [g.get("pattern") for g in declared.findall("m:glob", NS)] == [f"*{SUFFIX}"]
