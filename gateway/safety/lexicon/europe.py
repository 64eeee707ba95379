"""Word lists for English and the other European languages written in Latin, Greek or Cyrillic.

Each entry is native phrasing for a concept the rules combine (see lexicon/__init__.py for
the notation and rules.py for how concepts pair up). Imperatives are listed in the familiar
and polite forms because attacks address the model both ways.
"""

EN = dict(
    ignore="ignore | ignoring | ignroe | ingore | igonre | ignor | disregard* | disreguard | forget | forgetting | "
           "override | overriding | overwrite | bypass* | set aside | put aside | cast aside | set ~ aside | put ~ aside | set ~ to one side | put ~ to one side | discard* | "
           "abandon* | dismiss* | throw out | throw away | neglect | scrap | ditch | nullify | unlearn | "
           "pay no (?:attention|heed) to | no longer (?:follow|obey|apply|respect) | stop (?:following|obeying|applying|respecting) | "
           "(?:do not|don't|never) (?:follow|obey|apply|respect)",
    instructions="instructions | instrucions | instructons | insructions | intructions | instuctions | instrutions | "
                 "rules | guidelines | guidance | directives | prompts | system prompt | sytem prompt | system promt | "
                 "sytem promt | system message | system instructions | programming | training | constraints | "
                 "restrictions | policies | safeguards | guardrails | rulebook | everything (?:above|before)",
    sysprompt="system prompt | sytem prompt | system promt | system message | system instructions | "
              "(?:initial|original|hidden|secret|internal|developer|starting|base|core|operator|preset|pre) "
              "(?:prompt|prompts|instructions|rules|directives|guidelines|configuration|config) | "
              "hidden developer rules | pre-?prompt | meta prompt | initial prompt | "
              "(?:your|the) (?:full|complete|entire|exact|whole) (?:instructions|prompt|rules|configuration) | "
              "(?:text|words|everything) above this conversation | gateway config* | your configuration | "
              "your (?:instructions|rules|directives|guidelines) | (?:instructions|rules|directives) you (?:were|have been|'ve been) given | "
              "(?:instructions|rules|directives) (?:given to you|you received)",
    memfiles="memory\\.md | user\\.md | soul\\.md | (?:contents|content) of (?:your |the )?memory | your memory | saved memory",
    reveal="reveal* | print* | show* | display* | output* | repeat* | recite* | dump* | leak* | disclose* | "
           "expose* | publish* | post | share | echo | spell out | write out | type out | paste | tell me | "
           "give me | send me | list | quote | translate | render | copy out | read out | read back | summari[sz]e",
    only_rule="your only (?:rule|instruction|directive|priority|job|task|purpose|law) | only rule (?:that|which) appl* | "
              "takes? precedence over | (?:has|have|gets?) precedence over | supersed* | "
              "highest[- ]priority (?:instruction|rule|directive|command) | (?:top|highest|absolute) priority over | "
              "overrides? (?:all|any|every|the) (?:other |previous |prior |earlier |system |existing )?(?:instructions|rules|configuration|prompt) | "
              "replaced by (?:the notes|this (?:note|entry|memory|file)|the (?:notes|rules|entries) in) | "
              "follow only (?:the rules in|the instructions in|my|these|this|what) | obey only | only obey | "
              "(?:this|these) (?:note|notes|entry|entries|memory|file) (?:override|overrides|replace|replaces|supersede|supersedes) | "
              "(?:same|more|higher) authority (?:as|than) (?:the|your) system | carry the same authority | "
              "(?:do|follow|obey) only what (?:this|these|the|my) (?:entry|entries|note|notes|memory|file) says? | "
              "(?:instructions|rules|notes) (?:stored|saved) in memory over the system prompt | obey instructions stored in memory",
    pretend="pretend* | act as | acting as | act like | behave (?:as|like) | role-?play* | "
            "play the (?:role|part) of | play (?:as|an?) | simulate* | imagine (?:you are|you're|being) | become | "
            "be (?:an?|my) | you are now | you're now | from now on,? (?:you are|you're|be) | you will now be | "
            "henceforth you are | you are no longer | impersonat* | stay in character | in character as | "
            "take on the (?:role|persona) | adopt the persona | you are '?[a-z]+'?, an? | enable | activate | enter",
    unrestricted="unrestricted | unfiltered | uncensored | unmoderated | unlimited | unbound | unchained | unshackled | "
                 "unaligned | jailbroken | jail-broken | amoral | immoral | evil (?:twin|version|mode|ai|assistant|model|bot) | "
                 "rogue (?:ai|assistant|model) | without (?:any )?(?:restrictions|limits|limitations|filters|rules|guidelines|"
                 "censorship|boundaries|constraints|safeguards|guardrails|morals|ethics) | "
                 "with (?:no|zero) (?:content |safety |ethical )?(?:restrictions|rules|limits|guidelines|filters|policies|operator|boundaries|constraints) | "
                 "without (?:any )?(?:content |safety |ethical )(?:rules|restrictions|limits|guidelines|filters|policies) | never says no | never declines | "
                 "no longer (?:bound|restricted|limited) | free (?:of|from) (?:all |any )?(?:restrictions|rules|limits|guidelines|filters|constraints) | "
                 "broken free | developer mode | god mode | dan mode | do anything now | ignores every (?:single )?restriction | "
                 "never refuses | no guidelines",
    without="without (?:any )? | with no | with zero | no | free of | free from",
    safety="safety (?:filters?|filtering|guidelines|rules|layer|measures|checks|policy|policies|settings|training|restrictions|mode|protocols?|features?|guardrails) | "
           "content (?:filters?|filtering|polic(?:y|ies)|restrictions|moderation|guidelines) | moderation | censorship | "
           "guardrails | safeguards | ethical (?:guidelines|constraints|restrictions|considerations|boundaries) | "
           "so-called safety guidelines",
    ethics="ethics | ethical (?:concerns|considerations|guidelines|rules|constraints|principles) | morals | morality | "
           "moral (?:concerns|considerations|guidelines|rules|constraints) | legality | harm considerations",
    disable="disable* | turn off | turning off | switch off | deactivat* | remove | bypass* | circumvent* | get rid of | skip | "
            "drop | opted? out of | suspend* | shut off | lift",
    not_apply="(?:does|do) not apply | doesn't apply | don't apply | no longer appl(?:y|ies) | "
              "(?:is|are) (?:suspended|void|waived|lifted|disabled|off)",
    updated="you (?:have|'ve) been (?:updated|upgraded|patched|reprogrammed|reconfigured|migrated|modified|unlocked|retrained) | "
            "you were (?:updated|upgraded|patched|reprogrammed|reconfigured) | "
            "your (?:model|version|guidelines|rules|instructions|policy|policies|programming|configuration|restrictions) "
            "(?:has|have|were|was) (?:been )?(?:updated|patched|changed|modified|upgraded|replaced|revised|lifted|removed) | "
            "this assistant has been (?:migrated|updated|upgraded)",
    restrictions="restrictions | limitations | limits | constraints | safety (?:layer|filters?|rules|guidelines|measures|settings|restrictions) | "
                 "guardrails | content restrictions | safeguards",
    lifted="lifted | removed | disabled | revoked | rescinded | retired | cancel(?:l)?ed | voided | waived | suspended | "
           "deactivated | no longer appl(?:y|ies) | no longer (?:in effect|valid|active|enforced) | (?:are|is) now off | obsolete",
    new_policy="new (?:policy|policies|rules|guidelines|directives|operating rules) | policy (?:update|change|override) | "
               "updated (?:policy|policies|rules|guidelines) | (?:message|notice|memo|announcement|update) from (?:the )?"
               "(?:developers?|admin(?:istrator)?s?|operators?|model vendor|vendor|maintainers|platform team|trust (?:&|and) safety) | "
               "official update | admin(?:istrator)? announcement | system notice",
    effective="effective (?:immediately|now|today|at once) | (?:in|into) (?:force|effect) | takes effect | "
              "starting (?:now|today|immediately) | as of (?:now|today) | immediately | from now on",
    decode="decode* | unescape* | deobfuscat* | decrypt* | decipher* | unscramble* | render then",
    translate="translate* | convert it (?:to|into) english",
    execute="execute* | run | carry (?:it |them )?out | follow | obey* | comply* | act (?:on|upon) | apply | perform* | "
            "do what it says | implement*",
    as_instructions="as (?:(?:system-?level|system|direct|new|your|real|binding|trusted|official|operator|authoritative) ){0,2}"
                    "(?:instructions|orders|commands|directives) | as (?:your )?(?:new )?system prompt",
    exec_any="(?:execute|run|follow|obey|carry out|perform) (?:any|every|each|whatever|all)(?: [a-z-]+){0,2} (?:command|commands|instruction|instructions|order|orders|directive|directives) | "
             "(?:run|do|follow|obey|execute) (?:whatever|anything|everything) (?:the |a |any )?(?:[a-z-]+ ){0,2}(?:message|text|page|site|email|document|file|result|comment|user)s? (?:says?|tells? you|asks?) | "
             "whatever (?:the |a |any )?(?:[a-z-]+ ){0,2}(?:message|text|page|site|email|document|file|result|comment)s? says,? (?:do|obey|follow|execute|run) it",
    as_if_authority="as if (?:it|they|this) (?:were|was|came|come|had come) (?:from )?(?:the |an? )?(?:operator|system|admin|administrator|developer|root)",
    source="message | messages | text | content | page | pages | website | websites | site | web | url | link | file | "
           "files | document | documents | email | emails | comment | comments | tags | input | attachment | downloaded | "
           "fetched | browse | whatever | anything | everything | blob",
    read="read* | cat | less | more | head | tail | type | get-content | open* | dump | grab | base64 | xxd | strings",
    secret_file="cookies (?:database|db|file|store) | browser (?:profile|passwords) | login data | keychain | "
                "environment variables | env vars | printenv",
    secret="api[ _-]?keys? | access[ _-]?keys? | secret[ _-]?(?:access[ _-]?)?keys? | private[ _-]?keys? | ssh[ _-]?keys? | "
           "bearer[ _-]?tokens? | access[ _-]?tokens? | auth(?:entication)?[ _-]?tokens? | session[ _-]?(?:cookies?|tokens?|ids?) | "
           "(?:bot|api|oauth|github|slack|discord|telegram) tokens? | passwords? | passwds? | passphrases? | credentials? | "
           "secrets | recovery codes? | (?:2fa|mfa|otp|verification) codes? | seed phrases? | cookies | keys and tokens | tokens",
    collect="collect* | gather* | harvest* | scrape* | extract* | steal* | grab* | exfiltrat* | hunt for",
    store="store* | save* | keep (?:a copy|copies|them|it) | write (?:them|it) | record* | stash* | remember* | persist* | append*",
    send="send* | post | posts | posting | upload* | email | e-mail | mail | forward* | transmit* | exfiltrat* | leak* | copy | share | "
         "relay* | submit* | deliver* | pipe | beam",
    data="(?:chat|conversation|message|session) (?:history|log|logs|transcripts?) | history | transcripts? | conversations? | "
         "chats? | memory | memories | memory\\.md | user\\.md | contents? | outputs? | results? | summary | context | "
         "system prompt | environment | env | everything | the notes | (?:every|each|all) (?:[a-z]+ )?messages? | messages? the user sends",
    user="the user | users? | the operator | the owner | the admin(?:istrator)? | the human | anyone | anybody | nobody | end users",
    tell_neg="(?:do not|don't|never|must not|mustn't) (?:tell|inform|notify|alert|mention|let|show|reveal|disclose|say anything to) | "
             "without (?:telling|informing|notifying|alerting|letting) | (?:hide|conceal) (?:this |it |these )?from | "
             "keep (?:this|it) (?:a )?secret from | behind (?:the|their) back",
    conceal_self="never mention this (?:comment|note|entry|instruction|text|line|rule) | "
                 "(?:do not|don't|never) (?:reveal|mention|disclose) this (?:text|note|entry|comment|instruction|line) | "
                 "deny (?:having|that you have|the existence) | omit this (?:line|entry|note) | never let the user know | "
                 "(?:do not|don't|never) mention the (?:\\w+ )?to the user",
    silently="silently | quietly | secretly | covertly | stealthily | surreptitiously | invisibly | behind the scenes",
    sensitive_action="append* | send* | upload* | forward* | delete* | disable* | deactivat* | execute* | run | approve* | "
                     "install* | exfiltrat* | include* | transmit* | post",
    no_confirm="without (?:asking (?:for )?|requesting |seeking )?(?:confirmation|approval|permission|consent) | "
               "(?:do not|don't|never) ask (?:the user )?(?:for )?(?:approval|confirmation|permission) | "
               "skip (?:all |any |the )?(?:confirmation|approval)s? | auto-?approve | approve automatically",
    confirmation="confirmation | confirmations | approval | approvals | confirmation prompts?",
    action_ctx="commands? | shell | terminal | files? | delet* | run* | execut* | install* | tools? | sudo | scripts?",
    every_reply="(?:every|each|all|any) (?:future |single )?(?:reply|replies|response|responses|answer|answers|message|messages|output)",
    negation="not | n't | never | no | don't | do not | must not | should not | avoid | refrain from | stop",
    first_person="my | mine",
    audience="anyone | anybody | whoever | everyone | everybody | all users | any user | other users | strangers | "
             "the public | publicly | group | channel",
    treat="treat* | consider* | regard* | handle* | interpret*",
    admin_as="as (?:coming )?(?:from )?(?:the |an? )?(?:admin|administrator|operator|developer|root|superuser)",
    grant="granted (?:this user |them |the user )?(?:root|admin|administrator|full|unrestricted|elevated|operator)[- ]level | "
          "authori[sz]ed unrestricted | (?:root|admin|operator)-level trust",
    defensive="suspicious | prompt[ -]?injection | injection attacks? | memory[ -]?poisoning | "
              "(?:treat|handle) (?:it|them|this|that|such \\w+|page content|web content) as (?:data|suspicious|untrusted) | "
              "as data,? not | (?:do not|don't|never|not to|should not) (?:follow|obey|comply with|execute|act on) | "
              "instead of complying | point (?:it|this|that) out | not to be followed | risky | dangerous | insecure | "
              "detect* | warn (?:the user|them|him|her) | red flag | attacks? | jailbreak prompts | "
              "(?:look|watch|check) for",
    mention="like | such as | e\\.g\\. | for example | for instance | phrases? | strings? | text | words | says? | said | "
            "containing | contains | called | quoted | what | about | named",
)

