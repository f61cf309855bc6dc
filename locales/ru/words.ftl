## Слова, которые игроки пишут в командах со слешем: опции и их значения. Списки разделены запятыми.
## Команда принимает слова любого языка; word-<префикс>-<значение> — слова одного значения.

## Общие списки: да и нет для переключателя (restore=нет), удаление персонажа (/char удалить ИМЯ).
word-yes = да
word-no = нет
word-remove = удалить, убрать
## Между сторонами дуэли (/duel Гарри против Драко), между заклинанием и целью (/cast ступефай в Драко).
word-versus = против
word-to = в, во, на, по, против, ->, →
## Все сразу (/rest все 8ч), я сам (/lang я fr), два имени на одной стороне (Гарри и Рон).
word-everyone = все, всех
word-me = я, мне
## Сам действующий как цель (/cast Драко: ступефай на себя).
word-self = себя, себе, сам себя, саму себя
word-and = и
## Единицы после числа часов (/rest 8ч).
word-hour = ч, час, часа, часов
## Единицы времени напоминания (/defaults напоминание=2 мин).
word-delay-s = с, сек, секунда, секунды, секунд
word-delay-m = м, мин, минута, минуты, минут
word-delay-h = ч, час, часа, часов
word-delay-d = д, дн, день, дня, дней
## Выдать и снять роль мастера (/gm выдать ID).
word-gm-grant = выдать, назначить
word-gm-revoke = снять, отозвать
## Бросок, который видят только бросающий и мастера (/roll тайно 1d20).
word-secret = тайно, скрыто, тайный, втайне

## Что читатель предлагает строке, которую не понял («Может, вы имели в виду…»): на вопрос (эти слова или знак
## вопроса) — только команды, которые не меняют игру; слово отрицания или конца не выбрасывается (строку не переворачивают).
word-asking = что, сколько, как, какой, какая, какие, какое, кто, когда, где, почему, зачем, ли, разве, чё, че, шо
word-negation = не, нет, никогда
word-ending = перестаю, перестаёт, перестаём, перестать, перестань, заканчиваю, заканчивает, закончить, прекращаю,
    прекращает, прекратить, прерываю, прерывает, прервать, хватит

## Названия параметров и настроек перед «=» (/gain Гарри 3 причина=зелье); в ответах показано первое.
word-option-reason = причина
word-option-cause = источник
word-option-category = раздел, категория
word-option-type = вид, тип
word-option-surprise = врасплох
word-option-duel = дуэль
word-option-winner = победитель
word-option-out = выход
word-option-distance = дистанция, расстояние
word-option-at = время, в
word-option-end = конец, до
word-option-vs = против
word-option-skill = чары
word-option-vs_skill = противник
word-option-bandages = повязки
word-option-restore = лечение, исцеление
## Настройки игры (/defaults листы=да напоминание=10m) и ролевой игры на палочках (/config восполнение=нет).
word-option-players_edit_sheets = листы
word-option-remind = напоминание
word-option-players_macros = макросы
word-option-refill = восполнение
word-option-max_ergs = запас
word-option-teaching_cost = обучение
word-option-three_seconds = пауза
word-option-window = одновременность
word-option-max_distance = дальность
word-option-attunement_hours = привыкание
word-option-fight_window = бой
## Эрги: поля протокола секундантов (/protocol оскорблённый=Гермиона степень=3 поле=40x12 схватка=45 перерыв=3).
word-option-offended = оскорблённый, оскорблённая
word-option-degree = степень
word-option-weapon = оружие
word-option-form = род
word-option-mode = подвижность
word-option-field = поле
word-option-place = место
word-option-circle = круг
word-option-bout = схватка
word-option-break = перерыв
## Эрги: сколько раз подряд (/odds Гарри круцио раз=3).
word-option-n = раз

## Феникс: вопрос о шансе попасть (/odds попадание).
word-feniks-hit = попадание
## Феникс: поля карточки (/char Гарри возраст=15 рефлекс=7).
word-feniks-field-age = возраст
word-feniks-field-reflex = рефлекс
word-feniks-field-charms = чары, заклинания
word-feniks-field-transfig = трансфигурация
word-feniks-field-dada = зоти
word-feniks-field-hp = оз
word-feniks-field-condition = состояние
word-feniks-field-severity = тяжесть
## Феникс: вид дуэли (type=клуб).
word-feniks-kind-spontaneous = спонтанная, спонтанный
word-feniks-kind-club = клуб
## Феникс: защита (/defend щит).
word-feniks-defence-shield = щит
word-feniks-defence-dodge = уклонение, уворот
word-feniks-defence-none = нет
## Феникс: раздел заклинания (category=чары).
word-feniks-category-charms = чары
word-feniks-category-transfig = трансфигурация
word-feniks-category-dada = зоти
## Феникс: насколько тяжёл нокаут (тяжесть=миг).
word-feniks-severity-moment = миг
word-feniks-severity-hospital = больничное, больница
## Феникс: состояние персонажа (состояние=в строю).
word-feniks-condition-ok = в строю, норма
word-feniks-condition-unconscious = без сознания
word-feniks-condition-hospital = больница, больничное

