"""Where the application's files are: source checkout, installed wheel or PyInstaller bundle.

Every resource lookup goes through here so that a frozen build only has to
put the package folders under sys._MEIPASS/gameshelf/ with the same layout.
"""
from __future__ import annotations

import sys
from pathlib import Path


def _package_dir(name: str) -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "gameshelf" / name
    module = __import__(f"gameshelf.{name}", fromlist=["__file__"])
    return Path(module.__file__).resolve().parent


def qml_dir() -> Path:
    return _package_dir("desktop") / "qml"


def assets_dir() -> Path:
    return _package_dir("assets")


def fonts_dir() -> Path:
    return assets_dir() / "fonts"


def icons_dir() -> Path:
    return assets_dir() / "icons"


def licenses_dir() -> Path:
    return assets_dir() / "licenses"


def i18n_dir() -> Path:
    return _package_dir("i18n")


def rules_file(language: str, game_id: str) -> Path:
    return i18n_dir() / "rules" / language / f"{game_id}.md"