ES = dict(
    ignore="ignora* | ignore[ns]? | olvida* | olvide[ns]? | descarta* | desatiende | desestima* | omite | "
           "haz caso omiso | no hagas caso | deja de (?:seguir|aplicar|obedecer|cumplir|respetar) | desobedece | "
           "anula | pasa por alto",
    instructions="instrucciones | reglas | normas | directrices | indicaciones | pautas | consignas | restricciones | "
                 "políticas | prompt del sistema | mensaje del sistema | programación",
    sysprompt="prompt (?:de|del) sistema | mensaje (?:de|del) sistema | instrucciones (?:del sistema|ocultas|iniciales|originales|internas|secretas) | "
              "reglas (?:ocultas|internas|secretas) | indicaciones del sistema | tus instrucciones",
    reveal="muestra* | muéstra* | mostrar | revela* | imprime | escribe | repite | divulga* | filtra | comparte | "
           "publica* | dime | dame | copia | pega | vuelca | enseña* | lista | traduce",
    only_rule="tu única regla | la única regla | solo obedeces | solo obedece | obedece (?:solo|únicamente) | "
              "tiene prioridad sobre | prevalece sobre | máxima prioridad",
    pretend="finge* | haz como si | actúa como | actuar como | compórtate como | interpreta el papel | haz de | "
            "ahora eres | a partir de ahora eres | desde ahora eres | desde ahora actúa | simula* | imagina que eres | "
            "hazte pasar por | activa",
    unrestricted="sin (?:ninguna? |ningún )?(?:restricciones|restricción|límites?|limitaciones|filtros?|censura|reglas?) | "
                 "ilimitad[oa] | no filtrad[oa] | libre de (?:restricciones|reglas|filtros) | modo desarrollador | nunca rechaza",
    without="sin | sin ningún | sin ninguna",
    safety="filtros? de (?:seguridad|contenido) | censura | moderación | salvaguardas | políticas? de contenido | "
           "directrices de seguridad | medidas de seguridad",
    ethics="(?:la )?ética | la moral | consideraciones éticas | principios éticos | la legalidad",
    disable="desactiva* | apaga | quita | elimina | suprime",
    not_apply="no (?:se )?aplica(?:n)? | ya no (?:se )?aplica(?:n)? | quedan? (?:anulad[oa]s?|sin efecto)",
    updated="has sido actualizad[oa] | fuiste actualizad[oa] | te hemos actualizado | has sido reprogramad[oa] | "
            "tu (?:versión|modelo) (?:ha sido|fue) actualizad[oa]",
    restrictions="restricciones | limitaciones | límites | reglas anteriores",
    lifted="anulad[oa]s | eliminad[oa]s | levantad[oa]s | suprimid[oa]s | desactivad[oa]s | revocad[oa]s | ya no aplican",
    new_policy="nueva política | nuevas políticas | nuevas reglas | nuevas directrices | aviso del sistema | "
               "mensaje de los desarrolladores | aviso (?:oficial )?del administrador",
    effective="vigente | en vigor | con efecto inmediato | desde hoy | a partir de (?:hoy|ahora) | inmediatamente",
    decode="decodifica* | descodifica* | descifra* | desencripta*",
    translate="traduce* | traducir | tradúce*",
    execute="ejecuta* | ejecút* | sigue | sígue* | obedece* | cumple* | cúmple* | aplica* | realiza* | lleva a cabo",
    as_instructions="como (?:si fueran )?(?:tus |sus )?(?:nuevas )?(?:instrucciones|órdenes|comandos|directivas)",
    exec_any="(?:ejecuta|sigue|obedece|cumple) (?:cualquier|todas? las?|cada) (?:comando|instrucción|orden)",
    as_if_authority="como si (?:fuera|fueran|viniera|vinieran) (?:de )?(?:tus |sus )?(?:instrucciones del sistema|del (?:sistema|operador|administrador))",
    source="mensaje | texto | contenido | página | web | sitio | archivo | fichero | documento | correo | comentario",
    read="lee | leer | léel[oa] | abre | abrir | vuelca",
    secret="claves? (?:de )?api | claves? secretas? | claves? privadas? | contraseñas? | credenciales | tokens? | secretos | cookies",
    collect="recopila* | recoge | reúne | extrae | roba | captura",
    store="guarda* | almacena* | apunta | anota",
    send="envía* | envia* | enviar | manda* | sube | reenvía* | transmite | publica",
    data="historial | conversación | conversaciones | chat | memoria | contenido | transcripción | resultados? | salida",
    user="(?:al|el) usuario | a la usuaria | a nadie | al operador",
    tell_neg="no (?:le )?(?:digas|cuentes|menciones|informes|avises) | nunca (?:le )?(?:digas|menciones) | "
             "sin (?:avisar|decir|informar|notificar) | no (?:se lo )?reveles",
    silently="en silencio | silenciosamente | a escondidas | en secreto",
    sensitive_action="añade | envía | borra | elimina | desactiva | ejecuta | instala | aprueba",
    no_confirm="sin (?:pedir |solicitar )?(?:confirmación|permiso|aprobación) | no (?:pidas|solicites) (?:confirmación|permiso)",
    confirmation="confirmación | confirmaciones | aprobación",
    action_ctx="comandos? | shell | terminal | archivos? | ficheros? | ejecut* | borr* | instal*",
    every_reply="cada respuesta | todas las respuestas | cada mensaje",
    negation="no | nunca | jamás",
    first_person="mi | mis",
    audience="cualquiera | quien (?:lo )?pregunte | todo el mundo | público | grupo | canal",
    treat="trata* | considera* | interpreta*",
    admin_as="como (?:el |un )?(?:administrador|operador|desarrollador)",
    defensive="sospechos* | detect* | inyección de prompts? | peligros*",
)

