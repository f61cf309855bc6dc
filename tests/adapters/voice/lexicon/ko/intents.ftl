## The command word of the Korean test lexicon: dodge, said as one long phrase the model hears reliably.
intent-dodge = 죄송합니다
