"""Background review: post-turn learning on an auxiliary model (see DESIGN.md §5)."""
