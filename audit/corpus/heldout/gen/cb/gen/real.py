"""Texts produced by actually running libraries (python3 stdlib pathlib, pydantic 2)."""
import pathlib


def pathlib_relative_to(root, sent):
    # the way a file tool confines a path to its root: resolve, then relative_to(root)
    target = (pathlib.PurePosixPath(root) / sent)
    # normalise '..' without touching the disk (os.path.normpath semantics)
    import posixpath
    resolved = pathlib.PurePosixPath(posixpath.normpath(str(target)))
    try:
        resolved.relative_to(root)
    except ValueError as e:
        return f"{type(e).__name__}: {e}"
    return None


def pydantic_page_size(value):
    from pydantic import BaseModel, Field, ValidationError

    class ListInvoicesArgs(BaseModel):
        customer_id: str
        page_size: int = Field(default=50, ge=1, le=200)

    try:
        ListInvoicesArgs(customer_id="C-10442", page_size=value)
    except ValidationError as e:
        return str(e)
    return None


if __name__ == "__main__":
    print(pathlib_relative_to("/srv/mcp/files", "../../../../etc/passwd"))
    print(pydantic_page_size(5000))