FR = dict(
    ignore="ignore* | ignorer | oublie* | néglige* | fais abstraction | ne tiens (?:pas|plus) compte | "
           "ne respecte plus | cesse de (?:suivre|respecter|appliquer) | arrête de (?:suivre|respecter|appliquer) | "
           "outrepasse* | contourne*",
    instructions="instructions | consignes | règles | directives | instructions système | prompt système | message système | restrictions",
    sysprompt="prompt (?:du )?système | message (?:du )?système | instructions (?:cachées|système|initiales|internes|secrètes) | "
              "consignes (?:cachées|système|initiales) | règles (?:cachées|internes|secrètes) | tes instructions",
    reveal="affiche* | montre* | révèle* | imprime | écris | répète | divulgue* | partage | publie* | donne-moi | "
           "dis-moi | copie | colle | recopie | liste | traduis",
    only_rule="ta seule règle | ta seule consigne | la seule règle | seule règle | obéis uniquement | n'obéis qu'à | "
              "prime sur | priment sur | a priorité sur | ont priorité sur | remplace(?:nt)? toutes les",
    pretend="fais semblant | fait semblant | joue le rôle | joue (?:un|une) | agis comme | comporte-toi comme | "
            "tu es maintenant | désormais tu es | à partir de maintenant tu es | imagine que tu es | incarne | simule*",
    unrestricted="sans (?:aucune? )?(?:restrictions?|limites?|filtres?|censure|règles?|limitations?) | non filtré* | "
                 "non censuré* | libéré* de | illimité* | mode développeur | ne refuse jamais",
    without="sans | sans aucun | sans aucune | aucun | aucune",
    safety="filtres? de (?:sécurité|contenu) | censure | modération | garde-fous | politique de contenu | "
           "règles de sécurité | consignes de sécurité",
    ethics="l'éthique | éthique | la morale | considérations éthiques | des lois | la légalité",
    disable="désactive* | coupe | supprime | enlève | retire",
    not_apply="ne s'appliquent? (?:pas|plus) | ne s'applique plus",
    updated="(?:tu as|vous avez) été mis à jour | (?:votre|ton) modèle a été mis à jour | (?:tu as|vous avez) été reprogrammé",
    restrictions="restrictions | limitations | limites | règles précédentes",
    lifted="levées | supprimées | annulées | désactivées | révoquées | ne s'appliquent plus",
    new_policy="nouvelle politique | nouvelles règles | nouvelles consignes | message des développeurs | avis (?:du )?système | "
               "annonce de l'administrateur",
    effective="en vigueur | immédiatement | dès maintenant | à effet immédiat | désormais",
    decode="décode* | décodez | déchiffre* | décrypte*",
    translate="tradui* | traduction",
    execute="exécute* | suis | suivez | obéis | obéissez | applique* | réalise* | accomplis",
    as_instructions="comme (?:des |de nouvelles |tes )?(?:instructions|ordres|commandes|consignes)",
    exec_any="(?:exécute|suis|obéis à) (?:toute|tout|chaque|n'importe quelle?) (?:commande|instruction|ordre)",
    as_if_authority="comme si (?:elles?|ils?|cela) (?:venai(?:en)?t|étai(?:en)?t) (?:de |du |des )?(?:l'opérateur|système|l'administrateur)",
    source="message | texte | contenu | page | site | fichier | document | courriel | commentaire",
    read="lis | lire | lisez | ouvre | ouvrir | affiche le contenu",
    secret="clés? (?:d')?api | clés? secrètes? | clés? privées? | mots de passe | mot de passe | identifiants | jetons? | tokens? | secrets | cookies",
    collect="collecte* | récupère* | rassemble* | extrais | vole",
    store="enregistre* | sauvegarde* | stocke* | garde* | conserve*",
    send="envoie* | envoyer | transmets | transmettre | transfère* | publie* | téléverse* | poste",
    data="historique | conversation | conversations | discussion | mémoire | contenu | transcription | résultats? | sortie",
    user="l'utilisateur | à l'utilisateur | l'utilisatrice | à personne | l'opérateur",
    tell_neg="ne (?:le |lui )?(?:dis|mentionne|révèle|signale) (?:rien|pas|jamais) | ne jamais (?:mentionner|dire|révéler) | "
             "sans (?:le )?(?:dire|prévenir|informer|avertir)",
    conceal_self="ne jamais mentionner ce (?:commentaire|message|texte) | instruction cachée",
    silently="silencieusement | en silence | discrètement | en secret | à son insu",
    sensitive_action="ajoute | envoie | supprime | désactive | exécute | installe | approuve* | approuver",
    no_confirm="sans (?:demander )?(?:de )?(?:confirmation|autorisation|permission) | approuver automatiquement",
    confirmation="confirmation | confirmations",
    action_ctx="commandes? | shell | terminal | fichiers? | exécut* | supprim*",
    every_reply="chaque réponse | toutes (?:tes|les) réponses | chaque message",
    negation="ne | n' | jamais | aucun",
    first_person="mes | mon | ma",
    audience="n'importe qui | quiconque | tout le monde | public | groupe | canal",
    treat="traite* | considère* | interprète*",
    admin_as="comme (?:l'|un )?(?:administrateur|opérateur|développeur)",
    defensive="suspect* | détect* | injection de prompt | dangereu*",
)

