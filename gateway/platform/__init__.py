"""The platform port: the one thing adapters import.

It owns the platform-neutral message types (`InboundMessage`, `Outbound`, the session key),
the adapter contract (`Adapter`, `PlatformServices`, `DeliveryError`, `Sink`) and
`Platforms`, the set of running adapters that the core and features send through, and
`one_at_a_time`, which serialises background SDK imports (`loading`). Nothing
here knows about memory, skills or models.
"""

from gateway.platform.loading import one_at_a_time
from gateway.platform.platforms import Platforms
from gateway.platform.port import Adapter, DeliveryError, FetchError, PlatformServices, Sink
from gateway.platform.text import for_terminal, literal, no_controls, plain, split_literal, visible
from gateway.platform.types import Attachment, InboundMessage, Outbound, session_key_for

__all__ = ["Adapter", "Attachment", "DeliveryError", "FetchError", "InboundMessage", "Outbound", "PlatformServices",
           "Platforms", "Sink", "for_terminal", "literal", "no_controls", "one_at_a_time", "plain", "session_key_for",
           "split_literal", "visible"]
