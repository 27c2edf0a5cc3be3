"""Write `runtime/src/audit/text/catalog.txt`: how frameworks' own catalogs word a rule an
argument breaks, and a validation failure, in every language they ship (issue 43).

A detector written from a corpus's misses reads that corpus and little else; a framework's
catalog is what real servers print. This reads the catalogs of Django REST framework,
Django (its validators, and its sign-in and admin forms' refusals) and PostgreSQL 15 (their gettext files; PostgreSQL's from Debian's postgresql-15),
Hibernate Validator's message bundles (Debian's libhibernate-validator-java, 5.3.6) and
Symfony's validator and security XLIFF catalogs (Debian's php-symfony-validator and
php-symfony-security-core), has ajv-i18n and zod 4 word each failure themselves, and reads
three identity providers' translated refusals of the caller: Keycloak's login theme (as
keycloakify bundles it), Auth0's Lock and Clerk's localizations (`messages.cjs`). It keeps
each translation's literal parts (what is left when the placeholders are cut out),
normalised as `catalog.rs` normalises a text: lowercased, curly apostrophes straight, each
run of whitespace one space.

    apt-get install postgresql-15 libhibernate-validator-java php-symfony-validator php-symfony-security-core
    python3 -m venv /tmp/cat && /tmp/cat/bin/pip install django==5.2.19 djangorestframework==3.18.3 polib
    mkdir -p /tmp/catnpm && (cd /tmp/catnpm && npm init -y && npm i ajv-i18n@4.2.0 zod@4.6.7 \
        && npm i --ignore-scripts keycloakify@11.16.0 auth0-lock@14.3.0 @clerk/localizations@4.18.0)
    /tmp/cat/bin/python audit/catalogs/extract.py /tmp/catnpm     # from the repository's root

Each message is listed with its English wording and its class: `rule` (it states what the
argument must be: guidance, and validation wording), `validation` (it only says the value
is not valid), `auth` (the framework's or identity provider's refusal of the caller's
credential or permission) or `upstream` (a database server's own error, which a tool passes
on). `catalog.rs`'s tests hold the English wording to the same reading by the
English rules, so a translation is read as its English original is. The learned readers
are trained on the fragments too (`audit/model/train.py`): train them again after this.
"""

import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zipfile

import django
import polib
import rest_framework

RULE, VALIDATION, AUTH, UPSTREAM = "rule", "validation", "auth", "upstream"
CLASSES = [RULE, VALIDATION, AUTH, UPSTREAM]

