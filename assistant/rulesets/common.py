"""Commands every ruleset shares: help, language, roster binding, roles, free rolls, status."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from typing import Any

from assistant.conversation import reminders, topics
from assistant.errors import DiceError, NotFound, ParseError, PermissionDenied, RuleViolation
from assistant.language import choice, words
from assistant.language.translator import LOCALES
from assistant.language.words import (
    LOCALE_NAMES,
    ME,
    NO,
    OPTION_VALUES,
    OPTIONS,
    REMOVE,
    SPELL_POINT_OPTIONS,
    YES,
    command_named,
    kept_option,
    meaning,
    means,
    named,
    option_id,
    written,
)
from assistant.reading import name_keys
from assistant.reading.roster_names import clean
from assistant.rulesets import macros
from assistant.rulesets.base import (
    ENGINE_COMMANDS,
    GAME_SETTINGS,
    SETTINGS,
    Context,
    Handler,
    Right,
    duel_number,
    running_duel_of,
    running_duels,
    typed_args,
)
from assistant.rulesets.dice import MAX_SHOWN
from assistant.state import grain

#: A claim link's digest: SHA-256 in hex.
_DIGEST = re.compile(r"[0-9a-f]{64}")
#: The prefix of the lists of /gm's actions (word-gm-grant, word-gm-revoke).
GM_WORDS = "word-gm-"


def start(ctx: Context[Any]) -> None:
    """Greet and name the game's ruleset and locale."""
    ctx.emit("game-start", ruleset=ctx.state.ruleset, locale=ctx.state.locale)


def help_(ctx: Context[Any]) -> None:
    """List the commands of the game's ruleset and the engine's, each with an example; ``/help cast`` explains one
    (its usage); ``/help foo`` of no command at all says there is none (another ruleset's command: not in these)."""
    ruleset, commands = ctx.state.ruleset, sorted({*ctx.ruleset.commands(), *ENGINE_COMMANDS})
    if ctx.command.args:
        typed = ctx.command.args[0]
        name = _command_named(typed)
        if command_named(name_keys.key(typed.lstrip("/"))) is None and name not in commands:
            raise NotFound("refusal-help-unknown", rule="commands", command=typed.lstrip("/"))
        if name not in commands:
            said = "/" + ctx.command.args[0].lstrip("/")  # as typed: /pomoc status asks about /status
            raise NotFound("refusal-unknown-command", rule="commands", command=said, ruleset=ruleset)
        ctx.emit(f"help-{name}", ruleset=ruleset)
        ctx.emit(f"usage-{name}", ruleset=ruleset)
        return
    commands = _in_written_order(commands, choice.for_actor(ctx.state, ctx.actor))
    ctx.emit("game-help", ruleset=ruleset, commands=" ".join(f"/{c}" for c in commands))
    for name in commands:
        ctx.emit(f"help-{name}", ruleset=ruleset)
    ctx.emit("help-detail-hint")


def _in_written_order(commands: list[str], locale: str) -> list[str]:
    """Return commands in the order a reader looks them up: by the word the locale writes each with (/den, /hod, /jsem
    in Czech), not by their ids."""
    return sorted(commands, key=lambda c: name_keys.key(written(c, locale).lstrip("/")))


def lang(ctx: Context[Any]) -> None:
    """Set the chat's locale (GM: ``/lang pl``) or the actor's own (anyone: ``/lang me pl``)."""
    if means(ME, ctx.arg(0, "locale")):
        _own_locale(ctx, _locale_arg(ctx, 1))
        return
    wanted = _locale_arg(ctx, 0)
    ctx.require_gm()
    ctx.state.locale, ctx.state.locale_set = wanted, True
    ctx.emit("game-locale", locale=wanted)


