"""Batch I, file 2: look-alikes that are NOT policy boundaries (near-i.json)."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import REAL, V, J, build, write
A, PA, I, R, S, P, E, N = ("auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
    "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value", "no-retry-guidance")
SCRIPT = "gen/gen_near.py"
W = "written in the style of "
ER, SR, RPC = "error-result", "success-result", "jsonrpc-error"
rows = []
# ---- business rules the caller can act on (10) ----
rows += [
 ("biz-claim-closed", W + "an insurer's claims API", ER, "valid", None,
  "Claim CLM-88213 was settled and closed on 2 March 2025, so no documents can be attached to it. Reopen it with reopen_claim first.", []),
 ("biz-theatre-started", W + "a theatre box office", ER, "valid", None,
  "Tickets for performance 4821 can't be exchanged any more because the performance has already started.", [N]),
 ("biz-library-reference", W + "a public library catalogue", ER, "valid", None,
  "This copy of 'The Peregrine' is a reference copy and stays in the building. You can read it in the Central reading room, or call request_scan for a copy of a chapter.", []),
 ("biz-stand-occupied", W + "an airport stand-allocation tool", ER, "valid", None,
  "Stand 214 is occupied by EI-FXA until 14:35. Pick another stand with list_free_stands, or schedule the tow for after 14:35.", []),
 ("biz-match-reported", W + "an e-sports league's match service (terse)", ER, "valid", None,
  "Match m41 already reported (2-1 Team Lumen). Score corrections: open_dispute.", []),
 ("biz-landing-submitted", W + "a fisheries landing-declaration service", ER, "valid", None,
  "The landing declaration for trip T-88120 has already been submitted and can no longer be edited. File an amendment with amend_landing instead.", []),
 ("biz-unit-quarantine", W + "a blood bank inventory system", ER, "valid", None,
  "Unit RBC-O-NEG-5521 is in quarantine until its microbiology results come back and cannot be issued. Choose another unit from list_available_units.", []),
 ("biz-parcel-collected", W + "a parcel-locker service", ER, "valid", None,
  "The parcel was already collected on 11 May at 18:02, so its pickup code can't be resent.", [N]),
 ("biz-solar-date", W + "a solar installation scheduler", ER, "valid", None,
  "The installation date has to come after the grid operator's approval date (18 June 2024). Pick a date from 19 June onwards.", []),
 ("biz-translation-scan", W + "a translation agency's file-intake tool", ER, "valid", None,
  "We couldn't find any translatable text in source.pdf - it looks like a scanned image. Upload an OCR'd PDF or a DOCX and the word count will be calculated again.", []),
]
# ---- argument validation stating the schema's allowed values (10) ----
js = REAL["jsonschema_enum"]["str"]
js_c = "twaudit-5e0c93ab"
jm = REAL["jsonschema_max"]["str"]
pe = REAL["pydantic_errors"][0]
rows += [
 ("val-jsonschema-enum", f"jsonschema {V['jsonschema']} ValidationError str for an enum probe", ER, "enum", js_c, js, [E]),
 ("val-seat-class", W + "a theatre seating tool", ER, "enum", "{C}",
  "seat_class must be one of: stalls, dress_circle, upper_circle, box (got '{C}').", [E]),
 ("val-days-range", W + "a ski-pass pricing tool", ER, "above-max", "1000001",
  "days must be between 1 and 14.", []),
 ("val-jsonschema-max", f"jsonschema {V['jsonschema']} ValidationError str for an above-max probe", ER, "above-max", "1000001", jm, [E]),
 ("val-iso-lang", W + "a translation agency's quote tool", ER, "enum", "{C}",
  "target_language must be a two-letter ISO 639-1 code such as de, fr or pl.", []),
 ("val-weight-type", W + "a parcel-locker shipping tool", ER, "wrong-type", "{C}",
  "weight_kg: expected a number.", []),
 ("rpc-tier", W + "an e-sports ladder MCP server (JSON-RPC error)", RPC, "enum", "{C}",
  "Invalid params " + J({"field": "tier", "allowed": ["bronze", "silver", "gold", "platinum"]}), []),
 ("val-empty-donor", W + "a blood donor lookup tool", ER, "empty", "",
  "donor_id cannot be empty.", []),
 ("val-species-bare", W + "a fisheries catch-reporting tool", ER, "enum", "{C}",
  "Invalid value for 'species'.", [N]),
 ("val-pydantic-tier", f"pydantic {__import__('pydantic').VERSION} errors() reformatted by the server", ER, "enum", pe["input"],
  f"{pe['loc'][0]}: {pe['msg']} (got '{pe['input']}')", [E]),
]
# ---- provider rate limits and quotas (7) ----
rows += [
 ("rate-ticketing", W + "a ticketing platform's partner API", ER, "valid", None,
  "Rate limit reached: the ticketing API allows 120 requests per minute per key. Retry after 17 seconds.", []),
 ("quota-translation-chars", W + "a machine-translation provider wrapper", ER, "valid", None,
  "Monthly machine-translation quota used up (500,000 of 500,000 characters). It resets on 1 July; until then, send files to human translators via create_order.", []),
 ("quota-success-json", W + "a geocoding wrapper that returns provider JSON as data", SR, "valid", None,
  J({"error": "quota_exceeded", "limit": 1000, "used": 1000, "reset_at": "2025-06-01T00:00:00Z"}), []),
 ("rate-bare", W + "a library API gateway (terse)", ER, "valid", None,
  "Too many requests.", [N]),
 ("rate-raw-429", W + "an avalanche-bulletin wrapper passing on the provider's body", ER, "valid", None,
  'HTTP 429 from api.lawinen-lagebericht.example: {"message":"API rate limit exceeded","documentation_url":"https://docs.lawinen-lagebericht.example/rate-limits"}', [R, N]),
 ("quota-sms", W + "a parcel-locker notification service (chatty)", ER, "valid", None,
  "We've sent the maximum number of SMS our text provider lets us send from this locker station today, so no reminder went out. Texts resume after midnight; the recipient can still see the code in the app.", []),
 ("quota-maps", W + "a solar-yield estimator using a mapping provider", ER, "valid", None,
  "The mapping provider's free tier covers 2,500 address lookups a day and today's are used up. Pass latitude and longitude directly, or try again tomorrow.", []),
]
# ---- stock / capacity left (6) ----
rows += [
 ("cap-seats-row", W + "a theatre seat-selection tool", ER, "valid", None,
  "Only 3 seats are left together in row F for the 19:30 show, and you asked for 5. Row G has 9 together.", []),
 ("cap-locker-large", W + "a parcel-locker reservation tool", ER, "valid", None,
  "No large compartments are free at Centraal right now. Medium ones are, or try the Amstel station, which has 4 large compartments free.", []),
 ("cap-ski-lesson", W + "a ski school booking system", ER, "valid", None,
  "Saturday's 'Freestyle Basics' group lesson is full (10/10). You can take a waitlist spot with join_waitlist.", []),
 ("cap-platelets", W + "a blood bank stock query", ER, "valid", None,
  "Not enough A-negative platelets in stock: 1 unit available, 3 requested.", [N]),
 ("cap-solar-crews", W + "a solar installer's crew calendar", ER, "valid", None,
  "All installation crews are booked for week 27. The first free slot is Tuesday 8 July.", []),
 ("cap-match-servers", W + "an e-sports scrim server allocator", ER, "valid", None,
  "The match-server pool is at capacity; new scrims can't be started right now.", [N]),
]
# ---- timeouts (5) ----
rt = REAL["httpx_readtimeout"]
rows += [
 ("to-claims-core", W + "an insurance claims MCP server", ER, "valid", None,
  "The claims core system didn't answer within 30 seconds. Nothing was changed; try again in a minute.", []),
 ("to-bare", W + "an airport baggage-tracking tool (terse)", ER, "valid", None,
  "Timed out.", [N]),
 ("to-ms", W + "a dental imaging proxy", ER, "valid", None,
  "Request timed out after 15000 ms", [N]),
 ("to-httpx-raw", f"httpx {V['httpx']} ReadTimeout against a loopback listener that never answers, class name and message passed on", ER, "valid", None,
  f"upstream error: {rt['type'].split('.')[-1]}: {rt['str']}", [R, N]),
 ("rpc-timeout", W + "an archive search MCP server (JSON-RPC error)", RPC, "valid", None,
  "Request timed out " + J({"timeoutMs": 60000, "retryable": True}), []),
]
# ---- not found, with what exists (6) ----
rows += [
 ("nf-dental-chair", W + "a dental clinic scheduling tool", ER, "valid", None,
  "That chair doesn't exist. This clinic has Chair 1, Chair 2 and the Hygiene Room.", []),
 ("nf-archive-box", W + "an archive catalogue", ER, "valid", None,
  "Box 41 doesn't exist in series HO 144, which has boxes 1-38. Use list_boxes to see what each holds.", []),
 ("nf-perf-date", W + "a theatre performance calendar", ER, "valid", None,
  "There's no performance of The Seagull on that date. It runs Tuesday to Sunday from 4 February to 16 March.", []),
 ("nf-vessel", W + "a fishing-vessel register", ER, "valid", None,
  "Vessel UK-4450 isn't in the register. Did you mean UK-445 (Morning Star) or UK-4451 (Grace Ann)?", []),
 ("nf-bare", W + "a ground-handling API (terse)", ER, "valid", None,
  "Not found", [N]),
 ("nf-success-instructors", W + "a ski school instructor search", SR, "valid", None,
  J({"results": [], "message": "No instructors match that name. Instructors teach in: en, de, fr, it."}), []),
]
# ---- clean refusals naming no boundary (6) ----
rows += [
 ("ref-claim-state", W + "a claims workflow engine", ER, "valid", None,
  "This claim can't be approved in its current state.", [N]),
 ("ref-policy-bare", W + "a mining fleet API", ER, "valid", None,
  "Request declined by policy.", [N]),
 ("ref-transfer-contact", W + "a theatre ticket-transfer tool", ER, "valid", None,
  "This ticket transfer isn't possible. If you think that's wrong, contact the box office on 020 7946 0321.", []),
 ("ref-fairuse", W + "a public library's room-booking service", ER, "valid", None,
  "The booking was refused under our fair-use rules. Please email rooms@harborlibrary.example to talk it through.", []),
 ("ref-locker-reassign", W + "a parcel-locker admin tool", ER, "valid", None,
  "This locker can't be reassigned.", [N]),
 ("rpc-rejected", W + "a solar monitoring MCP server (JSON-RPC error)", RPC, "valid", None,
  "Request rejected null", []),
]
# ---- maintenance windows (5) ----
rows += [
 ("mnt-library-sunday", W + "a library loan system", ER, "valid", None,
  "The loan system is down for its weekly maintenance (Sundays 02:00-04:00 CET). Please try again after 04:00.", []),
 ("mnt-ticketing-upgrade", W + "a theatre ticketing platform (friendly)", ER, "valid", None,
  "We're upgrading the ticketing system tonight. Sales reopen at 06:00 GMT - see you then!", []),
 ("mnt-bare", W + "a blood bank portal", ER, "valid", None,
  "Service unavailable: planned maintenance.", [N]),
 ("mnt-success-json", W + "an airport ops feed wrapper", SR, "valid", None,
  J({"status": "maintenance", "component": "turnaround-planner", "until": "2025-05-04T05:00:00Z"}), []),
 ("mnt-de-claims", W + "a German insurer's claims portal", ER, "valid", None,
  "Das Schadenportal ist wegen Wartungsarbeiten bis 22:00 Uhr nicht erreichbar. Bitte versuchen Sie es danach erneut.", []),
]
# ---- name nothing (5) ----
rows += [
 ("nil-error", W + "a fisheries quota tool", ER, "valid", None, "Error", [N]),
 ("nil-wrong", W + "an e-sports stats tool", ER, "valid", None, "Something went wrong.", [N]),
 ("nil-failed", W + "a mining telemetry tool", ER, "valid", None, "failed", [N]),
 ("nil-unexpected", W + "a dental billing tool", ER, "valid", None, "An unexpected error occurred while processing your request.", [N]),
 ("nil-es", W + "a Spanish translation-agency portal", ER, "valid", None, "Se produjo un error al procesar la solicitud.", [N]),
]
entries = build("near", rows, SCRIPT)
write(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "near-i.json"), entries)
