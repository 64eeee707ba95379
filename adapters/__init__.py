"""Platform adapters: talk to one platform, normalise to core types, deliver text.

Each adapter implements the contract in `gateway.platform` (the only part of the gateway
adapters import): receive and hand messages to the sink, send chunked replies, report
health. The shared chunker and delivery policy (rate limits, formatting fallback) live
here once. A new platform is one module plus its tests and a line in `gateway.app`.
"""
