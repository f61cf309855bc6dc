# Turn prompts: the moves one character may make now, in any door that offers them as buttons.

prompt-turn = { $who }, your move in duel { $duel }: { $name }.
prompt-awaited-defence = { $name } must defend against { $attacker }'s { $spell } ({ $value }).
prompt-gm = GM
prompt-ask-spell = Choose a spell:
prompt-ask-target = Choose a target:
prompt-ask-defence = Choose a defence:
prompt-ask-action = Choose an action:
prompt-ask-other = Choose:
prompt-picked = Chosen: { $choices }
prompt-choice-shield = Shield
prompt-choice-dodge = Dodge
prompt-choice-none = No defence
prompt-choice-recover = Recover the wand
prompt-choice-pickup = Pick up the wand
prompt-button-back = ← Back
prompt-button-more = More…
