"""Stand-in for a parcel locker tool handler."""
class LockerBank:
    def __init__(self, code):
        self.code = code
        self.slots = {"A01": "free", "A02": "occupied"}

    def open_slot(self, slot):
        state = self.slots.get(slot.upper())
        return {"locker": self.code, "slot": slot, "state": state}

def handle_open(args):
    bank = LockerBank(args["locker"])
    return bank.open_slot(args["slot"])
