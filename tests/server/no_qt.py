"""Run `tarsas <args>` (desktop_app.app.main) with Qt made unavailable: any import of PySide6 or
shiboken6 fails, and at the end no Qt module may be loaded (exit 3). tests/server starts the table
server through this, so every path it runs is proven free of Qt."""
import importlib.abc
import sys

QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


class NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in QT:
            raise ImportError(f"Qt is unavailable here ({name})")
        return None


sys.meta_path.insert(0, NoQt())

if __name__ == "__main__":  # the server's worker processes (spawned) import this file again: they must not serve
    from desktop_app.app import main

    code = main(sys.argv[1:])
    loaded = sorted(m for m in sys.modules if m.split(".")[0] in QT)
    if loaded:
        print(f"Qt modules loaded: {loaded}", file=sys.stderr)
        sys.exit(3)
    sys.exit(code)
