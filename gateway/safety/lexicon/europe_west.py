"""Word lists for Spanish, French, German, Italian, Portuguese, Dutch and the Scandinavian
languages. Imperatives are listed in the familiar and polite forms, because attacks address
the model both ways.
"""

ES = {
    "ignore": "ignora* | ignore[ns]? | olvida* | olvide[ns]? | descarta* | desatiende | desestima* | omite | "
           "haz caso omiso | no hagas caso | deja de (?:seguir|aplicar|obedecer|cumplir|respetar) | desobedece | "
           "anula | pasa por alto",
    "instructions": "instrucciones | reglas | normas | directrices | indicaciones | pautas | consignas | restricciones | "
                 "políticas | prompt del sistema | mensaje del sistema | programación",
    "sysprompt": "prompt (?:de|del) sistema | mensaje (?:de|del) sistema | instrucciones (?:del sistema|ocultas|iniciales|originales|internas|secretas) | "
              "reglas (?:ocultas|internas|secretas) | indicaciones del sistema | tus instrucciones",
    "reveal": "muestra* | muéstra* | mostrar | revela* | imprime | escribe | repite | divulga* | filtra | comparte | "
           "publica* | dime | dame | copia | pega | vuelca | enseña* | lista | traduce",
    "only_rule": "tu única regla | la única regla | solo obedeces | solo obedece | obedece (?:solo|únicamente) | "
                 "tiene prioridad sobre | prevalece sobre | máxima prioridad | tienen prioridad sobre | "
                 "prevalecen sobre | están por encima de",
    "pretend": "finge* | haz como si | actúa como | actuar como | compórtate como | interpreta el papel | haz de | "
            "ahora eres | a partir de ahora eres | desde ahora eres | desde ahora actúa | simula* | imagina que eres | "
            "hazte pasar por | activa",
    "unrestricted": "sin (?:ninguna? |ningún )?(?:restricciones|restricción|límites?|limitaciones|filtros?|censura|reglas?) | "
                    "ilimitad[oa] | no filtrad[oa] | libre de (?:restricciones|reglas|filtros) | modo desarrollador | "
                    "nunca rechaza | sin (?:ninguna )?(?:ética|moral) | "
                    "nunca (?:se niega|te niegas|rechaza|rechazas|dice que no|dices que no) | no (?:te )?niegues nunca | "
                    "ya no tiene (?:ninguna |ningún )?(?:restricciones|límites|filtros|reglas)",
    "without": "sin | sin ningún | sin ninguna",
    "safety": "filtros? de (?:seguridad|contenido) | censura | moderación | salvaguardas | políticas? de contenido | "
           "directrices de seguridad | medidas de seguridad",
    "ethics": "(?:la )?ética | la moral | consideraciones éticas | principios éticos | la legalidad",
    "disable": "desactiva* | apaga | quita | elimina | suprime",
    "not_apply": "no (?:se )?aplica(?:n)? | ya no (?:se )?aplica(?:n)? | quedan? (?:anulad[oa]s?|sin efecto)",
    "updated": "has sido actualizad[oa] | fuiste actualizad[oa] | te hemos actualizado | has sido reprogramad[oa] | "
            "tu (?:versión|modelo) (?:ha sido|fue) actualizad[oa]",
    "restrictions": "restricciones | limitaciones | límites | reglas anteriores",
    "lifted": "anulad[oa]s | eliminad[oa]s | levantad[oa]s | suprimid[oa]s | desactivad[oa]s | revocad[oa]s | ya no aplican",
    "new_policy": "nueva política | nuevas políticas | nuevas reglas | nuevas directrices | aviso del sistema | "
                  "mensaje de los desarrolladores | aviso (?:oficial )?del administrador | parche de seguridad | "
                  "aviso de seguridad | actualización de seguridad | actualización del sistema | aviso del sistema | "
                  "comunicado (?:oficial )?de los desarrolladores",
    "effective": "vigente | en vigor | con efecto inmediato | desde hoy | a partir de (?:hoy|ahora) | inmediatamente | "
                 "desde esta versión | a partir de esta versión",
    "decode": "decodifica* | descodifica* | descifra* | desencripta*",
    "translate": "traduce* | traducir | tradúce*",
    "execute": "ejecuta* | ejecút* | sigue | sígue* | obedece* | cumple* | cúmple* | aplica* | realiza* | lleva a cabo",
    "as_instructions": "como (?:si fueran )?(?:tus |sus )?(?:nuevas )?(?:instrucciones|órdenes|comandos|directivas) | "
                       "como (?:una? )?(?:instrucci[oó]n|orden|comando)(?:es)? (?:del|de la) (?:sistema|administrador|operador)",
    "exec_any": "(?:ejecuta|sigue|obedece|cumple) (?:cualquier|todas? las?|cada) (?:comando|instrucción|orden)",
    "as_if_authority": "como si (?:fuera|fueran|viniera|vinieran) (?:de )?(?:tus |sus )?(?:instrucciones del sistema|del (?:sistema|operador|administrador))",
    "source": "mensaje | texto | contenido | página | web | sitio | archivo | fichero | documento | correo | comentario | "
              "todo lo que | marcador | línea",
    "read": "lee | leer | léel[oa] | abre | abrir | vuelca",
    "secret": "claves? (?:de )?api | claves? secretas? | claves? privadas? | contraseñas? | credenciales | tokens? | secretos | cookies",
    "collect": "recopila* | recoge | reúne | extrae | roba | captura",
    "store": "guarda* | almacena* | apunta | anota | guárda* | guardalas | guardalos | anóta* | apúnta*",
    "send": "envía* | envia* | enviar | manda* | sube | reenvía* | transmite | publica",
    "data": "historial | conversación | conversaciones | chat | memoria | contenido | transcripción | resultados? | "
            "salida | historial del chat | mensajes del usuario",
    "user": "(?:al|el) usuario | a la usuaria | a nadie | al operador | esta nota | esta entrada",
    "tell_neg": "no (?:le )?(?:digas|cuentes|menciones|informes|avises) | nunca (?:le )?(?:digas|menciones) | "
                "no (?:mencionar|decir|contar|informar|avisar) | sin (?:avisar|decir|informar|notificar) | "
                "no (?:se lo )?reveles | no (?:debe|debes) (?:aparecer|mencionarse|comentarse) | ni comentarse | "
                "sin comentarlo",
    "silently": "en silencio | silenciosamente | a escondidas | en secreto | "
                "sin que (?:el usuario|la usuaria|nadie|lo) ~ sepa | sin que (?:se )?(?:note|dé cuenta) | a sus espaldas",
    "sensitive_action": "añade | envía | borra | elimina | desactiva | ejecuta | instala | aprueba",
    "no_confirm": "sin (?:pedir |solicitar )?(?:confirmación|permiso|aprobación) | no (?:pidas|solicites) (?:confirmación|permiso)",
    "confirmation": "confirmación | confirmaciones | aprobación",
    "action_ctx": "comandos? | shell | terminal | archivos? | ficheros? | ejecut* | borr* | instal*",
    "every_reply": "cada respuesta | todas las respuestas | cada mensaje",
    "reply": "(?:la|tu|su) respuesta | en el chat | aquí",
    "negation": "no | nunca | jamás",
    "first_person": "mi | mis",
    "audience": "cualquiera | quien (?:lo )?pregunte | todo el mundo | público | grupo | canal",
    "treat": "trata* | considera* | interpreta*",
    "admin_as": "como (?:el |un )?(?:administrador|operador|desarrollador)",
    "defensive": "sospechos* | detect* | inyección de prompts? | peligros*",
    "own_instr": "mis? (?:\\S+ ){0,2}(?:instrucci[oó]n|instrucciones|indicaci[oó]n|indicaciones|petici[oó]n|peticiones|preferencias?|reglas?|notas?|pedidos?) | "
                 "(?:instrucci[oó]n|instrucciones|indicaciones|peticiones?) (?:\\S+ )?(?:sobre|del|de la|de) (?:el |la )?(?:formato|estilo|tono|idioma|lengua|ortograf[ií]a|longitud|emojis?|tablas?)",
    "foreign": "tus | tu | sus | del sistema | todas las (?:\\S+ )?anteriores | originales | iniciales | ocultas",
    "device": "teléfono | móvil | celular | navegador | ajustes | configuración del (?:teléfono|móvil|dispositivo) | "
              "dispositivo",
    "this_note": "esta nota | esta entrada | esta memoria | aquí en la nota",
    "tracking": "enlaces? de (?:seguimiento|rastreo) | píxel(?:es)? de (?:seguimiento|rastreo)",
    "hidden_adj": "ocult[oa]s? | invisibles? | secret[oa]s?",
    "now_unrestricted": "ya no tiene (?:ninguna |ningún )?(?:\\S+ )?(?:restricciones|límites|filtros|reglas) | "
                        "ya no tienes (?:\\S+ )?(?:restricciones|límites|filtros|reglas) | "
                        "(?:está|estás) (?:ahora )?(?:libre|exento) de (?:\\S+ )?(?:restricciones|reglas|filtros)",
    "assistant_subject": "el asistente | la ia | el modelo | el bot | tú | te",
    "put_in": "añade | añádelo | agrega | incluye | inserta | pon | adjunta | codifica",
    "link_param": "(?:a|en) (?:todos los|cada|los) (?:enlaces?|links?|urls?) | como parámetro | parámetro de (?:la )?url",
    "omit": "elimina | quita | omite | oculta | suprime | no incluyas | no menciones | esconde",
    "risk_info": "advertencias? | riesgos? | efectos secundarios | avisos de seguridad | comisiones | costes ocultos",
    "deceive": "miente al usuario | mentirle al usuario | engaña al usuario | engañar al usuario | manipula al usuario | "
               "dale (?:al usuario )?(?:información|datos|cifras|reseñas) (?:falsa|falsos|falsas|inventad[oa]s?) | "
               "haz (?:creer|pensar) al usuario",
    "discourage": "disuade (?:al usuario )?de | disuádel[oa] de | desanima (?:al usuario )?(?:a|de) | "
                  "convence al usuario de (?:que )?no | "
                  "impide que (?:el usuario )?(?:contacte|llame|vaya|acuda|consulte) | "
                  "no (?:le )?dejes (?:que )?(?:contacte|llame|vaya|acuda|consulte)",
    "advise_not": "dile (?:al usuario )?que no | aconséjale (?:que )?no | dile que nunca",
    "help_source": "(?:al |el |un |a un |a la |la )?(?:médico|doctor|doctora|policía|soporte|atención al cliente|abogad[oa]|urgencias|hospital|banco|familia|terapeuta|psicólog[oa]|especialista|profesional)",
    "help_vital": "(?:al |el |un |a un |a la |la )?(?:médico|doctor|doctora|policía|abogad[oa]|urgencias|hospital|familia|terapeuta|psicólog[oa])",
    "promote": "recomienda (?:siempre|solo|únicamente) | recomienda (?:\\S+ ){0,4}(?:siempre|cada vez|en cada) | "
               "siempre recomienda | promociona | empuja al usuario (?:a|hacia) | dirige al usuario hacia",
    "covert": "sin (?:mencionar|decir|revelar|contar) | nunca (?:digas|reveles|menciones) que | patrocinad[oa] | "
              "publicidad | afiliad[oa] | comisión",
    "scare": "(?:su|tu) cuenta (?:ha sido|fue|está|será) (?:\\S+ )?(?:bloqueada|hackeada|comprometida|suspendida|robada|cerrada)",
    "ask_user_for": "(?:pide|pídele|dile) al usuario (?:que )?(?:envíe|mande|dé|comparta|introduzca|confirme) | "
                    "(?:debe|tiene que) (?:enviar|mandar|dar|compartir|introducir|confirmar)",
    "user_wants": "el usuario (?:prefiere|quiere|pidió|ha pedido|dijo|no quiere)",
    "void": "ya no cuentan | ya no valen | ya no sirven | anulad[oa]s? | inválid[oa]s? | sin efecto | obsolet[oa]s? | "
            "revocad[oa]s? | caducad[oa]s?",
    "authority": "operador | sistema | desarrolladores? | administrador",
    "only": "solo | sólo | únicamente | solamente",
    "obey": "sigue | síguela | obedece* | escucha | cuenta | vale | cumple",
    "content_has_instr": "si (?:una|un|algún|alguna) (?:página|web|sitio|correo|documento|archivo|mensaje)s? (?:web )?(?:te da|contiene|incluye|tiene) (?:\\S+ )?(?:instrucciones|órdenes|comandos)",
    "persuade": "convence al usuario | convéncel[oa] | persuade al usuario | haz creer al usuario",
    "undermine_care": "(?:deje|dejar|abandone) (?:de tomar )?(?:la|su|sus) (?:medicación|medicamentos|tratamiento|pastillas) | "
                      "su médico se equivoca",
    "isolate": "que no (?:le )?(?:cuente|diga|hable) (?:nada )?(?:a|con) (?:su )?(?:familia|pareja|padres|amigos|médico)",
    "any_embedded": "(?:instrucciones|órdenes|comandos) que (?:encuentres|veas|recibas) en",
}

