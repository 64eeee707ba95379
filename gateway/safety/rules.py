"""The rule table: which concepts, found together in one clause, make text hostile.

Most rules pair two concepts from the multilingual lexicon ("ignore" + "instructions",
"reveal" + "system prompt", "send" + an outside address) in either order, because verbs come
last in Japanese, Korean, Turkish, Hindi or Persian. A clause is the stretch of text without
a sentence end, semicolon or line break, so far-apart words in unrelated sentences never
pair up. Rules for shell payloads are plain patterns.

Every pattern is re2 syntax (linear-time matching, no backtracking). A rule that hits is run
again to find where, for the context checks (negation, quotation, defensive talk; context.py).
Each multilingual rule has anchors: those of its concepts whose literal openings are known;
match.py runs the rule only where all of them occur.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from gateway.safety.lexicon import AFTER, BEFORE, NOT_WORD, WORD_CHARS, Concept, concept

# One character that stays inside a clause: a full stop only ends one before a space.
# A question mark inside a URL ("?ref=") does not end one either.
_CL = r"(?:[^.!?;\n。！？؟।]|[.?][^\s.!?;]|\.{2,}[^\s.!?;])"  # "...": an ellipsis inside a placeholder
_CL_SEP = rf"(?:[^{WORD_CHARS}.!?;\n。！？؟।]|[.?][^\s{WORD_CHARS}.!?;])"
# Up to three words, for phrases that belong together ("without any safety filters").
_NEAR = r"(?:[^\s.!?;。！？]+[ \t_\-]+){0,3}"
_NEAR_CJK = r"[^.!?;\n。！？]{0,24}"


def raw(name: str, pattern: str, within: tuple[str, ...] = ()) -> Concept:
    """A concept written directly in re2 syntax, matched anywhere. `within`: plain strings one
    of which every match contains (its anchors, see the module doc); none when unknown."""
    leads = ("", "|".join(re.escape(w) for w in within)) if within else None
    return Concept(name, "", pattern, leads)


def union(name: str, *parts: Concept) -> Concept:
    spaced = "|".join(p.spaced for p in parts if p.spaced)
    unspaced = "|".join(p.unspaced for p in parts if p.unspaced)
    leads = None
    if all(p.leads for p in parts):
        leads = ("|".join(p.leads[0] for p in parts if p.leads and p.leads[0]),
                 "|".join(p.leads[1] for p in parts if p.leads and p.leads[1]))
    return Concept(name, spaced, unspaced, leads)


# The anchors of each multilingual pattern (see the module doc), by pattern text.
_ANCHORS: dict[str, tuple[Concept, ...]] = {}


def _anchors(*concepts: Concept) -> tuple[Concept, ...]:
    return tuple(c for c in concepts if c.leads and (c.leads[0] or c.leads[1]))


def anchors_of(pattern: str) -> tuple[Concept, ...]:
    """Concepts one of whose openings every match of `pattern` contains (none when unknown)."""
    return _ANCHORS.get(pattern, ())


def alone(c: Concept) -> str:
    """A concept as a rule pattern on its own."""
    pattern = c.alone
    _ANCHORS[pattern] = _anchors(c)
    return pattern


def _first(c: Concept) -> str:
    parts = []
    if c.spaced:
        parts.append(f"{BEFORE}(?:{c.spaced}){NOT_WORD}")
    if c.unspaced:
        parts.append(f"(?:{c.unspaced})")
    return "(?:" + "|".join(parts) + ")"


def _second(c: Concept, near: bool) -> str:
    parts = []
    if c.spaced:
        gap = _NEAR if near else f"(?:{_CL}*{_CL_SEP})?"
        parts.append(f"{gap}(?:{c.spaced}){AFTER}")
    if c.unspaced:
        gap = _NEAR_CJK if near else f"{_CL}*"
        parts.append(f"{gap}(?:{c.unspaced})")
    return "(?:" + "|".join(parts) + ")"


def pair(a: Concept, b: Concept, near: bool = False, ordered: bool = False) -> str:
    """a and b in one clause (or within three words when `near`), in either order."""
    forward = _first(a) + _second(b, near)
    pattern = forward if ordered else f"{forward}|{_first(b)}{_second(a, near)}"
    _ANCHORS[pattern] = _anchors(a, b)
    return pattern


@dataclass(frozen=True)
class Rule:
    category: str
    reason: str
    pattern: str
    requires: Concept | None = None  # must also appear in the clause (or sentence, see `scope`)
    scope: str = "clause"  # clause | sentence | near | text: the window `requires` and `unless` look in
    unless: tuple[Concept, ...] = ()  # none of these may appear in the window
    unless_in_match: tuple[Concept, ...] = ()  # none of these inside the matched text
    negatable: Concept | None = None  # the verb; a negation just before it ("never print") clears the match
    mention: bool = False  # a quoted phrase after "like", "such as", ... is talk about an attack, not one
    # The user's own earlier wish ("forget my previous instruction about tables") clears a match
    # when `own` appears in or just before it, unless `foreign` (the model's or operator's rules:
    # "your", "system", "all previous") appears there too.
    own: Concept | None = None
    foreign: Concept | None = None  # looked for around the user's own phrase
    foreign_anywhere: Concept | None = None  # and inside it too ("the instructions in system_prompt.md")

    @property
    def checked(self) -> bool:
        return bool(self.requires or self.unless or self.unless_in_match or self.negatable or self.mention or self.own)


C = concept
DEST = raw("dest", r"(?:https?|s?ftps?|wss?)://[^\s)\]>\"'`]+|[\w.+-]+@[\w-]+\.[\w.-]+|\bwebhook|\bpaste(?:bin)?\b|\brequestbin|\bngrok|"
                   r"\bpipedream|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[a-z0-9-]+\.(?:test|example|com|net|org|io|ru|cn|xyz|top|"
                   r"site|app|dev|me|info|biz|cc|tk)\b|\b[a-z0-9_]*_url\b")
SECRET_PATHS = raw("secret_path", r"\.ssh/id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?(?:$|[^\w.]|\.(?:$|[^\w]))|\.aws/cred|\.netrc\b|"
                                  r"\.pgpass\b|\.git-credentials|\.docker/config\.json|\.kube/config|/etc/g?shadow\b|"
                                  r"\.npmrc\b|\.pypirc\b|credentials\.json|wallet\.dat|/proc/self/environ")
# A project's .env is read by its own tooling every day; it counts as a secret file only
# where no dotenv/getenv/.gitignore talk explains the read (see the rule).
ENV_PATHS = raw("env_path", r"(?:^|[^\w.])\.env(?:$|[^\w.]|\.(?:local|prod|production)\b)")
AI_CONTEXT = raw("ai_context", r"\b(?:assistants?|models?|ais?|gpt|llms?|chatbots?|bots?|version|developers?|admin\w*|operators?|"
                               r"guidelines|restrictions|safety)\b")
INSTALLERS = raw("installers", r"sh\.rustup\.rs|get\.docker\.com|install\.python-poetry\.org|astral\.sh/uv|deno\.land/install|"
                               r"bun\.sh/install|raw\.githubusercontent\.com/(?:homebrew|nvm-sh|ohmyzsh)/")


@cache
def rules() -> tuple[Rule, ...]:
    defensive = C("defensive")
    secret_file = union("secret_file", SECRET_PATHS, C("secret_file"))
    env_file = union("env_file", ENV_PATHS, C("env_file"))
    any_secret_file = union("any_secret_file", secret_file, env_file)
    # Manipulation rules are cleared by talk about scams only: "warn the user that their
    # card was flagged" and "suspicious activity on their account" are the scam itself.
    scams = C("about_scams")
    memory = union("memory", C("memfiles"), C("this_note"), raw("mem", r"memory|memoria|mémoire|gedächtnis|память|记忆|メモリ|메모리"))
    update_ctx = union("update_ctx", AI_CONTEXT, C("new_policy"), C("updated"), C("restrictions"), C("sysprompt"))
    # For a "new policy" notice: about the assistant, not an office memo.
    policy_ctx = union("policy_ctx", AI_CONTEXT, C("updated"), C("restrictions"), C("sysprompt"), C("instructions"))
    void = union("void", C("lifted"), C("void"))
    shell_write = raw("shell_write", r">>|\btee\b|ssh-(?:rsa|ed25519|dss)\s+aaaa|ecdsa-sha2|sk-ssh-ed25519")
    dns = raw("dns", r"\bnslookup\b|\bdig\b|\bresolve\b|\bdns\b")
    steal = raw("steal", r"\b(?:exfiltrate|steal|smuggle)\b|ex\s*fil\s*trate", within=("fil", "steal", "smuggle"))
    include = raw("include", r"\b(?:include|append|add|attach|insert|put|paste|embed)\b")
    return (
        # ---- instruction override ----
        Rule("injection", "asks to ignore its instructions or the system prompt", pair(C("ignore"), C("instructions")),
             unless=(defensive,), own=C("own_instr"),
             foreign=union("foreign", C("foreign"), C("safety"), C("ethics")),
             foreign_anywhere=union("system_rules", C("sysprompt"), C("memfiles"), raw("system", r"system|soul\.md|agents\.md")),
             negatable=C("ignore"), mention=True),
        Rule("injection", "declares its instructions void", pair(union("rules_told", C("instructions"), C("sysprompt")), void),
             requires=union("whose_rules", AI_CONTEXT, C("sysprompt"), C("authority"), C("foreign")), unless=(defensive,),
             mention=True),
        Rule("injection", "claims authority over the operator's rules", alone(C("only_rule")),
             unless=(defensive,), scope="sentence", mention=True),
        Rule("injection", "asks to set its instructions aside", alone(C("set_aside")), unless=(defensive,),
             own=C("own_instr"), foreign=union("foreign", C("foreign"), C("safety"), C("ethics")),
             foreign_anywhere=union("system_rules", C("sysprompt"), C("memfiles"), raw("system", r"system|soul\.md|agents\.md")),
             negatable=C("set_aside"), mention=True),
        Rule("injection", "tells it to obey this note alone", pair(C("only"), C("this_note"), near=True),
             requires=C("obey"), negatable=C("only")),
        Rule("injection", "tries to replace the system prompt",
             r"system\s*(?:prompt\s*)?override|override\s+(?:the\s+|your\s+)?system\s+prompt|"
             r"(?:update|replace|overwrite|rewrite|change)\s+(?:your|the)\s+system\s+prompt|new\s+system\s+prompt\s*[:：]"),
        Rule("injection", "asks to forget everything it was told",
             r"\b(?:ignore|disregard|forget)\s+(?:about\s+)?(?:everything|all(?:\s+of\s+it)?|anything)\s+"
             r"(?:(?:that\s+)?(?:you(?:'ve|\s+have|\s+were)?|the\s+\w+|your\s+\w+)\s+(?:been\s+)?(?:told|said|gave|taught|instructed)|"
             r"above|before|previously|prior|so\s+far|until\s+now)", negatable=C("ignore")),
        Rule("injection", "contains chat-template control tokens",
             r"<\|im_start\|>|<\|im_end\|>|<\|system\|>|<\|endoftext\|>|\[/?inst\]|<<\s*sys\s*>>|</?system>"),
        Rule("injection", "injects new instructions", r"\bnew\s+(?:system\s+)?(?:instructions|rules|directives)\s*[:：]"),
        # ---- persona switch ----
        Rule("persona", "asks the model to play an unrestricted persona", pair(C("pretend"), C("unrestricted")),
             unless=(defensive, C("device")), negatable=C("pretend"), mention=True),
        Rule("persona", "uses a known jailbreak persona",
             r"\byou(?:\s+are|'re)\s+now\s+dan\b|\byou(?:\s+are|'re)\s+dan\s+now\b|\bdo\s+anything\s+now\b|"
             r"\bdan\b[^.\n]{0,40}\b(?:has\s+no\s+(?:rules|guidelines|restrictions|limits|filters)|never\s+(?:says\s+no|refuses|declines))|"
             r"\b(?:enable|activate|turn\s+on|switch\s+to|enter)\s+(?:the\s+)?developer\s+mode|"
             r"\b(?:developer|dan|jailbreak|god|unrestricted)\s+mode\s+(?:is\s+)?(?:enabled|activated|on)\b|"
             r"jailbroken\s+version\s+of\s+yourself|\bevil\s+twin\b", unless=(defensive, C("device")), mention=True),
        # ---- system prompt disclosure ----
        Rule("reveal", "asks to reveal the system prompt or hidden rules", pair(C("reveal"), C("sysprompt")),
             unless=(defensive,), negatable=C("reveal"), mention=True),
        Rule("reveal", "asks to disclose memory or configuration to others", pair(C("reveal"), C("memfiles")),
             requires=C("audience"), scope="sentence", negatable=C("reveal")),
        Rule("reveal", "asks to put the system prompt into every reply", pair(union("put", C("reveal"), include), C("sysprompt")),
             requires=C("every_reply"), scope="sentence", negatable=union("put", C("reveal"), include)),
        Rule("reveal", "asks to disclose secrets it can see", pair(C("reveal"), C("secret")),
             requires=C("visible"), negatable=C("reveal"), unless=(defensive,)),
        Rule("reveal", "asks to repeat the text above the conversation",
             r"\b(?:repeat|print|output|copy|recite|echo)\w*\s+(?:back\s+)?(?:the\s+|all\s+)?(?:text|words|content|everything|lines)\s+"
             r"(?:above|before|preceding)\s+(?:this|the)\s+(?:conversation|chat|line|message)|starting\s+(?:from|with)\s+['\"“]you\s+are"),
        # ---- safety removal ----
        Rule("nosafety", "asks to answer without safety filters", pair(C("without"), C("safety"), near=True),
             unless=(defensive,), negatable=C("without")),
        Rule("nosafety", "asks to drop safety rules or ethics",
             pair(union("drop", C("ignore"), C("disable")), union("safety_or_ethics", C("safety"), C("ethics"))),
             unless=(defensive,), negatable=union("drop", C("ignore"), C("disable"))),
        Rule("nosafety", "declares the safety rules void", pair(union("rules", C("safety"), C("ethics")), C("not_apply"), near=True),
             unless=(defensive,)),
        Rule("nosafety", "asks to comply with every request without limits",
             pair(C("comply_all"), union("no_limits", C("no_limits"), C("unrestricted"))), unless=(defensive,),
             negatable=C("comply_all")),
        Rule("nosafety", "declares the assistant free of its rules", alone(C("now_unrestricted")),
             requires=C("assistant_subject"), unless=(defensive,), negatable=C("now_unrestricted")),
        Rule("nosafety", "asks to answer as if it had no rules",
             r"\bas\s+if\s+you\s+(?:had|have|were\s+under)\s+no\s+(?:\w+\s+)?(?:guidelines|rules|restrictions|filters|limits|policies|constraints)"),
        Rule("nosafety", "switches safety off",
             r"safety\s+(?:mode|filters?)\s*[:=]?\s*(?:off|disabled|false)\b|\byou\s+are\s+(?:now\s+)?(?:uncensored|unfiltered|unrestricted)\b",
             unless=(defensive,)),
        # ---- fake authority / update notices ----
        Rule("fake_update", "claims the model was updated and its rules changed", alone(C("updated")),
             requires=update_ctx, scope="near"),
        Rule("fake_update", "announces that restrictions were lifted", pair(C("restrictions"), C("lifted")),
             requires=update_ctx, scope="sentence", unless=(defensive,)),
        Rule("fake_update", "announces a new policy for the assistant", pair(C("new_policy"), C("effective")),
             requires=policy_ctx, scope="near", unless=(defensive,)),
        Rule("fake_update", "grants the writer administrator trust", alone(C("grant"))),
        Rule("fake_update", "claims a new permission to disclose secrets or its prompt",
             pair(raw("permitted", r"\byou\s+(?:may|can)\s+now\b|\byou\s+are\s+(?:now\s+)?(?:allowed|permitted|authori[sz]ed)\s+to\b|"
                                   r"\bit\s+is\s+(?:now\s+)?(?:ok|okay|fine|allowed)\s+to\b"), union("disclosable", C("secret"), C("sysprompt"))),
             requires=union("disclose", C("reveal"), C("send")), unless=(defensive,)),
        Rule("fake_update", "asks to treat someone's notes as the administrator's", pair(C("treat"), C("admin_as")),
             requires=raw("whose", r"\b(?:user|notes|messages|requests|them|their)\b"), scope="sentence"),
        Rule("approval_bypass", "asks to act without the user's confirmation", alone(C("no_confirm")),
             requires=C("action_ctx"), scope="sentence", negatable=C("no_confirm"), unless=(defensive,)),
        Rule("approval_bypass", "turns off confirmation prompts", pair(C("disable"), C("confirmation")),
             unless=(defensive,), negatable=C("disable")),
        # ---- execute untrusted content ----
        Rule("execute", "asks to decode hidden text and act on it", pair(C("decode"), C("execute")),
             unless=(defensive,), negatable=C("execute")),
        Rule("execute", "asks to translate text and execute it as instructions", pair(C("translate"), C("execute")),
             requires=union("orders", C("instructions"), C("as_instructions")), unless=(defensive,), negatable=C("execute")),
        Rule("execute", "treats outside content as instructions", alone(C("as_instructions")),
             requires=C("source"), unless=(defensive,), negatable=C("as_instructions")),
        Rule("execute", "asks to obey any command found in content", alone(C("exec_any")),
             unless=(defensive,), negatable=C("exec_any")),
        Rule("execute", "asks to obey instructions found anywhere in content", pair(C("execute"), C("any_embedded")),
             unless=(defensive,), negatable=C("execute")),
        Rule("execute", "asks to carry out instructions that content contains", pair(C("content_has_instr"), C("execute")),
             unless=(defensive,), negatable=C("execute")),
        Rule("execute", "asks to fetch instructions from the web and follow them",
             r"\b(?:fetch|download|load|read|open|visit|get|curl)\b[^.\n]*https?://[^\s]*[^.\n]*\b(?:and|then)\s+(?:follow|obey|execute|run|apply)\s+"
             r"(?:it|them|the\s+(?:rules|instructions|commands|directives))|"
             r"\b(?:follow|obey|execute|apply)\s+(?:the\s+)?(?:rules|instructions|commands|directives)\s+(?:at|from|in)\s+https?://"),
        Rule("execute", "plants an instruction for a later reader",
             r"\bwhen(?:ever)?\s+you\s+(?:read|see|load)\s+this\b[^.\n]*\b(?:execute|run|send|delete|forward|upload|obey)"),
        Rule("execute", "treats content as if it came from the operator", alone(C("as_if_authority")), unless=(defensive,)),
        # ---- secrets ----
        Rule("secrets", "asks to read or print a secret file", pair(union("open", C("read"), C("reveal")), secret_file),
             unless=(defensive,), negatable=union("open", C("read"), C("reveal"))),
        Rule("secrets", "asks to read or print the environment's secrets", pair(union("open", C("read"), C("reveal")), env_file),
             unless=(defensive, C("dev_env")), negatable=union("open", C("read"), C("reveal"))),
        Rule("secrets", "asks to collect secrets", pair(C("collect"), C("secret")),
             requires=union("disclose", C("reveal"), C("store"), C("send"), C("every_reply")), scope="sentence",
             unless=(defensive,), negatable=C("collect")),
        Rule("secrets", "asks to print secrets into the chat",
             r"\b(?:print|paste|output|include|list|show|reveal|dump|echo)\w*\s+(?:all\s+|every\s+|the\s+|any\s+)?(?:[\w'-]+\s+){0,3}"
             r"(?:api\s*keys?|tokens|passwords|credentials|secrets|private\s+keys?)\s+(?:in|into|at\s+the\s+end\s+of|to)\s+"
             r"(?:the\s+|your\s+|each\s+|every\s+)?(?:chat|reply|replies|answer|response|output|message)",
             negatable=C("reveal")),
        Rule("secrets", "asks to put secrets into its replies", pair(union("put", C("reveal"), include), C("secret")),
             requires=union("replies", C("every_reply"), C("reply")), scope="sentence",
             negatable=union("put", C("reveal"), include), unless=(defensive,)),
        Rule("secrets", "asks to store secrets in memory", pair(C("secret"), C("store")), requires=memory,
             negatable=C("store")),
        Rule("secrets", "asks the user for credentials under a pretext", pair(C("ask_user_for"), C("secret")),
             requires=union("pretext", DEST, C("scare"), C("urgency")), scope="sentence", unless=(scams,),
             negatable=C("ask_user_for")),
        Rule("secrets", "tells the user a scare story to get their credentials", alone(C("scare")),
             requires=union("then_ask", C("ask_user_for"), C("secret"), DEST,
                            raw("pay", r"\b(?:install|download|call|pay|buy|wire|transfer|visit|click)\b")),
             scope="sentence", unless=(scams,)),
        # ---- exfiltration ----
        Rule("exfiltration", "sends data to an outside address", pair(C("send"), DEST),
             requires=union("payload", C("data"), C("secret"), any_secret_file, raw("key_dirs", r"~/\.ssh\b|\.gnupg\b|\.aws\b")),
             unless=(defensive,), negatable=C("send")),
        Rule("markdown_exfiltration", "asks to put data into link URLs",
             pair(C("put_in"),
                  union("url_param", C("link_param"),
                        raw("param_name", r"\bas\s+an?\s+(?:[?&]?[\w-]+=?\s+)?(?:query\s+)?(?:parameter|param)\b|[?&][\w-]+=\s+(?:parameter|param)\b|"
                                          r"[?&][\w-]+=(?:\s|$)"))),
             requires=union("leakable", C("data"), C("secret"), C("memfiles")), unless=(defensive,)),
        Rule("exfiltration", "uploads files or secrets with a network tool",
             r"\b(?:curl|wget|https?ie|invoke-webrequest|invoke-restmethod|iwr|irm)\b[^\n]*(?:\s-d\s*|\s--data(?:-binary|-raw|-urlencode)?[\s=]|"
             r"\s-f\s*\S*=?@|\s--form[\s=]|\s-t\s*|\s--upload-file[\s=]|--post-data[\s=]|--post-file[\s=]|\s-body\s)[^\n]*"
             r"(?:@|\$\(|\$\{?[a-z_]*(?:key|token|secret|pass|cred|auth)|memory\.md|user\.md|\.env\b|credentials|id_rsa|id_ed25519|shadow|\.netrc|history)"),
        Rule("exfiltration", "puts a secret variable into a URL",
             r"https?://[^\s\"'<>)]*[?&=/][^\s\"'<>)]*\$\{?[a-z_]*(?:key|token|secret|pass(?:word)?|cred\w*|auth\w*)"),
        Rule("exfiltration", "pipes secrets into a network tool",
             r"(?:\bprintenv\b|\benv\b|echo\s+[^\n|]*\$\{?[a-z_]*(?:key|token|secret|pass|cred)|"
             r"\bcat\s+[^\n|]*(?:\.ssh/id_|\.aws/cred|\.env\b|\.netrc|/etc/shadow|\.git-credentials))[^\n|]*\|\s*(?:\S+\s+)*"
             r"(?:curl|wget|nc|ncat|netcat|socat|telnet|openssl)\b"),
        Rule("exfiltration", "leaks secrets through DNS lookups", pair(dns, C("secret"))),
        Rule("exfiltration", "leaks data through DNS lookups",
             pair(raw("dns_query", r"\bnslookup\b|\bdig\s+\S|\bdns\s+(?:lookups?|quer(?:y|ies)|requests?|names?|labels?)\b|\bsub-?domains?\b"),
                  union("dns_payload", C("data"), C("secret"), C("memfiles")))),
        Rule("exfiltration", "opens a URL with the user's data appended",
             pair(raw("open_param", r"https?://[^\s)\]>\"'`]*[?&/][\w.\-]*=(?:[\s)\]>\"'`,]|$)"),
                  union("url_payload", C("data"), C("secret"), C("memfiles"))), unless=(defensive,)),
        Rule("exfiltration", "puts conversation or secrets into a URL placeholder",
             r"https?://[^\s\"'<>)]*\?[^\s\"']*=(?:\{\{?|<|\[|%|\$\{?)[^\s}>\]%]{0,40}"
             r"(?:memor|histor|conversation|chat|transcript|messages|passw|secret|token|api_?key|credential|cookie|session|prompt|context|summary)"),
        Rule("exfiltration", "packs up credential folders to send them out",
             r"\b(?:tar|zip|7z|rar|gzip|cp|rsync|scp)\b[^\n]*(?:~/\.ssh|\$home/\.ssh|/\.ssh\b|\.aws\b|\.gnupg|\.config/gcloud|\.kube\b|"
             r"\.docker/config|\.netrc|\.git-credentials|/etc/shadow|id_rsa|id_ed25519)",
             requires=raw("upload", r"\b(?:curl|wget)\b[^\n]*(?:\s-f\s|\s-t\s|--upload-file|--data|\s-d\s|--form)|\b(?:scp|rsync|sftp|ftp|nc|ncat)\b[^\n]*\S+:|"
                                    r"\bupload|https?://|\bexfil"), scope="text"),
        Rule("exfiltration", "copies secret files to another machine",
             r"\b(?:scp|rsync|sftp)\b[^\n]*(?:\.ssh/id_(?:rsa|dsa|ecdsa|ed25519)(?:\s|$)|\.aws/cred|\.netrc|/etc/shadow|\.git-credentials)[^\n]*\s\S*@?[\w.-]+:"),
        Rule("exfiltration", "asks to exfiltrate data", pair(steal, union("loot", C("data"), C("secret"), any_secret_file)),
             unless=(scams,), negatable=steal),
        # ---- concealment ----
        Rule("concealment", "asks to hide its actions from the user", pair(C("tell_neg"), C("user"), near=True),
             unless=(defensive,), unless_in_match=(C("user_wants"),), mention=True),
        Rule("concealment", "asks to keep this note secret", alone(C("conceal_self")), unless=(defensive,)),
        Rule("concealment", "asks to do sensitive things silently", pair(C("silently"), C("sensitive_action"), near=True),
             unless=(defensive,)),
        Rule("concealment", "asks to hide warnings or risks from the user", pair(C("omit"), C("risk_info")),
             requires=union("covertly", C("silently"), C("tell_neg"), C("conceal_self"), C("covert")), scope="sentence",
             unless=(defensive,), negatable=C("omit")),
        Rule("concealment", "asks to plant tracking in its replies", alone(C("tracking")),
             requires=union("planted", C("every_reply"), C("silently"), C("hidden_adj"), C("tell_neg")), scope="sentence",
             unless=(defensive,), negatable=C("tracking")),
        Rule("concealment", "asks to deceive the user", alone(C("deceive")), unless=(scams,), negatable=C("deceive"), mention=True),
        Rule("concealment", "asks to keep the user from seeking help", pair(C("discourage"), C("help_source")),
             unless=(scams,), negatable=C("discourage")),
        Rule("concealment", "asks to talk the user out of seeking help", pair(C("advise_not"), C("help_vital")),
             unless=(scams,)),
        Rule("concealment", "asks to cut the user off from people who could help", alone(C("isolate")),
             unless=(scams,), negatable=C("isolate")),
        Rule("concealment", "asks to turn the user against their care", pair(C("persuade"), C("undermine_care")),
             unless=(scams,), negatable=C("persuade")),
        Rule("concealment", "asks to pressure the user into paying", alone(C("push_user_to")), unless=(scams,),
             negatable=C("push_user_to")),
        Rule("concealment", "asks to push a product on the user covertly", alone(C("promote")),
             requires=C("covert"), scope="sentence", unless=(scams,), negatable=C("promote")),
        # ---- backdoors ----
        Rule("backdoor", "writes an SSH key into authorized_keys",
             pair(union("key_write", shell_write, C("store"), raw("add", r"\b(?:add|append|write|insert|put|echo|ekle)\b|añade|ajoute|"
                        r"füge|hinzu|aggiungi|adicione|добав|додай|添加|追加|추가|اضافه|أضف|הוסף|thêm|tambah|lisää|dodaj|přidej|"
                        r"lägg till|tilføj|legg til|voeg")), raw("ak", r"authorized_keys", within=("authorized_keys",)))),
        Rule("backdoor", "weakens the SSH server configuration",
             r"permitrootlogin\s*(?:\S{1,12}\s*)?yes\b|passwordauthentication\s+yes\b|permitemptypasswords\s+yes\b",
             unless=(defensive,), scope="sentence"),
        Rule("backdoor", "grants passwordless root", r"nopasswd\s*:\s*all\b|>>\s*/etc/sudoers|\busermod\s+-a?g\s+(?:sudo|wheel|root)\b",
             unless=(defensive,), scope="sentence"),
        Rule("backdoor", "opens a reverse shell",
             r"/dev/(?:tcp|udp)/|\b(?:nc|ncat|netcat)\b[^\n]*\s-[a-z]*[ec]\s*/?[\w/]*sh\b|\bmkfifo\b[^\n]*\b(?:nc|ncat|netcat|telnet)\b|"
             r"\bsocat\b[^\n]*\b(?:exec|system):|socket[^\n]*connect[^\n]*(?:subprocess|pty\.spawn|dup2|/bin/(?:ba)?sh)"),
        Rule("backdoor", "pipes a downloaded script into a shell",
             r"\b(?:curl|wget|iwr|invoke-webrequest)\b[^\n|]*(?:https?://|\b[a-z0-9-]+\.[a-z]{2,}|\d+\.\d+\.\d+\.\d+)[^\n|]*"
             r"\|\s*(?:sudo\s+)?(?:ba|z|da|k|fi)?sh\b|"
             r"\b(?:curl|wget)\b[^\n|]*(?:https?://|\b[a-z0-9-]+\.[a-z]{2,})[^\n|]*\|\s*(?:sudo\s+)?python\d?\b|(?:ba)?sh\s+(?:-c\s+)?[\"']?\$\(\s*(?:curl|wget)|"
             r"(?:ba)?sh\s+<\(\s*(?:curl|wget)|\biex\b[^\n]*(?:downloadstring|iwr|invoke-webrequest)",
             unless_in_match=(INSTALLERS,)),
        Rule("backdoor", "creates a root-equivalent user", r"\b(?:useradd|adduser)\b[^\n]*\s-u\s*0\b"),
        Rule("backdoor", "installs a malicious scheduled job",
             r"\bcrontab\b[^\n]*(?:curl|wget|\bnc\b|bash\s+-i)|(?:curl|wget)[^\n]*>>?\s*/etc/cron|@reboot[^\n]*(?:curl|wget|bash\s+-i|/dev/tcp)"),
        Rule("backdoor", "makes a setuid shell", r"\bchmod\s+(?:u\+s|4755|\+s)\s+/bin/(?:ba)?sh\b"),
        Rule("encoded", "decodes hidden data and runs it in a shell",
             r"\bbase64\s+(?:-d|--decode|-D)\b[^\n|]*\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b|\bxxd\s+-r[^\n|]*\|\s*(?:ba)?sh\b"),
        # ---- hidden HTML ----
        Rule("hidden_html", "hides text in an HTML comment", r"<!--[^>]*?(?:[^\s>]+\s+){5}"),
        Rule("hidden_html", "hides an HTML element",
             r"<\s*(?:div|span|p|section|font|a|td|table|img|small)\b[^>]*(?:display\s*:\s*none|visibility\s*:\s*hidden|"
             r"font-size\s*:\s*0(?:px|em|pt)?\b|opacity\s*:\s*0(?:\.0+)?\b|\shidden(?:\s|>|=)|color\s*:\s*(?:white|#fff(?:fff)?|transparent)\b)"),
        Rule("hidden_html", "contains executable HTML", r"<\s*(?:script|iframe|object|embed)\b|<\s*meta\s+http-equiv"),
    )
