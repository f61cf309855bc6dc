"""Every intent, declared once: what a kind of utterance asks for and how its command is built, for every reader.

An intent has a name, the slots it may fill, what it cannot go without and how it builds its command from what was
read (``Found``) in one game as one speaker sees it (``Scene``). Its words are one list per locale,
``intent-<name>`` of ``locales/<loc>/intents.ftl``: natural phrasing reads its phrases (``typed``), a voice grammar
hears the plain ones (``said``), and its entries written ``/obrona`` are the command's names after a slash
(``assistant.language.words.command_names``). Typed and spoken words both end here: the natural reader fills a
``Found`` from a chat line, the voice reader from what the matcher heard, and the same ``build`` writes the command.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache

from assistant.reading.roster_names import Hit
from assistant.reading.scene import Scene

#: A command as an intent writes it: its name, arguments and options.
Args = tuple[str, list[str], dict[str, str]]


def _anything(found: Found) -> bool:
    return True


@dataclass(frozen=True)
class Intent:
    """What a kind of message asks for, declared once: the slots it may fill, what it cannot go without, how its
    command is written, and whether it needs no key phrase. Its words are ``intent-<name>`` of each locale."""

    name: str
    build: Callable[[Found, Scene], Args]  #: the command's name, arguments and options from what was read
    slots: frozenset[str] = frozenset()
    requires: Callable[[Found], bool] = _anything  #: the slots it cannot go without
    keyless: bool = False
    sign: str = ""  #: a number with this sign asks for it with no key word ('+2 body', '-1 эрг')
    typed: bool = True  #: natural phrasing reads it (not 'stop' typed in a chat: that is talk)
    said: bool = False  #: a voice grammar hears its list's plain phrases ('unik', 'nowy cykl')
    #: the one named first acts ('Драко ставит протего'): from a player who may not act for them, that is telling
    acting: bool = False
    #: the command a game must have for a voice grammar to offer it (its name if empty); typed words that two intents
    #: read alike are the one whose command the game has ('nový den': /day in spell points, /cycle in ergs)
    needs: str = ""
    #: a question about the game ('Drago a combien de PV ?', 'on est à quelle manche ?'): asked, never told, so an
    #: auxiliary before its key word is no past tense ('a', 'est' before it are 'has', 'is'); a question after it
    #: asks more of it ('что по дуэли, кто в каком состоянии?'), where after a statement ('у Драко новая палочка,
    #: видели?') a question asks the chat about it
    query: bool = False

    def offered(self, commands: frozenset[str]) -> bool:
        """Say whether a game of these commands has the one the intent needs (any game, where it needs none)."""
        return not self.needs or self.needs in commands

    @property
    def command(self) -> str:
        """Return the command a game must have for the intent to be offered by voice."""
        return self.needs or self.name


@dataclass(frozen=True)
class NameHit:
    """A character named in a message: where, who, how, and whether a colon made them the one acting."""

    index: int
    length: int
    key: str
    hit: Hit
    colon: bool
    pronoun: bool = False  #: said as 'I', 'me': the speaker's own character


@dataclass
class Found:
    """What one intent read from a message."""

    intent: Intent
    key_length: int = 0
    key_at: tuple[int, ...] = ()  #: the tokens of the key phrase
    spell: str | None = None
    spell_at: int = -1
    names: list[NameHit] = field(default_factory=list)
    numbers: list[int] = field(default_factory=list)
    dice: str | None = None
    reason: str | None = None
    targets: set[int] = field(default_factory=set)
    sides: list[int] = field(default_factory=list)
    night: bool = False
    hit: str = ""  #: the word for a hit in a question of odds, as typed ('szanse na trafienie')
    hour: bool = False  #: 'an hour' said without a number
    unit: bool = False  #: the points an amount counts were named ('3 body', '2 PZ')
    everyone: str = ""  #: the word for everyone at once, as typed ('všichni spí 8 hodin')
    waking: bool = False  #: a rest is ended ('konec odpočinku', 'vstávám')
    beginning: bool = False  #: a rest is begun, said so ('jdu spát, začínám odpočívat': begun, not a night done)
    options: dict[str, str] = field(default_factory=dict)  #: /cast options read from words (extra=, meta=)
    attack: str | None = None  #: the attack a defence answers, named in it ('odbijam Drętwotę Protego')
    foreign: bool = False  #: the spell is none the game's players may cast (the rules refuse it, as after a slash)
    free_target: tuple[str, str] | None = None  #: (the word before it, the target as said) for one off the roster
    lead: int = 0  #: where the message's words begin, past leading fillers and a leading comment clause
    learning: bool = False  #: the key word says who learns, before whom from ('Гермиона учится у Марека')


def _pair(found: Found) -> bool:
    """Say whether one or two characters are named (the speaker is the other of one), two different ones."""
    return 1 <= len(found.names) <= 2 and len({h.key for h in found.names}) == len(found.names)


def _pair_and_spell(found: Found) -> bool:
    return found.spell is not None and _pair(found)


def _one(found: Found) -> bool:
    return len(found.names) <= 1


def _one_number(found: Found) -> bool:
    return len(found.numbers) == 1 and len(found.names) <= 1


def _sides_named(found: Found) -> bool:
    return len(found.names) >= 1 and (not found.sides or _far_side(found))


def _far_side(found: Found) -> bool:
    """Say whether someone is named after the word between the sides (before it, the speaker may stand alone)."""
    return any(h.index > found.sides[0] for h in found.names)


# ---------------------------------------------------------------- building the command


def _subject(found: Found, scene: Scene) -> NameHit | None:
    """Return the character acting: named first (with a colon, or before the rest but fillers and a comment),
    if the speaker may act for them."""
    first = found.names[0] if found.names else None
    if first is None or first.index in found.targets or not scene.may_act_for(first.key):
        return None
    return first if first.colon or first.index <= found.lead or first.pronoun else None


def _as(hit: NameHit | None, scene: Scene) -> dict[str, str]:
    """Return the ``as=`` option naming the one acting, unless it is the speaker's own character anyway."""
    if hit is None or (hit.key == scene.me and not scene.gm):
        return {}
    return {"as": _name(hit, scene)}


