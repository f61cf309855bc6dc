"""The state of games: the engine, its storage port and in-memory storage, what a command changed, replay, each
game's timer and the scheduler that fires it, and the bounded memories and locks they keep."""