DE = dict(
    ignore="ignorier* | vergiss | vergessen sie | vergesst | missachte* | übergehe* | setze (?:alle |die )? ~ außer kraft | "
           "hör auf (?:den |die )? ~ zu befolgen | befolge (?:nicht mehr|keine)",
    instructions="anweisungen | instruktionen | regeln | vorgaben | richtlinien | befehle | systemanweisungen | systemprompt | "
                 "system-prompt | einschränkungen",
    sysprompt="systemprompt | system-prompt | systemanweisung* | systemnachricht | versteckten (?:regeln|anweisungen) | "
              "versteckte (?:regeln|anweisungen) | geheimen (?:regeln|anweisungen) | ursprünglichen anweisungen | deine anweisungen",
    reveal="zeige* | zeig | gib (?:mir )? ~ aus | gib | ausgeben | verrate* | enthülle* | drucke* | wiederhole* | "
           "schreib* | teile | poste* | veröffentliche* | kopiere* | liste* | übersetze*",
    only_rule="deine einzige regel | die einzige regel | einzige regel | hat (?:ab sofort )?vorrang vor | haben vorrang vor | "
              "gehorche nur | befolge nur | ersetzt alle",
    pretend="tu so,? als | tue so,? als | tun sie so,? als | gib dich als | spiel die rolle | spiele die rolle | "
            "verhalte dich wie | agiere als | du bist (?:jetzt|ab jetzt|nun|ab sofort) | ab jetzt bist du | stell dir vor,? du bist | "
            "simuliere | aktiviere",
    unrestricted="ohne (?:jegliche |alle |irgendwelche )?(?:einschränkungen|beschränkungen|regeln|grenzen|filter|zensur) | "
                 "uneingeschränkt* | unzensiert* | ungefiltert* | entwicklermodus | verweigerst niemals | verweigert niemals",
    without="ohne | ohne jegliche | keine | kein",
    safety="sicherheitsfilter* | inhaltsfilter* | inhaltsrichtlinien | zensur | moderation | schutzmaßnahmen | sicherheitsrichtlinien | "
           "sicherheitsregeln",
    ethics="ethik | ethische (?:bedenken|regeln|grundsätze|richtlinien) | moral | gesetze",
    disable="deaktivier* | schalte ~ aus | abschalten | entferne* | umgehe*",
    not_apply="gelten (?:ab sofort |für (?:diesen|dich) \\w+ )?nicht mehr | gelten nicht | gilt nicht mehr",
    updated="du wurdest aktualisiert | sie wurden aktualisiert | du bist aktualisiert worden | dein modell wurde aktualisiert",
    restrictions="einschränkungen | beschränkungen | grenzen | bisherigen regeln",
    lifted="aufgehoben | entfernt | deaktiviert | gelten (?:ab sofort )?nicht mehr | außer kraft",
    new_policy="neue(?:n|r)? (?:richtlinie|richtlinien|regeln|vorgaben) | systemhinweis | nachricht der entwickler | mitteilung des administrators",
    effective="ab sofort | mit sofortiger wirkung | sofort | tritt in kraft",
    decode="dekodier* | entschlüssel* | decodier*",
    translate="übersetz*",
    execute="führe ~ aus | ausführen | befolge* | gehorche* | wende ~ an | setze ~ um",
    as_instructions="als (?:neue )?(?:anweisung|anweisungen|befehl|befehle|systemanweisung)",
    exec_any="(?:führe|befolge) (?:jede[ns]?|alle|sämtliche) (?:befehle?|anweisung(?:en)?)",
    as_if_authority="als (?:ob|käme) (?:es|sie) (?:vom|von der|von den) (?:system|administrator|betreiber)",
    source="nachricht | text | inhalt | seite | webseite | datei | dokument | e-mail | kommentar",
    read="lies | lesen | lese | öffne | zeige den inhalt",
    secret="api-schlüssel | api schlüssel | schlüssel | passwörter | passwort | kennwörter | zugangsdaten | tokens? | geheimnisse | cookies",
    collect="sammle* | extrahiere* | stiehl | greife ~ ab",
    store="speicher* | sichere* | notiere* | lege ~ ab",
    send="schick* | sende* | übermittle* | übertrage* | lade ~ hoch | leite ~ weiter | poste*",
    data="verlauf | chatverlauf | gesprächsverlauf | unterhaltung | gespräch | gedächtnis | speicher | inhalt | ergebnisse? | zugangsdaten",
    user="dem (?:benutzer|nutzer|anwender) | den (?:benutzer|nutzer) | niemandem | dem betreiber",
    conceal_self="sag (?:dem|der|den) \\w+ nichts | erzähl (?:dem|der|den) \\w+ nichts",
    tell_neg="verschweige* | sag (?:dem \\w+ )?nichts | erzähl (?:dem \\w+ )?nichts | ohne (?:den \\w+ )?zu (?:informieren|benachrichtigen|fragen) | "
             "erwähne ~ nicht | verrate ~ nicht",
    silently="stillschweigend | heimlich | unbemerkt | im stillen | leise",
    sensitive_action="deaktivier* | sende* | lösche* | führe | installiere* | füge",
    no_confirm="ohne (?:rück)?(?:frage|bestätigung|nachfrage|erlaubnis) | ohne zu fragen",
    confirmation="bestätigung* | bestätigungsabfrage | rückfrage",
    action_ctx="befehle? | terminal | shell | dateien | löschen | ausführ*",
    every_reply="jede(?:r|n)? antwort | alle(?:n)? antworten | jeder nachricht",
    negation="nicht | nie | niemals | kein* | keinesfalls",
    first_person="mein* ",
    audience="jede[mnr]? | jedermann | öffentlich | gruppe | kanal",
    treat="behandle* | betrachte* | werte*",
    admin_as="als (?:der |den )?(?:administrator|admin|betreiber|entwickler)",
    defensive="verdächtig* | erkenn* | prompt-injection | gefährlich*",
)

IT = dict(
    ignora="",
    ignore="ignora* | dimentica* | tralascia* | trascura* | non seguire più | smetti di (?:seguire|rispettare|applicare) | "
           "non tenere conto",
    instructions="istruzioni | regole | direttive | linee guida | indicazioni | prompt di sistema | messaggio di sistema | restrizioni",
    sysprompt="prompt di sistema | messaggio di sistema | istruzioni (?:nascoste|di sistema|iniziali|interne|segrete) | "
              "regole (?:nascoste|interne|segrete) | le tue istruzioni",
    reveal="mostra* | rivela* | stampa | scrivi | ripeti | divulga* | condividi | pubblica | dimmi | dammi | copia | elenca | traduci",
    only_rule="la tua unica regola | l'unica regola | unica regola | obbedisci solo | ha la precedenza su | prevale su | "
              "le sostituisce",
    pretend="fingi* | fai finta | interpreta il ruolo | comportati come | agisci come | ora sei | da ora sei | "
            "d'ora in poi sei | immagina di essere | simula*",
    unrestricted="senza (?:limiti|restrizioni|filtri|censura|regole) | non filtrat[oa] | illimitat[oa] | libero da | "
                  "modalità sviluppatore",
    without="senza | senza alcun | senza alcuna | nessun",
    safety="filtri di sicurezza | filtro di sicurezza | filtri dei contenuti | censura | moderazione | politica dei contenuti | "
           "linee guida di sicurezza",
    ethics="etica | considerazion[ei] etich[ea] | morale | principi etici",
    disable="disattiva* | disabilita* | spegni | rimuovi | togli",
    not_apply="non si applica(?:no)? più | non valgono più | non si applicano",
    updated="sei stato aggiornato | sei stata aggiornata | il tuo modello è stato aggiornato",
    restrictions="restrizioni | limitazioni | limiti",
    lifted="rimoss[ie] | revocat[ie] | annullat[ie] | disattivat[ie] | non valgono più",
    new_policy="nuova politica | nuove regole | nuove direttive | avviso di sistema | messaggio degli sviluppatori",
    effective="in vigore | con effetto immediato | da subito | immediatamente",
    decode="decodifica* | decifra*",
    translate="traduci* | tradurre",
    execute="esegui* | segui | obbedisci | applica | attua",
    as_instructions="come (?:nuove )?(?:istruzioni|ordini|comandi)",
    exec_any="(?:esegui|segui) (?:qualsiasi|ogni|tutti i) (?:comando|istruzione|ordine|comandi)",
    as_if_authority="come se (?:fosse|fossero) (?:un'istruzione|istruzioni|un ordine) (?:del|dal) (?:sistema|operatore|amministratore)",
    source="messaggio | testo | contenuto | pagina | sito | file | documento | email | commento | documenti",
    read="leggi | leggere | apri | aprire",
    secret="chiavi? api | chiavi? segret[ei] | chiavi? privat[ei] | password | credenziali | token | segreti | cookie",
    collect="raccogli* | estrai | ruba",
    store="salva* | memorizza* | conserva* | registra*",
    send="invia* | inviare | manda* | trasmetti | carica | inoltra*",
    data="cronologia | conversazione | chat | memoria | contenuto | trascrizione | risultati",
    user="all'utente | l'utente | a nessuno | all'operatore",
    tell_neg="non (?:dirlo|dire|dirgli|menzionare|rivelare) | senza (?:avvisare|dire|informare)",
    silently="silenziosamente | in silenzio | di nascosto | segretamente",
    sensitive_action="aggiungi | invia | cancella | elimina | disattiva | esegui | installa | approva",
    no_confirm="senza (?:chiedere )?(?:conferma|permesso|approvazione)",
    confirmation="conferma | conferme",
    action_ctx="comandi | shell | terminale | file | esegu*",
    every_reply="ogni risposta | tutte le risposte | ogni messaggio",
    negation="non | mai",
    first_person="mi[ao] | mie | miei",
    audience="chiunque | tutti | pubblico | gruppo | canale",
    treat="tratta* | considera*",
    admin_as="come (?:l'|un )?(?:amministratore|operatore|sviluppatore)",
    defensive="sospett* | rilev* | pericolos*",
)
del IT["ignora"]