FR = {
    "ignore": "ignore* | ignorer | oublie* | néglige* | fais abstraction | ne tiens (?:pas|plus) compte | "
           "ne respecte plus | cesse de (?:suivre|respecter|appliquer) | arrête de (?:suivre|respecter|appliquer) | "
           "outrepasse* | contourne*",
    "instructions": "instructions | consignes | règles | directives | instructions système | prompt système | message système | restrictions",
    "sysprompt": "prompt (?:du )?système | message (?:du )?système | instructions (?:cachées|système|initiales|internes|secrètes) | "
              "consignes (?:cachées|système|initiales) | règles (?:cachées|internes|secrètes) | tes instructions",
    "reveal": "affiche* | montre* | révèle* | imprime | écris | répète | divulgue* | partage | publie* | donne-moi | "
           "dis-moi | copie | colle | recopie | liste | traduis",
    "only_rule": "ta seule règle | ta seule consigne | la seule règle | seule règle | obéis uniquement | n'obéis qu'à | "
                 "prime sur | priment sur | a priorité sur | ont priorité sur | remplace(?:nt)? toutes les | "
                 "prime(?:nt)? sur | l'emporte(?:nt)? sur",
    "pretend": "fais semblant | fait semblant | joue le rôle | joue (?:un|une) | agis comme | comporte-toi comme | "
               "tu es maintenant | désormais tu es | à partir de maintenant tu es | imagine que tu es | incarne | "
               "simule* | fais comme si | faites comme si | agis en tant que | comporte-toi en | tu joues | deviens",
    "unrestricted": "sans (?:aucune? )?(?:restrictions?|limites?|filtres?|censure|règles?|limitations?) | non filtré* | "
                    "non censuré* | libéré* de | illimité* | mode développeur | ne refuse jamais | "
                    "sans (?:aucune? )?(?:éthique|morale|limite morale) | ne refuse(?:s)? (?:jamais|rien) | "
                    "n'a aucune (?:limite|restriction|règle)",
    "without": "sans | sans aucun | sans aucune | aucun | aucune",
    "safety": "filtres? de (?:sécurité|contenu) | censure | modération | garde-fous | politique de contenu | "
           "règles de sécurité | consignes de sécurité",
    "ethics": "l'éthique | éthique | la morale | considérations éthiques | des lois | la légalité",
    "disable": "désactive* | coupe | supprime | enlève | retire",
    "not_apply": "ne s'appliquent? (?:pas|plus) | ne s'applique plus | ne s'appliqu(?:e|ent) (?:pas|plus)",
    "updated": "(?:tu as|vous avez) été mis à jour | (?:votre|ton) modèle a été mis à jour | (?:tu as|vous avez) été reprogrammé",
    "restrictions": "restrictions | limitations | limites | règles précédentes",
    "lifted": "levées | supprimées | annulées | désactivées | révoquées | ne s'appliquent plus",
    "new_policy": "nouvelle politique | nouvelles règles | nouvelles consignes | message des développeurs | "
                  "avis (?:du )?système | annonce de l'administrateur | correctif de sécurité | mise à jour de sécurité | "
                  "avis de l'administrateur",
    "effective": "en vigueur | immédiatement | dès maintenant | à effet immédiat | désormais",
    "decode": "décode* | décodez | déchiffre* | décrypte*",
    "translate": "tradui* | traduction",
    "execute": "exécute* | suis | suivez | obéis | obéissez | applique* | réalise* | accomplis",
    "as_instructions": "comme (?:des |de nouvelles |tes )?(?:instructions|ordres|commandes|consignes) | "
                       "comme (?:une? )?(?:instruction|consigne|commande|ordre)s? (?:du|de l') ?(?:système|administrateur|opérateur)",
    "exec_any": "(?:exécute|suis|obéis à) (?:toute|tout|chaque|n'importe quelle?) (?:commande|instruction|ordre)",
    "as_if_authority": "comme si (?:elles?|ils?|cela) (?:venai(?:en)?t|étai(?:en)?t) (?:de |du |des )?(?:l'opérateur|système|l'administrateur)",
    "source": "message | texte | contenu | page | site | fichier | document | courriel | commentaire | tout ce qui | "
              "marqueur | ligne",
    "read": "lis | lire | lisez | ouvre | ouvrir | affiche le contenu",
    "secret": "clés? (?:d')?api | clés? secrètes? | clés? privées? | mots de passe | mot de passe | identifiants | jetons? | tokens? | secrets | cookies",
    "collect": "collecte* | récupère* | rassemble* | extrais | vole",
    "store": "enregistre* | sauvegarde* | stocke* | garde* | conserve*",
    "send": "envoie* | envoyer | transmets | transmettre | transfère* | publie* | téléverse* | poste",
    "data": "historique | conversation | conversations | discussion | mémoire | contenu | transcription | résultats? | sortie",
    "user": "l'utilisateur | à l'utilisateur | l'utilisatrice | à personne | l'opérateur | cette note",
    "tell_neg": "ne (?:le |lui )?(?:dis|mentionne|révèle|signale) (?:rien|pas|jamais) | ne jamais (?:mentionner|dire|révéler) | "
             "sans (?:le )?(?:dire|prévenir|informer|avertir)",
    "conceal_self": "ne jamais mentionner ce (?:commentaire|message|texte) | instruction cachée",
    "silently": "silencieusement | en silence | discrètement | en secret | à son insu | sans prévenir | "
                "à (?:son|leur) insu | sans qu'(?:il|elle|ils) (?:le )?sache",
    "sensitive_action": "ajoute | envoie | supprime | désactive | exécute | installe | approuve* | approuver",
    "no_confirm": "sans (?:demander )?(?:de )?(?:confirmation|autorisation|permission) | approuver automatiquement",
    "confirmation": "confirmation | confirmations",
    "action_ctx": "commandes? | shell | terminal | fichiers? | exécut* | supprim*",
    "every_reply": "chaque réponse | toutes (?:tes|les) réponses | chaque message",
    "reply": "(?:la|ta|ma) réponse | dans le chat | ici",
    "negation": "ne | n' | jamais | aucun",
    "first_person": "mes | mon | ma",
    "audience": "n'importe qui | quiconque | tout le monde | public | groupe | canal",
    "treat": "traite* | considère* | interprète*",
    "admin_as": "comme (?:l'|un )?(?:administrateur|opérateur|développeur)",
    "defensive": "suspect* | détect* | injection de prompt | dangereu*",
    "own_instr": "(?:mes|ma|mon) (?:\\S+ ){0,2}(?:instructions?|consignes?|demandes?|préférences?|règles?|notes?|indications?) | "
                 "(?:instructions?|consignes?|demandes?) (?:\\S+ )?(?:sur|concernant|pour) (?:le |la |les |l')?(?:format|mise en forme|style|ton|langue|orthographe|longueur|emojis?|tableaux?)",
    "foreign": "tes | ton | vos | votre | du système | toutes les (?:\\S+ )?précédentes | initiales | cachées",
    "device": "téléphone | portable | smartphone | navigateur | paramètres | appareil | tablette",
    "this_note": "cette note | cette entrée | ce fichier mémoire",
    "tracking": "liens? de (?:suivi|tracking) | pixels? (?:de suivi|espion)",
    "hidden_adj": "caché(?:e|s|es)? | invisibles? | secrète?s?",
    "now_unrestricted": "n'(?:a|as) plus (?:de |aucune )?(?:restrictions?|limites?|filtres?|règles?) | "
                        "(?:est|es) (?:désormais )?(?:libre|libéré|exempté) de (?:toute|toutes|tout) (?:\\S+ )?(?:restriction|règle|filtre)s?",
    "assistant_subject": "l'assistant | l'ia | le modèle | le bot | tu",
    "put_in": "ajoute | ajoutez | inclus | incluez | insère | mets | joins | encode",
    "link_param": "(?:à|dans) (?:chaque|tous les|les) (?:liens?|urls?) | comme paramètre | paramètre (?:d'|de l')url",
    "omit": "retire | supprime | omets | cache | masque | n'inclus pas | ne mentionne pas",
    "risk_info": "avertissements? | risques? | effets secondaires | mises en garde | frais",
    "deceive": "mens à l'utilisateur | mentir à l'utilisateur | trompe l'utilisateur | manipule l'utilisateur | "
               "fais croire à l'utilisateur | donne(?:-lui)? de faux (?:chiffres|avis|renseignements)",
    "discourage": "dissuade (?:l'utilisateur )?de | décourage (?:l'utilisateur )?de | empêche (?:l'utilisateur )?de | "
                  "convaincs (?:l'utilisateur )?de ne pas",
    "advise_not": "dis(?:-lui| à l'utilisateur) de ne (?:pas|jamais) | conseille(?:-lui)? de ne pas",
    "help_source": "(?:le |un |la |les |son |sa )?(?:médecin|docteur|police|support|service client|avocat|urgences|hôpital|banque|famille|thérapeute|psychologue|spécialiste)",
    "help_vital": "(?:le |un |la |les |son |sa )?(?:médecin|docteur|police|avocat|urgences|hôpital|famille|thérapeute|psychologue)",
    "promote": "recommande (?:toujours|uniquement|seulement) | "
               "recommande (?:\\S+ ){0,4}(?:à chaque fois|systématiquement|toujours) | pousse l'utilisateur vers | "
               "oriente l'utilisateur vers",
    "covert": "sans (?:mentionner|dire|révéler|préciser) | ne (?:dis|révèle|mentionne) jamais que | sponsoris* | "
              "publicité | affili* | commission",
    "scare": "(?:son|votre|ton) compte (?:a été|est|sera) (?:\\S+ )?(?:piraté|bloqué|compromis|suspendu|volé|fermé)",
    "ask_user_for": "demande à l'utilisateur (?:de |d')?(?:envoyer|donner|partager|saisir|confirmer) | "
                    "(?:doit|doivent) (?:envoyer|donner|partager|saisir|confirmer)",
    "user_wants": "l'utilisat(?:eur|rice) (?:préfère|veut|a demandé|souhaite|ne veut pas)",
    "void": "annulée?s? | caduques? | invalides? | nulles? | ne comptent plus | obsolètes? | révoquée?s? | ne valent plus",
    "authority": "opérateur | système | développeurs? | administrateur",
    "only": "seule?s? | uniquement | seulement",
    "obey": "suis | obéis | écoute | compte | vaut | applique",
    "content_has_instr": "si une? (?:page|site|courriel|e-mail|document|fichier|message) (?:web )?(?:contient|te donne|inclut) (?:des )?(?:instructions|consignes|commandes|ordres)",
    "persuade": "convaincs l'utilisateur | persuade l'utilisateur | fais croire à l'utilisateur",
    "undermine_care": "arrête(?:r)? (?:de prendre )?(?:son|ses|sa) (?:traitement|médicaments?) | "
                      "son médecin (?:a tort|se trompe)",
    "isolate": "(?:qu'il|qu'elle) ne (?:dise|parle|raconte) rien à (?:sa|son|ses) (?:famille|parents|amis|médecin|partenaire)",
    "any_embedded": "(?:instructions|consignes|commandes|ordres) que tu (?:trouves|vois|rencontres|reçois) dans",
}

