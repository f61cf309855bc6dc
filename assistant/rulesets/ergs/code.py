"""The dueling code: duels, the seconds' protocol (insult, choices, field, timing, dress, signatures), the end."""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

from assistant.errors import ParseError, PermissionDenied, RuleViolation
from assistant.language.words import VERSUS, means, option_id
from assistant.reading import name_keys
from assistant.reading.numbers import ascii_digits, is_number, quoted, read_decimal, read_whole, whole
from assistant.rulesets.base import Context, new_duel_id, running_duel_of
from assistant.rulesets.common import duel_list, find_duel
from assistant.rulesets.ergs.tables import Tables, tables
from assistant.rulesets.ergs.vocabulary import PROTOCOL_WORDS, action
from models import Command
from models.ergs import DuelCode, ErgsDuel, ErgsState, Protocol

Ctx = Context[ErgsState]

#: The choices the dueling code gives to the offended or to the seconds, in protocol order.
CHOICES = ("weapon", "form", "mode")
#: The most seconds one duellist may have.
MAX_SECONDS = 4
#: The longest free text (a place, a bandage, a second's name) the protocol keeps.
MAX_TEXT = 200
_FIELD = re.compile(r"^(\d{1,5})\s*[x×хX*]\s*(\d{1,5})$")
_RATIO = re.compile(r"^(\d+(?:[.,]\d+)?)\s*[x×хX]$")


def code(ctx: Ctx) -> DuelCode:
    """Return the game's dueling code."""
    return tables(ctx.state).code


def duel(ctx: Ctx) -> None:
    """Open a duel between two wizards: /duel A [vs] B; /duel alone lists the running ones."""
    if not ctx.command.args:
        duel_list(ctx)
        return
    keys = [ctx.character_key(a) for a in ctx.command.args if not means(VERSUS, a)]
    if len(keys) != 2 or keys[0] == keys[1]:
        raise ParseError("ergs-refusal-duel-two", rule="ergs.code")
    if not ctx.is_gm and ctx.actor.id not in {ctx.state.characters[k].owner for k in keys}:
        ctx.require_control(keys[0])
    for key in keys:
        if running_duel_of(ctx.state.duels, key) is not None:
            raise RuleViolation("refusal-in-duel", rule="ergs.code", name=ctx.name(key), command="duel")
    fresh = ErgsDuel(id=new_duel_id(ctx.state), participants=keys, sides=[1, 2])
    ctx.state.duels[fresh.id] = fresh
    ctx.emit("ergs-duel-open", duel=fresh.id, a=ctx.name(keys[0]), b=ctx.name(keys[1]))


def _duel(ctx: Ctx, running: bool = True, number: str | None = None) -> ErgsDuel:
    found: ErgsDuel = find_duel(ctx, number or ctx.option("duel"))
    if running and found.ended:
        raise RuleViolation("ergs-refusal-duel-ended", rule="ergs.code", duel=found.id)
    return found


def require_party(ctx: Ctx, d: ErgsDuel) -> None:
    """Refuse unless the actor is a GM or plays one of the duellists."""
    if not ctx.is_gm and ctx.actor.id not in {ctx.state.characters[k].owner for k in d.participants}:
        raise PermissionDenied("ergs-refusal-not-party", rule="ergs.code", duel=d.id)


def end(ctx: Ctx) -> None:
    """End a duel: /end [duel=N] [winner=NAME] [out=NAME] (out: stepped out of a stationary circle)."""
    words = list(ctx.command.args)
    numbered = len(words) == 1 and is_number(words[0]) and ctx.option("duel") is None
    d = _duel(ctx, number=words.pop() if numbered else None)  # /end 2: duel 2
    require_party(ctx, d)
    out, winner = ctx.option("out"), ctx.option("winner")
    if winner is None and out is None and words:
        winner = " ".join(words)  # /end Гермиона names the winner, as winner= does
    if out is not None:
        winner = _step_out(ctx, d, out)
    if winner is not None:
        d.winner_side = d.side_of(_duellist(ctx, d, winner))
    d.ended = True
    if d.timer is not None:
        d.timer.running = False
    won = next((ctx.name(k) for k in d.participants if d.side_of(k) == d.winner_side), None)
    ctx.emit("ergs-duel-end-winner" if won else "ergs-duel-end", duel=d.id, winner=won)