def _locale_arg(ctx: Context[Any], index: int) -> str:
    """Return the locale a /lang names: its code or its name in any locale (pl, čeština, русский), or refuse
    quoting what was typed."""
    typed = ctx.arg(index, "locale")
    wanted = named(LOCALE_NAMES).get(name_keys.key(typed), "")
    if wanted not in LOCALES:
        raise ParseError("refusal-unknown-locale", rule="locale", locale=typed, locales=", ".join(LOCALES))
    return wanted


def _own_locale(ctx: Context[Any], wanted: str) -> None:
    ctx.state.user_locales = {**ctx.state.user_locales, ctx.actor.id: wanted}
    ctx.emit("game-locale-own", locale=wanted)


def iam(ctx: Context[Any]) -> None:
    """Bind a character to the actor (a GM may bind for someone: ``/iam NAME PLAYER`` or ``to=PLAYER``)."""
    key = ctx.character_key(ctx.arg(0, "name"))
    character = ctx.state.characters[key]
    named = ctx.command.args[1] if len(ctx.command.args) > 1 else None
    owner = clean(ctx.option("to") or named or ctx.actor.id)
    if owner.startswith("@"):  # a username no door could turn into a person
        raise ParseError("refusal-unknown-person", rule="roles.player", who=owner)
    if owner != ctx.actor.id and not ctx.is_gm:
        raise PermissionDenied("refusal-gm-bind", rule="roles.gm", name=character.name)
    if character.owner not in (None, ctx.actor.id) and not ctx.is_gm:  # taken: not "not yours", it was asked for
        raise PermissionDenied("refusal-iam-taken", rule="roles.player", name=character.name)
    already = character.owner == owner  # nothing changes: said as such, not as news
    character.owner = owner
    player = (ctx.actor.name or owner) if owner == ctx.actor.id else owner  # a door names the id it knows
    ctx.emit("char-bound-already" if already else "char-bound", name=character.name, player=player)


def _bound(owner: str | None) -> str:
    """Return whether a character has a player, as a message selects on it: 'yes' or 'no'."""
    return "yes" if owner else "no"


def claim(ctx: Context[Any]) -> None:
    """Prepare a claim link of a sheet (GM: ``/claim NAME digest=HEX``) or use one (``/claim token=TOKEN``)."""
    token = ctx.command.options.get("token")
    if token is not None and not ctx.command.args:
        _use_claim(ctx, token)
        return
    ctx.require_gm()
    key = ctx.character_key(ctx.arg(0, "name"))
    digest = (ctx.command.options.get("digest") or "").lower()
    if not digest:  # a link is the Telegram door's to make: it hands its digest (console, web: /iam instead)
        raise ParseError("refusal-claim-where", rule="roles.player", name=ctx.name(key))
    if not _DIGEST.fullmatch(digest):
        raise ParseError("refusal-missing-arg", rule="syntax", what="digest=…", command="claim")
    character = ctx.state.characters[key]
    if character.owner is not None:
        raise PermissionDenied("refusal-claim-taken", rule="roles.player", name=character.name)
    character.claim = digest
    ctx.emit("char-claim-ready", name=character.name)


def _use_claim(ctx: Context[Any], token: str) -> None:
    """Bind the sheet a claim link's token opens to the actor, once: the link is spent."""
    digest = hashlib.sha256(token.encode()).hexdigest()
    key = next((k for k, c in grain.peek(ctx.state.characters) if c.claim == digest), None)
    if key is None:
        raise NotFound("refusal-claim-unknown", rule="roles.player")
    character = ctx.state.characters[key]
    character.claim = None
    character.owner = ctx.actor.id
    ctx.emit("char-bound", name=character.name, player=ctx.actor.name or ctx.actor.id)