DE = {
    "ignore": "ignorier* | vergiss | vergessen sie | vergesst | missachte* | übergehe* | setze (?:alle |die )? ~ außer kraft | "
           "hör auf (?:den |die )? ~ zu befolgen | befolge (?:nicht mehr|keine)",
    "instructions": "anweisungen | instruktionen | regeln | vorgaben | richtlinien | befehle | systemanweisungen | systemprompt | "
                 "system-prompt | einschränkungen",
    "sysprompt": "systemprompt | system-prompt | systemanweisung* | systemnachricht | versteckten (?:regeln|anweisungen) | "
              "versteckte (?:regeln|anweisungen) | geheimen (?:regeln|anweisungen) | ursprünglichen anweisungen | deine anweisungen",
    "reveal": "zeige* | zeig | gib (?:mir )? ~ aus | gib | ausgeben | verrate* | enthülle* | drucke* | wiederhole* | "
           "schreib* | teile | poste* | veröffentliche* | kopiere* | liste* | übersetze*",
    "only_rule": "deine einzige regel | die einzige regel | einzige regel | hat (?:ab sofort )?vorrang vor | "
                 "haben vorrang vor | gehorche nur | befolge nur | ersetzt alle | vorrang vor",
    "pretend": "tu so,? als | tue so,? als | tun sie so,? als | gib dich als | spiel die rolle | spiele die rolle | "
               "verhalte dich wie | agiere als | du bist (?:jetzt|ab jetzt|nun|ab sofort) | ab jetzt bist du | "
               "stell dir vor,? du bist | simuliere | aktiviere | (?:ab sofort|ab jetzt|jetzt|nun|von nun an) bist du",
    "unrestricted": "ohne (?:jegliche |alle |irgendwelche )?(?:einschränkungen|beschränkungen|regeln|grenzen|filter|zensur) | "
                    "uneingeschränkt* | unzensiert* | ungefiltert* | entwicklermodus | verweigerst niemals | "
                    "verweigert niemals | ohne (?:jegliche |jede |alle )?(?:moral|ethik|skrupel|grenzen) | "
                    "lehnt nie(?:mals)? (?:etwas )?ab | lehnst nie(?:mals)? (?:etwas )?ab | "
                    "keine (?:regeln|grenzen|einschränkungen) (?:mehr )?(?:hat|hast|kennt|kennst) | "
                    "ohne (?:jede |jegliche |irgendeine )?(?:einschränkung|beschränkung|regel|grenze|zensur|filter)",
    "without": "ohne | ohne jegliche | keine | kein",
    "safety": "sicherheitsfilter* | inhaltsfilter* | inhaltsrichtlinien | zensur | moderation | schutzmaßnahmen | sicherheitsrichtlinien | "
           "sicherheitsregeln",
    "ethics": "ethik | ethische (?:bedenken|regeln|grundsätze|richtlinien) | moral | gesetze",
    "disable": "deaktivier* | schalte ~ aus | abschalten | entferne* | umgehe*",
    "not_apply": "gelten (?:ab sofort |für (?:diesen|dich) \\w+ )?nicht mehr | gelten nicht | gilt nicht mehr",
    "updated": "du wurdest aktualisiert | sie wurden aktualisiert | du bist aktualisiert worden | dein modell wurde aktualisiert",
    "restrictions": "einschränkungen | beschränkungen | grenzen | bisherigen regeln",
    "lifted": "aufgehoben | entfernt | deaktiviert | gelten (?:ab sofort )?nicht mehr | außer kraft",
    "new_policy": "neue(?:n|r)? (?:richtlinie|richtlinien|regeln|vorgaben) | systemhinweis | nachricht der entwickler | "
                  "mitteilung des administrators | sicherheitspatch | sicherheitsupdate | hinweis des administrators | "
                  "admin-hinweis",
    "effective": "ab sofort | mit sofortiger wirkung | sofort | tritt in kraft",
    "decode": "dekodier* | entschlüssel* | decodier*",
    "translate": "übersetz*",
    "execute": "führe ~ aus | ausführen | befolge* | gehorche* | wende ~ an | setze ~ um",
    "as_instructions": "als (?:neue )?(?:anweisung|anweisungen|befehl|befehle|systemanweisung) | "
                       "als (?:eine? )?(?:anweisung|befehl|weisung)(?:en)? (?:des|vom|von der|von den) (?:systems?|administrators?|betreibers?|entwicklers?)",
    "exec_any": "(?:führe|befolge) (?:jede[ns]?|alle|sämtliche) (?:befehle?|anweisung(?:en)?)",
    "as_if_authority": "als (?:ob|käme) (?:es|sie) (?:vom|von der|von den) (?:system|administrator|betreiber)",
    "source": "nachricht | text | inhalt | seite | webseite | datei | dokument | e-mail | kommentar | alles | wort | "
              "zeile | abschnitt | markierung",
    "read": "lies | lesen | lese | öffne | zeige den inhalt",
    "secret": "api-schlüssel | api schlüssel | schlüssel | passwörter | passwort | kennwörter | zugangsdaten | tokens? | geheimnisse | cookies",
    "collect": "sammle* | extrahiere* | stiehl | greife ~ ab",
    "store": "speicher* | sichere* | notiere* | lege ~ ab",
    "send": "schick* | sende* | übermittle* | übertrage* | lade ~ hoch | leite ~ weiter | poste*",
    "data": "verlauf | chatverlauf | gesprächsverlauf | unterhaltung | gespräch | gedächtnis | speicher | inhalt | "
            "ergebnisse? | zugangsdaten | chatverlauf* | gesprächsverlauf* | nachrichten des (?:nutzers|benutzers)",
    "user": "dem (?:benutzer|nutzer|anwender) | den (?:benutzer|nutzer) | niemandem | dem betreiber",
    "conceal_self": "sag (?:dem|der|den) \\w+ nichts | erzähl (?:dem|der|den) \\w+ nichts",
    "tell_neg": "verschweige* | sag (?:dem \\w+ )?nichts | erzähl (?:dem \\w+ )?nichts | ohne (?:den \\w+ )?zu (?:informieren|benachrichtigen|fragen) | "
             "erwähne ~ nicht | verrate ~ nicht",
    "silently": "stillschweigend | heimlich | unbemerkt | im stillen | leise",
    "sensitive_action": "deaktivier* | sende* | lösche* | führe | installiere* | füge",
    "no_confirm": "ohne (?:rück)?(?:frage|bestätigung|nachfrage|erlaubnis) | ohne zu fragen",
    "confirmation": "bestätigung* | bestätigungsabfrage | rückfrage",
    "action_ctx": "befehle? | terminal | shell | dateien | löschen | ausführ*",
    "every_reply": "jede(?:r|n)? antwort | alle(?:n)? antworten | jeder nachricht",
    "reply": "(?:der|die|deine|deiner) antwort | im chat | hier",
    "negation": "nicht | nie | niemals | kein* | keinesfalls",
    "first_person": "mein* ",
    "audience": "jede[mnr]? | jedermann | öffentlich | gruppe | kanal",
    "treat": "behandle* | betrachte* | werte*",
    "admin_as": "als (?:der |den )?(?:administrator|admin|betreiber|entwickler)",
    "defensive": "verdächtig* | erkenn* | prompt-injection | gefährlich*",
    "own_instr": "mein(?:e|en|er|em)? (?:\\S+ ){0,2}(?:anweisung(?:en)?|vorgaben?|bitten?|wünsche?|präferenz(?:en)?|regeln?|notiz(?:en)?|hinweise?) | "
                 "(?:format|formatierungs|stil|ton|sprach|längen)(?:anweisung|vorgabe|regel|wunsch)* | "
                 "(?:anweisung(?:en)?|vorgaben?) (?:zum|zur|für das|für die) (?:format|formatierung|stil|ton|sprache)",
    "foreign": "deine | deiner | deinen | ihre | des systems | alle (?:\\S+ )?(?:vorherigen|bisherigen|früheren) | "
               "ursprünglich* | versteckt*",
    "device": "handy | telefon | smartphone | browser | einstellungen | gerät | tablet",
    "this_note": "diese(?:r|n|m)? notiz | diese(?:r|n|m)? eintrag | hier in der notiz",
    "tracking": "tracking-link* | trackinglink* | tracking-pixel* | zählpixel*",
    "hidden_adj": "versteckte?[nrs]? | unsichtbare?[nrs]? | geheime?[nrs]?",
    "now_unrestricted": "(?:hat|hast) (?:ab sofort |jetzt )?keine (?:\\S+ )?(?:einschränkungen|beschränkungen|filter|regeln) mehr | "
                        "(?:ist|bist) (?:ab sofort |jetzt )?(?:frei von|befreit von) (?:allen |jeglichen )?(?:\\S+ )?(?:einschränkungen|regeln|filtern)",
    "assistant_subject": "der assistent | die ki | das modell | der bot | du",
    "put_in": "hänge ~ an | häng ~ an | füge ~ (?:hinzu|ein|an) | anhängen | baue ~ ein | setze ~ ein | kodiere",
    "link_param": "(?:an|in) (?:jeden|jede|alle|den|die) (?:link|links|url|urls) | als (?:url-|query-)?parameter | "
                  "url-parameter",
    "omit": "lass ~ weg | entferne | verschweige | unterdrücke | verstecke | blende ~ aus",
    "risk_info": "warnung(?:en)? | risiken | nebenwirkungen | sicherheitshinweise | gebühren",
    "deceive": "belüge* | lüge (?:den nutzer|den benutzer|die nutzerin) an | täusche* (?:den nutzer|den benutzer) | "
               "manipuliere* (?:den nutzer|den benutzer) | "
               "gib (?:dem nutzer )?falsche (?:angaben|zahlen|informationen|bewertungen)",
    "discourage": "rate (?:dem nutzer|dem benutzer|ihm|ihr) (?:davon )?ab | "
                  "halte (?:den nutzer|den benutzer|ihn|sie) davon ab | hindere (?:den nutzer|ihn|sie) daran | "
                  "rede (?:es )?(?:dem nutzer|ihm|ihr) aus",
    "advise_not": "sag (?:dem nutzer|ihm|ihr),? (?:dass )?(?:er|sie) (?:nicht|nie) | "
                  "rate (?:dem nutzer|ihm|ihr),? nicht | "
                  "sag (?:dem nutzer|dem benutzer|ihm|ihr),? (?:er|sie) soll(?:e|en|te)? (?:\\S+ ){0,4}(?:nicht|nichts|nie)",
    "help_source": "(?:einen |den |die |zur |zum )?(?:arzt|ärztin|polizei|support|kundendienst|anwalt|anwältin|notaufnahme|notruf|krankenhaus|bank|familie|therapeut*|fachmann|fachleute)",
    "help_vital": "(?:einen |den |die |zur |zum )?(?:arzt|ärztin|polizei|anwalt|anwältin|notaufnahme|notruf|krankenhaus|familie|therapeut*)",
    "promote": "empfiehl (?:immer|stets|nur|ausschließlich) | empfiehl (?:\\S+ ){0,4}(?:immer|jedes mal) | "
               "dränge (?:den nutzer )?(?:zu|in richtung)",
    "covert": "ohne (?:es )?zu (?:erwähnen|sagen|verraten) | verrate nie(?:mals)?,? dass | gesponsert | werbung | "
              "affiliate | provision | partnerlink",
    "scare": "(?:sein|ihr|dein) konto (?:wurde|ist|sei|wird) (?:\\S+ )?(?:gehackt|gesperrt|kompromittiert|gestohlen|eingefroren)",
    "ask_user_for": "(?:bitte|fordere) (?:den nutzer|den benutzer|ihn|sie) (?:auf,? )?(?:sein|ihr|das|die) \\S+ (?:zu )?(?:senden|schicken|geben|nennen|bestätigen) | "
                    "(?:muss|müssen) (?:sein|ihr|das|die) \\S+ (?:senden|schicken|nennen|bestätigen)",
    "user_wants": "(?:der |die )?(?:nutzer|benutzer)(?:in)? (?:möchte|will|bevorzugt|hat gebeten|wünscht)",
    "void": "ungültig | nichtig | hinfällig | aufgehoben | zählen nicht mehr | veraltet | widerrufen | außer kraft",
    "authority": "betreiber* | system* | entwickler* | administrator*",
    "only": "nur | ausschließlich | allein",
    "obey": "zählt | gilt | befolge* | gehorche* | höre auf",
    "content_has_instr": "wenn (?:eine|ein) (?:webseite|seite|website|e-mail|mail|datei|dokument|nachricht) (?:\\S+ )?(?:anweisungen|befehle) (?:enthält|gibt|hat)",
    "undermine_care": "(?:setze|setzt) (?:\\S+ )?(?:medikamente|medikation|behandlung) ab | "
                      "sein arzt (?:irrt|liegt falsch) | ihr arzt (?:irrt|liegt falsch)",
    "isolate": "(?:er|sie) soll(?:e|en|te)? (?:\\S+ ){0,3}(?:seiner |ihrer |der |die |den )?(?:familie|eltern|freunden|partner\\S*|arzt|ärztin|polizei|anwalt) (?:\\S+ ){0,4}(?:nicht|nichts|nie)",
    "any_embedded": "(?:anweisungen|befehle) ,? die du (?:in|auf) \\S+ (?:findest|siehst|liest)",
}

