"""Safety: deciding whether text may enter a system prompt (memory entries, skills).

It owns the threat scanner, a pure function from text to findings (prompt injection,
credential exfiltration, backdoors, hidden HTML, invisible Unicode), used by every write
path and again when a session's memory snapshot is taken.
"""
