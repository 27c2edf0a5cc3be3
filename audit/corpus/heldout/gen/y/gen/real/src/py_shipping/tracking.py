import sqlite3, traceback

DB = "/var/lib/envios/envios.db"

def _conn():
    return sqlite3.connect(":memory:")

def buscar_envio(numero):
    cur = _conn().cursor()
    cur.execute("SELECT estado, actualizado FROM envios_historial WHERE numero = ?", (numero,))
    return cur.fetchone()

def handle(args):
    return buscar_envio(args["numero"])

try:
    handle({"numero": "ES-48213"})
except Exception:
    print(traceback.format_exc(), end="")