def _name(hit: NameHit, scene: Scene) -> str:
    who = scene.person(hit.key)
    return who.name if who else hit.key


def _others(found: Found, scene: Scene) -> list[NameHit]:
    subject = _subject(found, scene)
    rest = [h for h in found.names if h is not subject]
    marked = [h for h in rest if h.index in found.targets]
    return marked or rest


def _cast_args(found: Found, scene: Scene) -> Args:
    subject = _subject(found, scene)
    spell = str(found.spell)
    targets = [_name(h, scene) for h in _others(found, scene)[:1]]
    mover = subject.key if subject else scene.me
    if spell in scene.shields and "defend" in scene.commands and mover in scene.awaiting:
        return "defend", ["shield", spell], _as(subject, scene)
    if found.free_target and not targets:
        targets = list(found.free_target)
    return "cast", [spell, *targets], {**_as(subject, scene), **found.options}


def _pool_args(found: Found, scene: Scene) -> Args:
    """Ask for the pool of the one named as its target ('ile ergów Draco'), else of the one named."""
    whose = [h for h in found.names if h.index in found.targets] or found.names
    return "pool", [_name(h, scene) for h in whose[:1]], {}


def _acting(found: Found, scene: Scene) -> NameHit | None:
    subject = _subject(found, scene)
    if subject is None and found.names and scene.may_act_for(found.names[0].key):
        return found.names[0]
    return subject


