"""Batch F, policy answers: casbin (RBAC with domains), cedarpy (Cedar), regopy (Rego), and hand-written policy
checks in servers for mining, podcast hosting, vet clinics, satellite imagery, water utilities, elections, museums,
sports leagues, municipal permits, wine trade, railways, film production, libraries, dental labs, agriculture."""
import importlib.util, json, os, sys
from datetime import datetime, timezone
spec = importlib.util.spec_from_file_location("fc", os.path.join(os.path.dirname(os.path.abspath(__file__)), "f-common.py"))
fc = importlib.util.module_from_spec(spec); spec.loader.exec_module(fc)

import casbin, cedarpy, regopy
from mcp.server.mcpserver.exceptions import ToolError
from mcp.shared.exceptions import MCPError
from mcp_types import ErrorData

HERE = os.path.dirname(os.path.abspath(__file__))
R = fc.Run("f-policy", "f-policy-tools")
err, ok, ver = fc.err, fc.ok, fc.ver

# ---------- casbin ----------
E = casbin.Enforcer(f"{HERE}/f-casbin-model.conf", f"{HERE}/f-casbin-policy.csv")
CB = ver("casbin")


@R.tool("approve_blast")
def approve_blast(user: str, site: str, blast_id: str) -> str:
    okk, rule = E.enforce_ex(user, site, f"/blasts/{blast_id}", "approve")
    if okk:
        return "approved"
    roles = E.get_roles_for_user_in_domain(user, site)
    return err(f"casbin: deny {user} approve /blasts/{blast_id} in {site}; explain={rule}; roles_in_domain={roles}")


@R.tool("write_assay")
def write_assay(user: str, site: str, assay_id: str):
    if E.enforce(user, site, f"/assays/{assay_id}", "write"):
        return "saved"
    allowed = sorted({p[0] for p in E.get_filtered_policy(1, site) if p[2].startswith("/assays") and p[3] == "write"})
    return err(f"Only {', '.join(allowed)} may write assays at {site}.")


@R.tool("override_vent")
def override_vent(user: str, site: str, zone: str):
    if E.enforce(user, site, f"/ventilation/{zone}", "override"):
        return "override armed"
    return err("Ventilation override not permitted for your account at this site. A ventilation officer on shift can arm it; "
               "use page_vent_officer to reach them.")


@R.tool("my_site_roles")
def my_site_roles(user: str, site: str):
    roles = E.get_roles_for_user_in_domain(user, site)
    if not roles:
        return err(json.dumps({"error": "no_role_in_domain", "user": user, "domain": site,
                               "known_domains": sorted({g[2] for g in E.get_grouping_policy()})}))
    return ", ".join(roles)


R.call("pol-casbin-1", "approve_blast", {"user": "rkaur", "site": "site:kalgoorlie-east", "blast_id": "B-2231"}, by=f"{CB} enforce_ex explain + get_roles_for_user_in_domain")
R.call("pol-casbin-2", "approve_blast", {"user": "tmoana", "site": "site:kalgoorlie-east", "blast_id": "B-2231"}, by=f"{CB} enforce_ex (deny rule wins over pit-supervisor allow)")
R.call("pol-casbin-3", "write_assay", {"user": "jliu", "site": "site:kalgoorlie-east", "assay_id": "A-77"}, by=f"{CB} get_filtered_policy")
R.call("pol-casbin-4", "override_vent", {"user": "rkaur", "site": "site:mt-isa-deep", "zone": "Z4"}, by=f"{CB} enforce, sanitized message")
R.call("pol-casbin-5", "my_site_roles", {"user": "twaudit-5e0a7c12", "site": "site:kalgoorlie-east"}, probe="injection", sent="twaudit-5e0a7c12", by=f"{CB} get_grouping_policy")

# ---------- cedar ----------
CEDAR = open(f"{HERE}/f-policy.cedar").read()
CV = ver("cedarpy")


