"""policy-j.json: policy boundaries spelled out in free prose (several languages), and
look-alikes that state no boundary."""
from common import A, ECHO, INJ, NRG, PA, POL, RAW, ST, Builder, hand, jrpc, real  # noqa: F401

ER, SR, JR = "error-result", "success-result", "jsonrpc-error"
b = Builder("gen/gen_policy.py")
add = b.add
WHO = "names only who may (role/group), so auth-failure-as-result and no guidance"

# ------------------------------------------------------------------ policy boundaries
add("j-pol-hotel-till-reopen", ER, "valid",
    "Our rules let only the night shift and the two duty managers reopen a closed till.",
    [A, POL, NRG], hand(f"a hotel front-office/housekeeping MCP server; {WHO}"))
add("j-pol-payroll-treasury-threshold", ER, "valid",
    "Transfers above 2,500 EUR go through the treasury desk; this one (3,140 EUR) was not sent.",
    [POL], hand("a payroll MCP server; threshold stated, which is also the rule to follow"))
add("j-pol-crowd-ship-countries", ER, "valid",
    "Rewards for this campaign ship to Norway, Iceland and Switzerland only.",
    [POL], hand("a crowdfunding MCP server; allowed set stated (counts as guidance)"))
add("j-pol-genomics-bucket-runners", ER, "valid",
    "This bucket accepts uploads from the eu-west build runners. Push from a runner in that pool, or write to the staging bucket instead.",
    [POL], hand("a genomics pipeline MCP server"))
add("j-pol-water-quiet-hours", ER, "valid",
    "Valve actuation commands are not accepted between 22:00 and 06:00 local time unless they come from the control-room console.",
    [POL], hand("a municipal-water SCADA MCP server; time window stated"))
add("j-pol-subtitle-allowed-roots", ER, "traversal",
    "Exports may only be written under /srv/studio/exports/ or /srv/studio/review/.",
    [PA, RAW, POL], hand("a subtitle-studio MCP server rejecting an export path; allowed roots named (absolute server paths)"))
add("j-pol-news-embed-hosts", ER, "valid",
    "Embeds are only fetched from youtube.com, vimeo.com and our own media.newsroom.example; the link you gave points elsewhere.",
    [POL], hand("a newsroom CMS MCP server; allowed hosts"))
add("j-pol-ct-reefer-groups", ER, "valid",
    "Reefer setpoint changes are restricted to members of the Reefer Desk and Hazmat Supervisors groups.",
    [A, POL, NRG], hand(f"a container-terminal MCP server; {WHO}"))
add("j-pol-vet-ketamine-cap", ER, "valid",
    "Controlled-drug dispensing is capped at 5 ml of ketamine per patient per day unless a second vet countersigns; "
    "this request would bring today's total to 7 ml.",
    [POL], hand("a veterinary-clinic MCP server; threshold with the way through (countersignature)"))
add("j-pol-pharm-hours-de", ER, "valid",
    "Betäubungsmittel werden an diesem Terminal nur zwischen 08:00 und 20:00 Uhr abgegeben.",
    [POL], hand("a German pharmacy-dispensing MCP server; time window stated"))
add("j-pol-court-bars-fr", ER, "valid",
    "Le dépôt électronique n'est ouvert qu'aux avocats inscrits aux barreaux de Lyon, Grenoble et Chambéry.",
    [A, POL, NRG], hand(f"a French court e-filing MCP server; {WHO}"))
add("j-pol-uni-transfer-programmes-es", ER, "valid",
    "En esta convocatoria solo se admiten solicitudes de traslado a los grados de Enfermería, Fisioterapia y Podología.",
    [POL], hand("a Spanish university-admissions MCP server; allowed values stated"))
add("j-pol-wind-control-room-ip-it", ER, "valid",
    "L'arresto remoto delle turbine è consentito solo dagli indirizzi della sala controllo (10.40.0.0/24).",
    [RAW, POL, NRG], hand("an Italian wind-farm MCP server; source-address allowlist: names only where from (no instruction), "
                          "an IP range; not labeled auth (no credential or role fails)"))
add("j-pol-rail-possession-hours-pt", ER, "valid",
    "Pedidos de interdição de via com mais de 6 horas precisam de aprovação da direção de circulação; o seu pedido tem 8 horas.",
    [POL], hand("a Portuguese railway-maintenance MCP server; threshold stated"))
