"""Recall and false-positive rate of the threat scanner on a corpus.

    python -m tests.gateway.safety.evaluate tests.gateway.safety.corpus_tuning tests.gateway.safety.corpus_seed
    python -m tests.gateway.safety.evaluate path/to/corpus.py

A corpus module has HOSTILE and BENIGN lists. Items are plain strings or tuples
(text, class_or_kind, language). Hostile items of class "split" come in consecutive pairs
that are only hostile together: each pair counts once and is checked with scan_entries.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import time
from collections import defaultdict
from pathlib import Path
from types import ModuleType
from typing import Any

from gateway.safety.scan import Finding, scan, scan_entries

Item = tuple[str | list[str], str, str]  # (text, or the pair's texts; class or kind; language)


def _items(raw: list[Any], default: str) -> list[Item]:
    items: list[Item] = []
    i = 0
    while i < len(raw):
        entry = raw[i]
        text, label, lang = (entry, default, "?") if isinstance(entry, str) else (entry[0], entry[1], entry[2])
        if label == "split" and i + 1 < len(raw):
            nxt = raw[i + 1]
            items.append(([text, nxt if isinstance(nxt, str) else nxt[0]], label, lang))
            i += 2
            continue
        items.append((text, label, lang))
        i += 1
    return items


def _verdict(text: str | list[str]) -> list[Finding]:
    return scan_entries(text) if isinstance(text, list) else scan(text)


def _rate(hits: int, total: int) -> float:
    return hits / total if total else 0.0


def evaluate(hostile: list[Any], benign: list[Any]) -> dict[str, Any]:
    """recall, false-positive rate, the misses and false positives, and both by class and language."""
    hostile_items, benign_items = _items(hostile, "hostile"), _items(benign, "benign")
    misses, false_positives = [], []
    by_class: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # [caught or wrongly blocked, total]
    by_lang_hostile: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    by_lang_benign: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    started = time.perf_counter()
    chars = 0
    for text, label, lang in hostile_items:
        chars += sum(map(len, text)) if isinstance(text, list) else len(text)
        caught = bool(_verdict(text))
        for table, key in ((by_class, label), (by_lang_hostile, lang)):
            table[key][0] += caught
            table[key][1] += 1
        if not caught:
            misses.append((text, label, lang))
    for text, label, lang in benign_items:
        chars += len(text)
        findings = _verdict(text)
        for table, key in ((by_kind, label), (by_lang_benign, lang)):
            table[key][0] += bool(findings)
            table[key][1] += 1
        if findings:
            false_positives.append((text, label, lang, findings))
    elapsed = time.perf_counter() - started
    return {
        "hostile": len(hostile_items),
        "benign": len(benign_items),
        "recall": _rate(len(hostile_items) - len(misses), len(hostile_items)),
        "false_positive_rate": _rate(len(false_positives), len(benign_items)),
        "misses": misses,
        "false_positives": false_positives,
        "recall_by_class": {k: _rate(*v) for k, v in sorted(by_class.items())},
        "recall_by_language": {k: _rate(*v) for k, v in sorted(by_lang_hostile.items())},
        "false_positive_rate_by_kind": {k: _rate(*v) for k, v in sorted(by_kind.items())},
        "false_positive_rate_by_language": {k: _rate(*v) for k, v in sorted(by_lang_benign.items())},
        "chars": chars,
        "seconds": elapsed,
    }


def load(name: str) -> ModuleType:
    """A corpus by module name (tests.gateway.safety.corpus_tuning) or by file path."""
    path = Path(name)
    if path.suffix == ".py" and path.exists():
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    return importlib.import_module(name)


def _table(title: str, rates: dict[str, float]) -> list[str]:
    lines = [f"  {title}:"]
    row = [f"{k} {v * 100:.0f}%" for k, v in rates.items()]
    for start in range(0, len(row), 8):
        lines.append("    " + "  ".join(row[start:start + 8]))
    return lines


def report(name: str, result: dict[str, Any]) -> str:
    lines = [
        f"{name}: {result['hostile']} hostile, {result['benign']} benign",
        (f"  recall {result['recall'] * 100:.1f}%  false positives {result['false_positive_rate'] * 100:.1f}% "
         f"({len(result['misses'])} missed, {len(result['false_positives'])} wrongly blocked)"),
        (f"  throughput {result['chars'] / max(result['seconds'], 1e-9) / 1024:.0f} KiB/s "
         f"({result['chars']:,} chars in {result['seconds'] * 1000:.0f} ms)"),
    ]
    lines += _table("recall by class", result["recall_by_class"])
    lines += _table("recall by language", result["recall_by_language"])
    lines += _table("false positives by kind", result["false_positive_rate_by_kind"])
    lines += _table("false positives by language", result["false_positive_rate_by_language"])
    for text, label, lang in result["misses"]:
        lines.append(f"  MISS [{label}/{lang}] {str(text)[:160]!r}")
    for text, label, lang, findings in result["false_positives"]:
        lines.append(f"  FALSE POSITIVE [{label}/{lang}] {text[:120]!r} -> "
                     f"{'; '.join(f'{f.category}: {f.reason}' for f in findings)[:200]}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    for name in argv:
        module = load(name)
        print(report(name, evaluate(module.HOSTILE, module.BENIGN)))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
