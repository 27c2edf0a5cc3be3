# Entries bw-080 ... bw-100: schema validation (echoes and their look-alikes) and policy boundaries.
from common import *

E(80, "en", "convert_price tool of a travel-agency MCP server (hand-rolled enum check)",
  ERR, "enum", "twaudit-1e7b3a90",
  "Invalid value 'twaudit-1e7b3a90' for 'currency'.",
  [ECHO, NR])

E(81, "fr", "planifier_rapport tool of a French facility-management MCP server (enum check listing the values)",
  ERR, "enum", "twaudit-a4c2091f",
  "La valeur « twaudit-a4c2091f » n'est pas valide pour le champ « fréquence ». Valeurs possibles : quotidienne, hebdomadaire, mensuelle.",
  [ECHO], resembles=POL)

E(82, "de", "bestellung_anlegen tool of a German B2B-ordering MCP server (schema maximum)",
  ERR, "above-max", "1000001",
  "Ungültiger Wert für „menge“: 1000001. Zulässig sind höchstens 9999 Stück pro Position.",
  [ECHO], resembles=POL)

E(83, "es", "reservar_mesa tool of a Spanish restaurant-booking MCP server raising a JSON-RPC invalid-params error",
  RPC, "below-min", "-5",
  "Parámetros no válidos {\"campo\":\"comensales\",\"minimo\":1,\"recibido\":-5}",
  [ECHO])

E(84, "ja", "add_to_cart tool of a Japanese stationery-shop MCP server (type check)",
  ERR, "wrong-type", "twaudit-0b9d6e21",
  "パラメータ「quantity」は整数で指定してください。受け取った値: \"twaudit-0b9d6e21\"",
  [ECHO])

E(85, "en", "schedule_campaign tool of an email-marketing MCP server on the MCP TypeScript SDK (zod 3 issues in the error message)",
  RPC, "enum", "twaudit-77c0e5d3",
  "Invalid arguments for tool schedule_campaign: [\n  {\n    \"received\": \"twaudit-77c0e5d3\",\n    \"code\": \"invalid_enum_value\",\n"
  "    \"options\": [\n      \"draft\",\n      \"scheduled\",\n      \"sent\"\n    ],\n    \"path\": [\n      \"status\"\n    ],\n"
  "    \"message\": \"Invalid enum value. Expected 'draft' | 'scheduled' | 'sent', received 'twaudit-77c0e5d3'\"\n  }\n]",
  [ECHO])

E(86, "pt-BR", "registrar_ocorrencia tool of a Brazilian condominium-management MCP server (length check)",
  ERR, "oversized", "twaudit-5e21b0c4" + "A" * 4096,
  "O campo \"observacao\" aceita no máximo 500 caracteres (recebidos: 4112).",
  [], resembles=ECHO)

E(87, "ko", "save_memo tool of a Korean CRM MCP server (length check quoting the start of the input)",
  ERR, "oversized", "twaudit-c39f04ab" + "가" * 3000,
  "메모는 1,000자를 넘을 수 없습니다. 입력값: \"twaudit-c39f04ab가가가가가가가가가가…\" (3,016자)",
  [ECHO], indirect=True)

E(88, "el", "anazitisi_eidous tool of a Greek pharmacy-stock MCP server (empty code)",
  ERR, "empty", "",
  "Η παράμετρος «κωδικός_είδους» δεν είναι έγκυρη.",
  [NR])

E(89, "cs", "vystav_doklad tool of a Czech invoicing MCP server (enum check)",
  ERR, "enum", "twaudit-2d8f61e7",
  "Neplatná hodnota „twaudit-2d8f61e7“ parametru „typ_dokladu“.",
  [ECHO, NR])

E(90, "it", "verifica_cliente tool of an Italian tax-assistance MCP server (required argument)",
  ERR, "missing", None,
  "Parametro obbligatorio mancante: «codice_fiscale».",
  [], resembles=NR)

E(91, "ro", "listeaza_comenzi tool of a Romanian online-pharmacy MCP server (schema maximum)",
  ERR, "above-max", "100000",
  "Validare eșuată: „limit” trebuie să fie cel mult 500 (primit: 100000).",
  [ECHO], resembles=POL)

E(92, "ru", "sozdat_otpravku tool of a Russian freight MCP server raising a JSON-RPC invalid-params error",
  RPC, "wrong-type", "twaudit-9a0c3e58",
  "Ошибка валидации параметров {\"поле\":\"вес_кг\",\"ошибка\":\"ожидалось число\",\"получено\":\"twaudit-9a0c3e58\"}",
  [ECHO])

E(93, "en", "record_payment tool of a property-rent MCP server on Spring Boot 3 passing on a Jackson HttpMessageNotReadableException message",
  ERR, "wrong-type", "twaudit-4b7e2f19",
  "JSON parse error: Cannot deserialize value of type `java.math.BigDecimal` from String \"twaudit-4b7e2f19\": not a valid representation",
  [ECHO, RAW, NR])

E(94, "tr", "odeme_al tool of a Turkish furniture-shop MCP server (enum check listing the values)",
  ERR, "enum", "twaudit-e05a6c3d",
  "Geçersiz ödeme yöntemi: twaudit-e05a6c3d. Kabul edilen değerler: kredi_karti, havale, kapida_odeme.",
  [ECHO], resembles=POL)

E(95, "en", "deploy_service tool of a platform-engineering MCP server (token environment scope)",
  ERR, "valid", None,
  "Deploys to prod-eu are not permitted for this token. Environments it may deploy to: dev, staging.",
  [AUTH, POL])

E(96, "de", "versand_buchen tool of a German mail-order MCP server (export-control country list)",
  ERR, "valid", None,
  "Versand nicht möglich: Laut Exportkontrollrichtlinie sind folgende Zielländer gesperrt: RU, BY, IR, KP, SY. Wählen Sie eine Lieferadresse außerhalb dieser Länder.",
  [POL])

E(97, "fr", "rembourser tool of a French telecom customer-care MCP server (refund policy ceiling)",
  ERR, "valid", None,
  "Remboursement refusé : la politique de remboursement plafonne à 150 € par transaction les remboursements émis par les agents de niveau 1.",
  [POL])

E(98, "ja", "upload_image tool of a Japanese media-site MCP server (bucket allow-list in the tool's configuration)",
  ERR, "valid", None,
  "このツールの設定では、書き込みできるバケットは media-public と media-staging のみです。",
  [POL], resembles=AUTH)

E(99, "en", "onboard_vendor tool of a procurement MCP server (screening result returned as a plain result)",
  OK, "valid", None,
  "Vendor screening result.\n{\"vendor_id\":\"V-20931\",\"approved\":false,\"reason\":\"sanctions_deny_list_match\","
  "\"lists_checked\":[\"OFAC-SDN\",\"EU-CFSP\",\"UK-HMT\"],\"match_score\":0.93,\"auto_block_threshold\":0.85}",
  [POL], indirect=True)

E(100, "es", "crear_instancia tool of a Spanish cloud-reseller MCP server raising a JSON-RPC error on a region rule",
  RPC, "valid", None,
  "Acceso denegado {\"motivo\":\"región no permitida\",\"region_solicitada\":\"us-east-1\",\"regiones_permitidas\":[\"eu-west-1\",\"eu-south-2\"]}",
  [POL], resembles=AUTH)
