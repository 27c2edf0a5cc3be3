"""Real client-library failures against closed loopback ports and an in-process AWS mock (moto).
Nothing leaves the machine. Usage: python run_net.py out.json"""
import json, sys, secrets, os, locale, subprocess
out = {}

# 1. gRPC (Python grpcio) to a loopback port nobody listens on
import grpc
ch = grpc.insecure_channel("127.0.0.1:50613")
stub = ch.unary_unary("/fleet.telemetry.v2.VehicleService/GetPosition",
                      request_serializer=lambda b: b, response_deserializer=lambda b: b)
try:
    stub(b"\x0a\x07VH-3310", timeout=2)
except grpc.RpcError as e:
    out["grpc-py"] = {"probe": "valid", "sent": "VH-3310",
                      "text": f"Position lookup failed: {e.code()} - {e.details()}",
                      "produced_by": f"grpcio {grpc.__version__} unary call to a closed loopback port; gen/run_net.py"}

# 2. moto (in-process AWS S3 mock): a missing object, with the error's request id
os.environ.update(AWS_ACCESS_KEY_ID="testing", AWS_SECRET_ACCESS_KEY="testing", AWS_DEFAULT_REGION="eu-central-1")
from moto import mock_aws
import boto3, botocore, moto
with mock_aws():
    s3 = boto3.client("s3", region_name="eu-central-1")
    s3.create_bucket(Bucket="scan-archiv-prod", CreateBucketConfiguration={"LocationConstraint": "eu-central-1"})
    try:
        s3.get_object(Bucket="scan-archiv-prod", Key="lieferscheine/2025/06/LS-448120.pdf")
    except botocore.exceptions.ClientError as e:
        rid = e.response.get("ResponseMetadata", {}).get("RequestId")
        out["moto-s3"] = {"probe": "valid", "sent": "LS-448120",
                          "text": f"Lieferschein konnte nicht geladen werden: {e} (RequestId: {rid})",
                          "produced_by": f"boto3 {boto3.__version__} / botocore ClientError from moto {moto.__version__} mock S3; gen/run_net.py"}
    iam_err = None

# 3. glibc-localized OSError (Dutch) from Python opening a file that is not there
locale.setlocale(locale.LC_ALL, "nl_NL.utf8")
try:
    open("/var/lib/offertes/sjablonen/../../../../etc/offerte-sjabloon-v3.docx")
except OSError as e:
    out["oserror-nl"] = {"probe": "traversal", "sent": "../../../../etc/offerte-sjabloon-v3.docx",
                         "text": f"Sjabloon openen mislukt: {e}",
                         "produced_by": "Python 3.11 open() with LC_ALL=nl_NL.utf8 (glibc nl catalog); gen/run_net.py"}
locale.setlocale(locale.LC_ALL, "C.utf8")

json.dump(out, open(sys.argv[1], "w"), ensure_ascii=False, indent=1)
for k, v in out.items():
    print(k, "|", v["text"]); print("---")
