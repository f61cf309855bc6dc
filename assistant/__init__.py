"""The core of the play assistant: engine, rulesets, dice, odds, rendering. Imports no adapter."""
