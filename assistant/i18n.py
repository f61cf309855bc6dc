"""Rendering through Fluent: every user-visible string comes from locales/<locale>/*.ftl."""

from __future__ import annotations

from collections.abc import Mapping
from importlib import resources
from importlib.abc import Traversable
from typing import Any

import structlog
from fluent.runtime import FluentBundle, FluentResource

from assistant.langs import FALLBACK as FALLBACK  # re-exported: the locales are named in assistant.langs
from assistant.langs import LOCALES as LOCALES
from models import ArgValue, Event

log = structlog.get_logger(__name__)


def _is_spell_arg(name: str) -> bool:
    return name == "spell" or name.endswith("_spell")


def _fluent_value(value: ArgValue) -> str | int | float:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value


class Translator:
    """Fluent bundles for every locale, loaded once; ``misses`` records each fallback or raw id."""

    def __init__(self, root: Traversable | None = None) -> None:
        self._root = root or resources.files("locales")
        self._bundles: dict[str, FluentBundle] = {}
        self.misses: list[tuple[str, str]] = []

    def bundle(self, locale: str) -> FluentBundle:
        """Return the bundle of a locale, loading its files on first use."""
        if locale not in self._bundles:
            self._bundles[locale] = self._load(locale)
        return self._bundles[locale]

    def _load(self, locale: str) -> FluentBundle:
        bundle = FluentBundle([locale], use_isolating=False)
        folder = self._root.joinpath(locale)
        for item in sorted(folder.iterdir(), key=lambda t: t.name) if folder.is_dir() else []:
            if item.name.endswith(".ftl"):
                bundle.add_resource(FluentResource(item.read_text(encoding="utf-8")))
        return bundle

    def has(self, key: str, locale: str) -> bool:
        """Say whether a locale defines a message id."""
        return self.bundle(locale).has_message(key)

    def format(self, key: str, locale: str, args: Mapping[str, ArgValue] | None = None) -> str:
        """Format a message in a locale, falling back to English, then to the raw id."""
        for loc in (locale, FALLBACK):
            bundle = self.bundle(loc)
            if bundle.has_message(key):
                if loc != locale:
                    self._miss(key, locale)
                return self._pattern(bundle, key, locale, args or {})
        self._miss(key, locale)
        return key

    def _pattern(self, bundle: FluentBundle, key: str, locale: str, args: Mapping[str, ArgValue]) -> str:
        values: dict[str, Any] = {k: self._arg(k, v, locale) for k, v in args.items()}
        pattern = bundle.get_message(key).value
        if pattern is None:
            return key
        text, errors = bundle.format_pattern(pattern, values)
        if errors:
            self._miss(key, locale)
            log.warning("fluent.errors", key=key, locale=locale, errors=[str(e) for e in errors])
        return str(text)

    def _arg(self, name: str, value: ArgValue, locale: str) -> str | int | float:
        if _is_spell_arg(name) and isinstance(value, str) and value:
            return self.spell_name(value, locale)
        return _fluent_value(value)

    def spell_name(self, spell_id: str, locale: str) -> str:
        """Return a spell's name as the locale's tradition says it."""
        key = f"spell-{spell_id}"
        known = self.has(key, locale) or self.has(key, FALLBACK)
        return self.format(key, locale) if known else spell_id  # a spell outside every catalogue, as typed

    def render(self, event: Event, locale: str) -> str:
        """Render one event in a locale."""
        return self.format(event.key, locale, event.args)

    def _miss(self, key: str, locale: str) -> None:
        self.misses.append((key, locale))
        log.warning("i18n.missing", key=key, locale=locale)
