"""Issue 29 in Czech: the spell-point replies a native player would write, read through the real console.

Each test plays the issue's examples of the Czech game and asserts the exact sentence a player reads: the
outcome picks the clause (no "únava zmizela" without fatigue, no "−0 bodů", no "po 0 hodinách"), a caster
is "kouzelnice 5. úrovně", the feats bear their Czech names, a feminine effect word is accepted, /undo says
in words what it took back, and the help of this ruleset names nothing of another one.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

import pytest

from adapters.console import Console
from assistant.conversation import prompts, secrecy
from assistant.language.fluent_functions import ze
from assistant.language.translator import Translator
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from tests.conftest import play
from tests.fakes import FakeClock

MakeConsole = Callable[..., Awaitable[Console]]


@pytest.fixture
def storage(clock: FakeClock) -> Storage:
    """Play on the in-memory storage alone: these tests read replies, not storage."""
    return InMemoryStorage(clock)


async def czech(make_console: MakeConsole, script: str) -> list[str]:
    console = await make_console(rules="spell_points", locale="cs", seed=3)
    return await play(console, script)


async def test_a_caster_is_a_wizard_of_a_level_in_her_own_gender(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Mialee úroveň=8 vlastnost=16 pohlaví=ž
        /postava Hennet úroveň=5 vlastnost=16
        /postava Lidda úroveň=3 vlastnost=14 povolání=čaroděj pohlaví=ž
        """,
    )
    assert out[0] == (
        "Nová sesilatelka Mialee: kouzelnice 8. úrovně, klíčová vlastnost 16, kouzla do 4. úrovně: "
        "51 + 9 bonusových = 60 bodů kouzel (teď 60)."
    )
    assert out[2].startswith("Nový sesilatel Hennet: kouzelník 5. úrovně, klíčová vlastnost 16,")
    assert out[3].startswith("Nová sesilatelka Lidda: čarodějka 3. úrovně, klíčová vlastnost 14,")


