import sys
from pathlib import Path

# grimoire_helpers.py is a helper module next to the tests.
sys.path.insert(0, str(Path(__file__).parent))
