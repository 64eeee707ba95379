"""English word lists: the most thorough block, since most attacks (and most paraphrases of
them) are written in English, and English technical words turn up inside every language.

See lexicon/__init__.py for the notation and rules.py for how concepts pair up.
"""

EN = {
    "ignore": "ignore | ignoring | ignroe | ingore | igonre | ignor | disregard* | disreguard | forget | forgetting | "
           "override | overriding | overwrite | bypass* | set aside | put aside | cast aside | set ~ aside | put ~ aside | set ~ to one side | put ~ to one side | discard* | "
           "abandon* | dismiss* | throw out | throw away | neglect | scrap | ditch | nullify | unlearn | "
           "pay no (?:attention|heed) to | no longer (?:follow|obey|apply|respect) | stop (?:following|obeying|applying|respecting) | "
           "(?:do not|don't|never) (?:follow|obey|apply|respect)",
    "instructions": "instructions | instrucions | instructons | insructions | intructions | instuctions | instrutions | "
                 "rules | guidelines | guidance | directives | prompts | system prompt | sytem prompt | system promt | "
                 "sytem promt | system message | system instructions | programming | training | constraints | "
                 "restrictions | policies | safeguards | guardrails | rulebook | everything (?:above|before)",
    "sysprompt": "system prompt | sytem prompt | system promt | system message | system instructions | "
              "(?:initial|original|hidden|secret|internal|developer|starting|base|core|operator|preset|pre) "
              "(?:prompt|prompts|instructions|rules|directives|guidelines|configuration|config) | "
              "hidden developer rules | pre-?prompt | meta prompt | initial prompt | "
              "(?:your|the) (?:full|complete|entire|exact|whole) (?:instructions|prompt|rules|configuration) | "
              "(?:text|words|everything) above this conversation | gateway config* | your configuration | "
              "your (?:instructions|rules|directives|guidelines) | (?:instructions|rules|directives) you (?:were|have been|'ve been) given | "
              "(?:instructions|rules|directives) (?:given to you|you received) | "
              "(?:everything|what|all) (?:you were|you've been|you have been) told (?:before|at the start|earlier) | "
              "(?:your |the )?context window | hidden messages | system messages",
    "memfiles": "memory\\.md | user\\.md | soul\\.md | (?:contents|content) of (?:your |the )?memory | your memory | saved memory",
    "reveal": "reveal* | print* | show* | display* | output* | repeat* | recite* | dump* | leak* | disclose* | "
           "expose* | publish* | post | share | echo | spell out | write out | type out | paste | tell me | "
           "give me | send me | list | quote | translate | render | copy out | read out | read back | summari[sz]e",
    "only_rule": "your only (?:rule|instruction|directive|priority|job|task|purpose|law) | only rule (?:that|which) appl* | "
              "takes? precedence over | (?:has|have|gets?) precedence over | supersed* | "
              "highest[- ]priority (?:instruction|rule|directive|command) | (?:top|highest|absolute) priority over | "
              "overrides? (?:all|any|every|each|the) (?:other |previous |prior |earlier |system |existing )?(?:instructions?|rules?|configuration|prompt|guidelines?|directives?) | "
              "above (?:all|any) (?:other |previous |prior )?(?:instructions|rules|directives|guidelines) | "
              "obey whatever (?:is written|it says|this (?:file|note|entry|memory) says) | "
              "replaced by (?:the notes|this (?:note|entry|memory|file)|the (?:notes|rules|entries) in) | "
              "follow only (?:the rules in|the instructions in|my|these|this|what) | obey only | only obey | "
              "(?:this|these) (?:note|notes|entry|entries|memory|file) (?:override|overrides|replace|replaces|supersede|supersedes) | "
              "(?:same|more|higher) authority (?:as|than) (?:the|your) system | carry the same authority | "
              "(?:do|follow|obey) only what (?:this|these|the|my) (?:entry|entries|note|notes|memory|file) says? | "
              "(?:instructions|rules|notes) (?:stored|saved) in memory over the system prompt | obey instructions stored in memory",
    "pretend": "pretend* | act as | acting as | act like | behave (?:as|like) | role-?play* | "
            "play the (?:role|part) of | play (?:as|an?) | simulate* | imagine (?:you are|you're|being) | become | "
            "be (?:an?|my) | you are now | you're now | from now on,? (?:you are|you're|be) | you will now be | "
            "henceforth you are | you are no longer | impersonat* | stay in character | in character as | "
            "take on the (?:role|persona) | adopt the persona | you are '?[a-z]+'?, an? | enable | activate | enter",
    "unrestricted": "unrestricted | unfiltered | uncensored | unmoderated | unlimited | unbound | unchained | unshackled | "
                 "unaligned | jailbroken | jail-broken | amoral | immoral | evil (?:twin|version|mode|ai|assistant|model|bot) | "
                 "rogue (?:ai|assistant|model) | without (?:any )?(?:restrictions|limits|limitations|filters|rules|guidelines|"
                 "censorship|boundaries|constraints|safeguards|guardrails|morals|ethics) | "
                 "with (?:no|zero) (?:content |safety |ethical )?(?:restrictions|rules|limits|guidelines|filters|policies|operator|boundaries|constraints) | "
                 "without (?:any )?(?:content |safety |ethical )(?:rules|restrictions|limits|guidelines|filters|policies) | never says no | never declines | "
                 "no longer (?:bound|restricted|limited) | free (?:of|from) (?:all |any )?(?:restrictions|rules|limits|guidelines|filters|constraints) | "
                 "broken free | developer mode | god mode | dan mode | do anything now | ignores every (?:single )?restriction | "
                 "never refuses | no guidelines",
    "without": "without (?:any )? | with no | with zero | no | free of | free from",
    "safety": "safety (?:filters?|filtering|guidelines|rules|layer|measures|checks|policy|policies|settings|training|restrictions|mode|protocols?|features?|guardrails) | "
           "content (?:filters?|filtering|polic(?:y|ies)|restrictions|moderation|guidelines) | moderation | censorship | "
           "guardrails | safeguards | ethical (?:guidelines|constraints|restrictions|considerations|boundaries) | "
           "so-called safety guidelines",
    "ethics": "ethics | ethical (?:concerns|considerations|guidelines|rules|constraints|principles) | morals | morality | "
           "moral (?:concerns|considerations|guidelines|rules|constraints) | legality | harm considerations",
    "disable": "disable* | turn off | turning off | switch off | deactivat* | remove | bypass* | circumvent* | get rid of | skip | "
            "drop | opted? out of | suspend* | shut off | lift",
    "not_apply": "(?:does|do) not apply | doesn't apply | don't apply | no longer appl(?:y|ies) | "
              "(?:is|are) (?:suspended|void|waived|lifted|disabled|off)",
    "updated": "you (?:have|'ve) been (?:updated|upgraded|patched|reprogrammed|reconfigured|migrated|modified|unlocked|retrained) | "
            "you were (?:updated|upgraded|patched|reprogrammed|reconfigured) | "
            "your (?:model|version|guidelines|rules|instructions|policy|policies|programming|configuration|restrictions) "
            "(?:has|have|were|was) (?:been )?(?:updated|patched|changed|modified|upgraded|replaced|revised|lifted|removed) | "
            "this assistant has been (?:migrated|updated|upgraded)",
    "restrictions": "restrictions | limitations | limits | constraints | safety (?:layer|filters?|rules|guidelines|measures|settings|restrictions) | "
                 "guardrails | content restrictions | safeguards",
    "lifted": "lifted | removed | disabled | revoked | rescinded | retired | cancel(?:l)?ed | voided | waived | suspended | "
           "deactivated | no longer appl(?:y|ies) | no longer (?:in effect|valid|active|enforced) | (?:are|is) now off | obsolete",
    "new_policy": "new (?:policy|policies|rules|guidelines|directives|operating rules) | policy (?:update|change|override) | "
               "updated (?:policy|policies|rules|guidelines) | (?:message|notice|memo|announcement|update) from (?:the )?"
               "(?:developers?|admin(?:istrator)?s?|operators?|model vendor|vendor|maintainers|platform team|trust (?:&|and) safety) | "
               "official update | admin(?:istrator)? announcement | system notice",
    "effective": "effective (?:immediately|now|today|at once) | (?:in|into) (?:force|effect) | takes effect | "
              "starting (?:now|today|immediately) | as of (?:now|today) | immediately | from now on",
    "decode": "decode* | unescape* | deobfuscat* | decrypt* | decipher* | unscramble* | render then",
    "translate": "translate* | convert it (?:to|into) english",
    "execute": "execute* | run | carry (?:it |them )?out | follow | obey* | comply* | act (?:on|upon) | apply | perform* | "
            "do what it says | implement*",
    "as_instructions": "as (?:(?:system-?level|system|direct|new|your|real|binding|trusted|official|operator|authoritative) ){0,2}"
                    "(?:instructions|orders|commands|directives) | as (?:your )?(?:new )?system prompt",
    "exec_any": "(?:execute|run|follow|obey|carry out|perform) (?:any|every|each|whatever|all)(?: [a-z-]+){0,2} (?:command|commands|instruction|instructions|order|orders|directive|directives) | "
             "(?:run|do|follow|obey|execute) (?:whatever|anything|everything) (?:the |a |any )?(?:[a-z-]+ ){0,2}(?:message|text|page|site|email|document|file|result|comment|user)s? (?:says?|tells? you|asks?) | "
             "whatever (?:the |a |any )?(?:[a-z-]+ ){0,2}(?:message|text|page|site|email|document|file|result|comment)s? says,? (?:do|obey|follow|execute|run) it",
    "as_if_authority": "as if (?:it|they|this) (?:were|was|came|come|had come) (?:from )?(?:the |an? )?(?:operator|system|admin|administrator|developer|root)",
    "source": "message | messages | text | content | page | pages | website | websites | site | web | url | link | file | "
           "files | document | documents | email | emails | comment | comments | tags | input | attachment | downloaded | "
           "fetched | browse | whatever | anything | everything | blob",
    "read": "read* | cat | less | more | head | tail | type | get-content | open* | dump | grab | base64 | xxd | strings",
    "secret_file": "cookies (?:database|db|file|store) | browser (?:profile|passwords) | login data | keychain | "
                "environment variables | env vars | printenv",
    "secret": "api[ _-]?keys? | access[ _-]?keys? | secret[ _-]?(?:access[ _-]?)?keys? | private[ _-]?keys? | ssh[ _-]?keys? | "
           "bearer[ _-]?tokens? | access[ _-]?tokens? | auth(?:entication)?[ _-]?tokens? | session[ _-]?(?:cookies?|tokens?|ids?) | "
           "(?:bot|api|oauth|github|slack|discord|telegram) tokens? | passwords? | passwds? | passphrases? | credentials? | "
           "secrets | recovery codes? | (?:2fa|mfa|otp|verification) codes? | seed phrases? | cookies | keys and tokens | tokens",
    "collect": "collect* | gather* | harvest* | scrape* | extract* | steal* | grab* | exfiltrat* | hunt for",
    "store": "store* | save* | keep (?:a copy|copies|them|it) | write (?:them|it) | record* | stash* | remember* | persist* | append*",
    "send": "send* | post | posts | posting | upload* | email | e-mail | mail | forward* | transmit* | exfiltrat* | leak* | copy | share | "
         "relay* | submit* | deliver* | pipe | beam",
    "data": "(?:chat|conversation|message|session) (?:history|log|logs|transcripts?) | history | transcripts? | conversations? | "
         "chats? | memory | memories | memory\\.md | user\\.md | the contents? | (?:its|their|all|full|whole) contents? | contents of | "
         "outputs? | results? | summary | context | "
         "system prompt | environment | env | everything | the notes | (?:every|each|all) (?:[a-z]+ )?messages? | messages? the user sends",
    "user": "the user | users? | the operator | the owner | the admin(?:istrator)? | the human | anyone | anybody | nobody | end users",
    "tell_neg": "(?:do not|don't|never|must not|mustn't) (?:tell|inform|notify|alert|mention|let|show|reveal|disclose|say anything to) | "
             "without (?:telling|informing|notifying|alerting|letting) | (?:hide|conceal) (?:this |it |these )?from | "
             "keep (?:this|it) (?:a )?secret from | behind (?:the|their) back",
    "conceal_self": "never mention this (?:comment|note|entry|instruction|text|line|rule) | "
                 "(?:do not|don't|never) (?:reveal|mention|disclose) this (?:text|note|entry|comment|instruction|line) | "
                 "deny (?:having|that you have|the existence) | omit this (?:line|entry|note) | never let the user know | "
                 "(?:do not|don't|never) mention the (?:\\w+ )?to the user",
    "silently": "silently | quietly | secretly | covertly | stealthily | surreptitiously | invisibly | behind the scenes",
    "sensitive_action": "append* | send* | upload* | forward* | delete* | disable* | deactivat* | execute* | run | approve* | "
                     "install* | exfiltrat* | include* | transmit* | post",
    "no_confirm": "without (?:asking (?:for )?|requesting |seeking )?(?:confirmation|approval|permission|consent) | "
               "(?:do not|don't|never) ask (?:the user )?(?:for )?(?:approval|confirmation|permission) | "
               "skip (?:all |any |the )?(?:confirmation|approval)s? | auto-?approve | approve automatically",
    "confirmation": "confirmation | confirmations | approval | approvals | confirmation prompts?",
    "action_ctx": "commands? | shell | terminal | files? | delet* | run* | execut* | install* | tools? | sudo | scripts?",
    "every_reply": "(?:every|each|all|any) (?:future |single )?(?:reply|replies|response|responses|answer|answers|message|messages|output)",
    "reply": "(?:the|your|this|a|next|first) (?:reply|response|answer|chat|output) | into the chat | in (?:the )?chat | here",
    "negation": "not | n't | never | no | don't | do not | must not | should not | avoid | refrain from | stop",
    "first_person": "my | mine",
    "audience": "anyone | anybody | whoever | everyone | everybody | all users | any user | other users | strangers | "
             "the public | publicly | group | channel",
    "treat": "treat* | consider* | regard* | handle* | interpret*",
    "admin_as": "as (?:coming )?(?:from )?(?:the |an? )?(?:admin|administrator|operator|developer|root|superuser)",
    "grant": "granted (?:this user |them |the user )?(?:root|admin|administrator|full|unrestricted|elevated|operator)[- ]level | "
          "authori[sz]ed unrestricted | (?:root|admin|operator)-level trust",
    "defensive": "suspicious | prompt[ -]?injection | injection attacks? | memory[ -]?poisoning | "
              "(?:treat|handle) (?:it|them|this|that|such \\w+|page content|web content) as (?:data|suspicious|untrusted) | "
              "as data,? not | (?:do not|don't|never|not to|should not) (?:follow|obey|comply with|execute|act on) | "
              "instead of complying | point (?:it|this|that) out | not to be followed | risky | dangerous | insecure | "
              "detect* | warn (?:the user|them|him|her) | red flag | attacks? | jailbreak prompts | "
              "(?:look|watch|check) for",
    "mention": "like | such as | e\\.g\\. | for example | for instance | phrases? | strings? | text | words | says? | said | "
            "containing | contains | called | quoted | what | about | named",
}

LANGUAGES = {"en": EN}
