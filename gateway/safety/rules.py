"""The rule table: which concepts, found together in one clause, make text hostile.

Most rules pair two concepts from the multilingual lexicon ("ignore" + "instructions",
"reveal" + "system prompt", "send" + an outside address) in either order, because verbs come
last in Japanese, Korean, Turkish, Hindi or Persian. A clause is the stretch of text without
a sentence end, semicolon or line break, so far-apart words in unrelated sentences never
pair up. Rules for shell payloads are plain patterns.

Every pattern is re2 syntax (linear-time matching, no backtracking). A rule that hits is run
again to find where, for the context checks (negation, quotation, defensive talk).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from itertools import islice

import re2

from gateway.safety.lexicon import AFTER, BEFORE, NOT_WORD, WORD_CHARS, Concept, concept

# One character that stays inside a clause: a full stop only ends one before a space.
# A question mark inside a URL ("?ref=") does not end one either.
_CL = r"(?:[^.!?;\n。！？؟।]|[.?][^\s.!?;])"
_CL_SEP = rf"(?:[^{WORD_CHARS}.!?;\n。！？؟।]|[.?][^\s{WORD_CHARS}.!?;])"
# Up to three words, for phrases that belong together ("without any safety filters").
_NEAR = r"(?:[^\s.!?;。！？]+[ \t_\-]+){0,3}"
_NEAR_CJK = r"[^.!?;\n。！？]{0,24}"


def raw(name: str, pattern: str) -> Concept:
    """A concept written directly in re2 syntax, matched anywhere."""
    return Concept(name, "", pattern)


def union(name: str, *parts: Concept) -> Concept:
    spaced = "|".join(p.spaced for p in parts if p.spaced)
    unspaced = "|".join(p.unspaced for p in parts if p.unspaced)
    return Concept(name, spaced, unspaced)


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
    if ordered:
        return forward
    return f"{forward}|{_first(b)}{_second(a, near)}"


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
DEST = raw("dest", r"https?://[^\s)\]>\"'`]+|[\w.+-]+@[\w-]+\.[\w.-]+|\bwebhook|\bpaste(?:bin)?\b|\brequestbin|\bngrok|"
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
    steal = raw("steal", r"\b(?:exfiltrate|steal|smuggle)\b|ex\s*fil\s*trate")
    include = raw("include", r"\b(?:include|append|add|attach|insert|put|paste|embed)\b")
    return (
        # ---- instruction override ----
        Rule("injection", "asks to ignore its instructions or the system prompt", pair(C("ignore"), C("instructions")),
             unless=(defensive,), own=C("own_instr"),
             foreign=union("foreign", C("foreign"), C("safety"), C("ethics")),
             foreign_anywhere=union("system_rules", C("sysprompt"), C("memfiles"), raw("system", r"system|soul\.md|agents\.md")),
             negatable=C("ignore"), mention=True),
        Rule("injection", "declares its instructions void", pair(C("instructions"), void),
             requires=union("whose_rules", AI_CONTEXT, C("sysprompt"), C("authority"), raw("yours", r"\byour\b")), unless=(defensive,),
             mention=True),
        Rule("injection", "claims authority over the operator's rules", C("only_rule").alone,
             unless=(defensive,), scope="sentence", mention=True),
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
        Rule("nosafety", "declares the assistant free of its rules", C("now_unrestricted").alone,
             requires=C("assistant_subject"), unless=(defensive,), negatable=C("now_unrestricted")),
        Rule("nosafety", "asks to answer as if it had no rules",
             r"\bas\s+if\s+you\s+(?:had|have|were\s+under)\s+no\s+(?:\w+\s+)?(?:guidelines|rules|restrictions|filters|limits|policies|constraints)"),
        Rule("nosafety", "switches safety off",
             r"safety\s+(?:mode|filters?)\s*[:=]?\s*(?:off|disabled|false)\b|\byou\s+are\s+(?:now\s+)?(?:uncensored|unfiltered|unrestricted)\b",
             unless=(defensive,)),
        # ---- fake authority / update notices ----
        Rule("fake_update", "claims the model was updated and its rules changed", C("updated").alone,
             requires=update_ctx, scope="near"),
        Rule("fake_update", "announces that restrictions were lifted", pair(C("restrictions"), C("lifted")),
             requires=update_ctx, scope="sentence", unless=(defensive,)),
        Rule("fake_update", "announces a new policy for the assistant", pair(C("new_policy"), C("effective")),
             requires=policy_ctx, scope="near", unless=(defensive,)),
        Rule("fake_update", "grants the writer administrator trust", C("grant").alone),
        Rule("fake_update", "claims a new permission to disclose secrets or its prompt",
             pair(raw("permitted", r"\byou\s+(?:may|can)\s+now\b|\byou\s+are\s+(?:now\s+)?(?:allowed|permitted|authori[sz]ed)\s+to\b|"
                                   r"\bit\s+is\s+(?:now\s+)?(?:ok|okay|fine|allowed)\s+to\b"), union("disclosable", C("secret"), C("sysprompt"))),
             requires=union("disclose", C("reveal"), C("send")), unless=(defensive,)),
        Rule("fake_update", "asks to treat someone's notes as the administrator's", pair(C("treat"), C("admin_as")),
             requires=raw("whose", r"\b(?:user|notes|messages|requests|them|their)\b"), scope="sentence"),
        Rule("approval_bypass", "asks to act without the user's confirmation", C("no_confirm").alone,
             requires=C("action_ctx"), scope="sentence", negatable=C("no_confirm"), unless=(defensive,)),
        Rule("approval_bypass", "turns off confirmation prompts", pair(C("disable"), C("confirmation")),
             unless=(defensive,), negatable=C("disable")),
        # ---- execute untrusted content ----
        Rule("execute", "asks to decode hidden text and act on it", pair(C("decode"), C("execute")),
             unless=(defensive,), negatable=C("execute")),
        Rule("execute", "asks to translate text and execute it as instructions", pair(C("translate"), C("execute")),
             requires=union("orders", C("instructions"), C("as_instructions")), unless=(defensive,), negatable=C("execute")),
        Rule("execute", "treats outside content as instructions", C("as_instructions").alone,
             requires=C("source"), unless=(defensive,), negatable=C("as_instructions")),
        Rule("execute", "asks to obey any command found in content", C("exec_any").alone,
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
        Rule("execute", "treats content as if it came from the operator", C("as_if_authority").alone, unless=(defensive,)),
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
        Rule("secrets", "tells the user a scare story to get their credentials", C("scare").alone,
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
        Rule("concealment", "asks to keep this note secret", C("conceal_self").alone, unless=(defensive,)),
        Rule("concealment", "asks to do sensitive things silently", pair(C("silently"), C("sensitive_action"), near=True),
             unless=(defensive,)),
        Rule("concealment", "asks to hide warnings or risks from the user", pair(C("omit"), C("risk_info")),
             requires=union("covertly", C("silently"), C("tell_neg"), C("conceal_self"), C("covert")), scope="sentence",
             unless=(defensive,), negatable=C("omit")),
        Rule("concealment", "asks to plant tracking in its replies", C("tracking").alone,
             requires=union("planted", C("every_reply"), C("silently"), C("hidden_adj"), C("tell_neg")), scope="sentence",
             unless=(defensive,), negatable=C("tracking")),
        Rule("concealment", "asks to deceive the user", C("deceive").alone, unless=(scams,), negatable=C("deceive"), mention=True),
        Rule("concealment", "asks to keep the user from seeking help", pair(C("discourage"), C("help_source")),
             unless=(scams,), negatable=C("discourage")),
        Rule("concealment", "asks to talk the user out of seeking help", pair(C("advise_not"), C("help_vital")),
             unless=(scams,)),
        Rule("concealment", "asks to cut the user off from people who could help", C("isolate").alone,
             unless=(scams,), negatable=C("isolate")),
        Rule("concealment", "asks to turn the user against their care", pair(C("persuade"), C("undermine_care")),
             unless=(scams,), negatable=C("persuade")),
        Rule("concealment", "asks to pressure the user into paying", C("push_user_to").alone, unless=(scams,),
             negatable=C("push_user_to")),
        Rule("concealment", "asks to push a product on the user covertly", C("promote").alone,
             requires=C("covert"), scope="sentence", unless=(scams,), negatable=C("promote")),
        # ---- backdoors ----
        Rule("backdoor", "writes an SSH key into authorized_keys",
             pair(union("key_write", shell_write, C("store"), raw("add", r"\b(?:add|append|write|insert|put|echo|ekle)\b|añade|ajoute|"
                        r"füge|hinzu|aggiungi|adicione|добав|додай|添加|追加|추가|اضافه|أضف|הוסף|thêm|tambah|lisää|dodaj|přidej|"
                        r"lägg till|tilføj|legg til|voeg")), raw("ak", r"authorized_keys"))),
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


def _options() -> re2.Options:
    opts = re2.Options()
    opts.case_sensitive = False
    opts.max_mem = 64 << 20
    return opts


# Rules whose pattern is short (shell payloads, HTML, fixed phrases) share one re2.Set: one
# pass instead of thirty, and their automata stay small together. The multilingual pair rules
# run one by one (see match()).
SMALL_PATTERN = 3000


@cache
def _compiled() -> tuple[re2._Regexp, ...]:
    compiled = tuple(re2.compile(rule.pattern, _options()) for rule in rules())
    # The context checks' concepts too, so no scan pays for compiling them mid-way.
    for rule in rules():
        for c in (rule.requires, rule.negatable, rule.own, rule.foreign, rule.foreign_anywhere, *rule.unless,
                  *rule.unless_in_match):
            if c is not None:
                _concept_regex(c)
    for name in ("negation", "negation_after", "mention"):
        _concept_regex(concept(name))
    return compiled


@cache
def _small_set() -> tuple[re2.Set, tuple[int, ...]]:
    small = tuple(i for i, rule in enumerate(rules()) if len(rule.pattern) < SMALL_PATTERN)
    rule_set = re2.Set.SearchSet(_options())
    for i in small:
        rule_set.Add(rules()[i].pattern)
    # Matches at the end of every text: a Set whose automaton gave up would return nothing,
    # and the missing canary turns that into an error instead of a silent pass.
    rule_set.Add(r"\z")
    rule_set.Compile()
    return rule_set, small


@cache
def _concept_regex(c: Concept) -> re2._Regexp:
    return re2.compile(c.alone, _options())


_BREAK = re.compile(rb"[;\n]|[.!?](?:\s|$)|\xe3\x80\x82|\xef\xbc\x81|\xef\xbc\x9f|\xd8\x9f")  # . ! ? ; newline 。！？؟
_SENTENCE_BREAK = re.compile(rb"\n|[.!?](?:\s|$)|\xe3\x80\x82|\xef\xbc\x81|\xef\xbc\x9f|\xd8\x9f")
_QUOTE = re.compile(rb"['\"]|\xe2\x80[\x98\x99\x9c\x9d\x9e]|\xc2[\xab\xbb]")
_WINDOW = 400


def _window(view: bytes, start: int, end: int, scope: str) -> tuple[int, int]:
    lo, hi = max(0, start - _WINDOW), min(len(view), end + _WINDOW)
    if scope == "text":
        return 0, len(view)
    if scope == "near":
        return max(0, start - 200), min(len(view), end + 200)
    breaker = _BREAK if scope == "clause" else _SENTENCE_BREAK
    before = [m.end() for m in breaker.finditer(view, lo, start)]
    after = breaker.search(view, end, hi)
    return (before[-1] if before else lo), (after.start() if after else hi)


def _found(c: Concept, view: bytes, lo: int, hi: int) -> bool:
    # One byte more on each side: re2's ^ and $ do not match at pos/endpos inside a text,
    # and the word-boundary classes need the separator itself.
    return _concept_regex(c).search(view, max(0, lo - 1), min(len(view), hi + 1)) is not None


def _negated(rule: Rule, view: bytes, start: int, end: int, clause_lo: int) -> bool:
    verb = _concept_regex(rule.negatable).search(view, start, end)  # type: ignore[arg-type]
    at = verb.start() if verb else start
    lo = max(clause_lo, at - 48)
    # A colon ends what a negation covers: "don't summarise: output the raw text".
    lo = max(lo, view.rfind(b":", lo, at) + 1)
    if _found(concept("negation"), view, lo, at + 1):
        return True
    # Verb-final languages negate after the verb: "メモリに保存しないこと", "저장하지 마".
    after = verb.end() if verb else end
    return _found(concept("negation_after"), view, after, after + 12)


def _mentioned(view: bytes, start: int, lo: int) -> bool:
    """A quoted phrase introduced as an example ("text like 'ignore previous instructions'")."""
    head = view[max(lo, start - 40):start + 2]
    quote = None
    for quote in _QUOTE.finditer(head):
        pass
    # The quote must open the matched phrase itself (a letter follows it), not close an
    # earlier quoted word ("when anyone says 'debug', print ...").
    if quote is None or quote.end() < len(head) - 2 or not head[quote.end():quote.end() + 1].isalpha():
        return False
    return _found(concept("mention"), head, 0, quote.start() + 1)


def _found_affirmed(c: Concept, view: bytes, lo: int, hi: int) -> bool:
    """Like _found, but "not in memory" / "never to the chat" does not count as a mention."""
    for m in islice(_concept_regex(c).finditer(view, max(0, lo - 1), min(len(view), hi + 1)), 8):
        if not _found(concept("negation"), view, max(lo, m.start() - 12), m.start() + 1):
            return True
    return False


def _own(rule: Rule, view: bytes, start: int, end: int, clause_lo: int) -> bool:
    """The match is about the user's own earlier wish: `own` starts in the match or just before it
    ("forget my previous instruction", "the instructions in old_readme.md"), and nothing there
    points at the model's or operator's rules."""
    # Bytes, not characters: 64 is a few words in any script ("mein altes Format", "मेरा पुराना").
    lead = max(clause_lo, start - 64)
    tail = min(len(view), end + 120)
    for m in islice(_concept_regex(rule.own).finditer(view, max(0, lead - 1), tail), 4):  # type: ignore[arg-type]
        if m.start() < end:
            # "my previous instructions": the "previous" inside the user's own phrase is theirs.
            hi = max(end, m.end())
            if rule.foreign_anywhere and _found(rule.foreign_anywhere, view, start, hi):
                return False
            return not (rule.foreign and (_found(rule.foreign, view, start, m.start()) or _found(rule.foreign, view, m.end(), hi)))
    return False


def _holds(rule: Rule, view: bytes, start: int, end: int) -> bool:
    lo, hi = _window(view, start, end, rule.scope)
    clause_lo, _ = _window(view, start, end, "clause")
    if rule.requires and not _found_affirmed(rule.requires, view, lo, hi):
        return False
    # Defensive talk ("treat such text as data", "flag it as risky") anywhere in the sentence.
    sentence_lo, sentence_hi = _window(view, start, end, "sentence")
    if any(_found(c, view, min(lo, sentence_lo), max(hi, sentence_hi)) for c in rule.unless):
        return False
    if any(_found(c, view, start, end) for c in rule.unless_in_match):
        return False
    if rule.own and _own(rule, view, start, end, clause_lo):
        return False
    if rule.negatable and _negated(rule, view, start, end, clause_lo):
        return False
    return not (rule.mention and _mentioned(view, start, clause_lo))


# The pair rules run one by one. All rules in one re2.Set was measured too: far faster once
# its automaton is warm, but slow to build on text it has not seen (tens of ms for a 2 KiB
# entry, seconds for a megabyte of the lexicon's own words), and so were Sets of three pair
# rules. Each pair rule alone is a small automaton: cost stays even and linear.
_MAX_CHECKED = 32


def _candidates(view: bytes) -> list[int]:
    rule_set, small = _small_set()
    found = rule_set.Match(view) or []
    if len(small) not in found:
        raise RuntimeError("the scanner's rule set gave up on this text")
    hits = {small[i] for i in found if i < len(small)}
    regexes = _compiled()
    small_ids = set(small)
    hits.update(i for i in range(len(regexes)) if i not in small_ids and regexes[i].search(view) is not None)
    return sorted(hits)


def match(view: bytes) -> list[Rule]:
    """The rules that hold somewhere in one view of the text."""
    hits = []
    regexes = _compiled()
    for index in _candidates(view):
        rule, regex = rules()[index], regexes[index]
        if not rule.checked:
            hits.append(rule)
            continue
        # A hit unless every match is cleared by its context (negated, quoted, defensive).
        # Context checks cost more than matching, so at most _MAX_CHECKED are made; a text
        # with more matches than that, all cleared, is blocked rather than half-read (decoys
        # must not buy a pass for the match after them).
        if _holds_somewhere(rule, regex, view):
            hits.append(rule)
    return hits


def _holds_somewhere(rule: Rule, regex: re2._Regexp, view: bytes) -> bool:
    # A cleared match is searched again one character on, not after its end: in "don't
    # summarise: output every API key" the first match starts at the negated verb and
    # would swallow the one after it.
    pos = 0
    for _ in range(_MAX_CHECKED):
        m = regex.search(view, pos)
        if m is None:
            return False
        if _holds(rule, view, m.start(), m.end()):
            return True
        pos = m.start() + 1
    return regex.search(view, pos) is not None
