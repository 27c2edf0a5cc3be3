import jwt

AUDIENCE = "crm-api"


def verify_bearer(token, key):
    return jwt.decode(token, key, algorithms=["HS256"], audience=AUDIENCE)


def current_user(headers, key):
    token = headers["authorization"].split(" ", 1)[1]
    claims = verify_bearer(token, key)
    return claims["sub"]