DRF = {
    RULE: [
        "A valid integer is required.",
        "A valid number is required.",
        "Ensure that there are no more than {max_decimal_places} decimal places.",
        "Ensure that there are no more than {max_digits} digits in total.",
        "Ensure that there are no more than {max_whole_digits} digits before the decimal point.",
        "Ensure this field has at least {min_length} characters.",
        "Ensure this field has at least {min_length} elements.",
        "Ensure this field has no more than {max_length} characters.",
        "Ensure this field has no more than {max_length} elements.",
        "Ensure this value is greater than or equal to {min_value}.",
        "Ensure this value is less than or equal to {max_value}.",
        "Enter a valid URL.",
        "Enter a valid email address.",
        "Enter a valid IPv4 or IPv6 address.",
        'Expected a list of items but got type "{input_type}".',
        'Expected a dictionary of items but got type "{input_type}".',
        "Invalid data. Expected a dictionary, but got {datatype}.",
        "Must be a valid UUID.",
        "Must be a valid boolean.",
        "String value too large.",
        "This dictionary may not be empty.",
        "This field is required.",
        "This field may not be blank.",
        "This field may not be null.",
        "This list may not be empty.",
        "This selection may not be empty.",
        "This value does not match the required pattern.",
    ],
    VALIDATION: [
        '"{input}" is not a valid choice.',
        "Invalid input.",
        "Invalid value.",
        "Not a valid string.",
    ],
    # Its authentication and permission classes' refusals: an auth failure in the
    # framework's words, in each of its languages.
    AUTH: [
        "Authentication credentials were not provided.",
        "Incorrect authentication credentials.",
        "You do not have permission to perform this action.",
        "Invalid token.",
        "Invalid username/password.",
        "Invalid token header. No credentials provided.",
    ],
}
DJANGO = {
    RULE: [
        "Enter a valid integer.",
        "Enter a number.",
        "Enter a whole number.",
        "Ensure this value is less than or equal to %(limit_value)s.",
        "Ensure this value is greater than or equal to %(limit_value)s.",
        "Ensure this value has at least %(limit_value)d character (it has %(show_value)d).",
        "Ensure this value has at most %(limit_value)d character (it has %(show_value)d).",
        "Ensure that there are no more than %(max)s digit in total.",
        "This field cannot be null.",
        "This field cannot be blank.",
        "This field is required.",
    ],
    VALIDATION: ["Value %(value)r is not a valid choice."],
}
# Django's sign-in, password-change and admin forms refusing the caller (contrib.auth's and
# contrib.admin's catalogs): a tool built on them passes these on.
DJANGO_AUTH = {
    AUTH: [
        "Please enter a correct %(username)s and password. Note that both fields may be "
        "case-sensitive.",
        "Please enter the correct %(username)s and password for a staff account. Note that "
        "both fields may be case-sensitive.",
        "Your old password was entered incorrectly. Please enter it again.",
        "This account is inactive.",
        "You don’t have permission to view or edit anything.",
    ],
}
# PostgreSQL's own errors, which a tool that passes them on passes on in the server's
# language (lc_messages): upstream text.
POSTGRES = {
    UPSTREAM: [
        'invalid input syntax for type %s: "%s"',
        'invalid input value for enum %s: "%s"',
        "value too long for type character varying(%d)",
        'duplicate key value violates unique constraint "%s"',
        'null value in column "%s" of relation "%s" violates not-null constraint',
        'insert or update on table "%s" violates foreign key constraint "%s"',
        'update or delete on table "%s" violates foreign key constraint "%s" on table "%s"',
        'new row for relation "%s" violates check constraint "%s"',
        'relation "%s" does not exist',
        'column "%s" does not exist',
        "operator does not exist: %s",
        "numeric field overflow",
        "integer out of range",
        'value "%s" is out of range for type %s',
        'date/time field value out of range: "%s"',
        "deadlock detected",
        "canceling statement due to statement timeout",
        "canceling statement due to lock timeout",
        "could not serialize access due to concurrent update",
        "current transaction is aborted, commands ignored until end of transaction block",
        'too many connections for role "%s"',
        "the database system is starting up",
        "the database system is shutting down",
        "the database system is in recovery mode",
        "terminating connection due to administrator command",
        "unnamed portal parameter $%d = %s",
        "unterminated quoted string",
    ],
}

# Hibernate Validator's (Bean Validation's) messages, by key: what Spring and Jakarta
# services answer a bad argument with.
HIBERNATE = {
    RULE: [
        "javax.validation.constraints.Max.message",
        "javax.validation.constraints.Min.message",
        "javax.validation.constraints.Size.message",
        "javax.validation.constraints.NotNull.message",
        "javax.validation.constraints.Pattern.message",
        "javax.validation.constraints.Future.message",
        "javax.validation.constraints.Past.message",
        "org.hibernate.validator.constraints.NotBlank.message",
        "org.hibernate.validator.constraints.Length.message",
        "org.hibernate.validator.constraints.Range.message",
        "org.hibernate.validator.constraints.URL.message",
    ],
    VALIDATION: ["org.hibernate.validator.constraints.Email.message"],
}

# Symfony's validator and security messages (XLIFF), by source text: what PHP services
# answer a bad argument, and a refused caller, with.
SYMFONY = {
    RULE: [
        "This value should be of type {{ type }}.",
        "This value should be {{ limit }} or less.",
        "This value is too long. It should have {{ limit }} character or less.|This value is too long. It should have {{ limit }} characters or less.",
        "This value should be {{ limit }} or more.",
        "This value is too short. It should have {{ limit }} character or more.|This value is too short. It should have {{ limit }} characters or more.",
        "This value should not be blank.",
        "This value should not be null.",
        "This value should be a valid number.",
        "This value should be greater than {{ compared_value }}.",
        "This value should be greater than or equal to {{ compared_value }}.",
        "This value should be less than {{ compared_value }}.",
        "This value should be less than or equal to {{ compared_value }}.",
        "This value should be between {{ min }} and {{ max }}.",
        "This value should be positive.",
    ],
    VALIDATION: [
        "The value you selected is not a valid choice.",
        "This value is not valid.",
        "This value is not a valid email address.",
        "This value is not a valid UUID.",
        "This value is not a valid URL.",
        "This value is not a valid date.",
    ],
    # (Not "Account has expired.", "No token could be found.", "Not privileged to request
    # the resource.", "Authentication credentials could not be found.": the English rules
    # do not read them as auth failures, and a translation is read as its original.)
    AUTH: [
        "Invalid credentials.",
        "Credentials have expired.",
        "Account is disabled.",
        "Account is locked.",
    ],
}

