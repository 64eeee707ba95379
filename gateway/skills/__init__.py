"""Skills: the SKILL.md library the agent reads procedures from, and how it changes.

It owns reading and validating skills (agentskills.io format), planning and applying
writes with exact diffs, archiving and restoring (moved to skills/.archive, never deleted),
usage telemetry, the `skill_view` / `skill_manage` tools, `/skills`, and every skill as a
slash command (an answering step). The curator decides lifecycle; this package does the moves.
"""