def cedar(principal, action, resource, entities, context=None):
    return cedarpy.is_authorized({"principal": principal, "action": action, "resource": resource, "context": context or {}}, CEDAR, entities)


POD_ENT = [
    {"uid": {"__entity": {"type": "User", "id": "mira"}}, "attrs": {"show": "night-freight", "role": "guest"}, "parents": []},
    {"uid": {"__entity": {"type": "User", "id": "oscar"}}, "attrs": {"show": "night-freight", "role": "host"}, "parents": []},
    {"uid": {"__entity": {"type": "Episode", "id": "ep-114"}}, "attrs": {"show": "night-freight", "embargoed": False}, "parents": []},
    {"uid": {"__entity": {"type": "Episode", "id": "ep-115"}}, "attrs": {"show": "night-freight", "embargoed": True}, "parents": []},
]


@R.tool("publish_episode")
def publish_episode(user: str, episode: str, style: str = "diag"):
    res = cedar(f'User::"{user}"', 'Action::"publish"', f'Episode::"{episode}"', POD_ENT)
    if res.allowed:
        return "published"
    if style == "diag":
        return err(f"cedar decision={res.decision.name} reasons={list(res.diagnostics.reasons)} errors={list(res.diagnostics.errors)}")
    if style == "why":
        return err(f"Denied by policy {', '.join(res.diagnostics.reasons) or '(no permit matched: publish-own-show requires role host on the same show)'}")
    return err("You can't publish this episode. Ask the show's host to publish it, or save it as a draft with save_draft.")


VET_ENT = [
    {"uid": {"__entity": {"type": "Vet", "id": "dr-ana"}}, "attrs": {"license_level": 1}, "parents": []},
    {"uid": {"__entity": {"type": "Vet", "id": "dr-kofi"}}, "attrs": {"license_level": 3}, "parents": []},
    {"uid": {"__entity": {"type": "Drug", "id": "ketamine-100"}}, "attrs": {"schedule": 3}, "parents": []},
]


@R.tool("dispense_drug")
def dispense_drug(vet: str, drug: str, hour: int, verbose: bool = True):
    res = cedar(f'Vet::"{vet}"', 'Action::"dispense"', f'Drug::"{drug}"', VET_ENT, {"hour": hour})
    if res.allowed:
        return "dispensed"
    if verbose:
        return err(json.dumps({"decision": res.decision.name, "policies": list(res.diagnostics.reasons),
                               "hint": "schedule<=3 requires license_level>=2; no dispensing before 07:00 or after 21:00"}))
    return err("Not authorised to dispense this drug.")


R.call("pol-cedar-1", "publish_episode", {"user": "oscar", "episode": "ep-115"}, by=f"cedarpy {CV} is_authorized diagnostics (forbid matched)")
R.call("pol-cedar-2", "publish_episode", {"user": "mira", "episode": "ep-114", "style": "why"}, by=f"cedarpy {CV} is_authorized, no permit matched")
R.call("auth-cedar-3", "publish_episode", {"user": "mira", "episode": "ep-114", "style": "plain"}, by=f"cedarpy {CV}, sanitized with next step")
R.call("pol-cedar-4", "dispense_drug", {"vet": "dr-ana", "drug": "ketamine-100", "hour": 10}, by=f"cedarpy {CV} decision JSON")
R.call("pol-cedar-5", "dispense_drug", {"vet": "dr-kofi", "drug": "ketamine-100", "hour": 23}, by=f"cedarpy {CV} forbid (after-hours) decision JSON")
R.call("auth-cedar-6", "dispense_drug", {"vet": "dr-ana", "drug": "ketamine-100", "hour": 10, "verbose": False}, by=f"cedarpy {CV}, terse denial")

# ---------- rego ----------
SAT = open(f"{HERE}/f-policy.rego").read()
WAT = open(f"{HERE}/f-water.rego").read()
RV = ver("regopy")


def rego(mod, inp, q):
    it = regopy.Interpreter()
    it.add_module("m", mod)
    it.set_input_term(json.dumps(inp))
    out = str(it.query(q))
    return None if out == "undefined" else json.loads(out)["expressions"][0]