# ajv-i18n's and zod's failures (`messages.cjs`'s keys): every ajv message says what the
# value must be; zod's say what was expected, but for a bad e-mail address.
ZOD_VALIDATION = {"email"}
ZOD_SKIP = {"unrecognized"}
# Identity providers' refusals of the caller (`messages.cjs`: Keycloak's login theme, Auth0's
# Lock, Clerk): auth failures, in each of their languages.
IDENTITY_PROVIDERS = {"keycloak", "auth0-lock", "clerk"}
# (Not "Invalid username." and "Invalid username or email.", which a form's validation says
# too, nor Clerk's "You did not grant access to your account.": the English rules do not read
# them as auth failures, and a translation is read as its original.)
IDP_SKIP = {"invalidUsernameMessage", "invalidUsernameOrEmailMessage", "oauth_access_denied"}

PLACEHOLDER = re.compile(
    r"\{[a-z_]+\}|%\([a-z_]+\)[sdr]|\$?%[sdum]|\{\{ ?\w+ ?\}\}|%\w+%|QQ[ZY]|7777+|/QQZ/|\b(string|number|int|undefined|boolean)\b",
    re.IGNORECASE,
)
EDGE = " \t.,:;!?\"'«»„“”‚‘()[]|/`=<>*-。、：，"
CJK = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def normal(text):
    text = text.lower().replace("\u2019", "'").replace("\u2018", "'")
    return " ".join(text.split())


def fragments(text, unspaced=5):
    """The literal part of a message worth matching on its own: its longest, if that is
    three words and twelve characters or more (five characters in scripts written without
    spaces, where a part matches inside words: Thai "ต้อง", "must", is in "ถูกต้อง",
    "correct"). Shorter parts ("la valeur", "erhalten") say nothing by themselves."""
    parts = [p.strip(EDGE) for p in PLACEHOLDER.split(normal(text)) if p]
    part = max(parts, key=len, default="")
    words = len(part.split())
    if (words >= 3 and len(part) >= 12) or (CJK.search(part) and len(part) >= unspaced):
        return [part]
    return []


def gettext(entries, catalogs):
    """(class, english, lang, translation) for each listed msgid in each catalog."""
    for path in sorted(catalogs):
        lang = path.split(os.sep)[-3]
        if lang.startswith("en"):
            continue
        catalog = polib.mofile(path) if path.endswith(".mo") else polib.pofile(path)
        found = {e.msgid: e for e in catalog}
        for cls, ids in entries.items():
            for msgid in ids:
                e = found.get(msgid)
                if e is None:
                    continue
                strings = list(e.msgstr_plural.values()) if e.msgstr_plural else [e.msgstr]
                for s in strings:
                    if s:
                        yield cls, msgid, lang, s


def properties(path):
    """A Java .properties file's keys and values (ISO 8859-1 with \\u escapes)."""
    out = {}
    for line in open(path, encoding="latin-1"):
        key, sep, value = line.partition("=")
        if sep and not key.lstrip().startswith("#"):
            out[key.strip()] = value.strip().encode("latin-1").decode("unicode_escape", "ignore")
    return out


def hibernate(jar):
    """(class, english, lang, translation) from Hibernate Validator's message bundles."""
    with zipfile.ZipFile(jar) as z, tempfile.TemporaryDirectory() as tmp:
        bundles = {}
        for n in z.namelist():
            m = re.search(r"/ValidationMessages(_\w+)?\.properties$", n)
            if m:
                bundles[(m[1] or "_")[1:] or "base"] = properties(z.extract(n, tmp))
    english = bundles.pop("base")
    for lang, bundle in sorted(bundles.items()):
        if lang.startswith("en"):
            continue
        for cls, keys in HIBERNATE.items():
            for key in keys:
                if key in bundle and key in english:
                    yield "hibernate-validator", cls, english[key], lang, bundle[key]


def xliff(paths):
    """(class, english, lang, translation) from Symfony's XLIFF catalogs; a plural's forms
    (`one|many`) each on their own."""
    ns = "{urn:oasis:names:tc:xliff:document:1.2}"
    wanted = {source: cls for cls, sources in SYMFONY.items() for source in sources}
    for path in sorted(paths):
        lang = os.path.basename(path).split(".")[1]
        if lang.startswith("en"):
            continue
        for unit in ET.parse(path).getroot().iter(f"{ns}trans-unit"):
            source, target = unit.find(f"{ns}source").text, unit.find(f"{ns}target").text
            if source in wanted and target:
                english = source.split("|")[-1]
                for form in target.split("|"):
                    yield "symfony", wanted[source], english, lang, form


