"""The conversation core: what happens to one message, from receipt to delivered reply.

It owns the receiving and answering pipelines (middleware), the durable-inbox recovery,
the per-session FIFO router, live sessions and their frozen system prompts, the turn loop
on the main model, the context budget and delivery of replies. It is handed its registries
(tools, commands, turn events) and services by the composition root; features never import
it, and it never imports a feature.
"""
