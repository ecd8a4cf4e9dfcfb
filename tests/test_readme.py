"""The README's quick start is what CI runs, and it works in a virtual environment (stock Debian refuses a bare pip)."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _quick_start_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return [block.strip() for block in re.findall(r"```\n(.*?)```", section, re.S)]


def test_ci_runs_the_readme_test_command():
    test_command = next(c for c in _quick_start_commands() if "pytest" in c)
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test_command in ci.splitlines()


def test_the_install_commands_use_a_virtual_environment():
    commands = [c for c in _quick_start_commands() if "pip install" in c]
    assert len(commands) == 2
    for command in commands:
        assert command.startswith("python3 -m venv .venv && .venv/bin/python -m pip install")


def test_the_architecture_map_the_readme_points_to_exists():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/ARCHITECTURE.md" in readme
    assert (ROOT / "docs" / "ARCHITECTURE.md").is_file()


def test_ci_installs_the_readme_system_packages():
    apt = next(c for c in _quick_start_commands() if c.startswith("sudo apt install"))
    readme_packages = apt.replace("\\\n", " ").split()[3:]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    listed = re.search(r'^SYSTEM_PACKAGES="([^"]+)"', ci, re.M).group(1).split()
    assert listed == readme_packages