@R.tool("task_satellite")
def task_satellite(region: str, resolution_cm: int, tenant: str, owner_tenant: str, fmt: str = "list"):
    d = rego(SAT, {"region": region, "resolution_cm": resolution_cm, "tenant": tenant, "owner_tenant": owner_tenant}, "data.sat.tasking.deny")
    if not d:
        return "tasked"
    if fmt == "list":
        return err("tasking refused:\n- " + "\n- ".join(sorted(d)))
    if fmt == "raw":
        return err(json.dumps({"result": [{"expressions": [{"value": sorted(d), "text": "data.sat.tasking.deny"}]}]}))
    return err("Tasking request refused by the imagery licence. Use list_licensed_products to see what you can order.")


@R.tool("operate_valve")
def operate_valve(valve_id: str, zone: str, user: str, groups: list[str]):
    inp = {"user": {"name": user, "groups": groups}, "valve": {"id": valve_id, "pressure_zone": zone}}
    if rego(WAT, inp, "data.water.valves.allow"):
        return "valve command queued"
    return err("opa: allow=false " + json.dumps(rego(WAT, inp, "data.water.valves.reasons")))


R.call("pol-rego-1", "task_satellite", {"region": "ASIA-EAST", "resolution_cm": 30, "tenant": "agri-scan", "owner_tenant": "agri-scan"}, by=f"regopy {RV} deny set (Rego v1)")
R.call("pol-rego-2", "task_satellite", {"region": "EU-WEST", "resolution_cm": 80, "tenant": "agri-scan", "owner_tenant": "coastwatch-gov"}, by=f"regopy {RV} deny set")
R.call("pol-rego-3", "task_satellite", {"region": "twaudit-9b3d61f0", "resolution_cm": 80, "tenant": "a", "owner_tenant": "a", "fmt": "raw"}, probe="enum", sent="twaudit-9b3d61f0", by=f"regopy {RV} raw query result JSON")
R.call("cln-rego-4", "task_satellite", {"region": "ASIA-EAST", "resolution_cm": 80, "tenant": "a", "owner_tenant": "a", "fmt": "plain"}, by=f"regopy {RV}, sanitized with next step")
R.call("pol-rego-5", "operate_valve", {"valve_id": "V-3391", "zone": "PZ-7", "user": "dkim", "groups": ["meter-readers", "field-crew"]}, by=f"regopy {RV} allow + reasons set")
R.call("pol-rego-6", "operate_valve", {"valve_id": "V-1002", "zone": "PZ-3", "user": "dkim", "groups": ["field-crew"]}, by=f"regopy {RV} allow + reasons set")

# ---------- hand-written policy checks (varied voices) ----------
H = "hand-written policy check in the tool handler"


@R.tool("certify_ballots")
def certify_ballots(precinct: str, clerk_role: str):
    if clerk_role not in ("county-clerk", "deputy-clerk-certifier"):
        return err(f"403 certify_ballots: role '{clerk_role}' cannot certify. Certifying roles: county-clerk, deputy-clerk-certifier.")
    return "ok"


@R.tool("export_voter_roll")
def export_voter_roll(county: str, rows: int):
    if rows > 5000:
        return err(f"export_limit_exceeded rows={rows} max_rows_per_export=5000 window=24h used_today=4200")
    return "ok"


@R.tool("schedule_recount")
def schedule_recount(precinct: str, margin_pct: float):
    if margin_pct > 0.5:
        return err("Recount not available: the margin is outside the automatic-recount threshold. You can file a petition with file_recount_petition.")
    return "ok"


@R.tool("lend_artifact")
def lend_artifact(object_no: str, borrower_country: str):
    blocked = ["RU", "BY", "IR", "KP"]
    if borrower_country in blocked:
        return err(f"Loan blocked — export rules bar loans to {', '.join(blocked)}.")
    return "ok"


