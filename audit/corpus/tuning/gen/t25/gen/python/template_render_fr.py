"""Invoice template renderer run under a French locale: glibc's strerror text is localized (t25-046)."""
import locale
import sys
import traceback
from pathlib import Path

locale.setlocale(locale.LC_ALL, "fr_FR.UTF-8")

TEMPLATES = Path(__file__).resolve().parent / "templates"


def load_template(name: str) -> str:
    return (TEMPLATES / f"{name}.html.j2").read_text(encoding="utf-8")


def render_invoice(template: str, invoice_id: str) -> str:
    body = load_template(template)
    return body.replace("{{ invoice_id }}", invoice_id)


if __name__ == "__main__":
    try:
        render_invoice(sys.argv[1], "F-2024-0193")
    except Exception:
        print(traceback.format_exc(), end="")
