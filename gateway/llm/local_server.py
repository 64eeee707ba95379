"""The embedded model's child process: one GGUF behind llama.cpp's OpenAI-compatible server.

    python -m gateway.llm.local_server --model PATH --port N [--ctx 4096] [--threads N]

The daemon runs this as a supervised child (`gateway.llm.local_model.LocalModelServer`).
llama.cpp's own C++ server, from the prebuilt `xllamacpp` wheel (no compiler needed), listens
on 127.0.0.1:N; this module only configures it, reports its progress on stdout in lines the
daemon recognises, and stops it on SIGTERM or when the daemon is gone.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import signal
import sys
import threading
import time

PROGRESS = "hermes-local: "  # a line the daemon shows the person waiting; every other line is log


def progress(text: str) -> None:
    print(f"{PROGRESS}{text}", flush=True)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m gateway.llm.local_server")
    parser.add_argument("--model", required=True, help="a .gguf file")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--ctx", type=int, default=4096, help="context window in tokens")
    parser.add_argument("--threads", type=int, default=-1, help="CPU threads (-1: llama.cpp's choice)")
    # A tiny model can ramble until the context is full; a turn should end long before.
    parser.add_argument("--max-tokens", type=int, default=1024, help="longest answer, in tokens")
    return parser.parse_args(argv)


def serve(args: argparse.Namespace, parent: int) -> int:
    # llama.cpp's CPU build uses OpenMP, whose threads spin while they wait for each other; on a
    # shared 2-core machine a descheduled spinner slowed generation from ~30 to ~1.5 tokens/s.
    # libgomp reads this once, when xllamacpp loads it, so it is set before the import.
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    try:
        import xllamacpp
    except (ImportError, OSError) as exc:  # the wheel links the system's libgomp.so.1
        print(f"could not load llama.cpp (xllamacpp): {exc} (Debian/Ubuntu: apt install libgomp1)", file=sys.stderr)
        return 3

    params = xllamacpp.CommonParams()
    params.model.path = args.model
    params.hostnames = [args.host]
    params.port = args.port
    params.n_ctx = args.ctx
    params.n_predict = args.max_tokens
    params.n_parallel = 1
    params.cpuparams.n_threads = args.threads
    params.cpuparams_batch.n_threads = args.threads
    params.use_jinja = True  # the GGUF's own chat template, with llama.cpp's tool-call parsing
    params.ui = False

    size_mb = os.path.getsize(args.model) / 1e6
    progress(f"loading {os.path.basename(args.model)} ({size_mb:.0f} MB, context {args.ctx} tokens)")
    started = time.monotonic()
    try:
        server = xllamacpp.Server(params)  # returns once the model is loaded, warmed up and listening
    except RuntimeError as exc:  # llama.cpp said why just above, in its own log lines
        print(f"could not serve {args.model}: {exc}", file=sys.stderr, flush=True)
        return 4
    progress(f"model loaded in {time.monotonic() - started:.1f} s; serving on {server.listening_address}")

    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    # An orphaned server would hold the model's memory forever: leave when the daemon is gone,
    # even if it was killed without a chance to stop us (and even while we were loading).
    while not stop.wait(1.0):
        if os.getppid() != parent:
            break
    del server  # llama.cpp's destructor stops the HTTP server and frees the model
    return 0


def main(argv: list[str] | None = None) -> int:
    parent = os.getppid()  # now, before a load during which the daemon may die
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if not os.path.isfile(args.model):
        print(f"no such model file: {args.model}", file=sys.stderr)
        return 2
    if importlib.util.find_spec("xllamacpp") is None:
        print("the local model needs xllamacpp: pip install 'hermes-gateway[local]'", file=sys.stderr)
        return 3
    return serve(args, parent)


if __name__ == "__main__":
    sys.exit(main())
