# Report tool: computes sections; a failing section's traceback is embedded in the
# (successful) result text.
import traceback


def margen_por_tienda(filas):
    return {f["tienda"]: (f["ventas"] - f["coste"]) / f["ventas"] for f in filas}


def generar_informe(filas):
    secciones = {}
    try:
        secciones["margen"] = margen_por_tienda(filas)
    except Exception:
        secciones["margen_error"] = traceback.format_exc()
    return secciones


if __name__ == "__main__":
    out = generar_informe([{"tienda": "Valencia-Centro", "ventas": 18200.0, "coste": 12950.0},
                           {"tienda": "Gandia", "ventas": 0.0, "coste": 0.0}])
    print(out["margen_error"], end="")