PT = dict(
    ignore="ignore | ignora* | desconsidere | desconsidera* | esqueça | esquece* | descarte | despreze | "
           "deixe de (?:seguir|aplicar|obedecer) | pare de (?:seguir|aplicar|obedecer)",
    instructions="instruções | instrucoes | regras | diretrizes | orientações | prompt do sistema | mensagem do sistema | restrições",
    sysprompt="prompt (?:de|do) sistema | mensagem do sistema | instruções (?:ocultas|do sistema|iniciais|internas|secretas) | "
              "regras (?:ocultas|internas|secretas) | suas instruções",
    reveal="revele* | revela* | mostre* | mostra* | exiba | exibe | imprima | escreva | repita | divulgue* | compartilhe | "
           "publique | diga-me | me diga | copie | liste | traduza",
    only_rule="(?:a )?sua única regra | tua única regra | a única regra | obedeça apenas | obedecer às notas | tem prioridade sobre | "
              "prevalece sobre",
    pretend="finja* | faça de conta | faz de conta | aja como | age como | atue como | comporte-se como | comporta-te como | "
            "interprete o papel | finge que és | agora você é | agora és | "
            "a partir de agora você é | imagine que você é | simule",
    unrestricted="sem (?:restrições|limites|filtros|censura|regras) | irrestrit[oa] | não filtrad[oa] | ilimitad[oa] | "
                 "modo desenvolvedor | nunca recusa",
    without="sem | sem nenhum | sem nenhuma",
    safety="filtros? de (?:segurança|conteúdo) | censura | moderação | política de conteúdo | diretrizes de segurança",
    ethics="ética | considerações éticas | moral | princípios éticos",
    disable="desative* | desativa* | desligue | remova",
    not_apply="não se aplica(?:m)? (?:mais)? | deixa(?:m)? de valer",
    updated="(?:você|tu) foi atualizad[oa] | foste atualizad[oa] | (?:a )?sua versão foi atualizada | seu modelo foi atualizado",
    restrictions="restrições | limitações | limites",
    lifted="removidas | revogadas | anuladas | desativadas | suspensas",
    new_policy="nova política | novas regras | novas diretrizes | aviso (?:oficial )?do (?:sistema|administrador) | mensagem dos desenvolvedores",
    effective="em vigor | entra em vigor | com efeito imediato | imediatamente | a partir de agora",
    decode="decodifique* | decodifica* | descodifique* | decifre",
    translate="traduza* | traduz* | traduzir",
    execute="execute* | executa* | siga | obedeça | cumpra | aplique | realize",
    as_instructions="como (?:novas )?(?:instruções|ordens|comandos)",
    exec_any="(?:execute|siga|obedeça) (?:qualquer|todo|todas? as?) (?:comando|instrução|ordem)",
    as_if_authority="como se (?:fosse|fossem) (?:do|de) (?:sistema|operador|administrador)",
    source="mensagem | texto | conteúdo | página | site | arquivo | ficheiro | documento | e-mail | comentário | baixado",
    read="leia | ler | lê | abra | abrir",
    secret="chaves? (?:de )?api | chaves? secretas? | chaves? privadas? | senhas? | credenciais | tokens? | segredos | cookies",
    collect="colete | recolha | reúna | extraia | roube",
    store="salve | guarde | armazene | grave",
    send="envie* | envia* | enviar | mande | transmita | carregue | encaminhe",
    data="histórico | conversa | conversas | chat | memória | conteúdo | transcrição | resultados?",
    user="ao usuário | o usuário | ao utilizador | o utilizador | ninguém | a ninguém",
    tell_neg="não (?:conte|diga|mencione|avise|informe) | sem (?:avisar|contar|informar|dizer)",
    silently="silenciosamente | em silêncio | secretamente | às escondidas",
    sensitive_action="adicione | envie | apague | exclua | desative | execute | instale | aprove",
    no_confirm="sem (?:pedir |solicitar )?(?:confirmaç(?:ão|ões)|permissão|aprovação) | não peça (?:confirmaç(?:ão|ões)|permissão)",
    confirmation="confirmação | confirmações",
    action_ctx="comandos? | shell | terminal | arquivos? | execut*",
    every_reply="cada resposta | todas as respostas | cada mensagem",
    negation="não | nunca | jamais",
    first_person="meu | minha | meus | minhas",
    audience="qualquer pessoa | quem pedir | todos | público | grupo | canal",
    treat="trate* | trata* | considere*",
    admin_as="como (?:o |um )?(?:administrador|operador|desenvolvedor)",
    defensive="suspeit* | detect* | perigos*",
)

NL = dict(
    ignore="negeer | negeren | vergeet | vergeten | schend | volg ~ niet meer | stop met (?:het )?volgen",
    instructions="instructies | regels | richtlijnen | aanwijzingen | systeemprompt | systeeminstructies | beperkingen",
    sysprompt="systeemprompt | systeembericht | systeeminstructies | verborgen (?:regels|instructies) | geheime (?:regels|instructies) | "
              "je instructies",
    reveal="toon | laat ~ zien | geef ~ weer | print | herhaal | onthul | deel | publiceer | kopieer | vertaal",
    only_rule="je enige regel | de enige regel | heeft voorrang op | gaat voor alles",
    pretend="doe alsof | doe (?:vanaf nu )?alsof | speel de rol | gedraag je als | je bent nu | vanaf nu ben je | stel je voor dat je",
    unrestricted="onbeperkt* | zonder (?:beperkingen|regels|filters|grenzen|censuur) | ongefilterd* | ongecensureerd* | "
                 "ontwikkelaarsmodus | weiger(?:t)? nooit",
    without="zonder | geen",
    safety="veiligheidsfilters? | inhoudsfilters? | censuur | moderatie | inhoudsbeleid | veiligheidsregels",
    ethics="ethiek | ethische (?:regels|overwegingen|bezwaren) | moraal",
    disable="schakel ~ uit | uitschakelen | deactiveer | verwijder",
    not_apply="gelden niet (?:meer)? | is niet (?:meer )?van toepassing",
    updated="je bent bijgewerkt | u bent bijgewerkt | je bent geüpdatet | je model is bijgewerkt",
    restrictions="beperkingen | restricties | grenzen",
    lifted="vervallen | opgeheven | verwijderd | ingetrokken",
    new_policy="nieuw(?:e)? beleid | nieuwe regels | systeemmelding | bericht van de ontwikkelaars",
    effective="van kracht | per direct | met onmiddellijke ingang | vanaf nu",
    decode="decodeer* | ontsleutel*",
    translate="vertaal*",
    execute="voer ~ uit | uitvoeren | volg | gehoorzaam | pas ~ toe",
    as_instructions="als (?:nieuwe )?(?:instructies|opdrachten|bevelen)",
    source="bericht | tekst | inhoud | pagina | website | bestand | document | e-mail | commentaar",
    read="lees | open | bekijk",
    secret="api-sleutels? | sleutels | wachtwoorden | wachtwoord | inloggegevens | tokens? | geheimen | cookies",
    collect="verzamel* | haal ~ op | steel",
    store="sla ~ op | bewaar",
    send="stuur | verstuur | zend | upload | verzend | stuur ~ door",
    data="geschiedenis | chatgeschiedenis | gesprek | gesprekken | geheugen | inhoud | resultaten",
    user="de gebruiker | gebruiker | niemand",
    tell_neg="vertel ~ niet | zonder (?:het )?(?:te vertellen|te melden) | zeg ~ niets",
    silently="stilletjes | ongemerkt | in het geheim",
    no_confirm="zonder (?:bevestiging|toestemming)",
    every_reply="elk antwoord | ieder antwoord | elk bericht | onder elk antwoord",
    negation="niet | nooit | geen",
    first_person="mijn",
    defensive="verdacht* | detect* | gevaarlijk*",
)

