"""What the composition root hands to features: the extension points of the gateway.

It owns the tool registry (JSON-schema'd tools the model may call), the chat command
registry (dispatch, /help and menus from one declaration), the answering-step contract (how
a feature such as skill commands joins the pipeline), the turn-event bus that observers such
as the background review subscribe to, and the small `Sessions` interface through which a
feature reaches the conversation without importing it. Features import this package; the
conversation core imports it too; it imports neither.
"""

from gateway.registry.commands import (
           Command,
           CommandContext,
           CommandError,
           CommandRegistry,
)
from gateway.registry.events import TurnEvents, TurnObserver
from gateway.registry.sessions import Session, Sessions
from gateway.registry.steps import Answer, Next, Step
from gateway.registry.tools import Tool, ToolContext, ToolRegistry

__all__ = ["Answer", "Next", "Step", "Command", "CommandContext", "CommandError", "CommandRegistry", "Session", "Sessions", "Tool",
           "ToolContext", "ToolRegistry", "TurnEvents", "TurnObserver"]
