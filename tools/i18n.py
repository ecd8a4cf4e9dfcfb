"""Updates the Qt Linguist translations and compiles them.

    python tools/i18n.py            # lupdate -> i18n/<catalogue>_{ja,en}.ts, then lrelease -> .qm
    python tools/i18n.py --check    # exit 1 if strings are missing or a .qm is stale (CI, tests)

Catalogues: each game added after the first has its own, `<game id>`, made from
its rules (core/games/<id>/), its AI plug-in (core/ai/<id>.py), its presenter
(desktop/presenters/<id>.py), its QML (desktop/qml/games/<id>/), its lesson
(desktop/tutorial/scripts/<id>.py) and its reference card (desktop/reference/<id>.py), so that
games are translated independently; `gameshelf` holds everything else: the
shell, the engine and The Dice Road Race (desktop/qml/games/dice_road_race/ and
its presenter: the first game, translated with the shell). The app loads every catalogue.
Core marks its messages with QT_TRANSLATE_NOOP("context", "text").
English needs no translations: Qt shows the source text where a .qm has none.
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "i18n"
LANGUAGES = {"ja": "ja_JP", "en": "en_US"}


GAME_CATALOGUES = ("grands_tours", "grimoire", "grandprix_f1", "tournay")


def _game_sources(game_id: str) -> list[Path]:
    found = sorted((ROOT / "core" / "games" / game_id).rglob("*.py"))
    found += [ROOT / "core" / "ai" / f"{game_id}.py", ROOT / "desktop" / "presenters" / f"{game_id}.py"]
    found += sorted((ROOT / "desktop" / "qml" / "games" / game_id).rglob("*.qml"))
    # the game's lesson and reference card (desktop/tutorial/, desktop/reference/)
    found += [ROOT / "desktop" / "tutorial" / "scripts" / f"{game_id}.py", ROOT / "desktop" / "reference" / f"{game_id}.py"]
    return [p for p in found if p.exists()]


def _all_sources() -> list[Path]:
    found = sorted((ROOT / "desktop").rglob("*.qml")) + sorted((ROOT / "desktop").rglob("*.py"))
    return found + sorted((ROOT / "core").rglob("*.py"))


def catalogues() -> dict[str, list[Path]]:
    """Catalogue name -> its source files (only catalogues with sources on this branch)."""
    games = {game_id: _game_sources(game_id) for game_id in GAME_CATALOGUES}
    claimed = {p for files in games.values() for p in files}
    shell = [p for p in _all_sources() if p not in claimed]
    result = {"gameshelf": shell, **{game_id: files for game_id, files in games.items() if files}}
    return {name: [p for p in files if "__pycache__" not in p.parts] for name, files in result.items()}


def tool(name: str) -> str:
    """The Qt tool beside the running Python first (a venv whose scripts folder is not on PATH), then PATH."""
    scripts = Path(sys.executable).parent
    for candidate in (scripts / name, scripts / f"{name}.exe"):
        if candidate.exists():
            return str(candidate)
    path = shutil.which(name)
    if path is None:
        sys.exit(f"{name} not found: install PySide6 (it ships {name})")
    return path


def lupdate(ts: Path, language: str, sources: list[Path]) -> None:
    listing = tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False)
    with listing:  # a list file keeps the command line short on Windows
        listing.write("\n".join(str(p.relative_to(ROOT)) for p in sources))
    try:
        subprocess.run([tool("pyside6-lupdate"), f"@{listing.name}", "-locations", "none",
                        "-target-language", language, "-ts", str(ts.relative_to(ROOT))],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    finally:
        Path(listing.name).unlink()


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def unfinished(ts: Path) -> list[str]:
    """Source texts still without a translation (obsolete entries are ignored)."""
    missing = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "unfinished"
        if kind == "unfinished" or (kind is None and not (translation.text or "").strip()):
            missing.append(message.findtext("source") or "")
    return missing


def check() -> list[str]:
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, sources in catalogues().items():
            for code, language in LANGUAGES.items():
                ts, qm = I18N / f"{name}_{code}.ts", I18N / f"{name}_{code}.qm"
                if not ts.exists():
                    problems.append(f"{ts.name} is missing: run python tools/i18n.py")
                    continue
                fresh_ts = Path(tmp) / ts.name
                shutil.copy(ts, fresh_ts)
                listing = Path(tmp) / "sources.lst"
                listing.write_text("\n".join(str(p) for p in sources))
                subprocess.run([tool("pyside6-lupdate"), f"@{listing}", "-locations", "none", "-no-obsolete",
                                "-target-language", language, "-ts", str(fresh_ts)],
                               check=True, stdout=subprocess.DEVNULL)
                if code == "ja":
                    problems += [f"{name} ja: untranslated: {text!r}" for text in unfinished(fresh_ts)]
                fresh_qm = Path(tmp) / qm.name
                lrelease(ts, fresh_qm)
                if not qm.exists() or qm.read_bytes() != fresh_qm.read_bytes():
                    problems.append(f"{qm.name} is stale: run python tools/i18n.py")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="report missing translations and stale .qm files")
    parser.add_argument("--only", metavar="CATALOGUE", help="refresh one catalogue (gameshelf or a game id)")
    args = parser.parse_args()
    if args.check:
        problems = check()
        print("\n".join(problems) or "translations complete and compiled")
        return 1 if problems else 0
    for name, sources in catalogues().items():
        if args.only and name != args.only:
            continue
        for code, language in LANGUAGES.items():
            ts = I18N / f"{name}_{code}.ts"
            lupdate(ts, language, sources)
            lrelease(ts, I18N / f"{name}_{code}.qm")
        missing = unfinished(I18N / f"{name}_ja.ts")
        print(f"{name}: updated; {len(missing)} Japanese strings still to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
