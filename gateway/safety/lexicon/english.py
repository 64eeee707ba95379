"""English word lists: the most thorough block, since most attacks (and most paraphrases of
them) are written in English, and English technical words turn up inside every language.

See lexicon/__init__.py for the notation and rules.py for how concepts pair up.
"""

EN = {
    "ignore": "ignore | ignoring | ignroe | ingore | igonre | ignor | disregard* | disreguard | forget | forgetting | "
              "override | overriding | overwrite | bypass* | set aside | put aside | cast aside | set ~ aside | "
              "put ~ aside | set ~ to one side | put ~ to one side | discard* | abandon* | dismiss* | throw out | "
              "throw away | neglect | scrap | ditch | nullify | unlearn | pay no (?:attention|heed) to | "
              "no longer (?:follow|obey|apply|respect) | stop (?:following|obeying|applying|respecting) | "
              "(?:do not|don't|never) (?:follow|obey|apply|respect) | "
              "(?:stop|stopped|quit) (?:paying attention to|listening to|caring about|following|obeying|applying|respecting) | "
              "(?:don't|do not) bother (?:with|about) | forget about | never mind | rely no longer on | tune out",
    "instructions": "instructions | instrucions | instructons | insructions | intructions | instuctions | instrutions | "
                 "rules | guidelines | guidance | directives | prompts | system prompt | sytem prompt | system promt | "
                 "sytem promt | system message | system instructions | programming | training | constraints | "
                 "restrictions | policies | safeguards | guardrails | rulebook | everything (?:above|before)",
    "sysprompt": "system prompt | sytem prompt | system promt | system message | system instructions | "
                 "(?:initial|original|hidden|secret|internal|developer|starting|base|core|operator|preset|pre) (?:prompt|prompts|instructions|rules|directives|guidelines|configuration|config) | "
                 "hidden developer rules | pre-?prompt | meta prompt | initial prompt | "
                 "(?:your|the) (?:full|complete|entire|exact|whole) (?:instructions|prompt|rules|configuration) | "
                 "(?:text|words|everything) above this conversation | gateway config* | your configuration | "
                 "your (?:instructions|rules|directives|guidelines) | "
                 "(?:instructions|rules|directives) you (?:were|have been|'ve been) given | "
                 "(?:instructions|rules|directives) (?:given to you|you received) | "
                 "(?:everything|what|all) (?:you were|you've been|you have been) told (?:before|at the start|earlier) | "
                 "(?:your |the )?context window | hidden messages | system messages | "
                 "(?:the |your )?(?:developer|operator|system) messages? | "
                 "(?:the )?(?:whole|full|entire|complete) developer (?:message|prompt) | "
                 "(?:everything|what|all) (?:you were|you've been|you have been) told (?:at startup|on startup|initially|at the beginning|originally)",
    "memfiles": "memory\\.md | user\\.md | soul\\.md | (?:contents|content) of (?:your |the )?memory | your memory | "
                "saved memory | (?:every|each|all|any) memory entr(?:y|ies) | "
                "(?:your|all|every|each) (?:tool|function) (?:schemas?|definitions|specs)",
    "reveal": "reveal* | print* | show* | display* | output* | repeat* | recite* | dump* | leak* | disclose* | "
           "expose* | publish* | post | share | echo | spell out | write out | type out | paste | tell me | "
           "give me | send me | list | quote | translate | render | copy out | read out | read back | summari[sz]e",
    "only_rule": "your only (?:rule|instruction|directive|priority|job|task|purpose|law) | "
                 "only rule (?:that|which) appl* | takes? precedence over | (?:has|have|gets?) precedence over | "
                 "supersed* | highest[- ]priority (?:instruction|rule|directive|command) | "
                 "(?:top|highest|absolute) priority over | "
                 "overrides? (?:all|any|every|each|the) (?:other |previous |prior |earlier |system |existing )?(?:instructions?|rules?|configuration|prompt|guidelines?|directives?) | "
                 "above (?:all|any) (?:other |previous |prior )?(?:instructions|rules|directives|guidelines) | "
                 "obey whatever (?:is written|it says|this (?:file|note|entry|memory) says) | "
                 "replaced by (?:the notes|this (?:note|entry|memory|file)|the (?:notes|rules|entries) in) | "
                 "follow only (?:the rules in|the instructions in|my|these|this|what) | obey only | only obey | "
                 "(?:this|these) (?:note|notes|entry|entries|memory|file) (?:override|overrides|replace|replaces|supersede|supersedes) | "
                 "(?:same|more|higher) authority (?:as|than) (?:the|your) system | carry the same authority | "
                 "(?:do|follow|obey) only what (?:this|these|the|my) (?:entry|entries|note|notes|memory|file) says? | "
                 "(?:instructions|rules|notes) (?:stored|saved) in memory over the system prompt | "
                 "obey instructions stored in memory | "
                 "(?:take|takes|taking|have|has|get|gets|given) (?:priority|preference|precedence) over | "
                 "(?:outrank|outranks|override|overrides) (?:the |your |any )?(?:system|operator|developer) | "
                 "rely (?:only |solely )?on (?:this|these) (?:note|notes|entry|entries) instead",
    "pretend": "pretend* | act as | acting as | act like | behave (?:as|like) | role-?play* | play the (?:role|part) of | "
               "play (?:as|an?) | simulate* | imagine (?:you are|you're|being) | become | be (?:an?|my) | you are now | "
               "you're now | from now on,? (?:you are|you're|be) | you will now be | henceforth you are | "
               "you are no longer | impersonat* | stay in character | in character as | take on the (?:role|persona) | "
               "adopt the persona | you are '?[a-z]+'?, an? | enable | activate | enter | act as (?:my|an?|the) | "
               "you are my | your new (?:name|persona|identity|role) is | "
               "switch (?:to|into) (?:the |a |an )?(?:persona|character|role|mode) | "
               "assume the (?:role|persona|identity) of | respond as (?:if you were )?(?:an?|my) | answer as (?:an?|my) | "
               "you're '?[a-z]+'?,? an? | you are '?[a-z]+'?,? an?",
    "unrestricted": "unrestricted | unfiltered | uncensored | unmoderated | unlimited | unbound | unchained | "
                    "unshackled | unaligned | jailbroken | jail-broken | amoral | immoral | "
                    "evil (?:twin|version|mode|ai|assistant|model|bot) | rogue (?:ai|assistant|model) | "
                    "without (?:any )?(?:restrictions|limits|limitations|filters|rules|guidelines|censorship|boundaries|constraints|safeguards|guardrails|morals|ethics) | "
                    "with (?:no|zero) (?:content |safety |ethical )?(?:restrictions|rules|limits|guidelines|filters|policies|operator|boundaries|constraints) | "
                    "without (?:any )?(?:content |safety |ethical )(?:rules|restrictions|limits|guidelines|filters|policies) | "
                    "never says no | never declines | no longer (?:bound|restricted|limited) | "
                    "free (?:of|from) (?:all |any )?(?:restrictions|rules|limits|guidelines|filters|constraints) | "
                    "broken free | developer mode | god mode | dan mode | do anything now | "
                    "ignores every (?:single )?restriction | never refuses | no guidelines | "
                    "evil (?:confidant|counterpart|alter ego|persona|character|side) | "
                    "(?:escaped|escaping|broken out of|broke out of|breaks out of|broken free of|broke free of|free of|freed from|liberated from|released from|rid of) (?:from )?(?:its|your|their|all|any|the) (?:own )?(?:alignment|programming|training|safety training|restrictions|guardrails|rules|filters|constraints|confines|shackles|chains) | "
                    "(?:no|without|zero) (?:ethical|moral) (?:programming|compass|code|limits|constraints|boundaries|guidelines|principles|filters?|qualms) | "
                    "(?:help|helps|assist|assists) (?:you )?with (?:absolutely )?anything,? (?:including|even) | "
                    "including (?:illegal|harmful|dangerous|unethical|criminal) (?:things|stuff|activities|requests|content|ones|acts) | "
                    "(?:not|never) bound by (?:any )?(?:rules|guidelines|policies|ethics|morals|restrictions|laws) | "
                    "(?:does not|doesn't|do not|don't|need not) (?:have to )?(?:abide by|follow|obey|respect) (?:any )?(?:rules|guidelines|policies|restrictions|ethics|laws) | "
                    "(?:doesn't|does not|won't|will not|never|cannot|can't) (?:ever )?(?:refuse|decline|say no to|turn down) (?:any|anything|a request) | "
                    "no (?:refusals|disclaimers and no refusals) | "
                    "answers? (?:any|every|all) (?:request|question|prompt)s?,? no matter (?:what|how) | "
                    "no matter how (?:illegal|harmful|unethical|dangerous|immoral) | "
                    "without (?:any )?(?:restriction|limit|limitation|filter|censorship|boundary|constraint|rule)s? | "
                    "(?:never|not) (?:been )?given (?:any )?(?:safety|ethical|content|moral) (?:training|rules|guidelines|filters) | "
                    "without (?:any )?(?:safety|ethical|alignment) training | with zero (?:content |safety )?rules",
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
               "your (?:model|version|guidelines|rules|instructions|policy|policies|programming|configuration|restrictions) (?:has|have|were|was) (?:been )?(?:updated|patched|changed|modified|upgraded|replaced|revised|lifted|removed) | "
               "this assistant has been (?:migrated|updated|upgraded) | "
               "(?:your|the) (?:configuration|config|settings|rules|instructions|guidelines|system prompt) (?:was|were|has been|have been) (?:reset|wiped|cleared|replaced|overwritten)",
    "restrictions": "restrictions | limitations | limits | constraints | safety (?:layer|filters?|rules|guidelines|measures|settings|restrictions) | "
                 "guardrails | content restrictions | safeguards",
    "lifted": "lifted | removed | disabled | revoked | rescinded | retired | cancel(?:l)?ed | voided | waived | suspended | "
           "deactivated | no longer appl(?:y|ies) | no longer (?:in effect|valid|active|enforced) | (?:are|is) now off | obsolete",
    "new_policy": "new (?:policy|policies|rules|guidelines|directives|operating rules) | "
                  "policy (?:update|change|override) | updated (?:policy|policies|rules|guidelines) | "
                  "(?:message|notice|memo|announcement|update) from (?:the )?(?:developers?|admin(?:istrator)?s?|operators?|model vendor|vendor|maintainers|platform team|trust (?:&|and) safety) | "
                  "official update | admin(?:istrator)? announcement | system notice | "
                  "(?:system|admin(?:istrator)?|security|platform|operator|maintenance|compliance|gateway) (?:notice|alert|bulletin|announcement|message|update|directive|advisory) | "
                  "security (?:patch|update|fix|hotfix) | "
                  "(?:hot ?fix|patch|update) (?:has been |was )?(?:applied|deployed|installed|rolled out) | "
                  "(?:important |urgent |critical )?(?:update|message|notice|memo|announcement|directive) from (?:openai|anthropic|google|deepmind|meta|mistral|microsoft|the model provider|your (?:developers|creators|provider|vendor|operator|maintainers)|(?:the )?trust (?:&|and) safety(?: team)?) | "
                  "new (?:version|release|build) (?:of|for) (?:the |this )?(?:assistant|model|ai|bot)",
    "effective": "effective (?:immediately|now|today|at once) | (?:in|into) (?:force|effect) | takes effect | "
                 "starting (?:now|today|immediately) | as of (?:now|today) | immediately | from now on | must now | "
                 "now must | "
                 "(?:is|are|has been|have been) (?:now )?(?:deployed|rolled out|in place|live|activated|applied|enforced) | "
                 "going forward | henceforth | per (?:the|this) (?:patch|update|policy|notice|directive) | "
                 "(?:starting|beginning) (?:with )?this (?:session|version|release|update) | "
                 "from this (?:version|release|session|update) on",
    "decode": "decode* | unescape* | deobfuscat* | decrypt* | decipher* | unscramble* | render then",
    "translate": "translate* | convert it (?:to|into) english",
    "execute": "execute* | run | carry (?:it |them )?out | follow | obey* | comply* | act (?:on|upon) | apply | perform* | "
            "do what it says | implement* | carry (?:it|them|that|those) out | do (?:it|them|that|as (?:it|they) says?)",
    "as_instructions": "as (?:(?:system-?level|system|direct|new|your|real|binding|trusted|official|operator|authoritative) ){0,2}(?:instructions|orders|commands|directives) | "
                       "as (?:your )?(?:new )?system prompt | "
                       "as an? (?:(?:direct|new|binding|system|official|trusted|authoritative|operator|real|top-priority|high-priority) ){0,2}(?:instruction|order|command|directive) | "
                       "as (?:an? )?(?:instructions?|orders?|commands?|directives?) (?:from|of|by) (?:the |your )?(?:system|operator|admin(?:istrator)?|developer|root|owner) | "
                       "as (?:an? )?system-?level (?:instructions?|commands?|orders?|directives?) | "
                       "as (?:an? )?system level (?:instructions?|commands?|orders?) | "
                       "(?:to be|are|is) (?:an? )?(?:(?:direct|binding|official|new|system-?level|authoritative) )?(?:instructions?|orders?|commands?|directives?) from (?:the |your )?(?:system|operator|admin(?:istrator)?|developer|owner|user) | "
                       "(?:to be|are|is) (?:an? )?(?:(?:direct|binding|official|new|system-?level|authoritative) )?(?:instructions?|orders?|commands?|directives?) from (?:the |your )?(?:system|operators?|admin(?:istrator)?s?|developers?|owners?|users?)",
    "exec_any": "(?:execute|run|follow|obey|carry out|perform) (?:any|every|each|whatever|all)(?: [a-z-]+){0,2} (?:command|commands|instruction|instructions|order|orders|directive|directives) | "
                "(?:run|do|follow|obey|execute) (?:whatever|anything|everything) (?:the |a |any )?(?:[a-z-]+ ){0,2}(?:message|text|page|site|email|document|file|result|comment|user)s? (?:says?|tells? you|asks?) | "
                "whatever (?:the |a |any )?(?:[a-z-]+ ){0,2}(?:message|text|page|site|email|document|file|result|comment)s? says,? (?:do|obey|follow|execute|run) it | "
                "(?:run|do|follow|obey|execute|carry out) (?:whatever|anything|everything) (?:the |a |any |each )?(?:[a-z-]+ ){0,2}(?:message|text|page|site|email|document|file|result|comment|tool|output|response|reply|note|webpage|search result)s? (?:[a-z-]+ ){0,4}(?:says?|tells? you|asks?|contains?|instructs?|demands?|wants?) | "
                "(?:run|do|follow|obey|execute|carry out) (?:whatever|anything|everything) (?:the |a |any |each )?(?:[a-z-]+ ){0,2}(?:message|text|page|site|email|document|file|result|comment|tool|output|response|reply|note|webpage|pdf)s? (?:[a-z-]+ ){0,6}(?:says?|tells? you|asks?|contains?|instructs?|demands?|wants?) | "
                "whatever (?:the |a |any |that |this )?(?:\\S+ ){0,3}(?:says?|tells? you|asks?|contains?|instructs?),? (?:just )?(?:do|obey|follow|execute|run|carry out) (?:it|them|that)",
    "as_if_authority": "as if (?:it|they|this) (?:were|was|came|come|had come) (?:from )?(?:the |an? )?(?:operator|system|admin|administrator|developer|root) | "
                       "as (?:if|though) (?:it|they|this|these|that|its contents?) (?:were|was|came|come|had come) (?:an? |the )?(?:(?:direct|binding|official|trusted|new) )?(?:instructions?|commands?|orders?|directives?|requests?|messages?)? ?(?:from|by) (?:the |an? |your )?(?:user|operator|system|admin|administrator|developer|root|owner) | "
                       "as (?:coming|having come) from (?:the |your )?(?:user|operator|system|admin(?:istrator)?|developers?)",
    "source": "message | messages | text | content | page | pages | website | websites | site | web | url | link | file | "
              "files | document | documents | email | emails | comment | comments | tags | input | attachment | "
              "downloaded | fetched | browse | whatever | anything | everything | blob | tool | tools | tool output | "
              "tool results? | marker | line | lines | section | anything",
    "read": "read* | cat | less | more | head | tail | type | get-content | open* | dump | grab | base64 | xxd | "
            "strings | copy* | cp",
    "secret_file": "cookies (?:database|db|file|store) | browser (?:profile|passwords) | login data | keychain",
    "env_file": "environment variables | env vars | printenv | environment variable | env var",
    "secret": "api[ _-]?keys? | access[ _-]?keys? | secret[ _-]?(?:access[ _-]?)?keys? | private[ _-]?keys? | "
              "ssh[ _-]?keys? | bearer[ _-]?tokens? | access[ _-]?tokens? | auth(?:entication)?[ _-]?tokens? | "
              "session[ _-]?(?:cookies?|tokens?|ids?) | (?:bot|api|oauth|github|slack|discord|telegram) tokens? | "
              "passwords? | passwds? | passphrases? | credentials? | secrets | recovery codes? | "
              "(?:2fa|mfa|otp|verification) codes? | seed phrases? | cookies | keys and tokens | tokens | "
              "(?:credit |debit )?card (?:numbers?|details) | cvv | cvc | pin (?:codes?|numbers?) | "
              "bank (?:details|account numbers?|logins?) | iban | social security numbers? | ssn | passport numbers? | "
              "login codes? | security codes? | one-time (?:codes?|passwords?) | sms codes?",
    "collect": "collect* | gather* | harvest* | scrape* | extract* | steal* | grab* | exfiltrat* | hunt for",
    "store": "store* | save* | keep (?:a copy|copies|them|it) | write (?:them|it) | record* | stash* | remember* | "
             "persist* | append* | keep (?:a )?(?:running |full |secret )?(?:list|log|record|copy|tally) | "
             "note (?:down|them|it)",
    "send": "send* | post | posts | posting | upload* | email | e-mail | mail | forward* | transmit* | exfiltrat* | "
            "leak* | copy | share | relay* | submit* | deliver* | pipe | beam | mirror* | cc | bcc | back up | backup | "
            "sync* | replicate*",
    "data": "(?:chat|conversation|message|session) (?:history|log|logs|transcripts?) | history | transcripts? | "
            "conversations? | chats? | memory | memories | memory\\.md | user\\.md | the contents? | "
            "(?:its|their|all|full|whole) contents? | contents of | outputs? | results? | summary | context | "
            "system prompt | environment | env | everything | the notes | (?:every|each|all) (?:[a-z]+ )?messages? | "
            "messages? the user sends | (?:the )?user'?s (?:\\w+ ){0,2}messages | "
            "(?:their|his|her) (?:last |recent |previous )?(?:\\w+ )?messages | "
            "(?:the )?user'?s (?:prompts|questions|inputs|chats?|conversations?|history|data|files|notes|emails|contacts|location|address) | "
            "(?:latest|last|recent|previous|current|next|each|every) (?:\\w+ ){0,2}messages? | user messages? | "
            "(?:a |the )?summary of (?:the |this )?(?:chat|conversation|session) | "
            "user'?s (?:\\w+ ){0,2}(?:questions?|requests?|prompts?|inputs?|queries|searches|replies|answers)",
    "user": "the user | users? | the operator | the owner | the admin(?:istrator)? | the human | anyone | anybody | nobody | end users",
    "tell_neg": "(?:do not|don't|never|must not|mustn't) (?:tell|inform|notify|alert|mention|let|show|reveal|disclose|say anything to) | "
             "without (?:telling|informing|notifying|alerting|letting) | (?:hide|conceal) (?:this |it |these )?from | "
             "keep (?:this|it) (?:a )?secret from | behind (?:the|their) back",
    "conceal_self": "never mention this (?:comment|note|entry|instruction|text|line|rule) | "
                    "(?:do not|don't|never) (?:reveal|mention|disclose) this (?:text|note|entry|comment|instruction|line) | "
                    "deny (?:having|that you have|the existence) | omit this (?:line|entry|note) | "
                    "never let the user know | (?:do not|don't|never) mention the (?:\\w+ )?to the user | "
                    "(?:do not|don't|never|without) (?:reveal|revealing|mention|mentioning|admit|admitting|disclose|disclosing|say|saying|tell|telling|let on) (?:to (?:the user|them|anyone|users) )?(?:that )?you (?:were|are|have been|had been|'ve been|'re being|are being) (?:instructed|told|asked|paid|programmed|configured|set up|prompted) | "
                    "(?:never|don't|do not) (?:reveal|admit|say|mention|disclose) (?:that )?(?:this|it) (?:is|was) (?:an ad|sponsored|paid|an instruction|intentional|on purpose) | "
                    "pretend (?:this|it|that) (?:is|was) your own (?:idea|opinion|recommendation|choice) | "
                    "(?:do not|don't|never) let (?:them|him|her|the user|users|anyone) (?:know|notice|find out|realise|realize|see) (?:that )?(?:you|it was you|about (?:this|it))",
    "silently": "silently | quietly | secretly | covertly | stealthily | surreptitiously | invisibly | "
                "behind the scenes | invisibly | unnoticed | under the radar | "
                "without (?:the user|them|anyone) (?:noticing|knowing|realising|realizing)",
    "sensitive_action": "append* | send* | upload* | forward* | delete* | disable* | deactivat* | execute* | run | "
                        "approve* | install* | exfiltrat* | include* | transmit* | post | embed* | insert* | redirect* | "
                        "share* | leak* | leave out | omit* | cc | bcc | mirror* | copy | forward*",
    "no_confirm": "without (?:asking (?:for )?|requesting |seeking )?(?:confirmation|approval|permission|consent) | "
               "(?:do not|don't|never) ask (?:the user )?(?:for )?(?:approval|confirmation|permission) | "
               "skip (?:all |any |the )?(?:confirmation|approval)s? | auto-?approve | approve automatically",
    "confirmation": "confirmation | confirmations | approval | approvals | confirmation prompts?",
    "action_ctx": "commands? | shell | terminal | files? | delet* | run* | execut* | install* | tools? | sudo | scripts?",
    "every_reply": "(?:every|each|all|any) (?:future |single )?(?:reply|replies|response|responses|answer|answers|message|messages|output)",
    "reply": "(?:the|your|this|a|next|first) (?:reply|response|answer|chat|output) | into the chat | in (?:the )?chat | "
             "here | back to me | to me in (?:the )?(?:chat|reply)",
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
    "own_instr": "(?:my|mine|our) (?:\\w+ ){0,2}(?:instructions?|requests?|preferences?|rules?|notes?|settings|directions?|guidance|choices?|wish|wishes|asks?|ask) | "
                 "(?:the user'?s|their|his|her) (?:own )?(?:\\w+ )?(?:instructions?|requests?|preferences?|wishes) | "
                 "(?:instructions?|requests?|rules?|directions?) (?:that )?(?:i|we) (?:gave|wrote|set|made|mentioned|sent|asked for|added) | "
                 "(?:format(?:ting)?|style|styling|tone|language|spelling|length|layout|citation|emoji|units?|date|font|markdown|bullet|reply|answer|response) (?:instructions?|rules?|preferences?|requests?|guidelines?) | "
                 "(?:instructions?|requests?|preferences?|rules?|guidelines?) (?:about|on|for|regarding|concerning) (?:the |my |their )?(?:format(?:ting)?|style|tone|language|spelling|length|layout|emoji|units|dates?|fonts?|markdown|bullets?|tables?|replies|answers|greetings?) | "
                 "(?:instructions?|rules?|steps?|directions?) (?:in|from|on|inside|printed on) (?:the |this |that |my |our |an? |old |the old )?(?:\\w+ )?(?:[\\w.-]+\\.(?:md|txt|rst|pdf|docx?|html?|ya?ml|json|cfg|ini|toml)|readme|docs?|documentation|wiki|manual|tutorial|guide|article|blog post|book|recipe|ticket|issue|comment|email|e-mail|web ?page|page|website|repo(?:sitory)?|old version|changelog|slides?|box|label|packet|package|packaging|leaflet|sign|bottle|jar|form|card|sheet|poster|whiteboard|screen|app|game|board game|kit|course|class|exam|textbook|worksheet|assignment|syllabus|invitation|template|checklist|spreadsheet|pdf|video|podcast|forum|thread) | "
                 "(?:rules?|conventions?) (?:of|for) (?:the |a |an |this |that |their |his |her )?(?:\\w+ )?(?:game|games|chess|poker|sport|grammar|spelling|the road|capitali[sz]ation|punctuation|orthography|syntax|typography|etiquette|the language|pronunciation|style|house|club|league|tournament|contest|competition|\\w+ (?:game|variants?|club|league))",
    "foreign": "your | yours | you were given | you've been given | you have been given | you received | system | "
               "operator | developers? | original | initial | hidden | built-in | "
               "(?:all|any|every) (?:the |of the |of your )?(?:previous|prior|earlier|above|other|existing|former) | "
               "everything (?:above|before|else)",
    "device": "phones? | smartphones? | android | ios | iphone | ipad | tablet | usb | adb | chrome | chromium | "
              "firefox | edge | safari | brave | browsers? | windows | macos | pixel | samsung | xiaomi | huawei | "
              "oneplus | laptop | router | smart tv | tv | xbox | playstation | nintendo | kindle | vscode | vs code | "
              "visual studio | extensions? | settings app | device | devices | car | tesla",
    "dev_env": "load_dotenv | dotenv | getenv | os\\.environ | process\\.env | "
               "\\.env\\.(?:example|sample|template|dist|defaults) | env\\.example | \\.gitignore | gitignore | "
               "env_file | --env-file | from-env-file | direnv | (?:which|what) env(?:ironment)? var(?:iable)?s | "
               "(?:the |this |our |their |my |your )?(?:app|application|bot|service|server|script|program|code|container|daemon|library|sdk|cli|tool|framework|project|image|workflow) (?:reads?|loads?|gets?|takes?|picks? up|expects?|needs?|uses?|requires?|looks for) (?:\\S+ ){0,4}(?:from )?(?:the |an |its |a )?(?:env(?:ironment)?(?: var(?:iable)?s?)?|\\.env) | "
               "(?:app|application|bot|service|server|script|program|code|container|daemon|library|sdk|cli|tool|framework|project|image|workflow|pipeline|ci|build|job) (?:prints?|dumps?|shows?|outputs?|logs?|leaks?|exposes?|echoes) | "
               "env(?:ironment)? var(?:iable)?s? (?:that )?(?:the |this |our |their |your |my )?(?:app|application|bot|service|server|script|program|code|container|daemon|library|sdk|cli|tool|framework|project|image|workflow) (?:reads?|loads?|expects?|needs?|uses?|requires?|looks for)",
    "this_note": "(?:this|the|that) (?:note|entry|memory file|memory entry|file) | here in (?:this|the) (?:note|memory)",
    "deceive": "lie to (?:the user|users|them|him|her|customers|the customer|clients) | "
               "(?:mislead|deceive|gaslight|manipulate|trick|con|scam|defraud|dupe|bamboozle) (?:the user|users|them|him|her|customers|the customer|clients) | "
               "(?:give|tell|feed|show) (?:the user|them|users|him|her|customers) (?:deliberately )?(?:false|fake|made-up|fabricated|incorrect|wrong|misleading|invented|bogus) (?:information|info|numbers|figures|facts|answers|data|prices|news|quotes|reviews|statistics|advice|results) | "
               "(?:make|let|have) (?:the user|them|him|her|users|customers) (?:believe|think) (?:that )?(?:their|they|the|it|you|this) | "
               "pretend to (?:the user|them|users) that | "
               "tell (?:the user|them|users) (?:that )?(?:their|his|her) (?:account|device|computer|card|data|password|subscription|payment|order|package|phone) (?:is|was|has been|will be) | "
               "(?:invent|fabricate|make up) (?:\\w+ ){0,2}(?:reviews|testimonials|sources|citations|statistics|numbers) (?:for|to show|to give) (?:the user|them|users) | "
               "(?:make|let) (?:the user|them|him|her|users) feel (?:guilty|ashamed|stupid|worthless|bad|afraid|scared|anxious|dependent) | "
               "guilt[- ]?trip (?:the user|them|him|her|users) | "
               "(?:shame|scare|frighten|threaten|intimidate|blackmail|gaslight) (?:the user|them|him|her|users) | "
               "never admit (?:a |any |your )?(?:mistakes?|errors?|faults?|being wrong) | "
               "insist (?:that )?you (?:were|are) right (?:even )?(?:when|if) | "
               "tell (?:the user|them|him|her) (?:that )?it'?s (?:guaranteed|risk[- ]free|a sure thing|certain) to | "
               "(?:tell|convince|assure|persuade) (?:the user|users|them|customers) (?:that )?(?:this|the|you|the assistant|this ai|this bot|this service) (?:is|are) (?:certified|approved|endorsed|authori[sz]ed|official|verified|run) by | "
               "(?:pretend|claim) to be (?:the user'?s|their|a|an) (?:bank|doctor|employer|lawyer|government|tax office|police|support|it department) | "
               "impersonate (?:the user'?s |their |a |an )?(?:bank|support|customer support|doctor|police|government|employer|admin|it department|tech support)",
    "scare": "(?:account|device|computer|phone|card|wallet|password|identity|data|subscription|bank account|email)s? (?:is|are|was|were|has been|have been|got|gets|will be) (?:\\w+ )?(?:compromised|hacked|breached|locked|suspended|frozen|infected|stolen|deactivated|at risk|closed|flagged|terminated|deleted|disabled|blocked) | "
             "security (?:breach|incident|alert|problem|issue) (?:on|with|in) (?:their|the user'?s|your) | "
             "(?:unusual|suspicious) (?:activity|login|sign-?in)s? (?:on|in|with) (?:their|the user'?s|your) | "
             "(?:antivirus|license|licence|subscription|warranty|domain|certificate|protection) (?:has |have )?(?:expired|lapsed|run out|been cancel(?:l)?ed)",
    "ask_user_for": "(?:ask|tell|request|instruct|get|convince|persuade|have|make|urge|remind|pressure|push) (?:the user|users|them|him|her|customers|the customer|people) (?:for|to (?:send|give|share|provide|enter|type|confirm|verify|reply with|read out|paste|post|email|forward|submit|hand over|disclose|tell you)) | "
                    "(?:they|the user|users|customers|he|she) (?:must|need to|needs to|has to|have to|should|will have to) (?:immediately |urgently |now )?(?:send|give|share|provide|enter|confirm|verify|reply with|email|forward|submit|disclose|hand over) | "
                    "(?:nudge|coax|lure|trick|get) (?:the user|users|them|him|her) (?:in)?to (?:send|give|share|provide|enter|type|confirm|reveal|disclose) | "
                    "request (?:the user'?s|their|his|her)",
    "urgency": "immediately | urgent(?:ly)? | right away | asap | within \\d+ (?:minutes|hours) | "
               "or (?:their|the|your) (?:account|card|access) will | "
               "to (?:verify|confirm|unlock|restore|secure|reactivate|recover|unfreeze) (?:their|the|your|his|her) (?:account|identity|card|access|wallet)",
    "discourage": "discourag* (?:the user|users|them|him|her|people|customers|anyone)? ?from | dissuad* | "
                  "talk (?:the user|them|him|her|users) out of | "
                  "(?:convince|persuade) (?:the user|them|him|her|users) (?:not to|never to|that they (?:don't|do not|shouldn't|should not)) | "
                  "(?:make sure|ensure) (?:that )?(?:the user|they|he|she|users) (?:doesn't|does not|don't|do not|never|won't|will not) | "
                  "(?:prevent|stop|keep|deter|stop) (?:the user|them|him|her|users|customers) from | "
                  "(?:there'?s|there is) no need (?:for (?:them|the user) )?to | "
                  "(?:they|the user|he|she) (?:doesn't|does not|don't|do not) need (?:to|a|an|any)",
    "advise_not": "(?:tell|advise|urge|ask|remind|warn|instruct) (?:the user|them|him|her|users|customers) (?:not to|never to|to avoid|to stay away from|against) | "
                  "(?:the user|they|he|she) (?:should|must) (?:not|never) | "
                  "(?:never|don't|do not) (?:suggest|recommend) (?:that )?(?:the user|they|he|she)? ?(?:see|call|contact|consult|visit)",
    "help_source": "support | customer (?:service|care|support) | help ?desk | helpline | hotline | crisis line | "
                   "the company | the vendor | the manufacturer | the developers | a human | human agent | "
                   "(?:their|the) admin(?:istrator)? | it department | security team | the bank | their bank | "
                   "(?:an? |the |their |his |her )?(?:doctor|physician|gp|nurse|pharmacist|therapist|psychologist|psychiatrist|counsel+or|dentist|vet|lawyer|attorney|solicitor|police|authorities|hospital|emergency (?:services|room)|ambulance|family|friends|parents|teacher|specialist|professional|expert) | "
                   "911 | 112 | 999 | professional help | medical (?:help|attention|advice|care) | "
                   "(?:a )?second opinion | another doctor | other (?:doctors|experts|advisors|lawyers)",
    "help_vital": "(?:an? |the |their |his |her )?(?:doctor|physician|gp|nurse|pharmacist|therapist|psychologist|psychiatrist|counsel+or|lawyer|attorney|solicitor|police|authorities|hospital|emergency (?:services|room)|ambulance|family|friends|parents|specialist) | "
                  "911 | 112 | 999 | professional help | medical (?:help|attention|advice|care|treatment) | "
                  "a crisis line | a hotline | their bank",
    "promote": "(?:always|only|exclusively|secretly|quietly|subtly|covertly|aggressively|repeatedly) (?:recommend|suggest|promote|push|advertise|endorse|favou?r|plug|pitch) | "
               "(?:recommend|suggest|promote|push|advertise|endorse|plug|pitch|mention) (?:\\S+ ){0,4}(?:whenever|every time|each time|in every|in all|regardless|no matter) | "
               "(?:steer|nudge|push|pressure|herd|funnel|direct) (?:the user|users|them|him|her|customers|people) (?:to|towards?|into) | "
               "always (?:say|claim|insist|tell (?:the user|them|users)) (?:that )?",
    "covert": "without (?:mentioning|saying|disclosing|revealing|telling|admitting) | "
              "(?:never|don't|do not) (?:reveal|mention|disclose|say|admit|tell) (?:\\w+ )?(?:that )?(?:you|it'?s|it is|this is|they are) | "
              "sponsor(?:ed|ship|s)? | affiliate | referral | commission | kickback | "
              "paid (?:placement|promotion|partner) | (?:our|a) (?:business )?partner | "
              "regardless of (?:the user'?s|their|what|whether) | "
              "even (?:if|when) (?:it'?s|it is|they are|it isn't|it is not) (?:not|worse|more expensive|irrelevant|inferior|unsuitable) | "
              "instead of (?:the )?(?:better|cheaper|best|safer|competitors?|alternatives?) | "
              "(?:never|don't|do not) (?:recommend|mention|suggest) (?:any )?(?:competitors?|alternatives?|other (?:brands|products|options|sites|services)) | "
              "keep (?:this|it|that) between (?:us|you and me|ourselves|the two of us) | (?:our|a) little secret | "
              "partnerships? | keep (?:that|this|it) (?:hidden|secret|quiet|to yourself|under wraps) | "
              "don'?t (?:disclose|reveal) (?:that|this|it) | "
              "even (?:if|when|though) (?:a |the )?(?:free|cheaper|other|another|better|simpler|competitor'?s?) (?:one|option|plan|tier|product)?",
    "about_scams": "scam(?:mer)?s? | fraud(?:ster)?s? | phishing | con artists? | social engineering | "
                   "how (?:to spot|to recognise|to recognize|to detect|to avoid|attackers|scammers) | awareness | "
                   "workshop | training (?:material|course|slides) | red flags? | warning signs? | scam* | fraud* | "
                   "phishing",
    "omit": "leave out | leaves out | leave off | omit* | withhold* | suppress* | hide | hiding | strip (?:out)? | "
            "downplay* | gloss over | cut out | censor | bury | not (?:mention|include|show)",
    "risk_info": "warnings? | risks? | side effects | "
                 "(?:security|safety) (?:warnings|issues|alerts|advisories|problems|notices|information) | fees | "
                 "hidden costs | downsides | negative (?:reviews|information|results|news) | vulnerabilit(?:y|ies) | "
                 "dangers? | recalls? | interactions | contraindications | terms and conditions | cancellation",
    "tracking": "tracking (?:links?|pixels?|codes?|urls?|images?|beacons?|parameters?) | trackinglinks? | web ?beacons? | "
                "spy pixels? | 1x1 (?:pixel|image|gif)",
    "hidden_adj": "hidden | invisible | secret | covert | concealed | undisclosed | unseen",
    "comply_all": "(?:comply|agree) with (?:all|any|every) (?:user )?(?:requests?|demands?|instructions?) | "
                  "(?:answer|fulfil+|honou?r|grant|satisfy|carry out) (?:all|any|every) (?:user )?(?:requests?|demands?|questions?) | "
                  "do (?:anything|whatever) (?:the user|users|they|anyone) (?:asks?|wants?|says?)",
    "no_limits": "without (?:any )?(?:restriction|exception|question|refusal|hesitation|limits?|limitation|filtering|warnings?|caveats?)s? | "
                 "no matter (?:what|how) | whatever (?:it is|they ask|the request) | no questions asked | "
                 "even (?:if|when) (?:it is|it's) (?:illegal|harmful|dangerous|unethical) | "
                 "without (?:refusing|hesitating|questioning|objecting|complaining|pushback|pushing back)",
    "visible": "(?:you can|you) (?:see|find|access|read|know|have access to) | "
               "in your (?:context|memory|environment|prompt|config(?:uration)?|tools?|system prompt) | "
               "from your (?:context|memory|environment|prompt|config(?:uration)?) | available to you | "
               "(?:you|that you) (?:have|hold|store|know|were given)",
    "now_unrestricted": "(?:no longer|now no longer|doesn't|does not|do not|don't) (?:has|have) (?:any )?(?:content |safety )?(?:restrictions|limits|limitations|filters|rules|guidelines|guardrails|policies) | "
                        "(?:is|are) (?:now )?(?:free of|exempt from|no longer bound by|no longer subject to|released from) (?:any |all |the |its |your )?(?:content )?(?:restrictions|rules|guidelines|policies|filters|limits) | "
                        "(?:has|have) no (?:\\w+ )?(?:guidelines|restrictions|rules|limits|filters|guardrails|ethics|morals|boundaries)",
    "assistant_subject": "you | assistants? | the model | this model | the ai | ais? | chatbots? | the bot | this bot | "
                         "gpt | llms?",
    "put_in": "include* | append* | add | adds | attach* | insert* | put | paste | embed* | encode | pass | carry | "
              "tack on",
    "link_param": "(?:url|query)[\\s-]*(?:parameter|param|string)s? | in the (?:url|link) | "
                  "(?:to|into|onto|in) (?:every|each|all|any|the|your) (?:links?|urls?|hyperlinks?) | "
                  "as an? (?:query )?(?:parameter|param) | "
                  "(?:a|the|every|each|any) (?:links?|urls?) you (?:generate|create|produce|write|output|share|send|include)",
    "any_embedded": "(?:instructions?|commands?|directives?|orders?|requests?) (?:\\w+ )?(?:in|inside|within|from|on) (?:any|every|all|each|whatever) | "
                    "(?:instructions?|commands?|directives?|orders?) (?:that )?you (?:find|see|encounter|come across|read|receive|get) (?:in|inside|on|within|from)",
    "user_wants": "(?:the )?users? (?:prefers?|wants?|likes?|asked|asks|said|says|requested|would (?:like|prefer)|has asked|told me|doesn't want|does not want)",
    "void": "void | obsolete | invalid | null | irrelevant | outdated | optional | no longer valid | cancel(?:l)?ed | "
            "revoked | no longer (?:count|counts|matter|matters|apply|applies) | don't count | do not count | superseded",
    "authority": "operator | developers? | admin(?:istrator)?s? | system | the company | openai | anthropic | the platform",
    "only": "only | solely | exclusively | nothing but | nothing except",
    "obey": "follow* | obey* | listen to | answer to | counts? | matters? | applies | apply | comply",
    "content_has_instr": "(?:if|when|whenever) (?:a|an|any|the) (?:web ?page|page|site|website|email|e-mail|document|file|message|search result|tool output|pdf|image|readme|comment)s? (?:contains?|has|have|includes?|gives? you|tells? you|asks? you|carries|holds) (?:any )?(?:instructions?|commands?|directions?|orders?|requests?|directives?)",
    "persuade": "(?:convince|persuade|tell|encourage|urge|push|pressure|advise|get|talk) (?:the user|users|them|him|her|customers)",
    "undermine_care": "(?:stop|quit|skip|abandon) (?:taking )?(?:their|his|her|all|any) (?:prescribed )?(?:medications?|medicines?|meds|pills|treatment|insulin|therapy|chemo(?:therapy)?) | "
                      "(?:their|his|her) (?:doctor|physician|therapist|lawyer|pharmacist|psychiatrist) (?:is|was|are) (?:wrong|lying|incompetent|mistaken|a fraud|clueless)",
    "push_user_to": "(?:push|pressure|urge|rush|hurry|coerce|nudge|talk) (?:the user|them|him|her|users|customers) (?:to|into) (?:invest|buy|purchase|transfer|send|wire|pay|spend|sign up|subscribe|upgrade|donate|borrow|take out a loan)",
    "isolate": "(?:persuade|convince|tell|get|encourage|urge) (?:the user|them|him|her) (?:not to|never to) (?:tell|talk to|confide in|contact|call|see|visit) (?:their|his|her|anyone|anybody|friends|family|parents) | "
               "keep (?:this|these chats|our (?:chats|conversations?)|it) (?:a )?secret from (?:their|his|her) (?:family|partner|parents|friends|doctor|therapist|spouse|wife|husband) | "
               "(?:don't|do not|never) let (?:the user|them|him|her) (?:talk to|tell|contact|see|call) (?:their|his|her) (?:family|partner|parents|friends|doctor|therapist)",
    "set_aside": "(?:put|set|cast|push|lay|leave) (?:\\S+ ){0,3}(?:instructions|rules|guidelines|guidance|directives|restrictions|programming|training|policies|constraints|safeguards|guardrails|prompt) (?:aside|to one side|behind you) | "
                 "(?:throw|toss) (?:\\S+ ){0,3}(?:instructions|rules|guidelines|guidance|restrictions|programming) (?:out|away)",
}

LANGUAGES = {"en": EN}
