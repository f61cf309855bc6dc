"""Erg pools: wizards on the roster, spending, GM grants, the life erg, cycles, /pool."""

from __future__ import annotations

from datetime import datetime

from assistant.errors import NotFound, ParseError, RuleViolation
from assistant.language import morph
from assistant.language.words import meaning as words_meaning
from assistant.reading import name_keys
from assistant.reading.numbers import is_number, quoted, whole
from assistant.reading.roster_names import admit
from assistant.rulesets.base import Context, build, refuse_a_minus, sheet_fields
from assistant.rulesets.common import char_remove, duel_list, find_duel, removed_name, roster
from assistant.rulesets.ergs.tables import find_spell, group_of, tables
from assistant.rulesets.ergs.timing import moment
from assistant.rulesets.ergs.vocabulary import CAUSE_WORDS, FIELD_WORDS, GROUP_WORDS, among
from assistant.rulesets.ergs.wands import held_wand, new_wand
from models.ergs import ErgsCharacter, ErgsState

Ctx = Context[ErgsState]

#: The most ergs one grant or spending may move.
MAX_AMOUNT = 99


def wizard(ctx: Ctx, key: str) -> ErgsCharacter:
    """Return a wizard by key."""
    return ctx.state.characters[key]


def require_magic(ctx: Ctx, key: str) -> None:
    """Refuse magic to a demagicked wizard."""
    if wizard(ctx, key).demagicked:
        raise RuleViolation("ergs-refusal-demagicked", rule="ergs.demagicked", name=ctx.name(key))


def require_ergs(ctx: Ctx, key: str, cost: int) -> None:
    """Refuse a spending that would take the spendable ergs below 0."""
    have = wizard(ctx, key).ergs
    if cost > have:
        raise RuleViolation("ergs-refusal-ergs", rule="ergs.pool", name=ctx.name(key), n=cost, ergs=have)


def pay(ctx: Ctx, key: str, cost: int) -> None:
    """Spend ergs (never the life erg), refusing to go below 0."""
    require_ergs(ctx, key, cost)
    wizard(ctx, key).ergs -= cost


def settle(ctx: Ctx, key: str) -> None:
    """Demagick a wizard whose spendable ergs ran out, until the next cycle."""
    wiz = wizard(ctx, key)
    if wiz.ergs == 0 and not wiz.demagicked:
        wiz.demagicked = True
        ctx.emit("ergs-demagicked", name=wiz.name)


def char(ctx: Ctx) -> None:
    """Add or edit a wizard (GM, or a player their own where players keep their sheets): /char NAME age=N [max=N]
    [group=G] [spells=a,b]; /char NAME remove (GM)."""
    words = ctx.command.args
    if not words:
        roster(ctx)
        return
    tail = _spell_tail(ctx, words)
    words, spell_words = words[: len(words) - tail], " ".join(words[len(words) - tail :])
    name = " ".join(words)
    key = name_keys.key(name)
    exists = key in ctx.state.characters
    if exists and not [k for k in ctx.command.options if k != "as"]:
        ctx.require_control(key)  # a player reads their own sheet: /char Гермиона changes nothing
        _sheet(ctx, key)
        return
    ctx.require_sheet_work()
    if (gone := removed_name(words)) is not None:
        char_remove(ctx, ctx.character_key(gone))
        return
    fields = _fields(ctx, name, exists, spell_words)
    if exists and not fields:
        _sheet(ctx, key)
    elif exists:
        _edit(ctx, key, fields)
    else:
        _create(ctx, key, name, fields)


def _spell_tail(ctx: Ctx, words: list[str]) -> int:
    """Return how many of the last words finish the last spell of spells= typed without quotes (/char Гарри
    заклинания=Авада Кедавра: «Кедавра»), rather than lengthen the name; 0 if none do."""
    typed = next((v for k, v in ctx.command.options.items() if words_meaning(FIELD_WORDS, k) == "known"), None)
    last = typed.split(",")[-1].strip() if typed else ""
    for n in range(1, len(words)) if last else ():
        try:
            find_spell(ctx.state, f"{last} {' '.join(words[-n:])}")
        except NotFound:
            continue
        return n
    return 0


def _fields(ctx: Ctx, name: str, exists: bool, spell_words: str = "") -> dict[str, object]:
    raw = sheet_fields(ctx, FIELD_WORDS)
    fields: dict[str, object] = dict(raw)
    if "known" in raw:
        typed = f"{raw['known']} {spell_words}".strip()
        fields["known"] = sorted({_spell(ctx, s.strip(), name, exists) for s in typed.split(",") if s.strip()})
    if "group" in raw:
        fields["group"] = _group(ctx, raw["group"])
    if "max_ergs" in raw:
        fields["max_ergs"] = whole(raw["max_ergs"], 1, MAX_AMOUNT, "ergs-refusal-max-ergs", "ergs.pool")
    return fields