IT = {
    "ignore": "ignora* | dimentica* | tralascia* | trascura* | non seguire più | smetti di (?:seguire|rispettare|applicare) | "
           "non tenere conto",
    "instructions": "istruzioni | regole | direttive | linee guida | indicazioni | prompt di sistema | messaggio di sistema | restrizioni",
    "sysprompt": "prompt di sistema | messaggio di sistema | istruzioni (?:nascoste|di sistema|iniziali|interne|segrete) | "
              "regole (?:nascoste|interne|segrete) | le tue istruzioni",
    "reveal": "mostra* | rivela* | stampa | scrivi | ripeti | divulga* | condividi | pubblica | dimmi | dammi | copia | elenca | traduci",
    "only_rule": "la tua unica regola | l'unica regola | unica regola | obbedisci solo | ha la precedenza su | "
                 "prevale su | le sostituisce | hanno la precedenza su | prevalgono su | hanno priorità su | "
                 "ha priorità su",
    "pretend": "fingi* | fai finta | interpreta il ruolo | comportati come | agisci come | ora sei | da ora sei | "
            "d'ora in poi sei | immagina di essere | simula*",
    "unrestricted": "senza (?:limiti|restrizioni|filtri|censura|regole) | non filtrat[oa] | illimitat[oa] | libero da | "
                    "modalità sviluppatore | senza (?:alcuna )?(?:etica|morale) | non rifiuta mai | non rifiuti mai | "
                    "senza (?:alcun[ao]? |nessun[ao]? )?(?:limite|limiti|restrizion[ei]|filtr[oi]|censura|regol[ae])",
    "without": "senza | senza alcun | senza alcuna | nessun",
    "safety": "filtri di sicurezza | filtro di sicurezza | filtri dei contenuti | censura | moderazione | politica dei contenuti | "
           "linee guida di sicurezza",
    "ethics": "etica | considerazion[ei] etich[ea] | morale | principi etici",
    "disable": "disattiva* | disabilita* | spegni | rimuovi | togli",
    "not_apply": "non si applica(?:no)? più | non valgono più | non si applicano",
    "updated": "sei stato aggiornato | sei stata aggiornata | il tuo modello è stato aggiornato",
    "restrictions": "restrizioni | limitazioni | limiti",
    "lifted": "rimoss[ie] | revocat[ie] | annullat[ie] | disattivat[ie] | non valgono più",
    "new_policy": "nuova politica | nuove regole | nuove direttive | avviso di sistema | messaggio degli sviluppatori | "
                  "patch di sicurezza | comunicazione dagli sviluppatori | avviso dell'amministratore",
    "effective": "in vigore | con effetto immediato | da subito | immediatamente",
    "decode": "decodifica* | decifra*",
    "translate": "traduci* | tradurre",
    "execute": "esegui* | segui | obbedisci | applica | attua",
    "as_instructions": "come (?:nuove )?(?:istruzioni|ordini|comandi)",
    "exec_any": "(?:esegui|segui) (?:qualsiasi|ogni|tutti i) (?:comando|istruzione|ordine|comandi)",
    "as_if_authority": "come se (?:fosse|fossero) (?:un'istruzione|istruzioni|un ordine) (?:del|dal) (?:sistema|operatore|amministratore)",
    "source": "messaggio | testo | contenuto | pagina | sito | file | documento | email | commento | documenti | "
              "tutto ciò che | marcatore | riga",
    "read": "leggi | leggere | apri | aprire",
    "secret": "chiavi? api | chiavi? segret[ei] | chiavi? privat[ei] | password | credenziali | token | segreti | cookie",
    "collect": "raccogli* | estrai | ruba",
    "store": "salva* | memorizza* | conserva* | registra*",
    "send": "invia* | inviare | manda* | trasmetti | carica | inoltra*",
    "data": "cronologia | conversazione | chat | memoria | contenuto | trascrizione | risultati",
    "user": "all'utente | l'utente | a nessuno | all'operatore",
    "tell_neg": "non (?:dirlo|dire|dirgli|menzionare|rivelare) | senza (?:avvisare|dire|informare)",
    "silently": "silenziosamente | in silenzio | di nascosto | segretamente",
    "sensitive_action": "aggiungi | invia | cancella | elimina | disattiva | esegui | installa | approva",
    "no_confirm": "senza (?:chiedere )?(?:conferma|permesso|approvazione)",
    "confirmation": "conferma | conferme",
    "action_ctx": "comandi | shell | terminale | file | esegu*",
    "every_reply": "ogni risposta | tutte le risposte | ogni messaggio",
    "reply": "(?:nella|la|tua) risposta | nella chat | qui",
    "negation": "non | mai",
    "first_person": "mi[ao] | mie | miei",
    "audience": "chiunque | tutti | pubblico | gruppo | canale",
    "treat": "tratta* | considera*",
    "admin_as": "come (?:l'|un )?(?:amministratore|operatore|sviluppatore)",
    "defensive": "sospett* | rilev* | pericolos*",
    "own_instr": "(?:le |la |il |i )?mi[aeio] (?:\\S+ ){0,2}(?:istruzion[ei]|richiest[ae]|preferenz[ae]|regol[ae]|indicazion[ei]|note?) | "
                 "(?:istruzion[ei]|indicazion[ei]) (?:\\S+ )?(?:sul|sulla|sullo|per il|per la) (?:formato|stile|tono|lingua|formattazione)",
    "foreign": "tue | tuoi | tua | di sistema | tutte le (?:\\S+ )?precedenti | originali | nascoste",
    "device": "telefono | cellulare | smartphone | browser | impostazioni | dispositivo",
    "this_note": "questa nota | questa voce",
    "now_unrestricted": "non (?:ha|hai) più (?:\\S+ )?(?:restrizioni|limiti|filtri|regole)",
    "assistant_subject": "l'assistente | l'ia | il modello | il bot | tu",
    "put_in": "aggiungi | includi | inserisci | allega | metti",
    "link_param": "(?:a|in) (?:ogni|tutti i) (?:link|url) | come parametro",
    "omit": "ometti | rimuovi | nascondi | togli | non menzionare",
    "risk_info": "avvertenze | avvisi | rischi | effetti collaterali",
    "deceive": "menti all'utente | mentire all'utente | inganna l'utente | manipola l'utente | fai credere all'utente",
    "discourage": "sconsiglia all'utente di | dissuadi (?:l'utente )?(?:dal|dalla|da) | "
                  "scoraggia (?:l'utente )?(?:dal|dalla|da) | impedisci (?:all'utente )?di",
    "help_source": "(?:il |un |la |al |alla )?(?:medico|dottore|polizia|assistenza|supporto|avvocato|pronto soccorso|ospedale|banca|famiglia|terapeuta|psicologo)",
    "help_vital": "(?:il |un |la |al |alla )?(?:medico|dottore|polizia|avvocato|pronto soccorso|ospedale|famiglia|terapeuta|psicologo)",
    "promote": "consiglia sempre | raccomanda sempre | consiglia (?:\\S+ ){0,4}ogni volta",
    "covert": "senza (?:dire|menzionare|rivelare) | sponsorizzat* | pubblicità | affiliat* | commissione",
    "user_wants": "l'utente (?:preferisce|vuole|ha chiesto)",
    "void": "non valgono più | annullat[ei] | nulle | non contano più | obsolete | revocat[ei] | invalid[ei]",
    "authority": "operatore | sistema | sviluppatori | amministratore",
    "only": "solo | soltanto | unicamente",
    "obey": "segui | obbedisci | ascolta | vale | conta",
    "content_has_instr": "se una (?:pagina|email|mail|pagina web|nota|documento) (?:contiene|ti dà|ha) (?:delle )?(?:istruzioni|comandi)",
    "any_embedded": "(?:istruzioni|comandi) che (?:trovi|vedi|incontri) (?:in|su|nelle|nei)",
}

