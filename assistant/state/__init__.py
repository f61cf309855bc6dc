"""The state of games: the engine, its storage port and in-memory storage, what a command changed, replay, the
scheduler, and the bounded memories and locks they keep."""