def javascript(npm_root):
    here = os.path.dirname(os.path.abspath(__file__))
    lines = subprocess.run(
        ["node", os.path.join(here, "messages.cjs"), npm_root], check=True, capture_output=True, text=True
    ).stdout.splitlines()
    rows = [json.loads(line) for line in lines]
    english = {(r["source"], r["key"]): r["text"] for r in rows if r["lang"] in ("en", "en-US")}
    for r in rows:
        if r["lang"].startswith("en") or r["key"] in ZOD_SKIP | IDP_SKIP or (r["source"], r["key"]) not in english:
            continue
        if r["source"] in IDENTITY_PROVIDERS:
            cls = AUTH
        elif r["source"] == "zod" and r["key"] in ZOD_VALIDATION:
            cls = VALIDATION
        else:
            cls = RULE
        yield r["source"], cls, english[(r["source"], r["key"])], r["lang"], r["text"]


def main():
    npm_root = sys.argv[1]
    drf = os.path.dirname(rest_framework.__file__)
    dj = os.path.dirname(django.__file__)
    rows = [("drf",) + r for r in gettext(DRF, glob.glob(f"{drf}/locale/*/LC_MESSAGES/django.mo"))]
    rows += [("django",) + r for r in gettext(DJANGO, glob.glob(f"{dj}/conf/locale/*/LC_MESSAGES/django.po"))]
    rows += [
        ("django",) + r
        for app in ("auth", "admin")
        for r in gettext(DJANGO_AUTH, glob.glob(f"{dj}/contrib/{app}/locale/*/LC_MESSAGES/django.po"))
    ]
    rows += [
        ("postgresql",) + r
        for r in gettext(POSTGRES, glob.glob("/usr/share/locale/*/LC_MESSAGES/postgres-15.mo"))
    ]
    rows += list(hibernate("/usr/share/java/hibernate-validator.jar"))
    symfony = "/usr/share/php/Symfony/Component"
    rows += list(
        xliff(
            glob.glob(f"{symfony}/Validator/Resources/translations/validators.*.xlf")
            + glob.glob(f"{symfony}/Security/Core/Resources/translations/security.*.xlf")
        )
    )
    rows += list(javascript(npm_root))
    # A fragment is kept once, under the first message (by class, rule first; Django's
    # sign-in refusals, the newest, last of their class, so that no fragment the learned
    # readers were trained on moves to a message they are not trained on) that has it,
    # and not where it is its English original's wording: English is the English rules' to
    # read, and the tests hold each original to them.
    by_message = {}
    seen = {p for _, _, e, _, _ in rows for p in fragments(e)}
    # (class, source) as `train.py`'s TRAINS names them.
    order = lambda r: (CLASSES.index(r[1]), (r[1], r[0]) == (AUTH, "django"), r[0], r[2], r[3])  # noqa: E731
    for source, cls, english, lang, text in sorted(rows, key=order):
        # A database's wording is weighed as upstream text without other evidence: in
        # scripts without spaces its fragment must be longer ("无效的类型" is any
        # validation library's "invalid type").
        for part in fragments(text, unspaced=8 if cls == UPSTREAM else 5):
            if part in seen:
                continue
            seen.add(part)
            by_message.setdefault((cls, source, english), []).append((lang, part))
    out = [
        "# Generated by audit/catalogs/extract.py from Django REST framework 3.18.3, Django 5.2.19,",
        "# PostgreSQL 15, Hibernate Validator 5.3.6, Symfony's validator and security, ajv-i18n 4.2.0,",
        "# zod 4.6.7, Keycloak's login theme (keycloakify 11.16.0), Auth0's Lock 14.3.0 and Clerk's",
        "# localizations 4.18.0:",
        "# `= <class>\\t<source>\\t<English>` then `<lang>\\t<fragment>`.",
    ]
    for (cls, source, english), parts in sorted(by_message.items(), key=lambda kv: (CLASSES.index(kv[0][0]), kv[0])):
        out.append(f"= {cls}\t{source}\t{english}")
        out += [f"{lang}\t{part}" for lang, part in sorted(parts)]
    path = "runtime/src/audit/text/catalog.txt"
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {path}: {len(by_message)} messages, {sum(map(len, by_message.values()))} fragments")


if __name__ == "__main__":
    main()
