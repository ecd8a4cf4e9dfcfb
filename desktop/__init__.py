"""The Gameshelf desktop application (PySide6 + Qt Quick)."""
from .pyside_fixes import make_bools_immortal

make_bools_immortal()
