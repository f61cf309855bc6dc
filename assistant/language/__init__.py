"""Language: the translator of locales/, the Fluent functions, each locale's name morphology, the words people use, and
which locale a reader reads."""
