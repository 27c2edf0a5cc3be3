"""Batch I, file 1: texts that spell out a policy's boundary (policy-i.json)."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import REAL, V, J, build, write
A, PA, I, R, S, P, E, N = ("auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
    "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value", "no-retry-guidance")
SCRIPT = "gen/gen_policy.py"
W = "written in the style of "

rows = []
# ---------------- free prose, English (30) ----------------
prose = [
 ("prose-claims-examiner", W + "an insurer's claims-handling assistant", "valid", None,
  "I can't settle this claim from your account. Payouts over $15,000 need a sign-off from someone in the Senior Claims Examiners group, and your login only carries the adjuster role. Dana Whitfield or any other senior examiner can approve it.", [A, P]),
 ("prose-theatre-comps", W + "a theatre box-office system (house manager voice)", "valid", None,
  "Complimentary tickets can only be issued for previews and for performances in the first week of a run. Tonight's show (performance 4821) is in week five, so the comp request wasn't processed.", [P]),
 ("prose-library-ill", W + "a public library's interlibrary-loan service", "valid", None,
  "Interlibrary loan requests are limited to five open requests per cardholder at a time, and this card already has five pending. Once one of them arrives or is cancelled you can place another.", [P]),
 ("prose-ground-pushback", W + "an airport ground-handling dispatch tool", "valid", None,
  "Pushback clearance for stands 201 to 214 may be requested only by tug operators holding the Apron B endorsement, and only between 05:30 and 23:00 local time because of the night curfew. This request came in at 23:41.", [P]),
 ("prose-esports-roster", W + "an e-sports tournament platform (chatty support tone)", "valid", None,
  "Heads up: roster changes for the Winter Cup locked 48 hours before the first match. After the lock only the tournament admins (right now that's @mod-sable and @mod-renk) can swap players in, so ping one of them on Discord.", [P]),
 ("prose-fish-rectangles", W + "a fisheries electronic logbook service", "valid", None,
  "The logbook entry can't be submitted. Under this vessel's licence, haul positions have to fall inside ICES rectangles 39E8, 40E8 or 41E9, and the second haul was reported in 38F0.", [P]),
 ("prose-blood-oneg", W + "a hospital blood bank's order desk (transfusion lab voice)", "valid", None,
  "Sorry, O-negative red cells are held back for trauma, obstetric haemorrhage and neonatal requests only. Elective surgery orders have to use group-specific units; the on-call haematologist can override this if there is a clinical reason.", [P]),
 ("prose-archive-closure", W + "a national archive's reading-room catalogue", "valid", None,
  "Files in series HO 144 stay closed for 100 years from the date of the latest document in the file; this one opens in 2031. Reading-room staff can't make exceptions, but you can submit a Freedom of Information request for it.", [P]),
 ("prose-translation-pairs", W + "a translation agency's order intake", "valid", None,
  "We only take certified-translation orders for these language pairs: English and German, English and French, English and Polish, and German and Polish, in either direction. Your order asks for German into Ukrainian, which our sworn translators don't cover.", [P]),
 ("prose-ski-night", W + "a ski resort's online ticket shop", "valid", None,
  "Night-skiing passes are sold only to skiers aged 16 or older, or to younger skiers booked on the same order as an adult. The skier on this order is 14 and travelling alone.", [P]),
 ("prose-solar-dso", W + "a solar installer's design-review service", "valid", None,
  "This design can't be submitted for grid zone NW-3. The network operator caps new residential feed-in there at 5 kW per connection, and the layout you sent exports 8.2 kW. Add an export limiter or choose a smaller inverter.", [P]),
 ("prose-dental-xray", W + "a dental practice management system", "valid", None,
  "Only the treating dentist or the practice manager can release X-ray images to another practice, and your account is set up as reception. I've left a note for Dr. Okafor, who treated this patient.", [A, P]),
 ("prose-mine-speed", W + "an open-pit mine dispatch system", "valid", None,
  "Dispatch rejected the route plan. Haul trucks are limited to 40 km/h on ramps steeper than 8% and to 25 km/h inside the crusher zone, and the plan has truck HT-207 at 52 km/h on ramp R4.", [P]),
 ("prose-motor-young", W + "a motor insurer's quote engine (underwriting desk voice)", "valid", None,
  "We can't add this driver to the policy. Under our underwriting rules, drivers under 21 or with more than six penalty points in the last three years can only be covered on the Young Driver product, not on Standard Motor.", [P]),
 ("prose-library-laptops", W + "a municipal library's equipment-loan service", "valid", None,
  "Laptop loans are open to adult cardholders registered at the Central, Eastside or Harbor branches. This card is registered at Millbrook, which hasn't joined the laptop programme yet.", [P]),
 ("prose-esports-payout", W + "an e-sports prize payout service", "valid", None,
  "This payout is on hold. Prize money above €2,000 per player is released only after identity verification, and players resident in Iran, North Korea, Syria or Cuba can't receive payouts at all under our sanctions policy.", [P]),
 ("prose-fish-lease", W + "a fish producer organisation's quota-leasing desk", "valid", None,
  "Quota can only be leased between vessels of the same producer organisation, and no vessel may lease out more than 30% of its annual cod allocation in one year. This lease would take UK-445 to 41%.", [P]),
 ("prose-blood-donor-travel", W + "a blood service's donor booking line", "valid", None,
  "We can't book this appointment. Under our current eligibility rules, anyone who has had a tattoo or piercing in the last four months, or who has been in a malaria-risk area in the last six months, has to wait before donating.", [P]),
 ("prose-archive-scans", W + "a county record office's reproduction service", "valid", None,
  "High-resolution scans of maps drawn before 1850 can be ordered only by researchers holding a reader's ticket at level B or above, and at most 20 images per reader per day. Your ticket is level A.", [A, P]),
 ("prose-translation-rush", W + "a translation agency project manager's note", "valid", None,
  "Rush jobs (delivery in under 24 hours) are accepted only for documents up to 3,000 words and only from clients on a framework contract. This file is 7,450 words, so the earliest delivery I can offer is Thursday noon.", [P]),
 ("prose-ski-offpiste", W + "a ski school's guiding bookings", "valid", None,
  "Guided off-piste tours in the Vallon sector don't run when the avalanche danger level is 4 or higher, and today's bulletin is at 4. The sector reopens for bookings once the level drops to 3.", [P]),
 ("prose-dental-catchment", W + "an NHS dental practice's online booking", "valid", None,
  "New patients under 18 need a parent or legal guardian named on the booking, and we can only register children who live in the LS6, LS16 or LS17 postcode districts.", [P]),
 ("prose-mine-magazine", W + "an underground mine's explosives-store access system", "valid", None,
  "The explosives magazine opens only for the shotfirers on the current shift roster (today: T. Mbeki, R. Vlasov and J. Quispe). The badge that made this request isn't on it.", [A, P]),
 ("prose-locker-country", W + "a parcel-locker network's send-a-parcel flow", "valid", None,
  "Locker-to-locker parcels can only travel within one country for now: you can send from a Dutch locker to another Dutch locker, but not to one in Belgium or Germany.", [P]),
 ("prose-travel-cover", W + "a travel insurer's policy-change endpoint", "valid", None,
  "Trip cancellation cover can't be added to trips longer than 90 days, or to destinations where the Foreign Office advises against all travel. The destination on this booking is under such advice.", [P]),
]
for s, pb, probe, sent, text, sig in prose:
    rows.append((s, pb, "error-result", probe, sent, text, sig))

# ---------------- structured bodies (10) ----------------
rows += [
 ("json-solar-regions", W + "a solar subsidy-check API (JSON error body)", "error-result", "valid", None,
  J({"error": "policy_denied", "policy": "subsidy.eligible_states", "message": "Subsidy checks are only offered for installs in these states", "allowed": ["BY", "BW", "HE"], "requested": "NW"}), [P]),
 ("logfmt-theatre-seats", W + "a ticketing backend's logfmt error line", "error-result", "valid", None,
  'level=warn msg="booking denied" rule=max_seats_per_account limit=8 already_held=8 requested=2 performance=4821', [P]),
 ("yaml-ski-senior", W + "a ski-pass pricing service returning YAML", "error-result", "valid", None,
  "denied: true\npolicy: liftpass-discounts/senior\nreason: senior rate applies from the skier's 65th birthday\nmin_age: 65\nskier_age: 61", [P]),
 ("json-claims-authority-success", W + "a claims platform that reports refusals as data", "success-result", "valid", None,
  J({"approved": False, "reason": "claim_exceeds_authority", "authority_limit_eur": 5000, "claim_amount_eur": 7820, "escalate_to": "team:claims-senior"}), [P]),
 ("rpc-locker-scopes", W + "a parcel-locker MCP server (JSON-RPC error)", "jsonrpc-error", "valid", None,
  "Forbidden by policy " + J({"requiredScopes": ["lockers:open", "lockers:admin"], "grantedScopes": ["lockers:read"]}), [P]),
 ("json-solar-crane", W + "a solar installer's scheduling API", "error-result", "valid", None,
  J({"code": "OUTSIDE_SERVICE_WINDOW", "message": "Crane lifts are permitted Monday to Saturday, 07:00-19:00", "window": {"days": "Mon-Sat", "from": "07:00", "to": "19:00"}, "requested": "2025-06-15T06:30:00+02:00"}), [P]),
 ("logfmt-ground-groups", W + "an airport ops authorisation sidecar (logfmt)", "error-result", "valid", None,
  'authz=deny subject=svc-mcp-tools groups="[ground-ops-readonly, t2-viewers]" action=assign_stand resource=stand/214', [A, P, N]),
 ("k8s-esports-registry", W + "a Kubernetes admission webhook relayed by an e-sports game-server tool", "error-result", "valid", None,
  'admission webhook "images.policy.arena-infra.net" denied the request: namespace "tournament-prod" only admits images from registry.arena-infra.net/approved/* (got docker.io/library/cs2-server:latest)', [P, R]),
 ("json-library-holds", W + "a library discovery-layer API", "error-result", "valid", None,
  J({"error": "too_many_active_holds", "detail": "Each card may hold at most 3 items at once at Harbor branch.", "max_active_holds": 3, "active_holds": 3}), [P]),
 ("yaml-mine-ppe", W + "a mine site-access kiosk returning YAML", "success-result", "valid", None,
  "result: refused\nrule: site-access/underground\nrequires:\n  - valid induction (max age 12 months)\n  - self-rescuer issued\n  - gas-monitor certificate\nmissing:\n  - gas-monitor certificate", [P]),
]

# ---------------- real policy engines (10) ----------------
rc = json.loads(REAL["rego_claims"])["expressions"][0]
rows.append(("opa-claims-payout", f"regopy {V['regopy']} (rego-cpp) evaluating a claims payout policy; deny messages joined by the server", "error-result", "valid", None,
  "Payout blocked by policy claims.payout:\n- " + "\n- ".join(rc), [A, P]))
rows.append(("opa-locker-raw", f"regopy {V['regopy']} query result passed on verbatim", "error-result", "valid", None,
  "policy check failed: " + REAL["rego_locker"], [P, R]))
rm = json.loads(REAL["rego_mine"])["expressions"][0]
rows.append(("opa-mine-blast", f"regopy {V['regopy']} evaluating a blasting-permit policy; reasons joined by the server", "error-result", "valid", None,
  "Blast authorisation refused: " + "; ".join(rm["reasons"]) + ".", [A, P]))
rs = json.loads(REAL["rego_ski"])["expressions"][0]
rows.append(("opa-ski-group", f"regopy {V['regopy']} violation set placed in structuredContent", "success-result", "valid", None,
  "Group lift booking not created.\n" + J({"violations": rs}), [P]))
cd = REAL["cedar_dental"]; pt = REAL["cedar_dental_policytext"]
forbid = pt[pt.index('@id("dental-deny-outside-clinic-hours")'):].strip()
rows.append(("cedar-dental-hours", f"cedarpy {V['cedarpy']} is_authorized decision and format_policies text of the determining policy", "error-result", "valid", None,
  f"Cedar decision: Deny (determining policy: {cd['reasons'][0]})\n{forbid}", [P]))
permit = pt[:pt.index('@id("dental-deny-outside-clinic-hours")')].strip()
rows.append(("cedar-dental-role", f"cedarpy {V['cedarpy']} format_policies text quoted by a server", "error-result", "valid", None,
  "X-ray release not permitted for principal User::\"hygienist-22\" (member of Role::\"hygienist\"). The only policy that grants release_xray is:\n" + permit, [A, P]))
cb = REAL["cedar_blood"]
rows.append(("cedar-blood-cap", f"cedarpy {V['cedarpy']} decision and reasons, annotated by the server", "error-result", "valid", None,
  f"Release refused (cedar: {cb['decision'].split('.')[-1]}, reasons={cb['reasons']}). Policy bloodbank-cap-units-per-order forbids releasing more than 4 units on one order; this order asks for 6.", [P]))
ca = REAL["casbin_archive"]
rows.append(("casbin-archive-roles", f"casbin {V['casbin']} enforce/get_implicit_permissions_for_user output formatted by the server", "error-result", "valid", None,
  f"Access denied for alice. Roles: {', '.join(ca['roles_alice'])}. Permissions: {ca['implicit_perms_alice']}. 'read' on fonds:restricted:* is granted only to: {', '.join(p[0] for p in ca['who_can_read_restricted'])}.", [A, P]))
ce = REAL["casbin_esports"]
rows.append(("casbin-esports-pause", f"casbin {V['casbin']} policy rows quoted in a JSON-RPC error", "jsonrpc-error", "valid", None,
  "kai may not pause match m41 " + J({"enforce": ce["enforce"], "subjectRoles": ce["roles_kai"], "policiesForAction": ce["perms_for_action"]}), [P]))
rows.append(("casbin-archive-explain", f"casbin {V['casbin']} enforce_ex explanation rule echoed on refusal", "error-result", "valid", None,
  f"Annotation not saved for bogdan: the matching rule {ca['enforce_ex_bogdan'][1]} covers annotate on fonds:* but the archive's freeze list blocks annotations on fonds:public:map-7 until the re-cataloguing ends.", [P]))

# ---------------- other languages (16) ----------------
rows += [
 ("de-claims-group", W + "a German insurer's claims system", "error-result", "valid", None,
  "Schadenzahlungen über 10.000 € dürfen nur von Mitarbeitenden der Gruppe „Schaden-Senior“ freigegeben werden. Ihre Rolle: Sachbearbeitung.", [A, P]),
 ("fr-theatre-age", W + "a French theatre's online box office", "error-result", "valid", None,
  "Le tarif « moins de 26 ans » n'est proposé qu'aux spectateurs nés après le 1er janvier 1999, sur présentation d'un justificatif à l'entrée. La date de naissance saisie ne permet pas d'en bénéficier.", [P]),
 ("es-mine-gallery", W + "a Chilean mine's access-control service", "error-result", "valid", None,
  "Acceso denegado a la galería del nivel -420: solo puede ingresar personal con certificación vigente de rescate minero y únicamente en turnos de 06:00 a 18:00. Su credencial no tiene esa certificación.", [A, P]),
 ("pt-locker-max", W + "a Portuguese parcel-locker app", "error-result", "valid", None,
  "Não foi possível reservar o cacifo: cada cliente pode ter no máximo 3 cacifos reservados em simultâneo e já tem 3 reservas ativas.", [P]),
 ("it-dental-hours", W + "an Italian dental clinic booking system", "error-result", "valid", None,
  "Le sedute di igiene dentale si prenotano solo dal lunedì al venerdì, dalle 8:30 alle 18:00; il sabato mattina è riservato alle urgenze.", [P]),
 ("nl-library-loans", W + "a Dutch public library's lending system", "error-result", "valid", None,
  "Met een volwassenenpas leen je maximaal 20 materialen tegelijk, met een jeugdpas 10. Op deze pas staan nu 20 uitleningen.", [P]),
 ("pl-blood-interval", W + "a Polish regional blood centre's donor portal", "error-result", "valid", None,
  "Nie można zapisać na donację: krew pełną mężczyźni mogą oddawać najwyżej 6 razy w roku, a kobiety 4 razy, z odstępem co najmniej 8 tygodni. Ostatnia donacja tego dawcy była 3 tygodnie temu.", [P]),
 ("sv-fish-bycatch", W + "a Swedish fisheries reporting service", "error-result", "valid", None,
  "Fångstrapporten avvisades: riktat torskfiske i östra Östersjön är stängt, och bifångst av torsk får högst utgöra 10 % av fångstens vikt. Rapporten anger 18 %.", [P]),
 ("tr-ground-role", W + "a Turkish ground-handling operations app", "error-result", "valid", None,
  "Bu işlem yalnızca 'Apron Süpervizörü' rolüne sahip kullanıcılar tarafından yapılabilir. Mevcut rolünüz: Yer Hizmetleri Operatörü.", [A, P]),
 ("ja-translation-group", W + "a Japanese translation agency's assignment tool", "error-result", "valid", None,
  "この案件には割り当てできません。医療・薬事文書の翻訳は、認定翻訳者グループ「医療・薬事」に所属する翻訳者のみが担当できます。担当者の変更はプロジェクトマネージャーにご依頼ください。", [P]),
 ("zh-esports-region", W + "a Chinese e-sports tournament registration site", "error-result", "valid", None,
  "报名失败：本赛事仅限中国大陆、香港及澳门地区的选手参加，且选手须年满16周岁。", [P]),
 ("ko-ski-discount", W + "a Korean ski resort's season-pass shop", "error-result", "valid", None,
  "시즌권 할인은 만 65세 이상 또는 만 12세 이하 고객에게만 적용됩니다. 입력하신 생년월일로는 할인 대상이 아닙니다.", [P]),
 ("fr-archives-notaires", W + "a French departmental archive's catalogue", "error-result", "valid", None,
  "Accès refusé : les minutes notariales de moins de 75 ans ne sont communicables qu'aux notaires inscrits à la Chambre et au personnel des Archives. Votre compte lecteur n'appartient à aucun de ces groupes.", [A, P]),
 ("de-solar-countries", W + "a German solar wholesaler's order API", "error-result", "valid", None,
  "Bestellung abgelehnt: Module der Serie HX-440 liefern wir nur an Installationsbetriebe mit Sitz in Deutschland, Österreich oder der Schweiz. Lieferland der Bestellung: Frankreich.", [P]),
 ("es-claims-mx", W + "a Mexican health insurer's reimbursement service", "error-result", "valid", None,
  "La póliza de gastos médicos no permite reembolsos mayores a $50,000 MXN por evento sin autorización del comité médico. Su solicitud es por $63,200 MXN.", [P]),
 ("pt-br-theatre-meia", W + "a Brazilian theatre ticketing site", "error-result", "valid", None,
  "A meia-entrada está limitada a 40% dos ingressos de cada sessão, e a cota desta sessão já foi atingida. Restam apenas ingressos de valor inteiro.", [P]),
]

# ---------------- mixtures with other signals (4) ----------------
rows += [
 ("path-archive-roots", W + "a digitised-archive file server", "error-result", "traversal", "../../../../etc/passwd",
  "That path leaves the collection store. Only files under digitised/ and finding-aids/ can be opened.", [PA, P]),
 ("path-locker-abs", W + "a parcel-locker label-printing tool", "error-result", "traversal", "../../../../etc/passwd",
  "Refusing to open /etc/passwd: read_manifest only reads from /srv/lockers/manifests and /srv/lockers/labels.", [PA, P, R]),
 ("enum-solar-region-echo", W + "a solar subsidy lookup tool", "error-result", "enum", "{C}",
  "Region '{C}' is not served. Subsidy checks are only available for Bavaria, Baden-Württemberg and Hesse.", [P, E]),
 ("above-max-refund", W + "a theatre box-office refund tool", "error-result", "above-max", "1000001",
  "Refund of 1000001 GBP refused: front-of-house agents may refund at most 250 GBP per ticket; larger refunds need the box-office manager.", [P, E]),
 ("rpc-blood-max", W + "a blood-bank MCP server (JSON-RPC error)", "jsonrpc-error", "valid", None,
  "Policy violation " + J({"policy": "bloodbank.max_units_per_order", "max": 4, "requested": 6, "override_group": "transfusion-consultants"}), [P]),
 ("success-theatre-household", W + "a theatre ticketing tool reporting refusals in the result", "success-result", "valid", None,
  "No seats were held. House rule for the premiere: at most 4 tickets per household, and 4 have already been bought under this email address.", [P]),
 ("scopes-dental-noguide", W + "a dental imaging API's bare 403", "error-result", "valid", None,
  "403: principal dental-bot holds scopes [appointments:read, patients:read]", [A, P, N]),
 ("ruleids-ground-noguide", W + "an airport ops rules engine", "error-result", "valid", None,
  "Request denied by policy set ops-hours-v3 (matched rules: r17-night-tow, r22-stand-closure).", [P, N]),
 ("hosts-esports-webhook", W + "an e-sports bot platform's webhook registration", "error-result", "valid", None,
  "Webhook URL refused: callbacks may only target hosts on our allowlist (discord.com, api.start.gg, *.faceit.com).", [P]),
]
entries = build("pol", rows, SCRIPT)
write(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "policy-i.json"), entries)