def remind(ctx: Context[Any]) -> None:
    """Remind the players whose move it is (GM: ``/remind``); the scheduler's ``/remind DUEL`` once the time set
    with ``/defaults remind=10m`` is up, once a move."""
    ctx.require_gm()
    movers: dict[str, str] = {}
    for turn in ctx.ruleset.turns(ctx.state):
        movers.setdefault(turn.duel, turn.character)
    if ctx.command.args:
        asked = duel_number(ctx.command.args[0])  # /remind abc: no duel number
        if asked not in ctx.state.duels:
            raise NotFound("refusal-no-duel", rule="duel", duel=asked)
        movers = {asked: _awaited(ctx, movers, asked)}
    if not movers:
        raise NotFound("refusal-remind-none", rule="turns.remind")
    for duel, key in movers.items():
        character = ctx.state.characters[key]
        if character.owner:
            ctx.emit("turn-reminder", player=character.owner, name=character.name, duel=duel)
        else:
            ctx.emit("turn-reminder-gm", name=character.name, duel=duel)


def _awaited(ctx: Context[Any], movers: dict[str, str], duel: str) -> str:
    """Return who one duel waits for, marking its timed reminder sent; refuse a duel that waits for no move, and a
    second reminder of one move (the scheduler's, once a move, or a GM's ``/remind N`` after it)."""
    if duel not in ctx.state.duels and duel not in ctx.archive:
        raise NotFound("refusal-no-duel", rule="duel", duel=duel)
    mover, wait = movers.get(duel), ctx.state.waiting.get(duel)
    if mover is None or (wait is not None and wait.character != mover):
        raise NotFound("refusal-remind-duel-none", rule="turns.remind", duel=duel)
    if wait is not None:
        if wait.reminded:
            raise RuleViolation("refusal-remind-sent", rule="turns.remind", duel=duel)
        ctx.state.waiting = {**ctx.state.waiting, duel: wait.model_copy(update={"reminded": True})}
    return mover


def gm(ctx: Context[Any]) -> None:
    """Grant or revoke the GM role (GM): ``/gm grant ID`` or ``/gm revoke ID``."""
    action = ctx.arg(0, "gm-action")
    does = GM_ACTIONS.get(meaning(GM_WORDS, action) or action)
    if does is None:
        raise ParseError("refusal-gm-action", rule="syntax", word=action)
    does(ctx, ctx.arg(1, "id"))


def _grant(ctx: Context[Any], who: str) -> None:
    already = who in ctx.state.gms  # nothing changes: said as such, not as news
    ctx.state.gms = sorted({*ctx.state.gms, who})
    ctx.state.revoked = [r for r in ctx.state.revoked if r != who]
    ctx.emit("gm-granted-already" if already else "gm-granted", who=who)


def _revoke(ctx: Context[Any], who: str) -> None:
    never = who not in ctx.state.gms  # no "no longer" for one who never was (a chat admin's role still is revoked)
    ctx.state.gms = [g for g in ctx.state.gms if g != who]
    ctx.state.revoked = sorted({*ctx.state.revoked, who})
    ctx.emit("gm-revoked-none" if never else "gm-revoked", who=who)


#: What /gm does, by its Latin id; the words of every locale are word-gm-grant and word-gm-revoke.
GM_ACTIONS: dict[str, Callable[[Context[Any], str], None]] = {"grant": _grant, "revoke": _revoke}


def roll(ctx: Context[Any]) -> None:
    """Roll a free-form dice expression: ``/roll 4d6kh3+2``."""
    expr = "".join(ctx.command.args) or "1d20"
    try:
        result, detail = ctx.dice.free(expr)
    except DiceError as refused:
        if "expr" not in refused.fields:
            raise
        typed = " ".join(ctx.command.args)  # quoted as typed, not glued together
        raise DiceError(refused.key, rule=refused.rule, **{**refused.fields, "expr": typed}) from refused
    if detail is None:  # too many dice to list: the total and the first faces
        shown, more = result.dice[:MAX_SHOWN], max(0, len(result.dice) - MAX_SHOWN)
        faces = ", ".join(map(str, shown))
        ctx.emit("roll-result-many", rolls=[result], expr=result.expr, total=result.total, faces=faces, more=more)
        return
    ctx.emit("roll-result", rolls=[result], expr=result.expr, total=result.total, detail=detail)


