"""The learning journey: what the agent has learned (memory entries, skills) on a timeline.

It owns the journal of dated learning events in state.db, the journey's nodes, deleting and
editing them through the same validated write paths as approved writes, the PNG chart, and
`/journey`.
"""
