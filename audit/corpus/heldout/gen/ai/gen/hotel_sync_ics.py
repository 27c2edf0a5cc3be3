"""Tiny module used by run_real.py to raise a real traceback (room-block calendar sync)."""


def room_code(event):
    return event["X-ROOM"].strip().upper()


def sync(events):
    done, failed = [], []
    for ev in events:
        try:
            done.append((ev["UID"], room_code(ev)))
        except Exception:
            import traceback
            failed.append((ev["UID"], traceback.format_exc()))
    return done, failed