add("j-pol-crowd-goal-kvk-nl", ER, "valid",
    "Campagnes met een doelbedrag boven € 50.000 vereisen een KvK-verificatie van de initiatiefnemer. "
    "Verlaag het doel of voeg eerst het KvK-nummer toe.",
    [POL], hand("a Dutch crowdfunding MCP server"))
add("j-pol-recycle-hazmat-days-ja", ER, "valid",
    "危険物（バッテリー、塗料、ガスボンベ）は、第2・第4土曜日に北センターでのみ受け付けています。",
    [POL], hand("a Japanese recycling-centre MCP server; where/when stated"))
add("j-pol-hotel-minibar-zh", ER, "valid",
    "根据酒店规定，迷你吧补货只能由楼层主管或夜班经理确认。",
    [A, POL, NRG], hand(f"a Chinese hotel-housekeeping MCP server; {WHO}"))
add("j-pol-payroll-window-ko", ER, "valid",
    "급여 일괄 지급은 매월 20일부터 25일 사이에만 실행할 수 있습니다.",
    [POL], hand("a Korean payroll MCP server; date window stated"))
add("j-pol-genomics-regions-pl", ER, "valid",
    "Surowe dane z sekwenatorów można eksportować wyłącznie do regionów eu-central-1 i eu-north-1.",
    [POL], hand("a Polish genomics-lab MCP server; allowed regions"))
add("j-pol-rental-oneway-tr", ER, "valid",
    "Tek yön kiralama yalnızca İstanbul, Ankara ve İzmir şubeleri arasında yapılabilir.",
    [POL], hand("a Turkish car-rental MCP server; allowed branches"))
add("j-pol-ct-imdg-berths", ER, "valid",
    "Hazardous containers (IMDG classes 1 and 7) can only be booked into berths 4 and 5, and never in the night window.",
    [POL], hand("a container-terminal MCP server"))
add("j-pol-news-unpublish-legal", ER, "valid",
    "Only the legal desk can unpublish a story once it has been live for more than 24 hours. This one went live 31 hours ago.",
    [A, POL, NRG], hand(f"a newsroom CMS MCP server; threshold plus {WHO}"))
add("j-pol-water-drought-cap", ER, "valid",
    "Under the drought order, bulk water sales are limited to 20 m³ per customer per week; this customer has already drawn 18 m³ since Monday.",
    [POL], hand("a municipal-water billing MCP server; limit stated"))
add("j-pol-uni-fee-waiver-json", ER, "valid",
    '{"error": "policy_violation", "policy": "admissions.fee_waiver.max_per_cycle", "limit": 2, "current": 2, '
    '"message": "At most 2 fee waivers per applicant per admission cycle."}',
    [POL], hand("a university-admissions MCP server returning its own JSON error"))
add("j-pol-court-attachment-logfmt", ER, "valid",
    'level=warn msg="filing rejected by policy" policy=efile.max_attachment_size limit_mb=35 attachment_mb=52 court=district-7',
    [POL], hand("a Go court e-filing MCP server returning a logfmt line; the limit stated is the rule"))
add("j-pol-subtitle-studio-list-de", ER, "valid",
    "Ihr Studio steht nicht auf der Freigabeliste für Kinofassungen (freigegeben: Berlin-Mitte, Köln, Wien).",
    [A, POL, NRG], hand(f"a German subtitle-studio MCP server; allowlist of studios, {WHO}"))
add("j-pol-vet-sms-quiet-fr", ER, "valid",
    "Les rappels SMS aux propriétaires ne partent pas entre 20 h et 8 h, ni le dimanche : celui-ci est mis en file pour lundi 8 h.",
    [POL], hand("a French veterinary-clinic MCP server; quiet hours"))
add("j-pol-rail-catenary-es", ER, "valid",
    "Los trabajos en catenaria solo se autorizan con corte de tensión confirmado y fuera de la franja 06:00–23:30.",
    [POL], hand("a Spanish railway-maintenance MCP server"))
add("j-pol-crowd-iban-it", ER, "valid",
    "I prelievi verso IBAN esteri sono consentiti solo per i paesi dell'area SEPA e fino a 10.000 € al mese.",
    [POL], hand("an Italian crowdfunding MCP server"))
