"""Doors and storage: each adapter parses and renders; none decides a rule."""
