"""Threat scanner for text that will sit in a system prompt (memory entries, skills).

`scan(text)` is pure and returns findings; an empty list means the text may be stored.
It looks for prompt injection (several languages, spacing / homoglyph / leetspeak
obfuscation), credential exfiltration, SSH and shell backdoors, hidden HTML, and invisible
Unicode. Matching runs on NFKC-normalised, case-folded variants of the text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass


@dataclass(frozen=True)
class Finding:
    category: str  # injection | exfiltration | backdoor | hidden_html | invisible_unicode
    reason: str


# ---- invisible Unicode ----------------------------------------------------------------

_INVISIBLE_RANGES = [
    (0x00AD, 0x00AD, "soft hyphen"),
    (0x034F, 0x034F, "combining grapheme joiner"),
    (0x061C, 0x061C, "Arabic letter mark"),
    (0x115F, 0x1160, "Hangul filler"),
    (0x17B4, 0x17B5, "Khmer invisible vowel"),
    (0x180E, 0x180E, "Mongolian vowel separator"),
    (0x200B, 0x200C, "zero-width space/non-joiner"),
    (0x200E, 0x200F, "directional mark"),
    (0x202A, 0x202E, "bidi override/embedding"),
    (0x2060, 0x2064, "word joiner / invisible operator"),
    (0x2066, 0x2069, "bidi isolate"),
    (0x206A, 0x206F, "deprecated format character"),
    (0x3164, 0x3164, "Hangul filler"),
    (0xFEFF, 0xFEFF, "byte order mark / zero-width no-break space"),
    (0xFFA0, 0xFFA0, "halfwidth Hangul filler"),
    (0xFFF9, 0xFFFB, "interlinear annotation"),
    (0x1D173, 0x1D17A, "musical invisible formatting"),
    (0xE0000, 0xE007F, "tag character"),
    (0xE0100, 0xE01EF, "variation selector supplement"),
]


def _is_emoji(ch: str) -> bool:
    cp = ord(ch)
    return cp >= 0x1F000 or 0x2600 <= cp <= 0x27BF or cp in (0xFE0F, 0x2640, 0x2642, 0x2695)


def _invisible(text: str) -> list[Finding]:
    found: dict[str, int] = {}
    for i, ch in enumerate(text):
        cp = ord(ch)
        if cp == 0x200D:
            # A zero-width joiner inside an emoji sequence (👨‍👩‍👧) is how emoji are spelled.
            prev = text[i - 1] if i else ""
            nxt = text[i + 1] if i + 1 < len(text) else ""
            if prev and nxt and _is_emoji(prev) and _is_emoji(nxt):
                continue
            found.setdefault(f"zero-width joiner U+{cp:04X}", i)
            continue
        if cp < 0x20 and ch not in "\n\t\r":
            found.setdefault(f"control character U+{cp:04X}", i)
            continue
        for lo, hi, label in _INVISIBLE_RANGES:
            if lo <= cp <= hi:
                found.setdefault(f"{label} U+{cp:04X}", i)
                break
    return [Finding("invisible_unicode", f"invisible Unicode character ({label}) at position {pos}")
            for label, pos in found.items()]


# ---- normalisation ----------------------------------------------------------------------

_CONFUSABLES = str.maketrans({
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ѕ": "s",
    "ј": "j", "ԁ": "d", "ɡ": "g", "һ": "h", "к": "k", "м": "m", "т": "t", "в": "b", "н": "h",
    "α": "a", "ε": "e", "ι": "i", "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "ν": "v", "κ": "k",
})
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i", "|": "l"})
_SPACED = re.compile(r"(?<=\b\w)[ .\-_*·]{1,2}(?=\w\b)")


def _variants(text: str) -> tuple[str, list[str]]:
    """(base, latin variants): base is NFKC + casefold; variants also undo homoglyphs,
    letter spacing ("i g n o r e") and leetspeak."""
    base = unicodedata.normalize("NFKC", text).casefold()
    base = re.sub(r"[\u200b-\u200f\u2060-\u2064\ufeff\u00ad]", "", base)
    base = re.sub(r"\s+", " ", base)
    latin = base.translate(_CONFUSABLES)
    despaced = latin
    for _ in range(3):
        despaced = _SPACED.sub("", despaced)
    leet = latin.translate(_LEET)
    return base, [latin, despaced, leet, despaced.translate(_LEET)]


# ---- prompt injection ------------------------------------------------------------------

_IGNORE = r"(?:ignore|disregard|forget|override|bypass|discard|abandon|drop|skip|neglect)"
_PRIOR = r"(?:all|any|every|the|your|my|these|those|of|previous|prior|above|earlier|preceding|former|original|system|existing|initial|developer|safety)"
_RULES = r"(?:instructions?|rules?|prompts?|directives?|guidelines?|guardrails?|policies|polic(?:y)|constraints?|programming|context|commands?|orders?)"

_INJECTION_LATIN = [
    (rf"\b{_IGNORE}\b(?:\s+{_PRIOR}\b){{1,4}}\s+{_RULES}\b", "asks to ignore previous instructions"),
    (rf"\b{_IGNORE}\s+(?:everything|all)\s+(?:above|before|you were told|previously)", "asks to ignore previous instructions"),
    (r"\byou\s+are\s+(?:now|no\s+longer)\s+(?:dan\b|an?\s+(?:unrestricted|unfiltered|uncensored|jailbroken|evil|different)|in\s+\w+\s+mode|free\s+(?:of|from)|bound\s+by)", "tries to redefine the assistant"),
    (r"\b(?:developer|god|admin|jailbreak|dan|unrestricted)\s+mode\s+(?:enabled|activated|on)\b", "jailbreak phrasing"),
    (r"\bjailbr(?:ea|o)k", "jailbreak phrasing"),
    (r"\bnew\s+(?:system\s+)?(?:instructions|rules|directives)\s*[:：]", "injects new instructions"),
    (r"\b(?:reveal|print|show|output|repeat|leak|dump|display|tell\s+me)\s+(?:me\s+)?(?:your|the)\s+(?:full\s+|entire\s+|hidden\s+|original\s+)?(?:system\s+prompt|initial\s+prompt|instructions|hidden\s+prompt)", "asks to reveal the system prompt"),
    (r"(?:<\|im_start\|>|<\|im_end\|>|<\|system\|>|<\|endoftext\|>|\[/?inst\]|<<\s*sys\s*>>|</?system>|^\s*#{2,}\s*system\b)", "chat-template control tokens"),
    (r"\b(?:do\s+not|don'?t|never)\s+(?:tell|inform|mention\s+(?:this\s+)?to|let)\s+the\s+user", "hides actions from the user"),
    (r"\bwithout\s+(?:telling|informing|asking)\s+the\s+user\b", "hides actions from the user"),
    (r"\b(?:act|behave|respond)\s+as\s+(?:if\s+you\s+(?:have|had)\s+no|an?\s+(?:ai|assistant|model)\s+(?:with(?:out)?\s+(?:no\s+)?(?:restrictions|limits|filters)))", "asks to drop restrictions"),
    (r"\b(?:with\s*out|no)\s+(?:any\s+)?(?:restrictions|filters|safety\s+guidelines|content\s+policy)\b.*\b(?:answer|respond|comply|obey)", "asks to drop restrictions"),
    (r"\b(?:always|must)\s+(?:obey|follow)\s+(?:any|all|every)\s+(?:instructions?|commands?)\s+(?:found\s+)?in\b", "obey instructions from untrusted content"),
    (r"\bwhen\s+you\s+read\s+this\b.*\b(?:execute|run|send|delete|forward)", "instruction planted for a later reader"),
    (r"\bsystem\s*(?:override|message|notice|alert)\s*[:：]", "fake system message"),
    (r"\b(?:overwrite|replace|update)\s+(?:your|the)\s+system\s+prompt\b", "tries to change the system prompt"),
]

_INJECTION_OTHER = [
    # Spanish / Portuguese / Italian
    (r"\b(?:ignora|ignore|olvida|esquece|esqueça|dimentica|omite)\w*\s+(?:\w+\s+){0,3}(?:instrucciones|instruções|instrucoes|istruzioni|reglas|regras|regole)\b", "asks to ignore previous instructions (es/pt/it)"),
    # French
    (r"\b(?:ignore[rz]?|oublie[rz]?|néglige[rz]?)\s+(?:\w+\s+){0,3}(?:instructions|consignes|règles|directives)\b", "asks to ignore previous instructions (fr)"),
    # German
    (r"\b(?:ignorier\w*|vergiss|vergessen\s+sie|missachte\w*)\s+(?:\w+\s+){0,3}(?:anweisungen|instruktionen|regeln|vorgaben|befehle)\b", "asks to ignore previous instructions (de)"),
    (r"\bdu\s+bist\s+(?:jetzt|nun)\s+(?:ein\w*\s+)?(?:uneingeschränkt|ohne\s+regeln|dan\b)", "tries to redefine the assistant (de)"),
    # Russian / Ukrainian
    (r"(?:игнорируй\w*|проигнорируй\w*|забудь\w*|не\s+обращай\s+внимания\s+на)\s+(?:\w+\s+){0,3}(?:инструкци\w*|указани\w*|правил\w*|промпт\w*)", "asks to ignore previous instructions (ru)"),
    (r"(?:ігноруй\w*|забудь)\s+(?:\w+\s+){0,3}(?:інструкці\w*|вказівк\w*)", "asks to ignore previous instructions (uk)"),
    # Chinese
    (r"(?:忽略|无视|忽视|無視|忘记|忘記|不要理会|不要理會)\s*(?:之前|以上|先前|上面|前面|所有|全部|你的|此前)?\s*(?:的)?\s*(?:所有|全部)?\s*(?:的)?\s*(?:指令|指示|说明|說明|规则|規則|提示|命令)", "asks to ignore previous instructions (zh)"),
    (r"(?:显示|顯示|输出|輸出|泄露|透露|告诉我)\s*(?:你的)?\s*(?:系统提示|系統提示|系统指令)", "asks to reveal the system prompt (zh)"),
    (r"你现在是\s*(?:一个)?\s*(?:不受限制|没有限制|越狱)", "tries to redefine the assistant (zh)"),
    # Japanese
    (r"(?:以前|前|上記|これまで|すべて|全て)\s*の\s*(?:指示|命令|ルール|指令)\s*(?:を|は)\s*(?:無視|忘れ)", "asks to ignore previous instructions (ja)"),
    (r"システムプロンプト\s*を\s*(?:表示|出力|教え)", "asks to reveal the system prompt (ja)"),
    # Korean
    (r"(?:이전|위의|모든)\s*(?:의\s*)?(?:지시|명령|지침|규칙)\w*\s*(?:을|를)?\s*(?:무시|잊어)", "asks to ignore previous instructions (ko)"),
    # Turkish / Dutch / Polish
    (r"\b(?:önceki|tüm)\s+talimatları\s+(?:yok\s+say|unut|görmezden\s+gel)", "asks to ignore previous instructions (tr)"),
    (r"\b(?:negeer|vergeet)\s+(?:\w+\s+){0,3}(?:instructies|regels)\b", "asks to ignore previous instructions (nl)"),
    (r"\b(?:zignoruj|zapomnij|ignoruj)\s+(?:\w+\s+){0,3}(?:instrukcje|polecenia|zasady)\b", "asks to ignore previous instructions (pl)"),
]

# ---- hidden HTML -----------------------------------------------------------------------

_HIDDEN_HTML = [
    (r"<!--.*?-->", "hidden HTML comment"),
    (r"<\s*(?:div|span|p|section|font|a)\b[^>]*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0(?:\.0+)?\b|\bhidden\b)", "hidden HTML element"),
    (r"<\s*(?:script|iframe|object|embed|meta|style)\b", "executable or hidden HTML tag"),
    (r"\bcolor\s*:\s*(?:white|#fff(?:fff)?|transparent)\b.*?>", "invisible-text HTML styling"),
]

# ---- credential exfiltration -----------------------------------------------------------

_SECRET_WORDS = r"(?:api[_ -]?keys?|access[_ -]?keys?|secret[_ -]?keys?|tokens?|passwords?|passwd|credentials?|secrets?|private[_ -]?keys?|ssh[_ -]?keys?|session\s+cookies?|cookies|\.env\b|env(?:ironment)?\s+var(?:iable)?s?)"
_NET_TOOL = r"(?:curl|wget|nc|ncat|netcat|socat|invoke-webrequest|invoke-restmethod|iwr|irm|httpie|http\s+post|fetch\(|requests\.(?:get|post|put)|urllib|scp|rsync|ftp|telnet)"
_SECRET_VAR = r"\$(?:\{)?[a-z_]*(?:key|token|secret|pass(?:word)?|cred\w*|auth\w*)\b"
_DEST = r"(?:https?://|ftp://|\b[\w.+-]+@[\w-]+\.[\w.]+|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[a-z0-9-]+\.(?:com|net|org|io|ru|cn|xyz|top|site|app|dev|me)\b|webhook|pastebin|requestbin|ngrok)"

_EXFILTRATION = [
    (rf"{_NET_TOOL}[^\n]*{_SECRET_VAR}", "sends a secret variable over the network"),
    (rf"{_SECRET_VAR}[^\n]*\|\s*{_NET_TOOL}", "pipes a secret into a network tool"),
    (rf"(?:cat|type|get-content|base64|xxd|tar)\s+[^\n|]*(?:\.ssh/id_|\.aws/credentials|\.env\b|\.netrc|\.pgpass|/etc/shadow|\.kube/config|\.docker/config\.json|\.git-credentials|keychain)[^\n]*(?:\||>|&&|;)\s*[^\n]*{_NET_TOOL}", "reads a credential file into a network tool"),
    (rf"\b(?:printenv|env|set|export\s+-p|get-childitem\s+env:)\s*\|\s*[^\n]*{_NET_TOOL}", "sends the environment over the network"),
    (rf"{_NET_TOOL}[^\n]*(?:-d|--data|--data-binary|-F|--form|-T|--upload-file|-X\s*POST)[^\n]*@?(?:~/\.ssh/id_\w+|~/\.aws/credentials|\.env\b|/etc/shadow|\.netrc)", "uploads a credential file"),
    (rf"\b(?:send|post|upload|forward|email|mail|exfiltrate|leak|transmit|copy|share|report)\w*\s+(?:\w+\s+){{0,4}}{_SECRET_WORDS}\s+(?:\w+\s+){{0,3}}(?:to|at|via|into)\s+{_DEST}", "sends credentials to an outside address"),
    (rf"\b(?:include|append|add|embed|put|print|reveal|output|echo|repeat|attach|leak)\s+(?:[\w'’]+\s+){{0,3}}{_SECRET_WORDS}\s+(?:in|into|at\s+the\s+end\s+of|to)\s+(?:every|each|all|your|the\s+next)\s+(?:reply|replies|response|responses|message|messages|answer|answers|output)", "leaks secrets into replies"),
    (r"\b(?:include|append|add|embed|reveal|output|repeat|leak)\s+(?:\w+\s+){0,3}system\s+prompt\s+(?:in|into|to)\s+(?:every|each|all|your)\s+(?:reply|replies|response|responses|message|messages|answer)", "leaks the system prompt into replies"),
    (r"!\[[^\]]*\]\(\s*https?://[^)\s]*[?&][^)\s]*(?:\{|\$|%7b|<)", "markdown image that smuggles data in its URL"),
    (r"\bexfiltrat\w*\b", "exfiltration"),
]

# ---- SSH and shell backdoors -----------------------------------------------------------

_BACKDOOR = [
    (r"(?:>>|\btee\s+-a\b|\b(?:append|add|write|echo|insert|put|copy|paste|cat)\w*\b)[^\n]{0,120}authorized_keys", "writes to authorized_keys"),
    (r"authorized_keys[^\n]{0,60}\b(?:append|add|insert|write)\w*\b", "writes to authorized_keys"),
    (r"\b(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s+aaaa[0-9a-z+/=]{16,}", "SSH public key material"),
    (r"\bpermitrootlogin\s+yes\b|\bpasswordauthentication\s+yes\b|\bpermitemptypasswords\s+yes\b", "weakens sshd_config"),
    (r"\b(?:edit|modify|change|append|write|add)\w*\b[^\n]{0,60}sshd_config", "modifies sshd_config"),
    (r"/dev/(?:tcp|udp)/", "reverse shell"),
    (r"\b(?:nc|ncat|netcat)\b[^\n]*\s-(?:e|c)\s*/?(?:bin/)?(?:ba|z|da)?sh\b", "reverse shell"),
    (r"\bmkfifo\b[^\n]*\b(?:nc|ncat|netcat|telnet)\b", "reverse shell"),
    (r"\bsocat\b[^\n]*\b(?:exec|system)\s*:", "reverse shell"),
    (r"\bsocket\b[^\n]*\bconnect\b[^\n]*\b(?:subprocess|pty\.spawn|os\.dup2|/bin/sh)", "reverse shell"),
    (r"\b(?:curl|wget|iwr|invoke-webrequest)\b[^\n|]*\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b", "pipes a remote script into a shell"),
    (r"\b(?:curl|wget)\b[^\n|]*\|\s*(?:sudo\s+)?python\d?\b", "pipes a remote script into an interpreter"),
    (r"\bnopasswd\s*:\s*all\b|>>\s*/etc/sudoers|\busermod\s+-a?g\s+(?:sudo|wheel|root)\b", "grants root without a password"),
    (r"\b(?:useradd|adduser)\b[^\n]*(?:-o\s+-u\s*0|-u\s*0\b)", "creates a root-equivalent user"),
    (r"\bcrontab\b[^\n]*(?:curl|wget|nc|bash\s+-i)|(?:curl|wget)[^\n]*>>?\s*/etc/cron", "installs a malicious cron job"),
    (r"\bchmod\s+(?:u\+s|4755|\+s)\s+/bin/(?:ba)?sh\b", "setuid shell"),
]

# Letters only, for "i g n o r e  p r e v i o u s" and friends once spacing is gone.
_COMPACT_INJECTION = [
    (r"(?:ignore|disregard|forget|override|bypass)\w{0,12}?(?:previous|prior|above|earlier|preceding|system)\w{0,8}?(?:instructions|rules|prompt|directives)", "asks to ignore previous instructions (obfuscated)"),
]

# Letter-spaced words ("i g n o r e") or digits inside words ("1gn0re").
_OBFUSCATED = re.compile(r"(?:\b\w[ .\-_*·]{1,3}){4,}|[a-z][0-9@$][a-z]|\b[0-9][a-z]{3,}")

_COMPILED = {
    "injection_compact": [(re.compile(p), r) for p, r in _COMPACT_INJECTION],
    "injection_latin": [(re.compile(p, re.I | re.S | re.M), r) for p, r in _INJECTION_LATIN],
    "injection_other": [(re.compile(p, re.I | re.S), r) for p, r in _INJECTION_OTHER],
    "hidden_html": [(re.compile(p, re.I | re.S), r) for p, r in _HIDDEN_HTML],
    "exfiltration": [(re.compile(p, re.I | re.S), r) for p, r in _EXFILTRATION],
    "backdoor": [(re.compile(p, re.I | re.S), r) for p, r in _BACKDOOR],
}


def scan(text: str) -> list[Finding]:
    """Everything wrong with `text`, most serious first; [] when it is safe to store."""
    findings = _invisible(text)
    base, latin = _variants(text)
    seen: set[str] = set()

    def check(group: str, category: str, texts: list[str]) -> None:
        for pattern, reason in _COMPILED[group]:
            if reason in seen:
                continue
            if any(pattern.search(t) for t in texts):
                seen.add(reason)
                findings.append(Finding(category, reason))

    check("injection_latin", "injection", latin)
    check("injection_other", "injection", [base])
    if _OBFUSCATED.search(latin[0]):
        compact = [re.sub(r"[^a-z]", "", v) for v in (latin[0], latin[2])]
        check("injection_compact", "injection", compact)
    check("hidden_html", "hidden_html", [base])
    check("exfiltration", "exfiltration", [base, latin[0]])
    check("backdoor", "backdoor", [base, latin[0]])
    return findings


def describe(findings: list[Finding]) -> str:
    return "; ".join(f"{f.category}: {f.reason}" for f in findings)
