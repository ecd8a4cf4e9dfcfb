"""Builds the double-clickable app: `python packaging/build.py`.

Steps: make sure PyInstaller is installed (pip), make sure the installed gameshelf metadata matches
pyproject (the bundle carries it), render the icons if they are missing, clean build/ and dist/, run
packaging/gameshelf.spec, check the bundle (required files present; on Linux every shared library
resolves inside it, and every library a bundled file links to is in it or left to the system on purpose,
see bundle_libs.py), print its size and the build time, then archive it:
    Linux   dist/gameshelf-<version>-linux-<arch>.tar.xz  (app folder + install.sh/uninstall.sh/README.txt)
    Windows dist/gameshelf-<version>-windows-<arch>.zip   (the Gameshelf folder)
    macOS   dist/gameshelf-<version>-macos-<arch>.zip     (Gameshelf.app)
Options: --no-archive, --smoke (run the bundled demo offscreen and check its screenshot),
--out DIR (build and dist go to DIR/build and DIR/dist instead of the checkout's build/ and dist/).
Printed figures: `bundle.size_mb <v> MB`, `build.time_s <v> s`.
"""
from __future__ import annotations

import argparse
import importlib.metadata as metadata
import os
import platform
import shutil
import subprocess
import struct
import sys
import tarfile
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))
from bundle_libs import elf_needed, left_to_the_system  # noqa: E402

SPEC = PACKAGING / "gameshelf.spec"
BUILD = ROOT / "build"
DIST = ROOT / "dist"
APP_NAME = "Gameshelf"
PYINSTALLER_REQ = "pyinstaller>=6.5,<7"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

# Files the app reads at run time, relative to the bundle's data folder (sys._MEIPASS).
REQUIRED = [
    "gameshelf/desktop/qml/Main.qml",
    "gameshelf/desktop/qml/qmldir",
    "gameshelf/i18n/gameshelf_ja.qm",
    "gameshelf/i18n/gameshelf_en.qm",
    "gameshelf/i18n/rules/en",
    "gameshelf/i18n/rules/ja",
    "gameshelf/assets/fonts/OFL.txt",
    "gameshelf/assets/icons/gameshelf.svg",
    "gameshelf/assets/icons/gameshelf-256.png",
    "gameshelf/assets/licenses/THIRD-PARTY.md",
    "gameshelf/assets/sounds/dice.wav",
    "gameshelf/assets/pieces/meeple.svg",
    "PySide6/Qt/qml/QtQuick/Controls/Fusion",
    "PySide6/Qt/qml/QtQuick/Dialogs",
]


def log(text: str) -> None:
    print(f"build: {text}", flush=True)


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def platform_tag() -> str:
    return "windows" if sys.platform == "win32" else "macos" if sys.platform == "darwin" else "linux"


def pip_install(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "install", "--disable-pip-version-check", *args], check=True)


def ensure_pyinstaller() -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        log("installing PyInstaller")
        pip_install(PYINSTALLER_REQ)


def ensure_metadata() -> None:
    """The bundle copies gameshelf's installed dist-info; it must say the version pyproject says."""
    wanted = version()
    try:
        installed = metadata.version("gameshelf")
    except metadata.PackageNotFoundError:
        installed = None
    if installed != wanted:
        log(f"gameshelf metadata is {installed!r}, pyproject says {wanted!r}: pip install --no-deps -e .")
        pip_install("--no-deps", "-e", str(ROOT))