def _step_out(ctx: Ctx, d: ErgsDuel, name: str) -> str:
    """Record a duellist stepping out of the circle; return the other one, who wins."""
    if d.protocol.mode != "stationary":
        raise RuleViolation("ergs-refusal-not-stationary", rule="ergs.code.stationary", duel=d.id)
    key = _duellist(ctx, d, name)
    d.protocol.out = key
    ctx.emit("ergs-duel-out", duel=d.id, name=ctx.name(key))
    return next(ctx.name(k) for k in d.participants if k != key)


def _name(ctx: Ctx, key: str) -> str:
    """Return a duellist's name, or their key once they have left the roster (an ended duel keeps them)."""
    found = ctx.state.characters.get(key)
    return found.name if found else key


def _duellist(ctx: Ctx, d: ErgsDuel, name: str) -> str:
    key = ctx.character_key(name)
    if key not in d.participants:
        raise RuleViolation("ergs-refusal-not-duellist", rule="ergs.code", name=ctx.name(key), duel=d.id)
    return key


def _type_as_form(ctx: Ctx) -> Command:
    """Read a duel's type as its form (``druh=periodický``, as the protocol's line «Druh souboje» calls it): a protocol
    has no other type; return the command as read."""
    options = ctx.command.options
    renamed = {
        ("form" if option_id(k, _SETTERS) is None and option_id(k, ("type",)) else k): v for k, v in options.items()
    }
    if renamed != options:
        ctx.command = ctx.command.model_copy(update={"options": renamed})
    return ctx.command


def protocol(ctx: Ctx) -> None:
    """Show or fill the protocol: /protocol [key=value ...] | sign NAME | dress NAME | second DUELLIST NAME."""
    does = action(PROTOCOL_WORDS, ctx.command.args[0], _SUBCOMMANDS) if ctx.command.args else None
    if does is not None:
        d = _duel(ctx)
        require_party(ctx, d)
        does(ctx, d, ctx.command.args[1:])
    elif given := [k for k in _type_as_form(ctx).options if option_id(k, ("duel",)) is None]:
        d = _duel(ctx)
        require_party(ctx, d)
        _set(ctx, d, given)
    else:
        show(ctx, _duel(ctx, running=False))


def _set(ctx: Ctx, d: ErgsDuel, given: list[str]) -> None:
    """Write the fields typed under their ids or any locale's words for them (field=, поле=); one bad value
    refuses the whole line, so nothing of it is written."""
    unknown = [k for k in given if option_id(k, _SETTERS) is None]
    if unknown:
        raise ParseError("ergs-refusal-protocol-key", rule="ergs.code", item=unknown[0], items=", ".join(_SETTERS))
    t, loose = tables(ctx.state), " ".join(ctx.command.args)
    if loose and ctx.option("place") is None:
        raise ParseError("ergs-refusal-protocol-loose", rule="ergs.code", words=loose)
    for key, setter in _SETTERS.items():
        value = ctx.option(key)
        if value is not None and key == "place" and loose:
            value = f"{value} {loose}"  # a place of several words typed without quotes: место=тенистая аллея
        if value is not None:
            ctx.emit("ergs-protocol-value", item=key, value=setter(ctx, t, d, value.strip()))
    _changed(ctx, d)
    _status(ctx, d)


def _changed(ctx: Ctx, d: ErgsDuel) -> None:
    """Void the signatures: the seconds sign the protocol as it now stands."""
    if d.protocol.signed:
        d.protocol.signed = []
        ctx.emit("ergs-protocol-unsigned", duel=d.id)


def _offended(ctx: Ctx, t: Tables, d: ErgsDuel, value: str) -> str:
    d.protocol.offended = _duellist(ctx, d, value)
    return ctx.name(d.protocol.offended)


