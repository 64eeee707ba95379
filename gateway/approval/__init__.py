"""The approval gate: nothing the model proposes reaches memory or skills unless an admin says yes.

It owns pending records on disk (staging), approving and rejecting them by replaying the
write through the real store (approvals), the runtime write switch (gate), the `/memory`
and `/skills` approval verbs, and telling admins what waits (notices). Features hand their
write path in as an applier; the model can never change a record's state.
"""
