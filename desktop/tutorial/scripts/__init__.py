"""One tutorial script per game: `<game id>.py` exports `SCRIPT` (see ../script.py)."""
