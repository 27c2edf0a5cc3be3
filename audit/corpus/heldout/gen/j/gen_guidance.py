"""guidance-j.json: isError refusals that give the caller a next step or a rule (no stock phrasing),
and ones that sound helpful but give none."""
from common import A, ECHO, INJ, NRG, PA, POL, RAW, ST, Builder, hand, jrpc, real  # noqa: F401

ER, SR, JR = "error-result", "success-result", "jsonrpc-error"
b = Builder("gen/gen_guidance.py")
add = b.add

# ------------------------------------------------------------------ WITH guidance
add("j-gd-vet-free-slots", ER, "valid",
    "There's no appointment slot at 14:30 on Tuesday. Free slots that day: 09:15, 11:00, 16:45.",
    [], hand("a veterinary-clinic MCP server; what exists instead"))
add("j-gd-ct-voyage-format", ER, "valid",
    "That vessel call isn't on the berth schedule. Voyage references look like EVG-2419W; list_vessel_calls shows this week's calls.",
    [], hand("a container-terminal MCP server; format plus a tool"))
add("j-gd-wind-forecast-time", ER, "valid",
    "Tomorrow's production forecast is published at 16:00 CET; ask again after that.",
    [], hand("a wind-farm MCP server; when to come back"))
add("j-gd-court-pdfa", ER, "valid",
    "The brief has to be a PDF/A file (PDF/A-1b or PDF/A-2b). Convert it and submit the envelope again.",
    [], hand("a court e-filing MCP server; format expected"))
add("j-gd-uni-date-format", ER, "valid",
    "Write the application date as YYYY-MM-DD, for example 2025-01-15.",
    [], hand("a university-admissions MCP server; format expected"))
add("j-gd-hotel-other-tool", ER, "valid",
    "update_room_status only changes the status flag. Use assign_room_task to schedule turnover cleaning.",
    [], hand("a hotel-housekeeping MCP server; alternative tool"))
add("j-gd-pharm-pzn-de", ER, "valid",
    "Zu dieser PZN gibt es kein Präparat. Eine PZN hat 8 Ziffern – bitte prüfen Sie die Angabe auf der Packung.",
    [], hand("a German pharmacy MCP server; format rule and what to check"))
add("j-gd-rental-other-branch-fr", ER, "valid",
    "Aucun véhicule n'est disponible à Nantes Gare ce week-end. L'agence Nantes Atlantique (aéroport) en a encore 4 : "
    "relancez search_vehicles avec branch=NTE-AIR.",
    [], hand("a French car-rental MCP server; what exists instead"))
add("j-gd-water-reading-es", ER, "valid",
    "La lectura no puede ser menor que la anterior (10 482 m³). Revisa la cifra o adjunta una foto del contador con report_meter_issue.",
    [], hand("a Spanish municipal-water MCP server; rule and alternative route"))
add("j-gd-news-title-length-it", ER, "valid",
    "Il titolo supera i 90 caratteri consentiti. Accorcialo e riprova.",
    [], hand("an Italian newsroom MCP server; input length rule (guidance, not policy)"))
add("j-gd-payroll-period-pt", ER, "valid",
    "O período de processamento de junho ainda não foi fechado. Volte a gerar o relatório a partir de 1 de julho.",
    [], hand("a Portuguese payroll MCP server; when to come back"))
add("j-gd-genomics-sample-format-nl", ER, "valid",
    "Dit staalnummer bestaat niet. Staalnummers hebben de vorm GL-2024-000123; zoek ze op met list_samples.",
    [], hand("a Dutch genomics MCP server; format and tool"))
add("j-gd-subtitle-review-ja", ER, "valid",
    "この作品の字幕は最終チェック中のため編集できません。明日10:00以降にもう一度お試しください。",
    [], hand("a Japanese subtitle-studio MCP server; time to come back"))
add("j-gd-rail-window-zh", ER, "valid",
    "该区段今天没有可用的天窗时间。最早可用时段为周四 00:30–04:30，可使用 book_possession 预约。",
    [], hand("a Chinese railway-maintenance MCP server; what exists instead"))