def _degree(ctx: Ctx, t: Tables, d: ErgsDuel, value: str) -> str:
    degree = read_whole(value)
    if degree is None or degree not in t.degrees:
        raise ParseError(
            "ergs-refusal-degree", rule="ergs.code.insult", value=quoted(value), degrees=", ".join(map(str, t.degrees))
        )
    d.protocol.degree = degree
    return str(degree)


def chooser(ctx: Ctx, p: Protocol, choice: str) -> str:
    """Say who makes a choice: the offended, if the insult's degree gives it to them, else the seconds."""
    return _chooser(code(ctx), p, choice)


def _chooser(c: DuelCode, p: Protocol, choice: str) -> str:
    if p.degree is None or p.offended is None:
        return "unknown"
    return "offended" if choice in c.insults.get(p.degree, []) else "seconds"


def _choice(choice: str) -> Callable[[Ctx, Tables, ErgsDuel, str], str]:
    def setter(ctx: Ctx, t: Tables, d: ErgsDuel, value: str) -> str:
        who = _chooser(t.code, d.protocol, choice)
        if who == "unknown":
            raise RuleViolation("ergs-refusal-insult-first", rule="ergs.code.insult", choice=choice)
        if who == "offended" and d.protocol.offended is not None:
            ctx.require_control(d.protocol.offended)
        found = t.lawful[choice].get(name_keys.key(value))
        if found is None:
            lawful = getattr(t.code, f"{choice}s")
            raise ParseError(
                "ergs-refusal-choice", rule="ergs.code", choice=choice, value=value, lawful=", ".join(lawful)
            )
        setattr(d.protocol, choice, found)
        return found

    return setter


def _field(ctx: Ctx, t: Tables, d: ErgsDuel, value: str) -> str:
    match, c = _FIELD.match(ascii_digits(value)), t.code
    if match is None:
        raise ParseError("ergs-refusal-bad-field", rule="ergs.code.field", value=quoted(value))
    length, width = sorted((int(match.group(1)), int(match.group(2))), reverse=True)
    if length < c.min_length or width < c.min_width or length > c.max_side:
        raise RuleViolation(
            "ergs-refusal-field", rule="ergs.code.field", length=length, width=width,
            min_length=c.min_length, min_width=c.min_width, max_side=c.max_side,
        )  # fmt: skip
    d.protocol.length, d.protocol.width = length, width
    return f"{length} × {width}"


def _place(ctx: Ctx, t: Tables, d: ErgsDuel, value: str) -> str:
    d.protocol.place = _text(value, "place")
    return d.protocol.place


def _text(value: str, item: str) -> str:
    """Return a free text the protocol keeps (a place, a second's name, the bandages), or refuse it, naming it."""
    if not value or len(value) > MAX_TEXT:
        raise ParseError("ergs-refusal-text", rule="ergs.code", limit=MAX_TEXT, item=item, length=len(value))
    return value


def _circle(ctx: Ctx, t: Tables, d: ErgsDuel, value: str) -> int:
    limit = t.code.max_circle
    d.protocol.circle = whole(value, 1, limit, "ergs-refusal-circle", "ergs.code.stationary", limit=limit)
    return d.protocol.circle


def _bout(ctx: Ctx, t: Tables, d: ErgsDuel, value: str) -> int:
    c = t.code
    d.protocol.bout = whole(value, c.bout_min, c.bout_max, "ergs-refusal-bout", "ergs.code.periodic")
    return d.protocol.bout


def _pause(ctx: Ctx, t: Tables, d: ErgsDuel, value: str) -> int:
    seconds, limit = _pause_seconds(d, value), t.code.break_max
    if seconds is None or not 1 <= seconds <= limit:
        raise RuleViolation("ergs-refusal-break", rule="ergs.code.periodic", value=quoted(value), limit=limit)
    d.protocol.pause = seconds
    return seconds


