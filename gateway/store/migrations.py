"""The state.db schema as forward-only migrations; `PRAGMA user_version` is the applied count."""

from __future__ import annotations

MIGRATIONS: list[str] = [
    # v1
    """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        key TEXT NOT NULL,
        platform TEXT NOT NULL,
        chat_id TEXT NOT NULL,
        started_at REAL NOT NULL,
        ended_at REAL,
        end_reason TEXT,
        turns INTEGER NOT NULL DEFAULT 0,
        prompt_tokens INTEGER NOT NULL DEFAULT 0,
        completion_tokens INTEGER NOT NULL DEFAULT 0,
        last_prompt_tokens INTEGER,
        history_start INTEGER NOT NULL DEFAULT 0,
        system_prompt TEXT,
        boot_id TEXT
    );
    CREATE INDEX sessions_by_key ON sessions(key, ended_at);
    CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES sessions(id),
        inbox_id INTEGER,
        role TEXT NOT NULL,
        content TEXT,
        tool_calls TEXT,
        tool_call_id TEXT,
        name TEXT,
        user_id TEXT,
        created_at REAL NOT NULL
    );
    CREATE INDEX messages_by_session ON messages(session_id, id);
    CREATE INDEX messages_by_inbox ON messages(inbox_id);
    CREATE VIRTUAL TABLE messages_fts USING fts5(
        content, content='messages', content_rowid='id'
    );
    CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN
        INSERT INTO messages_fts(rowid, content) VALUES (new.id, coalesce(new.content, ''));
    END;
    CREATE TRIGGER messages_ad AFTER DELETE ON messages BEGIN
        INSERT INTO messages_fts(messages_fts, rowid, content)
        VALUES ('delete', old.id, coalesce(old.content, ''));
    END;
    CREATE TRIGGER messages_au AFTER UPDATE OF content ON messages BEGIN
        INSERT INTO messages_fts(messages_fts, rowid, content)
        VALUES ('delete', old.id, coalesce(old.content, ''));
        INSERT INTO messages_fts(rowid, content) VALUES (new.id, coalesce(new.content, ''));
    END;
    CREATE TABLE inbox (
        id INTEGER PRIMARY KEY,
        platform TEXT NOT NULL,
        external_id TEXT NOT NULL,
        session_key TEXT NOT NULL,
        payload TEXT NOT NULL,
        received_at REAL NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending',
        reply TEXT,
        delivered_chunks INTEGER NOT NULL DEFAULT 0,
        finished_at REAL,
        UNIQUE(platform, external_id)
    );
    CREATE INDEX inbox_by_state ON inbox(state, id);
    CREATE TABLE usage (
        id INTEGER PRIMARY KEY,
        ts REAL NOT NULL,
        task TEXT NOT NULL,
        session_id TEXT,
        model TEXT,
        prompt_tokens INTEGER NOT NULL DEFAULT 0,
        completion_tokens INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX usage_by_ts ON usage(ts, task);
    """,
    # v2: background review bookkeeping
    """
    ALTER TABLE sessions ADD COLUMN reviewed_turns INTEGER NOT NULL DEFAULT 0;
    """,
    # v3: skill telemetry (kept here, not in a sidecar file that can be lost)
    """
    CREATE TABLE skill_usage (
        name TEXT PRIMARY KEY,
        created_at REAL NOT NULL,
        created_by TEXT NOT NULL DEFAULT 'user',
        state TEXT NOT NULL DEFAULT 'active',
        pinned INTEGER NOT NULL DEFAULT 0,
        view_count INTEGER NOT NULL DEFAULT 0,
        use_count INTEGER NOT NULL DEFAULT 0,
        patch_count INTEGER NOT NULL DEFAULT 0,
        last_viewed_at REAL,
        last_used_at REAL,
        last_patched_at REAL,
        state_changed_at REAL
    );
    """,
    # v4: scheduled prompts
    """
    CREATE TABLE cron_jobs (
        id INTEGER PRIMARY KEY,
        schedule TEXT NOT NULL,
        prompt TEXT NOT NULL,
        skills TEXT NOT NULL DEFAULT '[]',
        platform TEXT NOT NULL,
        chat_id TEXT NOT NULL,
        thread_id TEXT,
        paused INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL,
        last_run_at REAL
    );
    """,
    # v5: CJK search (trigram index over messages that contain CJK) and the learning journal
    """
    CREATE VIRTUAL TABLE messages_cjk USING fts5(content, content='messages', content_rowid='id', tokenize='trigram');
    CREATE TRIGGER messages_cjk_ai AFTER INSERT ON messages WHEN new.content GLOB '*[一-鿿㐀-䶿ぁ-ヿ가-힯]*' BEGIN
        INSERT INTO messages_cjk(rowid, content) VALUES (new.id, new.content);
    END;
    CREATE TRIGGER messages_cjk_ad AFTER DELETE ON messages WHEN old.content GLOB '*[一-鿿㐀-䶿ぁ-ヿ가-힯]*' BEGIN
        INSERT INTO messages_cjk(messages_cjk, rowid, content) VALUES ('delete', old.id, old.content);
    END;
    INSERT INTO messages_cjk(rowid, content)
        SELECT id, content FROM messages WHERE content GLOB '*[一-鿿㐀-䶿ぁ-ヿ가-힯]*';
    CREATE TABLE journal (
        id INTEGER PRIMARY KEY,
        ts REAL NOT NULL,
        kind TEXT NOT NULL,
        subject TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT,
        origin TEXT
    );
    CREATE INDEX journal_by_ts ON journal(ts);
    """,
    # v6: how a stored reply is shown after a restart (the model's Markdown or the gateway's own text)
    """
    ALTER TABLE inbox ADD COLUMN reply_kind TEXT NOT NULL DEFAULT 'reply';
    """,
    # v7: why a session's turns count as reviewed without a finished review (skipped: budget, failures)
    """
    ALTER TABLE sessions ADD COLUMN review_note TEXT;
    """,
    # v8: platform events that could not be parsed, kept raw for `hermes doctor` (never replayed)
    """
    CREATE TABLE unparseable (
        id INTEGER PRIMARY KEY,
        ts REAL NOT NULL,
        platform TEXT NOT NULL,
        raw TEXT NOT NULL,
        reason TEXT NOT NULL
    );
    """,
    # v9: how often a message was taken up for answering (a message that keeps killing the daemon is set aside)
    """
    ALTER TABLE inbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
    """,
    # v10: approved MCP tool calls; the state is written before the call runs, so none runs twice
    """
    CREATE TABLE mcp_calls (
        id TEXT PRIMARY KEY,
        server TEXT NOT NULL,
        tool TEXT NOT NULL,
        arguments TEXT NOT NULL,
        source TEXT NOT NULL,
        state TEXT NOT NULL,
        decided_by TEXT,
        result TEXT,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        reported INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX mcp_calls_by_state ON mcp_calls(state, reported);
    """,
    # v11: files that came with messages. A row per (message, file): downloaded once, the stored file's
    # name under media/ (or why it could not be read); a user message names the images it showed the model.
    """
    CREATE TABLE media (
        id INTEGER PRIMARY KEY,
        platform TEXT NOT NULL,
        external_id TEXT NOT NULL,
        idx INTEGER NOT NULL,
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        mime TEXT,
        state TEXT NOT NULL,
        file TEXT,
        size INTEGER,
        sha256 TEXT,
        error TEXT,
        transcript TEXT,
        created_at REAL NOT NULL,
        UNIQUE(platform, external_id, idx)
    );
    ALTER TABLE messages ADD COLUMN attachments TEXT;
    """,
]