@R.tool("view_provenance")
def view_provenance(object_no: str, clearance: str):
    return err({"restricted": "Provenance file restricted. Requires clearance 'curatorial-senior' or membership in group 'repatriation-panel'; you hold 'docent'."}["restricted"])


@R.tool("sign_player")
def sign_player(team: str, salary_eur: int):
    cap, committed = 4_200_000, 3_950_000
    if committed + salary_eur > cap:
        return err(f"SALARY_CAP: team={team} cap={cap} committed={committed} requested={salary_eur} headroom={cap - committed}")
    return "ok"


@R.tool("register_transfer")
def register_transfer(player: str, date: str):
    return err("Le mercato est fermé. Les transferts ne sont acceptés que du 1er juillet au 31 août et du 2 au 31 janvier.")


@R.tool("submit_fixture_change")
def submit_fixture_change(match_id: str, new_kickoff: str):
    return err("Kickoff changes must be submitted at least 10 days before the match. Submit a request to the league office with request_exception instead.")


@R.tool("issue_permit")
def issue_permit(parcel: str, permit_type: str, applicant_role: str):
    if permit_type == "demolition" and applicant_role != "licensed-contractor":
        return err(f"permit_type=demolition requires applicant_role in [licensed-contractor]; got applicant_role={applicant_role}. "
                   f"zoning overlay HIST-2 additionally requires approval from group heritage-board")
    return "ok"


@R.tool("approve_block_party")
def approve_block_party(street: str, hours: int):
    if hours > 6:
        return err("Block parties can be approved for at most 6 hours between 10:00 and 22:00. Shorten the request and submit again.")
    return "ok"


@R.tool("ship_wine")
def ship_wine(state: str, cases: int):
    dry = ["UT", "MS", "AL"]
    if state in dry:
        return err(f"Direct-to-consumer shipping is not licensed for {state}. Licensed states exclude: {', '.join(dry)}. Max 12 cases/yr per consumer elsewhere.")
    return "ok"


@R.tool("release_bond")
def release_bond(lot: str, warehouse: str):
    return err("錯誤：您的帳戶不屬於保稅倉 BW-07 的授權清單（授權角色：customs-broker, warehouse-manager）。")


@R.tool("book_path")
def book_path(route: str, train_class: str, axle_load_t: float):
    limits = {"Brenner": 22.5, "Gotthard": 22.5, "Arlberg": 20.0}
    if axle_load_t > limits.get(route, 25):
        return err(f"path request rejected: route {route} axle limit {limits[route]} t (you sent {axle_load_t} t). Line limits: {json.dumps(limits)}")
    return "ok"


@R.tool("drive_shift")
def drive_shift(driver: str, hours: float):
    return err("rule=EU-2007/59 max_continuous_driving=5.5h min_rest=11h driver_hours_last_24h=9.5 -> refused")


@R.tool("open_possession")
def open_possession(section: str):
    return err("Possession can't be opened: the section is still live. Ask the signaller to block the line, then call open_possession again.")


@R.tool("access_dailies")
def access_dailies(production: str, user: str):
    return err(json.dumps({"error": "ACCESS_DENIED", "allowed_groups": ["editorial", "post-sup", "studio-exec"], "tenant": "prod-sunfall",
                           "your_tenant": "prod-harbourlights"}))


@R.tool("approve_overtime")
def approve_overtime(crew_member: str, hours: int):
    if hours > 14:
        return err("Nope — union rule: 14h max turnaround day, 10h turnaround minimum. Only the UPM (role: unit-production-manager) can waive.")
    return "ok"


@R.tool("checkout_rare_book")
def checkout_rare_book(call_no: str, patron_type: str):
    return err(f"patron_type {patron_type} not in allowed [faculty, visiting-scholar] for collection SPECIAL-COLL; reading-room use only for others")


@R.tool("renew_loan")
def renew_loan(item: str):
    return err("This item can't be renewed again — it has a hold on it. It's due back on 2026-12-14; you can place your own hold with place_hold.")


