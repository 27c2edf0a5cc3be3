// The rule messages of ajv-i18n and zod 4's locales, in every language they ship, produced
// by the libraries themselves (issue 43). Run by extract.py; prints JSON lines
// {source, lang, key, text}, with the placeholders' values QQZ (a string) and 7777 (a number).
const path = require("path");
const root = process.argv[2];
const need = (m) => require(path.join(root, "node_modules", m));

const ajvErrors = [
  ["required", { missingProperty: "QQZ" }],
  ["type", { type: "QQZ" }],
  ["minimum", { comparison: ">=", limit: 7777 }],
  ["maximum", { comparison: "<=", limit: 7777 }],
  ["exclusiveMinimum", { comparison: ">", limit: 7777 }],
  ["exclusiveMaximum", { comparison: "<", limit: 7777 }],
  ["minLength", { limit: 7777 }],
  ["maxLength", { limit: 7777 }],
  ["minItems", { limit: 7777 }],
  ["maxItems", { limit: 7777 }],
  ["enum", { allowedValues: ["QQZ"] }],
  ["const", { allowedValue: "QQZ" }],
  ["pattern", { pattern: "QQZ" }],
  ["format", { format: "QQZ" }],
  ["additionalProperties", { additionalProperty: "QQZ" }],
  ["multipleOf", { multipleOf: 7777 }],
];
const localize = need("ajv-i18n");
for (const lang of Object.keys(localize).sort()) {
  if (typeof localize[lang] !== "function") continue;
  for (const [keyword, params] of ajvErrors) {
    const errors = [{ instancePath: "/QQZ", schemaPath: "#", keyword, params, message: "" }];
    localize[lang](errors);
    if (errors[0].message) console.log(JSON.stringify({ source: "ajv-i18n", lang, key: keyword, text: errors[0].message }));
  }
}

const { z } = need("zod");
const checks = {
  type: () => z.object({ a: z.string() }).safeParse({ a: 7777 }),
  required: () => z.object({ a: z.string() }).safeParse({}),
  too_big_number: () => z.number().max(7777).safeParse(77770),
  too_small_number: () => z.number().min(7777).safeParse(7),
  too_big_string: () => z.string().max(7777).safeParse("x".repeat(7778)),
  too_small_string: () => z.string().min(7777).safeParse("x"),
  enum: () => z.enum(["QQZ", "QQY"]).safeParse("x"),
  email: () => z.string().email().safeParse("x"),
  regex: () => z.string().regex(/QQZ/).safeParse("x"),
  unrecognized: () => z.object({ a: z.string() }).strict().safeParse({ a: "x", QQZ: 1 }),
  integer: () => z.number().int().safeParse(7.5),
  multiple: () => z.number().multipleOf(7777).safeParse(5),
};
for (const lang of Object.keys(z.locales).sort()) {
  z.config(z.locales[lang]());
  for (const [key, run] of Object.entries(checks)) {
    const result = run();
    const issue = result.error && result.error.issues[0];
    if (issue) console.log(JSON.stringify({ source: "zod", lang, key, text: issue.message }));
  }
}
