"""Fluent message files, one folder per locale."""