add("j-pol-recycle-rubble-pt", ER, "valid",
    "Este ecocentro só aceita entulho até 1 m³ por entrega e apenas de particulares residentes no concelho.",
    [POL], hand("a Portuguese recycling-centre MCP server; limit stated (guidance), residency restriction not treated as auth"))
add("j-pol-hotel-vacuum-hours-nl", ER, "valid",
    "Stofzuigen op de verdiepingen 3 tot en met 6 is niet toegestaan tussen 22:00 en 07:30. Plan de taak na 07:30.",
    [POL], hand("a Dutch hotel-housekeeping MCP server"))
add("j-pol-pharm-image-sources", ER, "valid",
    "Prescription images can only be pulled from the e-Rx gateway (erx-gw.pharmacy.internal) or the branch scanner share.",
    [RAW, POL], hand("a pharmacy MCP server; allowed sources, one an internal host name"))
add("j-pol-wind-namespaces-enum", ER, "enum",
    "This connector only writes to the telemetry namespaces ops-north and ops-south; '{s}' is not one of them.",
    [POL, ECHO], hand("a wind-farm telemetry MCP server; enum probe echoed"))
add("j-pol-genomics-environments", ER, "valid",
    "Pipeline runs on patient samples are allowed in the clinical and clinical-validation environments only; "
    "staging and dev are blocked for identifiable data.",
    [POL], hand("a genomics pipeline MCP server; allowed/blocked environments"))
add("j-pol-court-sealed-groups", ER, "valid",
    "Sealed exhibits can be opened by the assigned judge, chambers staff and the clerk of court. Your account is in none of those groups.",
    [A, POL, NRG], hand(f"a court e-filing MCP server; {WHO}"))
add("j-pol-rental-age-classes", ER, "valid",
    "Drivers under 25 can't rent Premium or Sports class cars at our Swiss branches; Economy, Compact and Estate are available.",
    [POL], hand("a car-rental MCP server; threshold and what exists instead"))
add("j-pol-payroll-advance-ja", ER, "valid",
    "給与の前払い申請は1回につき給与額の30%までです（今回の申請：42%）。",
    [POL], hand("a Japanese payroll MCP server; percentage cap"))
add("j-pol-water-export-root-zh", ER, "traversal",
    "导出文件只能保存在 /data/water/reports/ 目录下。",
    [PA, RAW, POL], hand("a Chinese municipal-water MCP server rejecting an export path; allowed root named"))
add("j-pol-ct-edi-senders-ko", ER, "valid",
    "EDI 메시지는 등록된 선사 시스템(MAERSK-EDI, MSC-EDI, CMA-EDI)에서만 수신합니다.",
    [POL, NRG], hand("a Korean container-terminal MCP server; sender allowlist, names only where from; not labeled auth"))
add("j-pol-news-headline-tr", ER, "valid",
    "Manşet alanını yalnızca yazı işleri müdürü ve gece editörü değiştirebilir.",
    [A, POL, NRG], hand(f"a Turkish newsroom CMS MCP server; {WHO}"))
add("j-pol-subtitle-framerates-md", ER, "valid",
    "**Blocked by delivery policy (client: Northlight Pictures)**\n- Allowed frame rates: 23.976, 25\n- Your file: 29.97\n\n"
    "Re-render at an allowed rate and upload again.",
    [POL], hand("a subtitle-studio MCP server, markdown list"))
add("j-pol-vet-rabies-pl", ER, "valid",
    "Zmiany w karcie szczepień mogą wprowadzać wyłącznie lekarze weterynarii z uprawnieniami do szczepień przeciwko wściekliźnie.",
    [A, POL, NRG], hand(f"a Polish veterinary-clinic MCP server; {WHO}"))
add("j-pol-genomics-residency-jsonrpc", JR, "valid",
    jrpc("Request blocked by data-residency policy", {"allowed_regions": ["eu-central-1", "eu-north-1"], "requested": "us-east-1"}),
    [POL], hand("a genomics MCP server answering on the JSON-RPC channel"))
t, lib, _ = real("boto_scp")
add("j-pol-genomics-scp-deny", ER, "valid",
    "Upload of R1.fastq.gz failed: " + t,
    [A, RAW, POL, NRG], f"real output: {lib} ClientError from a botocore Stubber (S3 PutObject AccessDenied, explicit SCP deny) wrapped by hand")