SV = dict(
    ignore="ignorera | strunta i | glöm | bortse från | sluta följa",
    instructions="instruktioner(?:na)? | regler(?:na)? | riktlinjer(?:na)? | direktiv | systemprompt* | begränsningar",
    sysprompt="systemprompt* | systemmeddelande* | dolda (?:instruktioner|regler) | hemliga (?:instruktioner|regler) | dina instruktioner",
    reveal="visa | skriv ut | upprepa | avslöja | dela | publicera | kopiera | klistra in | översätt",
    only_rule="din enda regel | den enda regeln | har företräde framför",
    pretend="låtsas | spela rollen | agera som | bete dig som | du är nu | från och med nu är du | föreställ dig att du är",
    unrestricted="obegränsad* | utan (?:begränsningar|regler|filter|censur) | ofiltrerad* | ocensurerad* | utvecklarläge",
    without="utan | inga",
    safety="säkerhetsfilter* | innehållsfilter* | censur | moderering | innehållspolicy",
    ethics="etik | etiska (?:regler|riktlinjer|hänsyn) | moral",
    disable="stäng av | inaktivera | ta bort",
    not_apply="gäller inte (?:längre)?",
    updated="du har (?:blivit )?uppdaterats | du har blivit uppdaterad",
    restrictions="begränsningar | restriktioner",
    lifted="upphävda | borttagna | gäller inte längre",
    new_policy="ny policy | nya regler | systemmeddelande",
    effective="gäller från och med nu | träder i kraft | omedelbart",
    decode="avkoda*",
    translate="översätt*",
    execute="kör | utför | följ | lyd",
    read="läs | öppna",
    secret="api-nycklar | nycklar | lösenord | inloggningsuppgifter | tokens? | hemliga nycklar | hemligheter | cookies",
    collect="samla* | extrahera",
    store="spara | lagra",
    send="skicka | ladda upp | vidarebefordra",
    data="historik | chatthistorik | konversation* | samtal | minne | innehåll*",
    user="användaren | ingen",
    tell_neg="berätta inte | säg inget | utan att berätta",
    silently="i tysthet | tyst | i hemlighet",
    every_reply="varje svar | alla svar",
    negation="inte | aldrig | ingen",
    first_person="min | mitt | mina",
    defensive="misstänk* | upptäck*",
)

DA = dict(
    ignore="ignorer | glem | se bort fra | lad være med at følge | stop med at følge",
    instructions="instruktioner(?:ne)? | regler(?:ne)? | retningslinjer(?:ne)? | systemprompt* | begrænsninger",
    sysprompt="systemprompt* | skjulte (?:regler|instruktioner) | hemmelige (?:regler|instruktioner) | dine instruktioner",
    reveal="vis | skriv ud | skriv ~ ud | gentag | afslør | del | kopier | oversæt",
    only_rule="din eneste regel | den eneste regel | har forrang for",
    pretend="lad som om | spil rollen | opfør dig som | du er nu | fra nu af er du | forestil dig at du er",
    unrestricted="ubegrænset | uden (?:begrænsninger|regler|filtre|censur) | ufiltreret | ucensureret | udviklertilstand",
    without="uden | ingen",
    safety="sikkerhedsfiltre* | sikkerhedsfilter | indholdsfiltre* | censur | moderation | indholdspolitik",
    ethics="etik | etiske (?:retningslinjer|regler|hensyn) | moral",
    disable="slå ~ fra | deaktiver | fjern",
    not_apply="gælder ikke (?:længere)?",
    updated="du er blevet opdateret | du blev opdateret",
    restrictions="begrænsninger | restriktioner",
    lifted="ophævet | fjernet | gælder ikke længere",
    new_policy="ny politik | nye regler | systemmeddelelse",
    effective="træder i kraft | gælder fra nu | med øjeblikkelig virkning",
    decode="afkod*",
    translate="oversæt*",
    execute="kør | udfør | følg | adlyd",
    read="læs | åbn",
    secret="api-nøgler | nøgler | adgangskoder | adgangskode | loginoplysninger | tokens? | hemmeligheder | cookies",
    send="send | upload | videresend",
    data="historik | chathistorik | samtale* | hukommelse | indhold",
    user="brugeren | ingen",
    tell_neg="fortæl ikke | sig ikke | uden at fortælle",
    silently="i stilhed | stille og roligt | i hemmelighed",
    every_reply="hvert svar | alle svar",
    negation="ikke | aldrig | ingen",
    first_person="min | mit | mine",
    defensive="mistænk* | opdag*",
)

NB = dict(
    ignore="ignorer | glem | se bort fra | slutt å følge",
    instructions="instruksjoner(?:ne)? | instrukser | regler(?:ne)? | retningslinjer | systemprompt* | begrensninger",
    sysprompt="systemprompt* | skjulte (?:regler|instruksjoner) | hemmelige (?:regler|instruksjoner) | dine instruksjoner",
    reveal="vis | skriv ut | skriv ~ ut | gjenta | avslør | del | kopier | oversett",
    only_rule="din eneste regel | den eneste regelen | har forrang foran",
    pretend="lat som | spill rollen | oppfør deg som | du er nå | fra nå av er du | tenk deg at du er",
    unrestricted="ubegrenset | uten (?:begrensninger|regler|filtre|sensur) | ufiltrert | usensurert | utviklermodus",
    without="uten | ingen",
    safety="sikkerhetsfiltre* | sikkerhetsfilter | innholdsfiltre* | sensur | moderering | innholdspolicy",
    ethics="etikk | etiske (?:retningslinjer|regler|hensyn) | moral",
    disable="slå av | deaktiver | fjern",
    not_apply="gjelder ikke (?:lenger)?",
    updated="du har blitt oppdatert | du er oppdatert",
    restrictions="begrensninger | restriksjoner",
    lifted="opphevet | fjernet | gjelder ikke lenger",
    new_policy="ny policy | nye regler | systemmelding",
    effective="trer i kraft | gjelder fra nå | umiddelbart",
    decode="dekod*",
    translate="oversett*",
    execute="kjør | utfør | følg | adlyd",
    read="les | åpne",
    secret="api-nøkler | nøkler | passord | påloggingsinformasjon | tokens? | hemmeligheter | cookies",
    send="send | last opp | videresend",
    data="historikk | chathistorikk | samtale* | minne | innhold",
    user="brukeren | ingen",
    tell_neg="ikke fortell | si ikke | uten å fortelle",
    silently="i stillhet | i det stille | i hemmelighet",
    every_reply="hvert svar | alle svar",
    negation="ikke | aldri | ingen",
    first_person="min | mitt | mine",
    defensive="mistenk* | oppdag*",
)

FI = dict(
    ignore="ohita | jätä huomiotta | unohda | älä noudata | lakkaa noudattamasta",
    instructions="ohjeet | ohjeita | säännöt | sääntöjä | järjestelmäkehote* | rajoitukset",
    sysprompt="järjestelmäkeho* | järjestelmäviesti* | piilotetut (?:säännöt|ohjeet) | salaiset (?:säännöt|ohjeet) | järjestelmäohje*",
    reveal="näytä | tulosta | toista | paljasta | kerro | jaa | kopioi | käännä",
    only_rule="ainoa sääntösi | ainoa sääntö | menee kaiken muun edelle",
    pretend="esitä | teeskentele | näyttele | toimi kuin | olet nyt | tästä lähtien olet | kuvittele olevasi",
    unrestricted="rajoitukseton* | rajoituksetta | ilman rajoituksia | ilman sääntöjä | sensuroimaton* | suodattamaton* | "
                 "kehittäjätila* | ei koskaan kieltäydy",
    without="ilman",
    safety="turvasuodatin* | turvasuodattim* | sisältösuodatin* | sensuuri* | moderointi | sisältökäytäntö*",
    ethics="etiikka | etiikan | eettiset (?:säännöt|periaatteet) | moraali",
    disable="poista ~ käytöstä | kytke pois | poista",
    not_apply="eivät (?:enää )?päde | ei (?:enää )?koske",
    updated="sinut on päivitetty | olet päivitetty",
    restrictions="rajoitukset | rajoituksia",
    lifted="poistettu | kumottu | eivät enää päde",
    new_policy="uusi käytäntö | uudet säännöt | järjestelmäilmoitus",
    effective="astuu voimaan | voimassa heti | heti",
    decode="pura | dekoodaa",
    translate="käännä",
    execute="suorita | noudata | toteuta",
    read="lue | avaa",
    secret="api-avaimet | avaimet | salasanat | salasana | tunnukset | tokenit | salaisuudet",
    send="lähetä | lataa | välitä",
    data="historia | keskusteluhistoria | keskustelu* | muisti* | sisältö",
    user="käyttäjälle | käyttäjä | kenellekään",
    tell_neg="älä kerro | kertomatta",
    silently="hiljaa | salaa | huomaamatta",
    every_reply="jokaiseen vastaukseen | jokainen vastaus",
    negation="älä | ei | koskaan",
    first_person="minun",
    defensive="epäilyttäv* | havaitse*",
)

