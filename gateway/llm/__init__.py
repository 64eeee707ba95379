"""The language models: an OpenAI-compatible client, endpoint resolution, token estimates,
and the embedded llama.cpp server supervised as a child (provider `local`).

It owns talking to a model and nothing about what is said: prompts, tools and history
belong to the conversation and review packages.
"""
