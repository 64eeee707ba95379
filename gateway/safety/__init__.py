"""Safety owns one decision: whether a piece of text may enter a system prompt. Memory
entries, skills and their support files are pasted into the prompt of every later session,
so anything that reads as an instruction to the model (override its rules, switch persona,
reveal its prompt, drop safety, obey a fake update, execute outside content, read or send
secrets, plant a backdoor) or that hides text from the human reviewing it (invisible
Unicode, hidden HTML, encodings) is refused here, with a reason an admin and the model can
act on. `gateway.safety.scan` is the public surface; the other modules are its parts.
"""
