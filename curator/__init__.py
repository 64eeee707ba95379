"""Curator: the idle-driven skill lifecycle, active -> stale -> archived (see DESIGN.md §6)."""
