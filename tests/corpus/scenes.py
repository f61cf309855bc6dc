"""The games a corpus line is sent into: per ruleset, a roster and the scenes of the corpus files.

A scene is a list of slash commands played through the real engine before the line, each optionally with the
die faces it must roll (so that an attack hits, a spell succeeds); the line itself rolls seeded dice. The
speaker is the player bound to the ruleset's own character (``ME``) or the game master.
"""

from __future__ import annotations

from dataclasses import dataclass

from models import Actor

#: The game master of every corpus game.
GM = Actor(id="tg:1", name="Meister", admin=True)

Step = tuple[str, tuple[int, ...]]


def steps(*lines: str | tuple[str, tuple[int, ...]]) -> tuple[Step, ...]:
    """Return scene steps: a command alone rolls seeded dice, (command, faces) rolls exactly those faces."""
    return tuple(line if isinstance(line, tuple) else (line, ()) for line in lines)


@dataclass(frozen=True)
class Table:
    """One ruleset's corpus game: whom the player plays, and the scenes."""

    ruleset: str
    me: str
    scenes: dict[str, tuple[Step, ...]]

    def player(self, locale: str) -> Actor:
        """Return the player of ``me``, whose client speaks the corpus's locale."""
        return Actor(id="tg:1001", name="Gracz", admin=False, language=locale)


def _bound(me: str) -> str:
    return f"/iam {me} to=tg:1001"


_FENIKS_ROSTER = steps(
    "/char Harry age=16 reflex=6 charms=14 transfig=10 dada=12",
    "/char Hermiona age=16 reflex=7 charms=16 transfig=14 dada=12",
    "/char Draco age=16 reflex=5 charms=14 transfig=8 dada=10",
    "/char Ola age=15 reflex=5 charms=12 transfig=10 dada=12",
    "/char Marek age=17 reflex=4 charms=10 transfig=10 dada=10",
    "/char Ron age=16 reflex=4 charms=10 transfig=6 dada=10",
    _bound("Harry"),
)
_FENIKS_FOURS = steps("/duel Harry Ron vs Draco Ola")
FENIKS = Table(
    "feniks",
    "Harry",
    {
        "free": _FENIKS_ROSTER,
        "attack": _FENIKS_ROSTER + _FENIKS_FOURS + steps("/order Harry Draco Ron Ola"),
        "free_duel": _FENIKS_ROSTER + steps("/duel Harry vs Draco"),
        "defend": _FENIKS_ROSTER
        + _FENIKS_FOURS
        + steps("/order Draco Harry Ola Ron", ("/cast Draco: stupefy Harry", (7, 5, 8))),
    },
)

_ERGS_SPELLS = (
    'spells="crucio, imperius, avada kedavra, patronus, exorcio, furrore, amores, mental magic, repulso, '
    'protego terra mortalis"'
)
_ERGS_ROSTER = steps(
    f"/char Гарри age=17 {_ERGS_SPELLS}",
    f"/char Гермиона age=17 {_ERGS_SPELLS}",
    f"/char Драко age=16 {_ERGS_SPELLS}",
    f"/char Марек age=21 {_ERGS_SPELLS}",
    f"/char Рон age=17 {_ERGS_SPELLS}",
    f"/char Луна age=14 {_ERGS_SPELLS}",
    _bound("Гарри"),
)
_ERGS_SPENT = steps(  # room for the GM's grants; Гарри and Драко stay full
    "/spend Рон 2 reason=тренировка",
    "/spend Марек 1 reason=тренировка",
    "/spend Гермиона 1 reason=тренировка",
    "/spend Луна 1 reason=тренировка",
)
ERGS = Table(
    "ergs",
    "Гарри",
    {
        "free": _ERGS_ROSTER + _ERGS_SPENT,
        "duel": _ERGS_ROSTER + _ERGS_SPENT + steps("/duel Гарри vs Драко"),
        # a periodic duel whose protocol is complete and signed: its bouts may start
        "bout": _ERGS_ROSTER
        + _ERGS_SPENT
        + steps(
            "/duel Гарри vs Драко",
            "/protocol offended=Гарри degree=3 weapon=wand form=periodic mode=stationary field=40x12 circle=5 bout=30"
            " break=2x",
            "/protocol second Гарри Сириус",
            "/protocol second Драко Люциус",
            "/protocol dress Гарри",
            "/protocol dress Драко",
            "/protocol sign Сириус",
            "/protocol sign Люциус",
        ),
        # Невилл (a student) has rendered Марек (a master) a service and may be taught by him
        "teach": _ERGS_ROSTER + steps('/char Невилл age=14 spells="expelliarmus"', "/service Невилл Марек"),
    },
)


def _club(harry: int, drago: int) -> tuple[Step, ...]:
    return steps(
        f"/char Harry sortileges={harry}",
        f"/char Drago sortileges={drago} alias=Malefoy",
        "/char Hermione sortileges=70",
        "/char Ron sortileges=45",
        "/char Luna sortileges=55",
        "/char Neville sortileges=40",
        _bound("Harry"),
        "/duel Harry vs Drago",
    )


_HARRY_FIRST = _club(60, 50)  # Harry has the initiative
_DRAGO_FIRST = _club(60, 65)  # Drago has it: Harry answers in round 1 and opens round 2
DUEL_CLUB = Table(
    "duel_club",
    "Harry",
    {
        "free": _HARRY_FIRST[:-1],
        "new_duel": _HARRY_FIRST,
        "act": _HARRY_FIRST + steps("/init"),
        "answer": _DRAGO_FIRST + steps("/init", ("/cast Drago: stupefy", (20,))),
        "disarmed": _DRAGO_FIRST  # Harry's answer is voided; in round 2 he acts first and must pick up his wand
        + steps("/init", ("/cast Drago: expelliarmus", (10,)), "/cast Harry: stupefy"),
        "grab": _DRAGO_FIRST + steps("/init", ("/cast Drago: stupefy", (99,)), ("/cast Harry: expelliarmus", (10,))),
    },
)

_SP_FREE = steps(
    "/char Mialee level=7 ability=16 feats=empower",
    "/char Hermiona level=5 ability=15 class=cleric",
    "/char Draco level=4 ability=14 class=sorcerer",
    "/char Gandalf level=12 ability=18",
    "/char Lenka level=3 ability=13 class=sorcerer",
    _bound("Mialee"),
    "/spend Mialee 16",
    "/spend Hermiona 6",
    "/spend Draco 6",
    "/spend Gandalf 20",
    "/spend Lenka 6",
)
SPELL_POINTS = Table(
    "spell_points",
    "Mialee",
    {
        "free": _SP_FREE,
        "pearls": _SP_FREE + steps("/char Mialee pearls=1,2", "/char Draco pearls=1"),
        "resting": _SP_FREE + steps("/rest Mialee begin", "/rest Draco begin"),
    },
)

TABLES = {t.ruleset: t for t in (FENIKS, ERGS, DUEL_CLUB, SPELL_POINTS)}
