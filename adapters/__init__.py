"""Platform adapters: talk to one platform, normalise to core types, deliver text."""