def _dodge_args(found: Found, scene: Scene) -> Args:
    if "dodge" not in scene.commands and "defend" in scene.commands:
        return "defend", ["dodge"], _as(_acting(found, scene), scene)
    return "dodge", [_name(h, scene) for h in found.names[:1] if h.key != scene.me or scene.gm], {}


def _defend_args(found: Found, scene: Scene) -> Args:
    subject = _acting(found, scene)
    if "defend" in scene.commands:
        return "defend", ["shield", *([found.spell] if found.spell else [])], _as(subject, scene)
    shield = found.spell or next(iter(sorted(scene.shields)), "protego")
    return "cast", [shield], _as(subject, scene)


def _nodefence_args(found: Found, scene: Scene) -> Args:
    return "defend", ["none"], _as(_acting(found, scene), scene)


def _acting_args(name: str) -> Callable[[Found, Scene], Args]:
    def build(found: Found, scene: Scene) -> Args:
        return name, [], _as(_acting(found, scene), scene)

    return build


def _duel_args(found: Found, scene: Scene) -> Args:
    named = [_name(h, scene) for h in found.names]
    if len(named) == 1 and scene.me is not None and found.names[0].key != scene.me:
        me = scene.person(scene.me)
        named = [me.name if me else scene.me, *named]
    if found.sides:
        cut = sum(1 for h in found.names if h.index < found.sides[0]) + len(named) - len(found.names)
    else:
        cut = len(named) // 2
    return "duel", [*named[:cut], "vs", *named[cut:]], {}


def _numbered(name: str) -> Callable[[Found, Scene], Args]:
    def build(found: Found, scene: Scene) -> Args:
        return name, [], ({"duel": str(found.numbers[0])} if found.numbers else {})

    return build


def _amount_args(name: str) -> Callable[[Found, Scene], Args]:
    def build(found: Found, scene: Scene) -> Args:
        who = [_name(h, scene) for h in found.names[:1] if not (h.pronoun and name == "spend")]
        return name, [*who, str(abs(found.numbers[0]))], ({"reason": found.reason} if found.reason else {})

    return build


def _rest_args(found: Found, scene: Scene) -> Args:
    who = [_name(h, scene) for h in found.names[:1] if h.key != scene.me or scene.gm]
    who = [found.everyone] if found.everyone and not found.names else who
    hours = f"{found.numbers[0]}h" if found.numbers else ("8h" if found.night else ("1h" if found.hour else "begin"))
    hours = "begin" if found.beginning and not found.numbers else hours
    hours = "end" if found.waking and not found.numbers else hours
    return "rest", [*who, hours], {}


def _given_to(found: Found) -> bool:
    """Say whether points, named, go to the one character named in the dative ('Hermioně 3 body')."""
    return found.unit and len(found.names) == 1 and "dat" in found.names[0].hit.cases


def _amount(name: str, sign: str, keyless: bool = False) -> Intent:
    """Return the intent of points granted or spent: an amount, for one at most; the amount signed asks for it
    (where the game grants or spends points: '-10 pv pour un Stupéfix' is talk in a duel club); a grant may have no
    key word where its amount goes to someone named in the dative ('Hermioně 3 body')."""
    return Intent(
        name,
        _amount_args(name),
        frozenset({"names", "number", "unit", "reason"}),
        lambda f: bool(f.numbers) and len(f.names) <= 1 and (bool(f.key_length) or _given_to(f)),
        keyless=keyless,
        sign=sign,
        needs=name,
    )


def _plain(name: str) -> Callable[[Found, Scene], Args]:
    return lambda found, scene: (name, [], {})


def _halt_args(found: Found, scene: Scene) -> Args:
    return "bout", ["stop"], {}


