"""Chat corpora per locale, played through the real reader, engine and rulesets (`make phrasing`)."""
