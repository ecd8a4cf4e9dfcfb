"""The Gameshelf desktop application (PySide6 + Qt Quick)."""
