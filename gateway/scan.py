from gateway.safety.scan import MAX_SCAN_CHARS, Finding, describe, scan, scan_entries  # noqa: F401  (moved; kept for old imports)