async def test_extend_and_still_spell_bear_their_czech_names(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/postava Hennet úroveň=5 vlastnost=16 odbornosti=prodloužené,klidné")
    assert out[1:] == [
        "Hennet ovládá odbornost Prodloužení kouzla (+1 úroveň).",
        "Hennet ovládá odbornost Nehybné kouzlo (+1 úroveň).",
    ]


async def test_restoring_a_caster_without_fatigue_claims_no_fatigue_gone(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/postava Hennet úroveň=5 vlastnost=16\n/restore Hennet")
    assert out[-1] == "Hennet je teď bez únavy; body kouzel beze změny: 28/28."


async def test_a_fatigue_that_takes_nothing_says_so(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Hennet úroveň=5 vlastnost=16
        /fatigue Hennet unavený
        /fatigue Hennet unavený
        """,
    )
    assert out[-1] == "Hennet podléhá unavujícímu efektu, ale body kouzel neztrácí: 14/28."


async def test_a_rest_ended_within_the_hour_names_no_zero_hours(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Hennet úroveň=5 vlastnost=16
        /odpocinek Hennet začátek
        /odpocinek Hennet konec
        """,
    )
    assert out[-1] == "Hennet přestává odpočívat dřív, než uběhla celá hodina: 28/28."


async def test_a_negative_level_takes_points_and_says_why_fewer_went(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Hennet úroveň=8 vlastnost=16
        /drain Hennet 1
        /drain Hennet 2
        /postava Eliška úroveň=3 vlastnost=10 pohlaví=ž
        /utrat Eliška 7
        /drain Eliška 2
        """,
    )
    assert out[1] == (
        "Hennet dostává 1 zápornou úroveň a přichází o 7 bodů kouzel (tolik stojí kouzlo 4. úrovně): 53/60."
    )
    assert out[2] == (
        "Hennet dostává 2 záporné úrovně a přichází o 14 bodů kouzel "
        "(každá bere tolik, kolik stojí kouzlo 4. úrovně): 39/60."
    )
    assert out[-1] == (
        "Eliška dostává 2 záporné úrovně: každá bere tolik, kolik stojí kouzlo 2. úrovně (3 body), "
        "ale zbýval už jen 1 bod: 0/8."
    )


async def test_a_feminine_effect_word_is_accepted_and_the_hint_has_diacritics(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Mialee úroveň=8 vlastnost=16 pohlaví=ž
        /fatigue Mialee unavená
        /fatigue Mialee ospalá
        """,
    )
    assert out[2:] == [
        "Mialee podléhá unavujícímu efektu: −30 bodů kouzel, 30/60.",
        "Mialee – nový stav: únava.",
        "Urči efekt: unavený nebo vyčerpaný (ne „ospalá“).",
    ]


async def test_undo_says_in_words_what_it_took_back(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Hennet úroveň=5 vlastnost=16
        /utrat Hennet 5
        /odpocinek Hennet 8h
        /zpet
        """,
    )
    assert out[-1] == "Vráceno zpět: odpočinek Henneta."


async def test_the_help_of_spell_points_names_no_life_erg_and_no_broom(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/help drain\n/help restore\n/help spend")
    assert out[0] == "/vysati — Dát postavě záporné úrovně (PJ). Příklad: /vysati Mira 1"
    assert out[1] == (
        "Zápis: /vysati [JMÉNO] [POČET záporných úrovní]: každá vezme tolik bodů, kolik stojí kouzlo nejvyšší úrovně, "
        "kterou postava sesílá"
    )
    assert out[2] == "/obnovit — Sejmout únavu nebo vyčerpání (PJ). Příklad: /obnovit Mira"
    assert out[4] == "/utrat — Utratit body. Příklad: /utrat Mira 2 důvod=lektvar"


async def test_hints_name_the_czech_command_and_option_words(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /body
        /postava Xyz
        /metamagic nic
        /sance magická střela krát=2
        """,
    )
    assert out == [
        "Zatím tu nejsou žádní sesilatelé. Přidej jednoho: /postava JMÉNO úroveň=N vlastnost=N.",
        "Nová postava potřebuje úroveň: /postava Xyz úroveň=N vlastnost=N.",
        "Zvol, jak se platí metamagie: body, zdarma, nebo obojí (ne „nic“).",
        "Volba krát= potřebuje sesilatele ze seznamu: /sance JMÉNO: KOUZLO krát=N.",
    ]


async def test_a_refusal_names_the_command_in_the_word_the_player_typed(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/postava Hennet úroveň=5 vlastnost=16\n:as Ania\n/zpet")
    assert out[-1] == "Příkaz /zpet smí použít jen PJ."


async def test_the_last_free_use_and_the_last_cantrip_say_none_is_left(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Mialee úroveň=7 vlastnost=16 odbornosti=zesílení\n/metamagic zdarma\n"
        + "/sesli Mialee: magickou střelu metamagie=zesílení\n" * 3
        + "/sesli Mialee: mrazivý paprsek\n" * 6
        + "/body",
    )
    assert "+ Zesílení kouzla (+2 úrovně) zdarma, dnes už naposledy." in out
    assert "Mialee sesílá Mrazivý paprsek (0. úroveň, zdarma): to bylo dnes poslední kouzlo 0. úrovně." in out
    assert out[-1] == "+ Mialee: Zesílení kouzla: dnes už žádné použití zdarma."


async def seven(make_console: MakeConsole, script: str, rules: str = "spell_points") -> list[str]:
    console = await make_console(rules=rules, locale="cs", seed=7)
    return await play(console, script)


async def test_names_decline_and_a_target_off_the_roster_keeps_its_case_and_number(make_console: MakeConsole) -> None:
    out = await seven(
        make_console,
        """
        /postava Marek úroveň=9 vlastnost=16
        /postava Jiří úroveň=5 vlastnost=14
        /postava Karel úroveň=5 vlastnost=14 perly=3
        /postava Dagmar úroveň=5 vlastnost=14
        /postava Radka úroveň=5 vlastnost=14 pohlaví=ž
        /iam Jiří
        /iam Dagmar
        /sesli Marek: blesk na Radku
        /sesli Marek: blesk na skřeta
        Marek sesílá blesk na Jiřího
        /sesli Marek: vyléč lehká zranění na Radku
        """,
    )
    assert out[1].startswith("Nový sesilatel Jiří: kouzelník 5. úrovně,")
    assert out[3] == "Perly moci Karla: jedna perla 3. úrovně."
    assert out[4].startswith("Nová sesilatelka Dagmar: kouzelnice 5. úrovně,")
    assert out[7:9] == ["Jiřího teď hraje PJ.", "Dagmar teď hraje PJ."]
    damage = [
        line for line in out if line.startswith(("Blesk (ÚS 5): 5k6 = ", "Vyléč lehká zranění (ÚS 9): vyléčí 1k8+5 = "))
    ]
    said = [re.sub(r"\d+", "N", line.split(" = ")[1]) for line in damage]
    assert said == [
        "N bodů zranění (cíl: Radka; kostky: N N N N N).",
        "N bodů zranění (na skřeta; kostky: N N N N N).",
        "N bodů zranění (cíl: Jiří; kostky: N N N N N).",
        "N životů (cíl: Radka; kostky: N).",
    ]


async def test_a_cleric_is_no_wizard(make_console: MakeConsole) -> None:
    out = await seven(make_console, "/postava Bořivoj úroveň=9 vlastnost=16 povolání=klerik")
    assert out == [
        "Nový sesilatel Bořivoj: klerik 9. úrovně (kouzlí jako kouzelník), klíčová vlastnost 16, kouzla do 5. úrovně: "
        "63 + 9 bonusových = 72 bodů kouzel (teď 72)."
    ]


async def test_extra_points_refusals_name_the_caster_and_decline_the_cone(make_console: MakeConsole) -> None:
    out = await seven(
        make_console,
        "/postava Kateřina úroveň=9 vlastnost=16 pohlaví=ž\n/sesli Kateřina: kužel chladu navíc=9\n"
        "/sance ohnivá koule navíc=3",
    )
    assert out[2:] == [
        "Kateřina: do Kužele chladu nejde vložit žádné body kouzel navíc "
        "(nedovolí to úroveň sesilatele ani maximum kouzla).",
        "Na ÚS 5 nejde do Ohnivé koule vložit žádné body kouzel navíc (nedovolí to tato úroveň sesilatele ani "
        "maximum kouzla). Jinou úroveň zadej volbou sesilatel=N, nebo uveď postavu: /sance JMÉNO: KOUZLO.",
    ]


async def test_an_empowered_sum_is_in_parentheses_and_free_uses_run_out_in_words(make_console: MakeConsole) -> None:
    out = await seven(
        make_console,
        "/postava Mialee úroveň=7 vlastnost=16 pohlaví=ž odbornosti=zesílení\n/metamagic zdarma\n"
        + "/sesli Mialee: magická střela metamagie=zesílení\n" * 4,
    )
    assert "Magická střela (ÚS 1): (1k4+1)×1,5 = 6 bodů zranění (kostky: 3)." in out
    assert out[-1] == "Mialee už dnes vyčerpala všechna použití odbornosti Zesílení kouzla zdarma (nový den: /den)."


async def test_rest_pearls_and_missing_values_read_as_czech(make_console: MakeConsole) -> None:
    out = await seven(
        make_console,
        """
        /postava Marek úroveň=9 vlastnost=16 perly=3
        /postava Ema úroveň=1 vlastnost=10 pohlaví=ž
        /utrat Marek 10
        /pearl Marek 3
        /pearl Marek 3
        /pearl Marek
        /fatigue Marek unavený
        /odpocinek Marek začátek
        :as bob
        /iam Ema
        /odpocinek všichni 8h
        """,
    )
    assert out[4:] == [
        "Marek utrácí 10 bodů kouzel: zbývá 62/72.",
        "Marek používá perlu moci 3. úrovně: +5 bodů kouzel, 67/72.",
        "Perla moci 3. úrovně je u Marka dnes už použitá: každá perla funguje jednou denně.",
        "Příkazu /perla chybí úroveň.",
        "Zápis: /perla [JMÉNO] ÚROVEŇ",
        "Marek podléhá unavujícímu efektu: −31 bodů kouzel, 36/72.",
        "Marek – nový stav: únava.",
        "Marek začíná odpočívat (únava mu zůstane nejméně do konce plného osmihodinového odpočinku).",
        "Emu teď hraje bob.",
        "Odpočinek všech postav najednou smí nařídit jen PJ. Svou postavu pošleš odpočívat takto: /odpocinek 8h.",
    ]
    assert not any("„“" in line for line in out)


async def test_rules_and_languages_by_their_czech_names(make_console: MakeConsole) -> None:
    out = await seven(
        make_console, "/pravidla body kouzel\n/pravidla šachy\n/lang já cs\n/jazyk čeština\n/pravidla fénix"
    )
    assert out == [
        "Hra už se hraje podle těchto pravidel: body kouzel. Nic se nezměnilo, seznam postav zůstává.",
        "Neznámá pravidla „šachy“. Známá pravidla: Fénix, Soubojový klub, ergy a\u00a0body kouzel.",
        "Tady ti budu odpovídat česky (pokud PJ nenastaví jazyk celého chatu příkazem /jazyk).",
        "Jazyk nastaven: čeština.",
        "Pravidla změněna: Fénix. Seznam postav je teď prázdný.",
    ]


async def test_ergs_pools_say_ze_and_the_dress_check_states_the_rule(make_console: MakeConsole) -> None:
    out = await seven(
        make_console,
        "/char Harry věk=17\n/char Draco věk=17\n/duel Harry proti Draco\n/protocol dress Harry\n/pool Harry",
        rules="ergs",
    )
    assert out[3] == "Oděv Harryho zkontrolován: oblečení volné; medailony, medaile, měšce a opasky sundány."
    assert out[4].startswith("Harry (17, skupina studentů): 3 ze 3 ergů, erg života v pořádku")


async def test_a_percentage_keeps_its_sign_on_the_line(make_console: MakeConsole) -> None:
    out = await seven(make_console, "/postava Marek úroveň=5 vlastnost=14\n/sance Marek: ohnivá koule aspoň=20")
    assert "Šance, že padne aspoň 20: 30,5\u00a0%." in out


async def test_the_telegram_defence_prompt_keeps_an_undeclined_spell_after_kouzlu(
    make_console: MakeConsole, clock: FakeClock
) -> None:
    console = await make_console(rules="feniks", locale="cs", seed=3)
    await play(
        console,
        "/postava Harry věk=15 reflexy=6 kouzla=14 přeměňování=8 obrana=10\n"
        "/postava Draco věk=15 reflexy=5 kouzla=12 přeměňování=10 obrana=12\n"
        "/souboj Harry proti Draco\n/order Draco Harry\n/sesli Mdloby na tebe Harry",
    )
    state = await console.app.engine.state(console.game_id)
    assert state is not None
    (prompt,) = prompts.prompts(console.app.translator, state, clock.now(), secrecy.GM)
    assert prompt.lines[1].startswith("Harry se musí bránit kouzlu Mdloby na tebe (Draco, útok ")


async def test_who_acts_is_asked_without_a_calque(make_console: MakeConsole) -> None:
    out = await seven(make_console, "/postava Marek úroveň=5 vlastnost=14\n:as bob\n/body")
    assert out[-1] == ("Za kterou postavu? Vezmi si ji příkazem /jsem JMÉNO, nebo ji napiš za příkaz: /zasoba JMÉNO.")


async def test_a_named_spell_is_cast_at_its_own_level_and_a_heightened_one_says_what_was_paid(
    make_console: MakeConsole,
) -> None:
    """RULES §4: a fireball is a 3rd-level spell; stupeň= does not sell it cheaper, nor heighten it without the feat."""
    out = await czech(
        make_console,
        """
        /postava Nyx úroveň=12 vlastnost=16 odbornosti=zvýšené
        /sesli Nyx: ohnivá koule stupeň=2
        /sesli Nyx: magická střela stupeň=5
        /sesli Nyx: magická střela metamagie=zvýšené:5
        """,
    )
    assert out[2:5] == [
        "Ohnivá koule je kouzlo 3. úrovně: jako kouzlo 2. úrovně se seslat nedá. "
        "Vyšší ÚS a víc kostek koupíš body navíc (navíc=N).",
        "Magická střela je kouzlo 1. úrovně: jako kouzlo 5. úrovně se seslat nedá. Vyšší úroveň kouzla dá odbornost "
        "Zvýšení kouzla (metamagie=zvýšení:5), vyšší ÚS body navíc (navíc=N).",
        "Nyx sesílá Magickou střelu jako kouzlo 5. úrovně za 9 bodů kouzel: zbývá 115/124.",
    ]
    assert out[5] == "+ Zvýšení kouzla (+4 úrovně)."


async def test_a_name_no_one_has_is_refused_as_such_by_every_spell_point_command(make_console: MakeConsole) -> None:
    lines = ["/drain Nikdo", "/unava Nikdo unavený", "/odpocinek Nikdo 1h", "/perla Nikdo 1"]
    lines += ["/utrat Nikdo 2", "/pridej Nikdo 2", "/restore Nikdo"]
    out = await czech(make_console, "/postava Mialee úroveň=7 vlastnost=16\n" + "\n".join(lines))
    assert out[1:] == ["Postava jménem „Nikdo“ neexistuje."] * len(lines)


async def test_who_plays_a_name_without_endings_reads_right(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/postava Mialee úroveň=7 vlastnost=16\n/jsem Mialee\n:as bob\n/iam Mialee")
    assert out[1] == "Mialee teď hraje PJ."


async def test_a_target_off_the_roster_keeps_its_number(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Mialee úroveň=12 vlastnost=16 pohlaví=ž
        /jsem Mialee
        /sesli Mialee: ohnivá koule na skřety navíc=2
        sesílám ohnivou kouli se 2 body navíc na skřety
        hodím ohnivou kouli na orky
        """,
    )
    targets = [line.split(" = ")[1].split(" (")[1].split(";")[0] for line in out if line.startswith("Ohnivá koule (")]
    assert targets == ["na skřety", "na skřety", "na orky"]


async def test_every_command_has_a_czech_word_and_the_help_shows_only_those(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /pomoc
        /postava Mialee úroveň=7 vlastnost=16 perly=2
        /utrat Mialee 10
        /den
        /perla Mialee 2
        /unava Mialee unavená
        /metamagie zdarma
        """,
    )
    help_lines = out[1 : out.index(next(line for line in out if line.startswith("/pomoc PŘÍKAZ")))]
    shown = [line.split(" — ")[0] for line in help_lines]
    assert shown == sorted(shown)
    assert {"/den", "/perla", "/unava", "/metamagie", "/jsem", "/vychozi", "/pj"} <= set(shown)
    assert not {"/day", "/pearl", "/fatigue", "/metamagic", "/iam", "/defaults", "/gm"} & set(shown)
    assert "Nový den: každá postava má opět 6 kouzel 0. úrovně a perly moci jsou znovu k použití." in out
    assert "Mialee používá perlu moci 2. úrovně: +3 body kouzel, 39/46." in out
    assert out[-1].startswith("Metamagie: zdarma")


async def test_refusal_lists_name_classes_and_feats_in_czech(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Mialee úroveň=7 vlastnost=16 povolání=paladin\n/postava Mialee úroveň=7 vlastnost=16\n"
        "/sesli Mialee: magická střela meta=foo",
    )
    assert out[:1] + out[-1:] == [
        "Neznámé povolání „paladin“. Povolání: kouzelník nebo čaroděj "
        "(klerik a druid kouzlí jako kouzelník, bard jako čaroděj).",
        "Neznámá metamagická odbornost „foo“. Odbornosti: zesílení, maximalizace, nehybné, tiché, prodloužení, "
        "zvětšení, rozšíření, urychlení a\u00a0zvýšení.",
    ]


async def test_free_metamagic_says_the_cast_was_free_and_how_many_are_left(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Lidda úroveň=7 vlastnost=16 pohlaví=ž odbornosti=zesílení\n/metamagie zdarma\n"
        + "/sesli Lidda: magická střela metamagie=zesílení\n" * 3,
    )
    first = out.index(next(line for line in out if line.startswith("Lidda sesílá")))
    assert out[first : first + 2] == [
        "Lidda sesílá Magickou střelu jako kouzlo 3. úrovně (metamagie zdarma) za 1 bod kouzel: zbývá 45/46.",
        "+ Zesílení kouzla (+2 úrovně) zdarma, dnes ještě 2×.",
    ]
    assert "+ Zesílení kouzla (+2 úrovně) zdarma, dnes už naposledy." in out


async def test_a_used_pearl_needs_no_gender_and_counts_two_of_a_level(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Tordek úroveň=5 vlastnost=14 perly=1,1\n/postava Mialee úroveň=7 vlastnost=16 perly=2\n"
        "/utrat Tordek 10\n/utrat Mialee 10\n" + "/perla Tordek 1\n" * 3 + "/perla Mialee 2\n" * 2,
    )
    assert "Všechny perly moci 1. úrovně (2) jsou u Tordka dnes už použité: každá perla funguje jednou denně." in out
    assert out[-1] == "Perla moci 2. úrovně je u Mialee dnes už použitá: každá perla funguje jednou denně."


async def test_plain_czech_for_dice_spending_and_a_run_of_casts(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/hod 2000k6\n/postava Mialee úroveň=7 vlastnost=16 pohlaví=ž\n/utrat Mialee 20\n"
        "/sance Mialee: magická střela krát=200\n/sesli Mialee: ohnivá koule navíc=40",
    )
    assert out[0].startswith("Příliš mnoho kostek: v jednom hodu smí být nejvýš 1")
    assert "Mialee utrácí 20 bodů kouzel: zbývá 26/46." in out
    assert "200 seslání za sebou: zásoba nevystačí (0\u00a0%), stačí jen na 26." in out
    assert out[-1] == (
        "Mialee může do Ohnivé koule vložit nejvýš 2 body kouzel navíc (víc nedovolí úroveň sesilatele ani maximum "
        "kouzla)."
    )


async def test_a_sheet_by_its_alias_a_cleared_pearl_list_and_the_gender_values(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Mialee úroveň=7 vlastnost=16 perly=1
        /postava Mialee alias=Mia
        /postava Mia
        /postava Mialee perly=žádné
        /postava Mialee pohlaví=x
        """,
    )
    assert out[3:5] == [out[0].replace("Nová postava", "Postava"), out[1]]  # Mia's sheet is Mialee's
    assert out[-2:] == [
        "Mialee už nemá žádné perly moci.",
        "Neplatná hodnota „x“ pro pohlaví: napiš pohlaví=m, pohlaví=ž, nebo pohlaví= bez hodnoty "
        "(odhadne se ze jména).",
    ]


async def test_an_unknown_command_is_named_as_typed(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/status\n/pomoc status")
    assert out[0] == "/status není příkaz pravidel „body kouzel“. Napiš /pomoc."
    assert out[-1] == "/status není příkaz pravidel „body kouzel“. Napiš /pomoc."


async def test_a_macro_keeps_the_line_as_typed_and_a_refusal_says_why(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/makro spát /odpocinek všichni 8h; /zasoba\n/makro útok /foo\n/makro a b c d e f /hod 1k6\n/makro x /makro y",
    )
    assert out == [
        "Makro spát: /odpocinek všichni 8h; /zasoba. Napiš spát a spustí se.",
        "Makro nespustí „/foo“: /foo není příkaz těchto pravidel.",
        'Jméno makra o víc slovech dej do uvozovek: /makro "a b c" /hod 1k6 (nejvýš čtyři slova); '
        "„b c d e f /hod 1k6“ není příkaz.",
        "„/makro y“ makro spustit neumí: makro nesmí spouštět jiné makro (/makro).",
    ]


async def test_defaults_of_a_cast_are_shown_in_czech_option_words(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/vychozi sesli extra=3\n/vychozi sesli navíc=2\n/postava Mialee úroveň=7 vlastnost=16\n"
        "/sesli Mialee: ohnivá koule\n/sesli Mialee: ohnivá koule navíc=0",
    )
    assert out[:2] == ["Výchozí volby /sesli: navíc=3.", "Výchozí volby /sesli: navíc=2."]
    assert out[3] == "Mialee sesílá Ohnivou kouli za 7 bodů kouzel (2 navíc): zbývá 39/46."  # the default is played
    assert out[5] == "Mialee sesílá Ohnivou kouli za 5 bodů kouzel: zbývá 34/46."  # and a typed option wins


async def test_a_preposition_with_no_target_asks_for_the_target(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/postava Mialee úroveň=7 vlastnost=16\n/sesli Mialee: blesk na")
    assert out[-1] == "Za „na“ chybí cíl, např. /sesli JMÉNO: KOUZLO na skřeta."


async def test_a_defence_with_nothing_to_meet_says_so_without_a_calque(make_console: MakeConsole) -> None:
    console = await make_console(rules="feniks", locale="cs", seed=3)
    out = await play(
        console,
        "/postava Harry věk=15 reflexy=6 kouzla=14 přeměňování=8 obrana=10\n"
        "/postava Draco věk=15 reflexy=5 kouzla=12 přeměňování=10 obrana=12\n"
        "/souboj Harry proti Draco\n/poradi Draco Harry\n/obrana Draco: štít",
    )
    assert out[-1] == "Draco se nemá čemu bránit: žádné kouzlo na Draca neletí. Útok je /sesli."


# --- Review round 3 (/work/review/r3-cs.md): each test names its finding. ---------------------------------------------


async def test_r3_1_who_plays_a_character_names_it_in_the_accusative(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Borek úroveň=5 vlastnost=14\n/postava Jana úroveň=5 vlastnost=14 pohlaví=ž\n"
        ":as eva\n/jsem Borek\n:as gm\n/jsem Jana",
    )
    assert out[-2:] == ["Borka teď hraje eva.", "Janu teď hraje gm."]


async def test_r3_1_who_plays_a_club_duellist_names_her_in_the_accusative(make_console: MakeConsole) -> None:
    out = await seven(make_console, "/postava Hermiona kouzla=60\n:as eva\n/jsem Hermiona", rules="duel_club")
    assert out[-1] == "Hermionu teď hraje eva."


async def test_r3_2_pearls_on_a_sheet_are_listed_by_level_and_counted(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Jana úroveň=9 vlastnost=14 pohlaví=ž perly=1,2,3\n/postava Jana perly=2,2\n/postava Jana perly=1,2,2",
    )
    pearls = [line for line in out if line.startswith("Perly moci")]
    assert pearls == [
        "Perly moci Jany: 1., 2. a\u00a03. úrovně.",
        "Perly moci Jany: dvě perly 2. úrovně.",
        "Perly moci Jany: jedna perla 1. úrovně.",
        "Perly moci Jany: dvě perly 2. úrovně.",
    ]


async def test_r3_3_4_a_pearl_s_level_is_in_its_name_and_a_chart_declines_the_name(make_console: MakeConsole) -> None:
    out = await czech(
        make_console, "/postava Jana úroveň=5 vlastnost=14 pohlaví=ž perly=2\n/utrat Jana 10\n/perla Jana 2\n/graf Jana"
    )
    assert out[-2:] == ["Jana používá perlu moci 2. úrovně: +3 body kouzel, 16/23.", "Zásoba Jany, příkaz po příkazu."]


async def test_r3_9_10_25_rules_and_languages_are_listed_in_czech_and_joined_by_a_word(
    make_console: MakeConsole,
) -> None:
    out = await czech(make_console, "/pomoc pravidla\n/pravidla souboje\n/jazyk de\n/pomoc jazyk")
    assert out == [
        "/pravidla — Změnit pravidla (PJ): Fénix, Soubojový klub, ergy nebo body kouzel. "
        "Příklad: /pravidla soubojový klub",
        "Zápis: /pravidla fénix|soubojový klub|ergy|body kouzel (PJ)",
        "Neznámá pravidla „souboje“. Známá pravidla: Fénix, Soubojový klub, ergy a\u00a0body kouzel.",
        "Neznámý jazyk „de“. K dispozici: pl, ru, fr, cs a\u00a0en.",
        "/jazyk — Změnit jazyk odpovědí (PJ): pl, ru, fr, cs nebo en. Příklad: /jazyk já pl",
        "Zápis: /jazyk pl|ru|fr|cs|en (PJ), /jazyk já JAZYK (jen pro tebe)",
    ]
    assert (await play(await make_console(rules="spell_points", locale="cs", seed=3), "/pravidla soubojový klub"))[
        -1
    ].startswith("Pravidla změněna: Soubojový klub.")


async def test_r3_5_6_7_removing_without_a_name_unknown_fields_and_a_gm_only_drain(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Mialee úroveň=7 vlastnost=16\n/postava smazat\n/postava Zdeněk barva=modrá\n:as eva\n"
        "/vysati Mialee 1\n/postava Nova úroveň=3 vlastnost=10",
    )
    assert out[1:] == [
        "Koho mám vyřadit ze seznamu? Napiš /postava smazat JMÉNO.",
        "Neznámá položka deníku postavy „barva“. Položky: úroveň, vlastnost, povolání, základ, odbornosti, perly, "
        "pohlaví, skrytá a\u00a0přezdívka.",
        "Příkaz /vysati smí použít jen PJ. PJ může hráčům dovolit vést si vlastní deníky: /vychozi deníky=ano.",
        "Příkazem /postava smí jen PJ zakládat postavy, měnit čísla v deníku a nastavovat stavy. "
        "PJ může hráčům dovolit vést si vlastní deníky: /vychozi deníky=ano.",
    ]


async def test_r3_8_undo_names_whose_move_it_took_back_and_no_event_number(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Jana úroveň=5 vlastnost=14 pohlaví=ž\n/postava Borek úroveň=5 vlastnost=14\n/utrat Jana 5\n"
        "/obnovit Jana\n/zpet\n/odpocinek všichni 8h\n/zpet",
    )
    undone = [line for line in out if line.startswith("Vráceno")]
    assert undone == ["Vráceno zpět: obnovení sil Jany.", "Vráceno zpět: odpočinek."]


async def test_r3_8_26_a_feniks_defence_is_offered_and_undone_in_czech(make_console: MakeConsole) -> None:
    out = await play(
        await make_console(rules="feniks", locale="cs", seed=3),
        "/postava Harry věk=15 reflexy=6 kouzla=14 přeměňování=8 obrana=10\n"
        "/postava Draco věk=15 reflexy=5 kouzla=12 přeměňování=10 obrana=12\n"
        "/souboj Harry proti Draco\n/poradi Harry Draco\n/sesli Mdloby na tebe Draco\n/obrana Draco: štít\n/zpet",
    )
    prompt = next(line for line in out if line.startswith("Souboj 1: na tahu je Draco. Nejdřív"))
    assert prompt == (
        "Souboj 1: na tahu je Draco. Nejdřív obrana proti kouzlu Mdloby na tebe od Harryho (útok 10): "
        "/obrana štít|úhyb|žádná."
    )
    assert out[-1] == "Vráceno zpět: obrana Draca."


async def test_r3_8_undoing_a_club_duel_names_the_duel(make_console: MakeConsole) -> None:
    out = await seven(
        make_console,
        "/postava Hermiona kouzla=60\n/postava Draco kouzla=50\n/souboj Hermiona proti Draco\n/zpet",
        rules="duel_club",
    )
    assert out[-1] == "Vráceno zpět: zahájení souboje 1."


def test_r3_38_a_refusal_by_the_rules_names_no_internal_rule() -> None:
    assert Translator().format("refusal-rule", "cs", {"rule": "any"}) == "Pravidla hry to nedovolují."


async def test_r3_11_to_17_spell_points_offers_nothing_of_duels_or_turns(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/start\n/pomoc pripomen\n/pripomen abc\n/pomoc sance\n/pomoc vychozi\n/vychozi deníky=ano\n"
        "/vychozi připomínka=10m\n/graf souboj\n/graf souboj 1",
    )
    assert out == [
        "Pomocník pro kouzelnické hry je připraven. Pravidla: body kouzel, jazyk: čeština. Příkazy vypíše /pomoc.",
        "/pripomen není příkaz pravidel „body kouzel“. Napiš /pomoc.",
        "/pripomen není příkaz pravidel „body kouzel“. Napiš /pomoc.",
        "/sance — Přesné šance: zranění, cena a kolikrát kouzlo zásoba utáhne. Příklad: /sance magická střela",
        "Zápis: /sance [POSTAVA:] KOUZLO [navíc=N] [krát=N]",
        "/vychozi — Ukázat nebo nastavit výchozí volby příkazů (PJ). Příklad: /vychozi sesli navíc=2",
        "Zápis: /vychozi [PŘÍKAZ klíč=hodnota …] (klíč= bez hodnoty volbu odebere)",
        "Nastavení hry — hráči si sami upravují deníky: ano (deníky=); vlastní makra hráčů: ne (makra=).",
        "Neznámé nastavení hry „připomínka“. Nastavení: deníky a\u00a0makra.",
        "Pravidla „body kouzel“ souboje nemají; graf zásob ukáže /graf nebo /graf JMÉNO.",
        "Pravidla „body kouzel“ souboje nemají; graf zásob ukáže /graf nebo /graf JMÉNO.",
    ]
    assert not any(line.startswith("/pripomen") for line in await czech(make_console, "/pomoc"))


async def test_r3_41_the_odds_help_of_feniks_names_what_feniks_has(make_console: MakeConsole) -> None:
    out = await play(await make_console(rules="feniks", locale="cs", seed=3), "/pomoc sance")
    assert out[0] == "/sance — Přesné šance: zásah, zranění a úhyb. Příklad: /sance úhyb Harry"


async def test_r3_41_the_odds_help_of_the_club_names_only_success(make_console: MakeConsole) -> None:
    out = await seven(make_console, "/pomoc sance", rules="duel_club")
    assert out[0] == "/sance — Přesné šance, že kouzlo vyjde. Příklad: /sance Mdloby na tebe kouzla=60"


async def test_r3_23_a_missing_condition_is_named(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/postava Borek úroveň=5 vlastnost=14\n/unava Borek")
    assert out[-2] == "Příkazu /unava chybí stav: unavený, nebo vyčerpaný."


async def test_r3_27_the_feniks_duel_example_declines_after_proti(make_console: MakeConsole) -> None:
    out = await play(
        await make_console(rules="feniks", locale="cs", seed=3),
        "/postava Harry věk=15\n/postava Ron věk=15\n/postava Draco věk=15\n/postava Goyle věk=15\n/pomoc souboj\n"
        "/souboj Harry a Ron proti Dracovi a Goylovi",
    )
    assert out[4] == "/souboj — Zahájit souboj. Příklad: /souboj Harry a Ron proti Dracovi a Goylovi"
    assert out[-3:-1] == ["Strana 1: Harry a\u00a0Ron", "Strana 2: Draco a\u00a0Goyle"]


async def test_r3_28_29_a_club_hint_names_the_czech_spell_and_waits_for_initiative(make_console: MakeConsole) -> None:
    out = await seven(
        make_console,
        "/sance Mdloby na tebe kouzla=160\n/sance Mdloby na tebe kouzla=60\n/postava Hermiona kouzla=60\n"
        "/postava Draco kouzla=50\n/souboj Hermiona proti Draco\n/stav",
        rules="duel_club",
    )
    assert out[0] == "Zadej dovednost Kouzla od 0 do 100, např. /sance Mdloby na tebe kouzla=60."
    assert out[1].startswith("Mdloby na tebe při Kouzlech 60: úspěch")
    assert "Souboj 1: čeká na iniciativu (/iniciativa)." in out


def test_r3_30_31_a_grab_and_a_signature_are_offered_in_czech_words() -> None:
    translator = Translator()
    turn = {"name": "Draco", "answer": "no", "must_recover": "no", "can_grab": "yes"}
    assert translator.format("duel_club-turn", "cs", turn) == (
        "Jako první jedná Draco: /sesli kouzlo, nebo /sebrat – sebere soupeřovu hůlku a hned vyhraje."
    )
    assert translator.format("ergs-protocol-ready", "cs", {"duel": 1}) == (
        "Protokol souboje 1 je úplný: sekundanti mohou podepsat (/protokol podepsat JMÉNO)."
    )


async def test_r3_32_33_37_ergs_help_and_settings_read_as_czech(make_console: MakeConsole) -> None:
    out = await seven(make_console, "/pomoc hulka\n/pomoc kolo\n/nastaveni", rules="ergs")
    assert out[:4] == [
        "/hulka — Hůlky: nová, poškodit, opravit, předat nebo vzít. Příklad: /hulka Harry nová",
        "Zápis: /hulka JMÉNO [nová|poškodit|opravit|předat KOMU|vzít N]",
        "/kolo — Zahájit nebo zastavit kolo souboje s přestávkami. Příklad: /kolo začít",
        "Zápis: /kolo začít|tik|zastavit|stav [souboj=N]",
    ]
    assert "Kouzla jsou současná, dělí-li je nejvýš 0,25 s (současnost=…)" in out
    assert "Po útoku jsou kouzelníci v boji ještě 60 s (boj=…)" in out


async def test_r3_34_35_36_the_protocol_says_what_is_missing_and_takes_druh(make_console: MakeConsole) -> None:
    out = await seven(
        make_console,
        "/postava Harry věk=17\n/postava Draco věk=17\n/souboj Harry proti Draco\n/protokol\n"
        "/protokol uražený=Harry stupeň=3\n/protokol zbraň=hůlka druh=periodický\n/protokol barva=modrá",
        rules="ergs",
    )
    assert "Zbraň: zatím nezvolena — kdo volí, plyne ze stupně urážky." in out
    assert "Druh souboje: zatím nezvolen — kdo volí, plyne ze stupně urážky." in out
    assert "V protokolu ještě chybí, kdo je uražený." in out
    assert "V protokolu ještě chybí volba zbraně." in out
    assert "Protokol: Druh souboje — periodický (kola a přestávky)." in out
    assert out[-1] == (
        "Protokol nemá položku „barva“. Položky: uražený, stupeň, zbraň, druh, pohyb, pole, místo, kruh, kolo "
        "a\u00a0přestávka."
    )


async def test_r3_18_19_20_40_metamagic_by_its_nouns_and_dice_read_as_czech(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Mialee úroveň=12 vlastnost=16 odbornosti=maximalizace,zvýšení,urychlení,rozšíření,zvětšení\n"
        "/postava Borek úroveň=5 vlastnost=14\n/sesli Mialee: magická střela metamagie=maximalizace\n"
        "/sesli Mialee: vyléč lehká zranění na Borka\n/sesli Mialee: magická střela metamagie=zvýšení:12\n"
        "/sesli Mialee: magická střela metamagie=foo",
    )
    assert out[1:6] == [
        "Mialee ovládá odbornost Maximalizace kouzla (+3 úrovně).",
        "Mialee ovládá odbornost Zvýšení kouzla (zvýší kouzlo na zvolenou úroveň).",
        "Mialee ovládá odbornost Urychlení kouzla (+4 úrovně).",
        "Mialee ovládá odbornost Rozšíření kouzla (+3 úrovně).",
        "Mialee ovládá odbornost Zvětšení dosahu (+1 úroveň).",
    ]
    assert "Magická střela (ÚS 1): 1k4+1 na maximum = 5 bodů zranění." in out
    healed = next(line for line in out if line.startswith("Vyléč lehká zranění (ÚS 12)"))
    assert re.fullmatch(
        r"Vyléč lehká zranění \(ÚS 12\): vyléčí 1k8\+5 = \d+ životů? \(cíl: Borek; kostky: \d\)\.", healed
    )
    assert out[-2:] == [
        "Zvýšení kouzla potřebuje novou úroveň kouzla, vyšší než 1 a nejvýš 9: metamagie=zvýšení:N.",
        "Neznámá metamagická odbornost „foo“. Odbornosti: zesílení, maximalizace, nehybné, tiché, prodloužení, "
        "zvětšení, rozšíření, urychlení a\u00a0zvýšení.",
    ]


async def test_r3_21_no_extra_points_says_no_more_without_vic(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/sance blesk sesilatel=5 navíc=5")
    assert out == [
        "Na ÚS 5 nejde do Blesku vložit žádné body kouzel navíc (nedovolí to tato úroveň sesilatele ani maximum "
        "kouzla). Jinou úroveň zadej volbou sesilatel=N, nebo uveď postavu: /sance JMÉNO: KOUZLO."
    ]


async def test_r3_22_a_rest_of_eight_hours_says_it_rested_and_a_full_pool_gains_nothing(
    make_console: MakeConsole,
) -> None:
    out = await czech(
        make_console,
        "/postava Borek úroveň=5 vlastnost=14\n/postava Eliška úroveň=5 vlastnost=14 pohlaví=ž\n/utrat Borek 10\n"
        "/unava Borek unavený\n/odpocinek Eliška začátek\n/odpocinek Eliška konec\n/odpocinek všichni 8h",
    )
    assert out[-3:-1] == [
        "Borek odpočívá 8 hodin (plný odpočinek): +12 bodů kouzel, 23/23, únava zmizela.",
        "Eliška odpočívá 8 hodin: zásoba už je plná, 23/23.",
    ]


async def test_r3_24_39_a_class_that_borrows_says_it_casts_like_and_the_cast_help_says_uroven(
    make_console: MakeConsole,
) -> None:
    out = await czech(
        make_console,
        "/postava Zdeněk úroveň=1 vlastnost=10 povolání=druid\n/postava Karel úroveň=3 vlastnost=10 povolání=bard\n"
        "/postava Mialee úroveň=7 vlastnost=16 povolání=kouzelník\n/pomoc sesli\n/sesli Mialee: magická střela barva=3",
    )
    assert out[0].startswith("Nový sesilatel Zdeněk: druid 1. úrovně (kouzlí jako kouzelník), klíčová vlastnost 10,")
    assert out[1].startswith("Nový sesilatel Karel: bard 3. úrovně (kouzlí jako čaroděj),")
    assert out[2].startswith("Nová postava Mialee: 7. úroveň, kouzlí jako kouzelník, klíčová vlastnost 16,")
    assert out[4] == ("Zápis: /sesli [POSTAVA:] KOUZLO [[na] CÍL] [navíc=N] [metamagie=zesílení,nehybné] [úroveň=N]")
    assert out[-1] == "Tento příkaz nezná volbu „barva=“. Zná: navíc, metamagie a\u00a0úroveň."


async def test_r4_3_4_5_14_15_16_refusals_carry_no_rule_tag_and_offer_czech_words(make_console: MakeConsole) -> None:
    out = await play(
        await make_console(rules="feniks", locale="cs", seed=7),
        "/postava Ron\n/postava Ron věk=15 reflexy=5 kouzla=10 přeměňování=10 obrana=10\n/souboj Ron",
    )
    assert out[0] == (
        "Pro vytvoření postavy jménem Ron uveď věk: /postava Ron věk=15 reflexy=5 kouzla=10 přeměňování=10 obrana=10."
    )
    assert not [line for line in out if "pravidlo:" in line]
    assert Translator().format("feniks-refusal-unknown-spell", "cs", {"spell_text": "Levitace", "rule": "any"}) == (
        "„Levitace“ není v seznamu kouzel; uveď obor: obor=kouzla, obor=přeměňování nebo obor=obrana."
    )
    for rules in ("feniks", "duel_club", "ergs"):
        for key in ("feniks-refusal-duel-syntax", "duel_club-refusal-skill", "ergs-refusal-need-age"):
            text = Translator().format(key, "cs", {"rule": "any", "name": "Ron", "max": 100, "value": 150})
            assert "pravidlo" not in text, (rules, text)
    assert Translator().format("feniks-refusal-duel-syntax", "cs", {"rule": "any"}) == (
        "Uveď strany: /souboj Harry Ron proti Dracovi a Goylovi [druh=klub|spontánní] [překvapení=Harry]."
    )
    skill = Translator().format("duel_club-refusal-skill", "cs", {"rule": "any", "max": 100, "value": 150})
    assert skill == "Dovednost Kouzla musí být od 0 do 100, ne 150."
    assert (await play(await make_console(rules="spell_points", locale="cs"), "/konec souboj=abc")) == [
        "Souboj se zadává číslem, ne „abc“."
    ]


async def test_r4_19_the_gm_at_the_keyboard_is_shown_as_pj_not_by_an_id(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/postava Adam úroveň=1 vlastnost=10\n/jsem Adam\n/postava")
    assert out[1:] == ["Adama teď hraje PJ.", "Adam (hráč: PJ)"]


async def test_r4_20_21_a_gm_granted_twice_already_is_one_and_one_never_gm_has_nothing_revoked(
    make_console: MakeConsole,
) -> None:
    out = await czech(
        make_console,
        ":as bob\n/kostka 1k6\n:as alice\n/kostka 1k6\n:gm\n/pj udělit @bob\n/pj udělit @bob\n/pj odebrat @alice\n"
        "/pj odebrat @bob",
    )
    assert out[-4:] == [
        "bob je teď PJ této hry.",
        "bob už je PJ této hry.",
        "alice není PJ této hry, není co odebírat.",
        "bob už není PJ této hry.",
    ]


async def test_r4_8_undoing_a_change_of_rules_names_the_rules(make_console: MakeConsole) -> None:
    out = await seven(make_console, "/postava Draco kouzla=50\n/pravidla ergy\n/zpet", rules="duel_club")
    assert out[-1] == "Vráceno zpět: změna pravidel."


async def test_r4_9_23_24_25_tykani_sh_names_a_man_s_dative_and_no_zero_casts(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Misha úroveň=1 vlastnost=12 pohlaví=muž\n/vysati Misha 9\n/vysati Misha 1\n"
        "/sance Misha: magická střela\n/postava Sorsha úroveň=1 vlastnost=12 pohlaví=žena\n/vysati Sorsha 9\n"
        "/vysati Sorsha 9\n/postava Natasha úroveň=1 vlastnost=12\n/vysati Natasha 9\n/vysati Natasha 9\n"
        "/vychozi deníky=možná",
    )
    assert [line for line in out if "nezbyly" in line] == [
        "Mishovi už nezbyly žádné body, které by šlo ztratit.",
        "Sorshe už nezbyly žádné body, které by šlo ztratit.",
        "Natashe už nezbyly žádné body, které by šlo ztratit.",
    ]
    assert "Misha (0/4) už Magickou střelu seslat nemůže (stojí 1 bod kouzel)." in out
    assert out[-1] == "Neplatná hodnota „možná“ pro deníky: napiš ano, nebo ne."


async def test_r4_1_13_ze_before_a_number_read_with_s_z_tr_ctyr(make_console: MakeConsole) -> None:
    out = await czech(
        make_console, "/postava Jozef úroveň=5 vlastnost=12\n/utrat Jozef 2\n/pridej Jozef 3 důvod=lektvar"
    )
    assert out[-1] == "Jozef dostává 2 body kouzel ze 3 (nad maximum zásoba neroste): 20/20."
    pool = Translator().format("feniks-pool", "cs", {"name": "Sirius", "hp": 30, "max": 30, "condition": "ok"})
    assert pool == "Sirius: 30 ze 30 životů."
    assert [ze(n) for n in (1, 2, 3, 5, 8, 17, 18, 30, 40, 50, 70, 100, 300, 500, 1000, 3000)] == [
        *("z", "ze", "ze", "z", "z", "ze", "z", "ze", "ze", "z", "ze", "ze", "ze", "z", "z", "ze"),
    ]


async def test_r4_11_nicknames_are_had_not_is_also(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Mira úroveň=1 vlastnost=12 pohlaví=ž\n/postava Mira přezdívka=Mirka\n"
        "/postava Mira přezdívka=Mirka,Mirečka",
    )
    assert out[-2:] == ["Mira má přezdívku Mirka.", "Mira má přezdívky Mirka a\u00a0Mirečka."]


async def test_r4_12_resting_everyone_of_an_empty_list_is_answered(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/odpocinek všichni 8h")
    assert out == ["Seznam postav je prázdný. Přidej někoho příkazem /postava."]


async def test_r4_17_22_fatigue_is_marked_gm_only_and_no_ergs_is_no_contrast(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/pomoc unava")
    assert out[0] == "/unava — Unavit nebo vyčerpat postavu (PJ). Příklad: /unava Mira unavený"
    head = Translator().format("ergs-odds-head", "cs", {"name": "Draco", "ergs": 0, "demagicked": "yes"})
    assert head == "Draco: 0 ergů k utracení a je bez magie:"


async def test_r4_2_a_chart_of_feniks_draws_lives_not_pools(make_console: MakeConsole) -> None:
    out = await play(
        await make_console(rules="feniks", locale="cs", seed=3),
        "/postava Ron věk=15\n/postava Harry věk=15\n/graf\n/graf Ron",
    )
    assert out[-2:] == ["Životy všech postav (2 postavy), příkaz po příkazu.", "Životy Rona, příkaz po příkazu."]


async def test_r4_6_a_service_to_one_of_the_same_age_group_does_not_promise_teaching(make_console: MakeConsole) -> None:
    out = await seven(
        make_console,
        "/postava Luna věk=16\n/postava Harry věk=17\n/postava Albus věk=60\n/sluzba Harry Luna\n/sluzba Harry Albus",
        rules="ergs",
    )
    assert out[-2:] == [
        "Harry prokazuje službu Luně. Učit Harryho ale Luna nemůže: učitel musí být ze starší věkové skupiny.",
        "Harry prokazuje službu Albusovi: Albus teď může Harryho učit.",
    ]


async def test_r4_18_a_rest_made_full_by_earlier_hours_says_the_total(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Mialee úroveň=8 vlastnost=16 pohlaví=ž\n/odpocinek Mialee 5h\n/utrat Mialee 30\n"
        "/odpocinek Mialee 5h\n/utrat Mialee 30\n/odpocinek Mialee 8h",
    )
    assert [line for line in out if "odpočívá" in line][1:] == [
        "Mialee odpočívá 5 hodin (celkem 10 h, plný odpočinek): +30 bodů kouzel, 60/60, únava zmizela.",
        "Mialee odpočívá 8 hodin (plný odpočinek): +30 bodů kouzel, 60/60, únava zmizela.",
    ]


async def test_r4_10_a_default_of_an_option_ergs_lack_is_refused(make_console: MakeConsole) -> None:
    out = await seven(make_console, "/vychozi sesli navíc=1", rules="ergs")
    assert out == ["Příkaz /sesli nemá volbu „navíc“."]
