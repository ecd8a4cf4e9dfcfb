"""`python -m gameshelf` starts the app, like the `gameshelf` command."""
from gameshelf.desktop.app import main

raise SystemExit(main())