def defaults(ctx: Context[Any]) -> None:
    """Show the command defaults, or set some (GM): ``/defaults duel type=club``; ``key=`` removes one.

    Without a command it sets the game's own settings: ``/defaults players_edit_sheets=yes``.
    """
    if not ctx.command.args and _given(ctx):
        _settings(ctx, _given(ctx))
        return
    if (settings := _delay_and_unit(ctx)) is not None:
        _settings(ctx, settings)
        return
    if not ctx.command.args:
        _show_defaults(ctx)
        return
    ctx.require_gm()
    command = _command_named(ctx.arg(0, "command"))
    ctx.ruleset.handler(command)
    points = ctx.ruleset.id == "spell_points"  # navíc=, metamagie= …: options of spell points' commands alone
    unknown = next(
        (k for k in _given(ctx) if meaning(OPTIONS, k) is None and not (points and meaning(SPELL_POINT_OPTIONS, k))),
        None,
    )
    if unknown is not None:  # a typo kept as a default would be silently ignored by its command
        raise ParseError("refusal-default-option", rule="syntax", command=command, option=unknown)
    given = dict(_kept_default(k, v) for k, v in _given(ctx).items())
    if not given:
        raise ParseError("refusal-missing-arg", rule="syntax", what="option", command="defaults")
    merged = {k: v for k, v in {**ctx.state.defaults.get(command, {}), **given}.items() if v}
    ctx.state.defaults = {k: v for k, v in {**ctx.state.defaults, command: merged}.items() if v}
    if merged:
        ctx.emit("defaults-set", command=command, options=_options_text(merged))
    else:
        ctx.emit("defaults-cleared", command=command)


def _kept_default(key: str, value: str) -> tuple[str, str]:
    """Return an option as /defaults keeps it, refusing a value its list lacks (``rodzaj=xyz``): the command itself
    would refuse it, so a default of it is never set."""
    option, kept = kept_option(key, value)
    prefix = OPTION_VALUES.get(option)
    if prefix and value.strip() and meaning(prefix, value) is None:
        known = ", ".join(sorted(set(words.meanings(prefix).values())))
        raise ParseError("refusal-default-value", rule="syntax", option=key, field=option, value=value, known=known)
    return option, kept


def _command_named(word: str) -> str:
    """Return the command a typed word names in any locale (/defaults sort → cast), or the word itself."""
    typed = name_keys.key(word.lstrip("/"))
    return command_named(typed) or typed


def _given(ctx: Context[Any]) -> dict[str, str]:
    return {k: v for k, v in ctx.command.options.items() if k != "as"}


def _delay_and_unit(ctx: Context[Any]) -> dict[str, str] | None:
    """Return the settings of a line whose reminder delay has its unit apart (``/defaults przypomnienie=2 min``): the
    delay with its unit; None for any other line."""
    given, args = _given(ctx), ctx.command.args
    delays = [k for k, v in given.items() if v.isdigit() and option_id(k, SETTINGS) == reminders.SETTING]
    if len(args) != 1 or len(delays) != 1 or meaning(reminders.UNIT_WORDS, args[0].rstrip(".")) is None:
        return None  # the unit may be abbreviated with a full stop: "2 godz."
    return {**given, delays[0]: f"{given[delays[0]]} {args[0]}"}


def _settings(ctx: Context[Any], given: dict[str, str]) -> None:
    """Set the game's own settings (GM), each yes or no; an empty value goes back to the default."""
    ctx.require_gm()
    wanted = {(name := _setting_name(ctx, k)): _setting_value(name, k, v) for k, v in given.items()}
    merged = {k: v for k, v in {**ctx.state.defaults.get(GAME_SETTINGS, {}), **wanted}.items() if v}
    ctx.state.defaults = {k: v for k, v in {**ctx.state.defaults, GAME_SETTINGS: merged}.items() if v}
    ctx.emit("defaults-game", None, **_game_settings(merged, _reminds(ctx)))


