"""build.py compiles the translators' .ts sources into the .qm catalogues the bundle ships."""
from PySide6.QtCore import QTranslator

from installer_helpers import load_installer_module

build = load_installer_module("build")

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>shelf</name>
    <message>
        <source>Saved games</source>
        <translation>Mentett játékok</translation>
    </message>
</context>
</TS>
"""


def test_ts_sources_become_loadable_qm_catalogues(tmp_path, qapp):
    folder = tmp_path / "resources" / "i18n"
    folder.mkdir(parents=True)
    (folder / "tarsas_hu.ts").write_text(TS, encoding="utf-8")
    built = build.compile_translations(tmp_path / "resources")
    assert built == [folder / "tarsas_hu.qm"]
    translator = QTranslator()
    assert translator.load(str(built[0]))
    assert translator.translate("shelf", "Saved games") == "Mentett játékok"


def test_no_resources_folder_is_fine(tmp_path):
    assert build.compile_translations(tmp_path / "nothing") == []
