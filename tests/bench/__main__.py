"""`python -m tests.bench [name ...]`: print benchmark figures (not tests)."""

from __future__ import annotations

import sys

from tests.bench import review_cost, search

BENCHES = {"review": review_cost.main, "search": search.main}


def main(argv: list[str]) -> int:
    names = argv or list(BENCHES)
    for name in names:
        if name not in BENCHES:
            print(f"unknown bench {name!r}; choose from {', '.join(BENCHES)}", file=sys.stderr)
            return 2
        BENCHES[name]()
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
