"""Gameshelf: five tabletop games at one computer."""
from importlib import metadata

try:
    __version__ = metadata.version("gameshelf")
except metadata.PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0"