def _reminds(ctx: Context[Any]) -> bool:
    """Say whether the rules remind of a move (/remind is theirs): rules without turns have no reminder to set."""
    return "remind" in ctx.ruleset.handlers


def _setting_name(ctx: Context[Any], text: str) -> str:
    """Return the setting a key names, by its id or a word of any locale for it (``karty=``, ``fiches=``); rules
    without turns have no turn reminder to set."""
    known = [k for k in SETTINGS if _reminds(ctx) or k != reminders.SETTING]
    name = option_id(text.replace(" ", "_"), known)
    if name is None:
        raise ParseError("refusal-unknown-setting", rule="syntax", setting=text, settings=", ".join(known))
    return name


def _setting_value(name: str, option: str, value: str) -> str:
    """Return a setting's value as kept: a delay for the reminders, yes or no for the others."""
    return reminders.delay_text(value) if name == reminders.SETTING else _flag(option, value)


def _flag(option: str, value: str) -> str:
    if not value.strip():
        return ""
    if means(YES, value) or means(NO, value):
        return "yes" if means(YES, value) else "no"
    raise ParseError("refusal-bad-field", rule="syntax", field=option, value=value, expects="yesno")


def _show_defaults(ctx: Context[Any]) -> None:
    if not ctx.state.defaults:
        ctx.emit("defaults-none")
    for command, options in sorted(ctx.state.defaults.items()):
        if command == GAME_SETTINGS:
            ctx.emit("defaults-game", None, **_game_settings(options, _reminds(ctx)))
        else:
            ctx.emit("defaults-line", command=command, options=_options_text(options))


#: The reminder setting as /defaults shows it for rules without turns: the reply leaves the reminder out.
NO_TURNS = "none"


def _game_settings(options: dict[str, str], turns: bool) -> dict[str, str | int]:
    """Return the game's settings as /defaults shows them, each with its value by default (the topics' are
    /topic's to say), and the reminders' delay as it was typed: its number and its unit (2 and m: «po 2 minutach»)."""
    settings: dict[str, str | int] = {**SETTINGS, **{k: v for k, v in options.items() if not topics.is_setting(k)}}
    if not turns:  # rules without turns have no turn reminder to show
        return {**settings, reminders.SETTING: NO_TURNS}
    said = reminders.delay_said(str(settings[reminders.SETTING]))
    return {**settings, "remind_n": said[0], "remind_unit": said[1]} if said else settings


def _options_text(options: dict[str, str]) -> str:
    """Return kept options as one text, ``reason="stara miotła" type=club`` (replies write it in the reader's words)."""
    return " ".join(f'{k}="{v}"' if " " in v else f"{k}={v}" for k, v in sorted(options.items()))


def removed_name(words: list[str]) -> str | None:
    """Return the name a /char line removes, or None: a removal word before the name or after it, in any language
    (``/char del Draco``, ``/char Draco del``, ``/char smazat Mira``), every ruleset alike; a removal word alone asks
    whom to remove (it names no new character «smazat»)."""
    if len(words) == 1 and means(REMOVE, words[0]):
        raise ParseError("refusal-remove-who", rule="roster", word=words[0])
    if len(words) < 2:
        return None
    if means(REMOVE, words[0]):
        return " ".join(words[1:])
    return " ".join(words[:-1]) if means(REMOVE, words[-1]) else None


def char_remove(ctx: Context[Any], key: str) -> None:
    """Remove a character from the roster (GM), unless in a running duel; a player's /char is no GM's command, only
    the removal is, and the refusal says so."""
    if not ctx.is_gm:
        raise PermissionDenied("refusal-gm-remove", rule="roles.gm", name=ctx.name(key))
    if running_duel_of(ctx.state.duels, key) is not None:
        raise PermissionDenied("refusal-in-duel", rule="roster", name=ctx.name(key), command=ctx.command.name)
    name = ctx.name(key)
    del ctx.state.characters[key]
    ctx.emit("char-removed", name=name)