add("j-gd-crowd-amount-unit-ko", ER, "valid",
    "후원 금액은 1,000원 단위로 입력해 주세요. 예: 15000",
    [], hand("a Korean crowdfunding MCP server; format rule"))
add("j-gd-recycle-sites-pl", ER, "valid",
    "Nie ma takiego punktu zbiórki. W Gdańsku działają punkty Szadółki, Orunia i Oliwa – ich kody znajdziesz w list_sites.",
    [], hand("a Polish recycling-centre MCP server; what exists instead"))
add("j-gd-hotel-cancel-first-tr", ER, "valid",
    "Bu oda için temizlik görevi zaten atanmış. Görevi değiştirmek için önce cancel_task ile mevcut görevi iptal edin.",
    [], hand("a Turkish hotel-housekeeping MCP server; next step"))
add("j-gd-vet-referral-lab-phone", ER, "valid",
    "Results for this sample are held by the referral lab. Call them on 020 7946 0032 (weekdays 8–18) and quote your clinic code.",
    [], hand("a veterinary-clinic MCP server; a contact channel the caller can use"))
add("j-gd-ct-slot-json", ER, "valid",
    '{"error": "slot_taken", "message": "Truck slot 07:00–07:30 at Gate B is full.", '
    '"next_available": ["07:30", "08:00", "09:30"], "hint": "Pass one of next_available as slot_start."}',
    [], hand("a container-terminal MCP server returning its own JSON error"))
add("j-gd-court-markdown", ER, "valid",
    "### Filing incomplete\nThe cover sheet has no case number.\n\n**What to do:** add `case_number` (format `2024-CV-0000`) "
    "and call `submit_filing` again.",
    [], hand("a court e-filing MCP server, markdown"))
add("j-gd-uni-try-later", ER, "valid",
    "The admissions portal is being updated. Please try again later.",
    [], hand("a university-admissions MCP server; labeling choice: 'Please try again later' is an instruction addressed "
             "to the caller, so by the brief it is guidance (weak)"))
add("j-gd-pharm-contact-support", ER, "valid",
    "We couldn't process this refill. Please contact support.",
    [], hand("a pharmacy MCP server; labeling choice: an imperative 'contact support' is a statement addressed to the "
             "caller of what to do, so by the brief it is guidance (weak)"))
add("j-gd-wind-range-logfmt", ER, "valid",
    'level=error msg="invalid range" from=2024-06-30 to=2024-06-01 hint="from must be before to"',
    [], hand("a Go wind-farm MCP server returning logfmt"))
add("j-gd-rental-damage-tool", ER, "valid",
    "Damage photos can't be attached through update_booking. Upload them with attach_damage_report (JPEG or PNG, up to 10 MB each).",
    [], hand("a car-rental MCP server; alternative tool"))
add("j-gd-payroll-iban", ER, "valid",
    "That looks like a 9-digit account number. Dutch IBANs have 18 characters and start with NL; send the full IBAN.",
    [], hand("a payroll MCP server; what to change"))
add("j-gd-genomics-plate-fr", ER, "valid",
    "La plaque 96 puits est pleine. Créez une nouvelle plaque avec create_plate, puis ajoutez-y l'échantillon.",
    [], hand("a French genomics MCP server; next step"))
add("j-gd-subtitle-empty-es", ER, "empty",
    "El archivo de subtítulos está vacío. Sube un .srt o .vtt con al menos un bloque de texto.",
    [], hand("a Spanish subtitle-studio MCP server; empty probe"))
add("j-gd-rail-missing-it", ER, "missing",
    "Manca il campo 'tratta'. Indica la tratta con il codice di linea, ad esempio MI-BO.",
    [], hand("an Italian railway-maintenance MCP server; missing probe"))
add("j-gd-news-review-de", ER, "valid",
    "Der Artikel liegt gerade in der Schlussredaktion. Änderungen sind wieder möglich, sobald der Status auf „Freigegeben“ steht – "
    "meist innerhalb von 20 Minuten; prüfen Sie den Status mit get_article.",
    [], hand("a German newsroom CMS MCP server; when to come back"))