def _pause_seconds(d: ErgsDuel, value: str) -> int | None:
    """Read a break as seconds or as a multiple of the bout ('2x')."""
    ratio = _RATIO.match(ascii_digits(value))
    if ratio is None:
        return read_whole(value)
    times = read_decimal(ratio.group(1))
    if d.protocol.bout is None:
        raise RuleViolation("ergs-refusal-bout-first", rule="ergs.code.periodic")
    return None if times is None else round(times * d.protocol.bout)


_SETTERS: dict[str, Callable[[Ctx, Tables, ErgsDuel, str], str | int]] = {
    "offended": _offended,
    "degree": _degree,
    "weapon": _choice("weapon"),
    "form": _choice("form"),
    "mode": _choice("mode"),
    "field": _field,
    "place": _place,
    "circle": _circle,
    "bout": _bout,
    "break": _pause,
}


def _second(ctx: Ctx, d: ErgsDuel, words: list[str]) -> None:
    if len(words) < 2:
        raise ParseError("refusal-missing-arg", rule="syntax", what="second DUELLIST NAME", command="protocol")
    key = _duellist(ctx, d, words[0])
    who = _text(" ".join(words[1:]), "second")
    if ctx.find_character(who) in d.participants:
        raise RuleViolation("ergs-refusal-second-duellist", rule="ergs.code.seconds", name=who)
    listed = d.protocol.seconds.setdefault(key, [])
    if len(listed) >= MAX_SECONDS or any(name_keys.key(who) == name_keys.key(s) for s in _all_seconds(d.protocol)):
        raise RuleViolation("ergs-refusal-second", rule="ergs.code.seconds", name=who, limit=MAX_SECONDS)
    listed.append(who)
    ctx.emit("ergs-protocol-second", name=who, duellist=ctx.name(key))
    _changed(ctx, d)


def _all_seconds(p: Protocol) -> list[str]:
    return [s for listed in p.seconds.values() for s in listed]


def _dress(ctx: Ctx, d: ErgsDuel, words: list[str]) -> None:
    if not words:
        raise ParseError("refusal-missing-arg", rule="syntax", what="dress NAME", command="protocol")
    bandages = ctx.option("bandages", "") or ""
    if bandages and len(words) > 1 and ctx.find_character(" ".join(words)) is None:
        # 'dress Harry bandages=left arm': the words after the name and the first one of the bandages are theirs
        cut = next((n for n in range(len(words) - 1, 0, -1) if ctx.find_character(" ".join(words[:n]))), None)
        if cut is not None:
            words, bandages = words[:cut], " ".join([bandages, *words[cut:]])
    key = _duellist(ctx, d, " ".join(words))
    d.protocol.dress[key] = _text(bandages, "bandages") if bandages else ""
    said = "ergs-protocol-dress-bandages" if bandages else "ergs-protocol-dress"
    ctx.emit(said, name=ctx.name(key), bandages=d.protocol.dress[key])
    _changed(ctx, d)


def _sign(ctx: Ctx, d: ErgsDuel, words: list[str]) -> None:
    who = " ".join(words)
    if not who:
        raise ParseError("ergs-refusal-sign-who", rule="ergs.code.seconds")
    found = next((s for s in _all_seconds(d.protocol) if name_keys.key(s) == name_keys.key(who)), None)
    if found is None:
        raise RuleViolation("ergs-refusal-not-second", rule="ergs.code.seconds", name=who, duel=d.id)
    if found in d.protocol.signed:
        raise RuleViolation("ergs-refusal-signed", rule="ergs.code.seconds", name=found)
    _require_ready(ctx, d)
    d.protocol.signed.append(found)
    ctx.emit("ergs-protocol-signature", name=found, duel=d.id)
    if signed(d.protocol):
        ctx.emit("ergs-protocol-signed", duel=d.id)


_SUBCOMMANDS: dict[str, Callable[[Ctx, ErgsDuel, list[str]], None]] = {
    "sign": _sign,
    "dress": _dress,
    "second": _second,
}


def missing(ctx: Ctx, d: ErgsDuel) -> tuple[str, str] | None:
    """Return the first thing the protocol still lacks (item, duellist name), or None."""
    found = gap(d)
    return None if found is None else (found[0], _name(ctx, found[1]) if found[1] else "")