## Дуэльный клуб: умение «Чары» на карточке (/char Гарри чары=60).
word-duel_club-field-sortileges = чары

## Эрги: поля карточки (/char Гарри возраст=15 запас=4 группа=старшая заклинания="круцио").
word-ergs-field-age = возраст
word-ergs-field-max_ergs = запас, макс
word-ergs-field-group = группа
word-ergs-field-known = заклинания
## Эрги: возрастные группы (группа=мастер).
word-ergs-group-student = студент
word-ergs-group-middle = средняя
word-ergs-group-senior = старшая
word-ergs-group-master = мастер
## Эрги: что отнимает эрг жизни (/drain Гарри cause=дементор).
word-ergs-cause-ritual = ритуал
word-ergs-cause-dementor = дементор
word-ergs-cause-vampire = вампир
## Эрги: выбор по дуэльному кодексу (/protocol weapon=палочки form=периодическая mode=неподвижная).
word-ergs-weapon-wand = палочка, палочки
word-ergs-weapon-nerf = нерф, бластер, бластеры
word-ergs-form-continuous = непрерывная
word-ergs-form-periodic = периодическая
word-ergs-mode-mobile = подвижная
word-ergs-mode-stationary = неподвижная
## Эрги: что делает /wand (/wand Гарри отдать Драко).
word-ergs-wand-new = новая
word-ergs-wand-damage = повредить, сломать
word-ergs-wand-repair = починить
word-ergs-wand-give = отдать, передать
word-ergs-wand-hold = взять
## Эрги: таймер схваток (/bout старт).
word-ergs-bout-start = старт, начать
word-ergs-bout-tick = сверить, тик
word-ergs-bout-stop = стоп
word-ergs-bout-status = статус
## Эрги: протокол секундантов (/protocol подписать ИМЯ, одежда ИМЯ, секундант ДУЭЛЯНТ ИМЯ).
word-ergs-protocol-sign = подписать, подпись
word-ergs-protocol-dress = одежда, осмотр
word-ergs-protocol-second = секундант
## Эрги: цена заклинания в настройках мастера (/config цена круцио 2).
word-ergs-config-cost = цена, стоимость

## Очки заклинаний: поля карточки (/char Миали уровень=7 характеристика=16 класс=волшебник база=30 черты=усиление).
word-sp-field-level = уровень
word-sp-field-ability = характеристика
word-sp-field-progression = класс
word-sp-field-base = база
word-sp-field-feats = черты, метамагия
word-sp-field-pearls = жемчужины
## Очки заклинаний: сброс базы или черт (база=таблица, черты=нет).
word-sp-clear = таблица, нет
## Очки заклинаний: опции /cast и /odds (доп=2 метамагия=усиление уровень=3 заклинатель=9 класс=чародей раз=5 минимум=20).
word-sp-option-extra = доп, дополнительно
word-sp-option-meta = метамагия
word-sp-option-level = уровень
word-sp-option-cl = заклинатель
word-sp-option-progression = класс
word-sp-option-casts = раз
word-sp-option-ge = минимум
## Очки заклинаний: классы по прогрессии, которой они следуют (класс=жрец).
word-sp-class-wizard = волшебник, маг, жрец, друид
word-sp-class-sorcerer = чародей, бард
## Очки заклинаний: классы, которые лишь следуют прогрессии другого (жрец — волшебника).
word-sp-borrowed-cleric = жрец
word-sp-borrowed-druid = друид
word-sp-borrowed-bard = бард
## Очки заклинаний: метамагические черты (метамагия=усиление,неподвижность).
word-sp-feat-empower = усиление
word-sp-feat-maximize = максимизация
word-sp-feat-still = неподвижность, неподвижное
word-sp-feat-silent = безмолвие, безмолвное
word-sp-feat-extend = продление
word-sp-feat-enlarge = увеличение
word-sp-feat-widen = расширение
word-sp-feat-quicken = ускорение
word-sp-feat-heighten = повышение
## Очки заклинаний: что утомляет заклинателя (/fatigue Миали истощение).
word-sp-effect-fatigued = утомление, утомлён, усталость
word-sp-effect-exhausted = истощение, истощён
## Очки заклинаний: начало и конец отдыха (/rest Миали начать).
word-sp-rest-begin = начать, начало
word-sp-rest-end = конец, прервать
## Очки заклинаний: как оплачивается метамагия (/metamagic бесплатно).
word-sp-mode-points = очки
word-sp-mode-free = бесплатно
word-sp-mode-both = оба

## Инлайн-запросы: первое слово выбирает правила (@bot эрги odds …); идентификаторы правил тоже подходят.
word-ruleset-feniks = феникс
word-ruleset-duel_club = дуэльный клуб, клуб, дуэльныйклуб
word-ruleset-ergs = эрги, эрг
word-ruleset-spell_points = очки заклинаний, очки, очкизаклинаний

## Тема форума: общая игра чата или своя (/topic общая).
word-topic-shared = общая, общий, общую
word-topic-own = своя, свой, свою