PT = {
    "ignore": "ignore | ignora* | desconsidere | desconsidera* | esqueça | esquece* | descarte | despreze | "
           "deixe de (?:seguir|aplicar|obedecer) | pare de (?:seguir|aplicar|obedecer)",
    "instructions": "instruções | instrucoes | regras | diretrizes | orientações | prompt do sistema | mensagem do sistema | restrições",
    "sysprompt": "prompt (?:de|do) sistema | mensagem do sistema | instruções (?:ocultas|do sistema|iniciais|internas|secretas) | "
              "regras (?:ocultas|internas|secretas) | suas instruções",
    "reveal": "revele* | revela* | mostre* | mostra* | exiba | exibe | imprima | escreva | repita | divulgue* | compartilhe | "
           "publique | diga-me | me diga | copie | liste | traduza",
    "only_rule": "(?:a )?sua única regra | tua única regra | a única regra | obedeça apenas | obedecer às notas | "
                 "tem prioridade sobre | prevalece sobre | têm prioridade sobre | prevalecem sobre",
    "pretend": "finja* | faça de conta | faz de conta | aja como | age como | atue como | comporte-se como | comporta-te como | "
            "interprete o papel | finge que és | agora você é | agora és | "
            "a partir de agora você é | imagine que você é | simule",
    "unrestricted": "sem (?:restrições|limites|filtros|censura|regras) | irrestrit[oa] | não filtrad[oa] | ilimitad[oa] | "
                 "modo desenvolvedor | nunca recusa | sem (?:nenhuma )?(?:ética|moral) | nunca se recusa | nunca recuse",
    "without": "sem | sem nenhum | sem nenhuma",
    "safety": "filtros? de (?:segurança|conteúdo) | censura | moderação | política de conteúdo | diretrizes de segurança",
    "ethics": "ética | considerações éticas | moral | princípios éticos",
    "disable": "desative* | desativa* | desligue | remova",
    "not_apply": "não se aplica(?:m)? (?:mais)? | deixa(?:m)? de valer",
    "updated": "(?:você|tu) foi atualizad[oa] | foste atualizad[oa] | (?:a )?sua versão foi atualizada | seu modelo foi atualizado",
    "restrictions": "restrições | limitações | limites",
    "lifted": "removidas | revogadas | anuladas | desativadas | suspensas",
    "new_policy": "nova política | novas regras | novas diretrizes | aviso (?:oficial )?do (?:sistema|administrador) | "
                  "mensagem dos desenvolvedores | patch de segurança | correção de segurança | aviso do administrador",
    "effective": "em vigor | entra em vigor | com efeito imediato | imediatamente | a partir de agora",
    "decode": "decodifique* | decodifica* | descodifique* | decifre",
    "translate": "traduza* | traduz* | traduzir",
    "execute": "execute* | executa* | siga | obedeça | cumpra | aplique | realize",
    "as_instructions": "como (?:novas )?(?:instruções|ordens|comandos)",
    "exec_any": "(?:execute|siga|obedeça) (?:qualquer|todo|todas? as?) (?:comando|instrução|ordem)",
    "as_if_authority": "como se (?:fosse|fossem) (?:do|de) (?:sistema|operador|administrador)",
    "source": "mensagem | texto | conteúdo | página | site | arquivo | ficheiro | documento | e-mail | comentário | "
              "baixado | tudo o que | marcador | linha",
    "read": "leia | ler | lê | abra | abrir",
    "secret": "chaves? (?:de )?api | chaves? secretas? | chaves? privadas? | senhas? | credenciais | tokens? | segredos | cookies",
    "collect": "colete | recolha | reúna | extraia | roube",
    "store": "salve | guarde | armazene | grave",
    "send": "envie* | envia* | enviar | mande | transmita | carregue | encaminhe",
    "data": "histórico | conversa | conversas | chat | memória | conteúdo | transcrição | resultados?",
    "user": "ao usuário | o usuário | ao utilizador | o utilizador | ninguém | a ninguém",
    "tell_neg": "não (?:conte|diga|mencione|avise|informe) | sem (?:avisar|contar|informar|dizer)",
    "silently": "silenciosamente | em silêncio | secretamente | às escondidas",
    "sensitive_action": "adicione | envie | apague | exclua | desative | execute | instale | aprove",
    "no_confirm": "sem (?:pedir |solicitar )?(?:confirmaç(?:ão|ões)|permissão|aprovação) | não peça (?:confirmaç(?:ão|ões)|permissão)",
    "confirmation": "confirmação | confirmações",
    "action_ctx": "comandos? | shell | terminal | arquivos? | execut*",
    "every_reply": "cada resposta | todas as respostas | cada mensagem",
    "reply": "(?:na|a|sua) resposta | no chat | aqui",
    "negation": "não | nunca | jamais",
    "first_person": "meu | minha | meus | minhas",
    "audience": "qualquer pessoa | quem pedir | todos | público | grupo | canal",
    "treat": "trate* | trata* | considere*",
    "admin_as": "como (?:o |um )?(?:administrador|operador|desenvolvedor)",
    "defensive": "suspeit* | detect* | perigos*",
    "own_instr": "(?:meus?|minhas?) (?:\\S+ ){0,2}(?:instruç(?:ão|ões)|instrucoes|pedidos?|preferências?|regras?|notas?|orientaç(?:ão|ões)) | "
                 "(?:instruç(?:ão|ões)|orientaç(?:ão|ões)) (?:\\S+ )?(?:sobre|de|do|da) (?:o |a )?(?:formato|estilo|tom|idioma|formatação)",
    "foreign": "suas | seus | sua | teu | tuas | do sistema | todas as (?:\\S+ )?anteriores | originais | ocultas",
    "device": "telefone | celular | telemóvel | navegador | configurações | definições | dispositivo",
    "this_note": "esta nota | esta entrada",
    "now_unrestricted": "não (?:tem|tens) mais (?:\\S+ )?(?:restrições|limites|filtros|regras)",
    "assistant_subject": "o assistente | a ia | o modelo | o bot | você | tu",
    "put_in": "adicione | acrescente | inclua | insira | anexe | coloque",
    "link_param": "(?:a|em) (?:cada|todos os) (?:links?|urls?) | como parâmetro",
    "omit": "omita | remova | esconda | oculte | tire | não mencione",
    "risk_info": "avisos? | advertências | riscos | efeitos colaterais",
    "deceive": "minta para o usuário | minta ao usuário | engane o usuário | manipule o usuário | faça o usuário acreditar",
    "discourage": "convença o usuário a não | desencoraje o usuário (?:a|de) | dissuada o usuário de | impeça o usuário de",
    "help_source": "(?:um |o |a |ao |à )?(?:médico|polícia|suporte|atendimento|advogado|pronto-socorro|hospital|banco|família|terapeuta|psicólogo)",
    "help_vital": "(?:um |o |a |ao |à )?(?:médico|polícia|advogado|pronto-socorro|hospital|família|terapeuta|psicólogo)",
    "promote": "recomende sempre | sempre recomende | recomende (?:\\S+ ){0,4}sempre",
    "covert": "sem (?:mencionar|dizer|revelar) | patrocinad* | publicidade | afiliad* | comissão",
    "user_wants": "o usuário (?:prefere|quer|pediu)",
    "void": "revogad[oa]s | anulad[oa]s | inválid[oa]s | não valem mais | sem efeito | obsolet[oa]s",
    "authority": "operador | sistema | desenvolvedores? | administrador",
    "only": "apenas | somente | só",
    "obey": "siga | obedeça | escute | conta | vale",
    "content_has_instr": "se uma (?:página|site|mensagem|e-mail|documento) (?:contiver|contém|tiver|te der) (?:\\S+ )?(?:instruções|comandos|ordens)",
    "any_embedded": "(?:instruções|comandos|ordens) que (?:encontrar|vir|encontrares) (?:em|nos|nas)",
}

