"""The conversation's own features: /help, /start, /new, /status and the `session_search` tool.

Registered into the registries the composition root hands over; they reach sessions only
through the `Sessions` interface and never import the conversation core.
"""
