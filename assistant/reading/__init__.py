"""Reading: from what people say (typed, spoken, pressed) to a command. The reader is ``reader``; it resolves names
(``name_keys``, ``roster_names``), numbers (``numbers``), spells (``spells``), natural phrasing (``phrases``), speech
(``spoken``, ``speech_grammar``, ``voice_lexicon``, ``phonetic``) the same way for every door."""