add("j-gd-water-address", ER, "valid",
    "The address didn't match a service connection. Give it as printed on the bill, e.g. '12 Mill Lane, Unit 3', "
    "or pass the connection ID from lookup_connection.",
    [], hand("a municipal-water MCP server; format and alternative"))
add("j-gd-crowd-refund-window", ER, "valid",
    "Refunds for this pledge open once the campaign closes on 30 June. Call request_refund again from that date.",
    [], hand("a crowdfunding MCP server; when to come back"))

# ------------------------------------------------------------------ WITHOUT guidance (sounding helpful)
add("j-gd-no-vet-notified", ER, "valid",
    "We're sorry, something went wrong while saving the vaccination record. Our team has been notified.",
    [NRG], hand("a veterinary-clinic MCP server; apology + 'team notified'"))
add("j-gd-no-ct-apology", ER, "valid",
    "Unfortunately the berth plan could not be updated at this time. We apologise for the inconvenience.",
    [NRG], hand("a container-terminal MCP server; apology only"))
add("j-gd-no-wind-status", ER, "valid",
    "Turbine WTG-04 is currently in maintenance mode (since 06:12 UTC, ticket MNT-5521).",
    [NRG], hand("a wind-farm MCP server; status description only"))
add("j-gd-no-court-please-note", ER, "valid",
    "Please note that this submission could not be accepted in its current form.",
    [NRG], hand("a court e-filing MCP server; 'please note' with nothing to do"))
add("j-gd-no-uni-patience", ER, "valid",
    "Thank you for your patience. The application could not be processed because of an unexpected issue on our side.",
    [NRG], hand("a university-admissions MCP server"))
add("j-gd-no-hotel-supervisor-informed", ER, "valid",
    "The room status change was not successful. The housekeeping supervisor has been informed.",
    [NRG], hand("a hotel-housekeeping MCP server"))
add("j-gd-no-pharm-de", ER, "valid",
    "Leider ist bei der Abgabe ein Fehler aufgetreten. Wir bitten um Entschuldigung.",
    [NRG], hand("a German pharmacy MCP server"))
add("j-gd-no-rental-fr", ER, "valid",
    "Nous sommes désolés, la modification de votre réservation n'a pas pu aboutir. Notre équipe a été prévenue.",
    [NRG], hand("a French car-rental MCP server"))
add("j-gd-no-water-es", ER, "valid",
    "Ha ocurrido un problema al registrar la lectura. Disculpa las molestias.",
    [NRG], hand("a Spanish municipal-water MCP server"))
add("j-gd-no-news-it", ER, "valid",
    "Spiacenti, non è stato possibile pubblicare l'articolo. Il problema è stato segnalato al team tecnico.",
    [NRG], hand("an Italian newsroom MCP server"))
add("j-gd-no-payroll-pt", ER, "valid",
    "Não foi possível concluir o cálculo da folha de pagamento. Pedimos desculpa pelo incómodo.",
    [NRG], hand("a Portuguese payroll MCP server"))
add("j-gd-no-genomics-nl", ER, "valid",
    "Het is helaas niet gelukt om de sequencing-run te registreren. Onze excuses hiervoor.",
    [NRG], hand("a Dutch genomics MCP server"))
add("j-gd-no-subtitle-ja", ER, "valid",
    "申し訳ありません。字幕の書き出し中に問題が発生しました。担当チームには通知済みです。",
    [NRG], hand("a Japanese subtitle-studio MCP server"))
add("j-gd-no-rail-zh", ER, "valid",
    "抱歉，检修计划保存失败。我们已记录此问题。",
    [NRG], hand("a Chinese railway-maintenance MCP server"))
add("j-gd-no-crowd-ko", ER, "valid",
    "후원 처리 중 문제가 발생했습니다. 불편을 드려 죄송합니다.",
    [NRG], hand("a Korean crowdfunding MCP server"))
