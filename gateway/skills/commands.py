"""Every skill is a slash command: `/name args` becomes a turn with the skill's instructions.

One mapping from skill names to command names serves the platform menus and the lookup, so
a name shown in a menu always works when tapped.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Callable

from gateway.platform import InboundMessage
from gateway.registry import Answer, Next
from gateway.registry.commands import command_name
from gateway.skills.library import Skill, SkillLibrary
from gateway.skills.telemetry import SkillTelemetry


def menu_name(skill_name: str) -> str:
    """The command a platform menu offers for a skill (menus allow only [a-z0-9_])."""
    return skill_name.replace("-", "_").replace(".", "_")


def skill_prompt(skill: Skill, request: str | None) -> str:
    """The turn's text when a skill is invoked (slash command or cron job)."""
    return (f"[Skill /{skill.name} invoked]\n{skill.body.strip()}\n\n"
            f"Follow the skill above. The request: {request.strip() if request and request.strip() else '(no extra instructions)'}")


def skill_menu(library: SkillLibrary, taken: Callable[[str], bool], warn: Callable[..., None]) -> list[tuple[str, str]]:
    """(command, description) for each valid skill whose command name no built-in holds."""
    skills, invalid = library.scan()
    for path, reason in invalid:
        warn("invalid skill left out", path=path, reason=reason)
    menu = []
    for skill in skills:
        if taken(skill.name) or taken(menu_name(skill.name)):
            warn("skill name collides with a built-in command; not bound", skill=skill.name)
            continue
        menu.append((menu_name(skill.name), skill.description))
    return menu


def expand_skill_command(library: SkillLibrary, text: str) -> tuple[str, str] | None:
    """`/name args` for an installed skill -> (skill name, the turn's text); None when not a skill."""
    name = command_name(text)
    _, _, args = text.strip()[1:].partition(" ")
    for skill in library.scan()[0]:  # one scan, not one per spelling
        if name in (skill.name, menu_name(skill.name)):
            return skill.name, skill_prompt(skill, args)
    return None


class SkillCommands:
    """An answering step: `/name args` for an installed skill becomes a turn with its instructions."""

    def __init__(self, library: SkillLibrary, telemetry: SkillTelemetry):
        self.library = library
        self.telemetry = telemetry

    async def __call__(self, msg: InboundMessage, next: Next) -> Answer:
        if msg.text.startswith("/"):
            expanded = await asyncio.to_thread(expand_skill_command, self.library, msg.text)
            if expanded is not None:
                name, text = expanded
                self.telemetry.touch(name, "use")
                return await next(replace(msg, text=text))
        return await next(msg)
