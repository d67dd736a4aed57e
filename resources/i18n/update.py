"""Refresh the translation sources (resources/i18n/tarsas_*.ts) from the code, keeping translations.

    uv run python resources/i18n/update.py              # re-extract every string (pyside6-lupdate)
    uv run python resources/i18n/update.py --check      # exit 1 if a message is unfinished or missing
    uv run python resources/i18n/update.py --export hu todo.tsv   # unfinished messages, to translate
    uv run python resources/i18n/update.py --import hu done.tsv   # put translations back

What it does on top of plain `pyside6-lupdate desktop_app/**/*.py -ts tarsas_hu.ts -no-obsolete`:
- `-locations none`, so a .ts changes only when a string changes (no line-number churn);
- marks every message whose source holds "%n" as a plural (numerus) message. lupdate's Python
  parser does this only for `self.tr(text, "", n)`, not for `QCoreApplication.translate(ctx, text,
  None, n)` nor for QT_TRANSLATE_NOOP model text, and it would throw the plural forms away;
  this script keeps them;
- writes `tarsas_en.ts` with the plural messages only (English needs "1 card" / "2 cards").

The .qm files are build outputs (git-ignored): desktop_app/ui/i18n.py runs pyside6-lrelease at
start-up when a .qm is missing or older than its .ts, and the installer runs it at build time.

TSV format for --export/--import: context<TAB>source<TAB>translation, one message a line; plural
translations give their forms separated by " || "; newlines in texts are written as \\n.
"""
from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SOURCES = ROOT / "desktop_app"
TRANSLATED = ("hu", "es")  # full catalogues
PLURAL_ONLY = ("en",)  # plural forms only
FORMS = {"en": 2, "es": 2, "hu": 1}  # numerus forms Qt expects (Hungarian: one, "3 kártya")


def source_files() -> list[Path]:
    return sorted(p for p in SOURCES.rglob("*.py") if "__pycache__" not in p.parts)


def lupdate_command() -> list[str]:
    exe = shutil.which("pyside6-lupdate") or str(Path(sys.executable).with_name("pyside6-lupdate"))
    if not Path(exe).exists():
        raise SystemExit("pyside6-lupdate not found: run `uv sync` first")
    return [exe]


def run_lupdate(target: Path, language: str, files: list[Path] | None = None) -> None:
    """Extract every marked string from the code into `target` (created or merged)."""
    files = files or source_files()
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as listing:
        listing.write("\n".join(str(f) for f in files))
    try:
        result = subprocess.run([*lupdate_command(), f"@{listing.name}", "-ts", str(target), "-no-obsolete",
                                 "-locations", "none", "-target-language", language],
                                capture_output=True, text=True)
    finally:
        Path(listing.name).unlink(missing_ok=True)
    if result.returncode != 0:
        raise SystemExit(f"pyside6-lupdate failed:\n{result.stdout}\n{result.stderr}")


def tr_calls(files: list[Path] | None = None) -> tuple[set[tuple[str, str]], set[str]]:
    """The `tr("context", "text", **params)` calls (desktop_app.ui.i18n.tr): their (context, text)
    pairs, and every literal context given to tr() at all.

    lupdate cannot read these calls: it takes the first argument for the source text (keyword
    arguments hide the call altogether), so this scan supplies them and `extract` drops the
    misreadings."""
    import ast

    pairs, contexts = set(), set()
    for path in files or source_files():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            if isinstance(func, ast.Name):
                name = func.id
            elif isinstance(func, ast.Attribute) and not (isinstance(func.value, ast.Name) and func.value.id == "self"):
                name = func.attr  # i18n.tr(...); self.tr(text, disambiguation, n) is lupdate's own business
            else:
                continue
            first = node.args[0]
            if name != "tr" or not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            contexts.add(first.value)
            if len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str):
                pairs.add((first.value, node.args[1].value))
    return pairs, contexts


def extract(target: Path, language: str = "en") -> list["Message"]:
    """Every marked string: pyside6-lupdate's extraction plus the `tr("context", "text")` calls."""
    run_lupdate(target, language)
    pairs, contexts = tr_calls()
    messages = [m for m in read_ts(target) if m.source not in contexts]  # lupdate's misreadings of tr()
    have = {(m.context, m.source, m.comment) for m in messages}
    messages += [Message(c, t) for c, t in sorted(pairs) if (c, t, "") not in have]
    return messages


# ------------------------------------------------------------------ reading and writing .ts
class Message:
    __slots__ = ("context", "source", "comment", "numerus", "forms", "finished")

    def __init__(self, context, source, comment="", numerus=False, forms=None, finished=False):
        self.context, self.source, self.comment = context, source, comment
        self.numerus, self.forms, self.finished = numerus, list(forms or [""]), finished

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)

    @property
    def text(self) -> str:
        return self.forms[0] if self.forms else ""


def read_ts(path: Path) -> list[Message]:
    if not path.exists():
        return []
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            kind = translation.get("type") if translation is not None else "unfinished"
            if translation is None:
                forms = [""]
            elif numerus:
                forms = [f.text or "" for f in translation.iter("numerusform")] or [""]
            else:
                forms = [translation.text or ""]
            messages.append(Message(name, message.findtext("source") or "", message.findtext("comment") or "",
                                    numerus, forms, kind not in ("unfinished", "vanished", "obsolete")))
    return messages


def _x(text: str) -> str:
    return escape(text, {'"': "&quot;", "'": "&apos;"})


