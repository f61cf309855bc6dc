"""Reading the shipped Fluent files for the i18n tests: messages, their variables, their plural selectors."""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources

from fluent.syntax import FluentParser, ast, visitor

from assistant.language.translator import LOCALES

#: CLDR plural categories as Fluent variant keys.
PLURAL_KEYS = frozenset({"zero", "one", "two", "few", "many", "other"})


class _Variables(visitor.Visitor):
    """Collect every variable a message uses, and those that count: select a plural form or are formatted as numbers."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.counted: set[str] = set()
        self.references: set[str] = set()

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.references.add(node.id.name)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
        numeric = any(isinstance(v.key, ast.NumberLiteral) for v in node.variants)
        if isinstance(node.selector, ast.VariableReference) and (keys & PLURAL_KEYS - {"other"} or numeric):
            self.counted.add(node.selector.id.name)
        self.generic_visit(node)

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:
        """A variable NUMBER() formats is a number, as one a plural selects on."""
        if node.id.name == "NUMBER":
            self.counted |= {a.id.name for a in node.arguments.positional if isinstance(a, ast.VariableReference)}
        self.generic_visit(node)


@dataclass(frozen=True)
class Message:
    """One message of one locale: the file it is in, its variables, the variables that count something."""

    file: str
    variables: frozenset[str]
    counted: frozenset[str] = field(default_factory=frozenset)
    references: frozenset[str] = field(default_factory=frozenset)


def junk(locale: str) -> list[str]:
    """Return the unparsable parts of a locale's files."""
    found = []
    for item in _files(locale):
        resource = FluentParser().parse(item.read_text(encoding="utf-8"))
        found += [f"{item.name}: {e.content[:60]}" for e in resource.body if isinstance(e, ast.Junk)]
    return found


def messages(locale: str) -> dict[str, Message]:
    """Return every message of a locale by id."""
    found: dict[str, Message] = {}
    for item in _files(locale):
        for entry in FluentParser().parse(item.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                seen = _Variables()
                seen.visit(entry)
                found[entry.id.name] = Message(
                    item.name, frozenset(seen.names), frozenset(seen.counted), frozenset(seen.references)
                )
    return found


def _files(locale: str) -> list[resources.abc.Traversable]:
    folder = resources.files("locales").joinpath(locale)
    return sorted((f for f in folder.iterdir() if f.name.endswith(".ftl")), key=lambda f: f.name)


def needs(key: str, found: dict[str, Message]) -> Message:
    """Return a message with the variables of the messages it references folded in (they share its arguments)."""
    names, counted, seen, todo = set(), set(), set(), [key]
    while todo:
        current = todo.pop()
        if current in seen or current not in found:
            continue
        seen.add(current)
        names |= found[current].variables
        counted |= found[current].counted
        todo += found[current].references
    return Message(found[key].file, frozenset(names), frozenset(counted))


def all_messages() -> dict[str, dict[str, Message]]:
    """Return every locale's messages."""
    return {locale: messages(locale) for locale in LOCALES}
