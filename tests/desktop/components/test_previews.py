"""Every preview scene renders offscreen without warnings and produces a non-blank image."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from render_previews import SCENES


@pytest.mark.parametrize("name", list(SCENES))
def test_preview_renders(scene, tmp_path, name):
    body, width, height, settle = SCENES[name]
    s = scene(body, width, height)
    path = tmp_path / f"{name}.png"
    s.grab(path, settle_ms=settle)
    image = QImage(str(path))
    assert image.width() >= width and image.height() >= height
    colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 17)}
    assert len(colours) > 20