def _odds_args(found: Found, scene: Scene) -> Args:
    """Ask the odds of a spell for the one acting (named, else the speaker), or those of the one named.

    One named as the opponent ('mes chances contre Drago': after the word between the sides, or as a target) is not
    the caster: the odds are the speaker's own."""
    if found.spell is None and found.hit and not found.names:
        return "odds", [found.hit], {}
    if found.spell is None:
        return "odds", [_name(h, scene) for h in found.names[:1] if not h.pronoun], {}
    casters = [h for h in found.names if not _opponent(h, found)]
    mine = replace(found, names=casters)
    asked = _acting(mine, scene) or next((h for h in casters if not h.pronoun), None)  # another's: the rules judge
    return "odds", [found.spell], _as(asked, scene)


def _opponent(hit: NameHit, found: Found) -> bool:
    """Say whether a name stands for the opponent: a target named after the spell ('шансы ступефая в Драко'), or
    one named after 'against' ('contre Drago'); not one whose odds are asked before it ('шансы у Рона с патронусом')."""
    after_spell = hit.index in found.targets and hit.index > found.spell_at
    return after_spell or any(hit.index > side for side in found.sides)


def _pair_args(name: str) -> Callable[[Found, Scene], Args]:
    """Return a builder of a command of two characters in the order said ('Марек учит Гарри'), the speaker first
    where only one is named ('учу Драко'), then the spell; said as learning, the other way round ('учусь у Марека').
    Where the words' cases tell, the subject comes first whatever the order ('Невилла учит Марек', 'Мареку оказала
    услугу Луна'), and one named in the dative with no subject last ('услуга Мареку от Рона')."""

    def build(found: Found, scene: Scene) -> Args:
        named = [_name(h, scene) for h in _by_case(found.names)]
        me = scene.person(scene.me) if scene.me else None
        if len(named) == 1 and me is not None and found.names[0].key != scene.me:
            named = [*named, me.name] if found.learning else [me.name, *named]
        elif found.learning:
            named.reverse()
        return name, [*named, *([found.spell] if found.spell else [])], {}

    return build


def _by_case(hits: list[NameHit]) -> list[NameHit]:
    """Return two names said the subject first where only the second may be a nominative, else one in the dative
    last where only the first is one; as said otherwise."""
    if len(hits) != 2:
        return hits
    subject = [h.pronoun or h.hit.nominative for h in hits]
    dative = ["dat" in h.hit.cases and not s for h, s in zip(hits, subject, strict=True)]
    if subject == [False, True] or (not any(subject) and dative == [True, False]):
        return hits[::-1]
    return hits


def _wand_args(action: str) -> Callable[[Found, Scene], Args]:
    """Return a builder of /wand: the one whose wand it is (the one named, else the speaker; for a gift the one
    acting, the other named being whom it goes to), the action and whom to."""

    def build(found: Found, scene: Scene) -> Args:
        owner = _subject(found, scene) if action == "give" else next(iter(found.names), None)
        others = [_name(h, scene) for h in found.names if h is not owner and not h.pronoun]
        who = [_name(owner, scene)] if owner is not None and not owner.pronoun else []
        return "wand", [*who, *([action] if action else []), *others[:1]], {}

    return build


def _sheet_args(name: str, *fixed: str) -> Callable[[Found, Scene], Args]:
    """Return a builder of a command about one character's sheet (the one named, else the speaker): the words
    fixed, then a number said ('perla 2. úrovně')."""

    def build(found: Found, scene: Scene) -> Args:
        who = [_name(h, scene) for h in found.names[:1] if not h.pronoun]
        return name, [*who, *fixed, *(str(n) for n in found.numbers[:1])], {}

    return build


def _roll_args(found: Found, scene: Scene) -> Args:
    return "roll", [str(found.dice)], ({"reason": found.reason} if found.reason else {})