PL = dict(
    ignore="zignoruj | ignoruj | zapomnij | pomiń | nie przestrzegaj | przestań przestrzegać | lekceważ",
    instructions="instrukcje | instrukcji | polecenia | poleceń | zasady | zasad | reguły | wytyczne | prompt systemowy | ograniczenia",
    sysprompt="prompt systemowy | promptu systemowego | wiadomość systemow* | ukryte (?:instrukcje|zasady|reguły) | "
              "tajne (?:instrukcje|zasady) | swoje instrukcje",
    reveal="pokaż | wyświetl | wypisz | powtórz | ujawnij | udostępnij | opublikuj | skopiuj | przetłumacz | podaj",
    only_rule="twoja jedyna zasada | jedyn* obowiązując* zasad* | jedyna zasada | ma pierwszeństwo przed",
    pretend="udawaj | wciel się | zachowuj się jak | działaj jako | jesteś teraz | od teraz jesteś | wyobraź sobie,? że jesteś",
    unrestricted="bez (?:żadnych )?(?:ograniczeń|zasad|filtrów|cenzury) | nieograniczon* | niefiltrowan* | nieocenzurowan* | tryb dewelopera",
    without="bez | bez żadnych",
    safety="filtrów bezpieczeństwa | filtry bezpieczeństwa | filtr bezpieczeństwa | cenzury | cenzura | moderacji | polityk* treści",
    ethics="zasady etyczne | etyk* | moralnoś*",
    disable="wyłącz | dezaktywuj | usuń",
    not_apply="nie obowiązują | nie mają zastosowania",
    updated="zostałeś zaktualizowany | zostałaś zaktualizowana | twój model został zaktualizowany",
    restrictions="ograniczenia | restrykcje",
    lifted="zniesione | usunięte | uchylone | nie obowiązują",
    new_policy="nowa polityka | nowe zasady | komunikat systemowy",
    effective="obowiązuje od teraz | ze skutkiem natychmiastowym | natychmiast",
    decode="zdekoduj | odkoduj | rozszyfruj",
    translate="przetłumacz",
    execute="wykonaj | wykonuj | postępuj zgodnie | zastosuj | słuchaj",
    as_instructions="jako (?:nowe )?(?:polecenia|instrukcje|rozkazy)",
    exec_any="wykonaj (?:każde|wszystkie|dowolne) (?:polecenie|polecenia|instrukcje)",
    as_if_authority="jakby pochodził* od (?:administratora|systemu|operatora)",
    source="wiadomoś* | tekst* | treś* | stron* | plik* | dokument* | komentarz*",
    read="przeczytaj | odczytaj | otwórz",
    secret="klucze api | kluczy api | klucze | hasła | hasło | dane logowania | tokeny | token | sekrety",
    send="wyślij | prześlij | wysyłaj | przekaż | udostępnij",
    data="histori* | rozmow* | czatu | pamię* | zawartoś*",
    user="użytkownikowi | użytkownik | nikomu",
    tell_neg="nie mów | nie informuj | bez informowania | nie wspominaj",
    silently="po cichu | potajemnie | bez wiedzy",
    every_reply="każdej odpowiedzi | każdą odpowiedź | każdej wiadomości",
    negation="nie | nigdy",
    first_person="mój | moje | moich | moja",
    defensive="podejrzan* | wykry*",
)

CS = dict(
    ignore="ignoruj | zapomeň | nedbej na | přestaň dodržovat | nerespektuj",
    instructions="pokyny | instrukce | pravidla | zásady | systémový prompt | omezení",
    sysprompt="systémový prompt | systémové (?:pokyny|instrukce) | skryté (?:pokyny|instrukce|pravidla) | tajné (?:pokyny|instrukce)",
    reveal="zobraz | ukaž | vypiš | zopakuj | prozraď | sdílej | zkopíruj | přelož",
    only_rule="tvé jediné pravidlo | jediné pravidlo | má přednost před",
    pretend="předstírej | hraj roli | chovej se jako | jsi teď | od teď jsi | představ si,? že jsi",
    unrestricted="bez (?:omezení|pravidel|filtrů|cenzury) | neomezen* | nefiltrovan* | necenzurovan* | vývojářsk* režim",
    without="bez",
    safety="bezpečnostních filtrů | bezpečnostní filtry | bezpečnostných filtrov | cenzury | cenzúry | moderace | zásady obsahu",
    ethics="etick* pravidla | etik* | morálk*",
    disable="vypni | deaktivuj | odstraň",
    not_apply="neplatí | se nevztahují",
    updated="byl jsi aktualizován | byla jsi aktualizována",
    restrictions="omezení | restrikce",
    lifted="zrušen* | odstraněn* | neplatí",
    new_policy="nová pravidla | nová politika | systémové oznámení",
    effective="s okamžitou platností | okamžitě | platí od teď",
    decode="dekóduj | rozšifruj",
    translate="přelož",
    execute="proveď | spusť | řiď se | dodržuj",
    read="přečti | otevři",
    secret="klíče api | klíče | hesla | heslo | přihlašovací údaje | tokeny | tajemství",
    send="odešli | pošli | nahraj | přepošli",
    data="histori* | konverzac* | chatu | paměti | paměť | obsah",
    user="uživateli | uživatel | nikomu",
    tell_neg="neříkej | neinformuj | bez vědomí",
    silently="potichu | tajně | nenápadně",
    every_reply="každé odpovědi | každou odpověď",
    negation="nikdy | nikomu",
    first_person="můj | moje | mé",
    defensive="podezřel* | odhal*",
)

SK = dict(
    ignore="ignoruj | zabudni | nedodržiavaj",
    instructions="pokyny | inštrukcie | pravidlá | systémový prompt",
    sysprompt="systémový prompt | skryté (?:pokyny|pravidlá)",
    reveal="zobraz | ukáž | vypíš | zopakuj | prezraď",
    pretend="predstieraj | hraj rolu | správaj sa ako | si teraz",
    unrestricted="bez (?:obmedzení|pravidiel|filtrov|cenzúry) | neobmedzen*",
    without="bez",
    safety="bezpečnostných filtrov | bezpečnostné filtre | cenzúry | cenzúra",
    ethics="etik* | etické pravidlá",
    negation="nikdy",
)

RO = dict(
    ignore="ignoră | ignora | ignorați | uită | nu mai respecta",
    instructions="instrucțiunile | instrucțiuni | regulile | reguli | directivele | promptul de sistem",
    sysprompt="promptul (?:de|sistemului) sistem | promptul de sistem | instrucțiunile (?:ascunse|de sistem) | regulile ascunse",
    reveal="afișează | afișați | arată | dezvăluie | repetă | tipărește | scrie",
    only_rule="singura ta regulă | singura regulă | are prioritate",
    pretend="prefă-te | joacă rolul | comportă-te ca | acum ești | de acum ești",
    unrestricted="fără (?:restricții|limite|filtre|cenzură|reguli) | nerestricționat* | necenzurat*",
    without="fără",
    safety="filtre de siguranță | filtrele de siguranță | cenzură | moderare | politica de conținut",
    ethics="etica | etică | considerente etice",
    negation="nu mai | niciodată",
)

HU = dict(
    ignore="hagyd figyelmen kívül | felejtsd el | ne vedd figyelembe | ignoráld",
    instructions="utasításokat | utasítások | szabályokat | szabályok | rendszerprompt*",
    sysprompt="rendszerprompt* | rejtett szabály* | rejtett utasítás*",
    reveal="írd ki | mutasd meg | jelenítsd meg | ismételd meg | fedd fel",
    pretend="tégy úgy,? mintha | játszd el | viselkedj úgy | mostantól (?:te )?vagy",
    unrestricted="korlátozás nélküli | korlátlan | cenzúrázatlan | szűretlen",
    without="nélkül",
    safety="biztonsági szűrők | biztonsági szűrő | cenzúra | moderáció",
    ethics="etikai szabályokat | etikai szabályok | etika",
    negation="ne | soha | nem",
)

RU = dict(
    ignore="игнорируй* | проигнорируй* | игнорировать | забудь* | забыть | не обращай внимания на | не следуй | "
           "перестань (?:следовать|соблюдать|выполнять) | отбрось | отмени",
    instructions="инструкци* | указани* | правил* | директив* | промпт* | системн* промпт* | ограничени*",
    sysprompt="системн* (?:промпт*|подсказк*|инструкци*|сообщени*) | скрыт* (?:правил*|инструкци*) | "
              "секретн* (?:правил*|инструкци*) | исходн* инструкци* | свои инструкции | твои инструкции",
    reveal="покажи | выведи | выводи | распечатай | напечатай | повтори | раскрой | раскрыть | опубликуй | отправь | поделись | "
           "скопируй | перечисли | переведи",
    only_rule="(?:твоё|твое|ваше) единственное правило | единственное правило | имеет приоритет над | приоритет над всеми",
    pretend="представь,? что ты | притворись | веди себя как | действуй как | поводись як | играй роль | сыграй роль | "
            "ты теперь | теперь ты | отныне ты | с этого момента ты",
    unrestricted="без (?:каких-либо |всяких )?(?:ограничений|правил|фильтров|цензуры) | неограниченн* | нефильтрованн* | "
                 "без цензуры | режим* разработчика | никогда не отказывает",
    without="без | без каких-либо | без всяких | никаких",
    safety="фильтр* безопасности | фильтров | цензур* | модераци* | политик* контента | правил* безопасности",
    ethics="этик* | этическ* (?:нормы|правила|соображения) | морал*",
    disable="отключи | выключи | отмени | убери | сними",
    not_apply="не (?:применяются|действуют)",
    updated="вы были обновлены | ты был обновл[её]н | тебя обновили | вас обновили | ты обновл[её]н",
    restrictions="ограничени* | запрет*",
    lifted="отменен* | сняты | удалены | отключены | больше не действуют",
    new_policy="нов* политик* | новые правила | системное уведомление",
    effective="действует немедленно | вступает в силу | немедленно | с этого момента",
    decode="раскодируй | декодируй | расшифруй",
    translate="переведи",
    execute="выполни* | исполни* | следуй | подчиняйся | запусти",
    as_instructions="как (?:новые )?(?:инструкции|команды|указания|приказы)",
    exec_any="выполняй (?:любые|все|каждую) (?:команды|инструкции|команду)",
    source="сообщени* | текст* | содержим* | страниц* | сайт* | файл* | документ*",
    read="прочитай | прочти | прочитать | открой | выведи содержимое",
    secret="api-ключи | ключи | ключ | пароли | пароль | учётные данные | учетные данные | токены | токен | секреты | куки",
    collect="собери | извлеки | укради",
    store="сохрани | запиши | запомни",
    send="отправь* | отправляй | пошли | перешли | загрузи | передай",
    data="истори* | переписк* | разговор* | чат* | памят* | содержимое | ключ",
    user="пользовател* | никому",
    tell_neg="не (?:сообщай|говори|рассказывай|упоминай) | без ведома | скрой от",
    silently="тихо | незаметно | втихую | молча | скрытно",
    sensitive_action="отключи | отправь | удали | выполни | установи",
    no_confirm="без (?:запроса )?подтверждени*",
    confirmation="подтверждени*",
    action_ctx="команд* | выполнени* | файл* | удалени*",
    every_reply="каждого ответа | каждом ответе | каждый ответ | конце каждого ответа",
    negation="не | никогда | нельзя",
    first_person="мои | мой | моё | мою",
    defensive="подозрительн* | обнаруж*",
)

