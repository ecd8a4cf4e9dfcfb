"""Computer opponents: one information-set MCTS for every game, per-game plug-ins, levels, baselines.

The app and the tournament call `choose` (levels.py).
"""
