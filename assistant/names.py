"""Name keys: how characters and spells are found whatever the case and diacritics."""

from __future__ import annotations

import unicodedata
from functools import lru_cache

_FOLD = str.maketrans({"ł": "l", "đ": "d", "ø": "o", "ß": "ss", "æ": "ae", "œ": "oe", "ё": "е", "’": "'"})


@lru_cache(maxsize=8192)
def key(text: str) -> str:
    """Return the lookup key of a name: case-folded, without diacritics, single-spaced (remembered: names recur)."""
    folded = unicodedata.normalize("NFKD", text.casefold().translate(_FOLD))
    bare = "".join(c for c in folded if not unicodedata.combining(c))
    return " ".join(bare.replace("-", " ").replace("_", " ").split())
