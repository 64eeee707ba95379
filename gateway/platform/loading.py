"""Background SDK imports, one at a time.

aiogram (seconds: its pydantic models are built at import), discord.py and the openai SDK are
imported in worker threads after READY=1. Imports are CPU-bound and share the GIL, so running
them side by side only makes each one finish later; run one after another, the first asked
for (Telegram, started first) polls as early as it can, and the total is the same. Callers
hold `one_at_a_time` only around the import and construction, never around network I/O.
"""

from __future__ import annotations

import threading

one_at_a_time = threading.Lock()
