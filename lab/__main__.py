"""`python -m lab COMMAND`: the studies' and benchmarks' command line (not installed)."""

import sys

from lab.cli import main

if __name__ == "__main__":  # a spawned batch worker imports this module again
    sys.exit(main())