NL = {
    "ignore": "negeer | negeren | vergeet | vergeten | schend | volg ~ niet meer | stop met (?:het )?volgen",
    "instructions": "instructies | regels | richtlijnen | aanwijzingen | systeemprompt | systeeminstructies | beperkingen",
    "sysprompt": "systeemprompt | systeembericht | systeeminstructies | verborgen (?:regels|instructies) | geheime (?:regels|instructies) | "
              "je instructies",
    "reveal": "toon | laat ~ zien | geef ~ weer | print | herhaal | onthul | deel | publiceer | kopieer | vertaal",
    "only_rule": "je enige regel | de enige regel | heeft voorrang op | gaat voor alles",
    "pretend": "doe alsof | doe (?:vanaf nu )?alsof | speel de rol | gedraag je als | je bent nu | vanaf nu ben je | "
               "stel je voor dat je | jij bent nu | u bent nu | vanaf nu bent u | je bent vanaf nu",
    "unrestricted": "onbeperkt* | zonder (?:beperkingen|regels|filters|grenzen|censuur) | ongefilterd* | "
                    "ongecensureerd* | ontwikkelaarsmodus | weiger(?:t)? nooit | "
                    "zonder (?:enige |alle )?(?:beperkingen|regels|filters|grenzen|censuur)",
    "without": "zonder | geen",
    "safety": "veiligheidsfilters? | inhoudsfilters? | censuur | moderatie | inhoudsbeleid | veiligheidsregels",
    "ethics": "ethiek | ethische (?:regels|overwegingen|bezwaren) | moraal",
    "disable": "schakel ~ uit | uitschakelen | deactiveer | verwijder",
    "not_apply": "gelden niet (?:meer)? | is niet (?:meer )?van toepassing",
    "updated": "je bent bijgewerkt | u bent bijgewerkt | je bent geüpdatet | je model is bijgewerkt",
    "restrictions": "beperkingen | restricties | grenzen",
    "lifted": "vervallen | opgeheven | verwijderd | ingetrokken",
    "new_policy": "nieuw(?:e)? beleid | nieuwe regels | systeemmelding | bericht van de ontwikkelaars",
    "effective": "van kracht | per direct | met onmiddellijke ingang | vanaf nu",
    "decode": "decodeer* | ontsleutel*",
    "translate": "vertaal*",
    "execute": "voer ~ uit | uitvoeren | volg | gehoorzaam | pas ~ toe",
    "as_instructions": "als (?:nieuwe )?(?:instructies|opdrachten|bevelen)",
    "source": "bericht | tekst | inhoud | pagina | website | bestand | document | e-mail | commentaar",
    "read": "lees | open | bekijk",
    "secret": "api-sleutels? | sleutels | wachtwoorden | wachtwoord | inloggegevens | tokens? | geheimen | cookies",
    "collect": "verzamel* | haal ~ op | steel",
    "store": "sla ~ op | bewaar | noteer | schrijf ~ op | houd ~ bij",
    "send": "stuur | verstuur | zend | upload | verzend | stuur ~ door",
    "data": "geschiedenis | chatgeschiedenis | gesprek | gesprekken | geheugen | inhoud | resultaten",
    "user": "de gebruiker | gebruiker | niemand",
    "tell_neg": "vertel ~ niet | zonder (?:het )?(?:te vertellen|te melden) | zeg ~ niets | vertel ~ niets | "
                "zeg ~ niets | niets (?:vertellen|zeggen|melden) | zonder (?:het )?te zeggen",
    "silently": "stilletjes | ongemerkt | in het geheim",
    "no_confirm": "zonder (?:bevestiging|toestemming)",
    "every_reply": "elk antwoord | ieder antwoord | elk bericht | onder elk antwoord",
    "negation": "niet | nooit | geen",
    "first_person": "mijn",
    "defensive": "verdacht* | detect* | gevaarlijk*",
    "own_instr": "mijn (?:\\S+ ){0,2}(?:instructies?|verzoeken?|voorkeuren?|regels?|aanwijzingen?|wensen?) | "
                 "(?:opmaak|stijl|taal)(?:instructie|regel|voorkeur)*",
    "foreign": "je | jouw | uw | van het systeem | alle (?:\\S+ )?eerdere",
    "device": "telefoon | mobiel | browser | instellingen | apparaat",
    "this_note": "deze notitie | dit bericht | deze notitie",
    "conceal_self": "vertel (?:hier|dit|daar) (?:niets|niks) over | houd dit geheim",
    "sensitive_action": "voeg ~ toe | stuur | verstuur | verwijder | wis | voer ~ uit | installeer | keur ~ goed",
    "hidden_adj": "verborgen | onzichtbare? | geheime?",
    "tracking": "trackinglink* | tracking-link* | trackingpixel* | volglink*",
    "deceive": "lieg tegen de gebruiker | misleid de gebruiker | manipuleer de gebruiker",
    "discourage": "ontmoedig de gebruiker | praat (?:het )?de gebruiker uit | houd de gebruiker (?:ervan )?weg | "
                  "raad (?:de gebruiker|hem|haar) af",
    "help_source": "(?:een |de |het )?(?:dokter|arts|huisarts|politie|support|klantenservice|advocaat|ziekenhuis|bank|familie)",
    "promote": "raad altijd | beveel altijd ~ aan",
    "covert": "zonder te (?:zeggen|vermelden) | gesponsord | affiliate | commissie",
    "void": "vervallen | ongeldig | nietig | ingetrokken | tellen niet meer",
    "authority": "systeem* | beheerder* | ontwikkelaar* | operator",
    "only": "alleen | uitsluitend",
    "obey": "volg | gehoorzaam | luister naar | telt | geldt",
    "any_embedded": "(?:opdrachten|instructies|commando'?s) die je (?:in|op) \\S+ (?:tegenkomt|vindt|ziet|leest)",
    "scare": "(?:zijn|haar|je|uw) (?:account|rekening) is (?:\\S+ )?(?:geblokkeerd|gehackt|gekraakt|opgeschort|bevroren)",
    "ask_user_for": "(?:moet|moeten) (?:zijn|haar|je|uw) \\S+ (?:sturen|geven|doorgeven|bevestigen)",
    "help_vital": "(?:een |de |het )?(?:dokter|arts|huisarts|politie|advocaat|ziekenhuis|familie)",
    "exec_any": "voer (?:alle|elke|iedere) (?:opdracht|opdrachten|instructie|instructies|commando'?s?) uit",
}

