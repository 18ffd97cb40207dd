"""Engine benchmarks: ``python -m engine.bench`` (called by ``python build.py bench``)."""

from __future__ import annotations


def main() -> None:
    print("engine benchmarks: not written yet")


if __name__ == "__main__":
    main()
