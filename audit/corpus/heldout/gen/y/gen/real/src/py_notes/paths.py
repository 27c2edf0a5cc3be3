from pathlib import PurePosixPath
try:
    PurePosixPath("/etc/passwd").relative_to("/srv/notes/data")
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
