"""The web door (aiohttp): Telegram webhook, JSON API with its OpenAPI document, live dashboard, web console."""
