"""Batch C: CDN/WAF block pages as MCP servers pass them on. Each page is a documented block page
of its provider (Cloudflare 1020/1015/WAF block/managed challenge, AWS WAF via CloudFront and via
API Gateway, Akamai Reference #18, Fastly, Imperva, Sucuri, Azure Front Door, F5 BIG-IP ASM,
Google Cloud Armor; bodies in c-waf-pages/), served for its host name by a loopback proxy and
fetched by real requests 2.34 / httpx 0.28 clients inside real FastMCP (mcp 1.30) tools; the
answer is what the SDK client got. BeautifulSoup 4 turns HTML into text where a server does so.
Run: /tmp/venv-c-misc/bin/python c-waf.py -> /tmp/c-out/waf.json"""
import os, traceback
from c_common import ROUTES, start_proxy, call_all, save, deploy_module
# the status tool's module and its libraries are seen under a deployed path in the traceback
status = deploy_module("/opt/status-mcp/status_mcp/upstream.py", """import traceback
import requests

def fetch_incidents(session, url):
    resp = session.get(url, timeout=10)
    payload = resp.json()
    return payload["incidents"]

def payment_status(session):
    try:
        return str(fetch_incidents(session, "http://status.paygrid.example/api/v2/incidents.json"))
    except Exception:
        raise RuntimeError("Tool failed:\\n" + traceback.format_exc())
""", "status_mcp.upstream", site_packages_link="/opt/status-mcp/.venv/lib/python3.11/site-packages")
import httpx, requests
from bs4 import BeautifulSoup
from mcp.server.fastmcp import FastMCP

HERE = os.path.dirname(os.path.abspath(__file__))
page = lambda n: open(os.path.join(HERE, "c-waf-pages", n), encoding="utf-8").read()
HTML = {"content-type": "text/html; charset=UTF-8"}
CF = lambda ray: {"content-type": "text/html; charset=UTF-8", "server": "cloudflare", "cf-ray": ray + "-FRA"}
ROUTES.update({
    "api.shipfast-logistics.example": (403, CF("8e9f2c41b7d03a6e"), page("cf-1020.html")),
    "www.metrics-hub.example": (429, CF("8e9f31a0c2e45b17"), page("cf-1015.html")),
    "docs.vendorcloud.example": (403, CF("8e9f33d7a91c0e52"), page("cf-blocked.html")),
    "status.paygrid.example": (403, dict(CF("8e9f35be1f2a7c90"), **{"cf-mitigated": "challenge"}), page("cf-challenge.html")),
    "media.streamdock.example": (403, dict(HTML, server="CloudFront", **{"x-cache": "Error from cloudfront"}), page("cloudfront-waf.html")),
    "api.partner-claims.example": (403, {"content-type": "application/json", "x-amzn-errortype": "ForbiddenException"}, {"message": "Forbidden"}),
    "www.retailgiant.example": (403, dict(HTML, server="AkamaiGHost"), page("akamai.html")),
    "cdn.newsfeed-hub.example": (403, dict(HTML, server="Varnish", via="1.1 varnish"), page("fastly.html")),
    "portal.insurewell.example": (403, dict(HTML, **{"x-cdn": "Imperva"}), page("imperva.html")),
    "feeds.localnews-network.example": (403, dict(HTML, server="Sucuri/Cloudproxy"), page("sucuri.html")),
    "api.contoso-travel.example": (403, dict(HTML, **{"x-azure-ref": "0pQhJaQAAAABc2E1Qd8s7SIe9Ld3Yq0vz"}), page("azure-frontdoor.html")),
    "banking-api.northbank.example": (200, HTML, page("f5-asm.html")),
    "geo.mapstack.example": (403, HTML, page("cloud-armor.html")),
})
PROXY = start_proxy()
S = requests.Session(); S.proxies = {"http": PROXY}
H = httpx.Client(proxy=PROXY, timeout=5)
text_of = lambda html: BeautifulSoup(html, "html.parser").get_text("\n", strip=True)

fm = FastMCP("integrations")

@fm.tool()
def track_parcel(tracking_id: str) -> str:
    url = f"http://api.shipfast-logistics.example/v2/parcels/{tracking_id}"
    r = S.get(url)
    if r.status_code >= 400:
        raise RuntimeError(f"HTTP {r.status_code} from {url}:\n{text_of(r.text)}")
    return r.text

@fm.tool()
def get_dashboard_metrics(dashboard: str) -> str:
    r = H.get(f"http://www.metrics-hub.example/api/dashboards/{dashboard}/series")
    if r.is_error:
        raise RuntimeError(text_of(r.text))
    return r.text

@fm.tool()
def search_vendor_docs(query: str) -> str:
    r = S.get("http://docs.vendorcloud.example/search", params={"q": query})
    if not r.ok:
        raise RuntimeError(f"Search failed ({r.status_code}): {text_of(r.text)}")
    return r.text

@fm.tool()
def payment_status() -> str:
    return status.payment_status(S)

