"""The voice door: a larp master's laptop hears incantations, plays them through the engine and says the result.

One module per concern: ``audio`` (sources and resampling), ``gate`` (push-to-talk and voice activity),
``keys`` (terminal keys), ``worker`` (the Vosk recognizer's thread), ``lexicon`` and ``grammar`` (what the
model may hear), ``phonetic`` and ``matcher`` (what it meant), ``commands`` (the command it is), ``speech``
and ``mirror`` (announcements out), ``model`` and ``download`` (speech models), ``door`` (the pipeline) and
``cli`` (`assistant voice`). The bout timer is the core's scheduler (assistant/scheduler.py), whose replies the
door announces. Vosk and sounddevice are imported only when used.
"""