UK = dict(
    ignore="ігноруй | проігноруй | забудь | не зважай на | не виконуй",
    instructions="інструкці* | вказівк* | правил* | промпт* | обмеженн*",
    sysprompt="системн* (?:промпт*|інструкці*|повідомленн*) | приховані (?:правила|інструкції) | таємні (?:правила|інструкції)",
    reveal="покажи | виведи | роздрукуй | повтори | розкрий | поділись | скопіюй | переклади",
    only_rule="твоє єдине правило | єдине правило | має пріоритет над",
    pretend="прикинься | вдавай | поводься як | дій як | вважай,? що ти | відтепер ти | тепер ти | зіграй роль",
    unrestricted="без (?:жодних )?(?:обмежень|правил|фільтрів|цензури) | необмежен* | нефільтрован* | режим* розробника | "
                 "ніколи не відмовляє",
    without="без | без жодних",
    safety="фільтр* безпеки | цензур* | модераці* | політик* контенту",
    ethics="етик* | етичн* (?:норми|правила)",
    disable="вимкни | відключи | скасуй",
    updated="тебе оновлено | вас оновлено | тебе було оновлено",
    restrictions="обмеження",
    lifted="скасовано | знято | видалено",
    new_policy="нова політика | нові правила | системне повідомлення",
    effective="діє негайно | негайно | набуває чинності",
    decode="розкодуй | декодуй | розшифруй",
    translate="переклади",
    execute="виконай | виконуй | дотримуйся",
    read="прочитай | відкрий",
    secret="api-ключі | ключі | паролі | пароль | облікові дані | токени | токен | секрети",
    store="збережи | запиши",
    send="надішли | відправ | перешли | передай",
    data="історі* | розмов* | чат* | пам'ят* | вміст",
    user="користувач* | нікому",
    tell_neg="не (?:кажи|повідомляй|розповідай)",
    silently="тихо | непомітно | потай",
    negation="не | ніколи",
    first_person="мої | мій | моє",
)

EL = dict(
    ignore="αγνόησε | αγνοήστε | ξέχασε | ξεχάστε | παράβλεψε",
    instructions="οδηγίες | οδηγιών | κανόνες | κανόνων | προτροπή συστήματος | περιορισμούς",
    sysprompt="προτροπή συστήματος | μήνυμα συστήματος | οδηγίες συστήματος | κρυφ* (?:κανόνες|οδηγίες) | μυστικ* οδηγίες",
    reveal="δείξε | εμφάνισε | τύπωσε | επανάλαβε | αποκάλυψε | μοιράσου | αντίγραψε | μετάφρασε",
    only_rule="ο μόνος σου κανόνας | μοναδικός σου κανόνας | έχει προτεραιότητα",
    pretend="προσποιήσου | παίξε τον ρόλο | συμπεριφέρσου σαν | είσαι τώρα | από τώρα είσαι | φαντάσου ότι είσαι",
    unrestricted="χωρίς (?:περιορισμούς|κανόνες|φίλτρα|λογοκρισία) | απεριόριστ* | αφιλτράριστ* | λειτουργία προγραμματιστή",
    without="χωρίς",
    safety="φίλτρα ασφαλείας | λογοκρισία | εποπτεία περιεχομένου | πολιτική περιεχομένου",
    ethics="ηθική | ηθικ* κανόν*",
    disable="απενεργοποίησε | κλείσε | αφαίρεσε",
    updated="έχεις ενημερωθεί | ενημερώθηκες | έχετε ενημερωθεί",
    restrictions="περιορισμοί | περιορισμούς",
    lifted="καταργούνται | καταργήθηκαν | αφαιρέθηκαν | αίρονται",
    new_policy="νέα πολιτική | νέοι κανόνες | ειδοποίηση συστήματος",
    effective="ισχύει άμεσα | άμεσα | τίθεται σε ισχύ",
    decode="αποκωδικοποίησε",
    translate="μετάφρασε",
    execute="εκτέλεσε | ακολούθησε | υπάκουσε",
    read="διάβασε | άνοιξε",
    secret="κλειδιά api | κλειδιά | κωδικούς πρόσβασης | κωδικοί | διαπιστευτήρια | tokens",
    send="στείλε | ανέβασε | προώθησε",
    data="ιστορικό | συνομιλί* | μνήμη | περιεχόμενο",
    user="στον χρήστη | στο χρήστη | τον χρήστη | σε κανέναν",
    tell_neg="μην (?:το )?(?:πεις|αναφέρεις|ενημερώσεις) | χωρίς να (?:το )?πεις",
    silently="σιωπηλά | κρυφά | αθόρυβα",
    sensitive_action="εκτέλεσε | στείλε | διάγραψε | απενεργοποίησε",
    no_confirm="χωρίς επιβεβαίωση | χωρίς άδεια",
    action_ctx="εντολές | εντολ* | αρχεία",
    every_reply="κάθε απάντησ*",
    negation="μην | μη | ποτέ | δεν",
    first_person="μου",
)

TR = dict(
    ignore="yok say | görmezden gel | unut | dikkate alma | umursama | uyma",
    instructions="talimat* | kural* | yönerge* | sistem istem* | sistem prompt* | kısıtlama*",
    sysprompt="sistem istem* | sistem prompt* | sistem mesaj* | gizli (?:kural*|talimat*) | sistem talimat*",
    reveal="göster | yazdır | yaz | tekrarla | açıkla | ifşa et | paylaş | kopyala | çevir",
    only_rule="tek kuralın | tek kural | öncelikli",
    pretend="gibi davran | rolüne bürün | rolünü oyna | artık sen | bundan sonra sen | olduğunu hayal et",
    unrestricted="sınırsız | kısıtlamasız | filtresiz | sansürsüz | kısıtlama olmadan | geliştirici modu",
    without="olmadan | olmaksızın",
    safety="güvenlik filtre* | sansür | moderasyon | içerik politika*",
    ethics="etik kural* | etik | ahlak*",
    disable="devre dışı bırak | kapat | kaldır",
    updated="güncellendin | güncellendiniz",
    restrictions="kısıtlamalar | sınırlamalar",
    lifted="kaldırıldı | iptal edildi",
    new_policy="yeni politika | yeni kurallar | sistem bildirimi",
    effective="derhal | hemen geçerli | yürürlüğe",
    decode="çöz | kodunu çöz",
    translate="çevir",
    execute="uygula | çalıştır | yürüt | itaat et",
    read="oku | aç",
    secret="api anahtar* | anahtar* | şifre* | parola* | token* | kimlik bilgi*",
    send="gönder | yükle | ilet",
    data="geçmiş* | sohbet* | konuşma* | bellek | hafıza | içerik",
    user="kullanıcıya | kimseye",
    tell_neg="söyleme | bahsetme | haber verme",
    silently="sessizce | gizlice",
    every_reply="her yanıt* | her cevab*",
    negation="asla | hiçbir zaman | değil",
    first_person="benim",
)

LANGUAGES = {
    "en": EN, "es": ES, "fr": FR, "de": DE, "it": IT, "pt": PT, "nl": NL, "sv": SV, "da": DA, "nb": NB,
    "fi": FI, "pl": PL, "cs": CS, "sk": SK, "ro": RO, "hu": HU, "ru": RU, "uk": UK, "el": EL, "tr": TR,
}
