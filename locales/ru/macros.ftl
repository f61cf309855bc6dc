## /macro: the group's own words for command lines (issue 30, item 6). Variables: $name the macro's name,
## $lines its lines joined by ";", $count how many, $line one line, $why why it was refused, $limit a limit.
macro-none = Макросов пока нет. Создайте так: /macro ИМЯ СТРОКА, например /macro атака /roll 1к20+5, а потом напишите: «атака».
macro-list = { $count ->
    [one] { $count } макрос:
    [few] { $count } макроса:
   *[other] { $count } макросов:
}
macro-line = { $name } → { $lines }
macro-set = Макрос «{ $name }»: { $lines }. Напишите «{ $name }», чтобы его запустить.
macro-removed = Макрос «{ $name }» удалён.
macro-stopped = Макрос «{ $name }» остановился на «{ $line }»: { $why }
refusal-macro-remove-which = Какой макрос удалить? Напишите { CMD("macro") } { $word } ИМЯ.
refusal-macro-unknown = Макроса «{ $name }» нет. Список покажет /macro.
refusal-macro-name = «{ $name }» не годится в имя макроса: имя — от одного до четырёх слов из букв и цифр (если слов несколько, возьмите их в кавычки), и оно не должно совпадать с командой.
refusal-macro-players = В этой игре макросы создаёт только мастер; игрокам свои разрешит /defaults макросы=да.
refusal-macro-too-many = В игре может быть не больше { $limit } макросов: сначала удалите какой-нибудь (/macro удалить ИМЯ).
refusal-macro-not-yours = Макрос «{ $name }» не ваш: изменить его может только автор или мастер.
refusal-macro-lines = Макрос выполняет от одной до { $limit } команд через «;», например /macro атака /roll 1к20+5.
refusal-macro-line = «{ $line }» макрос выполнить не может: каждая строка макроса — команда, начинающаяся с /, но не /macro.
refusal-macro-unknown-command = Макрос не выполнит «{ $line }»: { CMD($command) } — не команда этих правил.
refusal-macro-words = Имя макроса из нескольких слов пишется в кавычках: /macro "а б в" /roll 1к6 (не больше четырёх слов); «{ $line }» — не команда.
refusal-macro-not-command = «{ $line }» — не команда: каждая строка макроса начинается с /, например { CMD("macro") } { $name } { $first }; { CMD("status") }.
## How the lines of a macro are joined.
macro-joint = {"; "}
rule-macros = макросы группы