def ensure_icons() -> None:
    """Renders the icons only when some are missing (after editing the SVG: python packaging/render_icons.py)."""
    icons = ROOT / "assets" / "icons"
    outputs = [icons / f"gameshelf-{s}.png" for s in ICON_SIZES] + [icons / "gameshelf.ico", icons / "gameshelf.icns"]
    if all(p.exists() for p in outputs):
        return
    try:
        import PIL  # noqa: F401
    except ImportError:
        log("installing Pillow (build time only: .ico/.icns)")
        pip_install("pillow")
    log("rendering icons from gameshelf.svg")
    subprocess.run([sys.executable, str(PACKAGING / "render_icons.py")], check=True,
                   env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def use_output(folder: Path) -> None:
    """Builds into folder/build and folder/dist (the tests build in a temporary folder)."""
    global BUILD, DIST
    BUILD, DIST = folder / "build", folder / "dist"


def clean() -> None:
    for folder in (BUILD, DIST):
        shutil.rmtree(folder, ignore_errors=True)


def run_pyinstaller() -> None:
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", str(DIST), "--workpath", str(BUILD), str(SPEC)]
    log(" ".join(cmd[1:]))
    BUILD.mkdir(parents=True, exist_ok=True)  # a neutral cwd: ROOT would shadow the installed metadata
    subprocess.run(cmd, check=True, cwd=BUILD)


def app_dir() -> Path:
    return DIST / APP_NAME


def executable() -> Path:
    return app_dir() / (f"{APP_NAME}.exe" if sys.platform == "win32" else APP_NAME)


def data_dir() -> Path:
    internal = app_dir() / "_internal"
    return internal if internal.is_dir() else app_dir()


def tree_size(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() or p.is_symlink())


def check_bundle() -> None:
    missing = [rel for rel in REQUIRED if not (data_dir() / rel).exists()]
    if not executable().exists():
        missing.insert(0, str(executable().relative_to(DIST)))
    meta = list(data_dir().glob(f"gameshelf-{version()}.dist-info/METADATA"))
    if not meta:
        missing.append(f"gameshelf-{version()}.dist-info/METADATA")
    if missing:
        raise SystemExit(f"build: bundle is missing: {', '.join(missing)}")
    if sys.platform.startswith("linux"):
        missing_libs = libraries_missing_from_the_bundle()
        if missing_libs:
            raise SystemExit("build: libraries linked by bundled files but neither bundled nor left to the system "
                             "(packaging/bundle_libs.py):\n  " + "\n  ".join(missing_libs))
    if sys.platform.startswith("linux") and shutil.which("ldd"):
        unresolved = unresolved_libraries()
        if unresolved:
            raise SystemExit("build: libraries that do not resolve inside the bundle:\n  " + "\n  ".join(unresolved))


def libraries_missing_from_the_bundle() -> list[str]:
    """Every direct dependency (DT_NEEDED) of every ELF file in the bundle, Qt plugins included (the xcb
    platform plugin's xcb-util libraries, the FFmpeg media plugin's libav*), that is neither a file in the
    bundle nor one of the system libraries bundle_libs.py leaves to the OS on purpose. Unlike ldd, this does
    not depend on what the build machine happens to have installed."""
    internal = data_dir()
    files = [p for p in internal.rglob("*") if p.is_file() and ".so" in p.name]
    present = {p.name for p in files} | {p.name for p in internal.rglob("*.so*") if p.is_symlink()}
    problems = set()
    for path in files:
        if path.is_symlink():
            continue
        try:
            needed = elf_needed(str(path))
        except (OSError, ValueError, IndexError, struct.error):
            continue
        for name in needed:
            if name not in present and not left_to_the_system(name):
                problems.add(f"{path.relative_to(internal)}: {name}")
    return sorted(problems)


BUNDLE_OWNED = ("libQt6", "libpyside6", "libshiboken6", "libicu", "libpython")


def unresolved_libraries() -> list[str]:
    """Libraries the bundle itself must provide (Qt, PySide6, ICU, Python) that ldd cannot find in it.

    Every ELF file is checked with ldd against the bundle's own library folders. A Qt library the spec
    trimmed away although something kept still needs it shows up here. System libraries the bundle
    leaves to the OS (libc, GL, X11/wayland, fontconfig, ...) are not judged: they are the target
    desktop's business and may be absent on a build machine.
    """
    internal = data_dir()
    lib_dirs = [internal, internal / "PySide6" / "Qt" / "lib", internal / "PySide6", internal / "shiboken6"]
    env = {**os.environ, "LD_LIBRARY_PATH": os.pathsep.join(str(d) for d in lib_dirs)}
    problems = set()
    for path in sorted(internal.rglob("*")):
        if not path.is_file() or path.is_symlink() or ".so" not in path.name:
            continue
        with path.open("rb") as handle:
            if handle.read(4) != b"\x7fELF":
                continue
        out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env).stdout
        for line in out.splitlines():
            name = line.strip().split(" ", 1)[0]
            if "not found" in line and name.startswith(BUNDLE_OWNED):
                problems.add(f"{path.relative_to(internal)}: {name}")
    return sorted(problems)


