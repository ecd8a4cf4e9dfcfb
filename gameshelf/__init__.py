"""Gameshelf: five tabletop games at one computer."""


def __getattr__(name: str) -> str:
    """`__version__`, read from the installed metadata when first asked for: importing importlib.metadata takes
    tens of milliseconds, which the start to the first frame does without."""
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import metadata

    try:
        version = metadata.version("gameshelf")
    except metadata.PackageNotFoundError:  # running from a source tree that was not installed
        version = "0.0.0"
    globals()["__version__"] = version
    return version
