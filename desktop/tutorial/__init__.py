"""Learn to play: one tutorial engine for every game, and one script per game (`scripts/<game id>.py`).

`script.py` defines what a script is (steps and their kinds), `run.py` replays a script on the real rules
(pure Python: the tests and the command line use it without a window); `desktop/models/tutorial.py` is the
QObject that walks a player through it on the real table.
"""
