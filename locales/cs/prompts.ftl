# Turn prompts: the moves one character may make now, in any door that offers them as buttons.

prompt-turn = { $who }, v souboji { $duel } je na tahu { $name }.
prompt-awaited-defence = { $name } se musí bránit kouzlu { $spell } ({ $attacker }, útok { $value }).
prompt-gm = PJ
prompt-ask-spell = Vyber kouzlo:
prompt-ask-target = Vyber cíl:
prompt-ask-defence = Vyber obranu:
prompt-ask-action = Vyber akci:
prompt-ask-other = Vyber:
prompt-picked = Vybráno: { $choices }
prompt-choice-shield = Štít
prompt-choice-dodge = Úhyb
prompt-choice-none = Bez obrany
prompt-choice-recover = Zvednout hůlku
prompt-choice-pickup = Sebrat soupeřovu hůlku
prompt-button-back = ← Zpět
prompt-button-more = Další…