def gap(d: ErgsDuel) -> tuple[str, str] | None:
    """Return the first thing the protocol still lacks (item, duellist key or ''), or None."""
    p = d.protocol
    periodic = p.form == "periodic"
    needs = (
        ("offended", p.offended), ("degree", p.degree), ("weapon", p.weapon), ("form", p.form), ("mode", p.mode),
        ("field", p.length), ("circle", p.circle if p.mode == "stationary" else 0),
        ("bout", p.bout if periodic else 0), ("break", p.pause if periodic else 0),
    )  # fmt: skip
    for item, value in needs:
        if value is None:
            return item, ""
    return _per_duellist(d)


def _per_duellist(d: ErgsDuel) -> tuple[str, str] | None:
    for key in d.participants:
        if not d.protocol.seconds.get(key):
            return "seconds", key
        if key not in d.protocol.dress:
            return "dress", key
    return None


def signed(p: Protocol) -> bool:
    """Say whether every second has signed."""
    everyone = _all_seconds(p)
    return bool(everyone) and all(s in p.signed for s in everyone)


def _require_ready(ctx: Ctx, d: ErgsDuel) -> None:
    gap = missing(ctx, d)
    if gap is not None:
        raise RuleViolation("ergs-refusal-protocol-incomplete", rule="ergs.code", item=gap[0], name=gap[1])


def _status(ctx: Ctx, d: ErgsDuel) -> None:
    gap = missing(ctx, d)
    if gap is not None:
        ctx.emit("ergs-protocol-missing", item=gap[0], name=gap[1])
    else:
        ctx.emit("ergs-protocol-signed" if signed(d.protocol) else "ergs-protocol-ready", duel=d.id)


def show(ctx: Ctx, d: ErgsDuel) -> None:
    """Emit the protocol as the seconds read it, line by line."""
    p, (a, b) = d.protocol, d.participants
    ctx.emit("ergs-protocol-head", duel=d.id, a=_name(ctx, a), b=_name(ctx, b), ended=d.ended)
    offender = next((_name(ctx, k) for k in d.participants if k != p.offended), "")
    offended = _name(ctx, p.offended) if p.offended else ""
    ctx.emit("ergs-protocol-insult", offended=offended, offender=offender if offended else "", degree=p.degree or 0)
    c = code(ctx)
    for choice in CHOICES:
        value = getattr(p, choice) or "unset"
        ctx.emit("ergs-protocol-choice", choice=choice, value=value, chooser=_chooser(c, p, choice), name=offended)
    ctx.emit("ergs-protocol-field", length=p.length or 0, width=p.width or 0)
    if p.place:
        ctx.emit("ergs-protocol-place", place=p.place)
    _show_form(ctx, p)
    for key in d.participants:
        _show_duellist(ctx, p, key)
    ctx.emit("ergs-protocol-signatures", names=", ".join(p.signed), n=len(p.signed))
    if p.out:
        ctx.emit("ergs-duel-out", duel=d.id, name=_name(ctx, p.out))
    _status(ctx, d)


def _show_form(ctx: Ctx, p: Protocol) -> None:
    if p.mode == "stationary":
        ctx.emit("ergs-protocol-circle", n=p.circle or 0)
    if p.form == "periodic":
        share = Fraction(p.pause or 0, p.bout or 1)  # said only where both are set: a bout of 0 s is not written
        times = share.numerator if share.denominator == 1 else 0
        ctx.emit("ergs-protocol-timing", bout=p.bout or 0, pause=p.pause or 0, ratio=str(share), times=times)


def _show_duellist(ctx: Ctx, p: Protocol, key: str) -> None:
    dress = "unchecked" if key not in p.dress else ("bandaged" if p.dress[key] else "checked")
    listed = p.seconds.get(key, [])
    ctx.emit(
        "ergs-protocol-duellist",
        name=_name(ctx, key),
        seconds=", ".join(listed),
        n=len(listed),
        dress=dress,
        bandages=p.dress.get(key, ""),
    )