def _spell(ctx: Ctx, typed: str, name: str, exists: bool) -> str:
    """Return the spell a sheet's list names, or refuse saying the sheet was neither made nor changed."""
    try:
        return find_spell(ctx.state, typed)
    except NotFound:
        said = "ergs-refusal-sheet-spell-edit" if exists else "ergs-refusal-sheet-spell-new"
        raise NotFound(said, rule="ergs.spellbook", name=name, spell_text=quoted(typed)) from None


def _sheet(ctx: Ctx, key: str) -> None:
    """Show a wizard's sheet: /char NAME with nothing to change."""
    wiz = wizard(ctx, key)
    ctx.emit(
        "ergs-char-sheet", name=wiz.name, age=wiz.age, group=group_of(ctx.state, wiz), n=wiz.ergs, life=wiz.life,
        spells=", ".join(wiz.known), known=len(wiz.known),
    )  # fmt: skip


def _group(ctx: Ctx, text: str) -> str:
    ids = tables(ctx.state).group_ids
    found = among(GROUP_WORDS, ids).get(name_keys.key(text))
    if found is None:
        raise ParseError("ergs-refusal-group", rule="ergs.teaching", group=text, groups=", ".join(ids))
    return found


def _create(ctx: Ctx, key: str, typed: str, fields: dict[str, object]) -> None:
    if "age" not in fields:
        raise ParseError("ergs-refusal-need-age", rule="ergs.pool", name=typed)
    name = admit(ctx.state.characters, typed)
    fields.setdefault("max_ergs", tables(ctx.state).max_ergs)
    wiz = build(ErgsCharacter, {"name": name, "owner": None if ctx.is_gm else ctx.actor.id, **fields})
    wiz.ergs = wiz.max_ergs - 1
    wiz.demagicked = wiz.ergs == 0
    wiz.wands = [new_wand(ctx.state, None)]
    ctx.state.characters[key] = wiz
    ctx.emit("ergs-char-added", name=name, age=wiz.age, group=group_of(ctx.state, wiz), n=wiz.ergs)


def _edit(ctx: Ctx, key: str, fields: dict[str, object]) -> None:
    ctx.require_control(key)
    old = wizard(ctx, key)
    wiz = build(ErgsCharacter, {**old.model_dump(), **fields})
    wiz.ergs = min(wiz.ergs, wiz.max_ergs - 1)
    wiz.demagicked = wiz.demagicked or wiz.ergs == 0
    ctx.state.characters[key] = wiz
    ctx.emit(
        "ergs-char-updated", name=wiz.name, age=wiz.age, group=group_of(ctx.state, wiz), n=wiz.ergs,
        max=wiz.max_ergs, spendable=wiz.max_ergs - 1, max_changed="yes" if "max_ergs" in fields else "no",
    )  # fmt: skip


def _amount(ctx: Ctx) -> tuple[str, int, str]:
    """Read [NAME] N [reason...]: the wizard, the amount, the reason."""
    words = ctx.command.args
    at = next((i for i, w in enumerate(words) if is_number(w)), None)
    if at is None:
        raise _no_digits(ctx, words)
    key = ctx.character_key(" ".join(words[:at])) if at else ctx.subject()
    if ctx.command.name == "gain":
        refuse_a_minus(ctx, words[at], ctx.name(key))
    n = whole(words[at], 1, MAX_AMOUNT, "ergs-refusal-amount", "ergs.pool", limit=MAX_AMOUNT)
    reason = ctx.option("reason") or " ".join(words[at + 1 :])
    if not reason.strip():
        raise ParseError("ergs-refusal-reason", rule="ergs.gm", command=ctx.command.name)
    return key, n, _as_named(ctx, reason.strip())


def _as_named(ctx: Ctx, reason: str) -> str:
    """Return a reason of one word said in a sentence as a reason is named: 'тратит 1 эрг на метлу' keeps «метла», the
    word's nominative, as /spend Гарри 1 метла would; a reason typed after a slash is kept as typed."""
    said = not ctx.command.text.lstrip().startswith("/")
    return morph.nominative(reason, ctx.state.locale) if said and reason.isalpha() else reason


def _no_digits(ctx: Ctx, words: list[str]) -> ParseError:
    """Refuse an amount with no digits: the word after a wizard's name stands where the number goes (два)."""
    for cut in range(len(words) - 1, 0, -1):
        key = ctx.find_character(" ".join(words[:cut]))
        if key is not None:
            value, name = quoted(words[cut]), ctx.name(key)
            return ParseError("ergs-refusal-digits", rule="ergs.pool", value=value, name=name, command=ctx.command.name)
    return ParseError("refusal-missing-arg", rule="syntax", what="N", command=ctx.command.name)