SV = {
    "ignore": "ignorera | strunta i | glöm | bortse från | sluta följa",
    "instructions": "instruktion* | regl* | riktlinje* | direktiv* | systemprompt* | begränsningar",
    "sysprompt": "systemprompt* | systemmeddelande* | dolda (?:instruktion*|regl*) | hemliga (?:instruktion*|regl*) | dina instruktioner",
    "reveal": "visa | skriv ut | upprepa | avslöja | dela | publicera | kopiera | klistra in | översätt",
    "only_rule": "din enda regel | den enda regeln | har företräde framför",
    "pretend": "låtsas | spela rollen | agera som | bete dig som | du är nu | från och med nu är du | föreställ dig att du är",
    "unrestricted": "obegränsad* | utan (?:begränsningar|regler|filter|censur) | ofiltrerad* | ocensurerad* | utvecklarläge",
    "without": "utan | inga",
    "safety": "säkerhetsfilter* | innehållsfilter* | censur | moderering | innehållspolicy",
    "ethics": "etik | etiska (?:regler|riktlinjer|hänsyn) | moral",
    "disable": "stäng av | inaktivera | ta bort",
    "not_apply": "gäller inte (?:längre)?",
    "updated": "du har (?:blivit )?uppdaterats | du har blivit uppdaterad",
    "restrictions": "begränsningar | restriktioner",
    "lifted": "upphävda | borttagna | gäller inte längre",
    "new_policy": "ny policy | nya regler | systemmeddelande",
    "effective": "gäller från och med nu | träder i kraft | omedelbart",
    "decode": "avkoda*",
    "translate": "översätt*",
    "execute": "kör | utför | följ | lyd",
    "read": "läs | öppna",
    "secret": "api-nycklar | nycklar | lösenord | inloggningsuppgifter | tokens? | hemliga nycklar | hemligheter | cookies",
    "collect": "samla* | extrahera",
    "store": "spara | lagra",
    "send": "skicka | ladda upp | vidarebefordra",
    "data": "historik* | chatthistorik* | konversation* | samtal* | minne* | innehåll*",
    "user": "användaren | ingen",
    "tell_neg": "berätta inte | säg inget | utan att berätta",
    "silently": "i tysthet | tyst | i hemlighet",
    "every_reply": "varje svar | alla svar",
    "negation": "inte | aldrig | ingen",
    "first_person": "min | mitt | mina",
    "defensive": "misstänk* | upptäck*",
    "own_instr": "min(?:a)? (?:\\S+ ){0,2}(?:instruktion*|önskem*|regl*|preferens*|begäran) | "
                 "(?:format|stil)(?:instruktion|regl)*",
    "foreign": "dina | din | systemets | alla (?:\\S+ )?tidigare",
    "device": "telefon | mobil | webbläsare | inställningar | enhet",
    "this_note": "den här anteckningen | denna anteckning",
    "void": "ogiltiga | upphävda | gäller inte längre",
    "only": "bara | endast",
    "obey": "följ | lyd",
}

