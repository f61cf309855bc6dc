"""A character as replies name it: display name, grammatical gender and the case forms a GM set."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

#: A name's grammatical gender; None where it is not known (a reply then uses its neutral wording).
Gender = Literal["m", "f"]


class Person(BaseModel):
    """What rendering needs to name a character: the forms are declined automatically unless set here."""

    model_config = ConfigDict(frozen=True)

    name: str = Field(description="The display name, as on the roster.")
    gender: Gender | None = Field(default=None, description="'m' or 'f' as a GM set it; None: guessed from the name.")
    forms: dict[str, dict[str, str]] = Field(
        default_factory=dict,
        description="Case forms a GM set, by locale then case ('acc': 'Hermionę'); the others are declined.",
    )
    aliases: tuple[str, ...] = Field(
        default=(), description="Other names the GM gave; one in a reader's script names the character to them."
    )
