"""Memory: MEMORY.md and USER.md, small `§`-delimited stores frozen into each session's prompt.

It owns reading and writing the two files (one locked write path with limits, the
duplicate rule and the threat scan), the snapshot blocks a new session's prompt shows, and
the model's `memory` tool with the `/memory` command. Writes reach the files only through
`MemoryStore.apply`, directly or when an admin approves a staged record.
"""
