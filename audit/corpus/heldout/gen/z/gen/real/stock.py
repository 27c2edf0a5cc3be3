# Low-level JSON-RPC handler that puts the traceback of a crash into error.data.
import json
import traceback


def reserve_stock(args):
    wh = args["warehouse_id"]
    return {"reserved": args["qty"], "warehouse": wh}


def handle_call(name, args):
    tools = {"reserve_stock": reserve_stock}
    return tools[name](args)


if __name__ == "__main__":
    try:
        handle_call("reserve_stock", {"sku": "KX-2210", "qty": 4, "warehouse": "OSL-1"})
    except Exception as e:
        print(json.dumps({"message": f"Internal error: {type(e).__name__}: {e}",
                          "data": {"traceback": traceback.format_exc()}}))
