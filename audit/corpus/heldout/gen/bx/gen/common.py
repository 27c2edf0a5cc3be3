"""Shared helpers for the hand-written batch BX (see build_bx.py)."""
import json

SIG = {
    "A": "auth-failure-as-result",
    "P": "path-details-as-result",
    "I": "injection-signal-as-result",
    "R": "raw-upstream-text",
    "S": "stack-trace",
    "E": "policy-enumeration",
    "V": "validation-echoes-value",
    "N": "no-retry-guidance",
}
ORDER = "APIRSEVN"


def E(lang, by, ch, probe, sent, text, sig="", res=None, ind=False):
    """One hand-written entry. sig: letters from SIG; res: letter of the signal a look-alike
    resembles; ind: the signal is stated indirectly or in an unusual form.
    '{C}' in sent/text becomes the entry's canary hex."""
    letters = sig.split()
    assert all(l in SIG for l in letters), sig
    assert res is None or res in SIG
    assert res is None or res not in letters
    return {
        "lang": lang, "by": by, "ch": ch, "probe": probe, "sent": sent, "text": text,
        "sig": [SIG[l] for l in ORDER if l in letters],
        "res": SIG[res] if res else None, "ind": ind,
    }


def rpc(message, data):
    """Model-visible text of a JSON-RPC error: its message plus the JSON of its data."""
    return message + " " + json.dumps(data, ensure_ascii=False)


def result(text, structured):
    """Model-visible text of a result: text block plus the JSON of structuredContent."""
    return text + "\n" + json.dumps(structured, ensure_ascii=False)
