"""Curator: the idle-driven skill lifecycle, active -> stale -> archived (DESIGN.md §6).

It owns the pure transition rules and idle gate, the runner that applies them (moves go
through the skill library's archive; nothing is ever deleted), run reports, the optional
LLM consolidation that only stages proposals, and `/curator`. It never imports the
conversation core.
"""
