# Turn prompts: the moves one character may make now, in any door that offers them as buttons.

prompt-turn = { $who }, w pojedynku { $duel } jest teraz ruch { CASE($name, case: "gen") }.
prompt-awaited-defence = Na { CASE($name, case: "acc") } leci { $spell } { CASE($attacker, case: "gen") } (atak { $value }): czas na obronę.
prompt-gm = MG
prompt-ask-spell = Wybierz zaklęcie:
prompt-ask-target = Wybierz cel:
prompt-ask-defence = Wybierz obronę:
prompt-ask-action = Wybierz działanie:
prompt-ask-other = Wybierz:
prompt-picked = Wybrano: { $choices }
prompt-choice-shield = Tarcza
prompt-choice-dodge = Unik
prompt-choice-none = Bez obrony
prompt-choice-recover = Podnieś różdżkę
prompt-choice-pickup = Zabierz różdżkę przeciwnika
prompt-button-back = ← Wstecz
prompt-button-more = Więcej…