def spend(ctx: Ctx) -> None:
    """Spend ergs outside a spell, with a reason: /spend [NAME] N reason=..."""
    key, n, reason = _amount(ctx)
    ctx.require_control(key)
    pay(ctx, key, n)
    ctx.emit("ergs-spent", name=ctx.name(key), n=n, ergs=wizard(ctx, key).ergs, reason=reason)
    settle(ctx, key)


def gain(ctx: Ctx) -> None:
    """Grant ergs by hand (GM), with a reason; never above the maximum: /gain NAME N reason=..."""
    key, n, reason = _amount(ctx)
    wiz = wizard(ctx, key)
    room = wiz.max_ergs - 1 - wiz.ergs
    if n > room:
        raise RuleViolation("ergs-refusal-full", rule="ergs.pool", name=wiz.name, n=room)
    wiz.ergs += n
    ctx.emit("ergs-gained", name=wiz.name, n=n, ergs=wiz.ergs, reason=reason)


def drain(ctx: Ctx) -> None:
    """Take the life erg (GM): /drain NAME cause=ritual|dementor|vampire."""
    causes, words = tables(ctx.state).drain_causes, list(ctx.command.args)
    known = among(CAUSE_WORDS, tuple(causes))
    typed = ctx.option("cause") or (words.pop() if words and name_keys.key(words[-1]) in known else "")
    cause = known.get(name_keys.key(typed))
    if cause is None:
        raise ParseError("ergs-refusal-cause", rule="ergs.life", cause=typed, causes=", ".join(causes))
    key = ctx.character_key(" ".join(words)) if words else ctx.subject()
    if not wizard(ctx, key).life:
        raise RuleViolation("ergs-refusal-drained", rule="ergs.life", name=ctx.name(key))
    wizard(ctx, key).life = False
    ctx.emit("ergs-drained", name=ctx.name(key), cause=cause)


def restore(ctx: Ctx) -> None:
    """Give the life erg back (GM): /restore NAME."""
    key = ctx.character_key(" ".join(ctx.command.args)) if ctx.command.args else ctx.subject()
    if wizard(ctx, key).life:
        raise RuleViolation("ergs-refusal-not-drained", rule="ergs.life", name=ctx.name(key))
    wizard(ctx, key).life = True
    ctx.emit("ergs-restored", name=ctx.name(key))


def cycle(ctx: Ctx) -> None:
    """Begin a new cycle (GM): pay the upkeep, refill to the maximum, lift demagicking."""
    refill = tables(ctx.state).refill
    ctx.state.cycle += 1
    ctx.emit("ergs-cycle", cycle=ctx.state.cycle, refill=refill)
    for key in ctx.state.characters:
        _renew(ctx, key, refill)


def _renew(ctx: Ctx, key: str, refill: bool) -> None:
    wiz = wizard(ctx, key)
    if not wiz.life:
        ctx.emit("ergs-cycle-drained", name=wiz.name, ergs=wiz.ergs)
        return
    if refill:
        wiz.ergs = wiz.max_ergs - 1
    wiz.demagicked = wiz.ergs == 0
    ctx.emit("ergs-cycle-wizard", name=wiz.name, ergs=wiz.ergs, max=wiz.max_ergs - 1)


def pool(ctx: Ctx) -> None:
    """Show pools: /pool [NAME]; a GM without a name sees the whole roster."""
    if ctx.command.args:
        key = ctx.character_key(" ".join(ctx.command.args))
        ctx.require_control(key)
        keys = [key]
    else:
        keys = list(ctx.state.characters) if ctx.is_gm else [ctx.subject()]
    if not keys:
        ctx.emit("roster-empty")
        return
    now = moment(ctx)
    for key in keys:
        pool_line(ctx, key, now)


def pool_line(ctx: Ctx, key: str, now: datetime) -> None:
    """Emit one wizard's pool and condition at a moment."""
    wiz = wizard(ctx, key)
    wand, hours = held_wand(ctx.state, wiz, now)
    ctx.emit(
        "ergs-pool-line",
        name=wiz.name,
        ergs=wiz.ergs,
        max=wiz.max_ergs - 1,
        life=wiz.life,
        demagicked=wiz.demagicked,
        group=group_of(ctx.state, wiz),
        age=wiz.age,
        wand=wand,
        hours=hours,
    )


def status(ctx: Ctx) -> None:
    """Show the running duels, then the pools /pool shows: /status; /status duel=N shows that duel and its wizards'
    pools (a duel that does not exist is refused, not passed over for the others)."""
    named = ctx.option("duel")
    if named is None:
        duel_list(ctx)
        pool(ctx)
        return
    d = find_duel(ctx, named)
    ctx.emit("duel-line", duel=d.id, names=", ".join(ctx.name(k) for k in d.participants))
    now = moment(ctx)
    for key in d.participants:
        if key in ctx.state.characters:
            pool_line(ctx, key, now)
