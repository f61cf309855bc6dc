## Co odpowiada czytnik, gdy słowa nie składają się na komendę.
refusal-not-understood = Nie rozumiem: „{ $words }”. Komendy zaczynają się od /, np. /pomoc.
refusal-unknown-person = Nie znam jeszcze { $who }: niech najpierw napisze coś na tym czacie.