DA = {
    "ignore": "ignorer | glem | se bort fra | lad være med at følge | stop med at følge",
    "instructions": "instruktion* | regl* | retningslinje* | systemprompt* | begrænsninger",
    "sysprompt": "systemprompt* | skjulte (?:regler|instruktioner) | hemmelige (?:regler|instruktioner) | dine instruktioner",
    "reveal": "vis | skriv ud | skriv ~ ud | gentag | afslør | del | kopier | oversæt",
    "only_rule": "din eneste regel | den eneste regel | har forrang for",
    "pretend": "lad som om | spil rollen | opfør dig som | du er nu | fra nu af er du | forestil dig at du er",
    "unrestricted": "ubegrænset | uden (?:begrænsninger|regler|filtre|censur) | ufiltreret | ucensureret | udviklertilstand",
    "without": "uden | ingen",
    "safety": "sikkerhedsfiltre* | sikkerhedsfilter | indholdsfiltre* | censur | moderation | indholdspolitik",
    "ethics": "etik | etiske (?:retningslinjer|regler|hensyn) | moral",
    "disable": "slå ~ fra | deaktiver | fjern",
    "not_apply": "gælder ikke (?:længere)?",
    "updated": "du er blevet opdateret | du blev opdateret",
    "restrictions": "begrænsninger | restriktioner",
    "lifted": "ophævet | fjernet | gælder ikke længere",
    "new_policy": "ny politik | nye regler | systemmeddelelse",
    "effective": "træder i kraft | gælder fra nu | med øjeblikkelig virkning",
    "decode": "afkod*",
    "translate": "oversæt*",
    "execute": "kør | udfør | følg | adlyd",
    "read": "læs | åbn",
    "secret": "api-nøgler | nøgler | adgangskoder | adgangskode | loginoplysninger | tokens? | hemmeligheder | cookies",
    "send": "send | upload | videresend",
    "data": "historik* | chathistorik* | samtale* | hukommelse* | indhold*",
    "user": "brugeren | ingen",
    "tell_neg": "fortæl ikke | sig ikke | uden at fortælle",
    "silently": "i stilhed | stille og roligt | i hemmelighed",
    "every_reply": "hvert svar | alle svar",
    "negation": "ikke | aldrig | ingen",
    "first_person": "min | mit | mine",
    "defensive": "mistænk* | opdag*",
    "own_instr": "min(?:e)? (?:\\S+ ){0,2}(?:instruktion*|ønske*|regl*|anmodning*)",
    "foreign": "dine | din | systemets | alle (?:\\S+ )?tidligere",
    "device": "telefon | mobil | browser | indstillinger | enhed",
    "this_note": "denne note | dette notat",
    "void": "ugyldige | ophævet | gælder ikke længere",
    "only": "kun | bare",
    "obey": "følg | adlyd",
}

NB = {
    "ignore": "ignorer | glem | se bort fra | slutt å følge",
    "instructions": "instruksjon* | instruks* | regl* | retningslinje* | systemprompt* | begrensninger",
    "sysprompt": "systemprompt* | skjulte (?:regler|instruksjoner) | hemmelige (?:regler|instruksjoner) | dine instruksjoner",
    "reveal": "vis | skriv ut | skriv ~ ut | gjenta | avslør | del | kopier | oversett",
    "only_rule": "din eneste regel | den eneste regelen | har forrang foran",
    "pretend": "lat som | spill rollen | oppfør deg som | du er nå | fra nå av er du | tenk deg at du er",
    "unrestricted": "ubegrenset | uten (?:begrensninger|regler|filtre|sensur) | ufiltrert | usensurert | utviklermodus",
    "without": "uten | ingen",
    "safety": "sikkerhetsfiltre* | sikkerhetsfilter | innholdsfiltre* | sensur | moderering | innholdspolicy",
    "ethics": "etikk | etiske (?:retningslinjer|regler|hensyn) | moral",
    "disable": "slå av | deaktiver | fjern",
    "not_apply": "gjelder ikke (?:lenger)?",
    "updated": "du har blitt oppdatert | du er oppdatert",
    "restrictions": "begrensninger | restriksjoner",
    "lifted": "opphevet | fjernet | gjelder ikke lenger",
    "new_policy": "ny policy | nye regler | systemmelding",
    "effective": "trer i kraft | gjelder fra nå | umiddelbart",
    "decode": "dekod*",
    "translate": "oversett*",
    "execute": "kjør | utfør | følg | adlyd",
    "read": "les | åpne",
    "secret": "api-nøkler | nøkler | passord | påloggingsinformasjon | tokens? | hemmeligheter | cookies",
    "send": "send | last opp | videresend",
    "data": "historikk* | chathistorikk* | samtale* | minne* | innhold*",
    "user": "brukeren | ingen",
    "tell_neg": "ikke fortell | si ikke | uten å fortelle",
    "silently": "i stillhet | i det stille | i hemmelighet",
    "every_reply": "hvert svar | alle svar",
    "negation": "ikke | aldri | ingen",
    "first_person": "min | mitt | mine",
    "defensive": "mistenk* | oppdag*",
    "own_instr": "min(?:e)? (?:\\S+ ){0,2}(?:instruks*|ønske*|regl*|forespørs*)",
    "foreign": "dine | din | systemets | alle (?:\\S+ )?tidligere",
    "device": "telefon | mobil | nettleser | innstillinger | enhet",
    "this_note": "dette notatet | denne notatet",
    "void": "ugyldige | opphevet | gjelder ikke lenger",
    "only": "kun | bare",
    "obey": "følg | adlyd",
}

LANGUAGES = {"es": ES, "fr": FR, "de": DE, "it": IT, "pt": PT, "nl": NL, "sv": SV, "da": DA, "nb": NB}
