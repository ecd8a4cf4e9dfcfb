import sys
from pathlib import Path

# gt_helpers is a helper module next to the tests.
sys.path.insert(0, str(Path(__file__).parent))