def write_ts(path: Path, language: str, messages: list[Message]) -> None:
    contexts: dict[str, list[Message]] = {}
    for message in messages:
        contexts.setdefault(message.context, []).append(message)
    out = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", f'<TS version="2.1" language="{language}">']
    for name in sorted(contexts):
        out.append("<context>")
        out.append(f"    <name>{_x(name)}</name>")
        for m in sorted(contexts[name], key=lambda m: (m.source, m.comment)):
            out.append('    <message numerus="yes">' if m.numerus else "    <message>")
            out.append(f"        <source>{_x(m.source)}</source>")
            if m.comment:
                out.append(f"        <comment>{_x(m.comment)}</comment>")
            state = "" if m.finished else ' type="unfinished"'
            if m.numerus:
                out.append(f"        <translation{state}>")
                for form in m.forms:
                    out.append(f"            <numerusform>{_x(form)}</numerusform>")
                out.append("        </translation>")
            else:
                out.append(f"        <translation{state}>{_x(m.text)}</translation>")
            out.append("    </message>")
        out.append("</context>")
    out.append("</TS>")
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def placeholders(text: str) -> list[str]:
    """The {named} placeholders of a text; "{price:-as}" and "{price:a -as}" (a number with its
    Hungarian ending and article, desktop_app.table.text.Numeral) are the placeholder {price}."""
    return sorted({"{%s}" % name for name in re.findall(r"\{(\w*)(?::(?:a )?-as)?\}", text)})


def ts_path(language: str) -> Path:
    return HERE / f"tarsas_{language}.ts"


def normalise(messages: list[Message], old: dict, language: str) -> list[Message]:
    """Plural marking for "%n" texts, and the translations kept from before the extraction."""
    for m in messages:
        m.numerus = "%n" in m.source
        before = old.get(m.key)
        if before is not None:
            m.forms, m.finished = list(before.forms), before.finished
        count = FORMS.get(language, 2) if m.numerus else 1
        m.forms = (m.forms + [m.forms[-1] if m.finished and m.forms else ""] * count)[:count]
        if m.numerus and language == "en" and not any(m.forms):
            m.forms = [m.source] * count
    return messages


def update(languages=TRANSLATED + PLURAL_ONLY) -> dict[str, int]:
    counts = {}
    with tempfile.TemporaryDirectory() as scratch:
        fresh = extract(Path(scratch) / "all.ts")
    for language in languages:
        old = {m.key: m for m in read_ts(ts_path(language))}
        messages = [Message(m.context, m.source, m.comment) for m in fresh]
        if language in PLURAL_ONLY:
            messages = [m for m in messages if "%n" in m.source]
        messages = normalise(messages, old, language)
        write_ts(ts_path(language), language, messages)
        counts[language] = len(messages)
    return counts


def problems(language: str) -> list[str]:
    """Every message that is unfinished, has an empty form, or lost/gained a {placeholder}."""

    out = []
    for m in read_ts(ts_path(language)):
        where = f"{language}: [{m.context}] {m.source!r}"
        if not m.finished:
            out.append(f"{where} is unfinished")
        elif not all(f.strip() for f in m.forms):
            out.append(f"{where} has an empty translation")
        wanted = placeholders(m.source)
        for form in m.forms:
            if m.finished and placeholders(form) != wanted:
                out.append(f"{where}: placeholders differ in {form!r}")
    return out


# ------------------------------------------------------------------ TSV round trip for translating
def _flat(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def _unflat(text: str) -> str:
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            out.append({"n": "\n", "t": "\t", "\\": "\\"}.get(text[i + 1], text[i + 1]))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def export_tsv(language: str, target: Path, everything: bool = False) -> int:
    rows = [m for m in read_ts(ts_path(language)) if everything or not m.finished]
    lines = [f"{_flat(m.context)}\t{_flat(m.source)}\t{_flat(' || '.join(m.forms) if m.finished else '')}"
             for m in rows]
    target.write_text("\n".join(lines) + ("\n" if lines else ""), encoding="utf-8")
    return len(rows)


def import_tsv(language: str, source: Path) -> tuple[int, list[str]]:
    messages = read_ts(ts_path(language))
    index = {(m.context, m.source): m for m in messages}
    done, unknown = 0, []
    for line in source.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 3 or not parts[2].strip():
            continue
        key = (_unflat(parts[0]), _unflat(parts[1]))
        message = index.get(key)
        if message is None:
            unknown.append(f"{key[0]}: {key[1]}")
            continue
        forms = [_unflat(f.strip()) for f in parts[2].split(" || ")] if message.numerus else [_unflat(parts[2])]
        count = len(message.forms)
        message.forms = (forms + [forms[-1]] * count)[:count]
        message.finished = True
        done += 1
    write_ts(ts_path(language), language, messages)
    return done, unknown


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="report unfinished or broken messages")
    parser.add_argument("--export", nargs=2, metavar=("LANG", "OUT.tsv"))
    parser.add_argument("--export-all", action="store_true", help="with --export: finished messages too")
    parser.add_argument("--import", dest="import_", nargs=2, metavar=("LANG", "IN.tsv"))
    args = parser.parse_args(argv)
    if args.export:
        print(f"exported {export_tsv(args.export[0], Path(args.export[1]), args.export_all)} messages")
        return 0
    if args.import_:
        done, unknown = import_tsv(args.import_[0], Path(args.import_[1]))
        print(f"imported {done} translations")
        for line in unknown:
            print(f"  no such message: {line}")
        return 0
    if args.check:
        found = [p for language in TRANSLATED for p in problems(language)]
        print("\n".join(found) or "all messages translated")
        return 1 if found else 0
    for language, count in update().items():
        print(f"{ts_path(language).name}: {count} messages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