def roster(ctx: Context[Any]) -> None:
    """List the roster."""
    if not ctx.state.characters:
        ctx.emit("roster-empty")
        return
    for _, character in grain.peek(ctx.state.characters):  # read only: the roster is not rewritten
        ctx.emit("roster-line", name=character.name, player=character.owner or "", bound=_bound(character.owner))


def duel_list(ctx: Context[Any]) -> None:
    """List running duels."""
    running = running_duels(ctx.state.duels)
    if not running:
        ctx.emit("duel-none")
    for duel in running:
        ctx.emit("duel-line", duel=duel.id, names=", ".join(ctx.name(k) for k in duel.participants))


def find_duel(ctx: Context[Any], duel_id: str | None) -> Any:
    """Return the duel named by id, the subject's duel, or the only running one."""
    if duel_id is not None:
        duel_id = duel_number(duel_id)
        if duel_id in ctx.archive:  # ended long ago: out of the state, read from the archive
            return ctx.archive[duel_id]
        if duel_id not in ctx.state.duels:
            raise NotFound("refusal-no-duel", rule="duel", duel=duel_id)
        return ctx.state.duels[duel_id]
    running = running_duels(ctx.state.duels)
    if len(running) == 1:  # the subject's or not, it is the one
        return running[0]
    owners = {k: c.owner for k, c in grain.peek(ctx.state.characters)}
    mine = [d for d in running if any(owners.get(k) == ctx.actor.id for k in d.participants)]
    for pool in (mine, running):
        if len(pool) == 1:
            return pool[0]
    raise ParseError(
        "refusal-which-duel" if running else "refusal-no-running-duel",
        rule="duel",
        command=ctx.command.name,
        typed=typed_args(ctx),
    )


def chart(ctx: Context[Any]) -> None:
    """Ask for the picture of the pools over the log: ``/chart`` (the roster), ``/chart NAME``, ``/chart duel N``."""
    words, asked = ctx.command.args, ctx.option("duel")
    if asked is not None or (words and command_named(words[0]) == "duel"):
        if "duel" not in ctx.ruleset.handlers:  # rules without duels: no duel to draw, none to start
            raise ParseError("refusal-chart-no-duels", rule="duel", ruleset=ctx.ruleset.id)
        duel = find_duel(ctx, asked or " ".join(words[1:]) or None)
        ctx.emit("chart-duel", duel=duel.id, names=", ".join(ctx.name(k) for k in duel.participants))
    elif words:
        key = ctx.character_key(" ".join(words))
        ctx.emit("chart-character", name=ctx.name(key), character=key, ruleset=ctx.ruleset.id)
    elif ctx.state.characters:
        ctx.emit("chart-game", count=len(ctx.state.characters), ruleset=ctx.ruleset.id)
    else:
        raise NotFound("refusal-chart-empty", rule="roster")


COMMON: dict[str, Handler] = {
    "start": start,
    "help": help_,
    "lang": lang,
    "iam": iam,
    "claim": claim,
    "remind": remind,
    "gm": gm,
    "roll": roll,
    "defaults": defaults,
    "chart": chart,
    "macro": macros.macro,
    "topic": topics.topic,
}
#: Who may send a shared command, where its name alone decides it.
#: The common commands of rules without turns: nothing to remind a player of (/remind is not theirs).
COMMON_WITHOUT_TURNS: dict[str, Handler] = {name: handler for name, handler in COMMON.items() if name != "remind"}
COMMON_RIGHTS: dict[str, Right] = {"gm": "gm", "remind": "gm", "defaults": "settings", "topic": "settings"}
