"""The learning journey: what the agent has learned (skills, memory entries) on a timeline.

Node ids: a skill's name, or `memory:<source>:<index>` (source `memory` or `user`, 0-based).
Deleting a skill archives it; deleting a memory entry removes it. Edits go through the same
validation as the tools (limits, threat scan); a failed edit leaves the original untouched.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gateway.approval.approvals import quote
from gateway.memory.store import TARGETS, MemoryFileError, MemoryStore
from gateway.skills.library import SkillLibrary
from gateway.skills.telemetry import record_in


class JourneyError(ValueError):
    pass


@dataclass(frozen=True)
class Node:
    id: str
    kind: str  # skill | memory
    label: str
    content: str


@dataclass(frozen=True)
class Event:
    ts: float | None  # None: date unknown (written by hand, before the journal)
    kind: str
    subject: str
    action: str
    detail: str


class Journey:
    def __init__(self, memory: MemoryStore, library: SkillLibrary, db_path: Path):
        self.memory = memory
        self.library = library
        self.db_path = db_path

    def nodes(self) -> list[Node]:
        out = []
        skills, _ = self.library.scan()
        for s in skills:
            out.append(Node(s.name, "skill", s.description, (s.path / "SKILL.md").read_text(encoding="utf-8")))
        for target in TARGETS:
            try:
                entries = self.memory.read(target)
            except MemoryFileError:
                continue
            for i, entry in enumerate(entries):
                out.append(Node(f"memory:{target}:{i}", "memory", quote(entry, 70), entry))
        return out

    def node(self, node_id: str) -> Node:
        found = next((n for n in self.nodes() if n.id == node_id), None)
        if found is None:
            raise JourneyError(f"no node {node_id!r}; see `hermes journey list`")
        return found

    def timeline(self, rows: list[dict[str, Any]]) -> list[Event]:
        """Journal rows plus current entries the journal never saw (hand-written), oldest first."""
        events = [Event(r["ts"], r["kind"], r["subject"], r["action"], r["detail"] or "") for r in rows]
        dated = {(e.subject, e.detail) for e in events if e.kind == "memory"}
        undated = []
        for node in self.nodes():
            if node.kind == "memory":
                target = node.id.split(":")[1]
                if (target, node.content) not in dated:
                    undated.append(Event(None, "memory", target, "present", node.content))
            elif not any(e.kind == "skill" and e.subject == node.id for e in events):
                undated.append(Event(None, "skill", node.id, "present", node.label))
        return undated + sorted(events, key=lambda e: e.ts or 0)

    # ---- changes ---------------------------------------------------------------------
    def delete(self, node_id: str, origin: str) -> str:
        node = self.node(node_id)
        if node.kind == "skill":
            # The same path as an approved delete: archived on disk, state and journal recorded.
            result = self.library.apply("delete", {"name": node.id, "_by": f"the journey ({origin})"})
            if not result["success"]:
                raise JourneyError(result["error"])
            record_in(self.db_path, origin, "delete", node.id)
            return result["message"]
        target = node_id.split(":")[1]
        result = self.memory.apply("remove", target, expect_entry=node.content, origin=origin)
        if not result["success"]:
            raise JourneyError(result["error"])
        return f"removed {node_id}: {quote(node.content, 60)}"

    def edit(self, node_id: str, new_text: str, origin: str) -> str:
        node = self.node(node_id)
        if node.kind == "skill":
            result = self.library.apply("edit", {"name": node.id, "content": new_text})
            if result["success"]:
                record_in(self.db_path, origin, "edit", node.id)
        else:
            target = node_id.split(":")[1]
            result = self.memory.apply("replace", target, new_text, expect_entry=node.content, origin=origin)
        if not result["success"]:
            raise JourneyError(f"not changed: {result['error']}")
        return f"{node_id} updated"


def format_timeline(events: list[Event]) -> str:
    if not events:
        return "Nothing learned yet."
    lines = []
    for e in events:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(e.ts)) if e.ts else "(undated)       "
        detail = quote(e.detail, 70) if e.kind == "memory" else e.detail
        lines.append(f"{when}  {e.kind:<6} {e.subject:<14} {e.action:<9} {detail}")
    return "\n".join(lines)


def format_nodes(nodes: list[Node]) -> str:
    return "\n".join(f"{n.id}\t{n.label}" for n in nodes) or "No nodes yet."


COLORS = {"added": "#2e7d32", "created": "#2e7d32", "replaced": "#1565c0", "patched": "#1565c0",
          "edited": "#1565c0", "removed": "#c62828", "archived": "#757575", "stale": "#f9a825",
          "active": "#2e7d32", "restored": "#6a1b9a", "present": "#90a4ae"}


def render_png(events: list[Event], path: Path, width_px: int = 1200, height_px: int = 600) -> Path:
    """The timeline as a picture: one row per subject, a dot per event coloured by action."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise JourneyError("the chart needs matplotlib: pip install 'hermes-gateway[chart]'") from None
    dpi = 100
    fig, ax = plt.subplots(figsize=(width_px / dpi, height_px / dpi), dpi=dpi)
    try:
        from datetime import datetime

        rows: list[str] = []
        now = time.time()
        first = min((e.ts for e in events if e.ts), default=now - 86400)
        for e in events:
            label = f"{e.kind}: {e.subject}" if e.kind == "skill" else f"{e.subject}: {e.detail[:28]}"
            if label not in rows:
                rows.append(label)
            y = rows.index(label)
            x = datetime.fromtimestamp(e.ts or first)
            ax.scatter([x], [y], color=COLORS.get(e.action, "#455a64"), s=60, zorder=3)
        ax.set_yticks(range(len(rows)))
        ax.set_yticklabels(rows, fontsize=8)
        fig.autofmt_xdate()
        ax.set_title("Hermes learning journey")
        handles = [plt.Line2D([0], [0], marker="o", color="w", markerfacecolor=c, markersize=8, label=a)
                   for a, c in COLORS.items() if any(e.action == a for e in events)]
        if handles:
            ax.legend(handles=handles, loc="upper left", fontsize=8)
        ax.grid(axis="x", alpha=0.3)
        fig.tight_layout()
        fig.savefig(path, format="png", dpi=dpi)
    finally:
        plt.close(fig)
    return path
