## What the reader answers when words are not a command it can make.
refusal-not-understood = I did not understand “{ $words }”. Commands start with /, e.g. /help.
refusal-unknown-person = I don’t know { $who } yet: they should write something in this chat first.