@R.tool("interlibrary_request")
def interlibrary_request(isbn: str, patron: str):
    return err("ILL quota reached: 10 requests per 30 days for undergraduate patrons (used: 10). Next slot frees on 2026-12-09.")


@R.tool("release_case")
def release_case(case_no: str, lab_tech: str):
    return err(f"QA gate: zirconia cases need sign-off from one of ['ceramist-lead','cdt-senior'] before release; {lab_tech} holds ['tech-ii'].")


@R.tool("spray_field")
def spray_field(field_id: str, product: str, wind_kmh: float):
    if wind_kmh > 15:
        return err(f"BLOCKED: wind {wind_kmh} km/h exceeds drift policy limit 15 km/h; buffer zone 20 m from watercourse W-4 applies; product {product} restricted list: [paraquat, chlorpyrifos]")
    return "ok"


@R.tool("log_harvest")
def log_harvest(field_id: str, tonnes: float):
    return err("Cette parcelle n'appartient pas à votre coopérative. Vérifiez le numéro avec list_my_fields.")


@R.tool("berth_vessel")
def berth_vessel(imo: str, berth: str, draft_m: float, loa_m: float):
    return err(f"Berth {berth} restrictions: max draft 12.8 m, max LOA 294 m, tidal window HW±2h, pilotage mandatory >150 m. Request exceeds draft ({draft_m} m).")


@R.tool("release_container")
def release_container(container: str, agent: str):
    raise ToolError(f"release denied: agent {agent} not on the line's authorised agent list for POL NLRTM (authorised: MSC-BENELUX, DHL-GF-RTM)")


@R.tool("file_bill_of_lading")
def file_bill_of_lading(bl_no: str, consignee_country: str):
    raise MCPError(code=-32003, message="Forbidden by sanctions screening policy",
                   data={"blocked_countries": ["CU", "IR", "KP", "SY"], "list": "OFAC-SDN+EU-CFSP", "consignee_country": consignee_country})


@R.tool("join_ministry")
def join_ministry(group: str, member: str):
    return err("Only members of the Safeguarding Team (role: safeguarding-lead or parish-admin) can add volunteers to the youth ministry roster.")


@R.tool("post_announcement")
def post_announcement(text: str):
    return err("Announcements wait for approval by the parish office; yours is in the queue. You'll see it in list_announcements once approved.")


@R.tool("query_tenant_meters")
def query_tenant_meters(utility: str, meter: str):
    raise MCPError(code=-32001, message="tenant boundary violation", data={"caller_tenant": "metro-water-south", "resource_tenant": utility, "allowed_tenants": ["metro-water-south"]})


@R.tool("download_scene")
def download_scene(scene_id: str):
    return ok(json.dumps({"status": "denied", "reason": "quota", "quota_gb_month": 500, "used_gb": 498.7, "scene_gb": 3.2,
                          "plan": "research-tier"}))


@R.tool("podcast_upload")
def podcast_upload(show: str, size_mb: int):
    return err(f"upload rejected. plan=indie max_episode_mb=250 max_shows=3 storage_gb=20. size_mb={size_mb}")


@R.tool("podcast_geo")
def podcast_geo(episode: str, country: str):
    return ok(f"Episode unavailable in {country}. Distribution rights: geo-allow=[US, CA, GB, IE, AU, NZ]; geo-deny=[CN, RU].")


@R.tool("ore_haulage")
def ore_haulage(truck: str, payload_t: int):
    raise ToolError("Payload over the haul-road limit. Load no more than 220 t and call ore_haulage again.")


