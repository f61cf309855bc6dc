## Spell names in the cases of languages that have them; English has one form. Terms -spell-<id> here would give
## .gen .dat .acc .ins .loc and .gender; none is needed.