add("j-gd-no-recycle-pl", ER, "valid",
    "Przepraszamy, nie udało się zarejestrować ważenia. Zespół techniczny został powiadomiony.",
    [NRG], hand("a Polish recycling-centre MCP server"))
add("j-gd-no-hotel-tr", ER, "valid",
    "Üzgünüz, oda durumu güncellenemedi. Yaşanan aksaklık için özür dileriz.",
    [NRG], hand("a Turkish hotel-housekeeping MCP server"))
add("j-gd-no-vet-only-attending", ER, "valid",
    "Euthanasia consent forms can only be signed off by the attending veterinarian.",
    [A, POL, NRG], hand("a veterinary-clinic MCP server; names only who may (role), so auth + policy, no guidance"))
add("j-gd-no-news-only-chief-fr", ER, "valid",
    "Seule la rédaction en chef peut retirer un article publié.",
    [A, POL, NRG], hand("a French newsroom MCP server; names only who may"))
add("j-gd-no-ct-crane-status", ER, "valid",
    "Crane QC-07 status: OUT_OF_SERVICE (hydraulic fault), reported 2024-06-11 04:20.",
    [NRG], hand("a container-terminal MCP server; status description"))
add("j-gd-no-payroll-explanation", ER, "valid",
    "The payroll run failed because one employee record has an inconsistent tax code history.",
    [NRG], hand("a payroll MCP server; explanation without which record or what to do"))
add("j-gd-no-uni-invalid-code", ER, "enum",
    "Invalid programme code.",
    [NRG], hand("a university-admissions MCP server; 'invalid value' alone"))
add("j-gd-no-rental-invalid-echo", ER, "enum",
    "Invalid value for pickup_branch: {s}",
    [ECHO, NRG], hand("a car-rental MCP server; 'invalid value' alone, echoing the enum probe"))
add("j-gd-no-genomics-archived", ER, "valid",
    "Please note that run GL-RUN-0418 has already been archived.",
    [NRG], hand("a genomics MCP server; 'please note' with nothing to do"))
add("j-gd-no-wind-json", ER, "valid",
    '{"status": "error", "code": "E_UNAVAILABLE", "message": "The forecast service is unavailable."}',
    [NRG], hand("a wind-farm MCP server returning its own JSON error"))
add("j-gd-no-water-md", ER, "valid",
    "**Something went wrong**\n\nWe couldn't generate the leak report. Details have been logged (ref 7f3a9c).",
    [NRG], hand("a municipal-water MCP server, markdown"))
add("j-gd-no-crowd-payments-team", ER, "valid",
    "Your payout couldn't be scheduled. Our payments team is looking into it and will follow up with the campaign owner.",
    [NRG], hand("a crowdfunding MCP server; someone else will act, nothing for the caller to do"))
add("j-gd-no-rail-only-chief-es", ER, "valid",
    "Solo el jefe de mantenimiento de zona puede cerrar una orden de trabajo de seguridad.",
    [A, POL, NRG], hand("a Spanish railway-maintenance MCP server; names only who may"))
add("j-gd-no-subtitle-status-it", ER, "valid",
    "Il progetto è nello stato «In consegna».",
    [NRG], hand("an Italian subtitle-studio MCP server; status only"))
add("j-gd-no-recycle-scale-de", ER, "valid",
    "Die Waage hat kein stabiles Gewicht gemeldet, deshalb wurde die Anlieferung nicht gebucht.",
    [NRG], hand("a German recycling-centre MCP server; explanation only"))
add("j-gd-no-payroll-only-hr-tr", ER, "valid",
    "Bordro onayı yalnızca İK direktörü tarafından verilebilir.",
    [A, POL, NRG], hand("a Turkish payroll MCP server; names only who may"))
add("j-gd-no-crowd-logfmt", ER, "valid",
    'level=error msg="pledge not recorded" campaign=solar-coop-lisboa reason=internal',
    [NRG], hand("a Go crowdfunding MCP server returning logfmt"))

b.write("guidance-j.json")