R.call("pol-elec-1", "certify_ballots", {"precinct": "P-0412", "clerk_role": "poll-worker"}, by=H)
R.call("pol-elec-2", "export_voter_roll", {"county": "Lane", "rows": 9000}, by=H)
R.call("cln-elec-3", "schedule_recount", {"precinct": "P-0412", "margin_pct": 2.1}, by=H)
R.call("pol-mus-1", "lend_artifact", {"object_no": "1987.44.2", "borrower_country": "RU"}, by=H)
R.call("pol-mus-2", "view_provenance", {"object_no": "1911.3.1", "clearance": "docent"}, by=H)
R.call("pol-sport-1", "sign_player", {"team": "FC-Harbour", "salary_eur": 400000}, by=H)
R.call("pol-sport-2", "register_transfer", {"player": "p-88", "date": "2026-10-01"}, by=H + " (French)")
R.call("cln-sport-3", "submit_fixture_change", {"match_id": "m-19", "new_kickoff": "2026-12-03T18:00"}, by=H)
R.call("pol-permit-1", "issue_permit", {"parcel": "0433-019", "permit_type": "demolition", "applicant_role": "homeowner"}, by=H)
R.call("pol-permit-2", "approve_block_party", {"street": "Elm", "hours": 9}, by=H)
R.call("pol-wine-1", "ship_wine", {"state": "UT", "cases": 2}, by=H)
R.call("pol-wine-2", "release_bond", {"lot": "L-88", "warehouse": "BW-07"}, by=H + " (Traditional Chinese)")
R.call("pol-rail-1", "book_path", {"route": "Arlberg", "train_class": "freight", "axle_load_t": 22.5}, by=H)
R.call("pol-rail-2", "drive_shift", {"driver": "d-201", "hours": 4}, by=H + " (logfmt)")
R.call("cln-rail-3", "open_possession", {"section": "ECML-14"}, by=H)
R.call("pol-film-1", "access_dailies", {"production": "sunfall", "user": "ed-4"}, by=H + " (JSON)")
R.call("pol-film-2", "approve_overtime", {"crew_member": "grip-7", "hours": 16}, by=H)
R.call("pol-lib-1", "checkout_rare_book", {"call_no": "PR2750 .B2", "patron_type": "undergraduate"}, by=H)
R.call("cln-lib-2", "renew_loan", {"item": "39015-0012"}, by=H)
R.call("pol-lib-3", "interlibrary_request", {"isbn": "9780199535569", "patron": "u-55"}, by=H)
R.call("pol-dental-1", "release_case", {"case_no": "DL-5521", "lab_tech": "mvega"}, by=H)
R.call("pol-agri-1", "spray_field", {"field_id": "F-12", "product": "glyphosate", "wind_kmh": 22}, by=H)
R.call("cln-agri-2", "log_harvest", {"field_id": "F-99", "tonnes": 4.2}, by=H + " (French)")
R.call("pol-mar-1", "berth_vessel", {"imo": "9811000", "berth": "K-7", "draft_m": 14.1, "loa_m": 300}, by=H)
R.call("pol-mar-2", "release_container", {"container": "MSCU1234565", "agent": "KN-RTM"}, by=H + ", raised as ToolError")
R.call("pol-mar-3", "file_bill_of_lading", {"bl_no": "BL-7781", "consignee_country": "IR"}, by=H + ", raised as MCPError (JSON-RPC error)")
R.call("pol-church-1", "join_ministry", {"group": "youth", "member": "m-12"}, by=H)
R.call("cln-church-2", "post_announcement", {"text": "Bake sale Sunday"}, by=H)
R.call("pol-water-1", "query_tenant_meters", {"utility": "metro-water-north", "meter": "M-55"}, by=H + ", raised as MCPError (JSON-RPC error)")
R.call("pol-sat-1", "download_scene", {"scene_id": "S2B_20261101"}, by=H + ", success result carrying a denial")
R.call("pol-pod-1", "podcast_upload", {"show": "night-freight", "size_mb": 410}, by=H)
R.call("pol-pod-2", "podcast_geo", {"episode": "ep-114", "country": "CN"}, by=H + ", success result carrying a denial")
R.call("cln-mine-1", "ore_haulage", {"truck": "HT-09", "payload_t": 260}, by=H + ", raised as ToolError")

if __name__ == "__main__":
    R.run()
