"""Chat commands: declared once with a decorator; dispatch, /help and menus read the same data."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from gateway.log import get_logger
from gateway.platform import InboundMessage

log = get_logger(__name__)


class CommandError(Exception):
    """Bad arguments: the message is shown to the user (with usage)."""


async def _no_notice(text: str) -> None:
    return None


@dataclass
class CommandContext:
    """One invocation. A handler gets what it needs from the services it was registered with."""

    msg: InboundMessage
    args: list[str]
    raw_args: str
    is_admin: bool
    # A notice to the command's chat (for results that arrive after the command answered).
    notify: Callable[[str], Awaitable[None]] = _no_notice


Handler = Callable[[CommandContext], Awaitable[str]]


@dataclass(frozen=True)
class Command:
    name: str
    help: str
    handler: Handler
    usage: str = ""
    subcommands: tuple[str, ...] = ()
    admin_only: bool = False
    aliases: tuple[str, ...] = ()
    refusal: str | None = None  # what a non-admin is told for an admin-only command

    @property
    def usage_line(self) -> str:
        return f"/{self.name} {self.usage}".rstrip()


def command_name(text: str) -> str:
    """`/Name@bot args` -> `name` (Telegram appends @botname in groups)."""
    return text.strip()[1:].split(" ", 1)[0].split("@", 1)[0].lower()


class CommandRegistry:
    def __init__(self) -> None:
        self._commands: dict[str, Command] = {}
        self._aliases: dict[str, str] = {}

    def command(
        self,
        name: str,
        help: str,
        usage: str = "",
        subcommands: tuple[str, ...] = (),
        admin_only: bool = False,
        aliases: tuple[str, ...] = (),
        refusal: str | None = None,
    ) -> Callable[[Handler], Handler]:
        def register(fn: Handler) -> Handler:
            self.add(Command(name, help, fn, usage, subcommands, admin_only, aliases, refusal))
            return fn

        return register

    def add_command(self, name: str, help: str, handler: Handler, **meta: Any) -> None:
        self.add(Command(name=name, help=help, handler=handler, **meta))

    def add(self, cmd: Command) -> None:
        for n in (cmd.name, *cmd.aliases):
            if n in self._commands or n in self._aliases:
                raise ValueError(f"command /{n} registered twice")
        self._commands[cmd.name] = cmd
        for a in cmd.aliases:
            self._aliases[a] = cmd.name

    def get(self, name: str) -> Command | None:
        return self._commands.get(self._aliases.get(name, name))

    def all(self) -> list[Command]:
        return [self._commands[n] for n in sorted(self._commands)]

    def menu(self) -> list[tuple[str, str]]:
        """(name, description) pairs for a platform's command menu."""
        return [(c.name, c.help) for c in self.all()]

    def help_text(self, is_admin: bool) -> str:
        lines = ["Commands:"]
        for c in self.all():
            if c.admin_only and not is_admin:
                continue
            alias = f" (also /{', /'.join(c.aliases)})" if c.aliases else ""
            lines.append(f"  {c.usage_line} — {c.help}{alias}")
        return "\n".join(lines)

    async def dispatch(self, msg: InboundMessage, is_admin: bool,
                       notify: Callable[[str], Awaitable[None]] = _no_notice) -> str:
        text = msg.text.strip()
        _, _, raw_args = text[1:].partition(" ")
        name = command_name(text)
        cmd = self.get(name)
        if cmd is None:
            return f"Unknown command /{name[:40]}. Try /help."
        if cmd.admin_only and not is_admin:
            log.warning("non-admin tried an admin command", command=name, platform=msg.platform, user_id=msg.user_id)
            return cmd.refusal or f"Only an admin can use /{cmd.name}."
        args = raw_args.split()
        if cmd.subcommands and args and args[0] not in cmd.subcommands:
            return f"Unknown subcommand '{args[0][:40]}'. Usage: {cmd.usage_line}"
        ctx = CommandContext(msg=msg, args=args, raw_args=raw_args.strip(), is_admin=is_admin, notify=notify)
        try:
            return await cmd.handler(ctx)
        except CommandError as exc:
            return f"{exc}\nUsage: {cmd.usage_line}"
