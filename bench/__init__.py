"""Benchmarks of issue 9: every figure a ratio against a baseline run side by side (`python -m bench`)."""
