# Turn prompts: the moves one character may make now, in any door that offers them as buttons.

prompt-turn = { $who }, в дуэли { $duel } ходит { $name }.
prompt-awaited-defence = { $name }: нужно защититься от { CASE($spell, case: "gen") } ({ $attacker }, атака { $value }).
prompt-gm = Мастер
prompt-ask-spell = Выберите заклинание:
prompt-ask-target = Выберите цель:
prompt-ask-defence = Выберите защиту:
prompt-ask-action = Выберите действие:
prompt-ask-other = Выберите:
prompt-picked = Выбрано: { $choices }
prompt-choice-shield = Щит
prompt-choice-dodge = Уклонение
prompt-choice-none = Без защиты
prompt-choice-recover = Поднять палочку
prompt-choice-pickup = Забрать палочку противника
prompt-button-back = ← Назад
prompt-button-more = Ещё…
