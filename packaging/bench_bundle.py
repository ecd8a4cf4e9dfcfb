"""Measures the built bundle: `python packaging/bench_bundle.py [--runs 5] [--app dist/Gameshelf]`.

Prints one `name value unit` line per figure:
    bundle.size_mb <v> MB       size of the app folder (files and symlinks, as on disk before compression)
    bundle.cold_start_s <v> s   median over --runs of: process spawn -> the app prints `first-frame`
                                (`Gameshelf --quit-after-first-frame`, offscreen), each run a new process
    bundle.first_frame_s <v> s  median of the app's own figure (process uptime at its first frame)
    bundle.first_frame_cpu_s <v> s  median of the CPU time the app spent until its first frame (its own figure)
Every run gets a scratch HOME/XDG folders, so the user's settings are never read or written; by
default the series shares one scratch cache (the first run compiles the QML, later ones reuse it, as a
player's second start would); --fresh-cache gives every run an empty cache (the very first start).
Build first with `python packaging/build.py`.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "dist" / "Gameshelf"


def executable(app: Path) -> Path:
    return app / ("Gameshelf.exe" if sys.platform == "win32" else "Gameshelf")


def size_mb(app: Path) -> float:
    return sum(p.lstat().st_size for p in app.rglob("*") if p.is_file() or p.is_symlink()) / 1e6


def scratch_env(home: Path, cache: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_CACHE_HOME=str(cache), APPDATA=str(home / "appdata"), LOCALAPPDATA=str(cache))
    return env


def one_start(exe: Path, env: dict[str, str], cwd: Path, timeout: float = 60.0) -> tuple[float, float, float | None]:
    """(seconds from spawn to the `first-frame` line, the app's own first-frame figure, its CPU seconds: None from
    a bundle built before the probe printed them)."""
    start = time.perf_counter()
    proc = subprocess.Popen([str(exe), "--quit-after-first-frame"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=env, cwd=cwd, text=True)
    try:
        for line in proc.stdout:
            if line.startswith("first-frame"):
                elapsed = time.perf_counter() - start
                fields = line.split()
                proc.wait(timeout=timeout)
                return elapsed, float(fields[1]), float(fields[2]) if len(fields) > 2 else None
            if time.perf_counter() - start > timeout:
                break
        raise RuntimeError(f"{exe} did not print first-frame (exit {proc.wait(timeout=timeout)})")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def cold_starts(app: Path, runs: int, fresh_cache: bool) -> tuple[list[float], list[float], list[float | None]]:
    exe = executable(app)
    elapsed, own, cpu = [], [], []
    with tempfile.TemporaryDirectory(prefix="gameshelf-bench-") as tmp:
        tmp_path = Path(tmp)
        for i in range(runs):
            cache = tmp_path / (f"cache{i}" if fresh_cache else "cache")
            wall, figure, seconds = one_start(exe, scratch_env(tmp_path / "home", cache), tmp_path)
            elapsed.append(wall)
            own.append(figure)
            cpu.append(seconds)
    return elapsed, own, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", type=Path, default=APP, help="the app folder (default dist/Gameshelf)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--fresh-cache", action="store_true", help="an empty QML cache for every run")
    parser.add_argument("--verbose", action="store_true", help="also print every run")
    args = parser.parse_args(argv)
    if not executable(args.app).exists():
        print(f"bench_bundle: no bundle at {args.app}; run `python packaging/build.py` first", file=sys.stderr)
        return 2
    print(f"bundle.size_mb {size_mb(args.app):.1f} MB", flush=True)
    elapsed, own, cpu = cold_starts(args.app, args.runs, args.fresh_cache)
    if args.verbose:
        print("runs (spawn->line s): " + " ".join(f"{v:.3f}" for v in elapsed), file=sys.stderr)
    print(f"bundle.cold_start_s {statistics.median(elapsed):.3f} s", flush=True)
    print(f"bundle.first_frame_s {statistics.median(own):.3f} s", flush=True)
    if None not in cpu:
        print(f"bundle.first_frame_cpu_s {statistics.median(cpu):.3f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
