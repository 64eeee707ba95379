"""Operations: what keeps the daemon running unattended.

It owns the background scheduler (curator ticks, cron jobs on APScheduler 3), cron
schedules and `/cron`, health (sd_notify READY/STATUS/WATCHDOG, status.json, the loopback
endpoint) and `hermes gateway install` (the systemd units). The conversation is reached
only through callables the composition root hands over.
"""
