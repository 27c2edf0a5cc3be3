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

// Identity providers' refusals of the caller, in every language they ship: Keycloak's login
// theme (as keycloakify 11.16.0 bundles it), Auth0's Lock 14.3.0 and Clerk's localizations
// 4.18.0. Printed with their key; extract.py classes them as auth refusals under their
// English original, leaving out those the English rules do not read as one (its IDP_SKIP),
// which catalog.rs's test would refuse.
const KEYCLOAK = [
  "invalidUserMessage", "invalidUsernameMessage", "invalidUsernameOrEmailMessage", "invalidPasswordMessage",
  "accountDisabledMessage", "accountTemporarilyDisabledMessage", "sessionNotActiveMessage",
  "permissionNotApprovedMessage", "insufficientPermissionMessage", "invalidTotpMessage",
  "invalidAccessCodeMessage", "expiredCodeMessage", "consentDenied", "access-denied",
];
const fs = require("fs");
const keycloakDir = path.join(root, "node_modules", "keycloakify", "login", "i18n", "messages_defaultSet");
for (const file of fs.readdirSync(keycloakDir).filter((f) => /^[a-z]{2}(-[A-Z]{2})?\.js$/.test(f)).sort()) {
  const lang = file.replace(/\.js$/, "");
  const messages = require(path.join(keycloakDir, file)).default;
  for (const key of KEYCLOAK) {
    if (messages[key]) console.log(JSON.stringify({ source: "keycloak", lang, key, text: messages[key] }));
  }
}

const LOCK = [
  ["login", "blocked_user"], ["login", "invalid_user_password"], ["login", "lock.invalid_email_password"],
  ["login", "lock.invalid_username_password"], ["login", "lock.unauthorized"], ["login", "too_many_attempts"],
];
const lockDir = path.join(root, "node_modules", "auth0-lock", "lib", "i18n");
for (const file of fs.readdirSync(lockDir).filter((f) => f.endsWith(".js")).sort()) {
  const lang = file.replace(/\.js$/, "");
  const dict = require(path.join(lockDir, file)).default;
  for (const [group, key] of LOCK) {
    const text = dict && dict.error && dict.error[group] && dict.error[group][key];
    if (text) console.log(JSON.stringify({ source: "auth0-lock", lang, key, text }));
  }
}

const CLERK = ["organization_not_found_or_unauthorized", "oauth_access_denied", "form_password_incorrect"];
const clerk = need("@clerk/localizations");
for (const name of Object.keys(clerk).sort()) {
  const errors = clerk[name] && clerk[name].unstable__errors;
  const lang = clerk[name] && clerk[name].locale;
  if (!errors || !lang) continue;
  for (const key of CLERK) {
    if (typeof errors[key] === "string") console.log(JSON.stringify({ source: "clerk", lang, key, text: errors[key] }));
  }
}
