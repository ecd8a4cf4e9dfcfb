"""Qt messages that tell a player nothing, dropped before Qt's own handler prints them.

Qt Graphs asks OpenGL for the largest texture size when its first theme is made. Without a GPU (the
offscreen and minimal platforms, where the app draws with the software scene graph) that probe fails
and Qt logs two lines about it, once per process, though the charts draw correctly.
"""
from __future__ import annotations

import sys

from PySide6.QtCore import QtMsgType, qFormatLogMessage, qInstallMessageHandler

NO_GPU_PROBE = ("QRhiGles2: Failed to create temporary context", "QRhiGles2: Failed to create context")


def drop_gpu_probe_messages() -> None:
    """Installs a handler that drops NO_GPU_PROBE and passes everything else on unchanged."""
    previous = None

    def handler(kind: QtMsgType, context, text: str) -> None:
        if text in NO_GPU_PROBE:
            return
        if previous is not None:
            previous(kind, context, text)
        else:  # Qt's default handler is not callable from Python: print as it would
            sys.stderr.write(qFormatLogMessage(kind, context, text) + "\n")

    previous = qInstallMessageHandler(handler)
