## Spell names as this language says them: spell-<id> is the display name,
## spell-<id>-aliases the other forms players type or say, comma-separated.