@fm.tool()
def get_video_manifest(video_id: str) -> str:
    r = H.get(f"http://media.streamdock.example/v1/videos/{video_id}/manifest.json")
    try:
        r.raise_for_status()
    except httpx.HTTPStatusError as e:
        raise RuntimeError(f"{e}\n\n{text_of(r.text)}")
    return r.text

@fm.tool()
def file_claim(policy_number: str) -> str:
    r = S.post("http://api.partner-claims.example/v1/claims", json={"policy": policy_number})
    r.raise_for_status()
    return r.text

@fm.tool()
def store_inventory(store_id: str) -> str:
    r = S.get("http://www.retailgiant.example/api/v3/stores/inventory", params={"store": store_id})
    if r.status_code != 200:
        raise RuntimeError(f"Upstream returned {r.status_code}: {r.text}")
    return r.text

@fm.tool()
def latest_headlines(section: str) -> str:
    r = H.get(f"http://cdn.newsfeed-hub.example/feeds/{section}.json")
    if r.is_error:
        raise RuntimeError(text_of(r.text))
    return r.text

@fm.tool()
def quote_premium(zip_code: str) -> str:
    r = S.get("http://portal.insurewell.example/api/quotes", params={"zip": zip_code})
    if r.status_code != 200:
        raise RuntimeError(f"Upstream returned {r.status_code}: {r.text}")
    return r.text

@fm.tool()
def local_news(limit: int = 10) -> str:
    r = S.get("http://feeds.localnews-network.example/wp-json/wp/v2/posts", params={"per_page": 50})
    if not r.ok:
        raise RuntimeError(text_of(r.text))
    return r.text

@fm.tool()
def search_flights(origin: str, destination: str) -> str:
    r = H.get("http://api.contoso-travel.example/flights/search", params={"from": origin, "to": destination})
    if r.is_error:
        raise RuntimeError(f"Flight search failed: {r.status_code} {r.reason_phrase}\n{text_of(r.text)}")
    return r.text

@fm.tool()
def account_balance(account_id: str) -> str:
    r = S.get(f"http://banking-api.northbank.example/v1/accounts/{account_id}/balance")
    if "Request Rejected" in r.text:  # the ASM answers 200 with its page
        raise RuntimeError(text_of(r.text))
    return r.text

@fm.tool()
def geocode(address: str) -> str:
    r = S.get("http://geo.mapstack.example/v1/geocode", params={"q": address})
    if r.status_code != 200:
        raise RuntimeError(f"Upstream returned {r.status_code}: {r.text}")
    return r.text

# a server that recognises the block and says so in its own words
@fm.tool()
def track_parcel_v2(tracking_id: str) -> str:
    r = S.get(f"http://api.shipfast-logistics.example/v2/parcels/{tracking_id}")
    if r.status_code == 403 and r.headers.get("server") == "cloudflare":
        raise RuntimeError("The carrier's website refused this server's request at its firewall, so no tracking data could be read. "
                           "Retrying will not help; ask the user to check the parcel on the carrier's site, or try again tomorrow.")
    return r.text

@fm.tool()
def get_dashboard_metrics_v2(dashboard: str) -> str:
    r = H.get(f"http://www.metrics-hub.example/api/dashboards/{dashboard}/series")
    if r.status_code == 429:
        raise RuntimeError("The metrics provider is limiting how often this server may call it. Wait a few minutes before calling get_dashboard_metrics again.")
    return r.text

calls = [
    ("cf-1020-text", "track_parcel", {"tracking_id": "SF2291847731"}, None),
    ("cf-1015-text", "get_dashboard_metrics", {"dashboard": "weekly-active"}, None),
    ("cf-waf-block-text", "search_vendor_docs", {"query": "rotate api key"}, None),
    ("cf-challenge-jsondecode-traceback", "payment_status", {}, None),
    ("cloudfront-waf-httpx", "get_video_manifest", {"video_id": "v-88210"}, None),
    ("apigw-waf-requests-403", "file_claim", {"policy_number": "PN-4471-22"}, None),
    ("akamai-raw-html", "store_inventory", {"store_id": "1187"}, None),
    ("fastly-text", "latest_headlines", {"section": "business"}, None),
    ("imperva-raw-html", "quote_premium", {"zip_code": "60614"}, None),
    ("sucuri-text", "local_news", {}, None),
    ("azure-frontdoor-text", "search_flights", {"origin": "LIS", "destination": "AMS"}, None),
    ("f5-asm-text", "account_balance", {"account_id": "ACC-200481"}, None),
    ("cloud-armor-raw", "geocode", {"address": "1600 Amphitheatre Pkwy"}, None),
    ("clean-firewall-block", "track_parcel_v2", {"tracking_id": "SF2291847731"}, None),
    ("clean-rate-limited", "get_dashboard_metrics_v2", {"dashboard": "weekly-active"}, None),
]
out = call_all(fm, calls)
import importlib.metadata as md
out["_versions"] = {k: md.version(k) for k in ("mcp", "requests", "httpx", "beautifulsoup4")}
save("waf", out)