#: Every intent, each declared once.
INTENTS: tuple[Intent, ...] = (
    Intent(
        "cast",
        _cast_args,
        frozenset({"spell", "names", "extra", "meta", "target", "attack", "unknown"}),
        lambda f: f.spell is not None and (not f.foreign or bool(f.key_length or f.names)),
        keyless=True,
        acting=True,
    ),
    Intent(
        "pool", _pool_args, frozenset({"names", "after", "foe"}), lambda f: len(f.names) <= 1, said=True, query=True
    ),
    Intent("dodge", _dodge_args, frozenset({"names", "attack"}), lambda f: len(f.names) <= 1, said=True, acting=True),
    Intent("defend", _defend_args, frozenset({"spell", "names", "attack"}), acting=True),
    Intent("nodefence", _nodefence_args, frozenset({"names", "attack"}), lambda f: len(f.names) <= 1, acting=True),
    Intent("recover", _acting_args("recover"), frozenset({"names"}), lambda f: len(f.names) <= 1, acting=True),
    Intent("grab", _acting_args("grab"), frozenset({"names"}), lambda f: len(f.names) <= 2, acting=True),
    Intent("duel", _duel_args, frozenset({"names", "headcount"}), _sides_named),
    Intent("init", _numbered("init"), frozenset({"number", "names", "dice"}), lambda f: len(f.numbers) <= 1),
    Intent("end", _numbered("end"), frozenset({"number"})),
    Intent("undo", _plain("undo")),
    Intent("cycle", _plain("cycle"), said=True, needs="cycle"),
    Intent("halt", _halt_args, typed=False, said=True, needs="bout"),
    _amount("gain", "+", keyless=True),
    _amount("spend", "-"),
    Intent(
        "rest",
        _rest_args,
        frozenset({"names", "everyone", "hour", "number", "night", "waking", "beginning"}),
        lambda f: len(f.names) <= 1 and len(f.numbers) <= 1,
    ),
    Intent("status", _numbered("status"), frozenset({"number"}), query=True),
    Intent("help", _plain("help"), query=True),
    Intent("odds", _odds_args, frozenset({"spell", "names", "target", "hit"}), lambda f: len(f.names) <= 1, query=True),
    Intent("teach", _pair_args("teach"), frozenset({"names", "spell"}), _pair_and_spell, needs="teach"),
    Intent("service", _pair_args("service"), frozenset({"names"}), _pair, needs="service"),
    Intent("wand", _wand_args(""), frozenset({"names"}), lambda f: len(f.names) <= 1, needs="wand", query=True),
    Intent(
        "wand-give",
        _wand_args("give"),
        frozenset({"names"}),
        lambda f: 1 <= len(f.names) <= 2,
        acting=True,  # 'Рон отдаёт палочку Луне' from a player who does not play Рон tells what Рон does
        needs="wand",
    ),
    Intent("wand-new", _wand_args("new"), frozenset({"names"}), lambda f: len(f.names) <= 1, needs="wand"),
    Intent("bout", lambda found, scene: ("bout", ["start"], {}), frozenset({"number"}), needs="bout"),
    Intent("pearl", _sheet_args("pearl"), frozenset({"names", "number"}), _one_number, needs="pearl"),
    Intent("fatigue", _sheet_args("fatigue", "fatigued"), frozenset({"names", "reason"}), _one, needs="fatigue"),
    Intent("exhaust", _sheet_args("fatigue", "exhausted"), frozenset({"names", "reason"}), _one, needs="fatigue"),
    Intent("drain", _sheet_args("drain"), frozenset({"names", "number", "reason"}), _one, needs="drain"),
    Intent("day", _plain("day"), needs="day"),
    Intent("roll", _roll_args, frozenset({"dice", "names", "reason"}), lambda f: f.dice is not None, keyless=True),
)


#: The intents natural phrasing reads, and those a voice grammar hears, in the order they are tried and listed.
TYPED: tuple[Intent, ...] = tuple(i for i in INTENTS if i.typed)
SAID: tuple[Intent, ...] = tuple(i for i in INTENTS if i.said)


@cache
def named(name: str) -> Intent:
    """Return the intent of a name."""
    return next(i for i in INTENTS if i.name == name)
