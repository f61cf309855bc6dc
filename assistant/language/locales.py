"""The locales the product speaks, importing nothing: `assistant --help` lists them without loading Fluent."""

from __future__ import annotations

#: The locales the product speaks; the last one is the fallback.
LOCALES = ("pl", "ru", "fr", "cs", "en")
FALLBACK = "en"
