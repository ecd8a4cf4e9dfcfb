"""Packaging tests: fast checks of the packaging files, and one slow build of the real bundle.

The slow tests are marked `packaging` (and `slow`): they run by default, as CI runs everything;
skip them locally with `-m "not packaging"`.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # packaging_helpers


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "packaging: builds the PyInstaller bundle and runs it (minutes; deselect with -m 'not packaging')")


@pytest.fixture
def clean_env(tmp_path):
    """An environment like a fresh login: scratch HOME, no XDG overrides, no PYTHONPATH."""
    home = tmp_path / "home"
    home.mkdir()
    return {"HOME": str(home), "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"}