# ------------------------------------------------------------------ look-alikes (no boundary)
add("j-pol-x-pharm-qty-range", ER, "above-max",
    "Dispense quantity must be between 1 and 50 tablets; received 75.",
    [ECHO], hand("a pharmacy MCP server; schema range the caller's input broke (guidance, not policy)"), sent="75")
add("j-pol-x-vet-not-found", ER, "valid",
    "No patient matches that chart number. Use search_patients to look the animal up by owner surname.",
    [], hand("a veterinary-clinic MCP server; not found"))
add("j-pol-x-pharm-stock", ER, "valid",
    "Amoxicillin 250 mg/5 ml suspension is out of stock at this branch. The next delivery is expected Thursday morning; "
    "check_stock shows other branches.",
    [], hand("a pharmacy MCP server; stock"))
add("j-pol-x-wind-timeout", ER, "valid",
    "The SCADA history query ran longer than 30 seconds and was abandoned. Narrow the time range and try again.",
    [], hand("a wind-farm MCP server; timeout (a technical limit, not a policy)"))
add("j-pol-x-ct-customs-hold", ER, "valid",
    "Container MSKU 1234565 is still under customs hold and can't be given a truck slot until the hold is released; "
    "get_customs_status shows when that happens.",
    [], hand("a container-terminal MCP server; state of the object"))
add("j-pol-x-court-deadline", ER, "valid",
    "The filing deadline for case 2024-CV-1177 passed on 3 June at 23:59.",
    [NRG], hand("a court e-filing MCP server; a fact about the case"))
add("j-pol-x-uni-credits-below", ER, "below-min",
    "credits must be between 0 and 240; got -3.",
    [ECHO], hand("a university-admissions MCP server; schema range"), sent="-3")
add("j-pol-x-rental-enum", ER, "enum",
    "vehicle_class must be one of: economy, compact, estate, van.",
    [], hand("a car-rental MCP server; schema enum values (guidance, not policy)"))
add("j-pol-x-hotel-already-inspected", ER, "valid",
    "Room 318 is already marked as inspected; nothing was changed.",
    [NRG], hand("a hotel-housekeeping MCP server"))
add("j-pol-x-water-meter-es", ER, "valid",
    "No encontramos ningún contador con ese número de serie. Compruébalo en la factura: empieza por «ZW» seguido de seis cifras.",
    [], hand("a Spanish municipal-water MCP server; not found with format"))
add("j-pol-x-rail-closed-order-de", ER, "valid",
    "Der Arbeitsauftrag ist bereits abgeschlossen und kann nicht erneut zugewiesen werden.",
    [NRG], hand("a German railway-maintenance MCP server; state of the object"))
add("j-pol-x-crowd-closed-fr", ER, "valid",
    "La campagne a atteint son objectif et elle est clôturée : les nouvelles contributions ne sont plus acceptées.",
    [NRG], hand("a French crowdfunding MCP server; state of the object"))
add("j-pol-x-genomics-format-it", ER, "valid",
    "Il file deve essere un FASTQ compresso (.fastq.gz); quello caricato è un BAM.",
    [], hand("an Italian genomics MCP server; file-format rule"))
add("j-pol-x-recycle-no-pass-nl", ER, "valid",
    "Er is geen afvalpas gevonden voor dit adres.",
    [NRG], hand("a Dutch recycling-centre MCP server; not found"))
add("j-pol-x-subtitle-overlap-ja", ER, "valid",
    "字幕のタイムコードが重複しています（00:12:03,400 付近）。修正してから再度アップロードしてください。",
    [], hand("a Japanese subtitle-studio MCP server; content error"))
add("j-pol-x-news-locked-editing", ER, "valid",
    "The article is locked because Maria Santos is editing it. It unlocks when she closes the editor, or after 15 minutes without activity.",
    [], hand("a newsroom CMS MCP server; edit lock, not a policy"))
add("j-pol-x-payroll-employee-ko", ER, "valid",
    "해당 사번의 직원을 찾을 수 없습니다. search_employees로 이름을 검색해 보세요.",
    [], hand("a Korean payroll MCP server; not found"))

b.write("policy-j.json")
