import jwt, time, traceback
SECRET = "x" * 32

def current_user(token):
    claims = jwt.decode(token, SECRET, algorithms=["HS256"], options={"require": ["exp", "sub"]})
    return claims["sub"]

def handle_list_notes(args, token):
    user = current_user(token)
    return []

tok = jwt.encode({"sub": "u_1842", "exp": int(time.time()) - 3600}, SECRET, algorithm="HS256")
try:
    handle_list_notes({}, tok)
except Exception:
    print(traceback.format_exc(), end="")