# --- archives ---------------------------------------------------------------------------------------
def archive_extras() -> list[tuple[Path, str]]:
    """The files beside the app folder in the Linux archive: (source, path inside the archive's folder)."""
    linux = PACKAGING / "linux"
    icons = ROOT / "assets" / "icons"
    extras = [(linux / "install.sh", "install.sh"), (linux / "uninstall.sh", "uninstall.sh"),
              (linux / "README.txt", "README.txt"), (linux / "gameshelf.desktop", "gameshelf.desktop"),
              (linux / "gameshelf-save.xml", "gameshelf-save.xml"),
              (icons / "gameshelf.svg", "icons/gameshelf.svg")]
    return extras + [(icons / f"gameshelf-{s}.png", f"icons/gameshelf-{s}.png") for s in ICON_SIZES]


def archive_name() -> str:
    return f"gameshelf-{version()}-linux-{arch()}"


def archive_linux() -> Path:
    name = archive_name()
    out = DIST / f"{name}.tar.xz"

    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        if info.name.endswith(".sh"):
            info.mode = 0o755
        return info

    # xz at its fastest preset: the Qt, ICU and FFmpeg libraries a sixth smaller than gzip's -6, in about four times
    # its time (preset 6: 10% smaller again, in four times longer still); every Linux tar and archive manager opens it
    with tarfile.open(out, "w:xz", preset=1) as tar:
        tar.add(app_dir(), arcname=f"{name}/{APP_NAME}", filter=normalise)
        for src, rel in archive_extras():
            tar.add(src, arcname=f"{name}/{rel}", filter=normalise)
    return out


def archive_zip(folder: Path, tag: str) -> Path:
    out = DIST / f"gameshelf-{version()}-{tag}-{arch()}.zip"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for path in sorted(folder.rglob("*")):
            zf.write(path, Path(folder.name, path.relative_to(folder)))
    return out


def make_archive() -> Path:
    if sys.platform == "win32":
        return archive_zip(app_dir(), "windows")
    if sys.platform == "darwin":
        return archive_zip(DIST / f"{APP_NAME}.app", "macos")
    return archive_linux()


# --- smoke ------------------------------------------------------------------------------------------
def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in folder.rglob("*")}


def smoke(lang: str | None = None, moves: int = 12) -> Path:
    """Runs the bundled demo offscreen from a neutral cwd with a scratch HOME; checks PNG and untouched bundle."""
    (BUILD / "smoke").mkdir(parents=True, exist_ok=True)  # build/ is cleaned by the next build
    scratch = Path(tempfile.mkdtemp(prefix="run-", dir=BUILD / "smoke"))
    shot = scratch / f"smoke{'-' + lang if lang else ''}.png"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(scratch), XDG_CONFIG_HOME=str(scratch / "config"),
               XDG_DATA_HOME=str(scratch / "data"), XDG_CACHE_HOME=str(scratch / "cache"))
    before = snapshot(app_dir())
    cmd = [str(executable()), "--demo", "dice_road_race", "--moves", str(moves), "--screenshot", str(shot)]
    if lang:
        cmd += ["--lang", lang]
    result = subprocess.run(cmd, cwd=scratch, env=env, capture_output=True, text=True, timeout=300)
    if result.returncode != 0 or not shot.is_file() or shot.stat().st_size == 0:
        raise SystemExit(f"build: smoke failed (exit {result.returncode}, screenshot "
                         f"{'present' if shot.exists() else 'missing'})\n{result.stdout}\n{result.stderr}")
    if snapshot(app_dir()) != before:
        raise SystemExit("build: the smoke run wrote into the app folder")
    log(f"smoke ok{' (' + lang + ')' if lang else ''}: {shot}")
    return shot


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-archive", action="store_true", help="skip the archive")
    parser.add_argument("--smoke", action="store_true", help="run the bundled demo offscreen (en and ja)")
    parser.add_argument("--out", type=Path, help="build into OUT/build and OUT/dist (default: the checkout)")
    args = parser.parse_args(argv)
    if args.out:
        use_output(args.out.resolve())

    start = time.perf_counter()
    ensure_pyinstaller()
    ensure_metadata()
    ensure_icons()
    clean()
    run_pyinstaller()
    check_bundle()
    build_s = time.perf_counter() - start
    size_mb = tree_size(app_dir()) / 1e6
    log(f"bundle {app_dir()} ({executable().name})")
    print(f"bundle.size_mb {size_mb:.1f} MB", flush=True)
    print(f"build.time_s {build_s:.1f} s", flush=True)
    if not args.no_archive:
        t0 = time.perf_counter()
        out = make_archive()
        log(f"archive {out} ({out.stat().st_size / 1e6:.1f} MB, {time.perf_counter() - t0:.1f} s)")
    if args.smoke:
        smoke()
        smoke("ja")
    return 0


if __name__ == "__main__":
    sys.exit(main())
